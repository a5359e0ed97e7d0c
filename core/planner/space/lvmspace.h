#pragma once

#include <QList>

// lvm2 2.03.16 with its defaults (4 MiB extents, 1 MiB data alignment, 64 KiB raid stripes,
// 2 MiB raid regions, 64 KiB generic thin chunks): what the recipes' pvcreate/vgcreate/lvcreate
// make of the disks. Sources: lib/metadata/metadata.c set_pe_align, tools/lvcreate.c
// _update_extents_params, lib/metadata/raid_manip.c _raid_rmeta_extents, lib/metadata/thin_manip.c
// update_thin_pool_params, lib/metadata/pool_manip.c recalculate_pool_chunk_size_with_dev_hints.

struct LvmPhysicalVolume {
    qint64 deviceBytes = 0;
    qint64 peStartBytes = 0; // where the first extent starts (metadata area before it)
    qint64 extents = 0; // pv_pe_count
};

// lvcreate --type raid1|raid5|raid6 -l 100%PVS on the members.
struct LvmRaidSpace {
    int level = 5;
    QList<LvmPhysicalVolume> pvs;
    qint64 extentBytes = 0;
    qint64 metaExtents = 0; // each image's rmeta sub-LV
    qint64 imageExtents = 0; // each image's rimage sub-LV
    qint64 lvBytes = 0;
    qint64 ioMinBytes = 0; // dm-raid's hints: the stripe and the full stripe (none for raid1)
    qint64 ioOptBytes = 0;
    // Raw bytes by cause; with lvBytes they add up to the members' sizes.
    qint64 labelLoss = 0; // label, metadata area and alignment before the first extent, partial extent at the end
    qint64 raidMetaLoss = 0; // rmeta sub-LVs
    qint64 unequalLoss = 0; // extents on larger members the images cannot use
    qint64 redundancyLoss = 0; // parity or mirror images
    // With dm-integrity (lvcreate --raidintegrity y -l N%PVS): each image's imeta LV, and the extents
    // the percentage leaves free on the members.
    qint64 integrityMetaExtents = 0;
    qint64 integrityMetaLoss = 0;
    qint64 leftFreeLoss = 0;
    bool fits = true; // false: lvcreate cannot place an imeta LV beside its image and fails
};

// The thin stack on an md array: one PV, a thin pool on 90% of the free extents, one thin volume.
struct LvmThinSpace {
    LvmPhysicalVolume pv;
    qint64 extentBytes = 0;
    qint64 poolExtents = 0; // the pool's data (lvs: tpool size)
    qint64 metadataExtents = 0; // tpool_tmeta, and as much again for the spare lvol0_pmspare
    qint64 chunkBytes = 0; // the pool's chunk, after lvcreate adapts it to the device's minimum I/O
    qint64 poolBytes = 0;
    qint64 volumeBytes = 0; // the thin volume's virtual size (-V, rounded up to extents)
    qint64 freeExtents = 0; // what stays free in the VG (the 10% lvcreate leaves, less metadata)
    qint64 ioMinBytes = 0; // what the thin volume shows a filesystem (inherited from the md array)
    qint64 ioOptBytes = 0;
};

class LvmSpace {
public:
    static constexpr qint64 extentBytes = 4LL * 1024 * 1024;
    // mdStripeWidthBytes: chunk x data disks of an md device under the PV, else 0.
    static LvmPhysicalVolume physicalVolume(
        qint64 deviceBytes, qint64 ioMinBytes, qint64 ioOptBytes, qint64 mdStripeWidthBytes);
    static LvmRaidSpace raid(int level, const QList<qint64> &memberBytes);
    // lvcreate --type raid5 --raidintegrity y -l PERCENT%PVS on the members.
    static LvmRaidSpace raidIntegrity(const QList<qint64> &memberBytes, int percentOfPvs);
    // integrity_manip.c _lv_size_bytes_to_integrity_meta_bytes: 4 MiB per started 500 MiB of the
    // image, plus 4/8/32/64 MiB of journal for images up to 512 MiB, 1 GiB, 4 GiB and beyond.
    static qint64 integrityMetaBytes(qint64 imageBytes);
    static LvmThinSpace thin(qint64 mdArrayBytes, qint64 mdChunkBytes, qint64 mdIoOptBytes, qint64 thinSizeBytes);
    static qint64 raidMetaExtents(qint64 imageExtents); // _raid_rmeta_extents with the default region
};
