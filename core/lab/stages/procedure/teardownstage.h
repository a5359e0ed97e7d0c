#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Tears the stack down and checks that the disks are blank: every step of the teardown phase runs
// even after one failed (best effort: what one step leaves, the next may still clear).
class TeardownStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(TeardownStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;
};
