#pragma once

#include "stacks/recipe/stackrecipe.h"

#include <QCoreApplication>

class LabSteps;
class ZfsLayout;

// Every OpenZFS pool layout of seed 004, built as seed 000 step 5 builds raidz1: zpool create with
// ashift=12 on the paths given (by-id links or partitions: without udev ZFS cannot partition),
// zfs create for the dataset, zpool replace + zpool wait to resilver, zpool scrub -w.
class ZfsRecipe : public StackRecipe {
    Q_DECLARE_TR_FUNCTIONS(ZfsRecipe)
public:
    QList<StackInfo> stacks() const override;
    PlanOrError plan(const RecipeRequest &request) const override;
    StackTraits traits(const QString &stack) const override;
    RebuildProbe rebuildProbe(const RecipeRequest &request) const override;

private:
    // One function per phase, in the order plan() lists them.
    static PlanPhase buildPhase(const ZfsLayout &layout, const QStringList &poolDisks);
    static PlanPhase mountPhase(const LabSteps &lab, const QStringList &poolDisks);
    static PlanPhase snapshotPhase(const QStringList &poolDisks);
    // A stripe is never pulled from: the phase stays empty and says why.
    static PlanPhase failPhase(const ZfsLayout &layout, const LabSteps &lab);
    // zpool replace onto the spare, or onto dRAID's distributed spare (sequential, then a scrub).
    static PlanPhase rebuildPhase(const RecipeRequest &request, const ZfsLayout &layout);
    static PlanPhase scrubPhase(const QStringList &poolDisks);
    static PlanPhase corruptionPhase(const QStringList &poolDisks, const QStringList &vdevDisks);
    // zpool attach of options["expand"] to the raidz vdev (OpenZFS 2.3).
    static PlanPhase expandPhase(const ZfsLayout &layout);
    static PlanPhase recoverPhase(const LabSteps &lab, const QStringList &vdevDisks);
    // zpool destroy, then labelclear and wipefs on every disk the pool may hold a label on.
    static PlanPhase teardownPhase(const RecipeRequest &request, const ZfsLayout &layout, const LabSteps &lab);
    static PlanStep clearLabel(
        const RecipeRequest &request, const ZfsLayout &layout, const QString &disk, const QString &n);
    // The disks a pool import reads: the present pool disks and, after a pull, the spare.
    static QStringList vdevDisks(const RecipeRequest &request, const LabSteps &lab, const QStringList &poolDisks);
    // zpool import -d <each vdev's label device> … tank
    static QStringList importArgv(const QStringList &vdevDisks);
};
