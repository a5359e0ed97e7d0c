#include "planner/space/xfsspace.h"

#include <QCoreApplication>

#include <algorithm>

namespace {
constexpr int blockLog = 12;
constexpr qint64 blockBytes = qint64(1) << blockLog;
constexpr qint64 mib = 1024 * 1024;
constexpr qint64 gibBlocks = (qint64(1) << 30) >> blockLog;
// include/xfs_multidisk.h and libxfs/xfs_fs.h
constexpr qint64 agMinBlocks = (qint64(512) << 15) >> blockLog; // XFS_AG_MIN_BYTES 16 MiB
constexpr qint64 agMaxBlocks = ((qint64(512) << 31) - 1) >> blockLog; // XFS_AG_MAX_BYTES 1 TiB
constexpr qint64 realisticLogBlocks = (64 * mib) >> blockLog; // XFS_MIN_REALISTIC_LOG_BLOCKS
constexpr qint64 maxLogBlocks = 1024 * 1024; // XFS_MAX_LOG_BLOCKS
constexpr qint64 maxLogBytes = 2LL * 1024 * 1024 * 1024 - 10 * mib; // XFS_MAX_LOG_BYTES
constexpr qint64 smallestFsBytes = 300 * mib; // xfs_mkfs.c: "Filesystem must be larger than 300MB"
constexpr qint64 inodeBytes = 512;
constexpr qint64 inodesPerChunk = 64;
constexpr qint64 allocbtAgflReserve = 4; // XFS_ALLOCBT_AGFL_RESERVE
constexpr qint64 defaultReservePool = 8192; // xfs_default_resblks cap
// Minimum records per btree block with v5 short-form headers (56 bytes): leaf, node.
constexpr qint64 crcBlockHeader = 56;
constexpr qint64 refcountLeafMin = (blockBytes - crcBlockHeader) / 12 / 2; // 12-byte records
constexpr qint64 refcountNodeMin = (blockBytes - crcBlockHeader) / 8 / 2; // 4-byte key + 4-byte pointer
constexpr qint64 inobtLeafMin = (blockBytes - crcBlockHeader) / 16 / 2; // 16-byte records
constexpr qint64 inobtNodeMin = (blockBytes - crcBlockHeader) / 8 / 2;

struct AgGeometry {
    qint64 size = 0;
    qint64 count = 0;
};

// libxfs/topology.c calc_default_ag_geometry
AgGeometry defaultAgGeometry(qint64 dblocks, bool multidisk)
{
    int shift = 0;
    qint64 blocks = 0;
    if (dblocks >= (qint64(32) << (40 - blockLog))) {
        blocks = agMaxBlocks;
    } else if (!multidisk && dblocks >= (qint64(4) << (40 - blockLog))) {
        blocks = agMaxBlocks;
    } else {
        if (!multidisk && dblocks >= ((128 * mib) >> blockLog)) {
            shift = 2; // XFS_NOMULTIDISK_AGLOG: 4 AGs
        } else {
            shift = 5; // XFS_MULTIDISK_AGLOG: 32 AGs, fewer for smaller filesystems
            if (dblocks <= (qint64(512) << (30 - blockLog)))
                --shift;
            if (dblocks <= (qint64(8) << (30 - blockLog)))
                --shift;
            if (dblocks < ((128 * mib) >> blockLog))
                --shift;
            if (dblocks < ((64 * mib) >> blockLog))
                --shift;
            if (dblocks < ((32 * mib) >> blockLog))
                --shift;
        }
        blocks = dblocks >> shift;
        if ((dblocks & ((qint64(1) << shift) - 1)) && blocks < agMaxBlocks)
            ++blocks;
    }
    return {blocks, dblocks / blocks + (dblocks % blocks != 0)};
}

} // namespace

qint64 XfsSpace::btreeBlocks(qint64 records, qint64 leafMin, qint64 nodeMin)
{
    // libxfs/xfs_btree.c xfs_btree_calc_size: the worst case, every block at its minimum fill
    qint64 level = (records + leafMin - 1) / leafMin;
    qint64 blocks = level;
    while (level > 1) {
        level = (level + nodeMin - 1) / nodeMin;
        blocks += level;
    }
    return blocks;
}

XfsSpaceFigures XfsSpace::filesystem(qint64 deviceBytes, qint64 ioMinBytes, qint64 ioOptBytes, int sectorBytes)
{
    XfsSpaceFigures fs;
    fs.deviceBytes = deviceBytes;
    if (deviceBytes < smallestFsBytes) {
        fs.error = QCoreApplication::translate("XfsSpace", "mkfs.xfs refuses filesystems under 300 MB");
        return fs;
    }
    qint64 dblocks = deviceBytes >> blockLog;

    // calc_stripe_factors: the device's hints, unless they equal the sector size, are inconsistent,
    // or the filesystem is under 1 GiB.
    qint64 sunitSectors = ioMinBytes == sectorBytes ? 0 : ioMinBytes / 512;
    qint64 swidthSectors = ioOptBytes == sectorBytes ? 0 : ioOptBytes / 512;
    if (ioMinBytes == sectorBytes || ioOptBytes == sectorBytes)
        sunitSectors = swidthSectors = 0;
    const bool consistent
        = (sunitSectors == 0) == (swidthSectors == 0) && (sunitSectors == 0 || swidthSectors % sunitSectors == 0);
    if (!consistent || dblocks < gibBlocks || (sunitSectors * 512) % blockBytes || (swidthSectors * 512) % blockBytes)
        sunitSectors = swidthSectors = 0;
    const qint64 dsunit = sunitSectors * 512 / blockBytes;
    const qint64 dswidth = swidthSectors * 512 / blockBytes;

    // calculate_initial_ag_geometry, align_ag_geometry
    AgGeometry ag = defaultAgGeometry(dblocks, dsunit != 0);
    if (dsunit) {
        if (ag.size % dsunit) {
            qint64 aligned = (ag.size + dsunit - 1) / dsunit * dsunit;
            if (aligned > agMaxBlocks)
                aligned = ag.size / dsunit * dsunit;
            ag.size = aligned;
            ag.count = dblocks / ag.size + (dblocks % ag.size != 0);
        }
        // An AG size that is a multiple of the stripe width starts every AG on the same disk.
        if (ag.size % dswidth == 0 && dswidth != dsunit && ag.count > 1) {
            qint64 smaller = ag.size - dsunit;
            if (smaller < agMinBlocks)
                smaller = dblocks < ag.size ? ag.size : ag.size + dsunit;
            ag.size = smaller;
            ag.count = dblocks / ag.size + (dblocks % ag.size != 0);
        }
    }
    if (dblocks % ag.size != 0 && dblocks % ag.size < agMinBlocks) {
        dblocks = (ag.count - 1) * ag.size; // the last AG is too small: dropped
        --ag.count;
    }
    fs.dblocks = dblocks;
    fs.agCount = ag.count;
    fs.agBlocks = ag.size;
    fs.stripeUnitBlocks = dsunit;
    fs.stripeWidthBlocks = dswidth;

    // AG headers are four sectors; then the bno, cnt, inobt, finobt and refcount roots (xfs_prealloc_blocks).
    const qint64 headerBlocks = (4 * sectorBytes + blockBytes - 1) / blockBytes;
    const qint64 preallocBlocks = headerBlocks + 5;

    // calculate_log_size: 1/2048 of the filesystem, at least 64 MiB, within one AG and 2 GiB.
    qint64 logBlocks = std::max(dblocks / 2048, realisticLogBlocks);
    const qint64 agMaxUsable = ag.size - headerBlocks - allocbtAgflReserve - 3 - 1 - 1; // xfs_alloc_ag_max_usable
    logBlocks = std::min({logBlocks, agMaxUsable - 1, maxLogBlocks, maxLogBytes >> blockLog});
    // lsunit is the stripe unit, but never above 256 KiB (then 32 KiB); the log is a multiple of it.
    qint64 lsunit = dsunit;
    if (lsunit * blockBytes > 256 * 1024)
        lsunit = (32 * 1024) / blockBytes;
    if (lsunit && logBlocks % lsunit) {
        qint64 aligned = (logBlocks + lsunit - 1) / lsunit * lsunit;
        if (aligned > maxLogBlocks || aligned > agMaxUsable - 1)
            aligned = logBlocks / lsunit * lsunit;
        logBlocks = aligned;
    }
    fs.logBlocks = logBlocks;
    const qint64 logAg = ag.count / 2;

    // The superblock's free blocks: every AG less its headers and roots, the log, the root inode chunk.
    const qint64 inodeChunkBlocks = inodesPerChunk * inodeBytes / blockBytes;
    fs.freeBlocksAfterMkfs = dblocks - ag.count * preallocBlocks - logBlocks - inodeChunkBlocks;

    // The kernel at mount: the reserve pool, the per-AG reservations (refcount btree and finobt at
    // their largest, less the root each already has), and the blocks set aside per AG.
    fs.reservePoolBlocks = std::min(dblocks / 20, defaultReservePool);
    const qint64 inodesPerBlock = blockBytes / inodeBytes;
    for (qint64 agno = 0; agno < ag.count; ++agno) {
        qint64 blocks = agno == ag.count - 1 ? dblocks - agno * ag.size : ag.size;
        if (agno == logAg)
            blocks -= logBlocks;
        const qint64 refcount = std::max<qint64>(1, btreeBlocks(blocks, refcountLeafMin, refcountNodeMin));
        const qint64 finobt
            = std::max<qint64>(1, btreeBlocks(blocks * inodesPerBlock / inodesPerChunk, inobtLeafMin, inobtNodeMin));
        fs.agReserveBlocks += (refcount - 1) + (finobt - 1);
    }
    fs.setAsideBlocks = ag.count * (allocbtAgflReserve + 4);

    fs.sizeBytes = (dblocks - logBlocks) * blockBytes;
    const qint64 availBlocks = fs.freeBlocksAfterMkfs - fs.reservePoolBlocks - fs.agReserveBlocks - fs.setAsideBlocks;
    fs.availBytes = std::max<qint64>(0, availBlocks) * blockBytes;
    fs.tailLoss = deviceBytes - dblocks * blockBytes;
    fs.logLoss = logBlocks * blockBytes;
    fs.metadataLoss = (ag.count * preallocBlocks + inodeChunkBlocks) * blockBytes;
    fs.reserveLoss = (fs.reservePoolBlocks + fs.agReserveBlocks + fs.setAsideBlocks) * blockBytes;
    return fs;
}
