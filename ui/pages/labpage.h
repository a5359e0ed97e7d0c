#pragma once

#include "lab/scenario/scenario.h"
#include "lab/session/labsession.h"
#include "page.h"
#include "workload/results/loadseries.h"

#include <QPointer>

#include <functional>
#include <memory>

class LabTarget;
class LabSessionStore;
class DrillChoices;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class BoundedSpinBox;
class QSpinBox;
class QTableView;
class ScenarioRunner;
class ScenarioStageModel;

// The Lab page: runs seed 000's scenario (build, initial sync, workload rounds, dataset, snapshot
// cost, pull a disk, rebuild, verify, scrub, teardown) on the stack and disks chosen on the Build
// page, through the lab target's helper, recording into a lab session. Step by step (Next stage)
// or unattended (Run all), with Cancel; the stage list shows each stage's state and time. Live
// progress samples go to the Rebuild page, the finished session to the Results page (the
// window connects the signals).
class LabPage : public Page {
    Q_OBJECT
public:
    explicit LabPage(QWidget *parent = nullptr);
    ~LabPage() override;

    QString pageId() const override { return QStringLiteral("lab"); }
    QString title() const override;
    QIcon icon() const override;

    // The started lab target (nullptr: none started): the scenario runs through its helper, in its
    // session, and the power-cut drill switches it off and on.
    void setTarget(LabTarget *target);
    // Where the request to run comes from (the Build page's current choice).
    void setRequestSource(std::function<RecipeRequest()> source) { m_requestSource = std::move(source); }
    // The folder sessions are recorded in (default: the app's data folder, sessions/).
    void setSessionRoot(const QString &dir) { m_sessionRoot = dir; }
    QString sessionRoot() const { return m_sessionRoot; }

    // The spin boxes hold the rounds, the dataset percent and the runtime, the drill choices the
    // drills; the fields they do not show (sizes, sample interval, stage selection, the drills'
    // parameters) keep what setOptions() was given.
    ScenarioOptions options() const;
    void setOptions(const ScenarioOptions &options);

    // Builds the scenario for the current request and opens its session; false with the reason.
    // A session prepared before and never started is removed (again when the page goes): only
    // runs that started leave a folder.
    bool prepare(QString *error = nullptr);
    void runNextStage();
    void runAll();
    void cancel();

    // A scenario has started and not ended: a stage runs, or it waits between stages (Next stage).
    bool isScenarioUnderway() const;
    // What runs, for the question when the window closes: "btrfs-raid1, stage “Rebuild” (9 of 15)",
    // "btrfs-raid1, waiting after stage “Mount” (5 of 15)"; empty when nothing is underway.
    QString scenarioState() const;

    ScenarioStageModel *stages() const { return m_stages; }
    ScenarioRunner *runner() const { return m_runner.get(); }
    QString sessionDirectory() const;
    QString outputText() const;

Q_SIGNALS:
    void progressSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    // The rebuild-under-load drill's foreground job so far (ScenarioRunner::loadSeries).
    void loadSeries(const QString &stack, const LoadSeries &series);
    // The session as recorded so far, after every stage and at the end.
    void sessionUpdated(const LabSession &session, const QList<Scenario> &scenarios);
    void scenarioFinished(bool ok);
    // A new run of `stack` is about to record: its earlier live curves are stale.
    void scenarioPrepared(const QString &stack);
    // The person changed the rounds, the dataset or the workload runtime (not setOptions()).
    void optionsChanged();

private:
    void updateButtons();
    void append(const QString &line);
    void publishSession();
    // Removes the session folder of a prepared scenario that never started (nothing recorded).
    void discardUnusedSession();

    std::function<RecipeRequest()> m_requestSource;
    ScenarioOptions m_options; // what the spin boxes do not hold
    QPointer<LabTarget> m_labTarget;
    QString m_targetKind;
    QString m_targetSession;
    QString m_sessionRoot;
    QString m_stageTitle; // of the stage that runs or ran last
    int m_stageNumber = 0; // its place in the scenario (1-based), 0 before the first
    bool m_unattended = false; // Run all goes on between its stages, where no stage runs
    std::unique_ptr<LabSessionStore> m_store;
    std::unique_ptr<ScenarioRunner> m_runner;
    ScenarioStageModel *m_stages;
    QLabel *m_target;
    QLabel *m_error;
    BoundedSpinBox *m_rounds;
    BoundedSpinBox *m_datasetPercent;
    BoundedSpinBox *m_runtime;
    QLabel *m_rangeNote; // why a typed value changed
    DrillChoices *m_drills;
    QPushButton *m_prepare;
    QPushButton *m_next;
    QPushButton *m_runAll;
    QPushButton *m_cancel;
    QTableView *m_table;
    QPlainTextEdit *m_output;
};
