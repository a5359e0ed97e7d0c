#pragma once

#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantMap>

#include <functional>

struct StackInfo;

// What the planner is asked: a stack of core/stacks, the disks' exact sizes and the options.
// Disk roles follow the order of `diskBytes`: the members first, then (when the options ask for
// them) special, log, cache, hot-spare and expansion disks, in that order.
// Options (all optional):
//   ashift=9..16 (ZFS, 12), draid-data=N (2), draid-spares=N (1), special=N, log=N, cache=N,
//   hot-spares=N (ZFS hot spares), expand=N (disks raidz expansion adds later),
//   thin-size=SIZE (lvm-thin-md-raid5; default as the lab: 3/4 of the array's data),
//   sector-size=512|4096 (the disks' logical sector), spare=0|1 (a replacement disk for the rebuild).
// The recipes' own ZFS options compression, atime and recordsize are accepted and change no size.
struct LayoutRequest {
    QString stack;
    QList<qint64> diskBytes;
    QVariantMap options;
    bool operator==(const LayoutRequest &) const = default;

    QJsonObject toJson() const;
    static LayoutRequest fromJson(const QJsonObject &json);
    // The request for the disks a recipe names: `sizeOf` gives a disk's size in bytes (the inventory's).
    // Disk-list options (spares, log, cache, special, expand) become counts with their disks appended.
    static LayoutRequest fromRecipe(const RecipeRequest &recipe, const std::function<qint64(const QString &)> &sizeOf);
};

// The editable assumptions behind the rebuild forecast and the risk, shown with every figure.
struct PlannerAssumptions {
    double fill = 0.5; // the share of the usable space that holds data when a disk fails
    double urePerBit = 1e-14; // unrecoverable read errors per bit read (the drive's spec sheet)
    double afr = 0.015; // annualised failure rate of one disk
    double readBytesPerSecond = 200e6; // one disk, sustained sequential read
    double writeBytesPerSecond = 200e6; // one disk, sustained sequential write
    double mdSpeedLimitBytesPerSecond = 200000.0 * 1024; // /proc/sys/dev/raid/speed_limit_max
    double resilverEfficiency = 0.7; // share of the sequential speed a ZFS healing resilver or btrfs replace reaches
    // Rates measured on the built stack in the same session (0: unknown, the disk speeds above apply):
    double syncBytesPerSecond = 0; // md/LVM: member bytes per second of the initial sync
    double scrubBytesPerSecond = 0; // ZFS/btrfs: allocated bytes per second a scrub read, all disks together
    // ZFS/btrfs: the new disk's pace for the writes a healing resilver or btrfs replace makes (64 KiB, in order)
    double rebuildWriteBytesPerSecond = 0;
    // Every I/O goes through one CPU (the virtual lab under TCG emulates both vCPUs in one host thread):
    // a rebuild's reads and writes take turns, so their times add instead of overlapping.
    bool serialIo = false;
    // Fixed costs of a rebuild phase (ZFS: what `zpool sync -f` and a zpool command that does no I/O take):
    double txgSyncSeconds = 0.1; // one transaction group synced with the whole config dirty (every label)
    double commandSeconds = 0.02; // one command of the stack's tools (zpool, mdadm, lvs), start to exit
    double labelSeconds = 0; // ZFS: zpool replace's labelling of the new disk, measured (0: unknown)
    // ZFS: the pool's ALLOC when the disk fails (zpool list, parity included), measured; stands in for
    // the fill (0: unknown, the fill applies)
    qint64 allocatedBytes = 0;
    // A limit no disk exceeds over more than a second (the virtual lab's throttle), 0: none; a rate
    // measured over a few seconds above it is the throttle's burst, not the disk's pace.
    double diskCapBytesPerSecond = 0;
    QString speedSource = QStringLiteral("given"); // "given" or what measured them
    bool operator==(const PlannerAssumptions &) const = default;

    QJsonObject toJson() const;
    static PlannerAssumptions fromJson(const QJsonObject &json);
};

// The request checked and resolved into the roles the models need.
struct StackLayout {
    Q_DECLARE_TR_FUNCTIONS(StackLayout)

public:
    enum class Family { Mdadm, LvmRaid, LvmThin, Zfs, Btrfs };
    QString stack;
    Family family = Family::Mdadm;
    QString level; // raid1, raid5, raid6, raid10, stripe, mirror, raidz1, striped-mirror, draid2, …
    bool integrity = false; // lvm-raid5-integrity: dm-integrity under each leg (level raid5)
    int parity = 0; // parity disks (raid5 1, raid6 2, raidzN N, draidN N)
    QList<qint64> members;
    QList<qint64> special, log, cache, hotSpares, expand;
    int ashift = 12;
    int sectorBytes = 512;
    int draidData = 2;
    int draidSpares = 1;
    qint64 thinBytes = 0;
    qint64 recordBytes = 128 * 1024; // ZFS recordsize (statfs counts in records)
    bool replacementDisk = true; // a spare to rebuild onto (md, LVM, btrfs, ZFS without hot spares)
    QString error; // specific, names the option or the count that is wrong

    static StackLayout resolve(const LayoutRequest &request);
    static QString familyName(Family family);
    bool ok() const { return error.isEmpty(); }

private:
    void readFamily();
    bool readOptions(const QVariantMap &options, int counts[5]);
    bool assignDisks(const QList<qint64> &diskBytes, const StackInfo &info, const int counts[5]);
    bool readThinSize(const QVariantMap &options);
};
