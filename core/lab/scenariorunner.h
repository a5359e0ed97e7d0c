#pragma once

#include "helper/protocol/helperprotocol.h"
#include "lab/labsession.h"
#include "lab/scenario.h"
#include "lab/toolstatement.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

class HelperClient;
class LabSessionStore;
class StepDriver;

// Runs one Scenario through a helper and records everything into a lab session: every step
// (argv, output, exit, times), every measurement (report keys, units, rounds) and every progress
// sample. The CLI calls run() and waits for finished(); the GUI calls runNextStage() per click.
// A failed step stops the scenario: the teardown still runs (best effort, and only once the build
// stage has started, so a refused prepare never wipes a disk that was not blank), then
// finished(false). cancel() works at any point and tears down the same way.
class ScenarioRunner : public QObject {
    Q_OBJECT

public:
    // Neither the client nor the store is owned; both must outlive the runner.
    ScenarioRunner(Scenario scenario, HelperClient *client, LabSessionStore *store, QObject *parent = nullptr);
    ~ScenarioRunner() override;

    const Scenario &scenario() const { return m_scenario; }
    const QList<ScenarioStage> &stages() const { return m_scenario.stages(); }
    // The stage runNextStage() runs next; stages().size() when all ran.
    int nextStage() const { return m_next; }
    bool isRunning() const { return m_running; }
    bool isFinished() const { return m_finished; }
    bool succeeded() const { return m_finished && m_ok; }
    // What failed, in words (empty while nothing did).
    QString errorString() const { return m_error; }

    // Runs every remaining stage, one after another.
    void run();
    // Runs the next stage only (skipping stages that do not apply); stageFinished() follows.
    void runNextStage();
    // Stops the running step (the helper's cancel), then tears down.
    void cancel();

Q_SIGNALS:
    void stageStarted(const ScenarioStage &stage);
    void stageFinished(const ScenarioStage &stage, bool ok);
    // A step of the plan or a helper request started / printed a line / ended.
    void stepStarted(const QString &phase, const QString &stepId, const QStringList &argv);
    void stepOutput(const QString &phase, const QString &stepId, const QString &line);
    void stepFinished(const QString &phase, const QString &stepId, bool ok, qint64 durationMs);
    void progressSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    void measurement(const Measurement &measurement);
    // A line for a person: what the runner is doing now (the CLI prints these).
    void message(const QString &line);
    void finished(bool ok);

private:
    using Done = std::function<void(bool ok)>;

    void startStage(int index);
    void finishStage(bool ok);
    void runActions(QList<std::function<void(Done)>> actions, Done done);
    QList<std::function<void(Done)>> actionsFor(const ScenarioStage &stage);

    // Actions.
    void claim(Done done);
    void runPhase(const QString &phase, bool bestEffort, Done done);
    void runStep(const QString &phase, const PlanStep &step, Done done);
    void connectStepDriver();
    void askSpace(std::function<void(bool ok, const QJsonObject &space)> then);
    void askSample(std::function<void(bool ok, const QJsonObject &answer)> then);
    void recordVersions(std::function<void()> then);
    void startSampling(const QString &kind);
    void stopSampling();
    void runLong(
        HelperRequest request, const QString &title, std::function<void(bool ok, const QJsonObject &result)> then);

    void stageClaim(Done done);
    void stagePrepare(Done done);
    void stageSync(Done done);
    void stageMount(Done done);
    void stageWorkload(int round, Done done);
    void stageDataset(Done done);
    void stageSnapshot(Done done);
    void stageRebuild(Done done);
    void stageVerify(Done done);
    void stageScrub(Done done);
    void stageTeardown(Done done);

    void record(const Measurement &figure);
    void recordSeconds(
        const QString &key, qint64 startMs, qint64 endMs, const QString &method, const QString &note = {});
    // Records the figure a tool states in the steps recorded since firstStep (ToolStatement).
    std::optional<Measurement> recordFromSteps(
        const QString &key, const QString &unit, int firstStep, const ToolStatement::Context &context = {});
    void fail(const QString &error);
    // True once a cancel stops what runs now (the teardown only after a second cancel).
    bool stopped() const;
    int stageAfterFailure() const;
    void finishRun();

    // Requests.
    HelperRequest recipeRequest(HelperRequestType type) const;
    QString nextId(const QString &what);
    void send(const HelperRequest &request, std::function<void(const HelperEvent &)> handler);
    void onEvent(const HelperEvent &event);

    Scenario m_scenario;
    HelperClient *m_client;
    LabSessionStore *m_store;
    int m_next = 0;
    int m_current = -1;
    bool m_running = false;
    bool m_runAll = false;
    bool m_finished = false;
    bool m_ok = true;
    bool m_cancelled = false;
    bool m_abortTeardown = false;
    bool m_built = false; // the build stage started: teardown is needed
    bool m_tornDown = false;
    QString m_error;
    int m_serial = 0;
    int m_stackRun = -1; // this run's index in the session's stack runs
    QHash<QString, std::function<void(const HelperEvent &)>> m_handlers; // request id -> handler
    StepDriver *m_steps; // the plan's steps
    QString m_runningId; // the long request (a lab action) cancel() stops
    int m_runningStepIndex = -1; // session step of the plan step m_steps runs

    // Figures carried between stages.
    std::optional<qint64> m_usableBytes;
    QTimer m_sampleTimer;
    QString m_sampleKind;
    bool m_sampleInFlight = false;
    QList<ProgressSample> m_samples; // of the current sampled stage
};
