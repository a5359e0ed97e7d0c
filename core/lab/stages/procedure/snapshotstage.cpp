#include "lab/stages/procedure/snapshotstage.h"

#include "lab/figures/scenariomeasurements.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/stackprobes.h"

#include <algorithm>

void SnapshotStage::run(Done done)
{
    // The snapshot phase's space check (lvs, zfs list, btrfs filesystem du) runs with the
    // snapshot taken and again after the overwrite.
    m_spaceCheck = lab.scenario().snapshotSpaceCheck();
    inOrder({
                [this](Done next) {
                    overwrite(tr("Overwrite without a snapshot"), MeasurementKey::OverwriteMibsNoSnapshot, next);
                },
                [this](Done next) { readAvailable(&m_availableBefore, next); },
                [this](Done next) { createSnapshot(next); },
                [this](Done next) { readAvailable(&m_availableWithSnapshot, next); },
                [this](Done next) {
                    recordReserve();
                    next(true);
                },
                [this](Done next) {
                    overwrite(tr("Overwrite with the snapshot held"), MeasurementKey::OverwriteMibsWithSnapshot, next);
                },
                // The space request commits the filesystem's transaction: the check after it sees the overwrite.
                [this](Done next) { readAvailable(&m_availableAfterOverwrite, next); },
                [this](Done next) { recordSpaceAfterOverwrite(next); },
            },
        done);
}

void SnapshotStage::overwrite(const QString &title, const QString &key, Done next)
{
    HelperRequest request = lab.helperCalls().recipeRequest(HelperRequestType::Overwrite);
    request.sizeBytes = lab.scenario().overwriteBytes(lab.figures().usableBytes.value_or(0));
    lab.helperCalls().runAction(request, title, [this, key, next](bool ok, const QJsonObject &result) {
        if (!ok)
            return next(false);
        if (std::optional<Measurement> m = ScenarioMeasurements::fromOverwrite(lab.stack(), key, result))
            lab.records().record(*m);
        next(true);
    });
}

void SnapshotStage::readAvailable(qint64 *into, Done next)
{
    lab.helperCalls().askSpaceField(QStringLiteral("availableBytes"), [into, next](std::optional<qint64> available) {
        if (available)
            *into = *available;
        next(available.has_value());
    });
}

void SnapshotStage::createSnapshot(Done next)
{
    m_firstStep = lab.records().stepCount();
    lab.steps().runPhase(stage.phase, false, [this, next](bool ok) {
        if (!ok)
            return next(false);
        // Timed: the phase's commands only, not its checks.
        qint64 createMs = 0;
        const PlanPhase *phase = lab.scenario().phase(stage.phase);
        for (const SessionStepRecord &step : lab.records().stepsSince(m_firstStep)) {
            const auto planned = std::find_if(
                phase->steps.begin(), phase->steps.end(), [&](const PlanStep &p) { return p.id == step.stepId; });
            if (planned != phase->steps.end() && planned->kind == StepKind::Command)
                createMs += step.endedAtMs - step.startedAtMs;
            if (m_spaceCheck && step.stepId == m_spaceCheck->id)
                m_checkWithSnapshot = step;
        }
        lab.records().recordMeasured(MeasurementKey::SnapshotCreateS, double(createMs) / 1000.0, QStringLiteral("s"),
            tr("wall clock of the snapshot phase's commands"));
        next(true);
    });
}

void SnapshotStage::recordReserve()
{
    const QString key = MeasurementKey::SnapshotReserveBytes;
    const SnapshotSpaceProbe probe = snapshotSpaceProbe(lab.recipe());
    if (const std::optional<qint64> fixed = probe.fixedReserveBytes) {
        // A thick snapshot: its tool shows the reserve it took; the recipe's size otherwise.
        ToolStatement::Context context;
        context.lvsVolume = probe.lvsVolume;
        if (!lab.records().recordFromSteps(key, QStringLiteral("bytes"), m_firstStep, context))
            lab.records().recordMeasured(key, double(*fixed), QStringLiteral("bytes"),
                tr("the snapshot size the plan asks for (lvcreate -s -L)"));
        return;
    }
    lab.records().recordMeasured(key, double(std::max<qint64>(0, m_availableBefore - m_availableWithSnapshot)),
        QStringLiteral("bytes"), tr("the filesystem's free space read before and after taking the snapshot"));
}

void SnapshotStage::recordSpaceAfterOverwrite(Done next)
{
    // Space the snapshot holds after the overwrite, as the stack's tool states it.
    if (!m_spaceCheck) {
        recordSpaceByStatvfs();
        return next(true);
    }
    const int before = lab.records().stepCount();
    lab.steps().runStep(stage.phase, *m_spaceCheck, [this, before, next](bool ok) {
        if (!ok || lab.records().stepCount() <= before)
            return next(false);
        const std::optional<Measurement> said = ScenarioMeasurements::snapshotSpace(lab.stack(),
            snapshotSpaceProbe(lab.recipe()), m_checkWithSnapshot, lab.records().stepsSince(before).constFirst());
        if (said)
            lab.records().record(*said);
        else
            recordSpaceByStatvfs();
        next(true);
    });
}

void SnapshotStage::recordSpaceByStatvfs()
{
    lab.records().recordMeasured(MeasurementKey::SnapshotSpaceAfterOverwriteBytes,
        double(std::max<qint64>(0, m_availableWithSnapshot - m_availableAfterOverwrite)), QStringLiteral("bytes"),
        tr("the filesystem's free space lost between taking the snapshot and the end of the overwrite"));
}
