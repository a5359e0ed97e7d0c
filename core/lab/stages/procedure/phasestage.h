#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// A stage that is its plan phase and nothing more (build, fail): the phase's steps in order, the
// first failure ends it.
class PhaseStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(PhaseStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;
};
