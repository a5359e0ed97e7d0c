#include "lab/scenario.h"

#include "lab/stages/stagelist.h"
#include "stacks/stackprobes.h"
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
} // namespace

std::optional<ScenarioStageKind> scenarioStageFromName(const QString &name)
{
    for (const StageListEntry &entry : stageList()) {
        if (QLatin1String(entry.name) == name)
            return entry.kind;
    }
    return std::nullopt;
}

QStringList scenarioStageNames()
{
    QStringList names;
    for (const StageListEntry &entry : stageList())
        names << QLatin1String(entry.name);
    return names;
}

QString scenarioStageName(ScenarioStageKind kind)
{
    return QLatin1String(stageEntry(kind).name);
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
        fitOptionsToMembers(&m_request, m_options.memberBytes);
    const PlanOrError built = buildPlan(m_request);
    if (!built.ok()) {
        m_error = built.error;
        return;
    }
    m_plan = built.plan;
    buildStages();
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
    return rebuildProbe(m_request).progressKind;
}

std::optional<qint64> Scenario::fixedSnapshotReserveBytes() const
{
    return snapshotSpaceProbe(m_request).fixedReserveBytes;
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
    for (const StageListEntry &entry : stageList()) {
        if (!m_options.stageSelection.isEmpty() && !m_options.stageSelection.contains(entry.kind))
            continue;
        const int rounds = entry.perRound ? m_options.rounds : 1;
        for (int round = 1; round <= rounds; ++round) {
            ScenarioStage stage;
            stage.kind = entry.kind;
            stage.name = QLatin1String(entry.name);
            stage.title = QCoreApplication::translate("Scenario", entry.title);
            if (entry.perRound) {
                stage.name += QLatin1Char('-') + QString::number(round);
                stage.title = stage.title.arg(round).arg(rounds);
                stage.round = round;
            } else if (stage.title.contains(QLatin1String("%1"))) {
                stage.title = stage.title.arg(stack());
            }
            stage.phase = entry.phase ? QLatin1String(entry.phase) : QString();
            const PlanPhase *found = entry.phase ? phase(stage.phase) : nullptr;
            if (entry.phase && !entry.runsWithoutSteps && (!found || found->steps.isEmpty())) {
                stage.applicable = false;
                stage.note = found ? found->note : tr("The %1 plan has no %2 phase.").arg(stack(), stage.phase);
            }
            m_stages << stage;
        }
    }
}
