#pragma once

#include "lab/figures/toolstatement.h"
#include "lab/scenario/scenario.h"
#include "lab/session/labsession.h"
#include "lab/stages/progresssampling.h"
#include "lab/stages/stagehelpercalls.h"
#include "lab/stages/stagerecords.h"
#include "lab/stages/stagesteps.h"
#include "lab/stages/stagetarget.h"
#include "lab/target/labtarget.h"
#include "workload/results/loadseries.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class HelperClient;
class LabSessionStore;

// Figures one stage finds and a later one needs. A drill that needs another figure adds it here.
struct StageFigures {
    std::optional<qint64> usableBytes; // the mounted filesystem's size (mount stage)
    std::optional<quint32> datasetSeed; // the seed the dataset was written from (dataset stage)
    QJsonObject datasetWritten; // dataset-write's result without its manifest (the helper keeps that)
    // The rebuild's wall clock (rebuild stage or a drill that runs it): the verified clock of the
    // scrub that follows starts at rebuildStartMs.
    std::optional<qint64> rebuildStartMs;
    std::optional<qint64> rebuildEndMs;
    // A drill lost the stack's data (a second failure on single parity): the stages that read it
    // are skipped, the teardown still runs. What the tools said, verbatim.
    bool dataLost = false;
    QStringList dataLostLines;
};

// What a stage works with: the scenario (recipe request, plan, options), the stage now running,
// the run's verdict, and the parts a stage asks for: steps() (plan steps through the helper),
// helperCalls() (lab actions and questions), sampling(), records() and target(). Every step,
// sample and measurement goes into the session as it happens and out through the signals below,
// which the parts emit on the context's behalf. Every call ends in exactly one callback; a stage
// chains them in order (LabStage::inOrder). The context never decides what runs next (the
// StageEngine does), but it does decide which helper the parts speak to (the power cut).
class StageContext : public QObject {
    Q_OBJECT

public:
    using Done = std::function<void(bool ok)>;

    // Neither the client nor the store is owned; both must outlive the context.
    StageContext(const Scenario &scenario, HelperClient *client, LabSessionStore *store, QObject *parent = nullptr);
    ~StageContext() override;

    // The lab target the client belongs to (its disks, its power for the power-cut drill); null
    // when the caller has none to offer (the GUI's Lab page, tests with a bare client).
    void setTarget(LabTarget *target) { m_target->set(target); }
    StageTarget &target() { return *m_target; }
    // The power cut: the running steps recorded as cancelled by it, sampling stopped, no answer
    // awaited from the dying helper (StageTarget::powerCycle). speakTo: the new helper, after.
    void letGoOfHelper();
    void speakTo(HelperClient *client) { attachClient(client); }
    // The request the steps from now on are built from (after a power cut: the disks that are
    // there); the scenario's plan is rebuilt from it. False (and the old one kept) when the recipe
    // refuses it.
    bool setRecipe(const RecipeRequest &request, QString *error);

    const Scenario &scenario() const { return m_scenario; }
    const RecipeRequest &recipe() const { return m_scenario.request(); }
    QString stack() const { return m_scenario.stack(); }
    LabSessionStore *store() const { return m_store; }
    StageFigures &figures() { return m_figures; }

    // The run's verdict: the first failure's words stay (fail() later only adds a message).
    bool ok() const { return m_ok; }
    QString error() const { return m_error; }
    void fail(const QString &error);
    void say(const QString &line) { emit message(line); }

    // Set by the engine: the stage now running, and whether a cancel stops what runs now.
    void beginStage(const ScenarioStage &stage, std::function<bool()> stopped);
    // The stage ended: sampling stops, no lab action is running any more.
    void endStage();
    bool stopped() const { return m_stopped && m_stopped(); }
    // Its name: a lab action is recorded as a step of it.
    const QString &stageName() const { return m_stageName; }
    // Stops what runs now (a plan step, else a lab action); false when nothing was running.
    bool interruptRunning();

    // The plan steps of the scenario (and of another request's, aside), into the session as the
    // helper ran them.
    StageSteps &steps() { return *m_steps; }
    // Lab actions (recorded as steps of the stage) and questions to the helper, one answer each.
    StageHelperCalls &helperCalls() { return *m_helperCalls; }
    // The progress track of a long phase: samples every sampleIntervalMs into the session.
    ProgressSampling &sampling() { return *m_sampling; }
    // The figures a stage finds, into the session with their source, and the steps so far.
    StageRecords &records() { return *m_records; }

    static qint64 nowMs();

Q_SIGNALS:
    void stepStarted(const QString &phase, const QString &stepId, const QStringList &argv);
    void stepOutput(const QString &phase, const QString &stepId, const QString &line);
    void stepFinished(const QString &phase, const QString &stepId, bool ok, qint64 durationMs);
    void progressSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    void measurement(const Measurement &measurement);
    void message(const QString &line);
    // The rebuild-under-load drill's foreground job so far (every sample and phase mark).
    void loadSeries(const QString &stack, const LoadSeries &series);

private:
    // The parts speak to `client` from now on (null: to nobody, while the power is off): new step
    // drivers, and no answer or sample awaited from the old one.
    void attachClient(HelperClient *client);

    Scenario m_scenario;
    LabSessionStore *m_store;
    bool m_ok = true;
    QString m_error;
    QString m_stageName;
    std::function<bool()> m_stopped;
    StageFigures m_figures;
    std::unique_ptr<ProgressSampling> m_sampling;
    std::unique_ptr<StageRecords> m_records;
    std::unique_ptr<StageTarget> m_target;
    std::unique_ptr<StageSteps> m_steps;
    std::unique_ptr<StageHelperCalls> m_helperCalls;
};
