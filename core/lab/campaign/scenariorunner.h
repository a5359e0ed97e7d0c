#pragma once

#include "lab/scenario/scenario.h"
#include "lab/session/labsession.h"
#include "workload/results/loadseries.h"

#include <QObject>

#include <memory>

class HelperClient;
class LabSessionStore;
class LabTarget;
class StageContext;
class StageEngine;

// Runs one Scenario through a helper and records everything into a lab session: every step
// (argv, output, exit, times), every measurement (report keys, units, rounds) and every progress
// sample. The CLI calls run() and waits for finished(); the GUI calls runNextStage() per click.
// A failed step stops the scenario: the teardown still runs (best effort, and only once the build
// stage has started, so a refused prepare never wipes a disk that was not blank), then
// finished(false). cancel() works at any point and tears down the same way.
//
// The façade of the stage engine (core/lab/stages/): StageEngine keeps the order and those rules,
// one LabStage class per stage does the work through a StageContext.
class ScenarioRunner : public QObject {
    Q_OBJECT

public:
    // Neither the client nor the store is owned; both must outlive the runner.
    ScenarioRunner(Scenario scenario, HelperClient *client, LabSessionStore *store, QObject *parent = nullptr);
    // Through the ready target's helper, the target set (setTarget) for the power-cut drill.
    ScenarioRunner(Scenario scenario, LabTarget *target, LabSessionStore *store, QObject *parent = nullptr);
    ~ScenarioRunner() override;

    const Scenario &scenario() const { return m_scenario; }
    const QList<ScenarioStage> &stages() const { return m_scenario.stages(); }
    // The stage runNextStage() runs next; stages().size() when all ran.
    int nextStage() const;
    bool isRunning() const;
    bool isFinished() const;
    bool succeeded() const;
    // What failed, in words (empty while nothing did).
    QString errorString() const;

    // Runs every remaining stage, one after another.
    void run();
    // Runs the next stage only (skipping stages that do not apply); stageFinished() follows.
    void runNextStage();
    // Stops the running step (the helper's cancel), then tears down.
    void cancel();
    // The lab target the client belongs to: the power-cut drill switches it off and on (not owned;
    // it must outlive the runner). Without one, that drill refuses to run.
    void setTarget(LabTarget *target);

Q_SIGNALS:
    void stageStarted(const ScenarioStage &stage);
    void stageFinished(const ScenarioStage &stage, bool ok);
    // A step of the plan or a helper request started / printed a line / ended.
    void stepStarted(const QString &phase, const QString &stepId, const QStringList &argv);
    void stepOutput(const QString &phase, const QString &stepId, const QString &line);
    void stepFinished(const QString &phase, const QString &stepId, bool ok, qint64 durationMs);
    void progressSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    void measurement(const Measurement &measurement);
    // The rebuild-under-load drill's foreground job so far (docs/drills.md).
    void loadSeries(const QString &stack, const LoadSeries &series);
    // A line for a person: what the runner is doing now (the CLI prints these).
    void message(const QString &line);
    void finished(bool ok);

private:
    Scenario m_scenario;
    // The engine goes first: its destructor still writes the context's error into the session.
    std::unique_ptr<StageContext> m_context;
    std::unique_ptr<StageEngine> m_engine;
};
