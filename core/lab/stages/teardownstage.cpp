#include "lab/stages/teardownstage.h"

void TeardownStage::run(Done done)
{
    lab.runPhase(stage.phase, true, done);
}
