#include "widgets/destructiveconfirmation.h"

#include "models/diskpresentation.h"
#include "models/plantreemodel.h"
#include "stacks/requestrule.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

DoomedDisk DoomedDisk::of(const Disk &disk, const QString &device)
{
    DoomedDisk doomed;
    doomed.device = device;
    doomed.name = disk.name;
    doomed.sizeBytes = disk.sizeBytes;
    doomed.identity = disk.stableId.isEmpty() ? disk.devnode : disk.stableId;
    switch (disk.stableIdSource) {
    case StableIdSource::ByIdLink:
    case StableIdSource::Wwn:
    case StableIdSource::Serial:
        if (!disk.stableId.isEmpty()) {
            doomed.token = DestructiveConfirmation::requiredSuffix(disk.stableId);
            doomed.tokenMeaning = DestructiveConfirmation::tr(
                "the last %n characters of the stable ID", nullptr, int(doomed.token.size()));
            return doomed;
        }
        break;
    case StableIdSource::BackingFile:
        doomed.labDisk = true;
        doomed.token = disk.name;
        doomed.tokenMeaning = DestructiveConfirmation::tr("the name of the loop device");
        return doomed;
    case StableIdSource::ByPath:
    case StableIdSource::KernelName:
        break;
    }
    doomed.token = disk.name;
    doomed.tokenMeaning = DestructiveConfirmation::tr("the kernel name");
    return doomed;
}

DoomedDisk DoomedDisk::unknown(const QString &device)
{
    DoomedDisk doomed;
    doomed.device = device;
    doomed.name = device;
    doomed.identity = device;
    doomed.token = device.section(QLatin1Char('/'), -1);
    doomed.tokenMeaning = DestructiveConfirmation::tr("the last part of the path");
    return doomed;
}

PhaseDestruction PhaseDestruction::of(const QString &phase, const QList<PlanStep> &steps, const RecipeRequest &request,
    const std::function<QList<DoomedDisk>(const PlanStep &)> &disksOf, const QString &targetKind, bool madeEarlier)
{
    PhaseDestruction destruction;
    destruction.phase = phase;
    bool onDisks = false;
    for (const PlanStep &step : steps) {
        if (!step.destructive)
            continue;
        const bool labObject = !RequestRule::namesRequestDisk(request, step);
        destruction.commands.append({step.title, PlanTreeModel::commandLine(step), step.destroys, labObject});
        // Once the walk made them, its array or pool is the lab's; before, what a command on it
        // would destroy lives on the disks, so they are listed (and a real disk's asks for typing).
        if (labObject && madeEarlier)
            continue;
        onDisks = true;
        for (const DoomedDisk &disk : disksOf(step)) {
            const bool listed = std::any_of(destruction.disks.cbegin(), destruction.disks.cend(),
                [&](const DoomedDisk &known) { return known.device == disk.device; });
            if (!listed)
                destruction.disks << disk;
        }
    }
    // Commands on the lab's own objects alone ask nothing once the walk made them.
    if (!onDisks)
        return destruction;
    const bool realDisk = std::any_of(
        destruction.disks.cbegin(), destruction.disks.cend(), [](const DoomedDisk &disk) { return !disk.labDisk; });
    destruction.confirm = targetKind == QLatin1String("host") && realDisk ? Confirm::Typed : Confirm::Plain;
    return destruction;
}

DestructiveConfirmation::DestructiveConfirmation(const PhaseDestruction &destruction, QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel(this))
    , m_input(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const QList<DoomedDisk> &disks = destruction.disks;
    const bool typed = destruction.confirm == PhaseDestruction::Confirm::Typed && !disks.isEmpty();
    if (typed)
        m_required = disks.constFirst().token;
    setObjectName(QStringLiteral("destructiveConfirmation"));
    setWindowTitle(tr("Confirm the %1 phase").arg(destruction.phase));
    m_text->setObjectName(QStringLiteral("confirmText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QString commands;
    for (const PhaseDestruction::Command &command : destruction.commands) {
        const QString what = command.labObject ? tr("%1 (made by this lab)").arg(command.destroys) : command.destroys;
        commands += QStringLiteral("<li><tt>%1</tt><br/><span style='color:#b01c1c'>%2</span></li>")
                        .arg(command.command.toHtmlEscaped(), what.toHtmlEscaped());
    }
    QString list;
    for (const DoomedDisk &disk : disks) {
        const QString size = disk.sizeBytes > 0 ? DiskPresentation::humanSize(disk.sizeBytes) : tr("size unknown");
        list += QStringLiteral("<li><b><tt>%1</tt></b> — <tt>%2</tt> (%3)</li>")
                    .arg(disk.name.toHtmlEscaped(), disk.identity.toHtmlEscaped(), size.toHtmlEscaped());
    }
    QString text
        = tr("<p>The <b>%1</b> phase runs %n destructive command(s):</p>", nullptr, int(destruction.commands.size()))
              .arg(destruction.phase.toHtmlEscaped())
        + QStringLiteral("<ul>") + commands + QStringLiteral("</ul>");
    if (!disks.isEmpty()) {
        text += tr("<p>They destroy what is on %n disk(s):</p>", nullptr, int(disks.size())) + QStringLiteral("<ul>")
            + list + QStringLiteral("</ul>");
    }
    if (typed) {
        // The prompt says what to read where, never the text itself: copying a printed answer
        // checks typing, not which disks are about to be destroyed.
        text += tr("<p>These are disks of this machine. To go on, type %1 of the <b>first disk in the list</b> "
                   "and press Enter.</p>")
                    .arg(disks.constFirst().tokenMeaning.toHtmlEscaped());
    } else {
        text += tr("<p>These are the lab's own disks: nothing on this machine's disks is touched.</p>");
    }
    m_text->setText(text);
    m_input->setObjectName(QStringLiteral("confirmSuffix"));
    m_input->setPlaceholderText(tr("read it off the disk list above"));
    m_input->setVisible(typed);
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("confirmDestroy"));
    ok->setText(tr("Destroy and run the phase"));
    ok->setEnabled(!typed);
    // The confirm button is the default: Enter presses it once the text matches and does
    // nothing before (a disabled default button swallows Enter), never the Cancel button.
    ok->setDefault(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(m_input, &QLineEdit::textChanged, this,
        [this, ok](const QString &entered) { ok->setEnabled(matches(entered)); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!isTyped() || matches(m_input->text()))
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_input);
    layout->addWidget(m_buttons);
    if (typed)
        m_input->setFocus();
    else
        ok->setFocus();
}

QString DestructiveConfirmation::requiredSuffix(const QString &stableId)
{
    return stableId.right(SuffixLength);
}

bool DestructiveConfirmation::matches(const QString &typed) const
{
    return !m_required.isEmpty() && typed.trimmed() == m_required;
}

QString DestructiveConfirmation::messageText() const
{
    QTextDocument document;
    document.setHtml(m_text->text());
    return document.toPlainText();
}

bool DestructiveConfirmation::canAccept() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}
