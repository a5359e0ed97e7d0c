#include "lab/stages/verifystage.h"

void VerifyStage::run(Done done)
{
    lab.verifyDataset(
        tr("Verify the dataset"), [done](const std::optional<Measurement> &verified) { done(verified.has_value()); });
}
