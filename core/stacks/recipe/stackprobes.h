#pragma once

#include "stacks/plan/plan.h"

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
    // The volume whose `lvs` rows state that space: the thick snapshot ("data_snap", LSize ×
    // Data%) or the thin pool ("tpool", the growth of LSize × Data%); empty for other stacks.
    QString lvsVolume;
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
// The kind of progress samples a phase of the stack's plan is followed with, as the lab's stages
// take them and the Rebuild page shows them: "sync" (the initial sync's wait), the rebuild
// probe's kind for "rebuild" ("rebuild" or "resilver"), "scrub"; empty for a phase that copies
// nothing.
QString progressKindOf(const RecipeRequest &request, const QString &phase);

// The lab knows its members' size (loop and virtual disks), and the stack's recipe scales what
// the four-stack comparison sized for 3 × 10 GiB to it: a 15G thin volume on an 18 GiB pool, a 2G snapshot reserve.
// On 1 GiB lab disks the thin volume overcommitted its pool eightfold (the dataset copy hit
// ENOSPC) and the reserve did not fit the volume group. Scaled, the thin volume takes 75 % of the
// array's data space and the reserve a quarter of a member, at most 2 GiB, which gives the seed's
// own values on its disks. Options the request sets are kept.
void fitOptionsToMembers(RecipeRequest *request, qint64 memberBytes);
