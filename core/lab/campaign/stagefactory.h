#pragma once

#include "lab/scenario/scenario.h"

#include <memory>

class LabStage;
class StageContext;

// The LabStage class that runs a stage of the stage list (core/lab/scenario/stagelist.h). A switch
// over every ScenarioStageKind, so that the compiler names a new kind that has no class yet; it
// lives here, above the stages, because the scenario's table must not know the stages' classes.
std::unique_ptr<LabStage> makeStage(StageContext &lab, const ScenarioStage &stage);
