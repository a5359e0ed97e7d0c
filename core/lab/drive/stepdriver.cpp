#include "lab/drive/stepdriver.h"

#include "helper/client/helperclient.h"
#include "helper/protocol/helperprotocol.h"
#include "stacks/stackrecipes.h"

#include <atomic>
#include <memory>

namespace {
// Several drivers may share one client (the Build page and a scenario on one lab target): each
// names its requests apart, since the helper echoes the id in every event to every listener.
std::atomic<int> driverSerial {0};
} // namespace

StepDriver::StepDriver(HelperClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_prefix(QStringLiteral("steps%1-").arg(++driverSerial))
{
    connect(m_client, &HelperClient::accepted, this, &StepDriver::onAccepted);
    connect(m_client, &HelperClient::output, this, &StepDriver::onOutput);
    connect(m_client, &HelperClient::exited, this, &StepDriver::onExited);
    connect(m_client, &HelperClient::refused, this, &StepDriver::onRefused);
    connect(m_client, &HelperClient::finished, this, &StepDriver::onClientFinished);
    connect(m_client, &HelperClient::stderrLine, this, &StepDriver::helperMessage);
}

void StepDriver::claim(const RecipeRequest &recipe, std::function<void(bool ok, const HelperRefused &refusal)> done)
{
    HelperRequest request;
    request.type = HelperRequestType::Claim;
    request.id = m_prefix + QStringLiteral("claim-%1").arg(++m_counter);
    request.session = recipe.session;
    request.disks = requestDisks(recipe);
    m_current = request.id;
    m_claimDone = std::move(done);
    m_client->send(request);
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
    HelperRequest request = HelperRequest::forRecipe(recipe, phase, step.id);
    request.id = m_prefix + QStringLiteral("%1-%2-%3").arg(phase, step.id).arg(++m_counter);
    m_current = request.id;
    m_phase = phase;
    m_step = step;
    m_started = false;
    m_stepDone = std::move(done);
    m_client->send(request);
}

void StepDriver::runSteps(const RecipeRequest &recipe, const QList<Step> &steps, OnFailure onFailure, Done done,
    std::function<bool()> stopped)
{
    m_sequenceActive = true;
    m_sequenceCancelled = false;
    auto position = std::make_shared<qsizetype>(0);
    auto allOk = std::make_shared<bool>(true);
    auto next = std::make_shared<std::function<void()>>();
    // The callbacks own everything they use (copies, shared_ptrs): they run long after this returns.
    *next = [this, recipe, steps, onFailure, done, stopped, position, allOk, next] {
        const bool stop = m_sequenceCancelled || (stopped && stopped());
        if (*position >= steps.size() || stop) {
            // Clearing *next destroys this very lambda (it breaks the cycle next -> lambda -> next):
            // only locals may be used after it.
            const Done finish = done;
            const bool ok = *allOk && !stop;
            m_sequenceActive = false;
            *next = nullptr;
            finish(ok);
            return;
        }
        const Step step = steps.at((*position)++);
        runStep(recipe, step.phase, step.step, [this, onFailure, allOk, next, done](const StepOutcome &outcome) {
            if (!outcome.ok) {
                *allOk = false;
                if (onFailure == OnFailure::Stop) {
                    m_sequenceActive = false;
                    *next = nullptr;
                    return done(false);
                }
            }
            QMetaObject::invokeMethod(
                this,
                [next] {
                    if (*next)
                        (*next)();
                },
                Qt::QueuedConnection);
        });
    };
    (*next)();
}

void StepDriver::cancelStep()
{
    if (m_current.isEmpty() || !m_stepDone)
        return;
    HelperRequest request;
    request.type = HelperRequestType::Cancel;
    request.id = m_current;
    m_client->send(request);
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

void StepDriver::onAccepted(const QString &id, const HelperAccepted &accepted)
{
    if (id != m_current)
        return;
    if (m_claimDone) {
        const auto done = std::exchange(m_claimDone, nullptr);
        m_current.clear();
        done(true, {});
        return;
    }
    if (accepted.request == QLatin1String("cancel"))
        return; // the answer to our own cancel: the step's exited follows
    startIfNeeded(accepted.argv);
}

void StepDriver::onOutput(const QString &id, const HelperOutput &output)
{
    if (id != m_current || !m_stepDone)
        return;
    startIfNeeded(m_step.argv);
    Q_EMIT stepOutput(m_phase, m_step, output);
}

void StepDriver::onExited(const QString &id, const HelperExited &exited)
{
    if (id != m_current || !m_stepDone)
        return;
    StepOutcome outcome;
    outcome.ok = exited.ok;
    outcome.cancelled = exited.cancelled;
    outcome.exitCode = exited.exitCode;
    outcome.durationMs = exited.durationMs;
    outcome.error = exited.error;
    outcome.note = exited.result.value(QLatin1String("note")).toString();
    finishStep(outcome);
}

void StepDriver::onRefused(const QString &id, const HelperRefused &refusal)
{
    if (id != m_current)
        return;
    if (m_claimDone) {
        const auto done = std::exchange(m_claimDone, nullptr);
        m_current.clear();
        done(false, refusal);
        return;
    }
    if (!m_stepDone)
        return;
    StepOutcome outcome;
    outcome.refused = true;
    outcome.error = refusal.message;
    outcome.rule = refusal.rule;
    finishStep(outcome);
}

void StepDriver::onClientFinished(int exitCode)
{
    m_claimed.reset(); // a helper started again knows no claims
    if (m_current.isEmpty())
        return;
    const QString why = tr("The helper stopped (exit code %1) before the step finished.").arg(exitCode);
    if (m_claimDone) {
        const auto done = std::exchange(m_claimDone, nullptr);
        m_current.clear();
        done(false, {QStringLiteral("helper.stopped"), {}, why, true});
        return;
    }
    StepOutcome outcome;
    outcome.refused = true;
    outcome.error = why;
    outcome.rule = QStringLiteral("helper.stopped");
    finishStep(outcome);
}

void StepDriver::finishStep(const StepOutcome &outcome)
{
    startIfNeeded(m_step.argv);
    m_current.clear();
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
