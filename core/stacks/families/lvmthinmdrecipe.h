#pragma once

#include "stacks/recipe/stackrecipe.h"

#include <QCoreApplication>

// LVM on RAID, as seed 000 step 4 builds it: an mdadm RAID5 array, one PV on it, a thin pool
// on 90% of the volume group and a thin volume with XFS. Thin snapshots need no reserve;
// a pulled disk is rebuilt on the md layer.
class LvmThinMdRecipe : public StackRecipe {
    Q_DECLARE_TR_FUNCTIONS(LvmThinMdRecipe)
public:
    QList<StackInfo> stacks() const override;
    PlanOrError plan(const RecipeRequest &request) const override;
    StackTraits traits(const QString &stack) const override;
    SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &request) const override;
    void fitOptionsToMembers(RecipeRequest *request, qint64 memberBytes) const override;
};
