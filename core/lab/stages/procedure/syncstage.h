#pragma once

#include "lab/stages/labstage.h"

#include "lab/session/labsession.h"

#include <QCoreApplication>

#include <optional>

// Waits for the initial sync (the sync phase), timed and sampled; a stack that is redundant at once
// (ZFS, btrfs: no sync steps) measures 0 s with the phase's note. The time runs from the build
// step that started the sync (PlanStep::startsSync): LVM on md builds its volume group while md
// syncs, and on throttled disks the sync had ended before the sync phase began.
class SyncStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(SyncStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    // This stack's record of its build step flagged startsSync, if it ran.
    std::optional<SessionStepRecord> syncStarter() const;
    // Runs the sync phase and records initial_sync_s from the command that started the sync.
    void timeSync(Done done);
};
