#include "lab/stages/procedure/scrubstage.h"

#include "lab/stages/diskloadwindow.h"
#include "stacks/recipe/measurementkeys.h"

#include <memory>

void ScrubStage::run(Done done)
{
    scrubAndClock(lab, done);
}

void ScrubStage::scrubAndClock(StageContext &lab, Done done)
{
    const QString kind = QStringLiteral("scrub");
    const int firstStep = lab.records().stepCount();
    // The clock starts inside the disk window: reading the disks' counters is not the scrub's time.
    auto startMs = std::make_shared<qint64>(0);
    auto endMs = std::make_shared<qint64>(0);
    inOrder({
                [&lab, kind, startMs, endMs](Done next) {
                    DiskLoadWindow::around(
                        lab, QStringLiteral("scrub"),
                        [&lab, kind, startMs, endMs](Done timed) {
                            *startMs = StageContext::nowMs();
                            lab.sampling().start(kind);
                            lab.steps().runPhase(QStringLiteral("scrub"), false, [&lab, endMs, timed](bool ok) {
                                *endMs = StageContext::nowMs();
                                lab.sampling().stop();
                                timed(ok);
                            });
                        },
                        next);
                },
                [&lab, kind](Done next) { lab.sampling().once(kind, [next] { next(true); }); },
                [&lab, firstStep, startMs, endMs](Done next) {
                    // The count the scrub phase's own output states (zpool status, mismatch_cnt, lvs, btrfs).
                    const std::optional<Measurement> errors = lab.records().recordFromSteps(
                        MeasurementKey::ScrubErrors, QStringLiteral("count"), firstStep);
                    if (!errors)
                        lab.say(tr("%1: the scrub's error count could not be read.").arg(lab.stack()));
                    // The rebuild's clock plus the scrub's: a dataset check between them (the verify
                    // stage) is not the stack's work and does not count.
                    const StageFigures &figures = lab.figures();
                    const bool afterRebuild = figures.rebuildStartMs && figures.rebuildEndMs;
                    if (afterRebuild && errors && errors->value == 0)
                        lab.records().recordSeconds(MeasurementKey::VerifiedS, 0,
                            (*figures.rebuildEndMs - *figures.rebuildStartMs) + (*endMs - *startMs),
                            tr("the rebuild phase's wall clock (rebuild_s: redundant again) plus the wall clock "
                               "of the clean scrub after it"),
                            tr("scrub %1 s").arg(double(*endMs - *startMs) / 1000.0, 0, 'f', 1));
                    else if (afterRebuild)
                        lab.say(tr("%1: the scrub after the rebuild did not come back clean: no verified time.")
                                    .arg(lab.stack()));
                    next(true);
                },
            },
        done);
}
