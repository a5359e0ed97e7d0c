#pragma once

#include "stacks/plan/plan.h"

#include <QList>
#include <QString>

#include <functional>

class HelperClient;
class StageContext;
class StepDriver;

// The plan steps a stage runs, through the helper's StepDriver (which rebuilds each argv from the
// recipe and judges its exit). Every step goes into the session as the helper ran it and out as
// StageContext's stepStarted/stepOutput/stepFinished; a failure is said with the tool's words and,
// when the kernel lacks what it needs, why. Two drivers: the scenario's own steps and, beside them,
// steps of another request's plan (a second failure during the rebuild's wait). A stage asks for
// it with lab.steps().
class StageSteps {
public:
    using Done = std::function<void(bool ok)>;

    explicit StageSteps(StageContext &lab);

    // The phase of the scenario's plan. bestEffort: every step runs, done(false) if one failed.
    void runPhase(const QString &phase, bool bestEffort, Done done);
    void runStep(const QString &phase, const PlanStep &step, Done done);
    // Some steps of a phase in order, the first failure ending them; a fallback runs only after
    // the step before it failed (StepDriver::runSteps).
    void runSteps(const QString &phase, const QList<PlanStep> &steps, Done done);
    // Plan steps of another request's plan (the same stack and disks, another fail disk, say)
    // while a step of the scenario's own runs. bestEffort as runPhase.
    void runAside(
        const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps, bool bestEffort, Done done);

    // What the tool said when the stage's last failed step failed ("ERROR: … No space left on
    // device"); empty when no step of the stage failed or the step said nothing.
    QString lastWords() const { return m_lastWords; }
    void beginStage() { m_lastWords.clear(); }

    // False while the power is off (power-cut drill): there is no helper to run a step.
    bool poweredOn() const { return m_driver != nullptr; }
    // Stops the scenario's running step (the helper reports it cancelled; the sequence goes on)
    // and the steps aside; false when no step of the scenario's own ran.
    bool interrupt();
    // The power went: the steps running now never end (their helper goes with the guest); the
    // session records them as cancelled by the cut, and their callbacks never come.
    void recordPowerCut();
    // Drives steps through `client` from now on (null: through nobody, while the power is off);
    // the old drivers are dropped with the answers they waited for.
    void speakTo(HelperClient *client);

private:
    // Says why not when the power is off.
    bool canRun();
    void recordSteps(StepDriver *driver, int *runningIndex);

    StageContext &m_lab;
    StepDriver *m_driver = nullptr; // children of the context
    StepDriver *m_asideDriver = nullptr;
    int m_runningIndex = -1; // session step of the plan step m_driver runs
    int m_asideIndex = -1; // and of the one m_asideDriver runs
    QString m_lastWords;
};
