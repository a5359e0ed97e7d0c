#pragma once

#include "helper/protocol/helperevents.h"
#include "stacks/plan/plan.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <optional>

class HelperCall;
class HelperClient;
struct HelperReply;

// What became of one plan step. The verdict is the helper's own (exit code, allowed codes,
// no-output checks, polling): a client never judges an exit code again.
struct StepOutcome {
    bool ok = false;
    bool cancelled = false;
    bool refused = false; // refused, or failed before it ran: no exit code
    int exitCode = -1;
    qint64 durationMs = 0;
    QString error; // the helper's reason (exited's error, or the refusal's message)
    QString rule; // refusals: the rule that caught it (docs/helper-protocol.md)
    QString note; // ok because the work was already done: the helper's words (its result's "note")
    // Failed with fallback steps after it in the sequence: they run next and speak for it, so the
    // failure is not the sequence's (yet).
    bool fallbackNext = false;

    // Why a failed step failed, in words for the person who ran it.
    QString failureText(const PlanStep &step) const;
};

// Drives plan steps through a helper, one after the other: one `run` per step (the helper rebuilds
// the argv from the recipe fields), the argv it answers with in `accepted` (what really runs, with
// the kernel's device names), its output and its verdict. The Build page and the scenario runner
// both drive their steps here. The client is not owned and must outlive the driver.
class StepDriver : public QObject {
    Q_OBJECT

public:
    struct Step {
        QString phase;
        PlanStep step;
    };
    enum class OnFailure { Stop, GoOn };
    using Done = std::function<void(bool ok)>;

    explicit StepDriver(HelperClient *client, QObject *parent = nullptr);

    HelperClient *client() const { return m_client; }
    // Whether the helper it drives still runs (a page offers its steps only then).
    bool helperRunning() const;
    bool isRunning() const;

    // Claims the recipe's disks (members, spare and the disks of device options) for its session.
    void claim(const RecipeRequest &recipe, std::function<void(bool ok, const HelperRefused &refusal)> done);
    // runSteps(Stop) after a claim of the recipe's disks, unless this driver claimed them already;
    // a refused claim ends it with refusal set.
    void claimAndRunSteps(const RecipeRequest &recipe, const QList<Step> &steps,
        std::function<void(bool ok, const HelperRefused &refusal)> done);
    // One step of the recipe's plan; done follows stepFinished.
    void runStep(const RecipeRequest &recipe, const QString &phase, const PlanStep &step,
        std::function<void(const StepOutcome &)> done);
    // The steps in order, each started from the event loop (never inside the last one's callback).
    // Stop: the first failure ends the sequence; GoOn: every step runs, done(false) if one failed.
    // Fallback steps run only after the ordinary step before them failed, and then speak for it.
    // `stopped` is asked before each step (a cancelled scenario); done(false) when it says so.
    void runSteps(const RecipeRequest &recipe, const QList<Step> &steps, OnFailure onFailure, Done done,
        std::function<bool()> stopped = {});
    // Asks the helper to stop the running step (it reports cancelled); further steps still run.
    void cancelStep();
    // Stops the sequence: no further step starts, and the running one is cancelled.
    void cancel();

Q_SIGNALS:
    // argv: what the helper accepted and runs, or the plan's own if it refused the step.
    void stepStarted(const QString &phase, const PlanStep &step, const QStringList &argv);
    void stepOutput(const QString &phase, const PlanStep &step, const HelperOutput &output);
    void stepFinished(const QString &phase, const PlanStep &step, const StepOutcome &outcome);
    // A fallback step that did not run: the ordinary step before it succeeded.
    void stepSkipped(const QString &phase, const PlanStep &step);
    // What the helper's channel said on stderr (pkexec and ssh explain refusals there).
    void helperMessage(const QString &line);

private:
    void onClientFinished();
    void finishStep(const HelperReply &reply);
    void startIfNeeded(const QStringList &argv);

    HelperClient *m_client;
    QPointer<HelperCall> m_current; // the step in flight
    QString m_phase;
    PlanStep m_step;
    bool m_fallbackNext = false; // the running step has fallbacks after it in its sequence
    bool m_started = false; // stepStarted emitted for m_current
    std::function<void(const StepOutcome &)> m_stepDone;
    bool m_sequenceActive = false;
    std::optional<RecipeRequest> m_claimed; // what the last accepted claim was for
    bool m_sequenceCancelled = false;
};
