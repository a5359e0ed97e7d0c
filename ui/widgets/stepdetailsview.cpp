#include "widgets/stepdetailsview.h"

#include "models/plantreemodel.h"

StepDetailsView::StepDetailsView(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("stepDetails"));
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setStyleSheet(QStringLiteral("QLabel { background: #f4f6fa; padding: 6px; }"));
    clearDetails();
}

QString StepDetailsView::whyText(const PlanStep &step)
{
    if (!step.note.isEmpty())
        return step.note;
    switch (step.kind) {
    case StepKind::Check:
        return tr("It only reads. It makes sure the disks and the stack are in the state the next steps expect, "
                  "so nothing is changed on a wrong assumption.");
    case StepKind::Wait:
        return tr("The kernel keeps copying or syncing in the background after the command returns; the next "
                  "steps would otherwise measure or pull a disk while redundancy is still missing.");
    case StepKind::Command:
        break;
    }
    if (step.destructive)
        return tr("It writes new metadata over the disks: this is the point of no return for what was on them.");
    return step.essential ? tr("One of the commands you would type yourself to build and run this stack by hand.")
                          : tr("A supporting command the lab runs so that the next step finds what it needs.");
}

QString StepDetailsView::phasePurpose(const QString &phase)
{
    if (phase == QLatin1String("prepare"))
        return tr("Checks that every chosen disk is blank (and clears old signatures if you allowed it).");
    if (phase == QLatin1String("build"))
        return tr("Creates the stack on the disks: array, volume group, pool or filesystem.");
    if (phase == QLatin1String("sync"))
        return tr("Waits for the initial sync, so the stack is redundant before anything is measured.");
    if (phase == QLatin1String("mount"))
        return tr("Makes a filesystem and mounts it where the workload and the dataset go.");
    if (phase == QLatin1String("snapshot"))
        return tr("Takes a snapshot to measure what it costs in space and speed.");
    if (phase == QLatin1String("fail"))
        return tr("Pulls one member disk, as a dead drive would, and shows the stack degraded.");
    if (phase == QLatin1String("rebuild"))
        return tr("Replaces the pulled disk with the spare and waits for the rebuild or resilver.");
    if (phase == QLatin1String("scrub"))
        return tr("Reads everything back and compares checksums or parity: silent corruption shows here.");
    if (phase == QLatin1String("teardown"))
        return tr("Unmounts and takes the stack apart, leaving the disks blank again.");
    return {};
}

void StepDetailsView::showStep(const QString &phase, const PlanStep &step)
{
    QString html = QStringLiteral("<p><b>%1</b> <span style='color:#555'>(%2)</span></p>")
                       .arg(step.title.toHtmlEscaped(), phase.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Why:"), whyText(step).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> <tt>%2</tt></p>")
                .arg(tr("Command:"), PlanTreeModel::commandLine(step).toHtmlEscaped());
    if (step.destructive)
        html += QStringLiteral("<p style='color:#b01c1c'><b>%1</b> %2</p>")
                    .arg(tr("Destroys:"), step.destroys.toHtmlEscaped());
    if (!step.devices.isEmpty())
        html += QStringLiteral("<p><b>%1</b> <tt>%2</tt></p>")
                    .arg(tr("Disks:"), step.devices.join(QStringLiteral(", ")).toHtmlEscaped());
    if (!step.requiresVersion.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Needs:"), step.requiresVersion.toHtmlEscaped());
    setText(html);
}

void StepDetailsView::showPhase(const PlanPhase &phase)
{
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Phase %1").arg(phase.name).toHtmlEscaped());
    const QString purpose = phasePurpose(phase.name);
    if (!purpose.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Why:"), purpose.toHtmlEscaped());
    if (!phase.note.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(phase.note.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(tr("%n step(s)", nullptr, int(phase.steps.size())).toHtmlEscaped());
    setText(html);
}

void StepDetailsView::clearDetails()
{
    setText(tr("Select a step of the plan to see why it is there, its command and what it touches."));
}
