#include "stacks/families/zfsrecipe.h"

#include "stacks/families/zfslayout.h"
#include "stacks/recipe/labsteps.h"

QList<StackInfo> ZfsRecipe::stacks() const
{
    const QStringList options = {QStringLiteral("ashift"), QStringLiteral("compression"), QStringLiteral("atime"),
        QStringLiteral("recordsize"), QStringLiteral("spares"), QStringLiteral("log"), QStringLiteral("cache"),
        QStringLiteral("special")};
    const QStringList raidz = options + QStringList {QStringLiteral("expand")};
    const QStringList draid = options + QStringList {QStringLiteral("draid-data"), QStringLiteral("draid-spares")};
    const QStringList devices
        = {QStringLiteral("spares"), QStringLiteral("log"), QStringLiteral("cache"), QStringLiteral("special")};
    const QStringList raidzDevices = devices + QStringList {QStringLiteral("expand")};
    return {
        {QStringLiteral("zfs-stripe"), tr("ZFS stripe, no redundancy"), 1, 1, options, devices},
        {QStringLiteral("zfs-mirror"), tr("ZFS mirror vdev"), 2, 1, options, devices},
        {QStringLiteral("zfs-raidz1"), tr("ZFS raidz1, single parity (in the four-stack comparison)"), 3, 1, raidz,
            raidzDevices},
        {QStringLiteral("zfs-raidz2"), tr("ZFS raidz2, double parity"), 4, 1, raidz, raidzDevices},
        {QStringLiteral("zfs-raidz3"), tr("ZFS raidz3, triple parity"), 5, 1, raidz, raidzDevices},
        {QStringLiteral("zfs-striped-mirror"), tr("ZFS striped two-way mirrors, RAID10-like"), 4, 2, options, devices},
        {QStringLiteral("zfs-draid1"), tr("ZFS dRAID1 with distributed spares (draid1:2d:1s)"), 4, 1, draid, devices},
        {QStringLiteral("zfs-draid2"), tr("ZFS dRAID2 with distributed spares (draid2:2d:1s)"), 5, 1, draid, devices},
    };
}

StackTraits ZfsRecipe::traits(const QString &stack) const
{
    StackTraits traits;
    traits.family = StackFamily::Zfs;
    traits.level = stack.mid(QStringLiteral("zfs-").size());
    traits.rebuildsAllocatedOnly = true;
    traits.countersAddUp = true;
    // zpool status: the pool or a vdev that cannot serve, or I/O suspended.
    traits.dataLostPattern = QStringLiteral("^\\s*(state:\\s*(UNAVAIL|FAULTED|SUSPENDED)\\b|status:.*suspended)");
    return traits;
}

PlanOrError ZfsRecipe::plan(const RecipeRequest &request) const
{
    const ZfsLayout layout(request);
    if (!layout.error().isEmpty())
        return {{}, layout.error()};
    const LabSteps lab(request);
    const QStringList extra = layout.extraDisks();
    const QStringList poolDisks = request.disks + extra;
    const QStringList vdevs = vdevDisks(request, lab, poolDisks);
    Plan plan;
    plan.stack = request.stack;
    plan.phases << lab.preparePhase(
        extra + (layout.expandDisk().isEmpty() ? QStringList() : QStringList {layout.expandDisk()}));
    plan.phases << buildPhase(layout, poolDisks);
    plan.phases << LabSteps::emptyPhase(QStringLiteral("sync"),
        tr("No initial sync: raidz and mirrors write redundancy with the data, never for empty space."));
    plan.phases << mountPhase(lab, poolDisks) << snapshotPhase(poolDisks) << failPhase(layout, lab)
                << rebuildPhase(request, layout) << scrubPhase(poolDisks) << corruptionPhase(poolDisks, vdevs);
    if (!layout.expandDisk().isEmpty())
        plan.phases << expandPhase(layout);
    plan.phases << recoverPhase(lab, vdevs) << teardownPhase(request, layout, lab);
    return {plan, {}};
}

PlanPhase ZfsRecipe::buildPhase(const ZfsLayout &layout, const QStringList &poolDisks)
{
    PlanPhase build;
    build.name = QStringLiteral("build");
    build.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("create-pool"), tr("Create the pool %1").arg(ZfsLayout::pool()),
            layout.createArgv(), poolDisks),
        tr("all data on %1").arg(poolDisks.join(QStringLiteral(", "))));
    return build;
}

PlanPhase ZfsRecipe::mountPhase(const LabSteps &lab, const QStringList &poolDisks)
{
    const QString dataset = ZfsLayout::dataset();
    PlanPhase mount;
    mount.name = QStringLiteral("mount");
    mount.steps << LabSteps::command(QStringLiteral("create-dataset"),
        tr("Create the dataset %1, mounted on %2").arg(dataset, lab.mountPoint()),
        {QStringLiteral("zfs"), QStringLiteral("create"), QStringLiteral("-o"),
            QStringLiteral("mountpoint=") + lab.mountPoint(), dataset},
        poolDisks);
    // Seed 000 plans capacity from zfs list, not zpool list (which counts parity): exact bytes here.
    mount.steps << LabSteps::check(QStringLiteral("show-space"), tr("Show what the dataset %1 can hold").arg(dataset),
        {QStringLiteral("zfs"), QStringLiteral("list"), QStringLiteral("-Hp"), QStringLiteral("-o"),
            QStringLiteral("name,used,avail,refer"), dataset});
    return mount;
}

PlanPhase ZfsRecipe::snapshotPhase(const QStringList &poolDisks)
{
    const QString dataset = ZfsLayout::dataset();
    PlanPhase snapshot;
    snapshot.name = QStringLiteral("snapshot");
    snapshot.steps << LabSteps::command(QStringLiteral("create-snapshot"),
        tr("Take the snapshot %1@before").arg(dataset),
        {QStringLiteral("zfs"), QStringLiteral("snapshot"), dataset + QStringLiteral("@before")}, poolDisks);
    snapshot.steps << LabSteps::check(QStringLiteral("show-snapshot"), tr("Show what the snapshot holds"),
        {QStringLiteral("zfs"), QStringLiteral("list"), QStringLiteral("-t"), QStringLiteral("all"),
            QStringLiteral("-o"), QStringLiteral("name,used,refer,usedbysnapshots"), QStringLiteral("-r"), dataset});
    return snapshot;
}

PlanPhase ZfsRecipe::failPhase(const ZfsLayout &layout, const LabSteps &lab)
{
    if (layout.redundant()) {
        PlanPhase phase = lab.failPhase(
            LabSteps::check(QStringLiteral("degraded"), tr("Show the pool state (expect: DEGRADED, the disk REMOVED)"),
                {QStringLiteral("zpool"), QStringLiteral("status"), ZfsLayout::pool()}));
        // A resilver copies the allocated blocks, not the disk: what the pool holds now (the
        // dataset, the snapshot's old blocks, the poke write, with parity) is what the rebuild
        // forecast at the pull reads.
        phase.steps << LabSteps::check(QStringLiteral("allocated"),
            tr("Show how many bytes the pool has allocated (a resilver copies only these)"),
            {QStringLiteral("zpool"), QStringLiteral("list"), QStringLiteral("-Hp"), QStringLiteral("-o"),
                QStringLiteral("name,size,allocated"), ZfsLayout::pool()});
        return phase;
    }
    // Seen in the virtual lab: after the pull the 64 MiB write never returned, and neither would
    // a scrub or `zpool destroy`; only a reboot frees the disks.
    return LabSteps::emptyPhase(QStringLiteral("fail"),
        tr("A stripe has no redundancy: a pulled disk takes the pool with it, and ZFS suspends the "
           "pool's I/O (failmode=wait), so every later command, the teardown included, hangs until "
           "a reboot. The lab does not pull a disk from a stripe."));
}

PlanPhase ZfsRecipe::rebuildPhase(const RecipeRequest &request, const ZfsLayout &layout)
{
    const QString pool = ZfsLayout::pool();
    const QString replacement = request.spare.isEmpty() ? layout.distributedSpare() : request.spare;
    if (!layout.redundant()) {
        return LabSteps::emptyPhase(QStringLiteral("rebuild"),
            tr("A stripe has no redundancy: the pool is lost with the disk, nothing to rebuild."));
    }
    if (replacement.isEmpty())
        return LabSteps::emptyPhase(
            QStringLiteral("rebuild"), tr("No spare disk was chosen: choose one to resilver onto."));
    PlanPhase rebuild;
    rebuild.name = QStringLiteral("rebuild");
    const bool sequential = request.spare.isEmpty();
    QStringList argv = {QStringLiteral("zpool"), QStringLiteral("replace")};
    // A distributed spare is rebuilt sequentially, as ZED does it: -s reconstructs from parity
    // without walking the block tree; ZFS then scrubs by itself to verify the checksums.
    if (sequential)
        argv << QStringLiteral("-s");
    const QString oldVdev = layout.failedVdev();
    argv << pool << oldVdev << replacement;
    PlanStep replace = LabSteps::command(QStringLiteral("replace"), tr("Replace %1 with %2").arg(oldVdev, replacement),
        argv, request.spare.isEmpty() ? request.disks : QStringList {request.spare});
    if (!request.spare.isEmpty())
        replace = LabSteps::destroying(replace, tr("all data on %1").arg(request.spare));
    else
        replace.note = tr("dRAID rebuilds onto its distributed spare sequentially (zpool replace -s, as ZED "
                          "does): every surviving disk takes part.");
    rebuild.steps << replace;
    rebuild.steps << LabSteps::wait(QStringLiteral("wait-resilver"),
        sequential ? tr("Wait for the sequential rebuild") : tr("Wait for the resilver"),
        {QStringLiteral("zpool"), QStringLiteral("wait"), QStringLiteral("-t"), QStringLiteral("resilver"), pool});
    if (sequential) {
        PlanStep verify = LabSteps::wait(QStringLiteral("wait-verify-scrub"),
            tr("Wait for the scrub ZFS starts after a sequential rebuild"),
            {QStringLiteral("zpool"), QStringLiteral("wait"), QStringLiteral("-t"), QStringLiteral("scrub"), pool});
        verify.note = tr("A sequential rebuild checks no checksums: ZFS scrubs right after it, and a second "
                         "zpool scrub would be refused while that one runs.");
        rebuild.steps << verify;
    }
    rebuild.steps << LabSteps::check(QStringLiteral("status"), tr("Show the pool state and what was resilvered"),
        {QStringLiteral("zpool"), QStringLiteral("status"), pool});
    return rebuild;
}

PlanPhase ZfsRecipe::scrubPhase(const QStringList &poolDisks)
{
    const QString pool = ZfsLayout::pool();
    PlanPhase scrub;
    scrub.name = QStringLiteral("scrub");
    scrub.steps << LabSteps::command(QStringLiteral("scrub"), tr("Scrub %1 and wait for it").arg(pool),
        {QStringLiteral("zpool"), QStringLiteral("scrub"), QStringLiteral("-w"), pool}, poolDisks);
    scrub.steps << LabSteps::check(QStringLiteral("status"), tr("Show the scrub result"),
        {QStringLiteral("zpool"), QStringLiteral("status"), pool});
    return scrub;
}

QStringList ZfsRecipe::vdevDisks(const RecipeRequest &request, const LabSteps &lab, const QStringList &poolDisks)
{
    // The spare holds a vdev once a member was pulled (the rebuild put it in).
    QStringList disks = lab.present(poolDisks);
    if (!request.pulledDisks.isEmpty() && !request.spare.isEmpty())
        disks << request.spare;
    return disks;
}

QStringList ZfsRecipe::importArgv(const QStringList &vdevDisks)
{
    // Each vdev named (-d takes a device): the helper runs no step that names all of /dev.
    QStringList argv = {QStringLiteral("zpool"), QStringLiteral("import")};
    for (const QString &disk : vdevDisks)
        argv << QStringLiteral("-d") << ZfsLayout::labelDevice(disk);
    return argv << ZfsLayout::pool();
}

PlanPhase ZfsRecipe::corruptionPhase(const QStringList &poolDisks, const QStringList &vdevDisks)
{
    // The silent corruption drill (docs/drills.md): every read of the dataset comes through a cold
    // ARC (export and import: the ARC of an exported pool is gone), then the checksum counters.
    const QString pool = ZfsLayout::pool();
    PlanPhase corruption;
    corruption.name = QStringLiteral("corruption");
    corruption.onDemand = true; // the corruption drill runs it; a walk never offers it next
    PlanStep exportPool = LabSteps::command(QStringLiteral("cold-export"),
        tr("Export %1 so the next read comes from the disks, not the ARC").arg(pool),
        {QStringLiteral("zpool"), QStringLiteral("export"), pool}, poolDisks);
    exportPool.note = tr("A read after the corruption would come from memory and see no error.");
    corruption.steps << exportPool;
    corruption.steps << LabSteps::command(
        QStringLiteral("cold-import"), tr("Import %1 again").arg(pool), importArgv(vdevDisks), vdevDisks);
    corruption.steps << LabSteps::check(QStringLiteral("read-status"), tr("Show the checksum errors of the read"),
        {QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("-p"), pool});
    return corruption;
}

PlanPhase ZfsRecipe::expandPhase(const ZfsLayout &layout)
{
    const QString pool = ZfsLayout::pool();
    const QString disk = layout.expandDisk();
    PlanPhase expand;
    expand.name = QStringLiteral("expand");
    PlanStep attach = LabSteps::destroying(
        LabSteps::command(QStringLiteral("attach"), tr("Widen %1 by one disk: %2").arg(layout.topVdev(), disk),
            {QStringLiteral("zpool"), QStringLiteral("attach"), pool, layout.topVdev(), disk}, {disk}),
        tr("all data on %1").arg(disk));
    attach.requiresVersion = QStringLiteral("OpenZFS >= 2.3");
    attach.note = tr("raidz expansion needs OpenZFS 2.3 or later; older versions refuse the attach.");
    expand.steps << attach;
    PlanStep waitExpand = LabSteps::wait(QStringLiteral("wait-expand"), tr("Wait for the expansion"),
        {QStringLiteral("zpool"), QStringLiteral("wait"), QStringLiteral("-t"), QStringLiteral("raidz_expand"), pool});
    waitExpand.requiresVersion = attach.requiresVersion;
    expand.steps << waitExpand;
    return expand;
}

PlanPhase ZfsRecipe::recoverPhase(const LabSteps &lab, const QStringList &vdevDisks)
{
    const QString pool = ZfsLayout::pool();
    // The same import as the corruption drill's (each vdev named).
    PlanStep import = LabSteps::command(
        QStringLiteral("import"), tr("Import the pool %1").arg(pool), importArgv(vdevDisks), vdevDisks);
    import.note = tr("Nothing exported the pool: the import replays the intent log and mounts the dataset where "
                     "its mountpoint says; a resilver that was running restarts or resumes by itself. Without "
                     "udev, each vdev's partition is named with -d.");
    return lab.recoverPhase({import},
        LabSteps::wait(QStringLiteral("wait-redundant"), tr("Wait for any resilver to finish"),
            {QStringLiteral("zpool"), QStringLiteral("wait"), QStringLiteral("-t"), QStringLiteral("resilver"), pool}),
        {});
}

PlanPhase ZfsRecipe::teardownPhase(const RecipeRequest &request, const ZfsLayout &layout, const LabSteps &lab)
{
    const QString pool = ZfsLayout::pool();
    QStringList allDisks = lab.allDisks() + layout.extraDisks();
    if (!layout.expandDisk().isEmpty())
        allDisks << layout.expandDisk();
    PlanPhase teardown;
    teardown.name = QStringLiteral("teardown");
    teardown.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("destroy-pool"), tr("Destroy the pool %1").arg(pool),
            {QStringLiteral("zpool"), QStringLiteral("destroy"), pool}, allDisks),
        tr("the pool %1 and every dataset and snapshot in it").arg(pool));
    teardown.note = lab.pulledNote(allDisks);
    for (int i = 0; i < allDisks.size(); ++i) {
        const QString &disk = allDisks.at(i);
        const QString n = QString::number(i + 1);
        if (request.pulledDisks.contains(disk)) {
            teardown.steps << lab.stillPulled(QStringLiteral("labelclear-") + n, disk)
                           << lab.stillPulled(QStringLiteral("wipefs-") + n, disk);
            continue;
        }
        teardown.steps << clearLabel(request, layout, disk, n);
        teardown.steps << LabSteps::destroying(
            LabSteps::command(QStringLiteral("wipefs-") + n, tr("Remove the partition table ZFS left on %1").arg(disk),
                {QStringLiteral("wipefs"), QStringLiteral("-a"), disk}, {disk}),
            tr("every signature on %1").arg(disk));
    }
    const QStringList afterMembers = allDisks.mid(lab.allDisks().size());
    teardown.steps << lab.blankChecks(afterMembers);
    return teardown;
}

PlanStep ZfsRecipe::clearLabel(
    const RecipeRequest &request, const ZfsLayout &layout, const QString &disk, const QString &n)
{
    PlanStep labelclear = LabSteps::destroying(
        LabSteps::command(QStringLiteral("labelclear-") + n,
            tr("Clear the ZFS label on %1").arg(ZfsLayout::labelDevice(disk)),
            {QStringLiteral("zpool"), QStringLiteral("labelclear"), QStringLiteral("-f"), ZfsLayout::labelDevice(disk)},
            {disk}),
        tr("the ZFS label on %1").arg(ZfsLayout::labelDevice(disk)));
    if (disk == request.spare || disk == layout.expandDisk()) {
        // Seen in the virtual lab (zfs-stripe, and any run stopped before its rebuild): a disk the
        // pool never took has no partition, and labelclear exits 1 on the missing -part1.
        labelclear.alsoOkExitCodes = {1};
        labelclear.note = tr("%1 holds a ZFS label only if the pool took it (a rebuild or an expansion ran); "
                             "without one labelclear finds no partition and exits 1. The blank check "
                             "at the end has the last word.")
                              .arg(disk);
    }
    return labelclear;
}

RebuildProbe ZfsRecipe::rebuildProbe(const RecipeRequest &) const
{
    RebuildProbe probe;
    probe.progressKind = QStringLiteral("resilver");
    return probe;
}
