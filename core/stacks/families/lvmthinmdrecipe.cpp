#include "stacks/families/lvmthinmdrecipe.h"

#include "stacks/families/mdadmrecipe.h"
#include "stacks/recipe/labsteps.h"

static const QString vg = QStringLiteral("vg_md");
static const QString pool = QStringLiteral("vg_md/tpool");
static const QString volume = QStringLiteral("vg_md/tvol");
static const QString volumeDevice = QStringLiteral("/dev/vg_md/tvol");

QList<StackInfo> LvmThinMdRecipe::stacks() const
{
    return {
        {QStringLiteral("lvm-thin-md-raid5"),
            tr("LVM thin pool on mdadm RAID5 with XFS (in the four-stack comparison)"), 3, 1,
            {QStringLiteral("thin-size")}, {}},
    };
}

StackTraits LvmThinMdRecipe::traits(const QString &) const
{
    StackTraits traits;
    traits.family = StackFamily::LvmThinOnMd;
    traits.level = QStringLiteral("raid5"); // the md array under the thin pool
    traits.usesMd = true;
    traits.usesDeviceMapper = true;
    return traits;
}

PlanOrError LvmThinMdRecipe::plan(const RecipeRequest &request) const
{
    const LabSteps lab(request);
    const QString md = MdadmRecipe::arrayPath();
    Plan plan;
    plan.stack = request.stack;
    plan.createdDevices = {MdadmRecipe::arrayPath(), volumeDevice};
    plan.phases << lab.preparePhase();

    PlanPhase build;
    build.name = QStringLiteral("build");
    build.steps << MdadmRecipe::createArray(QStringLiteral("5"), request.disks);
    build.steps << MdadmRecipe::clearArraySignatures(request.disks);
    PlanStep pv = LabSteps::destroying(
        LabSteps::command(QStringLiteral("pvcreate"), tr("Make %1 an LVM physical volume").arg(md),
            {QStringLiteral("pvcreate"), md}, request.disks),
        tr("anything on %1").arg(md));
    pv.note
        = tr("pvcreate wipes an old filesystem signature on the array without asking (what broke: stale metadata).");
    build.steps << pv;
    build.steps << LabSteps::command(QStringLiteral("vgcreate"), tr("Create the volume group %1 on the array").arg(vg),
        {QStringLiteral("vgcreate"), vg, md}, request.disks);
    build.steps << LabSteps::command(QStringLiteral("thin-pool"),
        tr("Create the thin pool %1 on 90% of the group").arg(pool),
        {QStringLiteral("lvcreate"), QStringLiteral("--type"), QStringLiteral("thin-pool"), QStringLiteral("-l"),
            QStringLiteral("90%FREE"), QStringLiteral("-n"), QStringLiteral("tpool"), vg},
        request.disks);
    const QString thinSize = request.options.value(QStringLiteral("thin-size"), QStringLiteral("15G")).toString();
    build.steps << LabSteps::command(QStringLiteral("thin-volume"),
        tr("Create the %1 thin volume %2").arg(thinSize, volume),
        {QStringLiteral("lvcreate"), QStringLiteral("-V"), thinSize, QStringLiteral("--thin"), QStringLiteral("-n"),
            QStringLiteral("tvol"), pool},
        request.disks);
    plan.phases << build;

    PlanPhase sync;
    sync.name = QStringLiteral("sync");
    sync.steps << MdadmRecipe::waitArray(QStringLiteral("wait-sync"), tr("Wait for the initial sync of the md array"));
    plan.phases << sync;

    PlanPhase mount;
    mount.name = QStringLiteral("mount");
    mount.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("mkfs"), tr("Make an XFS filesystem on %1").arg(volumeDevice),
            {QStringLiteral("mkfs.xfs"), volumeDevice}, request.disks),
        tr("anything already on %1").arg(volumeDevice));
    mount.steps << lab.makeMountPoint() << lab.mount(volumeDevice, request.disks) << lab.showSpace();
    plan.phases << mount;

    PlanPhase snapshot;
    snapshot.name = QStringLiteral("snapshot");
    PlanStep create = LabSteps::command(QStringLiteral("create-snapshot"), tr("Take a thin snapshot of %1").arg(volume),
        {QStringLiteral("lvcreate"), QStringLiteral("-s"), QStringLiteral("-n"), QStringLiteral("tvol_snap"), volume},
        request.disks);
    create.note = tr("Thin snapshots carry the activation-skip flag: lvchange -ay -K to mount one.");
    snapshot.steps << create;
    snapshot.steps << LabSteps::check(QStringLiteral("pool-usage"), tr("Show pool data and metadata use"),
        {QStringLiteral("lvs"), QStringLiteral("-o"), QStringLiteral("lv_name,lv_size,data_percent,metadata_percent"),
            vg});
    plan.phases << snapshot;

    plan.phases << lab.failPhase(MdadmRecipe::detail());
    plan.phases << MdadmRecipe::rebuildPhase(request);
    plan.phases << MdadmRecipe::scrubPhase(request);
    plan.phases << lab.recoverPhase(QList<PlanStep> {MdadmRecipe::assembleArray(lab.present(lab.allDisks()))}
            + MdadmRecipe::forceAssembleArray(lab.present(lab.allDisks()))
            + QList<PlanStep> {LabSteps::command(QStringLiteral("activate"), tr("Activate the volumes of %1").arg(vg),
                {QStringLiteral("vgchange"), QStringLiteral("-ay"), vg}, request.disks)},
        MdadmRecipe::waitArray(QStringLiteral("wait-redundant"), tr("Wait until the array is redundant again")),
        volumeDevice);

    PlanPhase teardown;
    teardown.name = QStringLiteral("teardown");
    teardown.steps << lab.unmount(request.disks);
    teardown.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("vgremove"), tr("Remove the volume group %1 and its volumes").arg(vg),
            {QStringLiteral("vgremove"), QStringLiteral("-y"), vg}, request.disks),
        tr("every logical volume in %1").arg(vg));
    teardown.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("pvremove"), tr("Remove the PV label from %1").arg(md),
            {QStringLiteral("pvremove"), md}, request.disks),
        tr("the LVM label on %1").arg(md));
    teardown.note = lab.pulledNote(lab.allDisks());
    teardown.steps << MdadmRecipe::stopAndClear(lab.present(lab.allDisks()), teardown.note) << lab.blankChecks();
    plan.phases << teardown;
    return {plan, {}};
}

SnapshotSpaceProbe LvmThinMdRecipe::snapshotSpaceProbe(const RecipeRequest &) const
{
    // The thin pool's data grows by what the snapshot keeps: lvs of tpool before and after.
    SnapshotSpaceProbe probe;
    probe.spaceIsGrowth = true;
    probe.lvsVolume = QStringLiteral("tpool");
    return probe;
}

void LvmThinMdRecipe::fitOptionsToMembers(RecipeRequest *request, qint64 memberBytes) const
{
    // The four-stack comparison's 15G thin volume on 3 × 10 GiB: three quarters of the array's data, in MiB
    // (core/planner's LayoutRequest sizes it the same way).
    constexpr qint64 mib = 1024 * 1024;
    const qint64 members = request->disks.size();
    if (members >= 2 && !request->options.contains(QStringLiteral("thin-size")))
        request->options.insert(
            QStringLiteral("thin-size"), QStringLiteral("%1M").arg((members - 1) * memberBytes / 4 * 3 / mib));
}
