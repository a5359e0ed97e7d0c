#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// One round of storage-bench (seed 000's sequential and random jobs) on the mounted stack.
class WorkloadStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(WorkloadStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;
};
