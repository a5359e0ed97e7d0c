#include "planner/forecast/rebuildforecast.h"

#include "planner/space/btrfsspace.h"

#include <algorithm>

namespace {

using Family = StackLayout::Family;

double safeRate(double rate)
{
    return rate > 0 ? rate : 1.0;
}

// Disks of a redundancy group a rebuild reads to recreate one missing disk's block.
int groupReads(const StackLayout &layout)
{
    const QString &level = layout.level;
    const int n = int(layout.members.size());
    if (level == QLatin1String("raid1") || level == QLatin1String("raid10") || level.contains(QLatin1String("mirror")))
        return 1;
    if (level.startsWith(QLatin1String("draid")))
        return layout.draidData + layout.parity - 1;
    if (layout.family == Family::Btrfs && level != QLatin1String("raid5"))
        return 1;
    return n - 1; // raid5/6, raidz: every other column of the stripe
}

// OpenZFS 2.3.2's fixed costs of the recipe's `zpool replace`, `zpool wait -t resilver` and `zpool
// status`, whatever the data (read in module/zfs; seen in the guest's zfs dbgmsg, bench/README.md):
// - spa_vdev_attach (spa.c) commits the new vdev at dtl_max_txg = txg + TXG_CONCURRENT_STATES and
//   waits for it (spa_vdev_exit -> txg_wait_synced): four txgs, each writing every leaf's labels as
//   the config is dirty. The resilver restarts in the last (dsl_scan_restart_resilver(dp,
//   dtl_max_txg)), whose sync also walks a small pool's metadata.
// - zpool then logs the command to the pool history, a dsl_sync_task that waits for one more txg.
//   The scan issues data meanwhile (zfs_resilver_min_time_ms only says how long it may hold a txg
//   someone waits for), so that wait is not lost time.
// - Active scans sync txg after txg without zfs_txg_timeout's pause (txg_sync_thread checks
//   dsl_scan_active); once the queues are empty, one txg runs dsl_scan_done: `zpool wait` returns.
// - dsl_scan_done asks the async thread to detach the replaced disk (spa_vdev_resilver_done ->
//   spa_vdev_detach -> txg_wait_synced) under the namespace lock `zpool status` needs: one txg.
// Seven config txgs and three zpool commands, at the rates the session measured (zpool sync -f and
// a zpool list before the failure) or the defaults.
constexpr int replaceTxgs = 1 + 3 + 1; // the open txg, TXG_CONCURRENT_STATES (sys/txg.h), the history log
constexpr int scanDoneTxgs = 1 + 1; // dsl_scan_done, and the detach after it
constexpr int replaceCommands = 3; // the recipe's replace, wait and status steps

// Before the kernel sees the new disk, zpool replace labels it (zpool_vdev.c make_disks ->
// zpool_label_disk: EFI label, BLKRRPART, the wait for the partition's link, zero_label). No txg
// covers that: the session's measurement of one labelling (PlannerAssumptions::labelSeconds) is
// added when known; without it the model has nothing for that step.
double zfsReplaceFixedSeconds(const PlannerAssumptions &a, bool labelsDisk)
{
    const double txg = std::max(0.0, a.txgSyncSeconds);
    const double command = std::max(0.0, a.commandSeconds);
    return (replaceTxgs + scanDoneTxgs) * txg + replaceCommands * command
        + (labelsDisk ? std::max(0.0, a.labelSeconds) : 0.0);
}

// The recipes' rebuild phases around the copy itself (core/stacks): md runs mdadm --add, mdadm
// --wait, mdadm --detail; LVM lvremove (the snapshot), lvconvert --repair, vgreduce --removemissing and
// lvs, and it polls lvs every 2 s for sync_percent (PlanStep pollUntil, the step executor's interval),
// so the end is seen on average half a poll cycle late plus the poll that sees it.
constexpr int mdRebuildCommands = 3;
constexpr int lvmRebuildCommands = 4;
constexpr double pollIntervalSeconds = 2;

double mdLvmFixedSeconds(Family family, const PlannerAssumptions &a)
{
    const double command = std::max(0.0, a.commandSeconds);
    if (family != Family::LvmRaid) // lvm-thin-md-raid5 rebuilds its md array
        return mdRebuildCommands * command;
    return lvmRebuildCommands * command + (pollIntervalSeconds + command) / 2 + command;
}

} // namespace

QJsonObject RebuildForecast::toJson() const
{
    QJsonObject json {{QStringLiteral("possible"), possible}, {QStringLiteral("method"), method},
        {QStringLiteral("writeBytes"), double(writeBytes)}, {QStringLiteral("readBytes"), double(readBytes)},
        {QStringLiteral("readDisks"), readDisks}, {QStringLiteral("readBytesPerDisk"), double(readBytesPerDisk)},
        {QStringLiteral("seconds"), seconds}, {QStringLiteral("lowerBoundSeconds"), lowerBoundSeconds},
        {QStringLiteral("fixedSeconds"), fixedSeconds}, {QStringLiteral("exposureSeconds"), exposureSeconds},
        {QStringLiteral("bottleneck"), bottleneck}};
    if (!possible)
        json.insert(QStringLiteral("reason"), reason);
    return json;
}

qint64 RebuildModel::memberBytesAtFill(
    const StackLayout &layout, const CapacityPlan &capacity, const PlannerAssumptions &assumptions)
{
    const double fill = std::clamp(assumptions.fill, 0.0, 1.0);
    const double dataAtFill = fill * double(capacity.storableBytes);
    const double rawAtFill = dataAtFill * capacity.rawPerLogical;
    const QString &level = layout.level;
    const int n = int(layout.members.size());
    if (layout.family == Family::Zfs) {
        // ALLOC measured at the pull is the vdev's allocation: parity included for raidz and dRAID,
        // one side's for a mirror. Per leaf that is ALLOC over the leaves (raidz), all of it (a
        // mirror), or one mirror's share (striped mirrors): the formulas below with data = raw = ALLOC.
        const double data = assumptions.allocatedBytes > 0 ? double(assumptions.allocatedBytes) : dataAtFill;
        const double raw = assumptions.allocatedBytes > 0 ? data : rawAtFill;
        if (level == QLatin1String("mirror") || level == QLatin1String("stripe"))
            return qint64(level == QLatin1String("stripe") ? data / n : data);
        if (level == QLatin1String("striped-mirror"))
            return qint64(data / (n / 2));
        return qint64(raw / n);
    }
    if (layout.family == Family::Btrfs) {
        // btrfs replace copies the failed device's dev extents (scrub_enumerate_chunks walks them with
        // is_dev_replace), whole chunks of every kind: the allocation the chunk allocator gave that
        // device. The lab and the bench pull the last member; nothing scrubs before the failure (the
        // bench drops what its timing scrub allocated again).
        const BtrfsProfile profile = BtrfsSpace::profile(level);
        const QList<qint64> perDevice = BtrfsSpace::deviceAllocation(profile,
            level == QLatin1String("raid5") ? BtrfsProfile::Raid1 : profile, layout.members, qint64(dataAtFill), false);
        return perDevice.isEmpty() ? 0 : perDevice.last();
    }
    return capacity.memberDataBytes; // md and LVM rebuild the whole member, used or not
}

RebuildForecast RebuildModel::rebuild(
    const StackLayout &layout, const CapacityPlan &capacity, const PlannerAssumptions &assumptions)
{
    RebuildForecast f;
    const QString &level = layout.level;
    const int n = int(layout.members.size());
    if (level == QLatin1String("stripe")) {
        f.possible = false;
        f.reason = tr("A stripe has no redundancy: a lost disk loses the pool, there is nothing to rebuild.");
        return f;
    }
    const double read = safeRate(assumptions.readBytesPerSecond);
    const double write = safeRate(assumptions.writeBytesPerSecond);
    f.writeBytes = memberBytesAtFill(layout, capacity, assumptions);
    const int reads = groupReads(layout);
    f.readBytes = f.writeBytes * reads;
    const bool draid = level.startsWith(QLatin1String("draid"));
    const int survivors = n - 1;
    // The survivors that share the reads: dRAID spreads every group over all children.
    f.readDisks = draid ? survivors : reads;
    f.readBytesPerDisk = f.readDisks > 0 ? f.readBytes / f.readDisks : 0;
    f.lowerBoundSeconds = double(f.writeBytes) / write;

    double rate = 0;
    switch (layout.family) {
    case Family::Mdadm:
    case Family::LvmRaid:
    case Family::LvmThin: {
        // md recovery runs stripe by stripe like the initial sync: at its measured rate when known,
        // else at the slowest of the new disk, the survivors and speed_limit_max.
        f.method = layout.family == Family::LvmRaid ? tr("dm-raid recovery of the whole image (lvconvert --repair)")
                                                    : tr("md recovery of the whole member (mdadm --add)");
        if (assumptions.syncBytesPerSecond > 0) {
            rate = assumptions.syncBytesPerSecond;
            f.bottleneck = tr("the initial sync's measured rate");
        } else {
            rate = std::min({write, read, safeRate(assumptions.mdSpeedLimitBytesPerSecond)});
            f.bottleneck = rate == assumptions.mdSpeedLimitBytesPerSecond ? tr("md's speed_limit_max")
                : rate == write                                           ? tr("the new disk's write speed")
                                                                          : tr("the survivors' read speed");
        }
        f.fixedSeconds = mdLvmFixedSeconds(layout.family, assumptions);
        f.seconds = double(f.writeBytes) / rate + f.fixedSeconds;
        f.exposureSeconds = double(f.writeBytes) / rate;
        break;
    }
    case Family::Zfs:
    case Family::Btrfs: {
        const double efficiency = std::clamp(assumptions.resilverEfficiency, 0.05, 1.0);
        // A scrub measured on this stack reads every allocated byte at the stack's own pace; per disk
        // that is the rate a resilver reads survivors and writes the new disk at.
        const double perDisk = assumptions.scrubBytesPerSecond > 0 ? assumptions.scrubBytesPerSecond / n : 0;
        const double readRate = perDisk > 0 ? perDisk : read * efficiency;
        const double writeRate = perDisk > 0 ? perDisk : write * efficiency;
        if (draid) {
            // Sequential rebuild onto the distributed spare: writes and reads spread over every survivor.
            f.method = tr("sequential rebuild onto the distributed spare (zpool replace -s)");
            const double perDiskWrite = double(f.writeBytes) / std::max(1, survivors);
            const double rebuild = std::max(double(f.readBytesPerDisk) / readRate, perDiskWrite / writeRate);
            // vdev_rebuild.c (zfs_rebuild_scrub_enabled = 1): a sequential rebuild checks no checksums,
            // so ZFS scrubs the pool when it ends, and the recipe waits for that scrub (one command more).
            const double scrubRate
                = assumptions.scrubBytesPerSecond > 0 ? assumptions.scrubBytesPerSecond : read * efficiency * n;
            const double scrub = double(f.writeBytes) * n / scrubRate;
            f.fixedSeconds = zfsReplaceFixedSeconds(assumptions, false) + std::max(0.0, assumptions.commandSeconds);
            f.seconds = rebuild + scrub + f.fixedSeconds;
            f.lowerBoundSeconds = perDiskWrite / write;
            f.bottleneck = tr("the survivors' read speed");
            // Redundancy is back once the sequential rebuild ends, before the scrub.
            f.exposureSeconds = rebuild + zfsReplaceFixedSeconds(assumptions, false);
        } else {
            f.method = layout.family == Family::Zfs ? tr("healing resilver of the allocated blocks (zpool replace)")
                                                    : tr("btrfs replace of the allocated chunks");
            // btrfs replace copies the used extents of the allocated chunks: time goes by what is used.
            double moved = double(f.writeBytes);
            if (layout.family == Family::Btrfs)
                moved = std::min(moved,
                    std::clamp(assumptions.fill, 0.0, 1.0) * double(capacity.storableBytes) * capacity.rawPerLogical
                        / n);
            if (layout.family == Family::Btrfs)
                f.lowerBoundSeconds = moved / write;
            // The new disk takes every write: at its measured pace for the rebuild's 64 KiB writes when known.
            const double newDiskRate
                = assumptions.rebuildWriteBytesPerSecond > 0 ? assumptions.rebuildWriteBytesPerSecond : writeRate;
            const double writeTime = moved / newDiskRate;
            const double readTime = moved * reads / std::max(1, f.readDisks) / readRate;
            if (layout.family == Family::Zfs)
                f.fixedSeconds = zfsReplaceFixedSeconds(assumptions, true);
            f.seconds = (assumptions.serialIo ? writeTime + readTime : std::max(writeTime, readTime)) + f.fixedSeconds;
            if (assumptions.serialIo)
                f.bottleneck = tr("one CPU for every I/O: the survivors' reads and the new disk's writes take turns");
            else
                f.bottleneck = perDisk > 0 && assumptions.rebuildWriteBytesPerSecond <= 0
                    ? tr("the scrub's measured rate per disk")
                    : writeTime >= readTime ? tr("the new disk's write speed")
                                            : tr("the survivors' read speed");
        }
        break;
    }
    }
    if (f.exposureSeconds <= 0)
        f.exposureSeconds = f.seconds;
    return f;
}

RebuildForecast RebuildModel::initialSync(
    const StackLayout &layout, const CapacityPlan &capacity, const PlannerAssumptions &assumptions)
{
    RebuildForecast f;
    if (layout.family == Family::Zfs || layout.family == Family::Btrfs) {
        f.method = tr("none: redundancy is written with the data");
        return f;
    }
    f.method = tr("initial sync of every member");
    f.writeBytes = capacity.memberDataBytes;
    f.readDisks = int(layout.members.size()) - 1;
    f.readBytes = f.writeBytes * f.readDisks;
    f.readBytesPerDisk = f.writeBytes;
    const double rate = assumptions.syncBytesPerSecond > 0
        ? assumptions.syncBytesPerSecond
        : std::min({safeRate(assumptions.writeBytesPerSecond), safeRate(assumptions.readBytesPerSecond),
            safeRate(assumptions.mdSpeedLimitBytesPerSecond)});
    f.seconds = double(f.writeBytes) / rate;
    f.lowerBoundSeconds = double(f.writeBytes) / safeRate(assumptions.writeBytesPerSecond);
    f.exposureSeconds = f.seconds;
    f.bottleneck = assumptions.syncBytesPerSecond > 0    ? tr("the initial sync's measured rate")
        : rate == assumptions.mdSpeedLimitBytesPerSecond ? tr("md's speed_limit_max")
                                                         : tr("the disks' sequential speed");
    return f;
}
