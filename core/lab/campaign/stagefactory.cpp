#include "lab/campaign/stagefactory.h"

#include "lab/stages/drills/corruptionstage.h"
#include "lab/stages/drills/loaddrillstage.h"
#include "lab/stages/drills/powercutstage.h"
#include "lab/stages/drills/secondfailurestage.h"
#include "lab/stages/procedure/claimstage.h"
#include "lab/stages/procedure/datasetstage.h"
#include "lab/stages/procedure/mountstage.h"
#include "lab/stages/procedure/phasestage.h"
#include "lab/stages/procedure/preparestage.h"
#include "lab/stages/procedure/rebuildstage.h"
#include "lab/stages/procedure/scrubstage.h"
#include "lab/stages/procedure/snapshotstage.h"
#include "lab/stages/procedure/syncstage.h"
#include "lab/stages/procedure/teardownstage.h"
#include "lab/stages/procedure/verifystage.h"
#include "lab/stages/procedure/workloadstage.h"

namespace {
template<class Stage> std::unique_ptr<LabStage> make(StageContext &lab, const ScenarioStage &stage)
{
    return std::make_unique<Stage>(lab, stage);
}
} // namespace

std::unique_ptr<LabStage> makeStage(StageContext &lab, const ScenarioStage &stage)
{
    using K = ScenarioStageKind;
    switch (stage.kind) {
    case K::Claim:
        return make<ClaimStage>(lab, stage);
    case K::Prepare:
        return make<PrepareStage>(lab, stage);
    case K::Build:
    case K::Fail:
        return make<PhaseStage>(lab, stage);
    case K::Sync:
        return make<SyncStage>(lab, stage);
    case K::Mount:
        return make<MountStage>(lab, stage);
    case K::Workload:
        return make<WorkloadStage>(lab, stage);
    case K::Dataset:
        return make<DatasetStage>(lab, stage);
    case K::Snapshot:
        return make<SnapshotStage>(lab, stage);
    case K::Rebuild:
        return make<RebuildStage>(lab, stage);
    case K::Verify:
        return make<VerifyStage>(lab, stage);
    case K::Scrub:
        return make<ScrubStage>(lab, stage);
    case K::SecondFailure:
        return make<SecondFailureStage>(lab, stage);
    case K::Corruption:
        return make<CorruptionStage>(lab, stage);
    case K::Load:
        return make<LoadDrillStage>(lab, stage);
    case K::PowerCut:
        return make<PowerCutStage>(lab, stage);
    case K::Teardown:
        return make<TeardownStage>(lab, stage);
    }
    Q_UNREACHABLE();
    return nullptr;
}
