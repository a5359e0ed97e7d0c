#pragma once

#include "stacks/recipe/stackrecipe.h"

#include <QCoreApplication>

class LabSteps;

// LVM RAID (dm-raid) with XFS, as seed 000 step 3 builds it: every disk a PV in vg_raid,
// lvcreate --type raid5 -i 2 on the members only, so the spare stays free extents to repair onto.
// The thick snapshot reserve lands outside the RAID legs: a repair needs it removed first.
class LvmRaidRecipe : public StackRecipe {
    Q_DECLARE_TR_FUNCTIONS(LvmRaidRecipe)
public:
    QList<StackInfo> stacks() const override;
    PlanOrError plan(const RecipeRequest &request) const override;
    StackTraits traits(const QString &stack) const override;
    SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &request) const override;
    RebuildProbe rebuildProbe(const RecipeRequest &request) const override;
    void fitOptionsToMembers(RecipeRequest *request, qint64 memberBytes) const override;

    // A Wait that polls `lvs --noheadings -o FIELD LV` until it prints VALUE.
    static PlanStep pollLv(
        const QString &id, const QString &title, const QString &field, const QString &lv, const QString &value);

    // lvm-raid5-integrity: dm-integrity under each leg.
    static bool hasIntegrity(const QString &stack);
    // The share of each member's extents the images of an integrity stack ask for (the rest holds
    // the rmeta and imeta LVs), and the -l N%PVS that asks for it with this many members.
    static constexpr int integrityImagePercent = 97;
    static int integrityPercent(int members);

private:
    static QStringList createArgs(const QString &stack, const QStringList &members);
    // One function per phase, in the order plan() lists them; ALL is every disk, spare included.
    static PlanPhase buildPhase(const RecipeRequest &request, const QStringList &all);
    static PlanPhase mountPhase(const RecipeRequest &request, const LabSteps &lab);
    static PlanPhase snapshotPhase(const RecipeRequest &request, const QStringList &all);
    // Removes the thick snapshot first: its reserve on the spare blocks lvconvert --repair.
    static PlanStep removeMissing(const QStringList &disks);
    static PlanPhase rebuildPhase(const RecipeRequest &request, const QStringList &all);
    static PlanPhase scrubPhase(const RecipeRequest &request);
    static PlanPhase corruptionPhase(const RecipeRequest &request);
    static PlanPhase recoverPhase(const LabSteps &lab);
    static PlanPhase teardownPhase(const RecipeRequest &request, const LabSteps &lab);
    // The lvs fields the scrub and the corruption drill read: integritymismatches too with integrity.
    static QString mismatchFields(const QString &stack);
};
