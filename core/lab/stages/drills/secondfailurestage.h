#pragma once

#include "lab/stages/procedure/rebuildstage.h"

#include <QCoreApplication>

// The second-failure drill (issue 15, docs/drills.md; the resilver study's RAID5 argument): the rebuild as
// the rebuild stage runs it, and when its progress reaches secondFailureAtPercent a second member
// is pulled with the fail phase's own pull step (a plan step of the same recipe with that member
// as the fail disk, through the helper). The stack's degraded check then says whether it lives:
// single parity reports the data lost with the tool's own lines (the rebuild's wait is stopped,
// the data stages are skipped, the teardown runs); double parity finishes, and the verify and
// scrub stages that follow check it.
class SecondFailureStage : public RebuildStage {
    Q_DECLARE_TR_FUNCTIONS(SecondFailureStage)

public:
    using RebuildStage::RebuildStage;

    // The member the second failure pulls: the first one the fail phase did not pull.
    static QString secondMember(const RecipeRequest &request);
    // The lines of a degraded check that say the stack has lost its data (mdadm "State : …
    // FAILED", zpool "state: UNAVAIL" or a suspended pool, lvs "failed"); empty while it lives.
    static QStringList lostLines(const QString &stack, const QString &checkOutput);

protected:
    // The steps before the rebuild's wait (the replace starts it), then the pull once a sample
    // passed the mark, then the wait and the rest unless the data is lost. The helper runs no
    // second step on the stack's disks while the wait runs, so the pull comes between them.
    void runRebuildPhase(Done done) override;
    void onRebuildSample(const ProgressSample &sample) override;
    bool rebuildEnded(bool ok) override;
    void afterRebuild(Done next) override;

private:
    void pullSecond(Done done);
    void judge();

    std::function<void()> m_reached; // set while waiting for the mark
    std::optional<double> m_pulledAtPercent;
    bool m_sawActive = false;
    int m_idleSamples = 0;
    QStringList m_checkArgv;
    QString m_checkOutput;
};
