#pragma once

#include "stacks/recipe/stackrecipe.h"

#include <QCoreApplication>

class LabSteps;

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
    StackTraits traits(const QString &stack) const override;
    SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &request) const override;

private:
    // mkfs.btrfs -d and -m: the stack's profile for data; raid1 metadata under raid5 data.
    static QString dataProfile(const QString &stack);
    static QString metadataProfile(const QString &stack);
    // One function per phase, in the order plan() lists them; MNT is the lab's mount point.
    static PlanPhase buildPhase(const RecipeRequest &request);
    static PlanPhase mountPhase(const RecipeRequest &request, const LabSteps &lab);
    static PlanPhase snapshotPhase(const RecipeRequest &request, const QString &mnt);
    // btrfs replace onto the spare (after a degraded mount with degraded-mount=yes), then a balance.
    static QList<PlanStep> replaceAgain(const QStringList &replaceArgv, const QString &spare, const QString &mnt);
    static PlanPhase rebuildPhase(const RecipeRequest &request, const LabSteps &lab, int devid);
    static QList<PlanStep> mountSurvivorsDegraded(const RecipeRequest &request, const LabSteps &lab);
    static PlanPhase scrubPhase(const RecipeRequest &request, const QString &mnt);
    static PlanPhase corruptionPhase(const QString &mnt);
    static PlanPhase recoverPhase(const LabSteps &lab);
    static PlanPhase teardownPhase(const RecipeRequest &request, const LabSteps &lab);
};
