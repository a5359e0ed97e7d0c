#include "seedreport.h"

#include <cmath>

static constexpr double GiB = 1024.0 * 1024 * 1024;

static ReportMeasurement m(QList<double> rounds)
{
    return ReportMeasurement::of(std::move(rounds));
}

// A figure with the line the seed quotes for it (whitespace as the seed prints it).
static ReportMeasurement said(double value, const QString &command, const QString &line)
{
    ReportSource source;
    source.kind = ReportSource::Kind::Tool;
    source.command = command.split(QLatin1Char(' '));
    source.lines = {line};
    return ReportMeasurement::of({value}, {source});
}

ComparisonReport seedReport()
{
    const ReportMeasurement noSnapshots = ReportMeasurement::notApplicable(QStringLiteral("mdadm has no snapshots"));
    // The seed's table has no rows for the sha256 check and the scrub; its procedure verifies the
    // data after every rebuild, so they are set to what it reports in the text: verified, no errors.
    ReportStack md {QStringLiteral("mdadm-raid5"), QStringLiteral("mdadm RAID5 + XFS"),
        {
            {QStringLiteral("usable_bytes"), m({20 * GiB})},
            {QStringLiteral("initial_sync_s"), m({57, 195})},
            {QStringLiteral("seq_write_mibs"), m({532, 793, 837})},
            {QStringLiteral("seq_read_mibs"), m({86, 5185, 5265})},
            {QStringLiteral("rand_read_iops"), m({58600, 61500, 62300})},
            {QStringLiteral("copy_s"), m({35})},
            {QStringLiteral("rebuild_s"), m({62.6, 244})},
            {QStringLiteral("rebuilt_bytes"), m({10 * GiB, 10 * GiB})},
            {QStringLiteral("snapshot_create_s"), noSnapshots},
            {QStringLiteral("snapshot_reserve_bytes"), noSnapshots},
            {QStringLiteral("snapshot_space_after_overwrite_bytes"), noSnapshots},
            {QStringLiteral("overwrite_mibs_no_snapshot"), noSnapshots},
            {QStringLiteral("overwrite_mibs_with_snapshot"), noSnapshots},
            {QStringLiteral("commands_to_mount"), m({3})},
            {QStringLiteral("commands_to_replace"), m({1})},
            {QStringLiteral("data_verified"), m({1, 1})},
            {QStringLiteral("scrub_errors"), m({0})},
        },
        {}};
    ReportStack lvm {QStringLiteral("lvm-raid5"), QStringLiteral("LVM RAID5 + XFS"),
        {
            {QStringLiteral("usable_bytes"), m({20 * GiB})},
            {QStringLiteral("initial_sync_s"), m({150, 68.6})},
            {QStringLiteral("seq_write_mibs"), m({38, 66, 74})},
            {QStringLiteral("seq_read_mibs"), m({2325, 3631, 3677})},
            {QStringLiteral("rand_read_iops"), m({55300, 56000, 56200})},
            {QStringLiteral("copy_s"), m({90})},
            {QStringLiteral("rebuild_s"), m({216.8, 215.6})},
            {QStringLiteral("rebuilt_bytes"), m({10 * GiB, 10 * GiB})},
            {QStringLiteral("snapshot_create_s"), m({2.16})},
            {QStringLiteral("snapshot_reserve_bytes"), m({2 * GiB})},
            {QStringLiteral("snapshot_space_after_overwrite_bytes"), m({1 * GiB})},
            {QStringLiteral("overwrite_mibs_no_snapshot"), m({25.3})},
            {QStringLiteral("overwrite_mibs_with_snapshot"), m({15.2})},
            {QStringLiteral("commands_to_mount"), m({5})},
            {QStringLiteral("commands_to_replace"), m({2})},
            {QStringLiteral("data_verified"), m({1, 1})},
            {QStringLiteral("scrub_errors"), m({0})},
        },
        {}};
    ReportStack thin {QStringLiteral("lvm-thin-md-raid5"), QStringLiteral("LVM thin on mdadm RAID5"),
        {
            {QStringLiteral("usable_bytes"), m({15 * GiB})},
            {QStringLiteral("initial_sync_s"), m({57, 195})}, // inherits the md sync
            {QStringLiteral("seq_write_mibs"), m({119, 146, 152})},
            {QStringLiteral("seq_read_mibs"), m({468, 622, 1497})},
            {QStringLiteral("rand_read_iops"), m({43200, 44200, 44700})},
            {QStringLiteral("copy_s"), m({55})},
            {QStringLiteral("rebuild_s"), m({62.6, 244})}, // same md rebuild as column 1
            {QStringLiteral("rebuilt_bytes"), m({10 * GiB, 10 * GiB})},
            {QStringLiteral("snapshot_create_s"), m({0.28})},
            {QStringLiteral("snapshot_reserve_bytes"), m({0})},
            {QStringLiteral("snapshot_space_after_overwrite_bytes"), m({1 * GiB})},
            {QStringLiteral("overwrite_mibs_no_snapshot"), m({764})},
            {QStringLiteral("overwrite_mibs_with_snapshot"), m({107})},
            {QStringLiteral("commands_to_mount"), m({7})},
            {QStringLiteral("commands_to_replace"), m({1})},
            {QStringLiteral("data_verified"), m({1, 1})},
            {QStringLiteral("scrub_errors"), m({0})},
        },
        {}};
    ReportStack zfs {QStringLiteral("zfs-raidz1"), QStringLiteral("ZFS raidz1"),
        {
            {QStringLiteral("usable_bytes"),
                said(19 * GiB, QStringLiteral("zfs list tank/data"),
                    QStringLiteral("tank/data 128K 19.0G 128K /tank/data"))},
            {QStringLiteral("initial_sync_s"), m({0})}, // none: the pool is redundant at once
            {QStringLiteral("seq_write_mibs"), m({81, 91, 92})},
            {QStringLiteral("seq_read_mibs"), m({162, 593, 1208})},
            {QStringLiteral("rand_read_iops"), m({3993})}, // O_DIRECT; the seed gives one figure
            {QStringLiteral("copy_s"), m({65})},
            {QStringLiteral("rebuild_s"), m({16.3, 78.9})},
            {QStringLiteral("rebuilt_bytes"), m({std::round(2.04 * GiB)})},
            {QStringLiteral("snapshot_create_s"), m({0.62})},
            {QStringLiteral("snapshot_reserve_bytes"), m({0})},
            {QStringLiteral("snapshot_space_after_overwrite_bytes"),
                said(1 * GiB, QStringLiteral("zfs list -t all -o name,used,refer,usedbysnapshots -r tank/data"),
                    QStringLiteral("tank/data 6.00G 5.00G 1024M"))},
            {QStringLiteral("overwrite_mibs_no_snapshot"), m({37.5})},
            {QStringLiteral("overwrite_mibs_with_snapshot"), m({37.5})},
            {QStringLiteral("commands_to_mount"), m({2})},
            {QStringLiteral("commands_to_replace"), m({1})},
            {QStringLiteral("data_verified"), m({1, 1})},
            {QStringLiteral("scrub_errors"), m({0})},
        },
        {}};

    ComparisonReport report;
    report.title = QStringLiteral("mdadm vs LVM vs ZFS: the measured results");
    report.setup = QStringLiteral("3 x 10 GiB disks + 1 spare");
    report.stacks = {md, lvm, thin, zfs};
    report.versions = {
        {QStringLiteral("kernel"), QStringLiteral("6.12.95+deb12-amd64")},
        {QStringLiteral("mdadm"), QStringLiteral("4.2")},
        {QStringLiteral("lvm2"), QStringLiteral("2.03.16")},
        {QStringLiteral("zfs"), QStringLiteral("2.3.2")},
        {QStringLiteral("fio"), QStringLiteral("3.33")},
    };
    const QString md0 = QStringLiteral("/dev/md0");
    report.commands = {
        {md.name,
            {QStringLiteral("mdadm"), QStringLiteral("--create"), md0, QStringLiteral("--level=5"),
                QStringLiteral("--raid-devices=3"), QStringLiteral("/dev/sda"), QStringLiteral("/dev/sdb"),
                QStringLiteral("/dev/sdc")},
            0, 0.41},
        {md.name, {QStringLiteral("mkfs.xfs"), md0}, 0, 1.2},
        {md.name, {QStringLiteral("mount"), md0, QStringLiteral("/mnt/md")}, 0, 0.05},
        {md.name, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo 1 > /sys/block/sdb/device/delete")},
            0, 0.02},
        {md.name, {QStringLiteral("mdadm"), md0, QStringLiteral("--add"), QStringLiteral("/dev/sdd")}, 0, 0.3},
        {zfs.name,
            {QStringLiteral("zpool"), QStringLiteral("create"), QStringLiteral("tank"), QStringLiteral("raidz1"),
                QStringLiteral("/dev/sda1"), QStringLiteral("/dev/sdb1"), QStringLiteral("/dev/sdc1")},
            0, 2.6},
        {zfs.name, {QStringLiteral("zfs"), QStringLiteral("snapshot"), QStringLiteral("tank@before")}, 0, 0.62},
        {zfs.name,
            {QStringLiteral("zpool"), QStringLiteral("replace"), QStringLiteral("tank"), QStringLiteral("/dev/sdb1"),
                QStringLiteral("/dev/sdd1")},
            1, 37},
    };
    return report;
}
