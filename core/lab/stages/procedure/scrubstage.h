#pragma once

#include "lab/stages/labstage.h"

#include <QCoreApplication>

// Scrubs (the scrub phase), sampled, and records the errors the scrub's own output states. A scrub
// that follows a rebuild and finds nothing ends the rebuild's second clock (verified_s).
class ScrubStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(ScrubStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

    // The scrub phase with its samples and its error count, for this stage and for a rebuild that
    // no scrub stage follows: records scrub_errors, and verified_s when a rebuild came before
    // (StageFigures::rebuildStartMs) and the scrub found nothing.
    static void scrubAndClock(StageContext &lab, Done done);
};
