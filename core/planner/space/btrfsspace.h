#pragma once

#include <QList>
#include <QString>

// What `mkfs.btrfs -d PROFILE -m PROFILE DEVICES` (btrfs-progs 6.2) allocates and what
// `btrfs filesystem usage` then prints as "Free (estimated)". Sources: kernel-shared/volumes.c
// (init_alloc_chunk_ctl_policy_regular, decide_stripe_size_regular, btrfs_alloc_chunk),
// mkfs/main.c create_raid_groups, cmds/filesystem-usage.c print_filesystem_usage_overall; the
// kernel's btrfs_statfs for df's size.
enum class BtrfsProfile { Single, Raid0, Raid1, Raid10, Raid5, Raid6 };

struct BtrfsChunk {
    qint64 stripeBytes = 0;
    int stripes = 0;
    qint64 logicalBytes = 0; // what the chunk holds
    qint64 rawBytes = 0; // stripeBytes x stripes
};

struct BtrfsFsSpace {
    qint64 totalBytes = 0; // "Device size"
    BtrfsChunk system;
    BtrfsChunk metadata;
    BtrfsChunk data;
    double dataRatio = 1; // raw / logical of the data chunks ("Data ratio")
    qint64 unallocatedBytes = 0; // "Device unallocated"
    qint64 freeEstimated = 0; // "Free (estimated)", empty filesystem
    qint64 freeMin = 0; // its "min:"
    qint64 statfsSize = 0; // df size (f_blocks): the devices' total over the data profile's copies
    // What data can really take, chunk by chunk across the devices: less than "Free (estimated)"
    // when one disk is much larger than the others (the tool counts space no chunk can use).
    qint64 allocatableData = 0;
    // Bytes of the devices by cause (with allocatableData they add up to totalBytes).
    qint64 reservedLoss = 0; // the first 1 MiB of every device
    qint64 metadataLoss = 0; // metadata and system chunks (raw)
    qint64 redundancyLoss = 0; // the data's second copies or parity
    qint64 unequalLoss = 0; // space on the largest disks no chunk can pair with
};

class BtrfsSpace {
public:
    static BtrfsFsSpace filesystem(BtrfsProfile data, BtrfsProfile metadata, const QList<qint64> &deviceBytes);
    static BtrfsProfile profile(const QString &name); // raid1, raid10, raid5, …
    // mkfs's chunk of one kind: 's' system, 'm' metadata, 'd' data.
    static BtrfsChunk mkfsChunk(char kind, BtrfsProfile profile, int devices, qint64 totalBytes);
    // The data bytes chunks of this profile can hold on devices with these free bytes (the kernel puts
    // each chunk on the devices with the most free space).
    static qint64 allocatable(BtrfsProfile profile, QList<qint64> freeBytes);
    static int copies(BtrfsProfile profile);
    // The kernel's chunk of one kind on a filesystem of totalBytes (init_alloc_chunk_ctl_policy_regular,
    // decide_stripe_size_regular, calc_chunk_size), before the devices' free space limits it.
    static BtrfsChunk kernelChunk(char kind, BtrfsProfile profile, int devices, qint64 totalBytes);
    // Each device's allocated bytes (its dev extents: what `btrfs replace` copies off it) once the
    // filesystem holds dataBytes of data. `scrubbed`: a scrub ran since mkfs (it marks the system block
    // group read-only, and check_system_chunk then allocates a new system chunk).
    static QList<qint64> deviceAllocation(
        BtrfsProfile data, BtrfsProfile metadata, const QList<qint64> &deviceBytes, qint64 dataBytes, bool scrubbed);
};
