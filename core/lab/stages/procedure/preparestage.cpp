#include "lab/stages/procedure/preparestage.h"

#include "lab/figures/scenariomeasurements.h"
#include "stacks/measurementkeys.h"

void PrepareStage::run(Done done)
{
    const int firstStep = lab.stepCount();
    lab.runPhase(stage.phase, false, [this, firstStep, done](bool ok) {
        if (ok) {
            lab.recordFromSteps(MeasurementKey::ReplacementBytes, QStringLiteral("bytes"), firstStep);
            if (const std::optional<Measurement> speed
                = ScenarioMeasurements::replacementWriteSpeed(lab.stack(), lab.stepsSince(firstStep)))
                lab.record(*speed);
        }
        done(ok);
    });
}
