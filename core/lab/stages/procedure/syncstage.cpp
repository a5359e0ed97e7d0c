#include "lab/stages/procedure/syncstage.h"

#include "lab/stages/diskloadwindow.h"
#include "monitor/sample/progresssample.h"
#include "stacks/recipe/measurementkeys.h"

#include <algorithm>

std::optional<SessionStepRecord> SyncStage::syncStarter() const
{
    const PlanPhase *build = lab.scenario().phase(QStringLiteral("build"));
    if (!build)
        return std::nullopt;
    const auto flagged = std::find_if(
        build->steps.cbegin(), build->steps.cend(), [](const PlanStep &step) { return step.startsSync; });
    if (flagged == build->steps.cend())
        return std::nullopt;
    // This stack's build ran last: the newest record of that step is its own.
    const QList<SessionStepRecord> records = lab.records().stepsSince(0);
    for (auto record = records.crbegin(); record != records.crend(); ++record) {
        if (record->phase == build->name && record->stepId == flagged->id && record->ok)
            return *record;
    }
    return std::nullopt;
}

void SyncStage::run(Done done)
{
    if (!lab.scenario().hasSteps(stage.phase)) {
        const PlanPhase *phase = lab.scenario().phase(stage.phase);
        const QString note = phase ? phase->note : QString();
        lab.records().recordMeasured(MeasurementKey::InitialSyncS, 0, QStringLiteral("s"),
            tr("the recipe has no initial sync: %1").arg(note), note);
        return done(true);
    }
    // The disks' load is read around the sync phase, but a sync the build started may have run
    // mostly before it (LVM thin on md: pvcreate and vgcreate on the syncing array): a reading of
    // its last part would call the whole sync emulator-bound. One sample says how far it got.
    lab.sampling().once(QStringLiteral("sync"), [this, done] {
        const QList<ProgressSample> &samples = lab.sampling().samples();
        const std::optional<ProgressSample> first
            = samples.isEmpty() ? std::nullopt : std::optional<ProgressSample>(samples.constLast());
        const bool atRest = first && (first->state == ProgressState::Idle || first->state == ProgressState::Finished);
        const bool halfway = first && progressStateIsActive(first->state) && first->percent.value_or(0) >= 50;
        const bool seenMostly = !atRest && !halfway;
        if (seenMostly)
            return DiskLoadWindow::around(
                lab, QStringLiteral("sync"), [this](Done timed) { timeSync(timed); }, done);
        lab.say(tr("%1: the initial sync ran mostly during the build's later commands (%2 when its phase began): "
                   "neither the disks' load nor a rebuild forecast at its rate is read from it")
                    .arg(lab.stack(),
                        atRest ? tr("already done") : tr("%1 % done").arg(first->percent.value_or(0), 0, 'f', 0)));
        timeSync(done);
    });
}

void SyncStage::timeSync(Done timed)
{
    lab.sampling().start(QStringLiteral("sync"));
    const qint64 phaseStart = StageContext::nowMs();
    lab.steps().runPhase(stage.phase, false, [this, phaseStart, timed](bool ok) {
        lab.sampling().stop();
        if (ok) {
            const std::optional<SessionStepRecord> creator = syncStarter();
            const qint64 start = creator ? std::min(creator->startedAtMs, phaseStart) : phaseStart;
            qint64 end = StageContext::nowMs();
            const qint64 doneMs = ProgressSampling::doneSeenMs(lab.sampling().samples());
            // The wait's late return (its tool polls) is not the sync's time; within the sampling's grain it stands.
            const bool doneFirst = ProgressSampling::doneSampleEndsTheWork(lab.recipe()) && doneMs > 0
                && end - doneMs > lab.scenario().options().sampleIntervalMs;
            const QString ending = doneFirst
                ? tr("the first progress sample that showed it done (the wait step returned %1 s later)")
                      .arg((end - doneMs) / 1000.0, 0, 'f', 1)
                : tr("the end of the sync phase's wait step");
            if (doneFirst)
                end = doneMs;
            lab.records().recordSeconds(MeasurementKey::InitialSyncS, start, end,
                creator ? tr("wall clock from the start of \"%1\" (the sync begins with it, while the build's "
                             "later commands run) to %2")
                              .arg(creator->title, ending)
                        : tr("wall clock from the start of the sync phase to %1").arg(ending),
                tr("%1 progress samples").arg(lab.sampling().samples().size()));
        }
        timed(ok);
    });
}
