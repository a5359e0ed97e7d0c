#include "lab/scenario/scenario.h"

#include "lab/scenario/stagelist.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/labsteps.h"
#include "stacks/recipe/stackprobes.h"

#include <QHash>

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

QStringList scenarioDrillNames()
{
    QStringList names;
    for (const StageListEntry &entry : stageList()) {
        if (entry.drill)
            names << QLatin1String(entry.name);
    }
    return names;
}

std::optional<ScenarioStageKind> scenarioDrillFromName(const QString &name)
{
    const std::optional<ScenarioStageKind> kind = scenarioStageFromName(name);
    if (!kind || !stageEntry(*kind).drill)
        return std::nullopt;
    return kind;
}

QString scenarioStageName(ScenarioStageKind kind)
{
    return QLatin1String(stageEntry(kind).name);
}

Scenario::Scenario(const RecipeRequest &request, const ScenarioOptions &options)
    : m_request(request)
    , m_options(options)
{
    m_error = checkOptions(m_options);
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

QString Scenario::checkOptions(const ScenarioOptions &o)
{
    if (o.rounds < 1)
        return tr("The number of rounds must be at least 1, got %1.").arg(o.rounds);
    if (o.datasetPercent < 1 || o.datasetPercent > 90)
        return tr("The dataset must fill 1 to 90 % of the usable space, got %1 %.").arg(o.datasetPercent);
    if (o.corruptBlocks < 1 || o.corruptBlocks > 4096)
        return tr("The corruption drill overwrites 1 to 4096 blocks, got %1.").arg(o.corruptBlocks);
    if (o.secondFailureAtPercent < 1 || o.secondFailureAtPercent > 99)
        return tr("The second failure comes at 1 to 99 % of the rebuild, got %1 %.").arg(o.secondFailureAtPercent);
    if (o.powerCutAtPercent < 1 || o.powerCutAtPercent > 99)
        return tr("The power cut comes at 1 to 99 % of the rebuild, got %1 %.").arg(o.powerCutAtPercent);
    QHash<ScenarioStageKind, ScenarioStageKind> replaced; // stage -> the drill that runs it
    for (const ScenarioStageKind drill : o.drills) {
        const StageListEntry &entry = stageEntry(drill);
        if (!entry.drill)
            return tr("The stage %1 is not a fault drill (drills: %2).")
                .arg(QLatin1String(entry.name), scenarioDrillNames().join(QStringLiteral(", ")));
        for (const ScenarioStageKind stage : entry.replaces) {
            if (replaced.contains(stage) && replaced.value(stage) != drill)
                return tr("The %1 and %2 drills both run the %3 stage: choose one of them per run.")
                    .arg(QLatin1String(stageEntry(replaced.value(stage)).name), QLatin1String(entry.name),
                        QLatin1String(stageEntry(stage).name));
            replaced.insert(stage, drill);
        }
    }
    return {};
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

QStringList Scenario::drillNames() const
{
    QStringList names;
    for (const ScenarioStage &stage : m_stages) {
        if (stageEntry(stage.kind).drill)
            names << stage.name;
    }
    return names;
}

bool Scenario::runsAfter(ScenarioStageKind kind, ScenarioStageKind after) const
{
    bool seen = false;
    for (const ScenarioStage &stage : m_stages) {
        if (stage.kind == after)
            seen = true;
        else if (seen && stage.kind == kind && stage.applicable)
            return true;
    }
    return false;
}

bool Scenario::runs(ScenarioStageKind kind) const
{
    return std::any_of(m_stages.begin(), m_stages.end(),
        [kind](const ScenarioStage &stage) { return stage.kind == kind && stage.applicable; });
}

qint64 Scenario::bytesAtPull(qint64 usableBytes) const
{
    qint64 bytes = runs(ScenarioStageKind::Dataset) ? datasetBytes(usableBytes) : 0;
    if (runs(ScenarioStageKind::Snapshot))
        bytes += overwriteBytes(usableBytes) * (fixedSnapshotReserveBytes() ? 1 : 2);
    if (runs(ScenarioStageKind::Fail) || runs(ScenarioStageKind::Load))
        bytes += LabSteps::pokeWriteBytes;
    return bytes;
}

void Scenario::buildStages()
{
    QList<ScenarioStageKind> replaced;
    for (const ScenarioStageKind drill : std::as_const(m_options.drills)) {
        replaced << stageEntry(drill).replaces;
    }
    for (const StageListEntry &entry : stageList()) {
        // A drill runs when chosen, whatever the stage selection; a stage a chosen drill runs
        // its own way is left out.
        if (entry.drill ? !m_options.drills.contains(entry.kind)
                        : (replaced.contains(entry.kind)
                            || (!m_options.stageSelection.isEmpty() && !m_options.stageSelection.contains(entry.kind))))
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
