#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// What a redundant device is doing at the moment a sample was taken.
enum class ProgressState {
    Unknown,
    Idle, // nothing running, healthy as far as the tool says
    Resync, // md/LVM initial or unclean-shutdown sync
    Recovery, // md/LVM rebuilding a replaced member
    Check, // md/LVM read-only comparison (scrub)
    Repair, // md/LVM check that rewrites mismatches
    Reshape, // md layout change; also ZFS raidz expansion
    Resilver, // ZFS rebuild
    Scrub, // ZFS / btrfs scrub
    Replace, // btrfs replace
    Delayed, // md: waiting for another array sharing a disk
    Pending, // md: sync will start when the array turns writable
    Paused, // ZFS scrub paused, md frozen
    Canceled, // stopped by the user before the end
    Finished, // the last operation ran to its end
    Degraded, // nothing running but redundancy is missing
};

QString progressStateName(ProgressState state);
std::optional<ProgressState> progressStateFromName(const QString &name);
// True for states in which data is being copied or compared.
bool progressStateIsActive(ProgressState state);
// md's sync_action vocabulary (resync, recover, check, repair, reshape, frozen, idle), which LVM's
// raid_sync_action reports too because dm-raid runs the same md personality.
ProgressState progressStateFromSyncAction(const QString &action);

// One reading of a rebuild/resilver/scrub progress. Values a tool did not print stay unset.
struct ProgressSample {
    qint64 timestampMs = 0; // set by the caller (epoch ms or monotonic), never by a parser
    ProgressState state = ProgressState::Unknown;
    std::optional<double> percent; // 0..100 (ZFS raidz expansion may report more than 100)
    std::optional<qint64> bytesDone;
    std::optional<qint64> bytesTotal;
    std::optional<double> speedBytesPerSec;
    std::optional<qint64> etaSeconds;
    std::optional<qint64> errors;
    QStringList rawLines; // the line(s) the values came from, verbatim

    friend bool operator==(const ProgressSample &, const ProgressSample &) = default;
};
