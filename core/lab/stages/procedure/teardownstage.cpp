#include "lab/stages/procedure/teardownstage.h"

void TeardownStage::run(Done done)
{
    lab.runPhase(stage.phase, true, done);
}
