#include "lab/scenario.h"

#include "stacks/stackrecipes.h"

#include <algorithm>

namespace {
constexpr qint64 gib = 1024LL * 1024 * 1024;
constexpr qint64 mib = 1024LL * 1024;

// 4 MiB granules keep the helper's file sizes whole blocks on every stack.
qint64 roundDown(qint64 bytes)
{
    return bytes / (4 * mib) * (4 * mib);
}

// "2G", "512M", "1T", plain bytes: LVM's size suffixes (binary units).
std::optional<qint64> lvmSize(const QString &text)
{
    static const QString units = QStringLiteral("KMGT");
    QString number = text.trimmed();
    qint64 factor = 1;
    if (!number.isEmpty()) {
        const int unit = int(units.indexOf(number.back().toUpper()));
        if (unit >= 0) {
            factor = qint64(1) << (10 * (unit + 1));
            number.chop(1);
        }
    }
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || value < 0)
        return std::nullopt;
    return qint64(value * double(factor));
}
} // namespace

std::optional<ScenarioStageKind> scenarioStageFromName(const QString &name)
{
    for (int k = int(ScenarioStageKind::Claim); k <= int(ScenarioStageKind::Teardown); ++k) {
        if (scenarioStageName(ScenarioStageKind(k)) == name)
            return ScenarioStageKind(k);
    }
    return std::nullopt;
}

QString scenarioStageName(ScenarioStageKind kind)
{
    switch (kind) {
    case ScenarioStageKind::Claim:
        return QStringLiteral("claim");
    case ScenarioStageKind::Prepare:
        return QStringLiteral("prepare");
    case ScenarioStageKind::Build:
        return QStringLiteral("build");
    case ScenarioStageKind::Sync:
        return QStringLiteral("sync");
    case ScenarioStageKind::Mount:
        return QStringLiteral("mount");
    case ScenarioStageKind::Workload:
        return QStringLiteral("workload");
    case ScenarioStageKind::Dataset:
        return QStringLiteral("dataset");
    case ScenarioStageKind::Snapshot:
        return QStringLiteral("snapshot");
    case ScenarioStageKind::Fail:
        return QStringLiteral("fail");
    case ScenarioStageKind::Rebuild:
        return QStringLiteral("rebuild");
    case ScenarioStageKind::Verify:
        return QStringLiteral("verify");
    case ScenarioStageKind::Scrub:
        return QStringLiteral("scrub");
    case ScenarioStageKind::Teardown:
        return QStringLiteral("teardown");
    }
    return {};
}

Scenario::Scenario(const RecipeRequest &request, const ScenarioOptions &options)
    : m_request(request)
    , m_options(options)
{
    if (m_options.rounds < 1)
        m_error = tr("The number of rounds must be at least 1, got %1.").arg(m_options.rounds);
    else if (m_options.datasetPercent < 1 || m_options.datasetPercent > 90)
        m_error = tr("The dataset must fill 1 to 90 % of the usable space, got %1 %.").arg(m_options.datasetPercent);
    if (!m_error.isEmpty())
        return;
    if (m_options.memberBytes > 0)
        fitOptionsToDisks(&m_request, m_options.memberBytes);
    const PlanOrError built = buildPlan(m_request);
    if (!built.ok()) {
        m_error = built.error;
        return;
    }
    m_plan = built.plan;
    buildStages();
}

void Scenario::fitOptionsToDisks(RecipeRequest *request, qint64 memberBytes)
{
    const auto mebibytes = [](qint64 bytes) { return QStringLiteral("%1M").arg(bytes / mib); };
    const qint64 members = request->disks.size();
    if (request->stack == QLatin1String("lvm-thin-md-raid5") && members >= 2
        && !request->options.contains(QStringLiteral("thin-size")))
        request->options.insert(QStringLiteral("thin-size"), mebibytes((members - 1) * memberBytes / 4 * 3));
    if (request->stack.startsWith(QLatin1String("lvm-raid"))
        && !request->options.contains(QStringLiteral("snapshot-size")))
        request->options.insert(QStringLiteral("snapshot-size"), mebibytes(std::min(2 * gib, memberBytes / 4)));
}

const PlanPhase *Scenario::phase(const QString &name) const
{
    for (const PlanPhase &phase : m_plan.phases) {
        if (phase.name == name)
            return &phase;
    }
    return nullptr;
}

bool Scenario::hasSteps(const QString &phaseName) const
{
    const PlanPhase *found = phase(phaseName);
    return found && !found->steps.isEmpty();
}

int Scenario::commandsToMount() const
{
    int count = 0;
    for (const QString &name :
        {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("sync"), QStringLiteral("mount")}) {
        if (const PlanPhase *found = phase(name))
            count += int(std::count_if(
                found->steps.begin(), found->steps.end(), [](const PlanStep &step) { return step.essential; }));
    }
    return count;
}

int Scenario::commandsToReplace() const
{
    const PlanPhase *found = phase(QStringLiteral("rebuild"));
    if (!found)
        return 0;
    return int(
        std::count_if(found->steps.begin(), found->steps.end(), [](const PlanStep &step) { return step.essential; }));
}

QString Scenario::rebuildKind() const
{
    return m_request.stack.startsWith(QLatin1String("zfs-")) ? QStringLiteral("resilver") : QStringLiteral("rebuild");
}

std::optional<qint64> Scenario::fixedSnapshotReserveBytes() const
{
    // A thick LVM snapshot takes its copy-on-write extents from the VG when it is created.
    if (!m_request.stack.startsWith(QLatin1String("lvm-raid")))
        return std::nullopt;
    return lvmSize(m_request.options.value(QStringLiteral("snapshot-size"), QStringLiteral("2G")).toString());
}

std::optional<PlanStep> Scenario::snapshotSpaceCheck() const
{
    const PlanPhase *snapshot = phase(QStringLiteral("snapshot"));
    if (!snapshot)
        return std::nullopt;
    for (qsizetype i = snapshot->steps.size() - 1; i >= 0; --i) {
        if (snapshot->steps.at(i).kind == StepKind::Check)
            return snapshot->steps.at(i);
    }
    return std::nullopt;
}

qint64 Scenario::datasetBytes(qint64 usableBytes) const
{
    if (m_options.datasetBytes > 0)
        return m_options.datasetBytes;
    return std::max(4 * mib, roundDown(usableBytes * m_options.datasetPercent / 100));
}

qint64 Scenario::overwriteBytes(qint64 usableBytes) const
{
    if (m_options.overwriteBytes > 0)
        return m_options.overwriteBytes;
    qint64 bytes = std::min(gib, usableBytes / 8);
    // Seed 000 overwrote 1 GiB under a 2 GiB reserve: a thick snapshot whose reserve fills up is
    // dropped by LVM, and the space row would measure nothing.
    if (const std::optional<qint64> reserve = fixedSnapshotReserveBytes())
        bytes = std::min(bytes, *reserve / 2);
    return std::max(4 * mib, roundDown(bytes));
}

qint64 Scenario::workloadBytes(qint64 usableBytes) const
{
    if (m_options.workloadSizeBytes > 0)
        return m_options.workloadSizeBytes;
    return std::max(4 * mib, roundDown(std::min(2 * gib, usableBytes / 4)));
}

void Scenario::buildStages()
{
    auto add = [this](ScenarioStageKind kind, const QString &title, const QString &phaseName = {}, int round = 0) {
        if (!m_options.stageSelection.isEmpty() && !m_options.stageSelection.contains(kind))
            return;
        ScenarioStage stage;
        stage.kind = kind;
        stage.name = scenarioStageName(kind);
        if (round > 0)
            stage.name += QLatin1Char('-') + QString::number(round);
        stage.title = title;
        stage.phase = phaseName;
        stage.round = round;
        if (!phaseName.isEmpty()) {
            const PlanPhase *found = phase(phaseName);
            // Sync without steps still applies: "redundant at once" is measured as 0 s.
            if (kind != ScenarioStageKind::Sync && (!found || found->steps.isEmpty())) {
                stage.applicable = false;
                stage.note = found ? found->note : tr("The %1 plan has no %2 phase.").arg(stack(), phaseName);
            }
        }
        m_stages << stage;
    };
    add(ScenarioStageKind::Claim, tr("Claim the disks for the session"));
    add(ScenarioStageKind::Prepare, tr("Check that the disks are blank"), QStringLiteral("prepare"));
    add(ScenarioStageKind::Build, tr("Build %1").arg(stack()), QStringLiteral("build"));
    add(ScenarioStageKind::Sync, tr("Wait for the initial sync"), QStringLiteral("sync"));
    add(ScenarioStageKind::Mount, tr("Make the filesystem and mount it"), QStringLiteral("mount"));
    for (int round = 1; round <= m_options.rounds; ++round)
        add(ScenarioStageKind::Workload, tr("storage-bench, round %1 of %2").arg(round).arg(m_options.rounds), {},
            round);
    add(ScenarioStageKind::Dataset, tr("Copy the dataset (random files, sha256 kept)"));
    add(ScenarioStageKind::Snapshot, tr("Snapshot cost: create, overwrite without and with it"),
        QStringLiteral("snapshot"));
    add(ScenarioStageKind::Fail, tr("Pull a disk and detect the degraded state"), QStringLiteral("fail"));
    add(ScenarioStageKind::Rebuild, tr("Replace the disk and time the rebuild"), QStringLiteral("rebuild"));
    add(ScenarioStageKind::Verify, tr("Verify the dataset's sha256"));
    add(ScenarioStageKind::Scrub, tr("Scrub and count the errors"), QStringLiteral("scrub"));
    add(ScenarioStageKind::Teardown, tr("Tear down and check that the disks are blank"), QStringLiteral("teardown"));
}
