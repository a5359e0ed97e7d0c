#include "lab/stages/verifystage.h"

#include "lab/scenariomeasurements.h"

void VerifyStage::run(Done done)
{
    lab.runAction(lab.recipeRequest(HelperRequestType::DatasetVerify), tr("Verify the dataset"),
        [this, done](bool, const QJsonObject &result) {
            QString error;
            const std::optional<Measurement> verified
                = ScenarioMeasurements::fromDatasetVerify(lab.stack(), result, &error);
            if (!verified) {
                lab.fail(tr("%1: %2").arg(lab.stack(), error));
                return done(false);
            }
            lab.record(*verified);
            done(true);
        });
}
