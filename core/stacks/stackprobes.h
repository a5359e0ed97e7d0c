#pragma once

#include "stacks/plan.h"

#include <QString>

#include <optional>

// What the lab needs to know about a stack to measure it, said by the stack's own recipe so the
// generic stage engine (core/lab/stages) names no LVM volume, thin pool or ZFS word.

// How the snapshot stage reads the space a snapshot costs.
struct SnapshotSpaceProbe {
    // Bytes of copy-on-write space the snapshot reserves when it is taken (LVM thick snapshots:
    // the snapshot-size option, default 2G); nullopt when the stack reserves nothing up front
    // (the lab then measures the available space before and after).
    std::optional<qint64> fixedReserveBytes;
    // True when the snapshot phase's space check states the space as the growth between two
    // readings (a thin pool's data, btrfs's Data used): the reading taken with the snapshot and
    // the one after the overwrite are read together. False when the second reading alone states
    // it (LVM's thick reserve Data%, ZFS's USEDSNAP).
    bool spaceIsGrowth = false;
    bool operator==(const SnapshotSpaceProbe &) const = default;
};

// How the rebuild stage reads what the replacement received.
struct RebuildProbe {
    QString progressKind = QStringLiteral("rebuild"); // the progress samples' kind: "rebuild" or "resilver"
    QString raidLv; // the RAID LV whose images `lvs -a` shows (LVM RAID: "data"), empty for other stacks
    bool operator==(const RebuildProbe &) const = default;
};

// The probes of the stack the request names; the defaults for a stack no recipe knows.
SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &request);
RebuildProbe rebuildProbe(const RecipeRequest &request);
