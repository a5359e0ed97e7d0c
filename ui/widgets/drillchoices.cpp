#include "widgets/drillchoices.h"

#include "lab/target/labtarget.h"
#include "widgets/disabledreason.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

DrillChoices::DrillChoices(QWidget *parent)
    : QGroupBox(tr("Fault drills (each adds to the run; none: the four-stack comparison)"), parent)
{
    setObjectName(QStringLiteral("drillChoices"));
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(2);
    for (const QString &drill : scenarioDrillNames()) {
        auto *box = new QCheckBox(explanation(drill), this);
        box->setObjectName(QStringLiteral("drill-") + drill);
        auto *expect = new QLabel(expectation(drill), this);
        expect->setObjectName(QStringLiteral("drillExpect-") + drill);
        expect->setWordWrap(true);
        expect->setContentsMargins(24, 0, 0, 4);
        expect->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
        layout->addWidget(box);
        layout->addWidget(expect);
        m_boxes.insert(drill, box);
        connect(box, &QCheckBox::toggled, this, &DrillChoices::changed);
    }
}

QString DrillChoices::refusal(const QString &drill, const QString &targetKind)
{
    if (drill != QLatin1String("power-cut") || targetKind.isEmpty())
        return {};
    for (const LabTarget::Kind kind : {LabTarget::Kind::Host, LabTarget::Kind::Loop, LabTarget::Kind::Virtual}) {
        if (LabTarget::kindName(kind) == targetKind)
            return LabTarget::powerCutRefusal(kind);
    }
    return {};
}

void DrillChoices::setTarget(const QString &targetKind)
{
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        const QString why = refusal(it.key(), targetKind);
        if (!why.isEmpty())
            it.value()->setChecked(false);
        enableOrSayWhy(it.value(), why, commandLine(it.key()));
    }
}

QList<ScenarioStageKind> DrillChoices::chosen() const
{
    QList<ScenarioStageKind> drills;
    for (const QString &drill : scenarioDrillNames()) {
        if (m_boxes.value(drill)->isChecked() && m_boxes.value(drill)->isEnabled())
            drills << *scenarioDrillFromName(drill);
    }
    return drills;
}

void DrillChoices::setChosen(const QList<ScenarioStageKind> &drills)
{
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        it.value()->setChecked(drills.contains(*scenarioDrillFromName(it.key())));
    }
}

QString DrillChoices::commandLine(const QString &drill)
{
    // The words come first on the page; the tooltip gives the CLI's options for the same drill, for
    // a person who scripts the run afterwards.
    const ScenarioOptions defaults;
    QString options = QStringLiteral("--drill ") + drill;
    if (drill == QLatin1String("second-failure"))
        options += QStringLiteral(" --second-failure-at %1%").arg(defaults.secondFailureAtPercent);
    else if (drill == QLatin1String("power-cut"))
        options += QStringLiteral(" --power-cut-at %1%").arg(defaults.powerCutAtPercent);
    else if (drill == QLatin1String("corruption"))
        options += QStringLiteral(" --corrupt-blocks %1").arg(defaults.corruptBlocks);
    return tr("On the command line: stacklab-cli lab run … %1").arg(options);
}

QString DrillChoices::explanation(const QString &drill)
{
    if (drill == QLatin1String("second-failure"))
        return tr("Second failure: pull a second disk when the rebuild is %1 % done")
            .arg(ScenarioOptions {}.secondFailureAtPercent);
    if (drill == QLatin1String("corruption"))
        return tr("Silent corruption: overwrite %1 blocks of 4 KiB on one disk behind the stack's back, read back, "
                  "scrub")
            .arg(ScenarioOptions {}.corruptBlocks);
    if (drill == QLatin1String("load"))
        return tr("Rebuild under load: a 4k random read/write job runs before the pull, through the rebuild and "
                  "after it");
    if (drill == QLatin1String("power-cut"))
        return tr("Power cut (virtual lab only): the guest loses power during the rebuild");
    return drill;
}

QString DrillChoices::expectation(const QString &drill)
{
    if (drill == QLatin1String("second-failure"))
        return tr("Expect: single parity (mdadm RAID5, LVM raid5, raidz1) loses the data and says so; double "
                  "parity (RAID6, raidz2, dRAID2) finishes, verifies and scrubs clean.");
    if (drill == QLatin1String("corruption"))
        return tr("Expect: mdadm and plain LVM return the bad data and only count mismatches; LVM with "
                  "dm-integrity, ZFS and btrfs return the right data and repair the block.");
    if (drill == QLatin1String("load"))
        return tr("Expect: the job's p99 latency rises while degraded and rebuilding, most where the rebuild "
                  "reads every member (md, LVM); the rebuild itself takes longer than without the job.");
    if (drill == QLatin1String("power-cut"))
        return tr("Expect: the guest stops without a shutdown when the rebuild is %1 % done and boots again; each "
                  "stack comes back with its own assemble, import or activate, md resumes its recovery from the "
                  "checkpoint in the superblocks (if the cut caught a write, md refuses the dirty degraded array "
                  "until it is forced to start, and the report says so), ZFS its resilver; the data verifies.")
            .arg(ScenarioOptions {}.powerCutAtPercent);
    return {};
}
