#pragma once

#include <QList>
#include <QString>

// OpenZFS 2.3 space accounting from the disks' sizes, step by step as the module computes it, so
// `zfs list` AVAIL can be predicted to the byte and every lost byte has a cause. Sources (file and
// function of openzfs/zfs 2.3.2) are named at each step in zfsspace.cpp and docs/planner.md.

// One top-level vdev as `zpool create` builds it.
struct ZfsVdevLayout {
    enum class Type { Disk, Mirror, Raidz, Draid };
    Type type = Type::Disk;
    int parity = 0; // raidz1..3, draid1..3
    int draidData = 0; // dRAID: data disks per redundancy group (draid1:<d>d)
    int draidSpares = 0; // dRAID: distributed spares (draid1:2d:<s>s)
    QList<qint64> diskBytes; // the leaves, whole disks
    bool operator==(const ZfsVdevLayout &) const = default;
};

struct ZfsPoolLayout {
    QList<ZfsVdevLayout> data; // the normal class: what `zfs list` AVAIL counts
    QList<ZfsVdevLayout> special; // special class: in `zpool list` SIZE, not in AVAIL
    int ashift = 12;
    int sectorBytes = 512; // the disks' logical sector: the GPT libzfs writes counts in these
    bool operator==(const ZfsPoolLayout &) const = default;
};

// What one top-level vdev gives, and where the rest went (raw bytes on the disks).
struct ZfsVdevSpace {
    qint64 diskBytes = 0; // sum of the leaves
    qint64 leafAsize = 0; // the smallest leaf after partitioning and labels
    qint64 asize = 0; // the vdev's allocatable size (vdev_asize)
    int msShift = 0; // metaslab size = 2^msShift
    qint64 msCount = 0;
    qint64 msBytes = 0; // raw bytes inside metaslabs (what `zpool list` SIZE adds up)
    int deflateRatio = 512; // vdev_deflate_ratio: dspace = raw / 512 * ratio
    qint64 dspace = 0; // deflated bytes of the normal-class metaslabs
    qint64 embeddedLogRaw = 0; // the metaslab kept for the ZIL (more than 64 metaslabs), raw
    qint64 embeddedLogDspace = 0;
    qint64 embeddedLogLoss = 0; // the ZIL metaslab on every copy, raw
    // Raw bytes lost, by cause; they add up to diskBytes - msBytes + (the part of msBytes that is redundancy).
    qint64 partitionLoss = 0; // GPT, 1 MiB start, 8 MiB partition 9, 1 MiB end alignment
    qint64 labelLoss = 0; // four 256 KiB labels + 3.5 MiB boot area per leaf, 256 KiB alignment
    qint64 unequalLoss = 0; // larger leaves used only up to the smallest one
    qint64 draidLoss = 0; // dRAID: distributed spares, 32 MiB reflow reserve, row and group rounding
    qint64 tailLoss = 0; // the end of the vdev that does not fill a whole metaslab
    qint64 redundancyLoss = 0; // mirror copies, parity and raidz/dRAID padding (raw - deflated)
};

struct ZfsPoolSpace {
    QList<ZfsVdevSpace> data;
    QList<ZfsVdevSpace> special;
    qint64 zpoolSize = 0; // `zpool list` SIZE: raw metaslab bytes of all allocating classes
    qint64 dspace = 0; // normal class, deflated, without the embedded log metaslabs
    qint64 embeddedLogDspace = 0;
    qint64 slop = 0; // spa_get_slop_space
    qint64 createdUsed = 0; // what a fresh pool and the recipe's one dataset already use (measured)
    qint64 avail = 0; // `zfs list` AVAIL of the root dataset right after the recipe built it
};

class ZfsSpace {
public:
    static ZfsPoolSpace pool(const ZfsPoolLayout &layout);
    // After `zpool attach` widened data vdev `vdev` (raidz) by `added` disks and the expansion ended:
    // the deflate ratio keeps the original width (vdev_set_deflate_ratio uses txg 0), so AVAIL grows by
    // less than the new disk holds. `rewritten` recomputes with the new width's ratio instead: the
    // space once the old data is rewritten (zfs send/recv or copy) at the new width.
    static ZfsPoolSpace expanded(const ZfsPoolLayout &layout, int vdev, const QList<qint64> &added, bool rewritten);

    // The steps, public for the unit tests.
    static qint64 partitionBytes(qint64 diskBytes, int sectorBytes); // zpool_label_disk
    static qint64 leafAsize(qint64 partitionBytes); // vdev_open, leaf
    static int metaslabShift(qint64 asize); // vdev_metaslab_set_size
    static qint64 raidzAllocatedBytes(qint64 psize, int ashift, int width, int parity); // vdev_raidz_asize
    static qint64 draidAllocatedBytes(qint64 psize, int ashift, int data, int parity); // vdev_draid_asize
    static int deflateRatio(const ZfsVdevLayout &vdev, int ashift, int width); // vdev_set_deflate_ratio
    static qint64 slop(qint64 normalDspace, qint64 embeddedLogDspace); // spa_get_slop_space
    static qint64 createdUsed(const ZfsPoolLayout &layout);
    // What the recipe's empty dataset tank/data references (df of its mount point adds it, in records).
    static qint64 createdDatasetReferenced(const ZfsPoolLayout &layout);

private:
    static ZfsVdevSpace vdevSpace(
        const ZfsVdevLayout &vdev, int ashift, int sectorBytes, bool normalClass, int deflateWidth, int fixedShift);
    static void finish(ZfsPoolSpace *space, const ZfsPoolLayout &layout);
};
