#pragma once

#include "lab/scenario/scenario.h"

#include <QObject>

#include <memory>

class LabSessionStore;
class LabStage;
class StageContext;

// Runs a scenario's stages in order, each a LabStage made from the stage list (stagelist.h), and
// keeps the rules every stage shares:
// - run() runs every remaining stage; runNextStage() one (the GUI's click), skipping stages that
//   do not apply to the stack;
// - a failed stage stops the scenario; the teardown still runs (best effort), but only once a
//   stage that builds the stack has started, so a refused prepare never wipes a disk that was not
//   blank;
// - cancel() stops what runs now and tears down the same way; a second cancel stops the teardown
//   too (the disks may stay built);
// - the session learns where this stack's run begins and how it ended (a run cut short and the
//   one that replaces it stay apart; an engine gone before its end marks the run interrupted).
class StageEngine : public QObject {
    Q_OBJECT

public:
    // The context and the store are not owned; both must outlive the engine.
    StageEngine(const Scenario &scenario, StageContext *context, LabSessionStore *store, QObject *parent = nullptr);
    ~StageEngine() override;

    const QList<ScenarioStage> &stages() const { return m_stages; }
    int nextStage() const { return m_next; }
    bool isRunning() const { return m_running; }
    bool isFinished() const { return m_finished; }

    void run();
    void runNextStage();
    void cancel();

Q_SIGNALS:
    void stageStarted(const ScenarioStage &stage);
    void stageFinished(const ScenarioStage &stage, bool ok);
    void finished(bool ok);

private:
    void startStage(int index);
    void finishStage(bool ok);
    void finishRun();
    // True once a cancel stops what runs now (the teardown only after a second cancel).
    bool stopped() const;
    int stageAfterFailure() const;

    QList<ScenarioStage> m_stages;
    QString m_stack;
    QStringList m_drills; // recorded with the stack's run
    StageContext *m_context;
    LabSessionStore *m_store;
    std::unique_ptr<LabStage> m_stage; // the one running, or the last one (dropped when the next starts)
    int m_next = 0;
    int m_current = -1;
    int m_stackRun = -1; // this run's index in the session's stack runs
    bool m_running = false;
    bool m_runAll = false;
    bool m_finished = false;
    bool m_cancelled = false;
    bool m_abortTeardown = false;
    bool m_built = false; // a stage that builds the stack started: teardown is owed
    bool m_tornDown = false;
};
