#pragma once

#include "stacks/recipe/stackrecipe.h"

#include <QCoreApplication>

// mdadm RAID1, RAID5, RAID6 and RAID10 with XFS on top, as seed 000 step 2 builds it:
// mdadm --create /dev/md/data …, mdadm --wait, mkfs.xfs, mount; --add the spare to rebuild.
// The md steps are public so the LVM-on-md recipe stacks on the same array.
class MdadmRecipe : public StackRecipe {
    Q_DECLARE_TR_FUNCTIONS(MdadmRecipe)
public:
    QList<StackInfo> stacks() const override;
    PlanOrError plan(const RecipeRequest &request) const override;
    StackTraits traits(const QString &stack) const override;

    static QString arrayPath(); // /dev/md/data
    // The md kernel name for /sys/block/<name>/md: request.kernelNames["/dev/md/data"], else md127
    // (the number the kernel gives the first named array, seed 000).
    static QString arrayKernelName(const RecipeRequest &request);
    static PlanStep createArray(const QString &level, const QStringList &members);
    // wipefs -a on the new array: what an earlier array on the same disks left in the data area.
    static PlanStep clearArraySignatures(const QStringList &members);
    static PlanStep waitArray(const QString &id, const QString &title);
    static PlanStep detail();
    static PlanPhase rebuildPhase(const RecipeRequest &request);
    static PlanPhase scrubPhase(const RecipeRequest &request);
    // The silent corruption drill's steps (docs/drills.md): md reports nothing on read; after the
    // check, a repair and the mismatch count it leaves.
    static PlanPhase corruptionPhase(const RecipeRequest &request);
    // mdadm --assemble of the array from every disk still present (members and spare), --run to
    // start it degraded: after a power cut, the first step back.
    static PlanStep assembleArray(const QStringList &disks);
    // What an admin types when assembleArray refuses a dirty degraded array: both fallbacks.
    static QList<PlanStep> forceAssembleArray(const QStringList &disks);
    // mdadm --stop, then --zero-superblock on every member and the spare.
    static QList<PlanStep> stopAndClear(const QStringList &disks, const QString &note = {});
};
