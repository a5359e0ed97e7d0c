#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Checks the dataset's sha256 manifest: a mismatch is a finding of the lab (data_verified 0), not a
// failure of the run.
class VerifyStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(VerifyStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;
};
