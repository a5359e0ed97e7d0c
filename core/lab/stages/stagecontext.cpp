#include "lab/stages/stagecontext.h"

#include "helper/client/helperclient.h"
#include "lab/figures/scenariomeasurements.h"
#include "lab/session/labsessionjson.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/progresssampling.h"
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
    , m_steps(std::make_unique<StageSteps>(*this))
{
    attachClient(client);
}

StageContext::~StageContext() = default;

void StageContext::attachClient(HelperClient *client)
{
    if (m_client)
        m_client->disconnect(this);
    m_steps->speakTo(client);
    for (const QPointer<HelperCall> &call : std::as_const(m_calls)) {
        if (call)
            call->abandon();
    }
    m_calls.clear();
    m_running = nullptr;
    m_sampling->forgetAsked();
    m_client = client;
}

void StageContext::letGoOfHelper()
{
    m_steps->recordPowerCut();
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
    m_steps->beginStage();
    m_stopped = std::move(stopped);
}

void StageContext::endStage()
{
    m_sampling->stop();
    m_running = nullptr;
}

bool StageContext::interruptRunning()
{
    if (!m_steps->poweredOn())
        return false; // the power is off: nothing runs
    if (m_steps->interrupt())
        return true;
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
