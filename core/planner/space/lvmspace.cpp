#include "planner/space/lvmspace.h"

#include <algorithm>

namespace {
constexpr qint64 sector = 512;
constexpr qint64 extentSectors = LvmSpace::extentBytes / sector;
constexpr qint64 firstPeSectors = 2048; // FIRST_PE_AT_ONE_MB_IN_SECTORS
constexpr qint64 raidStripeBytes = 64 * 1024; // DEFAULT_STRIPESIZE
constexpr qint64 raidRegionSectors = 2048 * 2; // DEFAULT_RAID_REGION_SIZE (KiB) in sectors
constexpr qint64 thinChunkSectors = 64 * 2; // DEFAULT_THIN_POOL_CHUNK_SIZE
constexpr qint64 thinOptimalMetadataSectors = 128 * 1024 * 2; // DEFAULT_THIN_POOL_OPTIMAL_METADATA_SIZE
constexpr qint64 thinMinMetadataSectors = 2 * 2048; // 2 * DEFAULT_THIN_POOL_MIN_METADATA_SIZE
constexpr qint64 thinMaxChunkSectors = 2 * 1024 * 1024; // DM_THIN_MAX_DATA_BLOCK_SIZE (1 GiB)
constexpr qint64 thinMinChunkSectors = 128; // DM_THIN_MIN_DATA_BLOCK_SIZE (64 KiB)
constexpr qint64 thinPoolPercent = 90; // the recipe's -l 90%FREE

qint64 roundUp(qint64 value, qint64 multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}
} // namespace

LvmPhysicalVolume LvmSpace::physicalVolume(
    qint64 deviceBytes, qint64 ioMinBytes, qint64 ioOptBytes, qint64 mdStripeWidthBytes)
{
    // set_pe_align: 1 MiB, unless it is not a multiple of the md stripe width, the minimum or the
    // optimal I/O size (data_alignment_detection): then that size.
    qint64 align = firstPeSectors;
    for (const qint64 hint : {mdStripeWidthBytes / sector, ioMinBytes / sector, ioOptBytes / sector}) {
        if (hint > 0 && align % hint != 0)
            align = hint;
    }
    LvmPhysicalVolume pv;
    pv.deviceBytes = deviceBytes;
    pv.peStartBytes = align * sector;
    pv.extents = std::max<qint64>(0, (deviceBytes / sector - align) / extentSectors);
    return pv;
}

qint64 LvmSpace::raidMetaExtents(qint64 imageExtents)
{
    // raid_manip.c _raid_rmeta_extents: raid and bitmap superblocks plus one bit per region
    const qint64 regions = imageExtents * extentSectors / raidRegionSectors;
    const qint64 bytes = 2 * 4096 + (regions + 7) / 8;
    const qint64 sectors = (bytes + sector - 1) / sector;
    return (sectors + extentSectors - 1) / extentSectors;
}

LvmRaidSpace LvmSpace::raid(int level, const QList<qint64> &memberBytes)
{
    LvmRaidSpace space;
    space.level = level;
    space.extentBytes = extentBytes;
    const qint64 n = memberBytes.size();
    if (n == 0)
        return space;
    qint64 totalExtents = 0;
    qint64 smallest = -1;
    for (const qint64 bytes : memberBytes) {
        const LvmPhysicalVolume pv = physicalVolume(bytes, 0, 0, 0);
        space.pvs << pv;
        totalExtents += pv.extents;
        space.labelLoss += bytes - pv.extents * extentBytes;
        if (smallest < 0 || pv.extents < smallest)
            smallest = pv.extents;
    }
    const qint64 dataStripes = level == 1 ? 1 : (level == 6 ? n - 2 : n - 1);
    // _update_extents_params: 100%PVS asks for every extent (divided by the mirror count for raid1);
    // the rmeta size follows from the image size asked for, then the allocation (approx_alloc) takes
    // what fits: every member holds one rmeta and one rimage.
    const qint64 asked = level == 1 ? totalExtents / n : totalExtents;
    space.metaExtents = raidMetaExtents(level == 1 ? asked : asked / dataStripes);
    space.imageExtents = std::max<qint64>(0, smallest - space.metaExtents);
    space.lvBytes = space.imageExtents * dataStripes * extentBytes;
    if (level != 1) {
        space.ioMinBytes = raidStripeBytes;
        space.ioOptBytes = raidStripeBytes * dataStripes;
    }
    space.raidMetaLoss = n * space.metaExtents * extentBytes;
    space.unequalLoss = (totalExtents - n * smallest) * extentBytes;
    space.redundancyLoss = n * space.imageExtents * extentBytes - space.lvBytes;
    return space;
}

qint64 LvmSpace::integrityMetaBytes(qint64 imageBytes)
{
    constexpr qint64 mib = 1024 * 1024;
    const qint64 meta = (imageBytes / (500 * mib) + 1) * 4 * mib;
    qint64 journal = 64 * mib;
    if (imageBytes <= 512 * mib)
        journal = 4 * mib;
    else if (imageBytes <= 1024 * mib)
        journal = 8 * mib;
    else if (imageBytes <= 4096 * mib)
        journal = 32 * mib;
    return meta + journal;
}

LvmRaidSpace LvmSpace::raidIntegrity(const QList<qint64> &memberBytes, int percentOfPvs)
{
    LvmRaidSpace space = raid(5, memberBytes);
    const qint64 n = memberBytes.size();
    if (n < 2)
        return space;
    qint64 totalExtents = 0;
    qint64 smallest = -1;
    for (const LvmPhysicalVolume &pv : std::as_const(space.pvs)) {
        totalExtents += pv.extents;
        if (smallest < 0 || pv.extents < smallest)
            smallest = pv.extents;
    }
    const qint64 dataStripes = n - 1;
    // _update_extents_params: percent_of_extents rounds down; _lv_create_an_lv rounds up to the
    // stripes; approx_alloc takes what fits beside the rmeta if that is less.
    const qint64 asked = roundUp(percentOfPvs * totalExtents / 100, dataStripes);
    space.metaExtents = raidMetaExtents(asked / dataStripes);
    space.imageExtents = std::max<qint64>(0, std::min(asked / dataStripes, smallest - space.metaExtents));
    // lv_add_integrity_to_raid: one imeta LV per image, on the image's PV, sized from the image.
    space.integrityMetaExtents = integrityMetaBytes(space.imageExtents * extentBytes) / extentBytes;
    space.fits
        = space.imageExtents > 0 && space.imageExtents + space.metaExtents + space.integrityMetaExtents <= smallest;
    space.lvBytes = space.imageExtents * dataStripes * extentBytes;
    space.raidMetaLoss = n * space.metaExtents * extentBytes;
    space.integrityMetaLoss = n * space.integrityMetaExtents * extentBytes;
    space.leftFreeLoss = n
        * std::max<qint64>(0, smallest - space.imageExtents - space.metaExtents - space.integrityMetaExtents)
        * extentBytes;
    space.redundancyLoss = n * space.imageExtents * extentBytes - space.lvBytes;
    return space;
}

LvmThinSpace LvmSpace::thin(qint64 mdArrayBytes, qint64 mdChunkBytes, qint64 mdIoOptBytes, qint64 thinSizeBytes)
{
    LvmThinSpace space;
    space.extentBytes = extentBytes;
    space.pv = physicalVolume(mdArrayBytes, mdChunkBytes, mdIoOptBytes, mdIoOptBytes);
    const qint64 free = space.pv.extents;
    // lvcreate -l 90%FREE: percent_of_extents rounds down.
    qint64 dataExtents = thinPoolPercent * free / 100;
    // update_thin_pool_params: metadata for 64 bytes per chunk, the chunk doubled while that needs more
    // than 128 MiB, rounded up to an extent, at least 2 MiB.
    qint64 chunk = thinChunkSectors;
    qint64 metadataSectors = dataExtents * extentSectors / (chunk * (sector / 64));
    while (metadataSectors > thinOptimalMetadataSectors && chunk < thinMaxChunkSectors) {
        chunk <<= 1;
        metadataSectors >>= 1;
    }
    metadataSectors = std::max(roundUp(metadataSectors, extentSectors), roundUp(thinMinMetadataSectors, extentSectors));
    space.metadataExtents = metadataSectors / extentSectors;
    // The metadata and its spare come out of the 90%.
    dataExtents -= 2 * space.metadataExtents;
    space.poolExtents = std::max<qint64>(0, dataExtents);
    space.poolBytes = space.poolExtents * extentBytes;
    // recalculate_pool_chunk_size_with_dev_hints: the PV's minimum I/O (the md chunk), if larger.
    const qint64 hint = mdChunkBytes / sector;
    if (hint >= thinMinChunkSectors && hint <= thinMaxChunkSectors && hint > chunk)
        chunk = hint;
    space.chunkBytes = chunk * sector;
    space.volumeBytes = roundUp(thinSizeBytes, extentBytes);
    space.freeExtents = free - space.poolExtents - 2 * space.metadataExtents;
    // dm-thin keeps the stacked md hints when the optimal I/O is a multiple of the chunk (pool_io_hints).
    if (mdIoOptBytes >= space.chunkBytes && mdIoOptBytes % space.chunkBytes == 0) {
        space.ioMinBytes = mdChunkBytes;
        space.ioOptBytes = mdIoOptBytes;
    } else {
        space.ioMinBytes = space.chunkBytes;
        space.ioOptBytes = space.chunkBytes;
    }
    return space;
}
