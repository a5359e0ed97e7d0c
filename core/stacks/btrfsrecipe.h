#pragma once

#include "stacks/stackrecipe.h"

#include <QCoreApplication>

// btrfs multi-device raid1, raid10 and raid5 (data and metadata profiles set by mkfs.btrfs),
// btrfs replace onto the spare, btrfs scrub. Runs on loop devices on this host (FACTS).
// Option devid: the btrfs devid of the pulled disk; default its position in the member list
// (mkfs.btrfs numbers devices 1… in the order given). Option degraded-mount=yes: the rebuild first
// unmounts, scans the survivors and mounts them with -o degraded (FACTS: needed after a remount).
class BtrfsRecipe : public StackRecipe {
    Q_DECLARE_TR_FUNCTIONS(BtrfsRecipe)
public:
    QList<StackInfo> stacks() const override;
    PlanOrError plan(const RecipeRequest &request) const override;
    SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &request) const override;
};
