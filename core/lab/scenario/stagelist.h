#pragma once

#include "lab/scenario/scenario.h"

#include <QList>

#include <optional>

// The stage list: every stage a scenario can run, in the order it runs them, with what the
// engine must know of it. Adding a stage is a ScenarioStageKind, one entry here, one LabStage class
// under core/lab/stages/ and its line in makeStage (core/lab/campaign/stagefactory.cpp,
// docs/ARCHITECTURE.md); a fault drill is such a stage with `drill` set (docs/drills.md, "Adding a
// drill"). The table is plain data so that a Scenario can be built and checked without the stages.
struct StageListEntry {
    ScenarioStageKind kind = ScenarioStageKind::Claim;
    const char *name = nullptr; // scenarioStageName(): the CLI's --stages word and the session's label
    // QT_TRANSLATE_NOOP("Scenario", …): %1 is the stack, or in a per-round stage the round and %2
    // the number of rounds.
    const char *title = nullptr;
    const char *phase = nullptr; // the plan phase it runs (not applicable without steps); nullptr: none
    bool perRound = false; // one stage per storage-bench round (workload-1, workload-2, …)
    bool runsWithoutSteps = false; // still runs when its phase has no steps (sync: redundant at once, 0 s)
    bool buildsStack = false; // once it started, a failure or a cancel still owes the teardown
    bool tearsDown = false; // the stage a failure or a cancel jumps to
    // A fault drill: opt-in, built into a scenario only when ScenarioOptions::drills names it.
    bool drill = false;
    // A drill that does those stages' work its own way (the second-failure drill runs the rebuild,
    // the load drill the pull and the rebuild under its foreground job): when chosen, those stages
    // are left out. Two chosen drills may not replace the same stage.
    QList<ScenarioStageKind> replaces = {};
    // Reads or writes the stack's data: skipped once a stage found the data lost (StageFigures).
    bool needsData = false;
};

const QList<StageListEntry> &stageList();
// The entry of that kind (every kind has one).
const StageListEntry &stageEntry(ScenarioStageKind kind);
