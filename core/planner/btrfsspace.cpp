#include "planner/btrfsspace.h"

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
