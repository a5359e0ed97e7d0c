#include "lab/stages/procedure/preparestage.h"

#include "lab/figures/scenariomeasurements.h"
#include "stacks/recipe/measurementkeys.h"

void PrepareStage::run(Done done)
{
    const int firstStep = lab.records().stepCount();
    lab.steps().runPhase(stage.phase, false, [this, firstStep, done](bool ok) {
        if (ok) {
            lab.records().recordFromSteps(MeasurementKey::ReplacementBytes, QStringLiteral("bytes"), firstStep);
            if (const std::optional<Measurement> speed
                = ScenarioMeasurements::replacementWriteSpeed(lab.stack(), lab.records().stepsSince(firstStep)))
                lab.records().record(*speed);
        }
        done(ok);
    });
}
