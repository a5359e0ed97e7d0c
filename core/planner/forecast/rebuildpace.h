#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>

// The speeds a rebuild forecast divides by, from what the session measured before the failure
// (docs/planner.md, "Rates measured before the failure"). Pure functions of the readings' text.
class RebuildPace {
public:
    // md/LVM: member bytes per second over the last quarter of the initial sync, from its progress
    // samples as (seconds since the sync started, percent). The sync's mean carries whatever load the
    // machine had minutes before; its end is the part closest to the failure. Nothing when fewer than
    // two samples fall in that stretch or no time passed between them.
    static std::optional<double> syncTailRate(
        const QList<std::pair<double, double>> &secondsPercent, qint64 memberBytes);
    // Whether the samples saw the sync from before its midpoint. One that ran mostly during the
    // build's later commands (LVM thin on md: wipefs and pvcreate on the syncing array) has a mean
    // slowed by those commands' I/O: not the disks' rate. No samples at all: nothing says otherwise.
    static bool syncWatchedFromItsStart(const QList<std::pair<double, double>> &secondsPercent);
    // How much faster (>1) or slower the machine is right before the failure than at the end of the
    // sync: the same timed read done at both moments, its seconds then over its seconds now.
    static double loadFactor(double probeAfterSyncSeconds, double probeBeforeFailureSeconds);
    // The median of every "NAME value" line (the bench's guest times each probe three times).
    static std::optional<double> median(const QString &text, const QString &name);
    // The bytes allocated on the device whose path ends with `device` (its Data, Metadata and System
    // dev extents: what `btrfs replace` copies off it), from `btrfs device usage -b MNT` or from the
    // per-device lines of `btrfs filesystem usage -b MNT`. Nothing when the device is not listed.
    static std::optional<qint64> btrfsDeviceAllocated(const QString &usage, const QString &device);
};
