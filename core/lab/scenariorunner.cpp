#include "lab/scenariorunner.h"

#include "helper/client/helperclient.h"
#include "lab/labsessionjson.h"
#include "lab/labsessionstore.h"
#include "lab/scenariomeasurements.h"
#include "lab/stackpredictions.h"
#include "lab/stepdriver.h"
#include "monitor/rebuildfigures.h"
#include "stacks/labsteps.h"
#include "stacks/stackrecipes.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <memory>

namespace {
qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

ScenarioRunner::ScenarioRunner(Scenario scenario, HelperClient *client, LabSessionStore *store, QObject *parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
    , m_client(client)
    , m_store(store)
    , m_steps(new StepDriver(client, this))
{
    connect(m_client, &HelperClient::event, this, &ScenarioRunner::onEvent);
    connectStepDriver();
    m_sampleTimer.setInterval(std::max(100, m_scenario.options().sampleIntervalMs));
    connect(&m_sampleTimer, &QTimer::timeout, this, [this] {
        if (m_sampleInFlight || m_sampleKind.isEmpty())
            return;
        const QString kind = m_sampleKind;
        askSample([this, kind](bool ok, const QJsonObject &) {
            if (!ok && kind == m_sampleKind)
                emit message(tr("A progress sample could not be read; the step goes on."));
        });
    });
}

ScenarioRunner::~ScenarioRunner()
{
    // Gone before its end (the lab target failed under it, the window closed): the session says
    // the stack was interrupted, so a resume runs it again and the report marks it.
    if (m_stackRun >= 0 && !m_finished)
        m_store->finishStackRun(m_stackRun, StepState::Interrupted, m_error, nowMs());
}

void ScenarioRunner::run()
{
    m_runAll = true;
    if (!m_running)
        runNextStage();
}

void ScenarioRunner::runNextStage()
{
    if (m_running || m_finished)
        return;
    // The session learns where this stack's records begin: a run cut short and the one that
    // replaces it (lab run --resume) stay apart.
    if (m_stackRun < 0 && (m_stackRun = m_store->startStackRun(m_scenario.stack(), nowMs())) < 0)
        emit message(
            tr("The session could not record the start of %1: %2").arg(m_scenario.stack(), m_store->errorString()));
    const QList<ScenarioStage> &all = stages();
    while (m_next < all.size() && !all.at(m_next).applicable) {
        emit message(tr("%1: %2 skipped: %3").arg(m_scenario.stack(), all.at(m_next).title, all.at(m_next).note));
        ++m_next;
    }
    if (m_next >= all.size()) {
        finishRun();
        return;
    }
    startStage(m_next);
}

void ScenarioRunner::cancel()
{
    if (m_finished)
        return;
    if (m_cancelled) {
        // A second cancel: the teardown stops too (the disks may stay built).
        m_abortTeardown = true;
    } else {
        m_cancelled = true;
        fail(tr("Cancelled by the user."));
    }
    if (m_steps->isRunning()) {
        m_steps->cancelStep();
    } else if (!m_runningId.isEmpty()) {
        HelperRequest request;
        request.type = HelperRequestType::Cancel;
        request.id = m_runningId;
        m_client->send(request);
    } else if (!m_running) {
        m_next = stageAfterFailure();
        runNextStage();
    }
}

bool ScenarioRunner::stopped() const
{
    if (m_abortTeardown)
        return true;
    return m_cancelled && m_current >= 0 && stages().at(m_current).kind != ScenarioStageKind::Teardown;
}

int ScenarioRunner::stageAfterFailure() const
{
    // Only the teardown is left, and only if something was built.
    const auto teardown = std::find_if(
        stages().begin(), stages().end(), [](const ScenarioStage &s) { return s.kind == ScenarioStageKind::Teardown; });
    return (m_built && !m_tornDown && teardown != stages().end()) ? int(teardown - stages().begin())
                                                                  : int(stages().size());
}

void ScenarioRunner::startStage(int index)
{
    m_current = index;
    m_running = true;
    const ScenarioStage stage = stages().at(index);
    emit stageStarted(stage);
    emit message(tr("%1: %2").arg(m_scenario.stack(), stage.title));
    const Done done = [this](bool ok) { finishStage(ok); };
    switch (stage.kind) {
    case ScenarioStageKind::Claim:
        stageClaim(done);
        return;
    case ScenarioStageKind::Build:
        m_built = true;
        runPhase(stage.phase, false, done);
        return;
    case ScenarioStageKind::Prepare:
        stagePrepare(done);
        return;
    case ScenarioStageKind::Fail:
        runPhase(stage.phase, false, done);
        return;
    case ScenarioStageKind::Sync:
        stageSync(done);
        return;
    case ScenarioStageKind::Mount:
        stageMount(done);
        return;
    case ScenarioStageKind::Workload:
        stageWorkload(stage.round, done);
        return;
    case ScenarioStageKind::Dataset:
        stageDataset(done);
        return;
    case ScenarioStageKind::Snapshot:
        stageSnapshot(done);
        return;
    case ScenarioStageKind::Rebuild:
        stageRebuild(done);
        return;
    case ScenarioStageKind::Verify:
        stageVerify(done);
        return;
    case ScenarioStageKind::Scrub:
        stageScrub(done);
        return;
    case ScenarioStageKind::Teardown:
        stageTeardown(done);
        return;
    }
}

void ScenarioRunner::finishStage(bool ok)
{
    stopSampling();
    const ScenarioStage stage = stages().at(m_current);
    m_running = false;
    m_runningId.clear();
    if (!ok && m_ok)
        fail(tr("%1: the stage '%2' failed.").arg(m_scenario.stack(), stage.title));
    // Between stages: the journal folds into one snapshot so reopening stays fast.
    if (!m_store->compact())
        emit message(tr("The session could not be compacted: %1").arg(m_store->errorString()));
    emit stageFinished(stage, ok);
    if (stage.kind == ScenarioStageKind::Teardown)
        m_tornDown = true;
    if (m_ok) {
        m_next = m_current + 1;
    } else {
        m_next = stageAfterFailure();
    }
    if (m_next >= stages().size()) {
        finishRun();
        return;
    }
    if (m_runAll || !m_ok)
        QMetaObject::invokeMethod(this, &ScenarioRunner::runNextStage, Qt::QueuedConnection);
}

void ScenarioRunner::fail(const QString &error)
{
    if (m_ok) {
        m_ok = false;
        m_error = error;
    }
    emit message(error);
}

void ScenarioRunner::finishRun()
{
    if (m_finished)
        return;
    m_finished = true;
    m_running = false;
    m_next = int(stages().size());
    if (m_stackRun >= 0)
        m_store->finishStackRun(m_stackRun,
            m_ok ? StepState::Succeeded : (m_cancelled ? StepState::Cancelled : StepState::Failed), m_error, nowMs());
    m_store->compact();
    emit finished(m_ok);
}

// ---- requests ----

QString ScenarioRunner::nextId(const QString &what)
{
    return QStringLiteral("%1-%2-%3").arg(m_scenario.stack(), what).arg(++m_serial);
}

HelperRequest ScenarioRunner::recipeRequest(HelperRequestType type) const
{
    HelperRequest request = HelperRequest::forRecipe(m_scenario.request());
    request.type = type;
    return request;
}

void ScenarioRunner::send(const HelperRequest &request, std::function<void(const HelperEvent &)> handler)
{
    m_handlers.insert(request.id, std::move(handler));
    m_client->send(request);
}

void ScenarioRunner::onEvent(const HelperEvent &event)
{
    const auto found = m_handlers.constFind(event.id());
    if (found == m_handlers.constEnd())
        return;
    // The handler may send the next request (and so insert into m_handlers): call a copy.
    const std::function<void(const HelperEvent &)> handler = found.value();
    handler(event);
}

// ---- actions ----

void ScenarioRunner::runStep(const QString &phase, const PlanStep &step, Done done)
{
    if (stopped())
        return done(false);
    m_steps->runStep(m_scenario.request(), phase, step, [done](const StepOutcome &outcome) { done(outcome.ok); });
}

void ScenarioRunner::runPhase(const QString &phaseName, bool bestEffort, Done done)
{
    QList<StepDriver::Step> steps;
    if (const PlanPhase *phase = m_scenario.phase(phaseName)) {
        for (const PlanStep &step : phase->steps)
            steps.append({phaseName, step});
    }
    m_steps->runSteps(m_scenario.request(), steps,
        bestEffort ? StepDriver::OnFailure::GoOn : StepDriver::OnFailure::Stop, done, [this] { return stopped(); });
}

void ScenarioRunner::connectStepDriver()
{
    // Every plan step goes into the session as the helper ran it: its argv from `accepted`, its
    // output, and its exit with the helper's verdict.
    connect(m_steps, &StepDriver::stepStarted, this,
        [this](const QString &phase, const PlanStep &step, const QStringList &argv) {
            SessionStepRecord record;
            record.phase = phase;
            record.stepId = step.id;
            record.title = step.title;
            record.argv = argv;
            record.startedAtMs = nowMs();
            m_runningStepIndex = m_store->startStep(record);
            if (m_runningStepIndex < 0)
                emit message(tr("The session could not record a step: %1").arg(m_store->errorString()));
            emit stepStarted(phase, step.id, argv);
        });
    connect(m_steps, &StepDriver::stepOutput, this,
        [this](const QString &phase, const PlanStep &step, const HelperOutput &output) {
            if (m_runningStepIndex >= 0)
                m_store->appendOutput(m_runningStepIndex, {output.line});
            emit stepOutput(phase, step.id, output.line);
        });
    connect(m_steps, &StepDriver::stepFinished, this,
        [this](const QString &phase, const PlanStep &step, const StepOutcome &outcome) {
            const int index = std::exchange(m_runningStepIndex, -1);
            if (outcome.refused) {
                m_store->appendOutput(index, {tr("refused by the helper (%1): %2").arg(outcome.rule, outcome.error)});
                m_store->finishStep(index, StepState::Failed, -1, nowMs());
                emit stepFinished(phase, step.id, false, 0);
                emit message(tr("%1: step %2/%3 refused (%4): %5")
                                 .arg(m_scenario.stack(), phase, step.id, outcome.rule, outcome.error));
                return;
            }
            if (!outcome.error.isEmpty())
                m_store->appendOutput(index, {outcome.error});
            m_store->finishStep(index,
                outcome.ok ? StepState::Succeeded : (outcome.cancelled ? StepState::Cancelled : StepState::Failed),
                outcome.exitCode, nowMs());
            const SessionStepRecord &record = m_store->session().steps.at(index);
            emit stepFinished(phase, step.id, outcome.ok, record.endedAtMs - record.startedAtMs);
            if (!outcome.ok)
                emit message(tr("%1: step %2/%3 failed (exit code %4)%5")
                                 .arg(m_scenario.stack(), phase, step.id)
                                 .arg(outcome.exitCode)
                                 .arg(outcome.error.isEmpty() ? QString() : QLatin1String(": ") + outcome.error));
        });
}

void ScenarioRunner::runLong(
    HelperRequest request, const QString &title, std::function<void(bool ok, const QJsonObject &result)> then)
{
    if (stopped())
        return then(false, {});
    const QString verb = HelperProtocol::requestTypeName(request.type);
    request.id = nextId(verb);
    const QString id = request.id;
    SessionStepRecord record;
    record.phase = stages().at(m_current).name;
    record.stepId = verb;
    record.title = title;
    record.argv = QStringList {verb};
    if (request.sizeBytes > 0)
        record.argv << QStringLiteral("sizeBytes=%1").arg(request.sizeBytes);
    if (request.files)
        record.argv << QStringLiteral("files=%1").arg(*request.files);
    if (request.seed)
        record.argv << QStringLiteral("seed=%1").arg(*request.seed);
    if (!request.job.isEmpty())
        record.argv << QStringLiteral("job=%1").arg(request.job);
    if (request.runtimeSeconds)
        record.argv << QStringLiteral("runtimeSeconds=%1").arg(*request.runtimeSeconds);
    record.startedAtMs = nowMs();
    const int index = m_store->startStep(record);
    emit stepStarted(record.phase, verb, record.argv);
    m_runningId = id;
    const QString phase = record.phase;
    send(request, [this, id, index, phase, verb, then](const HelperEvent &event) {
        auto end = [&](bool ok, StepState state, int exitCode, const QString &line) {
            if (!line.isEmpty() && index >= 0)
                m_store->appendOutput(index, {line});
            if (index >= 0)
                m_store->finishStep(index, state, exitCode, nowMs());
            m_handlers.remove(id);
            if (m_runningId == id)
                m_runningId.clear();
            emit stepFinished(phase, verb, ok, event.exited() ? event.exited()->durationMs : 0);
        };
        switch (event.type) {
        case HelperEventType::Progress: {
            const QString text = event.progress()->text;
            if (!text.isEmpty())
                emit stepOutput(phase, verb, text);
            return;
        }
        case HelperEventType::Exited: {
            const HelperExited &exited = *event.exited();
            const bool ok = exited.ok;
            const bool cancelled = exited.cancelled;
            const QJsonObject &result = exited.result;
            const QString &error = exited.error;
            // The result goes into the step's output as one JSON line (without the per-file
            // manifest, which the helper keeps), so the session holds what every figure came from.
            QJsonObject kept = result;
            kept.remove(QStringLiteral("manifest"));
            if (index >= 0 && !kept.isEmpty())
                m_store->appendOutput(index, {QString::fromUtf8(QJsonDocument(kept).toJson(QJsonDocument::Compact))});
            end(ok, ok ? StepState::Succeeded : (cancelled ? StepState::Cancelled : StepState::Failed), exited.exitCode,
                error.isEmpty() ? QString() : error);
            if (!ok && !error.isEmpty())
                emit message(tr("%1: %2 failed: %3").arg(m_scenario.stack(), verb, error));
            then(ok && !cancelled, result);
            return;
        }
        case HelperEventType::Refused:
        case HelperEventType::Error: {
            const QString why = QStringLiteral("%1: %2").arg(event.refused()->rule, event.refused()->message);
            end(false, StepState::Failed, -1, tr("refused by the helper (%1)").arg(why));
            emit message(tr("%1: %2 refused (%3)").arg(m_scenario.stack(), verb, why));
            then(false, {});
            return;
        }
        default:
            return;
        }
    });
}

void ScenarioRunner::askSpace(std::function<void(bool ok, const QJsonObject &space)> then)
{
    HelperRequest request = recipeRequest(HelperRequestType::Space);
    request.id = nextId(QStringLiteral("space"));
    const QString id = request.id;
    send(request, [this, id, then](const HelperEvent &event) {
        if (event.type != HelperEventType::Accepted && event.type != HelperEventType::Refused
            && event.type != HelperEventType::Error)
            return;
        m_handlers.remove(id);
        if (event.type != HelperEventType::Accepted)
            emit message(tr("%1: the space could not be read (%2): %3")
                             .arg(m_scenario.stack(), event.refused()->rule, event.refused()->message));
        then(event.accepted() != nullptr, event.accepted() ? event.accepted()->answer : QJsonObject());
    });
}

void ScenarioRunner::askSample(std::function<void(bool ok, const QJsonObject &answer)> then)
{
    HelperRequest request = recipeRequest(HelperRequestType::Sample);
    request.id = nextId(QStringLiteral("sample"));
    const QString id = request.id;
    const QString kind = m_sampleKind.isEmpty() ? QStringLiteral("scrub") : m_sampleKind;
    m_sampleInFlight = true;
    send(request, [this, id, kind, then](const HelperEvent &event) {
        if (event.type != HelperEventType::Accepted && event.type != HelperEventType::Refused
            && event.type != HelperEventType::Error)
            return;
        m_handlers.remove(id);
        m_sampleInFlight = false;
        if (event.type != HelperEventType::Accepted)
            return then(false, {});
        QString error;
        std::optional<ProgressSample> sample
            = progressSampleFromJson(event.accepted()->answer.value(QLatin1String("sample")).toObject(), &error);
        if (!sample)
            return then(false, {});
        if (sample->timestampMs == 0)
            sample->timestampMs = nowMs();
        m_samples << *sample;
        SessionProgressSample recorded {m_scenario.stack(), kind, *sample};
        m_store->addProgress(recorded);
        emit progressSample(m_scenario.stack(), kind, *sample);
        then(true, event.accepted()->answer);
    });
}

void ScenarioRunner::recordVersions(std::function<void()> then)
{
    // Asked of the helper, where the disks are: in the virtual lab the kernel and tools are the
    // guest's. Once per session (a session has one target). Best effort: a report without
    // versions is still a report.
    if (m_store->session().metadata.toolVersions.contains(QStringLiteral("stacklab-helper")))
        return then();
    HelperRequest request;
    request.type = HelperRequestType::Versions;
    request.id = nextId(QStringLiteral("versions"));
    const QString id = request.id;
    send(request, [this, id, then](const HelperEvent &event) {
        if (event.type != HelperEventType::Accepted && event.type != HelperEventType::Refused
            && event.type != HelperEventType::Error)
            return;
        m_handlers.remove(id);
        if (event.type == HelperEventType::Accepted) {
            SessionMetadata metadata = m_store->session().metadata;
            const QJsonObject &versions = event.accepted()->versions;
            for (auto it = versions.begin(); it != versions.end(); ++it)
                metadata.toolVersions.insert(it.key(), it.value().toString());
            if (!m_store->setMetadata(metadata))
                emit message(tr("The session could not record the tool versions: %1").arg(m_store->errorString()));
        } else {
            emit message(tr("The helper did not report its tool versions (%1): %2")
                             .arg(event.refused()->rule, event.refused()->message));
        }
        then();
    });
}

void ScenarioRunner::startSampling(const QString &kind)
{
    m_samples.clear();
    m_sampleKind = kind;
    m_sampleTimer.start();
}

void ScenarioRunner::stopSampling()
{
    m_sampleTimer.stop();
    m_sampleKind.clear();
}

void ScenarioRunner::record(const Measurement &figure)
{
    if (!m_store->addMeasurement(figure))
        emit message(tr("The session could not record %1: %2").arg(figure.key, m_store->errorString()));
    emit measurement(figure);
    emit message(
        tr("%1: %2 = %3 %4").arg(m_scenario.stack(), figure.key).arg(figure.value, 0, 'g', 6).arg(figure.unit));
}

void ScenarioRunner::recordSeconds(
    const QString &key, qint64 startMs, qint64 endMs, const QString &method, const QString &note)
{
    record(ScenarioMeasurements::make(m_scenario.stack(), key, double(std::max<qint64>(0, endMs - startMs)) / 1000.0,
        QStringLiteral("s"), 0, note, MeasurementSource::measured(method)));
}

std::optional<Measurement> ScenarioRunner::recordFromSteps(
    const QString &key, const QString &unit, int firstStep, const ToolStatement::Context &context)
{
    std::optional<Measurement> said = ScenarioMeasurements::fromSteps(
        m_scenario.stack(), key, unit, m_store->session().steps.mid(firstStep), context);
    if (said)
        record(*said);
    return said;
}

// ---- stages ----

void ScenarioRunner::stagePrepare(Done done)
{
    const int firstStep = int(m_store->session().steps.size());
    runPhase(QStringLiteral("prepare"), false, [this, firstStep, done](bool ok) {
        // The replacement disk as the lab found it, for the report's physical checks of the
        // rebuild: its size and its sequential write speed.
        if (ok) {
            recordFromSteps(QStringLiteral("replacement_bytes"), QStringLiteral("bytes"), firstStep);
            if (const std::optional<Measurement> speed = ScenarioMeasurements::replacementWriteSpeed(
                    m_scenario.stack(), m_store->session().steps.mid(firstStep)))
                record(*speed);
        }
        done(ok);
    });
}

void ScenarioRunner::stageClaim(Done done)
{
    const RecipeRequest &recipe = m_scenario.request();
    HelperRequest request;
    request.type = HelperRequestType::Claim;
    request.id = nextId(QStringLiteral("claim"));
    request.session = recipe.session;
    request.disks = requestDisks(recipe); // members, spare and the disks of device options
    const QString id = request.id;
    // Recorded as a step so the command log shows where each stack's run begins.
    SessionStepRecord record;
    record.phase = QStringLiteral("claim");
    record.stepId = QStringLiteral("claim");
    record.title = tr("Claim the disks");
    record.argv = QStringList {QStringLiteral("claim"), QStringLiteral("stack=") + m_scenario.stack()} + request.disks;
    record.startedAtMs = nowMs();
    const int index = m_store->startStep(record);
    send(request, [this, id, index, done](const HelperEvent &event) {
        if (event.type == HelperEventType::Accepted) {
            m_handlers.remove(id);
            m_store->finishStep(index, StepState::Succeeded, 0, nowMs());
            if (const QString why = StackPredictions::record(m_scenario, m_store); !why.isEmpty())
                emit message(why);
            recordVersions([done] { done(true); });
        } else if (event.type == HelperEventType::Refused || event.type == HelperEventType::Error) {
            m_handlers.remove(id);
            m_store->appendOutput(index, {event.refused()->message});
            m_store->finishStep(index, StepState::Failed, -1, nowMs());
            fail(tr("%1: the helper refused the disks (%2): %3")
                     .arg(m_scenario.stack(), event.refused()->rule, event.refused()->message));
            done(false);
        }
    });
}

void ScenarioRunner::stageSync(Done done)
{
    if (!m_scenario.hasSteps(QStringLiteral("sync"))) {
        const PlanPhase *phase = m_scenario.phase(QStringLiteral("sync"));
        const QString note = phase ? phase->note : QString();
        record(ScenarioMeasurements::make(m_scenario.stack(), QStringLiteral("initial_sync_s"), 0, QStringLiteral("s"),
            0, note, MeasurementSource::measured(tr("the recipe has no initial sync: %1").arg(note))));
        return done(true);
    }
    startSampling(QStringLiteral("sync"));
    const qint64 start = nowMs();
    runPhase(QStringLiteral("sync"), false, [this, start, done](bool ok) {
        stopSampling();
        if (ok)
            recordSeconds(QStringLiteral("initial_sync_s"), start, nowMs(),
                tr("wall clock from the start of the sync phase to the end of its wait step"),
                tr("%1 progress samples").arg(m_samples.size()));
        done(ok);
    });
}

void ScenarioRunner::stageMount(Done done)
{
    const int firstStep = int(m_store->session().steps.size());
    runPhase(QStringLiteral("mount"), false, [this, firstStep, done](bool ok) {
        if (!ok)
            return done(false);
        record(ScenarioMeasurements::make(m_scenario.stack(), QStringLiteral("commands_to_mount"),
            m_scenario.commandsToMount(), QStringLiteral("count"), 0, {},
            MeasurementSource::measured(tr("essential commands of the recipe's prepare, build, sync and mount "
                                           "phases, as a person types them"))));
        askSpace([this, firstStep, done](bool spaceOk, const QJsonObject &space) {
            const std::optional<qint64> size = ScenarioMeasurements::spaceField(space, QStringLiteral("sizeBytes"));
            if (!spaceOk || !size) {
                fail(tr("%1: the usable space of the mounted filesystem could not be read.").arg(m_scenario.stack()));
                return done(false);
            }
            m_usableBytes = *size;
            // What df (zfs list for ZFS) says in the mount phase's check; the helper's statvfs only
            // for a plan without one.
            ToolStatement::Context context;
            context.mountPoint = LabSteps(m_scenario.request()).mountPoint();
            if (!recordFromSteps(QStringLiteral("usable_bytes"), QStringLiteral("bytes"), firstStep, context))
                record(ScenarioMeasurements::make(m_scenario.stack(), QStringLiteral("usable_bytes"), double(*size),
                    QStringLiteral("bytes"), 0, {},
                    MeasurementSource::measured(tr("the helper's statvfs of the mount point: f_blocks × f_frsize, "
                                                   "the size df prints"))));
            done(true);
        });
    });
}

void ScenarioRunner::stageWorkload(int round, Done done)
{
    HelperRequest request = recipeRequest(HelperRequestType::Workload);
    request.job = QStringLiteral("storage-bench");
    request.runtimeSeconds = m_scenario.options().workloadRuntimeSeconds;
    request.sizeBytes = m_scenario.workloadBytes(m_usableBytes.value_or(0));
    runLong(request, tr("storage-bench round %1").arg(round), [this, round, done](bool ok, const QJsonObject &fio) {
        if (!ok)
            return done(false);
        QString error;
        const QList<Measurement> figures
            = ScenarioMeasurements::fromStorageBench(m_scenario.stack(), round, fio, &error);
        if (figures.isEmpty()) {
            fail(tr("%1: %2").arg(m_scenario.stack(), error));
            return done(false);
        }
        for (const Measurement &m : figures)
            record(m);
        done(true);
    });
}

void ScenarioRunner::stageDataset(Done done)
{
    askSpace([this, done](bool spaceOk, const QJsonObject &space) {
        const std::optional<qint64> available
            = ScenarioMeasurements::spaceField(space, QStringLiteral("availableBytes"));
        if (!spaceOk || !available)
            return done(false);
        qint64 bytes = m_scenario.datasetBytes(m_usableBytes.value_or(*available));
        if (bytes > *available * 9 / 10) {
            fail(tr("%1: the dataset of %2 bytes does not fit in the %3 bytes available; choose a smaller "
                    "--dataset-size.")
                     .arg(m_scenario.stack())
                     .arg(bytes)
                     .arg(*available));
            return done(false);
        }
        HelperRequest request = recipeRequest(HelperRequestType::DatasetWrite);
        request.sizeBytes = bytes;
        request.files = m_scenario.options().datasetFiles;
        const quint32 seed
            = m_scenario.options().datasetSeed != 0 ? m_scenario.options().datasetSeed : quint32(nowMs() & 0x7fffffff);
        request.seed = seed;
        runLong(request, tr("Write the dataset"), [this, seed, done](bool ok, const QJsonObject &result) {
            if (!ok)
                return done(false);
            QString error;
            std::optional<Measurement> copy
                = ScenarioMeasurements::fromDatasetWrite(m_scenario.stack(), result, &error);
            if (!copy) {
                fail(error);
                return done(false);
            }
            copy->note += tr(", seed %1").arg(seed);
            record(*copy);
            done(true);
        });
    });
}

void ScenarioRunner::stageSnapshot(Done done)
{
    const QString stack = m_scenario.stack();
    const qint64 overwrite = m_scenario.overwriteBytes(m_usableBytes.value_or(0));
    auto availBefore = std::make_shared<qint64>(0);
    auto availAfterCreate = std::make_shared<qint64>(0);
    // The snapshot phase's space check (lvs, zfs list, btrfs filesystem du) as it ran when the
    // snapshot was taken; it runs again after the overwrite.
    const std::optional<PlanStep> spaceCheck = m_scenario.snapshotSpaceCheck();
    auto checkBefore = std::make_shared<SessionStepRecord>();
    auto overwriteRequest = [this, overwrite] {
        HelperRequest request = recipeRequest(HelperRequestType::Overwrite);
        request.sizeBytes = overwrite;
        return request;
    };
    auto available = [](const QJsonObject &space) {
        return ScenarioMeasurements::spaceField(space, QStringLiteral("availableBytes"));
    };

    // 5. Space the snapshot holds after the overwrite, as the stack's tool states it, then done.
    auto afterOverwrite = [this, stack, done, availAfterCreate, available, spaceCheck, checkBefore] {
        // The space request commits the filesystem's transaction: the check below sees the overwrite.
        askSpace([this, stack, done, availAfterCreate, available, spaceCheck, checkBefore](
                     bool ok, const QJsonObject &space) {
            const std::optional<qint64> now = available(space);
            if (!ok || !now)
                return done(false);
            const QString key = QStringLiteral("snapshot_space_after_overwrite_bytes");
            auto measuredByStatvfs = [this, stack, key, availAfterCreate, now] {
                record(ScenarioMeasurements::make(stack, key, double(std::max<qint64>(0, *availAfterCreate - *now)),
                    QStringLiteral("bytes"), 0, {},
                    MeasurementSource::measured(tr("the helper's statvfs: available space lost between the "
                                                   "snapshot and the end of the overwrite"))));
            };
            if (!spaceCheck) {
                measuredByStatvfs();
                return done(true);
            }
            const int before = int(m_store->session().steps.size());
            runStep(QStringLiteral("snapshot"), *spaceCheck,
                [this, stack, before, done, checkBefore, measuredByStatvfs](bool stepOk) {
                    if (!stepOk || m_store->session().steps.size() <= before)
                        return done(false);
                    const std::optional<Measurement> said
                        = ScenarioMeasurements::snapshotSpace(stack, *checkBefore, m_store->session().steps.at(before));
                    if (said)
                        record(*said);
                    else
                        measuredByStatvfs();
                    done(true);
                });
        });
    };
    // 4. Overwrite with the snapshot held.
    auto withSnapshot = [this, stack, done, overwriteRequest, afterOverwrite] {
        runLong(overwriteRequest(), tr("Overwrite with the snapshot held"),
            [this, stack, done, afterOverwrite](bool ok, const QJsonObject &result) {
                if (!ok)
                    return done(false);
                if (std::optional<Measurement> m = ScenarioMeasurements::fromOverwrite(
                        stack, QStringLiteral("overwrite_mibs_with_snapshot"), result))
                    record(*m);
                afterOverwrite();
            });
    };
    // 3. Create the snapshot (timed), then the reserve it took.
    auto create = [this, stack, done, availBefore, availAfterCreate, available, withSnapshot, spaceCheck, checkBefore] {
        const int firstStep = int(m_store->session().steps.size());
        runPhase(QStringLiteral("snapshot"), false,
            [this, stack, done, firstStep, availBefore, availAfterCreate, available, withSnapshot, spaceCheck,
                checkBefore](bool ok) {
                if (!ok)
                    return done(false);
                qint64 createMs = 0;
                const QList<SessionStepRecord> steps = m_store->session().steps.mid(firstStep);
                const PlanPhase *phase = m_scenario.phase(QStringLiteral("snapshot"));
                for (const SessionStepRecord &step : steps) {
                    const auto planned = std::find_if(phase->steps.begin(), phase->steps.end(),
                        [&](const PlanStep &p) { return p.id == step.stepId; });
                    if (planned != phase->steps.end() && planned->kind == StepKind::Command)
                        createMs += step.endedAtMs - step.startedAtMs;
                    if (spaceCheck && step.stepId == spaceCheck->id)
                        *checkBefore = step;
                }
                record(ScenarioMeasurements::make(stack, QStringLiteral("snapshot_create_s"), double(createMs) / 1000.0,
                    QStringLiteral("s"), 0, {},
                    MeasurementSource::measured(tr("wall clock of the snapshot phase's commands"))));
                askSpace([this, stack, done, firstStep, availBefore, availAfterCreate, available, withSnapshot](
                             bool spaceOk, const QJsonObject &space) {
                    const std::optional<qint64> now = available(space);
                    if (!spaceOk || !now)
                        return done(false);
                    *availAfterCreate = *now;
                    const QString key = QStringLiteral("snapshot_reserve_bytes");
                    if (const std::optional<qint64> fixed = m_scenario.fixedSnapshotReserveBytes()) {
                        // A thick snapshot: lvs shows the reserve it took; the recipe's size otherwise.
                        if (!recordFromSteps(key, QStringLiteral("bytes"), firstStep))
                            record(ScenarioMeasurements::make(stack, key, double(*fixed), QStringLiteral("bytes"), 0,
                                {}, MeasurementSource::measured(tr("the recipe's snapshot-size (lvcreate -s -L)"))));
                    } else {
                        record(ScenarioMeasurements::make(stack, key, double(std::max<qint64>(0, *availBefore - *now)),
                            QStringLiteral("bytes"), 0, {},
                            MeasurementSource::measured(
                                tr("the helper's statvfs: available space before and after taking the snapshot"))));
                    }
                    withSnapshot();
                });
            });
    };
    // 1. Overwrite without a snapshot, 2. the space before the snapshot.
    runLong(overwriteRequest(), tr("Overwrite without a snapshot"),
        [this, stack, done, availBefore, available, create](bool ok, const QJsonObject &result) {
            if (!ok)
                return done(false);
            if (std::optional<Measurement> m
                = ScenarioMeasurements::fromOverwrite(stack, QStringLiteral("overwrite_mibs_no_snapshot"), result))
                record(*m);
            askSpace([done, availBefore, available, create](bool spaceOk, const QJsonObject &space) {
                const std::optional<qint64> now = available(space);
                if (!spaceOk || !now)
                    return done(false);
                *availBefore = *now;
                create();
            });
        });
}

void ScenarioRunner::stageRebuild(Done done)
{
    auto start = std::make_shared<qint64>(nowMs());
    const int firstStep = int(m_store->session().steps.size());
    startSampling(m_scenario.rebuildKind());
    runPhase(QStringLiteral("rebuild"), false, [this, start, firstStep, done](bool ok) {
        const qint64 end = nowMs();
        stopSampling();
        if (!ok)
            return done(false);
        // One sample after the end, so the progress track ends in the finished state.
        m_sampleKind = m_scenario.rebuildKind();
        askSample([this, start, end, firstStep, done](bool, const QJsonObject &) {
            m_sampleKind.clear();
            // What the replacement received, by the stack's own tool (the rebuild phase's last
            // zpool status, mdadm --detail, lvs of the images, btrfs filesystem show), never the
            // progress counters: ZFS's issued bytes count every survivor's reads, LVM's
            // sync_percent runs over the whole LV.
            const RecipeRequest &request = m_scenario.request();
            ToolStatement::Context context;
            context.lv = QStringLiteral("data");
            context.replacementDevices = QStringList {request.spare};
            if (request.kernelNames.contains(request.spare))
                context.replacementDevices << QStringLiteral("/dev/") + request.kernelNames.value(request.spare);
            const std::optional<Measurement> rebuilt
                = recordFromSteps(QStringLiteral("rebuilt_bytes"), QStringLiteral("bytes"), firstStep, context);
            if (!rebuilt)
                emit message(
                    tr("%1: no output of the rebuild phase states the bytes rebuilt.").arg(m_scenario.stack()));
            RebuildFigures::Inputs inputs;
            inputs.startMs = *start;
            inputs.endMs = end;
            if (rebuilt)
                inputs.bytesRebuilt = qint64(rebuilt->value);
            const RebuildFigures figures = RebuildFigures::fromSamples(m_samples, inputs);
            recordSeconds(QStringLiteral("rebuild_s"), *start, end,
                tr("wall clock from the first command of the rebuild phase to the end of its last step"),
                tr("%1 progress samples, peak %2 MiB/s")
                    .arg(figures.samples)
                    .arg(figures.peakBytesPerSec / 1048576.0, 0, 'f', 1));
            record(ScenarioMeasurements::make(m_scenario.stack(), QStringLiteral("commands_to_replace"),
                m_scenario.commandsToReplace(), QStringLiteral("count"), 0, {},
                MeasurementSource::measured(
                    tr("essential commands of the recipe's rebuild phase, as a person types them"))));
            done(true);
        });
    });
}

void ScenarioRunner::stageVerify(Done done)
{
    runLong(recipeRequest(HelperRequestType::DatasetVerify), tr("Verify the dataset"),
        [this, done](bool, const QJsonObject &result) {
            // A mismatch is a finding of the lab, not a failure of the run: it is recorded as 0.
            QString error;
            const std::optional<Measurement> verified
                = ScenarioMeasurements::fromDatasetVerify(m_scenario.stack(), result, &error);
            if (!verified) {
                fail(tr("%1: %2").arg(m_scenario.stack(), error));
                return done(false);
            }
            record(*verified);
            done(true);
        });
}

void ScenarioRunner::stageScrub(Done done)
{
    const int firstStep = int(m_store->session().steps.size());
    startSampling(QStringLiteral("scrub"));
    runPhase(QStringLiteral("scrub"), false, [this, firstStep, done](bool ok) {
        stopSampling();
        if (!ok)
            return done(false);
        m_sampleKind = QStringLiteral("scrub");
        askSample([this, firstStep, done](bool, const QJsonObject &) {
            m_sampleKind.clear();
            // The count the scrub phase's own output states (zpool status, mismatch_cnt, lvs, btrfs).
            if (!recordFromSteps(QStringLiteral("scrub_errors"), QStringLiteral("count"), firstStep))
                emit message(tr("%1: the scrub's error count could not be read.").arg(m_scenario.stack()));
            done(true);
        });
    });
}

void ScenarioRunner::stageTeardown(Done done)
{
    runPhase(QStringLiteral("teardown"), true, done);
}
