#include "lab/stages/phasestage.h"

void PhaseStage::run(Done done)
{
    lab.runPhase(stage.phase, false, done);
}
