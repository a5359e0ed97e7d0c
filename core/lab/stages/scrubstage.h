#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Scrubs (the scrub phase), sampled, and records the errors the scrub's own output states.
class ScrubStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(ScrubStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

private:
    int m_firstStep = 0;
};
