#pragma once

#include <QList>

// What `mdadm --create --level=N` (mdadm 4.2, 1.2 superblock, default 512 KiB chunk) makes of the
// member disks: the data offset, each member's data size, the array size and the I/O hints the
// array gives the filesystem above it. Sources: mdadm super1.c validate_geometry1 and
// choose_bm_space, Create.c; the kernel's md raid5/raid10 io_opt.
struct MdArraySpace {
    int level = 5;
    int members = 0;
    qint64 chunkBytes = 0; // 0 for RAID1
    qint64 dataOffsetBytes = 0; // superblock, bad-block log, bitmap space and reshape headroom
    qint64 componentBytes = 0; // the data each member holds (mdadm --detail "Used Dev Size")
    qint64 arrayBytes = 0; // the md device's size
    qint64 ioMinBytes = 0; // queue/minimum_io_size, 0 when it says nothing (RAID1)
    qint64 ioOptBytes = 0; // queue/optimal_io_size
    // Raw bytes on the members, by cause: they add up to the members' sizes minus arrayBytes.
    qint64 metadataLoss = 0; // the data offset on every member
    qint64 roundingLoss = 0; // member data rounded to the chunk (RAID1: to 64 KiB)
    qint64 unequalLoss = 0; // larger members used only up to the smallest
    qint64 redundancyLoss = 0; // parity or mirror copies
};

class MdSpace {
public:
    static MdArraySpace array(int level, const QList<qint64> &memberBytes);
    // super1.c validate_geometry1: in 512-byte sectors, from the first member's size.
    static qint64 dataOffsetSectors(qint64 deviceSectors, qint64 chunkKiB);
    static qint64 bitmapSpaceSectors(qint64 deviceSectors); // choose_bm_space
    static int dataDisks(int level, int members); // what a full stripe carries (RAID10: n/2)
};
