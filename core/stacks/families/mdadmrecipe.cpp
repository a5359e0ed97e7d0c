#include "stacks/families/mdadmrecipe.h"

#include "stacks/recipe/labsteps.h"
#include "stacks/recipe/requestrule.h"

static QString levelOf(const QString &stack)
{
    return stack.mid(QStringLiteral("mdadm-raid").size());
}

QList<StackInfo> MdadmRecipe::stacks() const
{
    return {
        {QStringLiteral("mdadm-raid1"), tr("mdadm RAID1 mirror with XFS"), 2, 1, {}, {}},
        {QStringLiteral("mdadm-raid5"), tr("mdadm RAID5 with XFS (in the four-stack comparison)"), 3, 1, {}, {}},
        {QStringLiteral("mdadm-raid6"), tr("mdadm RAID6 with XFS"), 4, 1, {}, {}},
        {QStringLiteral("mdadm-raid10"), tr("mdadm RAID10 with XFS"), 4, 1, {}, {}},
    };
}

QString MdadmRecipe::arrayPath()
{
    return QStringLiteral("/dev/md/data");
}

QString MdadmRecipe::arrayKernelName(const RecipeRequest &request)
{
    return request.kernelNames.value(arrayPath(), QStringLiteral("md127"));
}

PlanStep MdadmRecipe::createArray(const QString &level, const QStringList &members)
{
    QStringList argv = {QStringLiteral("mdadm"), QStringLiteral("--create"), arrayPath(),
        QStringLiteral("--level=") + level, QStringLiteral("--raid-devices=") + QString::number(members.size())};
    argv << members << QStringLiteral("--run");
    PlanStep step = LabSteps::destroying(
        LabSteps::command(QStringLiteral("create-array"),
            tr("Create the RAID%1 array %2 from %n disks", nullptr, int(members.size())).arg(level, arrayPath()), argv,
            members),
        tr("all data on %1").arg(members.join(QStringLiteral(", "))));
    step.startsSync = true;
    return step;
}

PlanStep MdadmRecipe::clearArraySignatures(const QStringList &members)
{
    PlanStep step
        = LabSteps::destroying(LabSteps::command(QStringLiteral("clear-array"),
                                   tr("Clear old signatures inside the new array %1").arg(arrayPath()),
                                   {QStringLiteral("wipefs"), QStringLiteral("-a"), arrayPath()}, members, false),
            tr("stale signatures on %1 (it was created empty one step before)").arg(arrayPath()));
    step.note
        = tr("mdadm --zero-superblock clears only the md superblock: a new array with the same geometry shows the "
             "old filesystem again, and pvcreate or mkfs.xfs then stop to ask (virtual lab: pvcreate aborted "
             "\"Wipe it? [y/n]: [n]\" on the xfs an earlier RAID5 left).");
    return step;
}

PlanStep MdadmRecipe::waitArray(const QString &id, const QString &title)
{
    PlanStep step = LabSteps::wait(id, title, {QStringLiteral("mdadm"), QStringLiteral("--wait"), arrayPath()});
    step.alsoOkExitCodes = {1};
    step.note = tr("mdadm --wait exits 1 when there was nothing left to wait for.");
    return step;
}

PlanStep MdadmRecipe::assembleArray(const QStringList &disks)
{
    PlanStep step = LabSteps::command(QStringLiteral("assemble"),
        tr("Assemble %1 from its members' superblocks").arg(arrayPath()),
        QStringList {QStringLiteral("mdadm"), QStringLiteral("--assemble"), arrayPath()} + disks
            + QStringList {QStringLiteral("--run")},
        disks);
    step.note = tr("md compares the event counts in the superblocks: a member failed before the cut is older and "
                   "stays out; a recovery that was running resumes from its checkpoint (recovery_offset).");
    return step;
}

QList<PlanStep> MdadmRecipe::forceAssembleArray(const QStringList &disks)
{
    // A RAID5 that lost its power while degraded and written to (a filesystem's log, a rebuild's
    // checkpoint) may hold stripes whose parity does not match their data: md refuses to start it
    // ("not enough to start the array while not clean - consider --force"). The kernel's md.rst
    // ("Boot time assembly of degraded/dirty arrays") names the way past it, mdadm --force: the
    // array starts and the risk of those stripes is taken. The refused --run left it inactive,
    // holding its members, so it is stopped first (exit 1: nothing was left to stop).
    PlanStep stop = LabSteps::command(QStringLiteral("stop-refused"), tr("Stop the inactive %1").arg(arrayPath()),
        {QStringLiteral("mdadm"), QStringLiteral("--stop"), arrayPath()}, disks);
    stop.alsoOkExitCodes = {1};
    stop.fallback = true;
    PlanStep force = LabSteps::command(QStringLiteral("assemble-force"),
        tr("Start %1 although it is dirty and degraded").arg(arrayPath()),
        QStringList {QStringLiteral("mdadm"), QStringLiteral("--assemble"), arrayPath()} + disks
            + QStringList {QStringLiteral("--force"), QStringLiteral("--run")},
        disks);
    force.fallback = true;
    force.note = tr("Only after md refused the array as dirty and degraded: --force starts it anyway. A stripe "
                    "being written when the power went may have parity that does not match its data (the RAID5 "
                    "write hole); the dataset's checksum verify after the rebuild shows whether a file was hit.");
    return {stop, force};
}

PlanStep MdadmRecipe::detail()
{
    return LabSteps::check(QStringLiteral("detail"), tr("Show the array state (expect: clean, degraded)"),
        {QStringLiteral("mdadm"), QStringLiteral("--detail"), arrayPath()});
}

PlanPhase MdadmRecipe::rebuildPhase(const RecipeRequest &request)
{
    if (request.spare.isEmpty())
        return LabSteps::emptyPhase(
            QStringLiteral("rebuild"), tr("No spare disk was chosen: choose one to rebuild onto."));
    PlanPhase phase;
    phase.name = QStringLiteral("rebuild");
    phase.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("add-spare"),
            tr("Add %1 to %2; md rebuilds onto it").arg(request.spare, arrayPath()),
            {QStringLiteral("mdadm"), arrayPath(), QStringLiteral("--add"), request.spare}, {request.spare}),
        tr("all data on %1").arg(request.spare));
    phase.steps << waitArray(QStringLiteral("wait-rebuild"), tr("Wait for the rebuild to finish"));
    // Its Used Dev Size is what md wrote to the new member: the whole member, whatever the data.
    phase.steps << LabSteps::check(QStringLiteral("detail-rebuilt"),
        tr("Show the array after the rebuild (expect: clean, every member active)"),
        {QStringLiteral("mdadm"), QStringLiteral("--detail"), arrayPath()});
    return phase;
}

PlanPhase MdadmRecipe::scrubPhase(const RecipeRequest &request)
{
    PlanPhase phase;
    phase.name = QStringLiteral("scrub");
    PlanStep start = LabSteps::command(QStringLiteral("start-check"), tr("Start a check of every stripe"),
        {QStringLiteral("tee"),
            QStringLiteral("/sys/block/") + arrayKernelName(request) + QStringLiteral("/md/sync_action")});
    start.input = QByteArrayLiteral("check\n");
    phase.steps << start;
    phase.steps << waitArray(QStringLiteral("wait-check"), tr("Wait for the check to finish"));
    phase.steps << LabSteps::check(QStringLiteral("mismatches"), tr("Read the mismatch count"),
        {QStringLiteral("cat"),
            QStringLiteral("/sys/block/") + arrayKernelName(request) + QStringLiteral("/md/mismatch_cnt")});
    return phase;
}

PlanPhase MdadmRecipe::corruptionPhase(const RecipeRequest &request)
{
    PlanPhase phase;
    phase.name = QStringLiteral("corruption");
    phase.onDemand = true; // the corruption drill runs it; a walk never offers it next
    const QString md = QStringLiteral("/sys/block/") + arrayKernelName(request) + QStringLiteral("/md/");
    PlanStep repair = LabSteps::command(QStringLiteral("repair-start"),
        tr("Start a repair: md rewrites the parity of every stripe that disagrees"),
        {QStringLiteral("tee"), md + QStringLiteral("sync_action")}, request.disks);
    repair.input = QByteArrayLiteral("repair\n");
    repair.note = tr("md cannot tell which block of a stripe is wrong: repair makes the parity match the data, so "
                     "bad data stays bad and a later check reports a clean array.");
    phase.steps << repair;
    phase.steps << waitArray(QStringLiteral("repair-wait"), tr("Wait for the repair to finish"));
    phase.steps << LabSteps::check(QStringLiteral("repair-mismatches"), tr("Read the sectors the repair rewrote"),
        {QStringLiteral("cat"), md + QStringLiteral("mismatch_cnt")});
    return phase;
}

QList<PlanStep> MdadmRecipe::stopAndClear(const QStringList &disks, const QString &note)
{
    QList<PlanStep> steps;
    steps << LabSteps::command(QStringLiteral("stop-array"), tr("Stop the array %1").arg(arrayPath()),
        {QStringLiteral("mdadm"), QStringLiteral("--stop"), arrayPath()}, disks);
    PlanStep zero = LabSteps::destroying(
        LabSteps::command(QStringLiteral("zero-superblock"), tr("Erase the md superblock on every disk"),
            QStringList {QStringLiteral("mdadm"), QStringLiteral("--zero-superblock")} + disks, disks),
        tr("the RAID membership and the data on %1").arg(disks.join(QStringLiteral(", "))));
    zero.note = note;
    steps << zero;
    return steps;
}

StackTraits MdadmRecipe::traits(const QString &stack) const
{
    StackTraits traits;
    traits.family = StackFamily::Mdadm;
    traits.level = QStringLiteral("raid") + levelOf(stack);
    traits.usesMd = true;
    // mdadm --detail: "State : clean, FAILED" or an array that would not start.
    traits.dataLostPattern = QStringLiteral("^\\s*State :.*\\b(FAILED|inactive)\\b");
    return traits;
}

PlanOrError MdadmRecipe::plan(const RecipeRequest &request) const
{
    const LabSteps lab(request);
    Plan plan;
    plan.stack = request.stack;
    plan.createdDevices = {arrayPath()};
    plan.phases << lab.preparePhase();

    PlanPhase build {QStringLiteral("build"),
        {createArray(levelOf(request.stack), request.disks), clearArraySignatures(request.disks)}, {}};
    plan.phases << build;

    PlanPhase sync {
        QStringLiteral("sync"), {waitArray(QStringLiteral("wait-sync"), tr("Wait for the initial sync"))}, {}};
    if (request.stack == QLatin1String("mdadm-raid1") || request.stack == QLatin1String("mdadm-raid10"))
        sync.steps.first().title = tr("Wait for the initial mirror sync");
    plan.phases << sync;

    PlanPhase mount;
    mount.name = QStringLiteral("mount");
    mount.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("mkfs"), tr("Make an XFS filesystem on %1").arg(arrayPath()),
            {QStringLiteral("mkfs.xfs"), arrayPath()}, request.disks),
        tr("anything already on %1").arg(arrayPath()));
    mount.steps << lab.makeMountPoint() << lab.mount(arrayPath(), request.disks) << lab.showSpace();
    plan.phases << mount;

    plan.phases << LabSteps::emptyPhase(QStringLiteral("snapshot"),
        tr("mdadm has no snapshots: put LVM thin or a filesystem with snapshots on top (lvm-thin-md-raid5)."));
    plan.phases << lab.failPhase(detail());
    plan.phases << rebuildPhase(request);
    plan.phases << scrubPhase(request);
    plan.phases << corruptionPhase(request);
    plan.phases << lab.recoverPhase(
        QList<PlanStep> {assembleArray(lab.present(lab.allDisks()))} + forceAssembleArray(lab.present(lab.allDisks())),
        waitArray(QStringLiteral("wait-redundant"), tr("Wait until the array is redundant again")), arrayPath());

    PlanPhase teardown;
    teardown.name = QStringLiteral("teardown");
    teardown.note = lab.pulledNote(lab.allDisks());
    teardown.steps << lab.unmount(request.disks) << stopAndClear(lab.present(lab.allDisks()), teardown.note)
                   << lab.blankChecks();
    plan.phases << teardown;
    return {plan, {}};
}
