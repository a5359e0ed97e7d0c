#include "planner/space/mdspace.h"

#include <algorithm>

namespace {
constexpr qint64 defaultChunkKiB = 512; // mdadm.h DEFAULT_CHUNK
constexpr qint64 oneMegSectors = 2 * 1024;
} // namespace

qint64 MdSpace::bitmapSpaceSectors(qint64 devsize)
{
    // super1.c choose_bm_space: room for a write-intent bitmap before the data
    if (devsize < 64 * 2)
        return 0;
    if (devsize - 64 * 2 >= 200LL * 1024 * 1024 * 2)
        return 128 * 2;
    if (devsize - 4 * 2 > 8LL * 1024 * 1024 * 2)
        return 64 * 2;
    return 4 * 2;
}

qint64 MdSpace::dataOffsetSectors(qint64 devsize, qint64 chunkKiB)
{
    // super1.c validate_geometry1, minor version 2: reshape headroom of up to 128 MiB, halved while it
    // is more than about 0.1% of the device (and, with a chunk, while it stays two chunks or more),
    // plus 12 KiB of superblock and bad-block log and the bitmap space, rounded up to 1 MiB.
    qint64 headroom = 128 * 1024 * 2;
    while ((headroom << 10) > devsize && (chunkKiB == 0 || headroom / 2 >= chunkKiB * 2 * 2))
        headroom >>= 1;
    const qint64 offset = 12 * 2 + bitmapSpaceSectors(devsize) + headroom;
    return (offset + oneMegSectors - 1) / oneMegSectors * oneMegSectors;
}

int MdSpace::dataDisks(int level, int members)
{
    switch (level) {
    case 1:
        return 1;
    case 5:
        return members - 1;
    case 6:
        return members - 2;
    case 10:
        return members / 2;
    default:
        return members;
    }
}

MdArraySpace MdSpace::array(int level, const QList<qint64> &memberBytes)
{
    MdArraySpace space;
    space.level = level;
    space.members = int(memberBytes.size());
    if (memberBytes.isEmpty())
        return space;
    // Create.c: RAID4/5/6/10 default to a 512 KiB chunk; RAID1 has none.
    const qint64 chunkKiB = level == 1 ? 0 : defaultChunkKiB;
    space.chunkBytes = chunkKiB * 1024;
    // The first member decides the data offset for all (st->data_offset is set once).
    const qint64 offsetSectors = dataOffsetSectors(memberBytes.first() / 512, chunkKiB);
    space.dataOffsetBytes = offsetSectors * 512;

    qint64 smallestFree = -1; // bytes after the data offset on the smallest member
    qint64 freeSum = 0;
    for (const qint64 bytes : memberBytes) {
        const qint64 freeBytes = (bytes / 512 - offsetSectors) / 2 * 1024;
        freeSum += freeBytes;
        space.metadataLoss += bytes - freeBytes;
        if (smallestFree < 0 || freeBytes < smallestFree)
            smallestFree = freeBytes;
    }
    // Create.c: each member's size in KiB rounded down to the chunk; RAID1 to 64 KiB.
    const qint64 roundKiB = chunkKiB > 0 ? chunkKiB : 64;
    space.componentBytes = std::max<qint64>(0, smallestFree / 1024 / roundKiB * roundKiB * 1024);

    const qint64 n = memberBytes.size();
    const qint64 component = space.componentBytes;
    switch (level) {
    case 1:
        space.arrayBytes = component;
        break;
    case 10: {
        // raid10_size: whole chunks, near=2 copies
        const qint64 chunks = component / space.chunkBytes;
        space.arrayBytes = chunks * n / 2 * space.chunkBytes;
        break;
    }
    default:
        space.arrayBytes = component * dataDisks(level, int(n));
        break;
    }
    // The kernel's I/O hints: chunk and full stripe (raid5.c, raid10.c raid10_nr_stripes).
    if (level != 1) {
        space.ioMinBytes = space.chunkBytes;
        const qint64 stripes = level == 10 ? (n % 2 == 0 ? n / 2 : n) : dataDisks(level, int(n));
        space.ioOptBytes = space.chunkBytes * stripes;
    }
    // Where the raw bytes went: every member holds `component` bytes of the array.
    space.unequalLoss = freeSum - n * smallestFree;
    space.roundingLoss = n * (smallestFree - component);
    space.redundancyLoss = n * component - space.arrayBytes;
    return space;
}
