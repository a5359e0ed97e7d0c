#pragma once

#include <QString>

// What `mkfs.xfs DEVICE` (xfsprogs 6.1 defaults: 4 KiB blocks, 512-byte inodes, crc, finobt,
// reflink, sparse inodes; stripe alignment from the device's I/O hints) and the kernel's statfs
// make of a block device: the `df` size and available bytes. Sources: mkfs/xfs_mkfs.c
// (calc_stripe_factors, align_ag_geometry, calculate_log_size, align_internal_log),
// libxfs/topology.c calc_default_ag_geometry, libxfs/xfs_alloc.c, xfs_ag_resv.c,
// xfs_refcount_btree.c, xfs_ialloc_btree.c, and the kernel's xfs_fs_statfs.
struct XfsSpaceFigures {
    qint64 deviceBytes = 0;
    qint64 blockBytes = 4096;
    qint64 dblocks = 0;
    qint64 agCount = 0;
    qint64 agBlocks = 0;
    qint64 stripeUnitBlocks = 0; // sunit, 0 without stripe alignment
    qint64 stripeWidthBlocks = 0;
    qint64 logBlocks = 0;
    qint64 freeBlocksAfterMkfs = 0; // the superblock's fdblocks
    qint64 reservePoolBlocks = 0; // the kernel's reserved pool (m_resblks)
    qint64 agReserveBlocks = 0; // per-AG reservations for refcount and finobt growth
    qint64 setAsideBlocks = 0; // per AG: AGFL refill and a bmap split
    qint64 sizeBytes = 0; // df size: f_blocks
    qint64 availBytes = 0; // df avail: f_bavail
    // Bytes of the device by cause (with availBytes they add up to deviceBytes).
    qint64 tailLoss = 0; // the end of the device past the last whole block or dropped small AG
    qint64 logLoss = 0; // the internal log
    qint64 metadataLoss = 0; // AG headers, btree roots, the first inode chunk
    qint64 reserveLoss = 0; // reserved pool, per-AG reservations, set-aside blocks
    QString error; // non-empty when mkfs.xfs would refuse the device (e.g. under 300 MB)
};

class XfsSpace {
public:
    // ioMin/ioOpt: the device's minimum and optimal I/O size (0 or the sector size: no stripe).
    static XfsSpaceFigures filesystem(qint64 deviceBytes, qint64 ioMinBytes, qint64 ioOptBytes, int sectorBytes = 512);
    static qint64 btreeBlocks(qint64 records, qint64 leafMin, qint64 nodeMin); // xfs_btree_calc_size
};
