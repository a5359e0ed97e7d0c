#include "pages/walkprogress.h"

#include "lab/scenario/scenario.h"
#include "lab/walk/stackwalk.h"
#include "pages/walkrunner.h"
#include "stacks/recipe/stackprobes.h"

WalkProgress::WalkProgress(WalkRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
    , m_sampler(new ProgressSampler(ProgressSampler::asking([runner] { return runner->client(); },
                                        [this] { return m_request; }, this, QStringLiteral("walk-sample")),
          ScenarioOptions().sampleIntervalMs, this))
{
    connect(runner, &WalkRunner::phaseStarted, this, &WalkProgress::onPhaseStarted);
    connect(runner, &WalkRunner::stepStarted, this, [this](const QString &phase, const PlanStep &step) {
        m_runningStep = {phase, step.id};
        m_output[m_runningStep].clear();
    });
    connect(runner, &WalkRunner::outputLine, this, [this](const QString &line) {
        if (!m_runningStep.first.isEmpty())
            m_output[m_runningStep] << line;
    });
    connect(runner, &WalkRunner::stepEnded, this, &WalkProgress::onStepEnded);
    connect(runner, &WalkRunner::finished, this, &WalkProgress::onPhaseFinished);
    connect(m_sampler, &ProgressSampler::sampled, this, [this](const QString &kind, const ProgressSample &sample) {
        if (StackWalk *walk = m_runner->walk())
            walk->addProgress(kind, sample);
        Q_EMIT progressSample(m_request.stack, kind, sample);
    });
    connect(m_sampler, &ProgressSampler::ended, this,
        [this](const QString &kind) { Q_EMIT followed(m_request.stack, kind); });
}

void WalkProgress::setIntervalMs(int milliseconds)
{
    m_sampler->setIntervalMs(milliseconds);
}

void WalkProgress::onPhaseStarted(const RecipeRequest &request, const QString &phase)
{
    m_request = request;
    m_phase = phase;
    const StackWalk *walk = m_runner->walk();
    if (walk && walk->directory() != m_walkDirectory) {
        m_walkDirectory = walk->directory();
        m_output.clear();
        stopFollowing();
        Q_EMIT walkBegan(request.stack);
    }
    const QString kind = progressKindOf(request, phase);
    if (!kind.isEmpty())
        follow(kind);
    else if (phase == QLatin1String("teardown") || phase == QLatin1String("prepare"))
        stopFollowing(); // the stack goes (or is not there yet): nothing copies any more
}

void WalkProgress::onStepEnded(const QString &phase, const PlanStep &step, bool ok)
{
    m_runningStep = {};
    // The initial sync begins with the build step that starts it (md's create, LVM's lvcreate).
    if (ok && step.startsSync && phase == QLatin1String("build"))
        follow(QStringLiteral("sync"));
}

void WalkProgress::follow(const QString &kind)
{
    if (m_sampler->isSampling() && m_sampler->kind() == kind) {
        m_sampler->start(kind); // sampling on, no longer only until at rest
        return;
    }
    if (m_sampler->isSampling())
        Q_EMIT followed(m_request.stack, m_sampler->kind());
    m_sampler->stop();
    m_sampler->start(kind);
    Q_EMIT following(m_request.stack, kind);
}

void WalkProgress::stopFollowing()
{
    if (!m_sampler->isSampling())
        return;
    const QString kind = m_sampler->kind();
    m_sampler->stop();
    Q_EMIT followed(m_request.stack, kind);
}

void WalkProgress::onPhaseFinished()
{
    m_phase.clear();
    // One more sample now, and on while the copy still runs.
    if (m_sampler->isSampling())
        m_sampler->untilAtRest();
    const StackWalk *walk = m_runner->shownWalk();
    if (!walk)
        return;
    LabSession session = walk->session();
    for (SessionStepRecord &step : session.steps) {
        if (step.outputLines.size() <= 1) // the helper's note at most: the tool's lines are kept here
            step.outputLines = m_output.value({step.phase, step.stepId}, step.outputLines);
    }
    Q_EMIT copyClocks(CopyClocks::of(session, m_request));
}
