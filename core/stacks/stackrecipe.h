#pragma once

#include "stacks/stackrecipes.h"

// One stack family (mdadm, LVM RAID, LVM thin on md, ZFS, btrfs): knows its stacks and
// turns a request that passed RequestRule into the phases of a plan.
class StackRecipe {
public:
    virtual ~StackRecipe() = default;
    virtual QList<StackInfo> stacks() const = 0;
    // The request is already validated (disk names, counts, options known to the stack).
    virtual PlanOrError plan(const RecipeRequest &request) const = 0;
};
