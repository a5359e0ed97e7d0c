#include "pages/walkrunner.h"

#include "lab/drive/stepdriver.h"
#include "lab/session/labsessionfolder.h"
#include "lab/target/labtarget.h"
#include "models/plantreemodel.h"

WalkRunner::WalkRunner(PlanTreeModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
}

WalkRunner::~WalkRunner() = default;

QString WalkRunner::sessionRoot() const
{
    return m_root.isEmpty() ? LabSessionFolder::defaultRoot() : m_root;
}

void WalkRunner::setLabTarget(HelperClient *client, const QString &session, const QString &targetKind)
{
    setDriver(client ? new StepDriver(client, this) : nullptr); // nullptr: this machine's helper next time
    m_session = session.isEmpty() ? QStringLiteral("lab") : session;
    m_targetKind = targetKind.isEmpty() ? QStringLiteral("host") : targetKind;
}

HelperClient *WalkRunner::client() const
{
    return m_driver ? m_driver->client() : nullptr;
}

bool WalkRunner::resume(const QString &dir, QString *error)
{
    if (m_running) {
        *error = tr("Steps are running: wait for them before continuing another walk.");
        return false;
    }
    std::unique_ptr<StackWalk> walk = StackWalk::resume(dir, error);
    if (!walk)
        return false;
    m_walk = std::move(walk);
    Q_EMIT walkChanged();
    return true;
}

void WalkRunner::leave(StepState state, const QString &why)
{
    if (!walk())
        return;
    m_walk->end(state, why);
    m_walk.reset();
    Q_EMIT walkChanged();
}

QString WalkRunner::resultText(const StackWalk::StepResult &result)
{
    const QString time = tr("%1 s").arg(static_cast<double>(result.durationMs) / 1000.0, 0, 'f', 1);
    switch (result.state) {
    case StepState::Running:
        return tr("running…");
    case StepState::Succeeded:
        return result.note.isEmpty() ? tr("✓ exit %1, %2").arg(result.exitCode).arg(time)
                                     : tr("✓ %1, %2").arg(result.note, time);
    case StepState::Failed:
        return result.exitCode < 0 ? tr("✗ failed, %1").arg(time) : tr("✗ exit %1, %2").arg(result.exitCode).arg(time);
    case StepState::Cancelled:
        return tr("✗ cancelled, %1").arg(time);
    case StepState::Interrupted:
        return tr("✗ interrupted");
    }
    return {};
}

QString WalkRunner::notNeededText()
{
    return tr("✓ not needed");
}

void WalkRunner::showResults()
{
    if (!m_walk)
        return;
    for (const PlanPhase &phase : m_model->plan().phases) {
        for (const PlanStep &step : phase.steps) {
            if (const std::optional<StackWalk::StepResult> result = m_walk->result(phase.name, step.id))
                m_model->setStepResult(phase.name, step.id, resultText(*result),
                    result->state != StepState::Succeeded && result->state != StepState::Running);
            else if (step.fallback && m_walk->fallbackNotNeeded(phase, step.id))
                m_model->setStepResult(phase.name, step.id, notNeededText(), false);
        }
    }
}

void WalkRunner::forgetEnded()
{
    if (m_walk && m_walk->hasEnded())
        m_walk.reset();
}

QString WalkRunner::nextPhase(const Plan &plan) const
{
    if (const StackWalk *current = walk())
        return current->nextPhase(plan);
    return plan.phases.isEmpty() ? QString() : plan.phases.first().name;
}

QStringList WalkRunner::offeredPhases(const Plan &plan) const
{
    if (const StackWalk *current = walk())
        return current->offeredPhases(plan);
    return plan.phases.isEmpty() ? QStringList() : QStringList {plan.phases.first().name};
}

bool WalkRunner::run(const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps)
{
    if (m_running || steps.isEmpty())
        return false;
    if (!walk()) {
        QString error;
        m_walk = StackWalk::begin(sessionRoot(), request, m_targetKind, &error);
        if (!m_walk) {
            Q_EMIT stepFailed(phase, {}, tr("Cannot record the walk under %1: %2").arg(sessionRoot(), error), {});
            return false;
        }
        Q_EMIT walkChanged();
    }
    m_running = true;
    Q_EMIT phaseStarted(request, phase);
    if (m_driver && m_driver->helperRunning()) {
        startSteps(request, phase, steps);
        return true;
    }
    if (m_driver && !m_hostTarget) {
        Q_EMIT stepFailed(phase, {},
            tr("The lab target's helper is not running any more: stop the lab and start it again (Lab target…)."), {});
        finish(false);
        return true;
    }
    // This machine's helper, started (and authorized) once and kept for the next runs.
    setDriver(nullptr);
    LabTarget::Options options;
    options.kind = LabTarget::Kind::Host;
    options.session = m_session;
    options.helperPath = m_helperPath;
    m_hostTarget = new LabTarget(options, this);
    connect(m_hostTarget, &LabTarget::ready, this, [this, request, phase, steps] {
        LabTarget *target = m_hostTarget;
        m_hostTarget = nullptr; // setDriver() would drop it
        setDriver(new StepDriver(target->client(), this));
        m_hostTarget = target;
        startSteps(request, phase, steps);
    });
    connect(m_hostTarget, &LabTarget::failed, this, [this, phase](const QString &error) {
        if (!m_running || m_driver)
            return; // once ready, the driver reports a helper that stops under a step
        Q_EMIT stepFailed(phase, {}, error, {});
        finish(false);
    });
    m_hostTarget->start();
    return true;
}

void WalkRunner::cancel()
{
    if (m_driver && m_running)
        m_driver->cancel();
}

void WalkRunner::interrupt(const QString &why)
{
    if (walk())
        m_walk->interrupt(why);
    cancel();
}

void WalkRunner::setDriver(StepDriver *driver)
{
    if (m_driver) {
        m_driver->disconnect(this);
        m_driver->deleteLater();
    }
    if (m_hostTarget) {
        m_hostTarget->disconnect(this);
        m_hostTarget->deleteLater(); // after the driver that speaks through its client
        m_hostTarget = nullptr;
    }
    m_driver = driver;
    if (!driver)
        return;
    connect(driver, &StepDriver::stepStarted, this,
        [this](const QString &phase, const PlanStep &step, const QStringList &argv) {
            m_stepOutput.clear();
            if (walk())
                m_walk->stepStarted(phase, step, argv);
            m_model->setStepResult(phase, step.id, tr("running…"), false);
            Q_EMIT stepStarted(phase, step, argv);
        });
    connect(
        driver, &StepDriver::stepOutput, this, [this](const QString &, const PlanStep &, const HelperOutput &output) {
            m_stepOutput << output.line;
            Q_EMIT outputLine(output.line);
        });
    connect(driver, &StepDriver::stepFinished, this, &WalkRunner::onStepFinished);
    connect(driver, &StepDriver::stepSkipped, this, [this](const QString &phase, const PlanStep &step) {
        m_model->setStepResult(phase, step.id, notNeededText(), false);
    });
    connect(driver, &StepDriver::helperMessage, this, [this](const QString &line) { m_stepOutput << line; });
}

void WalkRunner::startSteps(const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps)
{
    QList<StepDriver::Step> driven;
    for (const PlanStep &step : steps)
        driven.append({phase, step});
    m_driver->claimAndRunSteps(request, driven, [this, phase](bool ok, const HelperRefused &refusal) {
        if (!refusal.rule.isEmpty())
            Q_EMIT stepFailed(phase, {}, tr("%1 (%2)").arg(refusal.message, refusal.rule), {});
        finish(ok);
    });
}

void WalkRunner::onStepFinished(const QString &phase, const PlanStep &step, const StepOutcome &outcome)
{
    const StepState state
        = outcome.ok ? StepState::Succeeded : (outcome.cancelled ? StepState::Cancelled : StepState::Failed);
    const StackWalk::StepResult result {state, outcome.exitCode, outcome.durationMs, outcome.note};
    if (walk())
        m_walk->stepFinished(phase, step.id, state, outcome.exitCode, outcome.durationMs, outcome.note);
    m_model->setStepResult(phase, step.id, resultText(result), !outcome.ok);
    Q_EMIT stepEnded(phase, step, outcome.ok);
    // A refusal with a fallback after it is not the phase's failure: the fallback speaks next.
    if (!outcome.ok && !outcome.fallbackNext)
        Q_EMIT stepFailed(phase, step.id, outcome.failureText(step), m_stepOutput);
}

void WalkRunner::finish(bool ok)
{
    m_running = false;
    // A walk whose teardown has run has ended: its disks are blank again and free for the next.
    if (walk() && m_walk->phaseDone(m_model->plan(), QStringLiteral("teardown"))) {
        m_walk->end(StepState::Succeeded);
        Q_EMIT walkChanged();
    }
    Q_EMIT finished(ok);
}
