#include "lab/stages/procedure/mountstage.h"

#include "stacks/recipe/labsteps.h"
#include "stacks/recipe/measurementkeys.h"

void MountStage::run(Done done)
{
    m_firstStep = lab.records().stepCount();
    inOrder({
                [this](Done next) { lab.steps().runPhase(stage.phase, false, next); },
                [this](Done next) {
                    lab.records().recordMeasured(MeasurementKey::CommandsToMount, lab.scenario().commandsToMount(),
                        QStringLiteral("count"),
                        tr("essential commands of the recipe's prepare, build, sync and mount phases, as a person "
                           "types them"));
                    next(true);
                },
                [this](Done next) { readUsableSpace(next); },
            },
        done);
}

void MountStage::readUsableSpace(Done next)
{
    lab.helperCalls().askSpaceField(QStringLiteral("sizeBytes"), [this, next](std::optional<qint64> size) {
        if (!size) {
            lab.fail(tr("%1: the usable space of the mounted filesystem could not be read.").arg(lab.stack()));
            return next(false);
        }
        lab.figures().usableBytes = *size;
        // What df (zfs list for ZFS) says in the mount phase's check; the helper's statvfs only
        // for a plan without one.
        ToolStatement::Context context;
        context.mountPoint = LabSteps(lab.recipe()).mountPoint();
        if (!lab.records().recordFromSteps(MeasurementKey::UsableBytes, QStringLiteral("bytes"), m_firstStep, context))
            lab.records().recordMeasured(MeasurementKey::UsableBytes, double(*size), QStringLiteral("bytes"),
                tr("the mounted filesystem's size as the kernel reports it (statvfs), the size df prints"));
        next(true);
    });
}
