#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Snapshot cost: overwrite without a snapshot, take the snapshot (timed) and the reserve it took,
// overwrite with it held, then the space it holds. How a stack states the space is its recipe's
// SnapshotSpaceProbe (core/stacks/recipe/stackprobes.h).
class SnapshotStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(SnapshotStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    void overwrite(const QString &title, const QString &key, Done next);
    void readAvailable(qint64 *into, Done next);
    void createSnapshot(Done next);
    void recordReserve();
    void recordSpaceAfterOverwrite(Done next);
    void recordSpaceByStatvfs();

    int m_firstStep = 0;
    qint64 m_availableBefore = 0;
    qint64 m_availableWithSnapshot = 0;
    qint64 m_availableAfterOverwrite = 0;
    std::optional<PlanStep> m_spaceCheck;
    SessionStepRecord m_checkWithSnapshot; // the space check as it ran when the snapshot was taken
};
