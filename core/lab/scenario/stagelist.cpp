#include "lab/scenario/stagelist.h"

#include <algorithm>

namespace {
using K = ScenarioStageKind;
} // namespace

const QList<StageListEntry> &stageList()
{
    // Seed 000's procedure, in order.
    static const QList<StageListEntry> list = {
        {.kind = K::Claim, .name = "claim", .title = QT_TRANSLATE_NOOP("Scenario", "Claim the disks for the session")},
        {.kind = K::Prepare,
            .name = "prepare",
            .title = QT_TRANSLATE_NOOP("Scenario", "Check that the disks are blank"),
            .phase = "prepare"},
        {.kind = K::Build,
            .name = "build",
            .title = QT_TRANSLATE_NOOP("Scenario", "Build %1"),
            .phase = "build",
            .buildsStack = true},
        {.kind = K::Sync,
            .name = "sync",
            .title = QT_TRANSLATE_NOOP("Scenario", "Wait for the initial sync"),
            .phase = "sync",
            .runsWithoutSteps = true},
        {.kind = K::Mount,
            .name = "mount",
            .title = QT_TRANSLATE_NOOP("Scenario", "Make the filesystem and mount it"),
            .phase = "mount"},
        {.kind = K::Workload,
            .name = "workload",
            .title = QT_TRANSLATE_NOOP("Scenario", "storage-bench, round %1 of %2"),
            .perRound = true},
        {.kind = K::Dataset,
            .name = "dataset",
            .title = QT_TRANSLATE_NOOP("Scenario", "Copy the dataset (random files, checksums kept)")},
        {.kind = K::Snapshot,
            .name = "snapshot",
            .title = QT_TRANSLATE_NOOP("Scenario", "Snapshot cost: create, overwrite without and with it"),
            .phase = "snapshot"},
        {.kind = K::Fail,
            .name = "fail",
            .title = QT_TRANSLATE_NOOP("Scenario", "Pull a disk and detect the degraded state"),
            .phase = "fail"},
        {.kind = K::Rebuild,
            .name = "rebuild",
            .title = QT_TRANSLATE_NOOP("Scenario", "Replace the disk and time the rebuild"),
            .phase = "rebuild"},
        {.kind = K::SecondFailure,
            .name = "second-failure",
            .title = QT_TRANSLATE_NOOP("Scenario", "Replace the disk and pull a second one during the rebuild"),
            .phase = "rebuild",
            .drill = true,
            .replaces = {K::Rebuild}},
        {.kind = K::PowerCut,
            .name = "power-cut",
            .title = QT_TRANSLATE_NOOP(
                "Scenario", "Replace the disk, cut the virtual lab's power during the rebuild, bring %1 back"),
            .phase = "rebuild",
            .drill = true,
            .replaces = {K::Rebuild}},
        {.kind = K::Load,
            .name = "load",
            .title = QT_TRANSLATE_NOOP("Scenario", "Pull the disk and rebuild under a foreground job"),
            .phase = "rebuild",
            .drill = true,
            .replaces = {K::Fail, K::Rebuild}},
        {.kind = K::Verify,
            .name = "verify",
            .title = QT_TRANSLATE_NOOP("Scenario", "Verify the dataset's checksums"),
            .needsData = true},
        {.kind = K::Scrub,
            .name = "scrub",
            .title = QT_TRANSLATE_NOOP("Scenario", "Scrub and count the errors"),
            .phase = "scrub",
            .needsData = true},
        {.kind = K::Corruption,
            .name = "corruption",
            .title = QT_TRANSLATE_NOOP(
                "Scenario", "Silent corruption: overwrite blocks of one member, read back, scrub, read again"),
            .phase = "corruption",
            .drill = true,
            .needsData = true},
        {.kind = K::Teardown,
            .name = "teardown",
            .title = QT_TRANSLATE_NOOP("Scenario", "Tear down and check that the disks are blank"),
            .phase = "teardown",
            .tearsDown = true},
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
