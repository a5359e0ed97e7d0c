#pragma once

#include "lab/scenario/labrunplan.h"
#include "lab/scenario/scenario.h"
#include "lab/session/labsession.h"
#include "lab/sweep/labsweep.h"
#include "lab/target/labtarget.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class LabSessionStore;
class ScenarioRunner;

// The one lab orchestration behind every front end (stacklab-cli lab run, lab sweep, the Lab
// page): it names and opens the session and records its metadata, starts the lab target and
// restarts it after a pulled disk where the lab cannot give the disk back, builds each stack's
// RecipeRequest from the target, runs the scenarios one after another and writes the report
// through core/report's one export switch. Front ends parse their options, connect message(),
// detail() and problem() to their display and cancel() to their stop button or signal handler.
//
// runStacks() and runSweep() wait in a local event loop until their last scenario ends: they are
// for the CLI. The Lab page runs one scenario stage by stage and uses only openSession().
class LabCampaign : public QObject {
    Q_OBJECT

public:
    explicit LabCampaign(QObject *parent = nullptr);
    ~LabCampaign() override;

    // "PREFIX-yyyyMMdd-HHmmss" in UTC: lab-…, sweep-…, or the stack's name for a GUI session.
    static QString newSessionName(const QString &prefix);
    // Opens (or creates) the session folder `dir` and records `wanted` in its metadata: the
    // name, the target, the run plan, the stacks added to those it had; `created` is kept
    // when the folder had one. Nullptr and *error when the folder cannot be written.
    static std::unique_ptr<LabSessionStore> openSession(
        const QString &dir, const SessionMetadata &wanted, QString *error);

    // Opens the campaign's session for `wanted` (see openSession) in `dir`, or in the default
    // sessions folder when `dir` is empty; its run plan is what runStacks() runs.
    bool startSession(const QString &dir, const SessionMetadata &wanted, QString *error);
    enum class ResumeRefusal { None, NoSession, NoRunPlan, CannotOpen };
    // Opens the session in `dir` to continue its recorded run plan (`reportPath` overrides
    // the recorded report when not empty). LabRunStatus names the stacks still to run.
    ResumeRefusal resumeSession(const QString &dir, const QString &reportPath, QString *error);

    LabSessionStore *store() const { return m_store.get(); }
    const LabRunPlan &plan() const { return m_plan; }
    QString sessionName() const;
    // The helper binary the target starts (empty: LabTarget's default order).
    void setHelperPath(const QString &path) { m_helperPath = path; }
    // The virtual lab's vCPUs (0: VmConfig's default). runStacks() takes the plan's.
    void setVmCpus(int cpus) { m_vmCpus = cpus; }
    // The virtual lab's disk profile (unthrottled by default). runStacks() takes the plan's.
    void setDiskProfile(const DiskProfile &profile) { m_diskProfile = profile; }

    // Runs `stacks` of the plan one after another on one lab target, a fresh vm or loop lab after
    // each stack that pulled a disk. True when every stack ran to its end.
    bool runStacks(const QStringList &stacks);
    // The ZFS resilver sweep over `cells` on a vm or loop lab of `diskCount` disks of
    // `diskSizeBytes`, restarting the lab when the pulls left too few disks. After each run
    // `afterRun` gets all results so far and the run's measurements, and returns false to stop;
    // `interrupted` is asked before
    // each run. Returns the results in cell order (fewer when it stopped early), nullopt when
    // the lab did not start.
    std::optional<QList<SweepResult>> runSweep(LabTarget::Kind kind, int diskCount, qint64 diskSizeBytes,
        const QList<SweepCell> &cells,
        const std::function<bool(const QList<SweepResult> &, const QList<Measurement> &)> &afterRun,
        const std::function<bool()> &interrupted);

    // Cancels the running scenario: its teardown runs (a second cancel() stops that too).
    void cancel();
    bool isScenarioRunning() const { return m_runner != nullptr; }
    // Whether cancel() reached the running scenario (reset when the next one starts).
    bool isScenarioCancelled() const { return m_cancelled; }

    // Why stacks of runStacks() failed, one line each ("STACK failed: why").
    QStringList failures() const { return m_failures; }

    // The session's comparison report (with the plans run here) in the format `path` names.
    // `run`: the report's run section (docs/sweeps.md), empty for a report nobody will merge.
    bool writeReport(const QString &path, QString *error, const QMap<QString, QString> &run = {}) const;
    static bool writeReport(const LabSession &session, const QList<Scenario> &scenarios, const QString &path,
        QString *error, const QMap<QString, QString> &run = {});

Q_SIGNALS:
    void message(const QString &line); // a stack starts, the lab restarts or stops
    void detail(const QString &line); // the target's and the running scenario's progress under it
    void problem(const QString &line); // what went wrong, for the front end's error stream

private:
    struct Outcome {
        bool succeeded = false;
        bool finished = false; // false: the lab target failed under the scenario
        QString error;
    };
    bool startTarget(LabTarget::Kind kind, int diskCount, qint64 diskSizeBytes, const QString &targetName);
    void stopTarget();
    RecipeRequest requestFor(const QString &stack, const QStringList &disks, const QString &spare) const;
    Outcome runScenario(const Scenario &scenario, const std::function<void(ScenarioRunner *)> &watch = {});
    qsizetype pulls() const;
    // Fresh disks the virtual lab brings for `stacks` stacks, one per pulled disk after the first.
    int freshDiskCount(qsizetype stacks) const;
    // The stack's scenario on these disks, or nullopt with the refusal recorded and said: the
    // scenario's own error, or the space its run needs (ScenarioSpace).
    std::optional<Scenario> admit(const QString &stack, const RecipeRequest &request, const ScenarioOptions &options);

    std::unique_ptr<LabSessionStore> m_store;
    std::unique_ptr<LabTarget> m_target;
    LabRunPlan m_plan;
    QString m_helperPath;
    int m_vmCpus = 0;
    DiskProfile m_diskProfile = DiskProfile::unthrottled();
    QList<Scenario> m_scenarios; // the plans run here, for the report
    QStringList m_failures;
    ScenarioRunner *m_runner = nullptr; // the scenario running now
    bool m_cancelled = false;
};
