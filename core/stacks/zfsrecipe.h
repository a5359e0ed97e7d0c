#pragma once

#include "stacks/stackrecipe.h"

#include <QCoreApplication>

// Every OpenZFS pool layout of seed 004, built as seed 000 step 5 builds raidz1: zpool create with
// ashift=12 on the paths given (by-id links or partitions: without udev ZFS cannot partition),
// zfs create for the dataset, zpool replace + zpool wait to resilver, zpool scrub -w.
class ZfsRecipe : public StackRecipe {
    Q_DECLARE_TR_FUNCTIONS(ZfsRecipe)
public:
    QList<StackInfo> stacks() const override;
    PlanOrError plan(const RecipeRequest &request) const override;
    RebuildProbe rebuildProbe(const RecipeRequest &request) const override;
};
