#include "lab/stages/procedure/syncstage.h"

#include "lab/stages/diskloadwindow.h"
#include "stacks/measurementkeys.h"

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
    DiskLoadWindow::around(
        lab, QStringLiteral("sync"),
        [this](Done timed) {
            lab.sampling().start(QStringLiteral("sync"));
            const qint64 phaseStart = StageContext::nowMs();
            lab.runPhase(stage.phase, false, [this, phaseStart, timed](bool ok) {
                lab.sampling().stop();
                if (ok) {
                    const std::optional<SessionStepRecord> creator = syncStarter();
                    const qint64 start = creator ? std::min(creator->startedAtMs, phaseStart) : phaseStart;
                    lab.records().recordSeconds(MeasurementKey::InitialSyncS, start, StageContext::nowMs(),
                        creator ? tr("wall clock from the start of \"%1\" (the sync begins with it, while the build's "
                                     "later commands run) to the end of the sync phase's wait step")
                                      .arg(creator->title)
                                : tr("wall clock from the start of the sync phase to the end of its wait step"),
                        tr("%1 progress samples").arg(lab.sampling().samples().size()));
                }
                timed(ok);
            });
        },
        done);
}
