#include "planner/space/zfsspace.h"

#include <algorithm>
#include <bit>

namespace {

constexpr qint64 kib = 1024;
constexpr qint64 mib = 1024 * kib;
constexpr qint64 gib = 1024 * mib;

// include/sys/vdev_disk.h, include/sys/efi_partition.h
constexpr qint64 newStartBlock = 2048; // NEW_START_BLOCK: partition 1 starts here (in logical sectors)
constexpr qint64 partitionEndAlignment = 2048; // PARTITION_END_ALIGNMENT
constexpr qint64 reservedPartitionBlocks = 16 * 1024; // EFI_MIN_RESV_SIZE: partition 9
constexpr qint64 efiPartitionEntries = 128; // EFI_NUMPAR on Linux
constexpr qint64 efiEntryBytes = 128; // sizeof(efi_gpe_t)
constexpr qint64 efiMinArrayBytes = 16 * kib; // EFI_MIN_ARRAY_SIZE
// include/sys/vdev_impl.h: VDEV_LABEL_START_SIZE (2 labels + boot area) and VDEV_LABEL_END_SIZE
constexpr qint64 labelBytes = 256 * kib; // sizeof(vdev_label_t)
constexpr qint64 labelStartBytes = 2 * labelBytes + 3584 * kib;
constexpr qint64 labelEndBytes = 2 * labelBytes;
constexpr qint64 minDeviceBytes = 64 * mib; // SPA_MINDEVSIZE
// module/zfs/vdev.c tunables
constexpr qint64 defaultMsShift = 29; // zfs_vdev_default_ms_shift
constexpr qint64 minMsCount = 16; // zfs_vdev_min_ms_count
constexpr qint64 defaultMsCount = 200; // zfs_vdev_default_ms_count
constexpr qint64 maxMsShift = 34; // zfs_vdev_max_ms_shift
constexpr qint64 msCountLimit = 1 << 17; // zfs_vdev_ms_count_limit
constexpr qint64 maxBlockShift = 24; // SPA_MAXBLOCKSHIFT
constexpr qint64 embeddedSlogMinMs = 64; // zfs_embedded_slog_min_ms
// include/sys/vdev_draid.h
constexpr qint64 draidRowHeight = qint64(1) << 24; // VDEV_DRAID_ROWHEIGHT
constexpr qint64 draidReflowReserve = 2 * draidRowHeight; // VDEV_DRAID_REFLOW_RESERVE
// module/zfs/spa_misc.c
constexpr int slopShift = 5; // spa_slop_shift
constexpr qint64 minSlop = 128 * mib; // spa_min_slop
constexpr qint64 maxSlop = 128 * gib; // spa_max_slop

// highbit64(): 1-based index of the highest set bit, 0 for 0.
int highbit(quint64 value)
{
    return value == 0 ? 0 : 64 - std::countl_zero(value);
}

qint64 roundUp(qint64 value, qint64 multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

qint64 minOf(const QList<qint64> &values)
{
    return values.isEmpty() ? 0 : *std::min_element(values.cbegin(), values.cend());
}

} // namespace

qint64 ZfsSpace::partitionBytes(qint64 diskBytes, int sectorBytes)
{
    // lib/libefi/rdwr_efi.c efi_alloc_and_init: the GPT's entries at each end (NBLOCKS), then
    // lib/libzfs/os/linux/libzfs_pool_os.c zpool_label_disk: partition 1 from sector 2048 to the
    // last usable sector minus partition 9 (EFI_MIN_RESV_SIZE), its length aligned down.
    const qint64 capacity = diskBytes / sectorBytes;
    qint64 gptBlocks = 1 + (efiPartitionEntries * efiEntryBytes + sectorBytes - 1) / sectorBytes;
    if (gptBlocks * sectorBytes < efiMinArrayBytes + sectorBytes)
        gptBlocks = efiMinArrayBytes / sectorBytes + 1;
    const qint64 lastUsable = capacity - 1 - gptBlocks;
    qint64 slice = lastUsable + 1 - reservedPartitionBlocks - newStartBlock;
    slice = slice / partitionEndAlignment * partitionEndAlignment;
    return std::max<qint64>(0, slice) * sectorBytes;
}

qint64 ZfsSpace::leafAsize(qint64 partitionBytes)
{
    // module/zfs/vdev.c vdev_open: the size aligned down to a label, minus the labels and boot area.
    const qint64 osize = partitionBytes / labelBytes * labelBytes;
    if (osize < minDeviceBytes)
        return 0;
    return osize - labelStartBytes - labelEndBytes;
}

int ZfsSpace::metaslabShift(qint64 asize)
{
    // module/zfs/vdev.c vdev_metaslab_set_size
    const qint64 count = asize >> defaultMsShift;
    qint64 shift = defaultMsShift;
    if (count < minMsCount)
        shift = highbit(quint64(asize / minMsCount));
    else if (count > defaultMsCount)
        shift = highbit(quint64(asize / defaultMsCount));
    if (shift < maxBlockShift) {
        shift = maxBlockShift;
    } else if (shift > maxMsShift) {
        shift = maxMsShift;
        if ((asize >> shift) > msCountLimit)
            shift = highbit(quint64(asize / msCountLimit));
    }
    return int(shift);
}

qint64 ZfsSpace::raidzAllocatedBytes(qint64 psize, int ashift, int width, int parity)
{
    // module/zfs/vdev_raidz.c vdev_raidz_asize
    qint64 sectors = ((psize - 1) >> ashift) + 1;
    sectors += parity * ((sectors + width - parity - 1) / (width - parity));
    return roundUp(sectors, parity + 1) << ashift;
}

qint64 ZfsSpace::draidAllocatedBytes(qint64 psize, int ashift, int data, int parity)
{
    // module/zfs/vdev_draid.c vdev_draid_asize: whole rows of the redundancy group
    const qint64 rows = (psize - 1) / (qint64(data) << ashift) + 1;
    return (rows * (data + parity)) << ashift;
}

int ZfsSpace::deflateRatio(const ZfsVdevLayout &vdev, int ashift, int width)
{
    // module/zfs/vdev.c vdev_set_deflate_ratio: what a 128 KiB block really takes, in 512-byte units
    constexpr qint64 block = 128 * kib;
    qint64 allocated = block;
    if (vdev.type == ZfsVdevLayout::Type::Raidz)
        allocated = raidzAllocatedBytes(block, ashift, width, vdev.parity);
    else if (vdev.type == ZfsVdevLayout::Type::Draid)
        allocated = draidAllocatedBytes(block, ashift, vdev.draidData, vdev.parity);
    return int(block / (allocated >> 9));
}

qint64 ZfsSpace::slop(qint64 normalDspace, qint64 embeddedLogDspace)
{
    // module/zfs/spa_misc.c spa_get_slop_space
    qint64 slop = std::min(normalDspace >> slopShift, maxSlop);
    slop -= std::min(embeddedLogDspace, slop >> 1);
    return std::max(slop, std::min(normalDspace >> 1, minSlop));
}

// What one small metadata block costs in `zfs list` where it lands: the special vdev when there is
// one, else the pool's first data vdev. Compressed to at most 4 KiB (at ashift 9 about 1 KiB),
// allocated as a whole sector with parity and padding, deflated.
static qint64 metadataBlockCharge(const ZfsPoolLayout &layout)
{
    if (layout.data.isEmpty())
        return 0;
    const ZfsVdevLayout &vdev = layout.special.isEmpty() ? layout.data.first() : layout.special.first();
    const qint64 psize = std::max<qint64>(qint64(1) << layout.ashift, 1024);
    qint64 allocated = roundUp(psize, qint64(1) << layout.ashift);
    if (vdev.type == ZfsVdevLayout::Type::Raidz)
        allocated = ZfsSpace::raidzAllocatedBytes(psize, layout.ashift, int(vdev.diskBytes.size()), vdev.parity);
    else if (vdev.type == ZfsVdevLayout::Type::Draid)
        allocated = ZfsSpace::draidAllocatedBytes(psize, layout.ashift, vdev.draidData, vdev.parity);
    return (allocated >> 9) * ZfsSpace::deflateRatio(vdev, layout.ashift, int(vdev.diskBytes.size()));
}

qint64 ZfsSpace::createdUsed(const ZfsPoolLayout &layout)
{
    // Measured (tests/data/planner/vm): a fresh pool with the recipe's dataset holds about 129 such
    // blocks (MOS, two datasets, their ZPL objects): within 30 KiB of every capture.
    return 129 * metadataBlockCharge(layout);
}

qint64 ZfsSpace::createdDatasetReferenced(const ZfsPoolLayout &layout)
{
    // The empty tank/data references about 24 of them (measured like createdUsed).
    return 24 * metadataBlockCharge(layout);
}

ZfsVdevSpace ZfsSpace::vdevSpace(
    const ZfsVdevLayout &vdev, int ashift, int sectorBytes, bool normalClass, int deflateWidth, int fixedShift)
{
    ZfsVdevSpace space;
    QList<qint64> leaves;
    for (const qint64 disk : vdev.diskBytes) {
        const qint64 partition = partitionBytes(disk, sectorBytes);
        const qint64 leaf = leafAsize(partition);
        space.diskBytes += disk;
        space.partitionLoss += disk - partition;
        space.labelLoss += partition - leaf;
        leaves << leaf;
    }
    const qint64 n = vdev.diskBytes.size();
    const qint64 smallest = minOf(leaves);
    space.leafAsize = smallest;
    qint64 leafSum = 0;
    for (const qint64 leaf : leaves)
        leafSum += leaf;
    space.unequalLoss = leafSum - n * smallest;

    qint64 groupAlign = 0; // dRAID: metaslabs start and end on whole rows of a group
    switch (vdev.type) {
    case ZfsVdevLayout::Type::Disk:
    case ZfsVdevLayout::Type::Mirror:
        space.asize = smallest; // vdev_mirror_open: the smallest child
        break;
    case ZfsVdevLayout::Type::Raidz:
        space.asize = smallest * n; // vdev_raidz_open
        break;
    case ZfsVdevLayout::Type::Draid: {
        // vdev_draid_open: 32 MiB reflow reserve, whole 16 MiB rows, whole groups
        const qint64 width = vdev.draidData + vdev.parity;
        const qint64 child = std::max<qint64>(0, smallest - draidReflowReserve) / draidRowHeight * draidRowHeight;
        const qint64 groupBytes = width * draidRowHeight;
        space.asize = child * (n - vdev.draidSpares) / groupBytes * groupBytes;
        space.draidLoss = n * smallest - space.asize;
        groupAlign = width << ashift;
        break;
    }
    }
    if (space.asize <= 0)
        return space;

    space.msShift = fixedShift > 0 ? fixedShift : metaslabShift(space.asize);
    space.msCount = space.asize >> space.msShift;
    const qint64 msSize = qint64(1) << space.msShift;
    qint64 firstMs = msSize;
    if (groupAlign > 0) {
        // vdev_draid_metaslab_init: each metaslab starts on a group boundary and holds whole rows
        for (qint64 id = 0; id < space.msCount; ++id) {
            const qint64 start = id << space.msShift;
            const qint64 alignedStart = roundUp(start, groupAlign);
            const qint64 size = (msSize - (alignedStart - start)) / groupAlign * groupAlign;
            space.msBytes += size;
            if (id == 0)
                firstMs = size;
        }
    } else {
        space.msBytes = space.msCount * msSize;
    }
    const qint64 copies = vdev.type == ZfsVdevLayout::Type::Mirror ? n : 1;
    space.tailLoss = copies * (space.asize - space.msBytes);
    if (vdev.type == ZfsVdevLayout::Type::Draid)
        space.tailLoss = space.asize - space.msBytes;

    space.deflateRatio = deflateRatio(vdev, ashift, deflateWidth > 0 ? deflateWidth : int(n));
    // vdev_metaslab_init: with more than 64 metaslabs one (the emptiest: the first) serves the ZIL.
    if (normalClass && space.msCount > embeddedSlogMinMs) {
        space.embeddedLogRaw = firstMs;
        space.embeddedLogDspace = (firstMs >> 9) * space.deflateRatio;
        space.embeddedLogLoss = copies * firstMs;
    }
    const qint64 allocating = space.msBytes - space.embeddedLogRaw;
    space.dspace = (allocating >> 9) * space.deflateRatio; // vdev_deflated_space
    space.redundancyLoss = (copies - 1) * allocating + (allocating - space.dspace);
    return space;
}

void ZfsSpace::finish(ZfsPoolSpace *space, const ZfsPoolLayout &layout)
{
    for (const ZfsVdevSpace &vdev : std::as_const(space->data)) {
        space->zpoolSize += vdev.msBytes;
        space->dspace += vdev.dspace;
        space->embeddedLogDspace += vdev.embeddedLogDspace;
    }
    for (const ZfsVdevSpace &vdev : std::as_const(space->special))
        space->zpoolSize += vdev.msBytes;
    space->slop = slop(space->dspace, space->embeddedLogDspace);
    space->createdUsed = createdUsed(layout);
    space->avail = std::max<qint64>(0, space->dspace - space->slop - space->createdUsed);
}

ZfsPoolSpace ZfsSpace::pool(const ZfsPoolLayout &layout)
{
    ZfsPoolSpace space;
    for (const ZfsVdevLayout &vdev : layout.data)
        space.data << vdevSpace(vdev, layout.ashift, layout.sectorBytes, true, 0, 0);
    for (const ZfsVdevLayout &vdev : layout.special)
        space.special << vdevSpace(vdev, layout.ashift, layout.sectorBytes, false, 0, 0);
    finish(&space, layout);
    return space;
}

ZfsPoolSpace ZfsSpace::expanded(const ZfsPoolLayout &layout, int vdev, const QList<qint64> &added, bool rewritten)
{
    ZfsPoolSpace space;
    ZfsPoolLayout after = layout;
    for (int i = 0; i < layout.data.size(); ++i) {
        const ZfsVdevLayout &before = layout.data.at(i);
        if (i != vdev || before.type != ZfsVdevLayout::Type::Raidz) {
            space.data << vdevSpace(before, layout.ashift, layout.sectorBytes, true, 0, 0);
            continue;
        }
        // The metaslab size stays (vdev_expand adds metaslabs of the existing size).
        const int shift = vdevSpace(before, layout.ashift, layout.sectorBytes, true, 0, 0).msShift;
        ZfsVdevLayout wider = before;
        wider.diskBytes << added;
        after.data[i] = wider;
        const int width = rewritten ? int(wider.diskBytes.size()) : int(before.diskBytes.size());
        space.data << vdevSpace(wider, layout.ashift, layout.sectorBytes, true, width, shift);
    }
    for (const ZfsVdevLayout &special : layout.special)
        space.special << vdevSpace(special, layout.ashift, layout.sectorBytes, false, 0, 0);
    finish(&space, after);
    return space;
}
