#include "lab/stages/stagelist.h"

#include "lab/stages/claimstage.h"
#include "lab/stages/corruptionstage.h"
#include "lab/stages/datasetstage.h"
#include "lab/stages/loaddrillstage.h"
#include "lab/stages/mountstage.h"
#include "lab/stages/phasestage.h"
#include "lab/stages/powercutstage.h"
#include "lab/stages/preparestage.h"
#include "lab/stages/rebuildstage.h"
#include "lab/stages/scrubstage.h"
#include "lab/stages/secondfailurestage.h"
#include "lab/stages/snapshotstage.h"
#include "lab/stages/syncstage.h"
#include "lab/stages/teardownstage.h"
#include "lab/stages/verifystage.h"
#include "lab/stages/workloadstage.h"

#include <algorithm>

namespace {
template<class Stage> std::unique_ptr<LabStage> make(StageContext &lab, const ScenarioStage &stage)
{
    return std::make_unique<Stage>(lab, stage);
}

using K = ScenarioStageKind;
} // namespace

const QList<StageListEntry> &stageList()
{
    // Seed 000's procedure, in order.
    static const QList<StageListEntry> list = {
        {.kind = K::Claim,
            .name = "claim",
            .title = QT_TRANSLATE_NOOP("Scenario", "Claim the disks for the session"),
            .make = make<ClaimStage>},
        {.kind = K::Prepare,
            .name = "prepare",
            .title = QT_TRANSLATE_NOOP("Scenario", "Check that the disks are blank"),
            .phase = "prepare",
            .make = make<PrepareStage>},
        {.kind = K::Build,
            .name = "build",
            .title = QT_TRANSLATE_NOOP("Scenario", "Build %1"),
            .phase = "build",
            .buildsStack = true,
            .make = make<PhaseStage>},
        {.kind = K::Sync,
            .name = "sync",
            .title = QT_TRANSLATE_NOOP("Scenario", "Wait for the initial sync"),
            .phase = "sync",
            .runsWithoutSteps = true,
            .make = make<SyncStage>},
        {.kind = K::Mount,
            .name = "mount",
            .title = QT_TRANSLATE_NOOP("Scenario", "Make the filesystem and mount it"),
            .phase = "mount",
            .make = make<MountStage>},
        {.kind = K::Workload,
            .name = "workload",
            .title = QT_TRANSLATE_NOOP("Scenario", "storage-bench, round %1 of %2"),
            .perRound = true,
            .make = make<WorkloadStage>},
        {.kind = K::Dataset,
            .name = "dataset",
            .title = QT_TRANSLATE_NOOP("Scenario", "Copy the dataset (random files, sha256 kept)"),
            .make = make<DatasetStage>},
        {.kind = K::Snapshot,
            .name = "snapshot",
            .title = QT_TRANSLATE_NOOP("Scenario", "Snapshot cost: create, overwrite without and with it"),
            .phase = "snapshot",
            .make = make<SnapshotStage>},
        {.kind = K::Fail,
            .name = "fail",
            .title = QT_TRANSLATE_NOOP("Scenario", "Pull a disk and detect the degraded state"),
            .phase = "fail",
            .make = make<PhaseStage>},
        {.kind = K::Rebuild,
            .name = "rebuild",
            .title = QT_TRANSLATE_NOOP("Scenario", "Replace the disk and time the rebuild"),
            .phase = "rebuild",
            .make = make<RebuildStage>},
        {.kind = K::SecondFailure,
            .name = "second-failure",
            .title = QT_TRANSLATE_NOOP("Scenario", "Replace the disk and pull a second one during the rebuild"),
            .phase = "rebuild",
            .drill = true,
            .replaces = {K::Rebuild},
            .make = make<SecondFailureStage>},
        {.kind = K::PowerCut,
            .name = "power-cut",
            .title = QT_TRANSLATE_NOOP(
                "Scenario", "Replace the disk, cut the virtual lab's power during the rebuild, bring %1 back"),
            .phase = "rebuild",
            .drill = true,
            .replaces = {K::Rebuild},
            .make = make<PowerCutStage>},
        {.kind = K::Load,
            .name = "load",
            .title = QT_TRANSLATE_NOOP("Scenario", "Pull the disk and rebuild under a foreground job"),
            .phase = "rebuild",
            .drill = true,
            .replaces = {K::Fail, K::Rebuild},
            .make = make<LoadDrillStage>},
        {.kind = K::Verify,
            .name = "verify",
            .title = QT_TRANSLATE_NOOP("Scenario", "Verify the dataset's sha256"),
            .needsData = true,
            .make = make<VerifyStage>},
        {.kind = K::Scrub,
            .name = "scrub",
            .title = QT_TRANSLATE_NOOP("Scenario", "Scrub and count the errors"),
            .phase = "scrub",
            .needsData = true,
            .make = make<ScrubStage>},
        {.kind = K::Corruption,
            .name = "corruption",
            .title = QT_TRANSLATE_NOOP(
                "Scenario", "Silent corruption: overwrite blocks of one member, read back, scrub, read again"),
            .phase = "corruption",
            .drill = true,
            .needsData = true,
            .make = make<CorruptionStage>},
        {.kind = K::Teardown,
            .name = "teardown",
            .title = QT_TRANSLATE_NOOP("Scenario", "Tear down and check that the disks are blank"),
            .phase = "teardown",
            .tearsDown = true,
            .make = make<TeardownStage>},
    };
    return list;
}

const StageListEntry &stageEntry(ScenarioStageKind kind)
{
    const QList<StageListEntry> &list = stageList();
    const auto found
        = std::find_if(list.begin(), list.end(), [kind](const StageListEntry &entry) { return entry.kind == kind; });
    Q_ASSERT(found != list.end());
    return *found;
}
