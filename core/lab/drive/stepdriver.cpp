#include "lab/drive/stepdriver.h"

#include "helper/client/helpercall.h"
#include "helper/client/helperclient.h"
#include "helper/protocol/helperprotocol.h"
#include "stacks/catalog/stackrecipes.h"

#include <memory>

StepDriver::StepDriver(HelperClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    connect(m_client, &HelperClient::finished, this, &StepDriver::onClientFinished);
    connect(m_client, &HelperClient::stderrLine, this, &StepDriver::helperMessage);
}

bool StepDriver::isRunning() const
{
    return m_current || m_sequenceActive;
}

bool StepDriver::helperRunning() const
{
    return m_client->isRunning();
}

void StepDriver::claim(const RecipeRequest &recipe, std::function<void(bool ok, const HelperRefused &refusal)> done)
{
    HelperCall::claim(m_client, recipe.session, requestDisks(recipe), this,
        [done = std::move(done)](const HelperReply &reply) { done(reply.ok, reply.refusal); });
}

void StepDriver::claimAndRunSteps(const RecipeRequest &recipe, const QList<Step> &steps,
    std::function<void(bool ok, const HelperRefused &refusal)> done)
{
    const auto run
        = [this, recipe, steps, done] { runSteps(recipe, steps, OnFailure::Stop, [done](bool ok) { done(ok, {}); }); };
    if (m_claimed && requestDisks(*m_claimed) == requestDisks(recipe) && m_claimed->stack == recipe.stack
        && m_claimed->session == recipe.session)
        return run();
    m_sequenceActive = true;
    claim(recipe, [this, recipe, run, done](bool ok, const HelperRefused &refusal) {
        m_sequenceActive = false;
        if (!ok)
            return done(false, refusal);
        m_claimed = recipe;
        run();
    });
}

void StepDriver::runStep(const RecipeRequest &recipe, const QString &phase, const PlanStep &step,
    std::function<void(const StepOutcome &)> done)
{
    m_phase = phase;
    m_step = step;
    m_started = false;
    m_stepDone = std::move(done);
    HelperCall::Options options;
    options.endsAt = HelperCall::EndsAt::Exit;
    options.what = QStringLiteral("%1-%2").arg(phase, step.id);
    options.onEvent = [this](const HelperEvent &event) {
        if (const HelperAccepted *accepted = event.accepted()) {
            if (accepted->request != QLatin1String("cancel")) // the answer to our own cancel
                startIfNeeded(accepted->argv);
        } else if (const HelperOutput *output = event.output()) {
            startIfNeeded(m_step.argv);
            Q_EMIT stepOutput(m_phase, m_step, *output);
        }
    };
    m_current = HelperCall::ask(
        m_client, HelperRequest::forRecipe(recipe, phase, step.id), this,
        [this](const HelperReply &reply) { finishStep(reply); }, std::move(options));
}

void StepDriver::runSteps(const RecipeRequest &recipe, const QList<Step> &steps, OnFailure onFailure, Done done,
    std::function<bool()> stopped)
{
    m_sequenceActive = true;
    m_sequenceCancelled = false;
    auto position = std::make_shared<qsizetype>(0);
    auto allOk = std::make_shared<bool>(true);
    // An ordinary step that failed with fallbacks after it was refused: its fallbacks run, and
    // the last of them speaks for it; after a success they are skipped (plan.h, PlanStep::fallback).
    auto refused = std::make_shared<bool>(false);
    auto next = std::make_shared<std::function<void()>>();
    // The callbacks own everything they use (copies, shared_ptrs): they run long after this returns.
    // The sequence holds itself only weakly: the step waiting for its answer (and the queued call
    // to the next) hold it, so a driver dropped mid-sequence (the power cut) frees it too. A strong
    // capture here was a cycle that LeakSanitizer found in tst_lab_stagecontext's power cut.
    const std::weak_ptr<std::function<void()>> self = next;
    *next = [this, recipe, steps, onFailure, done, stopped, position, allOk, refused, self] {
        const std::shared_ptr<std::function<void()>> keep = self.lock();
        if (!keep)
            return;
        const bool stop = m_sequenceCancelled || (stopped && stopped());
        while (*position < steps.size() && !stop && steps.at(*position).step.fallback && !*refused) {
            const Step &skipped = steps.at((*position)++);
            Q_EMIT stepSkipped(skipped.phase, skipped.step);
        }
        if (*position >= steps.size() || stop) {
            // Clearing *keep destroys this very lambda: only locals may be used after it.
            const Done finish = done;
            const bool ok = *allOk && !stop;
            m_sequenceActive = false;
            *keep = nullptr;
            finish(ok);
            return;
        }
        const Step step = steps.at((*position)++);
        const bool fallbackNext = *position < steps.size() && steps.at(*position).step.fallback;
        if (!step.step.fallback)
            *refused = false;
        m_fallbackNext = fallbackNext && !step.step.fallback;
        runStep(recipe, step.phase, step.step,
            [this, onFailure, allOk, refused, fallbackNext, isFallback = step.step.fallback, keep, done](
                const StepOutcome &outcome) {
                if (!outcome.ok && !isFallback && fallbackNext) {
                    *refused = true;
                } else if (!outcome.ok) {
                    *allOk = false;
                    if (onFailure == OnFailure::Stop) {
                        m_sequenceActive = false;
                        *keep = nullptr;
                        return done(false);
                    }
                }
                QMetaObject::invokeMethod(
                    this,
                    [keep] {
                        if (*keep)
                            (*keep)();
                    },
                    Qt::QueuedConnection);
            });
    };
    (*next)();
}

void StepDriver::cancelStep()
{
    if (m_current)
        m_current->cancel();
}

void StepDriver::cancel()
{
    m_sequenceCancelled = true;
    cancelStep();
}

void StepDriver::startIfNeeded(const QStringList &argv)
{
    if (m_started)
        return;
    m_started = true;
    Q_EMIT stepStarted(m_phase, m_step, argv);
}

void StepDriver::onClientFinished()
{
    m_claimed.reset(); // a helper started again knows no claims
}

void StepDriver::finishStep(const HelperReply &reply)
{
    StepOutcome outcome;
    if (const HelperExited *exited = reply.exited()) {
        outcome.ok = exited->ok;
        outcome.cancelled = exited->cancelled;
        outcome.exitCode = exited->exitCode;
        outcome.durationMs = exited->durationMs;
        outcome.error = exited->error;
        outcome.note = exited->result.value(QLatin1String("note")).toString();
    } else {
        outcome.refused = true;
        outcome.error = reply.refusal.message;
        outcome.rule = reply.refusal.rule;
    }
    outcome.fallbackNext = !outcome.ok && std::exchange(m_fallbackNext, false);
    startIfNeeded(m_step.argv);
    m_current = nullptr;
    const auto done = std::exchange(m_stepDone, nullptr);
    Q_EMIT stepFinished(m_phase, m_step, outcome);
    if (done)
        done(outcome);
}

QString StepOutcome::failureText(const PlanStep &step) const
{
    if (refused)
        return StepDriver::tr("%1 (%2)").arg(error, rule);
    if (cancelled)
        return StepDriver::tr("Cancelled.");
    if (exitCode != 0 && !step.alsoOkExitCodes.contains(exitCode))
        return StepDriver::tr("The step exited with code %1.").arg(exitCode);
    if (step.success == SuccessCheck::ExitZeroNoOutput)
        return StepDriver::tr("The check found something (its output is above): the disk is not blank.");
    return error.isEmpty() ? StepDriver::tr("The step exited with code %1.").arg(exitCode) : error;
}
