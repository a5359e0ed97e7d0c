#pragma once

#include "lab/walk/stackwalk.h"
#include "stacks/plan/plan.h"

#include <QObject>
#include <QPointer>

#include <memory>

class HelperClient;
class LabTarget;
class PlanTreeModel;
class StepDriver;
struct HelperRefused;
struct StepOutcome;

// The Build page's stack on its way through the phases: runs the steps a person chose through
// the privileged helper (the lab target's, else this machine's, started once and kept), records
// each in the StackWalk (so the walk survives a restart), shows each step's state, exit code and
// time in the plan tree, and says which phases come next. The page keeps the widgets and the
// choice; this keeps the stack's life.
class WalkRunner : public QObject {
    Q_OBJECT
public:
    explicit WalkRunner(PlanTreeModel *model, QObject *parent = nullptr);
    ~WalkRunner() override;

    // Another helper binary for this machine's helper (empty: LabTarget's choice).
    void setHelperPath(const QString &path) { m_helperPath = path; }
    // Where walks are recorded (a folder per walk); empty: LabSessionFolder::defaultRoot().
    void setSessionRoot(const QString &root) { m_root = root; }
    QString sessionRoot() const;
    // A started lab target's helper (not owned) and session; nullptr: this machine's helper.
    void setLabTarget(HelperClient *client, const QString &session, const QString &targetKind);
    QString session() const { return m_session; }
    QString targetKind() const { return m_targetKind; } // "host", "loop", "vm"
    // The helper the steps go through (the lab target's, or this machine's once started); nullptr
    // before the first run on this machine. Not owned: questions beside the steps (progress
    // samples) go through it too.
    HelperClient *client() const;

    bool isRunning() const { return m_running; }
    // The walk going on; nullptr before the first run and once it ended.
    StackWalk *walk() const { return m_walk && !m_walk->hasEnded() ? m_walk.get() : nullptr; }
    // The walk whose plan the page shows: the one going on, or one that ended, with its step
    // results, until the person makes another choice or the lab goes (forgetEnded()).
    const StackWalk *shownWalk() const { return m_walk.get(); }
    // Continues the walk recorded in `dir` (after a restart). False with *error if it cannot.
    bool resume(const QString &dir, QString *error);
    // Ends the walk without a teardown (the person leaves it, or its lab was cleaned up).
    void leave(StepState state, const QString &why);

    // Runs `steps` of `phase` for `request` (a walk begins with the first run). False when it
    // cannot start (running already, no helper): finished() is not emitted then.
    bool run(const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps);
    // Stops the running steps: no further step starts, the running one is cancelled.
    void cancel();
    // The window closes mid-run: the walk records the interruption (why) and the steps stop.
    void interrupt(const QString &why);

    // The phase offered next ("" once torn down): before a walk, the plan's first.
    QString nextPhase(const Plan &plan) const;
    // The phases that can run now: the next one, and teardown once anything ran.
    QStringList offeredPhases(const Plan &plan) const;
    // Shows the walk's step results in the model (after its plan was set again); an ended walk's
    // too, until the person makes another choice (forgetEnded()).
    void showResults();
    void forgetEnded();
    // "✓ 1.2 s", "✗ exit 32, 0.1 s", "✓ already unmounted, 0.1 s"
    static QString resultText(const StackWalk::StepResult &result);
    // A fallback step the walk did not run: the ordinary step before it succeeded.
    static QString notNeededText();

Q_SIGNALS:
    // A phase's steps are about to run for `request` (its walk recorded already); finished() ends them.
    void phaseStarted(const RecipeRequest &request, const QString &phase);
    void stepStarted(const QString &phase, const PlanStep &step, const QStringList &argv);
    void stepEnded(const QString &phase, const PlanStep &step, bool ok);
    void outputLine(const QString &line);
    // A step (or the run) failed: message in words; output of the step for the failure hint.
    void stepFailed(const QString &phase, const QString &stepId, const QString &message, const QStringList &output);
    void finished(bool ok);
    void walkChanged(); // a walk began, resumed, ended or left

private:
    void setDriver(StepDriver *driver);
    void startSteps(const RecipeRequest &request, const QString &phase, const QList<PlanStep> &steps);
    void onStepFinished(const QString &phase, const PlanStep &step, const StepOutcome &outcome);
    void finish(bool ok);

    PlanTreeModel *m_model;
    std::unique_ptr<StackWalk> m_walk;
    StepDriver *m_driver = nullptr;
    LabTarget *m_hostTarget = nullptr; // this machine's helper, when no lab target is set
    QString m_helperPath;
    QString m_root;
    QString m_session = QStringLiteral("lab");
    QString m_targetKind = QStringLiteral("host");
    bool m_running = false;
    QStringList m_stepOutput; // of the running step, for the failure hint
};
