#pragma once

#include "lab/session/labsession.h"
#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class LabSessionStore;

// The stack a person builds on the Build page, phase by phase: the request it was built from,
// what each step did (state, exit code, time, the helper's note), which phase comes next, and
// whether the walk was cut short. It lives in a session folder (LabSessionStore: the same
// crash-safe journal a lab run writes), so the walk goes on where it stopped after the app is
// closed, crashes or is restarted. A walk ends when its teardown has run (or it was cleaned up).
class StackWalk {
    Q_DECLARE_TR_FUNCTIONS(StackWalk)
public:
    ~StackWalk();
    StackWalk(const StackWalk &) = delete;
    StackWalk &operator=(const StackWalk &) = delete;

    struct StepResult {
        StepState state = StepState::Running;
        int exitCode = -1;
        qint64 durationMs = 0;
        QString note; // the helper's "already unmounted"
    };

    // A new walk in a new folder under `root` ("walk-<stack>-<UTC time>"); target is
    // LabTarget::kindName() ("host", "loop", "vm").
    static std::unique_ptr<StackWalk> begin(
        const QString &root, const RecipeRequest &request, const QString &target, QString *error);
    // The walk recorded in `dir`, opened again (steps still running when it was left become
    // Interrupted, and so does the walk); a new stack run continues it.
    static std::unique_ptr<StackWalk> resume(const QString &dir, QString *error);
    // Whether `dir` is a walk's folder (by its name), not a lab run's session beside it.
    static bool isWalkFolder(const QString &dir);
    // The folders under `root` whose walk has not ended, newest first.
    static QStringList unfinished(const QString &root);
    // What `dir` records, read without taking the folder (for the offer at start).
    struct Summary {
        QString directory;
        QString stack;
        QString session; // the helper session (names a loop lab)
        QString target;
        QStringList disks; // members, then the spare
        QString lastPhase; // of the last step that ran
        bool interrupted = false; // left while a step ran, or the window closed mid-run
    };
    static std::optional<Summary> summary(const QString &dir);

    QString directory() const;
    const RecipeRequest &request() const { return m_request; }
    QString target() const;
    const LabSession &session() const;

    // Records a step the helper started, then how it ended.
    bool stepStarted(const QString &phase, const PlanStep &step, const QStringList &argv);
    bool stepFinished(const QString &phase, const QString &stepId, StepState state, int exitCode, qint64 durationMs,
        const QString &note);
    // A progress sample of a copy the walk started (sync, rebuild, resilver, scrub), as a lab run keeps them.
    bool addProgress(const QString &kind, const ProgressSample &sample);
    // The last record of a step, if it ran in this walk.
    std::optional<StepResult> result(const QString &phase, const QString &stepId) const;

    // A fallback step that did not run because the ordinary step before it succeeded.
    bool fallbackNotNeeded(const PlanPhase &phase, const QString &stepId) const;
    // Every step of `phase` succeeded in its last run, or failed and its fallbacks succeeded; a
    // phase without steps is done.
    bool phaseDone(const Plan &plan, const QString &phase) const;
    // The walk made the plan's own objects (its array, volume group, pool): its build phase is done.
    // Commands on them alone destroy nothing of the disks' (PhaseDestruction).
    bool hasBuilt(const Plan &plan) const { return phaseDone(plan, QStringLiteral("build")); }
    // The first phase of the plan, in order, that is not done; empty once teardown is.
    QString nextPhase(const Plan &plan) const;
    // The phases a person may run now: the next one, and teardown from any state once
    // anything ran.
    QStringList offeredPhases(const Plan &plan) const;

    // The walk was cut short (the window closed mid-run): its run ends Interrupted with `why`.
    bool interrupt(const QString &why);
    // The walk ended: torn down (Succeeded) or cleaned up after an interruption (Cancelled).
    bool end(StepState state, const QString &why = {});
    bool hasEnded() const;

private:
    bool succeeded(const QString &phase, const QString &stepId) const;
    StackWalk() = default;
    bool startRun();

    std::unique_ptr<LabSessionStore> m_store;
    RecipeRequest m_request;
    int m_run = -1;
};
