#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Waits for the initial sync (the sync phase), timed and sampled; a stack that is redundant at once
// (ZFS, btrfs: no sync steps) measures 0 s with the phase's note.
class SyncStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(SyncStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;
};
