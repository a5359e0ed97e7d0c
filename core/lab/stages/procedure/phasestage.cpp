#include "lab/stages/procedure/phasestage.h"

void PhaseStage::run(Done done)
{
    lab.runPhase(stage.phase, false, done);
}
