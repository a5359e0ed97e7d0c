#include "lab/stages/procedure/rebuildstage.h"

#include "lab/stages/diskloadwindow.h"
#include "lab/stages/procedure/scrubstage.h"

#include "monitor/rebuild/rebuildfigures.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/stackprobes.h"

#include <QObject>

#include <utility>

RebuildStage::~RebuildStage()
{
    QObject::disconnect(m_samples);
}

void RebuildStage::run(Done done)
{
    m_kind = rebuildProbe(lab.recipe()).progressKind;
    m_request = lab.recipe();
    m_commandsToReplace = lab.scenario().commandsToReplace();
    inOrder({
                [this](Done next) { beforeRebuild(next); },
                // The disks' counters are read around the rebuild's clock, not inside it.
                [this](Done next) {
                    DiskLoadWindow::around(
                        lab, QStringLiteral("rebuild"),
                        [this](Done timed) {
                            m_startMs = StageContext::nowMs();
                            m_firstStep = lab.records().stepCount();
                            lab.figures().rebuildStartMs = m_startMs;
                            m_samples = QObject::connect(&lab, &StageContext::progressSample, &lab,
                                [this](const QString &, const QString &kind, const ProgressSample &sample) {
                                    if (kind == m_kind)
                                        onRebuildSample(sample);
                                });
                            lab.sampling().start(m_kind);
                            runRebuildPhase([this, timed](bool ok) {
                                m_endMs = StageContext::nowMs();
                                const qint64 doneMs = ProgressSampling::doneSeenMs(lab.sampling().samples());
                                // Within the sampling's grain the wait's own end stands.
                                if (ok && clockEndsAtDoneSample() && ProgressSampling::doneSampleEndsTheWork(m_request)
                                    && doneMs > 0 && m_endMs - doneMs > lab.scenario().options().sampleIntervalMs)
                                    m_waitEndMs = std::exchange(m_endMs, doneMs);
                                lab.sampling().stop();
                                QObject::disconnect(m_samples);
                                timed(rebuildEnded(ok));
                            });
                        },
                        next);
                },
                // One sample after the end, so the progress track ends in the finished state.
                [this](Done next) { lab.sampling().once(m_kind, [next] { next(true); }); },
                [this](Done next) {
                    if (!lab.figures().dataLost) {
                        lab.figures().rebuildEndMs = m_endMs;
                        recordFigures();
                    }
                    next(true);
                },
                [this](Done next) { afterRebuild(next); },
                [this](Done next) { verifyUnlessScrubFollows(next); },
            },
        done);
}

void RebuildStage::runRebuildPhase(Done done)
{
    lab.steps().runPhase(stage.phase, false, done);
}

void RebuildStage::runSteps(const QList<PlanStep> &steps, Done done)
{
    lab.steps().runSteps(stage.phase, steps, done);
}

void RebuildStage::verifyUnlessScrubFollows(Done next)
{
    if (lab.figures().dataLost || !lab.scenario().hasSteps(QStringLiteral("scrub"))
        || lab.scenario().runsAfter(ScenarioStageKind::Scrub, stage.kind))
        return next(true);
    lab.say(tr("%1: scrub after the rebuild, for the verified clock").arg(lab.stack()));
    ScrubStage::scrubAndClock(lab, next);
}

QString RebuildStage::rebuildClock() const
{
    if (m_waitEndMs > 0)
        return tr("wall clock from the first command of the rebuild phase to the first progress sample that showed "
                  "the rebuild done (the phase's wait step returned %1 s later)")
            .arg((m_waitEndMs - m_endMs) / 1000.0, 0, 'f', 1);
    return tr("wall clock from the first command of the rebuild phase to the end of its last step");
}

void RebuildStage::recordFigures()
{
    // What the replacement received, by the stack's own tool (the rebuild phase's last zpool
    // status, mdadm --detail, lvs of the images, btrfs filesystem show), never the progress
    // counters: ZFS's issued bytes count every survivor's reads, LVM's sync_percent runs over the
    // whole LV.
    const RecipeRequest &request = m_request;
    ToolStatement::Context context;
    context.lv = rebuildProbe(request).raidLv;
    context.replacementDevices = QStringList {request.spare};
    if (request.kernelNames.contains(request.spare))
        context.replacementDevices << QStringLiteral("/dev/") + request.kernelNames.value(request.spare);
    const std::optional<Measurement> rebuilt
        = lab.records().recordFromSteps(MeasurementKey::RebuiltBytes, QStringLiteral("bytes"), m_firstStep, context);
    if (!rebuilt)
        lab.say(tr("%1: no output of the rebuild phase states the bytes rebuilt.").arg(lab.stack()));
    RebuildFigures::Inputs inputs;
    inputs.startMs = m_startMs;
    inputs.endMs = m_endMs;
    if (rebuilt)
        inputs.bytesRebuilt = qint64(rebuilt->value);
    const RebuildFigures figures = RebuildFigures::fromSamples(lab.sampling().samples(), inputs);
    lab.records().recordSeconds(MeasurementKey::RebuildS, m_startMs, m_endMs, rebuildClock(),
        tr("%1 progress samples, peak %2 MiB/s")
            .arg(figures.samples)
            .arg(figures.peakBytesPerSec / 1048576.0, 0, 'f', 1));
    lab.records().recordMeasured(MeasurementKey::CommandsToReplace, m_commandsToReplace, QStringLiteral("count"),
        tr("essential commands of the recipe's rebuild phase, as a person types them"));
}
