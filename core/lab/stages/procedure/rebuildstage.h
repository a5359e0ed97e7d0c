#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>
#include <QMetaObject>

// Replaces the pulled disk and times the rebuild (the rebuild phase), sampled as the stack's
// RebuildProbe names it (rebuild or resilver); then the bytes the replacement received, as the
// stack's own tool states them. Two clocks (issue 15): rebuild_s until redundant again, and
// verified_s until a clean scrub after it: the scrub stage's when one follows, else this stage
// scrubs itself.
//
// A drill that runs the rebuild its own way (stagelist.h `replaces`: second failure, power cut,
// load) derives from it and overrides the hooks.
class RebuildStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(RebuildStage)

public:
    using LabStage::LabStage;
    ~RebuildStage() override;
    void run(Done done) override;

protected:
    // Before the rebuild phase's first command (the clock has not started).
    virtual void beforeRebuild(Done next) { next(true); }
    // The rebuild phase's steps; a drill that acts between them (the helper runs one step at a
    // time on a stack's disks) runs them itself.
    virtual void runRebuildPhase(Done done);
    // Every progress sample taken while the rebuild phase runs, in order.
    virtual void onRebuildSample(const ProgressSample &) { }
    // The rebuild phase ended (ok: every step succeeded); returns whether the stage goes on. A
    // drill that expects the phase to fail (a second failure) decides here.
    virtual bool rebuildEnded(bool ok) { return ok; }
    // After the rebuild's figures were recorded, before the verifying scrub.
    virtual void afterRebuild(Done next) { next(true); }
    // How rebuild_s was clocked, as the report states it.
    virtual QString rebuildClock() const;
    // Whether rebuild_s may end at the first progress sample that shows the rebuild done, when the
    // phase's wait step returned later (md and LVM: their status is the kernel's sync_action, and
    // nothing after the wait adds redundancy; btrfs's balance after a replace does). A drill that
    // restarts the stack (a power cut) says no: a sample across the cut shows an array not yet
    // assembled, not one rebuilt.
    virtual bool clockEndsAtDoneSample() const { return true; }

    // Plan steps of the rebuild phase, one after the other (a drill's own order of them).
    void runSteps(const QList<PlanStep> &steps, Done done);

    const QString &progressKind() const { return m_kind; }
    qint64 rebuildStartMs() const { return m_startMs; }

private:
    void recordFigures();
    // The second clock's scrub when no scrub stage follows this one.
    void verifyUnlessScrubFollows(Done next);

    QString m_kind;
    // The request and command count as the rebuild started: a power cut changes the context's
    // request (the disks that are left) before the figures are recorded.
    RecipeRequest m_request;
    int m_commandsToReplace = 0;
    int m_firstStep = 0;
    qint64 m_startMs = 0;
    qint64 m_endMs = 0;
    qint64 m_waitEndMs = 0; // the phase's own end, when a sample saw the rebuild done before it
    QMetaObject::Connection m_samples;
};
