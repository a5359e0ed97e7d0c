#pragma once

#include "stacks/recipe/stackinfo.h"
#include "stacks/recipe/stackprobes.h"
#include "stacks/recipe/stacktraits.h"

// One stack family (mdadm, LVM RAID, LVM thin on md, ZFS, btrfs): knows its stacks and
// turns a request that passed RequestRule into the phases of a plan.
class StackRecipe {
public:
    virtual ~StackRecipe() = default;
    virtual QList<StackInfo> stacks() const = 0;
    // The request is already validated (disk names, counts, options known to the stack).
    virtual PlanOrError plan(const RecipeRequest &request) const = 0;
    // What the rest of StackLab may ask of one of this recipe's stacks (stacktraits.h).
    virtual StackTraits traits(const QString &stack) const = 0;
    // How the lab measures the snapshot and the rebuild of the request's stack (stackprobes.h).
    virtual SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &) const { return {}; }
    virtual RebuildProbe rebuildProbe(const RecipeRequest &) const { return {}; }
    // Scales the options the seeds size for 10 GiB disks to members of memberBytes, keeping every
    // option the request sets (fitOptionsToMembers in stackprobes.h).
    virtual void fitOptionsToMembers(RecipeRequest *, qint64 /*memberBytes*/) const { }
};
