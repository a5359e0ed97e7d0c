#pragma once

#include "lab/stages/procedure/rebuildstage.h"
#include "lab/target/labtarget.h"

#include <QCoreApplication>
#include <QTimer>

#include <functional>
#include <optional>

// The power-cut drill (issue 15, docs/drills.md "Power cut"): the rebuild phase as the rebuild
// stage runs it, and at the first progress sample past powerCutAtPercent, whatever step runs, the
// virtual lab loses its power (QEMU killed, nothing flushed or shut down) and is switched on again
// without the pulled disk. The new guest's helper claims the disks that are there, and the
// recipe's `recover` phase brings the stack back as a person would type it (assemble, import,
// activate, mount), waits until it is redundant and does what the stack needs once it is (LVM
// drops the missing PV); then the dataset's sha256 is checked against the manifest written before
// the pull. Four clocks from the power-on: the helper answers, the stack is back (mounted),
// redundant (the wait step), verified. A bring-back step that refuses runs its fallbacks (md's
// forced start of a dirty degraded array), recorded as power_cut_forced_start with the refusal; a
// stack the tools cannot bring back is recorded as data lost with what they said; every wait has
// a bound.
class PowerCutStage : public RebuildStage {
    Q_DECLARE_TR_FUNCTIONS(PowerCutStage)

public:
    using RebuildStage::RebuildStage;

    // The request after the cut: the pulled member is gone and the spare the rebuild wrote to is a
    // member (the stack's metadata says so, whether the rebuild finished or not); no spare, no
    // disk to fail. kernelNames are those of the new boot.
    static RecipeRequest afterPowerCut(
        const RecipeRequest &request, const QString &pulled, const QMap<QString, QString> &kernelNames);
    // How long the recover phase's wait may take before the drill gives up on it: the time the
    // rebuild took to reach the cut, ten times over, at least 10 minutes (TCG is slow and uneven).
    static qint64 waitBoundMs(qint64 rebuildSoFarMs);

protected:
    void runRebuildPhase(Done done) override;
    void onRebuildSample(const ProgressSample &sample) override;
    bool rebuildEnded(bool ok) override;
    void afterRebuild(Done next) override;
    QString rebuildClock() const override;
    bool clockEndsAtDoneSample() const override { return false; }

private:
    void cutAndPowerOn(Done done);
    void bringBack(Done done);
    void waitRedundant(const PlanStep &wait, Done done);
    // The recover phase's steps after the wait (LVM: vgreduce --removemissing): run once redundant.
    void tidyUp(const QList<PlanStep> &steps, Done done);
    // The last step since firstStep: its argv and its last lines, what the tool said.
    void keepWhatItSaid(int firstStep);
    // A recover step failed: the stack is not back; what its tool said is the finding.
    void recordLost(const QString &why);
    // A bring-back step refused the stack and its fallbacks run: what the tool said is kept.
    void recordRefusal(const PlanStep &step);
    void verify(Done next);

    std::function<void()> m_cut; // set while the rebuild phase runs and the mark is ahead
    std::optional<double> m_cutAtPercent;
    qint64 m_rebuildBeforeCutMs = 0; // the rebuild's clock when the power went
    LabTarget::PowerCycleTimes m_times;
    qint64 m_backMs = 0;
    qint64 m_redundantMs = 0;
    QStringList m_lostArgv;
    QStringList m_lostLines;
    bool m_refused = false; // a bring-back step refused and its fallbacks brought the stack back
    QStringList m_refusalArgv;
    QStringList m_refusalLines;
    QTimer m_bound; // the recover wait's bound
    bool m_waitTimedOut = false;
};
