#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Replaces the pulled disk and times the rebuild (the rebuild phase), sampled as the stack's
// RebuildProbe names it (rebuild or resilver); then the bytes the replacement received, as the
// stack's own tool states them.
class RebuildStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(RebuildStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    void recordFigures();

    QString m_kind;
    int m_firstStep = 0;
    qint64 m_startMs = 0;
    qint64 m_endMs = 0;
};
