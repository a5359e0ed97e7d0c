#include "lab/campaign/stageengine.h"

#include "lab/campaign/stagefactory.h"
#include "lab/scenario/stagelist.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/labstage.h"
#include "lab/stages/stagecontext.h"

#include <algorithm>

StageEngine::StageEngine(const Scenario &scenario, StageContext *context, LabSessionStore *store, QObject *parent)
    : QObject(parent)
    , m_stages(scenario.stages())
    , m_stack(scenario.stack())
    , m_drills(scenario.drillNames())
    , m_context(context)
    , m_store(store)
{
}

StageEngine::~StageEngine()
{
    // Gone before its end (the lab target failed under it, the window closed): the session says
    // the stack was interrupted, so a resume runs it again and the report marks it.
    if (m_stackRun >= 0 && !m_finished)
        m_store->finishStackRun(m_stackRun, StepState::Interrupted, m_context->error(), StageContext::nowMs());
}

void StageEngine::run()
{
    m_runAll = true;
    if (!m_running)
        runNextStage();
}

void StageEngine::runNextStage()
{
    if (m_running || m_finished)
        return;
    // The session learns where this stack's records begin: a run cut short and the one that
    // replaces it (lab run --resume) stay apart.
    if (m_stackRun < 0 && (m_stackRun = m_store->startStackRun(m_stack, StageContext::nowMs(), m_drills)) < 0)
        m_context->say(tr("The session could not record the start of %1: %2").arg(m_stack, m_store->errorString()));
    while (m_next < m_stages.size() && !m_stages.at(m_next).applicable) {
        const ScenarioStage &skipped = m_stages.at(m_next);
        m_context->say(tr("%1: %2 skipped: %3").arg(m_stack, skipped.title, skipped.note));
        ++m_next;
    }
    // A drill lost the data: nothing is left to read or scrub, only the teardown.
    while (
        m_next < m_stages.size() && m_context->figures().dataLost && stageEntry(m_stages.at(m_next).kind).needsData) {
        m_context->say(tr("%1: %2 skipped: the data is lost.").arg(m_stack, m_stages.at(m_next).title));
        ++m_next;
    }
    if (m_next >= m_stages.size()) {
        finishRun();
        return;
    }
    startStage(m_next);
}

void StageEngine::cancel()
{
    if (m_finished)
        return;
    if (m_cancelled) {
        // A second cancel: the teardown stops too (the disks may stay built).
        m_abortTeardown = true;
    } else {
        m_cancelled = true;
        m_context->fail(tr("Cancelled by the user."));
    }
    if (!m_context->interruptRunning() && !m_running) {
        m_next = stageAfterFailure();
        runNextStage();
    }
}

bool StageEngine::stopped() const
{
    if (m_abortTeardown)
        return true;
    return m_cancelled && m_current >= 0 && !stageEntry(m_stages.at(m_current).kind).tearsDown;
}

int StageEngine::stageAfterFailure() const
{
    // Only the teardown is left, and only if something was built.
    const auto teardown = std::find_if(
        m_stages.begin(), m_stages.end(), [](const ScenarioStage &s) { return stageEntry(s.kind).tearsDown; });
    return (m_built && !m_tornDown && teardown != m_stages.end()) ? int(teardown - m_stages.begin())
                                                                  : int(m_stages.size());
}

void StageEngine::startStage(int index)
{
    m_current = index;
    m_running = true;
    const ScenarioStage stage = m_stages.at(index);
    const StageListEntry &entry = stageEntry(stage.kind);
    if (entry.buildsStack)
        m_built = true;
    emit stageStarted(stage);
    m_context->say(tr("%1: %2").arg(m_stack, stage.title));
    m_context->beginStage(stage, [this] { return stopped(); });
    // The stage before returned from its done() before this runs (queued, or a later click):
    // dropping it here is safe.
    m_stage = makeStage(*m_context, stage);
    m_stage->run([this](bool ok) { finishStage(ok); });
}

void StageEngine::finishStage(bool ok)
{
    m_context->endStage();
    const ScenarioStage stage = m_stages.at(m_current);
    m_running = false;
    if (!ok && m_context->ok())
        m_context->fail(m_context->steps().lastWords().isEmpty()
                ? tr("%1: the stage '%2' failed.").arg(m_stack, stage.title)
                : tr("%1: the stage '%2' failed: %3").arg(m_stack, stage.title, m_context->steps().lastWords()));
    // Between stages: the journal folds into one snapshot so reopening stays fast.
    if (!m_store->compact())
        m_context->say(tr("The session could not be compacted: %1").arg(m_store->errorString()));
    emit stageFinished(stage, ok);
    if (stageEntry(stage.kind).tearsDown)
        m_tornDown = true;
    m_next = m_context->ok() ? m_current + 1 : stageAfterFailure();
    if (m_next >= m_stages.size()) {
        finishRun();
        return;
    }
    if (m_runAll || !m_context->ok())
        QMetaObject::invokeMethod(this, &StageEngine::runNextStage, Qt::QueuedConnection);
}

void StageEngine::finishRun()
{
    if (m_finished)
        return;
    m_finished = true;
    m_running = false;
    m_next = int(m_stages.size());
    const bool ok = m_context->ok();
    if (m_stackRun >= 0)
        m_store->finishStackRun(m_stackRun,
            ok ? StepState::Succeeded : (m_cancelled ? StepState::Cancelled : StepState::Failed), m_context->error(),
            StageContext::nowMs());
    m_store->compact();
    emit finished(ok);
}
