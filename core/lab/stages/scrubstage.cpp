#include "lab/stages/scrubstage.h"

#include "stacks/measurementkeys.h"

void ScrubStage::run(Done done)
{
    const QString kind = QStringLiteral("scrub");
    m_firstStep = lab.stepCount();
    lab.startSampling(kind);
    inOrder({
                [this](Done next) {
                    lab.runPhase(stage.phase, false, [this, next](bool ok) {
                        lab.stopSampling();
                        next(ok);
                    });
                },
                [this, kind](Done next) { lab.sampleOnce(kind, [next] { next(true); }); },
                [this](Done next) {
                    // The count the scrub phase's own output states (zpool status, mismatch_cnt, lvs, btrfs).
                    if (!lab.recordFromSteps(MeasurementKey::ScrubErrors, QStringLiteral("count"), m_firstStep))
                        lab.say(tr("%1: the scrub's error count could not be read.").arg(lab.stack()));
                    next(true);
                },
            },
        done);
}
