#include "lab/stages/procedure/workloadstage.h"

#include "lab/figures/scenariomeasurements.h"

void WorkloadStage::run(Done done)
{
    const Scenario &scenario = lab.scenario();
    HelperRequest request = lab.helperCalls().recipeRequest(HelperRequestType::Workload);
    request.job = QStringLiteral("storage-bench");
    request.runtimeSeconds = scenario.options().workloadRuntimeSeconds;
    request.sizeBytes = scenario.workloadBytes(lab.figures().usableBytes.value_or(0));
    lab.helperCalls().runAction(
        request, tr("storage-bench round %1").arg(stage.round), [this, done](bool ok, const QJsonObject &fio) {
            if (!ok)
                return done(false);
            QString error;
            const QList<Measurement> figures
                = ScenarioMeasurements::fromStorageBench(lab.stack(), stage.round, fio, &error);
            if (figures.isEmpty()) {
                lab.fail(tr("%1: %2").arg(lab.stack(), error));
                return done(false);
            }
            for (const Measurement &m : figures)
                lab.records().record(m);
            done(true);
        });
}
