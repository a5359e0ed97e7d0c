#pragma once

#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// The stages of seed 000's procedure, in the order a scenario runs them.
enum class ScenarioStageKind {
    Claim, // the helper claims the members and the spare for the session
    Prepare, // plan phase prepare: the disks are blank (wipefs -n)
    Build, // plan phase build, timed
    Sync, // plan phase sync: the initial sync, timed and sampled (kind "sync")
    Mount, // plan phase mount, then the usable space
    Workload, // storage-bench once (one stage per round)
    Dataset, // random files written and their checksum manifest kept, timed
    Snapshot, // overwrite without a snapshot, plan phase snapshot (timed), overwrite under it, space used
    Fail, // plan phase fail: pull a disk, the stack reports degraded
    Rebuild, // plan phase rebuild: replace and rebuild, timed and sampled (kind rebuild/resilver)
    Verify, // the dataset's checksum manifest checked
    Scrub, // plan phase scrub, errors counted
    // Fault drills (issue 15, docs/drills.md): opt-in, run only when ScenarioOptions::drills names them.
    SecondFailure, // the rebuild, with a second member pulled at secondFailureAtPercent of it
    Corruption, // blocks overwritten on one member, the dataset read back cold, scrub, read again
    Load, // the pull and the rebuild under a foreground job, its latency per rebuild phase
    PowerCut, // the rebuild, the virtual lab's power cut at powerCutAtPercent of it, recover, verify
    Teardown, // plan phase teardown (best effort after a failure): the disks end blank
};

QString scenarioStageName(ScenarioStageKind kind); // "claim", "prepare", …, "teardown"
// Every stage's name, in the order a scenario runs them (the stage list, core/lab/stages).
QStringList scenarioStageNames();
// The stage of that name (as scenarioStageName gives it), nullopt for any other word.
std::optional<ScenarioStageKind> scenarioStageFromName(const QString &name);
// The fault drills a scenario can run ("corruption", "second-failure", …), in stage order.
QStringList scenarioDrillNames();
// The drill of that name, nullopt for any other word (a stage that is no drill included).
std::optional<ScenarioStageKind> scenarioDrillFromName(const QString &name);

struct ScenarioStage {
    ScenarioStageKind kind = ScenarioStageKind::Claim;
    QString name; // scenarioStageName(kind); "workload-2" for round 2
    QString title; // translated, shown by the GUI and printed by the CLI
    QString phase; // the plan phase it runs, empty for stages that only ask the helper
    int round = 0; // Workload: 1..rounds, else 0
    bool applicable = true; // false: the stack has no such thing (mdadm snapshots); skipped
    QString note; // why not applicable (the plan phase's note)
    bool operator==(const ScenarioStage &) const = default;
};

// What the user can set about a run; the defaults are seed 000's.
struct ScenarioOptions {
    int rounds = 3; // storage-bench runs per stack
    qint64 datasetBytes = 0; // 0: datasetPercent of the usable space
    int datasetPercent = 25;
    int datasetFiles = 8; // seed 000: eight files of random data
    quint32 datasetSeed = 0; // 0: a new seed per run (recorded in the note of copy_s)
    qint64 overwriteBytes
        = 0; // 0: 1 GiB as seed 000, at most an eighth of the usable space and half a thick snapshot's reserve
    int workloadRuntimeSeconds = 60; // the 4k random read job's runtime
    qint64 workloadSizeBytes = 0; // 0: 2 GiB as seed 000, at most a quarter of the usable space
    int sampleIntervalMs = 500; // progress polls during sync and rebuild
    // The smallest member's size when the lab knows it (loop and virtual disks): the LVM options
    // sized for the four-stack comparison's 10 GiB disks are scaled to it (fitOptionsToMembers in
    // core/stacks/recipe/stackprobes.h). 0: as given.
    qint64 memberBytes = 0;
    // The stages to run, empty: all of them. Seed 003's resilver sweep needs only the pool, the
    // fill, the pull, the replace and the check, not the workload, snapshot and scrub stages.
    QList<ScenarioStageKind> stageSelection;
    // The fault drills to run (docs/drills.md). A drill is a stage that runs only when named
    // here, whatever stageSelection says; empty: none, the scenario is the four-stack comparison's.
    QList<ScenarioStageKind> drills;
    int corruptBlocks = 64; // corruption: 4 KiB blocks overwritten on one member (1–4096)
    int secondFailureAtPercent = 30; // second-failure: the rebuild's progress when the second member goes
    int powerCutAtPercent = 50; // power-cut: the rebuild's progress when the guest loses power
    quint32 drillSeed = 0; // where the corrupt blocks land; 0: the dataset's seed
    bool operator==(const ScenarioOptions &) const = default;
};

// One stack's run: its plan (built once from the request, exactly what the helper rebuilds) and
// the stage list derived from it. A plain value; ScenarioRunner runs it.
class Scenario {
    Q_DECLARE_TR_FUNCTIONS(Scenario)

public:
    Scenario() = default;
    // Builds the plan; check ok() / error() (the recipe's own message).
    Scenario(const RecipeRequest &request, const ScenarioOptions &options = {});

    // What is wrong with the options, in words (rounds, sizes, drills and their parameters); empty: nothing.
    static QString checkOptions(const ScenarioOptions &options);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    const RecipeRequest &request() const { return m_request; }
    const ScenarioOptions &options() const { return m_options; }
    const Plan &plan() const { return m_plan; }
    QString stack() const { return m_request.stack; }
    const QList<ScenarioStage> &stages() const { return m_stages; }
    // The names of the drills among stages(), in the order they run.
    QStringList drillNames() const;
    // Whether a stage of that kind comes after `after` in stages() (and applies to the stack).
    bool runsAfter(ScenarioStageKind kind, ScenarioStageKind after) const;
    // Whether a stage of that kind runs (and applies to the stack).
    bool runs(ScenarioStageKind kind) const;

    // The plan phase by name; nullptr if the plan has none of that name.
    const PlanPhase *phase(const QString &name) const;
    bool hasSteps(const QString &phaseName) const;

    // Seed 000's command counts: essential steps in prepare, build, sync and mount; in rebuild.
    int commandsToMount() const;
    int commandsToReplace() const;
    // "rebuild" for md, LVM and btrfs, "resilver" for ZFS: the progress kind of the rebuild stage.
    QString rebuildKind() const;
    // Bytes of copy-on-write space the snapshot reserves up front when the recipe fixes it (LVM
    // thick snapshots: the snapshot-size option, default 2G); nullopt when the stack reserves
    // nothing up front (the runner then measures the space before and after).
    std::optional<qint64> fixedSnapshotReserveBytes() const;

    // The snapshot phase's last check: the step that states the space the snapshot holds (lvs of
    // the reserve or the thin pool, zfs list's USEDSNAP, btrfs filesystem du). The runner runs it
    // again after the overwrite. nullopt for a stack without snapshots.
    std::optional<PlanStep> snapshotSpaceCheck() const;

    // Sizes the scenario uses on a stack of `usableBytes` (from the helper's `space`).
    qint64 datasetBytes(qint64 usableBytes) const;
    qint64 overwriteBytes(qint64 usableBytes) const;
    qint64 workloadBytes(qint64 usableBytes) const;
    // What the run's files hold on the stack when the disk is pulled, before redundancy: the
    // dataset, the snapshot stage's overwrite file with the old blocks a snapshot keeps in the
    // filesystem (an LVM thick snapshot keeps them outside it), the pull's poke write. The
    // storage-bench file is deleted after each round; the load drill's job file is not counted.
    qint64 bytesAtPull(qint64 usableBytes) const;

private:
    void buildStages();

    RecipeRequest m_request;
    ScenarioOptions m_options;
    Plan m_plan;
    QString m_error;
    QList<ScenarioStage> m_stages;
};
