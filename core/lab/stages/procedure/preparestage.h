#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Checks that the disks are blank (the prepare phase), then records the replacement disk as the
// lab found it, for the report's physical checks of the rebuild: its size and its write speed.
class PrepareStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(PrepareStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;
};
