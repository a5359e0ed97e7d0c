#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// The helper claims the members, the spare and the disks of device options for the session (no
// step runs on a disk that is not claimed); then the planner's forecast and the tool versions go
// into the session.
class ClaimStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(ClaimStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    void claim(Done next);
    void recordVersions(Done next);
    void recordDiskProfile();
};
