#pragma once

#include "monitor/parsers/blockstatparser.h"
#include "vm/diskprofile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// How busy the lab disks were during one timed phase (initial sync, copy, rebuild, verify,
// scrub), from the guest's /sys/block/<disk>/stat before and after it, against the disk profile's
// cap: the proof that a phase's time is the disks' (and scales to the modelled disk) or the
// emulator's (shown, never scaled, not used to compare stacks). A plain value.
struct DiskLoad {
    Q_DECLARE_TR_FUNCTIONS(DiskLoad)

public:
    // At or above this share of the cap the throttle, not the guest CPU, set the pace. A disk
    // capped by QEMU runs at 88-100 % of the cap when it is the bottleneck (FACTS, 2026-12-06).
    static constexpr double diskBoundPercent = 80;

    QString disk; // the busiest lab disk (kernel name)
    double seconds = 0; // guest time between the two readings
    double bytesPerSecond = 0; // that disk's reads and writes
    double iops = 0;
    double busyPercent = 0; // io_ticks: share of the time with a request in flight
    double capPercent = -1; // max(bytes/s ÷ byte cap, IOPS ÷ IOPS cap) × 100; -1: unthrottled
    // The same share over the phase's steadiest stretch (steadiest()): a phase's commands before
    // and after its I/O (mdadm --add, zpool replace, the waits' polls) leave the disks idle, and
    // on a small lab disk they are a large part of the window. -1: no stretch was measured.
    double steadyCapPercent = -1;
    double steadySeconds = 0;

    bool isThrottled() const { return capPercent >= 0; }
    // Whether the disks set the pace of the phase's I/O: its steadiest stretch (else the whole
    // window) at diskBoundPercent of the cap or more.
    bool diskBound() const { return (steadyCapPercent >= 0 ? steadyCapPercent : capPercent) >= diskBoundPercent; }

    // The busiest of `disks` between the two readings; nullopt when neither reading holds any of
    // them or no time passed.
    static std::optional<DiskLoad> between(const BlockStatSnapshot &before, const BlockStatSnapshot &after,
        const QStringList &disks, const DiskProfile &profile);
    // between() over the first and last of `readings` (in time order), with the steady share from
    // the pair of readings at least `minSeconds` apart whose busiest disk came nearest the cap.
    static std::optional<DiskLoad> steadiest(const QList<BlockStatSnapshot> &readings, const QStringList &disks,
        const DiskProfile &profile, double minSeconds);

    // A byte rate the guest kept up with in this phase, rounded down to whole MiB/s: the
    // --disk-speed to suggest when an emulator-bound phase shows the profile's rate is too high
    // for this host's emulated CPU; 0 when the phase moved too little to say.
    qint64 sustainedRate() const;
    // "sdb: 24.8 MiB/s, 210 IOPS, busy 99 %, 99 % of the cap: disk-bound".
    QString text() const;

    // The phases whose time is the disks' work, and the session's keys of their loads:
    // disk_cap_pct_<phase> (throttled only), disk_rate_bps_<phase>, disk_window_s_<phase>.
    static QStringList phases(); // sync, dataset, rebuild, verify, scrub
    static QString capKey(const QString &phase) { return QStringLiteral("disk_cap_pct_") + phase; }
    static QString rateKey(const QString &phase) { return QStringLiteral("disk_rate_bps_") + phase; }
    static QString windowKey(const QString &phase) { return QStringLiteral("disk_window_s_") + phase; }
};
