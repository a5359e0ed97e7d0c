#pragma once

#include "stacks/plan/plan.h"

#include <QCoreApplication>

// Steps and phases every stack family shares: the blank check and consented wipe of the
// prepare phase, the disk pull of the fail phase, the mount point, the final blank check.
class LabSteps {
    Q_DECLARE_TR_FUNCTIONS(LabSteps)
public:
    // What the fail phase's poke write leaves on the stack (dd of 64 × 1 MiB).
    static constexpr qint64 pokeWriteBytes = 64LL * 1024 * 1024;

    explicit LabSteps(const RecipeRequest &request);

    // <labRoot>/<session>/<stack>
    QString mountPoint() const;
    // Every disk the stack touches: the members, then the spare.
    QStringList allDisks() const;
    // DISKS without the pulled ones: what a teardown command can still open.
    QStringList present(const QStringList &disks) const;
    // Why a teardown leaves a pulled disk out; empty when no disk in DISKS is pulled.
    QString pulledNote(const QStringList &disks) const;
    // Stands in for a teardown step on a pulled disk: checks that it is still not present. Clients
    // plan without knowing what the helper found pulled, so the step keeps its id.
    PlanStep stillPulled(const QString &id, const QString &disk) const;

    static PlanStep command(const QString &id, const QString &title, const QStringList &argv,
        const QStringList &devices = {}, bool essential = true);
    static PlanStep wait(
        const QString &id, const QString &title, const QStringList &argv, const QStringList &devices = {});
    static PlanStep check(
        const QString &id, const QString &title, const QStringList &argv, const QStringList &devices = {});
    static PlanStep destroying(PlanStep step, const QString &destroys);

    // wipefs -n on every disk and extra disk (blank = no output); with consent, wipefs -a on each.
    // With a spare: its size (blockdev --getsize64) and its sequential write speed (dd of 64 MiB of
    // zeros with O_DIRECT, so it stays blank), the limits the report checks the rebuild against.
    PlanPhase preparePhase(const QStringList &extraDisks = {}) const;
    // df -P -B1 <mount point>: the filesystem's size as df states it (the report's usable space).
    PlanStep showSpace() const;
    // mkdir -p <mount point> (not counted: seed 000 does not count it)
    PlanStep makeMountPoint() const;
    // mount DEVICE <mount point>
    PlanStep mount(const QString &device, const QStringList &devices) const;
    PlanStep unmount(const QStringList &devices) const;
    // How the poke write after the pull goes to the stack: buffered, as the four-stack comparison
    // types it, or in direct 1 MiB writes (btrfs: see BtrfsRecipe).
    enum class PokeWrite { Buffered, Direct };
    // Pulls the fail disk (sysfs delete or loop truncate), writes 64 MiB so the stack notices,
    // then the stack's own degraded check.
    PlanPhase failPhase(const PlanStep &degradedCheck, PokeWrite poke = PokeWrite::Buffered) const;
    // wipefs -n on every disk but the pulled ones: the last steps of every teardown. A check keeps
    // the number of its disk's place in the list, so step ids stay the same with or without a pull.
    QList<PlanStep> blankChecks(const QStringList &extraDisks = {}) const;
    // The loop lab gives the pulled disk back once the stack is gone, so the lab has as many disks
    // as it says: its backing file gets a member's size again (sparse: all zeros, so blank) and the
    // loop driver follows it again. Empty for a sysfs pull, or with no other loop disk to size from.
    QList<PlanStep> giveBack() const;
    // A phase with no steps and a note saying why.
    static PlanPhase emptyPhase(const QString &name, const QString &note);
    // The phase a person types after a power cut to bring the stack back (the power-cut drill):
    // on demand, named recover, with BRING_BACK (assemble, activate, import), the mount (mount point
    // made again: it was on the guest's tmpfs), the wait until the stack is redundant again (its id
    // is waitRedundantId), then AFTER_REDUNDANT (what the stack needs once redundant).
    PlanPhase recoverPhase(const QList<PlanStep> &bringBack, const PlanStep &waitRedundant, const QString &device,
        const QList<PlanStep> &afterRedundant = {}) const;
    static constexpr QLatin1String waitRedundantId {"wait-redundant"};

private:
    RecipeRequest m_request;
};
