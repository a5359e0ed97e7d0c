#include "lab/stages/procedure/teardownstage.h"

void TeardownStage::run(Done done)
{
    lab.steps().runPhase(stage.phase, true, done);
}
