#include "lab/stages/procedure/syncstage.h"

#include "lab/stages/diskloadwindow.h"
#include "stacks/measurementkeys.h"

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
            const qint64 start = StageContext::nowMs();
            lab.runPhase(stage.phase, false, [this, start, timed](bool ok) {
                lab.sampling().stop();
                if (ok)
                    lab.records().recordSeconds(MeasurementKey::InitialSyncS, start, StageContext::nowMs(),
                        tr("wall clock from the start of the sync phase to the end of its wait step"),
                        tr("%1 progress samples").arg(lab.sampling().samples().size()));
                timed(ok);
            });
        },
        done);
}
