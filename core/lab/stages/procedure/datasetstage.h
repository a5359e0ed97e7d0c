#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Writes the dataset (random files from a seed, their sha256 manifest kept by the helper), timed;
// the later verify stage checks the manifest.
class DatasetStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(DatasetStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    void write(qint64 available, Done next);
};
