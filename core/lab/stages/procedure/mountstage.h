#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Makes the filesystem and mounts it (the mount phase), then records the usable space as the stack's
// tool states it (df, zfs list) and keeps it for the stages that size their files by it.
class MountStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(MountStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    void readUsableSpace(Done next);

    int m_firstStep = 0;
};
