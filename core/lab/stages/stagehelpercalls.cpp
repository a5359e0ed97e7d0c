#include "lab/stages/stagehelpercalls.h"

#include "lab/figures/scenariomeasurements.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/stagecontext.h"
#include "stacks/catalog/stackrecipes.h"

#include <QJsonDocument>

#include <utility>

StageHelperCalls::StageHelperCalls(StageContext &lab)
    : m_lab(lab)
{
}

void StageHelperCalls::speakTo(HelperClient *client)
{
    for (const QPointer<HelperCall> &call : std::as_const(m_calls)) {
        if (call)
            call->abandon();
    }
    m_calls.clear();
    m_running = nullptr;
    m_client = client;
}

bool StageHelperCalls::interrupt()
{
    if (!m_running)
        return false;
    m_running->cancel();
    return true;
}

HelperRequest StageHelperCalls::recipeRequest(HelperRequestType type) const
{
    HelperRequest request = HelperRequest::forRecipe(m_lab.recipe());
    request.type = type;
    return request;
}

HelperCall *StageHelperCalls::track(HelperCall *call)
{
    m_calls.removeAll(nullptr);
    m_calls << call;
    return call;
}

HelperCall *StageHelperCalls::ask(
    HelperRequest request, const QString &what, HelperCall::Done done, HelperCall::Options options)
{
    options.what = QStringLiteral("%1-%2").arg(m_lab.stack(), what);
    return track(HelperCall::ask(m_client, std::move(request), &m_lab, std::move(done), std::move(options)));
}

HelperCall *StageHelperCalls::claimDisks(HelperCall::Done done)
{
    const RecipeRequest &recipe = m_lab.recipe();
    return track(HelperCall::claim(m_client, recipe.session, requestDisks(recipe), &m_lab, std::move(done)));
}

// ---- lab actions ----

void StageHelperCalls::verifyDataset(const QString &title, std::function<void(std::optional<Measurement>)> then)
{
    runAction(recipeRequest(HelperRequestType::DatasetVerify), title,
        [this, then = std::move(then)](bool, const QJsonObject &result) {
            QString error;
            const std::optional<Measurement> verified
                = ScenarioMeasurements::fromDatasetVerify(m_lab.stack(), result, &error);
            if (!verified) {
                m_lab.fail(StageContext::tr("%1: %2").arg(m_lab.stack(), error));
                return then(std::nullopt);
            }
            m_lab.records().record(*verified);
            then(verified);
        });
}

void StageHelperCalls::runAction(HelperRequest request, const QString &title, Answer then)
{
    if (m_lab.stopped())
        return then(false, {});
    const QString verb = HelperProtocol::requestTypeName(request.type);
    SessionStepRecord record;
    record.phase = m_lab.stageName();
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
    record.startedAtMs = StageContext::nowMs();
    const int index = m_lab.store()->startStep(record);
    emit m_lab.stepStarted(record.phase, verb, record.argv);
    const QString phase = record.phase;
    HelperCall::Options options;
    options.endsAt = HelperCall::EndsAt::Exit;
    options.onEvent = [this, phase, verb](const HelperEvent &event) {
        if (const HelperProgress *progress = event.progress(); progress && !progress->text.isEmpty())
            emit m_lab.stepOutput(phase, verb, progress->text);
    };
    m_running = ask(
        request, verb,
        [this, index, phase, verb, then](const HelperReply &reply) { onActionEnd(reply, index, phase, verb, then); },
        std::move(options));
}

void StageHelperCalls::onActionEnd(
    const HelperReply &reply, int index, const QString &phase, const QString &verb, const Answer &then)
{
    LabSessionStore *store = m_lab.store();
    auto end = [&](bool ok, StepState state, int exitCode, const QString &line) {
        if (!line.isEmpty() && index >= 0)
            store->appendOutput(index, {line});
        if (index >= 0)
            store->finishStep(index, state, exitCode, StageContext::nowMs());
        m_running = nullptr; // one action at a time: this one
        emit m_lab.stepFinished(phase, verb, ok, reply.exited() ? reply.exited()->durationMs : 0);
    };
    if (const HelperExited *exited = reply.exited()) {
        // The result goes into the step's output as one JSON line (without the per-file
        // manifest, which the helper keeps), so the session holds what every figure came from.
        QJsonObject kept = exited->result;
        kept.remove(QStringLiteral("manifest"));
        if (index >= 0 && !kept.isEmpty())
            store->appendOutput(index, {QString::fromUtf8(QJsonDocument(kept).toJson(QJsonDocument::Compact))});
        end(exited->ok,
            exited->ok ? StepState::Succeeded : (exited->cancelled ? StepState::Cancelled : StepState::Failed),
            exited->exitCode, exited->error);
        if (!exited->ok && !exited->error.isEmpty())
            m_lab.say(StageContext::tr("%1: %2 failed: %3").arg(m_lab.stack(), verb, exited->error));
        then(exited->ok && !exited->cancelled, exited->result);
        return;
    }
    const QString why = reply.why();
    end(false, StepState::Failed, -1, StageContext::tr("refused by the helper (%1)").arg(why));
    m_lab.say(StageContext::tr("%1: %2 refused (%3)").arg(m_lab.stack(), verb, why));
    then(false, {});
}

// ---- questions ----

void StageHelperCalls::askSpace(Answer then)
{
    ask(recipeRequest(HelperRequestType::Space), QStringLiteral("space"), [this, then](const HelperReply &reply) {
        if (!reply.ok)
            m_lab.say(StageContext::tr("%1: the space could not be read (%2): %3")
                          .arg(m_lab.stack(), reply.refusal.rule, reply.refusal.message));
        then(reply.ok, reply.answer());
    });
}

void StageHelperCalls::askSpaceField(const QString &field, std::function<void(std::optional<qint64>)> then)
{
    askSpace([field, then](bool ok, const QJsonObject &space) {
        then(ok ? ScenarioMeasurements::spaceField(space, field) : std::nullopt);
    });
}
