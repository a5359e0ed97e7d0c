#include "lab/stages/drills/loaddrillstage.h"

#include "lab/session/labsessionstore.h"
#include "stacks/recipe/measurementkeys.h"
#include "workload/results/workloadsamplejson.h"

#include <QJsonDocument>

namespace {

const char *const seriesField = "loadSeries";

} // namespace

LoadDrillStage::~LoadDrillStage()
{
    // The engine drops a stage only after its done(): the job was stopped then. A cancel of the
    // helper request is still sent if a path missed it, so that nothing keeps the stack busy.
    if (m_jobRunning && m_job) {
        m_job->cancel();
        m_job->abandon();
    }
}

qint64 LoadDrillStage::jobBytes(qint64 usableBytes)
{
    const qint64 mib = 1024 * 1024;
    return std::clamp(usableBytes / 10 / mib * mib, 16 * mib, 256 * mib);
}

void LoadDrillStage::run(Done done)
{
    // Whatever ends the stage (a failed step, a cancel), the job stops first: the steps that
    // follow (verify, teardown) are refused while it runs on the stack's filesystem.
    RebuildStage::run([this, done](bool ok) { stopJob([done, ok] { done(ok); }); });
}

void LoadDrillStage::beforeRebuild(Done next)
{
    inOrder({
                [this](Done step) { startJob(step); },
                [this](Done step) { waitSeconds(BeforeSeconds, step); },
                [this](Done step) {
                    mark(LoadPhase::Degraded);
                    lab.steps().runPhase(QStringLiteral("fail"), false, step);
                },
                [this](Done step) { waitSeconds(DegradedSeconds, step); },
                [this](Done step) {
                    mark(LoadPhase::Rebuilding);
                    step(true);
                },
            },
        next);
}

void LoadDrillStage::afterRebuild(Done next)
{
    mark(LoadPhase::After);
    waitSeconds(AfterSeconds, [this, next](bool ok) {
        stopJob([this, next, ok] {
            recordLoadFigures();
            recordIdleRebuild();
            next(ok && m_jobError.isEmpty());
        });
    });
}

void LoadDrillStage::startJob(Done next)
{
    HelperRequest request = lab.helperCalls().recipeRequest(HelperRequestType::Workload);
    request.job = stepId();
    request.sizeBytes = jobBytes(lab.figures().usableBytes.value_or(0));
    SessionStepRecord record;
    record.phase = stage.name;
    record.stepId = stepId();
    record.title = tr("Foreground job during the pull and the rebuild (4k random 70/30, iodepth 8)");
    record.argv = {QStringLiteral("workload"), QStringLiteral("job=") + request.job,
        QStringLiteral("sizeBytes=%1").arg(request.sizeBytes)};
    record.startedAtMs = StageContext::nowMs();
    m_jobStep = lab.store()->startStep(record);
    m_jobStartMs = record.startedAtMs;
    m_whenFirstSample = next;
    m_jobRunning = true;
    m_series.mark(LoadPhase::BeforePull, 0);
    emit lab.loadSeries(lab.stack(), m_series);
    HelperCall::Options options;
    options.endsAt = HelperCall::EndsAt::Exit;
    options.onEvent = [this](const HelperEvent &event) { onJobSample(event); };
    m_job = lab.helperCalls().ask(
        request, stepId(), [this](const HelperReply &reply) { onJobEnd(reply); }, std::move(options));
}

void LoadDrillStage::onJobSample(const HelperEvent &event)
{
    const HelperProgress *progress = event.progress();
    if (!progress)
        return;
    QString error;
    const std::optional<WorkloadSample> sample = WorkloadSampleJson::fromJson(progress->sample, &error);
    if (!sample)
        return;
    m_series.add(*sample);
    emit lab.loadSeries(lab.stack(), m_series);
    if (Done first = std::exchange(m_whenFirstSample, nullptr))
        first(true);
}

void LoadDrillStage::onJobEnd(const HelperReply &reply)
{
    m_jobRunning = false;
    const bool cancelled = reply.cancelled;
    if (!cancelled) {
        m_jobError = reply.exited() ? reply.exited()->error : reply.refusal.message;
        if (m_jobError.isEmpty())
            m_jobError = tr("the foreground job ended before the rebuild did");
        lab.fail(tr("%1: the foreground job stopped: %2").arg(lab.stack(), m_jobError));
    }
    lab.store()->appendOutput(m_jobStep,
        {QString::fromUtf8(QJsonDocument(QJsonObject {{QLatin1String(seriesField), m_series.toJson()}})
                               .toJson(QJsonDocument::Compact))});
    lab.store()->finishStep(
        m_jobStep, cancelled ? StepState::Succeeded : StepState::Failed, cancelled ? 0 : 1, StageContext::nowMs());
    if (Done first = std::exchange(m_whenFirstSample, nullptr))
        first(false);
    if (auto then = std::exchange(m_whenStopped, nullptr))
        then();
}

void LoadDrillStage::mark(LoadPhase phase)
{
    m_series.mark(phase, StageContext::nowMs() - m_jobStartMs);
    lab.say(tr("%1: foreground job: %2").arg(lab.stack(), LoadSeries::title(phase)));
    emit lab.loadSeries(lab.stack(), m_series);
}

void LoadDrillStage::waitSeconds(int seconds, Done next)
{
    if (!m_jobRunning || lab.stopped())
        return next(false);
    m_wait.setSingleShot(true);
    m_wait.disconnect();
    QObject::connect(&m_wait, &QTimer::timeout, &lab, [this, next] { next(m_jobRunning && !lab.stopped()); });
    m_wait.start(seconds * 1000);
}

void LoadDrillStage::stopJob(std::function<void()> then)
{
    m_wait.stop();
    if (!m_jobRunning)
        return then();
    m_whenStopped = std::move(then);
    if (m_job)
        m_job->cancel();
}

void LoadDrillStage::recordLoadFigures()
{
    struct Keys {
        LoadPhase phase;
        QLatin1String iops, p50, p99, p999;
    };
    namespace K = MeasurementKey;
    const QList<Keys> keys = {
        {LoadPhase::BeforePull, K::LoadIopsBefore, K::LoadP50Before, K::LoadP99Before, K::LoadP999Before},
        {LoadPhase::Degraded, K::LoadIopsDegraded, K::LoadP50Degraded, K::LoadP99Degraded, K::LoadP999Degraded},
        {LoadPhase::Rebuilding, K::LoadIopsRebuilding, K::LoadP50Rebuilding, K::LoadP99Rebuilding,
            K::LoadP999Rebuilding},
        {LoadPhase::After, K::LoadIopsAfter, K::LoadP50After, K::LoadP99After, K::LoadP999After},
    };
    const QString method = tr("StackLab's io_uring engine, foreground-load job (4k random 70/30, iodepth 8), "
                              "completions of reads and writes merged over the phase");
    for (const Keys &k : keys) {
        const LoadSeries::PhaseFigures figures = m_series.figures(k.phase);
        if (figures.samples == 0) {
            lab.say(tr("%1: no sample of the foreground job fell into the phase '%2'.")
                        .arg(lab.stack(), LoadSeries::title(k.phase)));
            continue;
        }
        const QString note = tr("%1 samples over %2 s").arg(figures.samples).arg(figures.seconds, 0, 'f', 1);
        lab.records().recordMeasured(k.iops, figures.iops, QStringLiteral("IOPS"), method, note);
        lab.records().recordMeasured(k.p50, double(figures.p50Ns) / 1e6, QStringLiteral("ms"), method, note);
        lab.records().recordMeasured(k.p99, double(figures.p99Ns) / 1e6, QStringLiteral("ms"), method, note);
        lab.records().recordMeasured(k.p999, double(figures.p999Ns) / 1e6, QStringLiteral("ms"), method, note);
    }
    if (lab.figures().rebuildStartMs && lab.figures().rebuildEndMs)
        lab.records().recordSeconds(MeasurementKey::LoadRebuildS, *lab.figures().rebuildStartMs,
            *lab.figures().rebuildEndMs, tr("the rebuild phase's wall clock while the foreground job ran"));
}

void LoadDrillStage::recordIdleRebuild()
{
    // The same stack's rebuild without the load: a run of this session that did not have this
    // drill. A first rebuild in the same run is not possible: the one spare is used by then.
    const LabSession &session = lab.store()->session();
    for (qsizetype r = session.stackRuns.size() - 1; r >= 0; --r) {
        const SessionStackRun &run = session.stackRuns.at(r);
        if (run.stack != lab.stack() || run.drills.contains(stage.name) || run.state != StepState::Succeeded)
            continue;
        for (const Measurement &figure : session.measurementsOf(int(r))) {
            if (figure.key == MeasurementKey::RebuildS) {
                lab.records().recordMeasured(MeasurementKey::LoadIdleRebuildS, figure.value, QStringLiteral("s"),
                    tr("rebuild_s of the same stack's run without the load drill in this session"));
                return;
            }
        }
    }
    lab.say(tr("%1: no run of this stack without the load drill in this session: the rebuild without load is "
               "not known (run it once without --drill load first).")
                .arg(lab.stack()));
}

QList<QPair<QString, LoadSeries>> LoadDrillStage::seriesIn(const LabSession &session)
{
    QList<QPair<QString, LoadSeries>> found;
    for (qsizetype r = 0; r < session.stackRuns.size(); ++r) {
        const SessionStackRun &run = session.stackRuns.at(r);
        for (const SessionStepRecord &step : session.stepsOf(int(r))) {
            if (step.stepId != stepId() || step.outputLines.isEmpty())
                continue;
            const QJsonObject line = QJsonDocument::fromJson(step.outputLines.last().toUtf8()).object();
            QString error;
            if (std::optional<LoadSeries> series
                = LoadSeries::fromJson(line.value(QLatin1String(seriesField)).toObject(), &error);
                series && line.contains(QLatin1String(seriesField)))
                found.append({run.stack, *series});
        }
    }
    return found;
}
