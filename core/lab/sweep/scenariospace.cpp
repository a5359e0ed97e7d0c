#include "lab/sweep/scenariospace.h"

#include "lab/predictions/stackpredictions.h"
#include "lab/stages/drills/loaddrillstage.h"
#include "planner/space/btrfsspace.h"
#include "stacks/recipe/labsteps.h"

#include <algorithm>

namespace {

constexpr qint64 mib = 1024LL * 1024;
constexpr qint64 gib = 1024 * mib;
// The largest lab disk (the loop lab's limit, core/helper/server/looplab.h): no size above is offered.
constexpr qint64 largestDisk = 16 * gib;

// What btrfs replace needs free (measured on loop disks under kernel 6.18, docs/sweeps.md): scrub
// sets each block group read-only before it copies it, and a metadata group goes read-only only
// while the space the kernel may still allocate covers its reservations (btrfs_can_overcommit):
// the members' unallocated bytes over the metadata's copies, less one data chunk (10 % of the
// members, at most 1 GiB: calc_effective_data_chunk_size). When that is gone the replace stops with
// ENOSPC ("scrub: failed setting block group ro: -28"). How far data chunks run ahead of the data
// varies from run to run: up to one chunk in 10 of 11 measured runs, and once 358 MiB with 208 MiB
// chunks (726 MiB of chunks for 368 MiB on 2 x 1 GiB raid1: a 128 MiB extent found no hole big
// enough, the planner's deviceAllocation): ScenarioSpace::ChunkAllowance.
// Returns the unallocated bytes (over the copies) the replace would find and the bytes it needs.
// The first write after the pull takes a data chunk of its own: on kernel 6.18, 3 x 1 GiB raid1, a
// 64 MiB (or 8 MiB) direct poke grew the data chunks by a whole chunk in 8 runs of 8, with 295 MiB
// free in the chunks already there (2026-12-07); `pokeBytes` counts as that chunk. Counted so, the
// check refuses the load drill on 3 x 3 GiB with a 600 MiB dataset by 27 MiB: its first replace did
// fail there, and only the balance and the second start (BtrfsRecipe::replaceAgain) got it through.
std::pair<qint64, qint64> btrfsReplaceRoom(
    const StackLayout &layout, qint64 dataBytes, qint64 pokeBytes, ScenarioSpace::ChunkAllowance allowance)
{
    const BtrfsProfile data = BtrfsSpace::profile(layout.level);
    const BtrfsProfile metadata = layout.level == QLatin1String("raid5") ? BtrfsProfile::Raid1 : data;
    const int n = int(layout.members.size());
    qint64 total = 0;
    qint64 writable = 0;
    for (const qint64 bytes : layout.members) {
        total += bytes / 4096 * 4096;
        writable += bytes / 4096 * 4096 - mib; // btrfs keeps the first MiB of every device
    }
    const BtrfsFsSpace fs = BtrfsSpace::filesystem(data, metadata, layout.members);
    const BtrfsChunk chunk = BtrfsSpace::kernelChunk('d', data, n, total);
    // Typical: a quarter chunk, calibrated on 2 x 256 MiB raid1, where the README's sweeps (fill 5 to
    // 20 %) work and 25 % fails; the model of the chunks is not exact enough for more.
    const qint64 ahead = allowance == ScenarioSpace::ChunkAllowance::Worst
        ? chunk.logicalBytes + std::min(128 * mib, chunk.logicalBytes)
        : chunk.logicalBytes / 4;
    const qint64 poke = pokeBytes > 0 ? std::max(pokeBytes, chunk.logicalBytes) : 0;
    const qint64 dataRaw = qint64(double(dataBytes + ahead + poke) * fs.dataRatio);
    // mkfs's metadata chunk, its system chunk and the one a scrub adds (check_system_chunk).
    const qint64 unallocated = writable - dataRaw - fs.metadata.rawBytes - 2 * fs.system.rawBytes;
    constexpr qint64 reserve = 16 * mib; // the global block reserve (5.5 MiB on these disks), twice over
    const qint64 needed = std::min(total / 10, gib) + reserve;
    return {std::max<qint64>(0, unallocated) / BtrfsSpace::copies(metadata), needed};
}

QString activityOf(const Scenario &scenario)
{
    const QStringList drills = scenario.drillNames();
    if (drills.size() == 1)
        return ScenarioSpace::tr("the %1 drill").arg(drills.first());
    if (!drills.isEmpty())
        return ScenarioSpace::tr("the %1 drills").arg(drills.join(QStringLiteral(", ")));
    if (!scenario.options().stageSelection.isEmpty())
        return ScenarioSpace::tr("the chosen stages");
    return ScenarioSpace::tr("the full scenario");
}

} // namespace

QString ScenarioSpace::sizeText(qint64 bytes)
{
    if (bytes >= gib)
        return tr("%1 GiB").arg(QLocale::c().toString(double(bytes) / double(gib), 'g', 3));
    return tr("%1 MiB").arg((bytes + mib - 1) / mib);
}

QString ScenarioSpace::sizeOption(qint64 bytes, bool roundUp)
{
    // Steps a person would type: 4M below 128M, 32M below 1G, 512M above.
    const qint64 step = bytes < 128 * mib ? 4 * mib : bytes < gib ? 32 * mib : 512 * mib;
    const qint64 rounded = roundUp ? (bytes + step - 1) / step * step : std::max(step, bytes / step * step);
    if (rounded >= gib && rounded % (512 * mib) == 0)
        return QLocale::c().toString(double(rounded) / double(gib), 'g', 3) + QLatin1Char('G');
    return QString::number(rounded / mib) + QLatin1Char('M');
}

ScenarioSpaceCheck ScenarioSpace::measure(
    const RecipeRequest &request, const ScenarioOptions &options, ChunkAllowance allowance)
{
    ScenarioSpaceCheck check;
    check.stack = request.stack;
    check.datasetAsPercent = options.datasetBytes <= 0;
    const Scenario scenario(request, options);
    if (!scenario.ok())
        return check; // the scenario's own error is what the user sees
    check.activity = activityOf(scenario);
    const LayoutPlan plan = StackPredictions::plan(scenario);
    if (!plan.ok() || plan.capacity.storableBytes <= 0)
        return check; // sizes unknown before the build: nothing to say
    check.members = int(plan.layout.members.size());
    check.memberBytes
        = plan.layout.members.isEmpty() ? 0 : *std::min_element(plan.layout.members.begin(), plan.layout.members.end());
    const qint64 usable = plan.capacity.statfsSizeBytes > 0 ? plan.capacity.statfsSizeBytes : plan.capacity.usableBytes;
    check.usableBytes = usable;
    check.storableBytes = plan.capacity.storableBytes;
    const bool btrfs = plan.layout.family == StackLayout::Family::Btrfs;

    // What is on the stack at the moments the run is fullest: the storage-bench file alone (it is
    // deleted after each round, before the dataset), then the dataset with the snapshot stage's
    // file, then from the pull on the poke write and the load drill's job file as well.
    const qint64 workload = scenario.runs(ScenarioStageKind::Workload) ? scenario.workloadBytes(usable) : 0;
    QList<SpaceUse> kept;
    if (scenario.runs(ScenarioStageKind::Dataset)) {
        check.datasetBytes = scenario.datasetBytes(usable);
        kept << SpaceUse {tr("the dataset"), check.datasetBytes};
    }
    if (scenario.runs(ScenarioStageKind::Snapshot)) {
        // A thick LVM snapshot keeps the old blocks in its own reserve, outside the filesystem.
        const qint64 overwrite = scenario.overwriteBytes(usable);
        kept << SpaceUse {scenario.fixedSnapshotReserveBytes() ? tr("the snapshot stage's overwrite file")
                                                               : tr("the snapshot stage's overwrite file and the "
                                                                    "old blocks the snapshot keeps"),
            scenario.fixedSnapshotReserveBytes() ? overwrite : 2 * overwrite};
    }
    const bool load = scenario.runs(ScenarioStageKind::Load);
    // The pull's poke write may stop at a full stack (it is not essential): it does not count
    // against the space files can take, only against the room btrfs replace needs.
    const qint64 poke = scenario.runs(ScenarioStageKind::Fail) || load ? LabSteps::pokeWriteBytes : 0;
    if (load)
        kept << SpaceUse {btrfs ? tr("the load drill's job file (twice: its random writes keep the old "
                                     "copy-on-write extents)")
                                : tr("the load drill's job file"),
            LoadDrillStage::jobBytes(usable) * (btrfs ? 2 : 1)};
    qint64 keptBytes = 0;
    for (const SpaceUse &use : std::as_const(kept))
        keptBytes += use.bytes;
    check.peak = workload > keptBytes ? QList<SpaceUse> {{tr("the storage-bench file"), workload}} : kept;
    check.peakBytes = std::max(workload, keptBytes);

    // The dataset stage refuses a dataset above 90 % of what is free; the rest of the run keeps
    // the same margin (metadata, a transaction not yet committed).
    const qint64 limit = check.storableBytes / 10 * 9;
    if (check.peakBytes > limit) {
        QStringList parts;
        for (const SpaceUse &use : std::as_const(check.peak))
            parts << tr("%1 %2").arg(use.what, sizeText(use.bytes));
        check.problem
            = tr("at its fullest the run keeps %1 on the stack (%2), more than 90 % of the %3 files "
                 "can take")
                  .arg(sizeText(check.peakBytes), parts.join(QStringLiteral(", ")), sizeText(check.storableBytes));
        return check;
    }
    const bool replaces = scenario.runs(ScenarioStageKind::Rebuild) || load
        || scenario.runs(ScenarioStageKind::SecondFailure) || scenario.runs(ScenarioStageKind::PowerCut);
    if (btrfs && replaces) {
        const auto [room, needed] = btrfsReplaceRoom(plan.layout, keptBytes, poke, allowance);
        if (room < needed) {
            check.rebuildFreeBytes = needed;
            check.problem = tr("with %1 of data on the stack and the new data chunk the pull's 64 MiB poke write "
                               "takes, btrfs may keep only %2 unallocated (over the "
                               "metadata's copies) where btrfs replace needs more than %3 to set the block groups "
                               "read-only; it would fail with ENOSPC (\"scrub: failed setting block group ro: "
                               "-28\")")
                                .arg(sizeText(keptBytes + poke), sizeText(room), sizeText(needed));
        }
    }
    return check;
}

ScenarioSpaceCheck ScenarioSpace::check(
    const RecipeRequest &request, const ScenarioOptions &options, ChunkAllowance allowance)
{
    ScenarioSpaceCheck check = measure(request, options, allowance);
    if (check.fits())
        return check;
    // The smallest disk that works: 64 MiB steps up to 2 GiB, then 256 MiB steps (the planner is a
    // pure function, a few hundred plans take milliseconds). Only where the lab makes the disks.
    if (options.memberBytes > 0) {
        for (qint64 size = (options.memberBytes + 64 * mib - 1) / (64 * mib) * (64 * mib); size <= largestDisk;
             size += size < 2 * gib ? 64 * mib : 256 * mib) {
            ScenarioOptions bigger = options;
            bigger.memberBytes = size;
            if (measure(request, bigger, allowance).fits()) {
                check.minMemberBytes = size;
                break;
            }
        }
    }
    // The largest dataset that works on these disks.
    if (check.datasetAsPercent) {
        for (int percent = options.datasetPercent - 1; percent >= 1; --percent) {
            ScenarioOptions smaller = options;
            smaller.datasetPercent = percent;
            if (measure(request, smaller, allowance).fits()) {
                check.maxDatasetPercent = percent;
                check.maxDatasetBytes = check.usableBytes * percent / 100;
                break;
            }
        }
    } else {
        qint64 low = 0, high = options.datasetBytes / (4 * mib); // in 4 MiB units: low fits, high does not
        while (high - low > 1) {
            const qint64 mid = (low + high) / 2;
            ScenarioOptions smaller = options;
            smaller.datasetBytes = mid * 4 * mib;
            (measure(request, smaller, allowance).fits() ? low : high) = mid;
        }
        check.maxDatasetBytes = low * 4 * mib;
    }
    return check;
}

ScenarioSpaceCheck ScenarioSpace::check(
    const QString &stack, int members, qint64 memberBytes, const ScenarioOptions &options, ChunkAllowance allowance)
{
    RecipeRequest request;
    request.stack = stack;
    for (int i = 1; i <= members; ++i)
        request.disks << QStringLiteral("/dev/lab-disk%1").arg(i);
    request.spare = QStringLiteral("/dev/lab-disk%1").arg(members + 1);
    ScenarioOptions sized = options;
    sized.memberBytes = memberBytes;
    return check(request, sized, allowance);
}

QString ScenarioSpaceCheck::refusal(const QString &fillOption) const
{
    return refusal(
        QStringLiteral("--disk-size %1"), fillOption + QStringLiteral(" %1"), QStringLiteral("--dataset-size %1"));
}

QString ScenarioSpaceCheck::refusal(
    const QString &diskSizeChoice, const QString &percentChoice, const QString &datasetSizeChoice) const
{
    if (fits())
        return {};
    const QString what = datasetBytes > 0
        ? ScenarioSpace::tr("a %1 dataset with %2 on %3").arg(ScenarioSpace::sizeText(datasetBytes), activity, stack)
        : ScenarioSpace::tr("%1 on %2").arg(activity, stack);
    QStringList choices;
    if (minMemberBytes > 0)
        choices << diskSizeChoice.arg(ScenarioSpace::sizeOption(minMemberBytes, true));
    if (datasetAsPercent && maxDatasetPercent > 0)
        choices << percentChoice.arg(maxDatasetPercent);
    else if (!datasetAsPercent && maxDatasetBytes > 0)
        choices << datasetSizeChoice.arg(ScenarioSpace::sizeOption(maxDatasetBytes, false));
    const QString needs = minMemberBytes > 0
        ? ScenarioSpace::tr("needs disks of at least %1 for %2").arg(ScenarioSpace::sizeText(minMemberBytes), what)
        : ScenarioSpace::tr("does not fit disks of up to %1 for %2").arg(ScenarioSpace::sizeText(largestDisk), what);
    const QString head = ScenarioSpace::tr("%n disk(s) of %1: %2", nullptr, members)
                             .arg(ScenarioSpace::sizeText(memberBytes), problem);
    return choices.isEmpty()
        ? ScenarioSpace::tr("%1; %2.").arg(needs, head)
        : ScenarioSpace::tr("%1: choose %2 (%3).").arg(needs, choices.join(ScenarioSpace::tr(" or ")), head);
}
