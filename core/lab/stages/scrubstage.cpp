#include "lab/stages/scrubstage.h"

#include "stacks/measurementkeys.h"

#include <memory>

void ScrubStage::run(Done done)
{
    scrubAndClock(lab, done);
}

void ScrubStage::scrubAndClock(StageContext &lab, Done done)
{
    const QString kind = QStringLiteral("scrub");
    const int firstStep = lab.stepCount();
    const qint64 startMs = StageContext::nowMs();
    auto endMs = std::make_shared<qint64>(0);
    lab.startSampling(kind);
    inOrder({
                [&lab, endMs](Done next) {
                    lab.runPhase(QStringLiteral("scrub"), false, [&lab, endMs, next](bool ok) {
                        *endMs = StageContext::nowMs();
                        lab.stopSampling();
                        next(ok);
                    });
                },
                [&lab, kind](Done next) { lab.sampleOnce(kind, [next] { next(true); }); },
                [&lab, firstStep, startMs, endMs](Done next) {
                    // The count the scrub phase's own output states (zpool status, mismatch_cnt, lvs, btrfs).
                    const std::optional<Measurement> errors
                        = lab.recordFromSteps(MeasurementKey::ScrubErrors, QStringLiteral("count"), firstStep);
                    if (!errors)
                        lab.say(tr("%1: the scrub's error count could not be read.").arg(lab.stack()));
                    // The rebuild's clock plus the scrub's: a dataset check between them (the verify
                    // stage) is not the stack's work and does not count.
                    const StageFigures &figures = lab.figures();
                    const bool afterRebuild = figures.rebuildStartMs && figures.rebuildEndMs;
                    if (afterRebuild && errors && errors->value == 0)
                        lab.recordSeconds(MeasurementKey::VerifiedS, 0,
                            (*figures.rebuildEndMs - *figures.rebuildStartMs) + (*endMs - startMs),
                            tr("the rebuild phase's wall clock (rebuild_s: redundant again) plus the wall clock "
                               "of the clean scrub after it"),
                            tr("scrub %1 s").arg(double(*endMs - startMs) / 1000.0, 0, 'f', 1));
                    else if (afterRebuild)
                        lab.say(tr("%1: the scrub after the rebuild did not come back clean: no verified time.")
                                    .arg(lab.stack()));
                    next(true);
                },
            },
        done);
}
