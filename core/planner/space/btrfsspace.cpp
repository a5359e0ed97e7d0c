#include "planner/space/btrfsspace.h"

#include <algorithm>

namespace {
constexpr qint64 mib = 1024 * 1024;
constexpr qint64 gib = 1024 * mib;
constexpr qint64 stripeLen = 64 * 1024; // BTRFS_STRIPE_LEN
constexpr qint64 reservedPerDevice = mib; // BTRFS_DEVICE_RANGE_RESERVED
constexpr qint64 minUnallocated = 16 * mib; // MIN_UNALOCATED_THRESH

int stripesFor(BtrfsProfile profile, int devices)
{
    switch (profile) {
    case BtrfsProfile::Single:
        return 1;
    case BtrfsProfile::Raid1:
        return std::min(2, devices);
    case BtrfsProfile::Raid10:
        return devices & ~1;
    default:
        return devices;
    }
}

qint64 logicalOf(BtrfsProfile profile, qint64 stripe, int stripes)
{
    // volumes.c chunk_bytes_by_type
    switch (profile) {
    case BtrfsProfile::Raid1:
        return stripe;
    case BtrfsProfile::Raid10:
        return stripe * (stripes / 2);
    case BtrfsProfile::Raid5:
        return stripe * (stripes - 1);
    case BtrfsProfile::Raid6:
        return stripe * (stripes - 2);
    default:
        return stripe * stripes;
    }
}

int parityOf(BtrfsProfile profile)
{
    return profile == BtrfsProfile::Raid5 ? 1 : (profile == BtrfsProfile::Raid6 ? 2 : 0);
}

// Puts one chunk's stripes on the devices with the most free space (gather_device_info sorts by
// max_avail, then total_avail); equal devices in devid order, the order of the kernel's alloc_list (the
// virtual lab's second 320 MiB data chunk and its 32 MiB system chunk both went to devid 1 and 2 of
// three equal ones). Every stripe gets the size the emptiest chosen device still allows
// (decide_stripe_size_regular); returns that size, 0 when fewer devices than the profile's stripes
// have room (ENOSPC).
qint64 place(const BtrfsChunk &chunk, QList<qint64> &free, QList<qint64> &allocated)
{
    QList<int> order;
    for (int i = 0; i < free.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return free.at(a) > free.at(b); });
    if (chunk.stripes <= 0 || chunk.stripes > order.size() || free.at(order.at(chunk.stripes - 1)) < mib)
        return 0;
    const qint64 stripe = std::min(chunk.stripeBytes, free.at(order.at(chunk.stripes - 1))) / stripeLen * stripeLen;
    for (int i = 0; i < chunk.stripes; ++i) {
        free[order.at(i)] -= stripe;
        allocated[order.at(i)] += stripe;
    }
    return stripe;
}
} // namespace

BtrfsProfile BtrfsSpace::profile(const QString &name)
{
    if (name == QLatin1String("raid0"))
        return BtrfsProfile::Raid0;
    if (name == QLatin1String("raid1"))
        return BtrfsProfile::Raid1;
    if (name == QLatin1String("raid10"))
        return BtrfsProfile::Raid10;
    if (name == QLatin1String("raid5"))
        return BtrfsProfile::Raid5;
    if (name == QLatin1String("raid6"))
        return BtrfsProfile::Raid6;
    return BtrfsProfile::Single;
}

int BtrfsSpace::copies(BtrfsProfile profile)
{
    return profile == BtrfsProfile::Raid1 || profile == BtrfsProfile::Raid10 ? 2 : 1;
}

BtrfsChunk BtrfsSpace::mkfsChunk(char kind, BtrfsProfile profile, int devices, qint64 totalBytes)
{
    // init_alloc_chunk_ctl_policy_regular
    qint64 stripe = 0;
    qint64 maxChunk = 0;
    qint64 minStripe = 0;
    if (kind == 's') {
        stripe = 8 * mib;
        maxChunk = 2 * stripe;
        minStripe = mib;
    } else if (kind == 'd') {
        stripe = gib;
        maxChunk = 10 * stripe;
        minStripe = 64 * mib;
    } else {
        maxChunk = totalBytes > 50 * gib ? gib : 256 * mib;
        stripe = maxChunk;
        minStripe = 32 * mib;
    }
    maxChunk = std::min(totalBytes / 10, maxChunk); // "we don't want a chunk larger than 10% of the FS"
    BtrfsChunk chunk;
    chunk.stripes = stripesFor(profile, devices);
    // decide_stripe_size_regular
    if (logicalOf(profile, stripe, chunk.stripes) > maxChunk)
        stripe = maxChunk / chunk.stripes / stripeLen * stripeLen;
    stripe = std::max(stripe, minStripe) / stripeLen * stripeLen;
    chunk.stripeBytes = stripe;
    chunk.logicalBytes = logicalOf(profile, stripe, chunk.stripes);
    chunk.rawBytes = stripe * chunk.stripes;
    return chunk;
}

qint64 BtrfsSpace::allocatable(BtrfsProfile profile, QList<qint64> freeBytes)
{
    std::sort(freeBytes.begin(), freeBytes.end(), std::greater<qint64>());
    const int n = int(freeBytes.size());
    if (profile == BtrfsProfile::Raid1 || profile == BtrfsProfile::Raid10) {
        // Two copies on different devices, always on the emptiest: all of it pairs up unless one
        // device holds more than all the others together.
        qint64 sum = 0;
        for (const qint64 bytes : std::as_const(freeBytes))
            sum += bytes;
        const qint64 largest = n > 0 ? freeBytes.first() : 0;
        return std::min(sum / 2, sum - largest);
    }
    if (profile == BtrfsProfile::Raid5 || profile == BtrfsProfile::Raid6) {
        // Chunks span every device with free space: fill in levels, smallest device first.
        const int parity = parityOf(profile);
        qint64 data = 0;
        qint64 level = 0;
        for (int i = n - 1; i >= 0; --i) {
            const int width = i + 1; // devices with at least freeBytes[i] free
            if (width > parity)
                data += (freeBytes.at(i) - level) * (width - parity);
            level = freeBytes.at(i);
        }
        return data;
    }
    qint64 sum = 0;
    for (const qint64 bytes : std::as_const(freeBytes))
        sum += bytes;
    return sum;
}

BtrfsFsSpace BtrfsSpace::filesystem(BtrfsProfile data, BtrfsProfile metadata, const QList<qint64> &deviceBytes)
{
    BtrfsFsSpace fs;
    QList<qint64> sizes;
    for (const qint64 bytes : deviceBytes)
        sizes << bytes / 4096 * 4096; // device sizes in whole sectors
    for (const qint64 bytes : std::as_const(sizes))
        fs.totalBytes += bytes;
    const int n = int(sizes.size());
    if (n == 0)
        return fs;
    // create_raid_groups: system, metadata, then data, each one chunk (the mkfs temporary chunks on
    // the first device are removed again by cleanup_temp_chunks).
    fs.system = mkfsChunk('s', metadata, n, fs.totalBytes);
    fs.metadata = mkfsChunk('m', metadata, n, fs.totalBytes);
    fs.data = mkfsChunk('d', data, n, fs.totalBytes);
    const qint64 allocated = fs.system.rawBytes + fs.metadata.rawBytes + fs.data.rawBytes;
    fs.unallocatedBytes = fs.totalBytes - allocated;
    fs.dataRatio = double(fs.data.rawBytes) / double(fs.data.logicalBytes);

    // print_filesystem_usage_overall, data used 0: the data chunk's room plus the unallocated space,
    // both over the data ratio ("min" uses the highest ratio of any profile).
    const double maxRatio
        = std::max({1.0, double(copies(metadata)), double(copies(data)), parityOf(data) ? fs.dataRatio : 1.0});
    double estimated = double(fs.data.rawBytes) / fs.dataRatio;
    double minimum = estimated;
    if (fs.unallocatedBytes >= minUnallocated) {
        estimated += double(fs.unallocatedBytes) / fs.dataRatio;
        minimum += double(fs.unallocatedBytes) / maxRatio;
    }
    fs.freeEstimated = qint64(estimated);
    fs.freeMin = qint64(minimum);
    // btrfs_statfs: f_blocks = the devices' total / the data profile's copies, in whole 4 KiB blocks.
    fs.statfsSize = fs.totalBytes / copies(data) / 4096 * 4096;

    // Where data can really go: every device less 1 MiB, less the mkfs chunks (system and metadata
    // on the first devices in order, as btrfs_alloc_chunk picks them).
    QList<qint64> free;
    for (const qint64 bytes : std::as_const(sizes))
        free << bytes - reservedPerDevice;
    for (const BtrfsChunk *chunk : {&fs.system, &fs.metadata}) {
        for (int i = 0; i < chunk->stripes && i < n; ++i)
            free[i] -= chunk->stripeBytes;
    }
    fs.allocatableData = allocatable(data, free);
    qint64 freeSum = 0;
    for (const qint64 bytes : std::as_const(free))
        freeSum += bytes;
    fs.reservedLoss = n * reservedPerDevice;
    fs.metadataLoss = fs.system.rawBytes + fs.metadata.rawBytes;
    const qint64 rawForData = [&] {
        if (copies(data) == 2)
            return 2 * fs.allocatableData;
        if (parityOf(data)) {
            // what those data bytes occupy with their parity, level by level as above
            QList<qint64> sorted = free;
            std::sort(sorted.begin(), sorted.end(), std::greater<qint64>());
            qint64 raw = 0;
            qint64 level = 0;
            for (int i = n - 1; i >= 0; --i) {
                if (i + 1 > parityOf(data))
                    raw += (sorted.at(i) - level) * (i + 1);
                level = sorted.at(i);
            }
            return raw;
        }
        return fs.allocatableData;
    }();
    fs.redundancyLoss = rawForData - fs.allocatableData;
    fs.unequalLoss = freeSum - rawForData;
    return fs;
}

BtrfsChunk BtrfsSpace::kernelChunk(char kind, BtrfsProfile profile, int devices, qint64 totalBytes)
{
    // calc_chunk_size (space-info.c): data 1 GiB (10 GiB above 50 GiB), metadata 256 MiB (1 GiB above
    // 50 GiB), system 32 MiB; the stripe at most 1 GiB; no chunk above 10 % of the writable bytes.
    const bool large = totalBytes > 50 * gib;
    qint64 maxChunk = kind == 'd' ? (large ? 10 * gib : gib) : kind == 'm' ? (large ? gib : 256 * mib) : 32 * mib;
    const qint64 maxStripe = std::min(maxChunk, gib);
    maxChunk = std::min(totalBytes / 10, maxChunk);
    BtrfsChunk chunk;
    chunk.stripes = stripesFor(profile, devices);
    const qint64 dataStripes = std::max<qint64>(1, logicalOf(profile, 1, chunk.stripes));
    // decide_stripe_size_regular: above the chunk limit, the stripe is the limit over the data stripes
    // rounded *up* to 16 MiB (3 GiB of raid1: 307.2 MiB -> 320 MiB, as the virtual lab allocated).
    qint64 stripe = maxStripe;
    if (stripe * dataStripes > maxChunk) {
        constexpr qint64 align = 16 * mib;
        stripe = std::min((maxChunk / dataStripes + align - 1) / align * align, stripe);
    }
    chunk.stripeBytes = stripe / stripeLen * stripeLen;
    chunk.logicalBytes = logicalOf(profile, chunk.stripeBytes, chunk.stripes);
    chunk.rawBytes = chunk.stripeBytes * chunk.stripes;
    return chunk;
}

QList<qint64> BtrfsSpace::deviceAllocation(
    BtrfsProfile data, BtrfsProfile metadata, const QList<qint64> &deviceBytes, qint64 dataBytes, bool scrubbed)
{
    const int n = int(deviceBytes.size());
    QList<qint64> free;
    qint64 total = 0;
    for (const qint64 bytes : deviceBytes) {
        free << bytes / 4096 * 4096 - reservedPerDevice;
        total += bytes / 4096 * 4096;
    }
    QList<qint64> allocated(n, 0);
    if (n == 0)
        return allocated;
    // mkfs: one system, one metadata and one data chunk (create_raid_groups). btrfs-progs 6.2's
    // btrfs_alloc_chunk does not sort: it takes the first devices of its list with room for a stripe,
    // and create_chunk moves each one it used back to the head. The list holds the devices
    // newest first (device_list_add's list_add), so every mkfs chunk lands on the highest devids: the
    // virtual lab's mkfs put all three on devids 2 and 3 of three.
    const BtrfsChunk mkfsData = mkfsChunk('d', data, n, total);
    for (const BtrfsChunk &chunk : {mkfsChunk('s', metadata, n, total), mkfsChunk('m', metadata, n, total), mkfsData}) {
        int placed = 0;
        for (int i = n - 1; i >= 0 && placed < chunk.stripes; --i) {
            if (free.at(i) < chunk.stripeBytes)
                continue;
            free[i] -= chunk.stripeBytes;
            allocated[i] += chunk.stripeBytes;
            ++placed;
        }
    }
    // Data chunks as the data arrives. Writeback asks for extents of up to BTRFS_MAX_EXTENT_SIZE
    // (128 MiB); when no free space in the data chunks holds one, find_free_extent allocates a chunk
    // (CHUNK_ALLOC_FORCE_FOR_EXTENT) before btrfs_reserve_extent settles for a smaller extent. So the
    // data chunks keep up to one such extent free: 400 MiB on 3 x 1 GiB raid1 took mkfs's 153.6 MiB
    // chunk and two of 320 MiB (73.6 MiB free after the first would not hold the next extent).
    constexpr qint64 maxExtent = 128 * mib;
    const qint64 wanted = dataBytes + std::min(maxExtent, std::max<qint64>(dataBytes, 0));
    BtrfsChunk chunk = kernelChunk('d', data, n, total);
    // Many terabytes take hundreds of thousands of chunks: placed in batches of equal chunks, each batch
    // on the emptiest devices as one chunk would be; enough batches that every device gets about 64
    // (at least 256 steps), so the devices' shares stay within a few percent of each other.
    if (chunk.logicalBytes > 0 && chunk.stripes > 0) {
        const qint64 steps = std::max<qint64>(256, 64 * n / chunk.stripes);
        const qint64 batch = std::max<qint64>(1, (wanted - mkfsData.logicalBytes) / chunk.logicalBytes / steps);
        chunk.stripeBytes *= batch;
        chunk.logicalBytes *= batch;
    }
    qint64 dataRoom = mkfsData.logicalBytes;
    while (dataRoom < wanted) {
        const qint64 stripe = place(chunk, free, allocated);
        if (stripe == 0)
            break; // the filesystem is full
        dataRoom += logicalOf(data, stripe, chunk.stripes);
    }
    // btrfs_inc_block_group_ro on the only system block group leaves no system space: check_system_chunk
    // allocates another (block-group.c, the "out:" path for SYSTEM block groups).
    if (scrubbed)
        place(kernelChunk('s', metadata, n, total), free, allocated);
    return allocated;
}
