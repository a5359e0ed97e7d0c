#include "lab/stages/stagecontext.h"

#include "helper/client/helperclient.h"
#include "lab/drive/stepdriver.h"
#include "lab/figures/scenariomeasurements.h"
#include "lab/session/labsessionjson.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/progresssampling.h"
#include "lab/target/targetcapabilities.h"
#include "stacks/catalog/stackrecipes.h"

#include <QDateTime>
#include <QJsonDocument>

#include <algorithm>

StageContext::StageContext(const Scenario &scenario, HelperClient *client, LabSessionStore *store, QObject *parent)
    : QObject(parent)
    , m_scenario(scenario)
    , m_store(store)
    , m_sampling(std::make_unique<ProgressSampling>(*this))
    , m_records(std::make_unique<StageRecords>(*this))
    , m_target(std::make_unique<StageTarget>(*this))
{
    attachClient(client);
}

StageContext::~StageContext() = default;

void StageContext::attachClient(HelperClient *client)
{
    if (m_client)
        m_client->disconnect(this);
    // The old drivers wait for answers that will never come: drop them with what they waited for.
    for (StepDriver *driver : {m_steps, m_asideSteps}) {
        if (driver) {
            driver->disconnect(this);
            driver->deleteLater();
        }
    }
    for (const QPointer<HelperCall> &call : std::as_const(m_calls)) {
        if (call)
            call->abandon();
    }
    m_calls.clear();
    m_running = nullptr;
    m_sampling->forgetAsked();
    m_runningStepIndex = m_asideStepIndex = -1;
    m_client = client;
    m_steps = m_asideSteps = nullptr;
    if (!m_client)
        return;
    m_steps = new StepDriver(m_client, this);
    m_asideSteps = new StepDriver(m_client, this);
    connectStepDriver(m_steps, &m_runningStepIndex);
    connectStepDriver(m_asideSteps, &m_asideStepIndex);
}

void StageContext::letGoOfHelper()
{
    // A step that runs now never ends: its helper goes with the guest. The session says so, and
    // its callback never comes (the caller goes on from the power cycle's end).
    for (int *index : {&m_runningStepIndex, &m_asideStepIndex}) {
        if (*index < 0)
            continue;
        m_store->appendOutput(*index,
            {tr("The power went while this step ran: the command and the helper are "
                "gone with the guest.")});
        m_store->finishStep(*index, StepState::Cancelled, -1, nowMs());
        const SessionStepRecord &record = m_store->session().steps.at(*index);
        emit stepFinished(record.phase, record.stepId, false, record.endedAtMs - record.startedAtMs);
    }
    m_sampling->stop();
    attachClient(nullptr);
}

bool StageContext::setRecipe(const RecipeRequest &request, QString *error)
{
    Scenario rebuilt(request, m_scenario.options());
    if (!rebuilt.ok()) {
        *error = rebuilt.error();
        return false;
    }
    m_scenario = rebuilt;
    return true;
}

qint64 StageContext::nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void StageContext::fail(const QString &error)
{
    if (m_ok) {
        m_ok = false;
        m_error = error;
    }
    emit message(error);
}

void StageContext::beginStage(const ScenarioStage &stage, std::function<bool()> stopped)
{
    m_stageName = stage.name;
    m_lastStepWords.clear();
    m_stopped = std::move(stopped);
}

void StageContext::endStage()
{
    m_sampling->stop();
    m_running = nullptr;
}

bool StageContext::interruptRunning()
{
    if (!m_steps)
        return false; // the power is off: nothing runs
    if (m_asideSteps->isRunning())
        m_asideSteps->cancel();
    if (m_steps->isRunning()) {
        m_steps->cancelStep();
        return true;
    }
    if (!m_running)
        return false;
    m_running->cancel();
    return true;
}

// ---- the helper conversation ----

HelperRequest StageContext::recipeRequest(HelperRequestType type) const
{
    HelperRequest request = HelperRequest::forRecipe(recipe());
    request.type = type;
    return request;
}

HelperCall *StageContext::track(HelperCall *call)
{
    m_calls.removeAll(nullptr);
    m_calls << call;
    return call;
}

HelperCall *StageContext::ask(
    HelperRequest request, const QString &what, HelperCall::Done done, HelperCall::Options options)
{
    options.what = QStringLiteral("%1-%2").arg(stack(), what);
    return track(HelperCall::ask(m_client, std::move(request), this, std::move(done), std::move(options)));
}

HelperCall *StageContext::claimDisks(HelperCall::Done done)
{
    return track(HelperCall::claim(m_client, recipe().session, requestDisks(recipe()), this, std::move(done)));
}

// ---- plan steps ----

bool StageContext::poweredOn()
{
    if (m_steps)
        return true;
    emit message(tr("%1: the virtual lab is switched off (power-cut drill): no step can run.").arg(stack()));
    return false;
}

void StageContext::runStep(const QString &phase, const PlanStep &step, Done done)
{
    if (stopped() || !poweredOn())
        return done(false);
    m_steps->runStep(recipe(), phase, step, [done](const StepOutcome &outcome) { done(outcome.ok); });
}

void StageContext::runSteps(const QString &phase, const QList<PlanStep> &steps, Done done)
{
    if (!poweredOn())
        return done(false);
    QList<StepDriver::Step> list;
    for (const PlanStep &step : steps)
        list.append({phase, step});
    m_steps->runSteps(recipe(), list, StepDriver::OnFailure::Stop, done, [this] { return stopped(); });
}

void StageContext::runPhase(const QString &phaseName, bool bestEffort, Done done)
{
    if (!poweredOn())
        return done(false);
    QList<StepDriver::Step> steps;
    if (const PlanPhase *phase = m_scenario.phase(phaseName)) {
        for (const PlanStep &step : phase->steps)
            steps.append({phaseName, step});
    }
    m_steps->runSteps(recipe(), steps, bestEffort ? StepDriver::OnFailure::GoOn : StepDriver::OnFailure::Stop, done,
        [this] { return stopped(); });
}

void StageContext::runStepsAside(
    const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps, bool bestEffort, Done done)
{
    if (!poweredOn())
        return done(false);
    QList<StepDriver::Step> list;
    for (const PlanStep &step : steps)
        list.append({phase, step});
    m_asideSteps->runSteps(request, list, bestEffort ? StepDriver::OnFailure::GoOn : StepDriver::OnFailure::Stop, done,
        [this] { return stopped(); });
}

void StageContext::connectStepDriver(StepDriver *driver, int *runningStepIndex)
{
    // Every plan step goes into the session as the helper ran it: its argv from `accepted`, its
    // output, and its exit with the helper's verdict.
    connect(driver, &StepDriver::stepStarted, this,
        [this, runningStepIndex](const QString &phase, const PlanStep &step, const QStringList &argv) {
            SessionStepRecord record;
            record.phase = phase;
            record.stepId = step.id;
            record.title = step.title;
            record.argv = argv;
            record.startedAtMs = nowMs();
            *runningStepIndex = m_store->startStep(record);
            if (*runningStepIndex < 0)
                emit message(tr("The session could not record a step: %1").arg(m_store->errorString()));
            emit stepStarted(phase, step.id, argv);
        });
    connect(driver, &StepDriver::stepOutput, this,
        [this, runningStepIndex](const QString &phase, const PlanStep &step, const HelperOutput &output) {
            if (*runningStepIndex >= 0)
                m_store->appendOutput(*runningStepIndex, {output.line});
            emit stepOutput(phase, step.id, output.line);
        });
    connect(driver, &StepDriver::stepFinished, this,
        [this, runningStepIndex](const QString &phase, const PlanStep &step, const StepOutcome &outcome) {
            const int index = std::exchange(*runningStepIndex, -1);
            if (outcome.refused) {
                m_store->appendOutput(index, {tr("refused by the helper (%1): %2").arg(outcome.rule, outcome.error)});
                m_store->finishStep(index, StepState::Failed, -1, nowMs());
                emit stepFinished(phase, step.id, false, 0);
                emit message(
                    tr("%1: step %2/%3 refused (%4): %5").arg(stack(), phase, step.id, outcome.rule, outcome.error));
                return;
            }
            if (!outcome.error.isEmpty())
                m_store->appendOutput(index, {outcome.error});
            m_store->finishStep(index,
                outcome.ok ? StepState::Succeeded : (outcome.cancelled ? StepState::Cancelled : StepState::Failed),
                outcome.exitCode, nowMs());
            const SessionStepRecord &record = m_store->session().steps.at(index);
            emit stepFinished(phase, step.id, outcome.ok, record.endedAtMs - record.startedAtMs);
            if (!outcome.ok) {
                // A guest's kernel is the virtual lab's, with every driver; the loop lab and the host run here.
                TargetCapabilities kernel = TargetCapabilities::probe();
                if (m_target->isVirtual())
                    kernel.setDriver(TargetCapabilities::Driver::DeviceMapper, true);
                // The tool's own words (outcome.error is among them: it went to the output above).
                m_lastStepWords = record.lastWords();
                const QString cause = kernel.whyFailed(record.outputLines.join(QLatin1Char('\n')));
                if (!cause.isEmpty())
                    m_store->appendOutput(index, {cause});
                emit message(tr("%1: step %2/%3 failed (exit code %4)%5%6")
                                 .arg(stack(), phase, step.id)
                                 .arg(outcome.exitCode)
                                 .arg(m_lastStepWords.isEmpty() ? QString() : QLatin1String(": ") + m_lastStepWords,
                                     cause.isEmpty() ? QString() : QLatin1Char(' ') + cause));
                if (outcome.fallbackNext)
                    emit message(tr("%1: the plan's fallback for %2/%3 runs next").arg(stack(), phase, step.id));
            }
        });
}

// ---- lab actions ----

void StageContext::verifyDataset(const QString &title, std::function<void(std::optional<Measurement>)> then)
{
    runAction(recipeRequest(HelperRequestType::DatasetVerify), title,
        [this, then = std::move(then)](bool, const QJsonObject &result) {
            QString error;
            const std::optional<Measurement> verified
                = ScenarioMeasurements::fromDatasetVerify(stack(), result, &error);
            if (!verified) {
                fail(tr("%1: %2").arg(stack(), error));
                return then(std::nullopt);
            }
            m_records->record(*verified);
            then(verified);
        });
}

void StageContext::runAction(HelperRequest request, const QString &title, Answer then)
{
    if (stopped())
        return then(false, {});
    const QString verb = HelperProtocol::requestTypeName(request.type);
    SessionStepRecord record;
    record.phase = m_stageName;
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
    const QString phase = record.phase;
    HelperCall::Options options;
    options.endsAt = HelperCall::EndsAt::Exit;
    options.onEvent = [this, phase, verb](const HelperEvent &event) {
        if (const HelperProgress *progress = event.progress(); progress && !progress->text.isEmpty())
            emit stepOutput(phase, verb, progress->text);
    };
    m_running = ask(
        request, verb,
        [this, index, phase, verb, then](const HelperReply &reply) { onActionEnd(reply, index, phase, verb, then); },
        std::move(options));
}

void StageContext::onActionEnd(
    const HelperReply &reply, int index, const QString &phase, const QString &verb, const Answer &then)
{
    auto end = [&](bool ok, StepState state, int exitCode, const QString &line) {
        if (!line.isEmpty() && index >= 0)
            m_store->appendOutput(index, {line});
        if (index >= 0)
            m_store->finishStep(index, state, exitCode, nowMs());
        m_running = nullptr; // one action at a time: this one
        emit stepFinished(phase, verb, ok, reply.exited() ? reply.exited()->durationMs : 0);
    };
    if (const HelperExited *exited = reply.exited()) {
        // The result goes into the step's output as one JSON line (without the per-file
        // manifest, which the helper keeps), so the session holds what every figure came from.
        QJsonObject kept = exited->result;
        kept.remove(QStringLiteral("manifest"));
        if (index >= 0 && !kept.isEmpty())
            m_store->appendOutput(index, {QString::fromUtf8(QJsonDocument(kept).toJson(QJsonDocument::Compact))});
        end(exited->ok,
            exited->ok ? StepState::Succeeded : (exited->cancelled ? StepState::Cancelled : StepState::Failed),
            exited->exitCode, exited->error);
        if (!exited->ok && !exited->error.isEmpty())
            emit message(tr("%1: %2 failed: %3").arg(stack(), verb, exited->error));
        then(exited->ok && !exited->cancelled, exited->result);
        return;
    }
    const QString why = reply.why();
    end(false, StepState::Failed, -1, tr("refused by the helper (%1)").arg(why));
    emit message(tr("%1: %2 refused (%3)").arg(stack(), verb, why));
    then(false, {});
}

// ---- questions ----

void StageContext::askSpace(Answer then)
{
    ask(recipeRequest(HelperRequestType::Space), QStringLiteral("space"), [this, then](const HelperReply &reply) {
        if (!reply.ok)
            emit message(
                tr("%1: the space could not be read (%2): %3").arg(stack(), reply.refusal.rule, reply.refusal.message));
        then(reply.ok, reply.answer());
    });
}

void StageContext::askSpaceField(const QString &field, std::function<void(std::optional<qint64>)> then)
{
    askSpace([field, then](bool ok, const QJsonObject &space) {
        then(ok ? ScenarioMeasurements::spaceField(space, field) : std::nullopt);
    });
}
