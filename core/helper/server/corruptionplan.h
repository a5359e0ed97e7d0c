#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// Where the corrupt action may write on one member, and where it writes: the member's data area,
// as each stack lays it out, never its superblocks or labels. Pure: the tools' output and the
// sysfs figures go in, byte ranges and offsets come out.
class CorruptionPlan {
    Q_DECLARE_TR_FUNCTIONS(CorruptionPlan)

public:
    static constexpr qint64 BlockBytes = 4096;
    static constexpr int DefaultBlocks = 64;
    static constexpr int MaxBlocks = 4096;

    struct Range {
        qint64 offset = 0;
        qint64 length = 0;
        bool operator==(const Range &) const = default;
    };

    // How a stack lays its data on a member.
    enum class Layout {
        Md, // mdadm and the thin stack on md: after the data offset of the member's superblock
        LvmRaid, // the rimage (or, with dm-integrity, rimage_iorig) extents on the PV
        Zfs, // the vdev partition without its labels (first 4 MiB, last 512 KiB)
        Btrfs, // the whole device after its first MiB, but for the superblock copies
        Unknown,
    };
    static Layout layoutFor(const QString &stack);

    // `mdadm --examine MEMBER` (1.x metadata): [Data Offset, + Used Dev Size) in bytes; Avail Dev
    // Size when Used Dev Size is not printed (mdadm prints it only when the two differ).
    static std::optional<Range> mdDataArea(const QString &examine, QString *error);

    // `pvs --noheadings --units b --nosuffix -o pe_start MEMBER` and `pvs --noheadings --units b
    // --nosuffix --segments -o pvseg_start,pvseg_size,lv_name,vg_extent_size MEMBER`: the segments of
    // the RAID images' data LVs, from pe_start + start x extent.
    static QList<Range> lvmDataArea(const QString &peStart, const QString &segments, QString *error);

    // The vdev ZFS made on the member (its largest partition, or the whole disk): labels L0, L1 and
    // the boot area in the first 4 MiB, L2 and L3 in the last 512 KiB (vdev_impl.h).
    static Range zfsDataArea(qint64 vdevOffset, qint64 vdevBytes);

    // btrfs reserves the first MiB; its superblock copies at 64 KiB, 64 MiB and 256 GiB are stepped over.
    static Range btrfsDataArea(qint64 deviceBytes);
    static QList<qint64> btrfsSuperblocks();

    // `blocks` offsets of 4 KiB blocks, one drawn from each of as many equal strata of the area (so
    // they spread over all of it), reproducible from the seed; never one of `avoid` (block offsets).
    // Empty with *error when the area holds fewer blocks than asked.
    static QList<qint64> offsets(
        const QList<Range> &area, int blocks, quint64 seed, const QList<qint64> &avoid, QString *error);
};
