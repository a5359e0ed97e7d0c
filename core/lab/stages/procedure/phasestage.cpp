#include "lab/stages/procedure/phasestage.h"

#include "stacks/recipe/measurementkeys.h"

void PhaseStage::run(Done done)
{
    const int firstStep = lab.records().stepCount();
    lab.steps().runPhase(stage.phase, false, [this, firstStep, done](bool ok) {
        // Where the recipe shows the pool's allocation after the pull (ZFS), the rebuild forecast
        // at the pull reads it: a resilver copies what is allocated, not what the plan assumed.
        if (ok && stage.kind == ScenarioStageKind::Fail)
            lab.records().recordFromSteps(MeasurementKey::AllocatedAtPullBytes, QStringLiteral("bytes"), firstStep);
        done(ok);
    });
}
