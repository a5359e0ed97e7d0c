#include "lab/stages/stagesteps.h"

#include "lab/drive/stepdriver.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/stagecontext.h"
#include "lab/target/targetcapabilities.h"

#include <utility>

namespace {
QList<StepDriver::Step> inPhase(const QString &phase, const QList<PlanStep> &steps)
{
    QList<StepDriver::Step> list;
    for (const PlanStep &step : steps)
        list.append({phase, step});
    return list;
}

StepDriver::OnFailure onFailure(bool bestEffort)
{
    return bestEffort ? StepDriver::OnFailure::GoOn : StepDriver::OnFailure::Stop;
}
} // namespace

StageSteps::StageSteps(StageContext &lab)
    : m_lab(lab)
{
}

void StageSteps::speakTo(HelperClient *client)
{
    // The old drivers wait for answers that will never come: drop them with what they waited for.
    for (StepDriver *driver : {m_driver, m_asideDriver}) {
        if (driver) {
            driver->disconnect(&m_lab);
            driver->deleteLater();
        }
    }
    m_runningIndex = m_asideIndex = -1;
    m_driver = m_asideDriver = nullptr;
    if (!client)
        return;
    m_driver = new StepDriver(client, &m_lab);
    m_asideDriver = new StepDriver(client, &m_lab);
    recordSteps(m_driver, &m_runningIndex);
    recordSteps(m_asideDriver, &m_asideIndex);
}

void StageSteps::recordPowerCut()
{
    LabSessionStore *store = m_lab.store();
    for (int *index : {&m_runningIndex, &m_asideIndex}) {
        if (*index < 0)
            continue;
        store->appendOutput(*index,
            {StageContext::tr("The power went while this step ran: the command and the helper are "
                              "gone with the guest.")});
        store->finishStep(*index, StepState::Cancelled, -1, StageContext::nowMs());
        const SessionStepRecord &record = store->session().steps.at(*index);
        emit m_lab.stepFinished(record.phase, record.stepId, false, record.endedAtMs - record.startedAtMs);
    }
}

bool StageSteps::interrupt()
{
    if (m_asideDriver->isRunning())
        m_asideDriver->cancel();
    if (!m_driver->isRunning())
        return false;
    m_driver->cancelStep();
    return true;
}

bool StageSteps::canRun()
{
    if (poweredOn())
        return true;
    m_lab.say(
        StageContext::tr("%1: the virtual lab is switched off (power-cut drill): no step can run.").arg(m_lab.stack()));
    return false;
}

void StageSteps::runStep(const QString &phase, const PlanStep &step, Done done)
{
    if (m_lab.stopped() || !canRun())
        return done(false);
    m_driver->runStep(m_lab.recipe(), phase, step, [done](const StepOutcome &outcome) { done(outcome.ok); });
}

void StageSteps::runSteps(const QString &phase, const QList<PlanStep> &steps, Done done)
{
    if (!canRun())
        return done(false);
    m_driver->runSteps(m_lab.recipe(), inPhase(phase, steps), StepDriver::OnFailure::Stop, done,
        [&lab = m_lab] { return lab.stopped(); });
}

void StageSteps::runPhase(const QString &phase, bool bestEffort, Done done)
{
    if (!canRun())
        return done(false);
    const PlanPhase *planPhase = m_lab.scenario().phase(phase);
    m_driver->runSteps(m_lab.recipe(), inPhase(phase, planPhase ? planPhase->steps : QList<PlanStep>()),
        onFailure(bestEffort), done, [&lab = m_lab] { return lab.stopped(); });
}

void StageSteps::runAside(
    const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps, bool bestEffort, Done done)
{
    if (!canRun())
        return done(false);
    m_asideDriver->runSteps(
        request, inPhase(phase, steps), onFailure(bestEffort), done, [&lab = m_lab] { return lab.stopped(); });
}

void StageSteps::recordSteps(StepDriver *driver, int *runningIndex)
{
    // Every plan step goes into the session as the helper ran it: its argv from `accepted`, its
    // output, and its exit with the helper's verdict.
    LabSessionStore *store = m_lab.store();
    QObject::connect(driver, &StepDriver::stepStarted, &m_lab,
        [this, store, runningIndex](const QString &phase, const PlanStep &step, const QStringList &argv) {
            SessionStepRecord record;
            record.phase = phase;
            record.stepId = step.id;
            record.title = step.title;
            record.argv = argv;
            record.startedAtMs = StageContext::nowMs();
            *runningIndex = store->startStep(record);
            if (*runningIndex < 0)
                m_lab.say(StageContext::tr("The session could not record a step: %1").arg(store->errorString()));
            emit m_lab.stepStarted(phase, step.id, argv);
        });
    QObject::connect(driver, &StepDriver::stepOutput, &m_lab,
        [this, store, runningIndex](const QString &phase, const PlanStep &step, const HelperOutput &output) {
            if (*runningIndex >= 0)
                store->appendOutput(*runningIndex, {output.line});
            emit m_lab.stepOutput(phase, step.id, output.line);
        });
    QObject::connect(driver, &StepDriver::stepFinished, &m_lab,
        [this, store, runningIndex](const QString &phase, const PlanStep &step, const StepOutcome &outcome) {
            const int index = std::exchange(*runningIndex, -1);
            const QString stack = m_lab.stack();
            if (outcome.refused) {
                store->appendOutput(
                    index, {StageContext::tr("refused by the helper (%1): %2").arg(outcome.rule, outcome.error)});
                store->finishStep(index, StepState::Failed, -1, StageContext::nowMs());
                emit m_lab.stepFinished(phase, step.id, false, 0);
                m_lab.say(StageContext::tr("%1: step %2/%3 refused (%4): %5")
                              .arg(stack, phase, step.id, outcome.rule, outcome.error));
                return;
            }
            if (!outcome.error.isEmpty())
                store->appendOutput(index, {outcome.error});
            store->finishStep(index,
                outcome.ok ? StepState::Succeeded : (outcome.cancelled ? StepState::Cancelled : StepState::Failed),
                outcome.exitCode, StageContext::nowMs());
            const SessionStepRecord &record = store->session().steps.at(index);
            emit m_lab.stepFinished(phase, step.id, outcome.ok, record.endedAtMs - record.startedAtMs);
            if (outcome.ok)
                return;
            // A guest's kernel is the virtual lab's, with every driver; the loop lab and the host run here.
            TargetCapabilities kernel = TargetCapabilities::probe();
            if (m_lab.target().isVirtual())
                kernel.setDriver(TargetCapabilities::Driver::DeviceMapper, true);
            // The tool's own words (outcome.error is among them: it went to the output above).
            m_lastWords = record.lastWords();
            const QString cause = kernel.whyFailed(record.outputLines.join(QLatin1Char('\n')));
            if (!cause.isEmpty())
                store->appendOutput(index, {cause});
            m_lab.say(StageContext::tr("%1: step %2/%3 failed (exit code %4)%5%6")
                          .arg(stack, phase, step.id)
                          .arg(outcome.exitCode)
                          .arg(m_lastWords.isEmpty() ? QString() : QLatin1String(": ") + m_lastWords,
                              cause.isEmpty() ? QString() : QLatin1Char(' ') + cause));
            if (outcome.fallbackNext)
                m_lab.say(StageContext::tr("%1: the plan's fallback for %2/%3 runs next").arg(stack, phase, step.id));
        });
}
