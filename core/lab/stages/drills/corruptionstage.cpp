#include "lab/stages/drills/corruptionstage.h"

#include "lab/figures/corruptionstatement.h"
#include "lab/figures/scenariomeasurements.h"
#include "stacks/recipe/measurementkeys.h"

#include <QJsonArray>

#include <memory>

QString CorruptionStage::memberOf(const RecipeRequest &request)
{
    const QString pulled
        = request.failDisk.isEmpty() ? request.disks.value(request.disks.size() - 1) : request.failDisk;
    for (const QString &disk : request.disks) {
        if (disk != pulled)
            return disk;
    }
    return {};
}

void CorruptionStage::run(Done done)
{
    if (lab.figures().datasetWritten.isEmpty()) {
        lab.fail(
            tr("%1: the corruption drill reads the dataset back: run the dataset stage before it.").arg(lab.stack()));
        return done(false);
    }
    m_member = memberOf(lab.recipe());
    const ScenarioOptions &options = lab.scenario().options();
    m_seed = options.drillSeed != 0 ? options.drillSeed : lab.figures().datasetSeed.value_or(1);
    auto firstRead = std::make_shared<int>(0);
    auto secondRead = std::make_shared<int>(0);
    inOrder(
        {
            [this](Done next) { corrupt(next); },
            [this](Done next) { runGroup(QStringLiteral("cold-"), nullptr, nullptr, next); },
            [this, firstRead](Done next) { read(firstRead.get(), next); },
            [this](Done next) { runGroup(QStringLiteral("read-"), &m_readings.afterRead, &m_readArgv, next); },
            [this](Done next) { scrub(next); },
            [this](Done next) { runGroup(QStringLiteral("scrub-"), &m_readings.afterScrub, &m_scrubArgv, next); },
            [this](Done next) { runGroup(QStringLiteral("repair-"), &m_readings.afterRepair, &m_repairArgv, next); },
            [this](Done next) { runGroup(QStringLiteral("cold-"), nullptr, nullptr, next); },
            [this, secondRead](Done next) { read(secondRead.get(), next); },
            [this, firstRead, secondRead](Done next) {
                m_readings.datasetFiles = m_files;
                m_readings.corruptReads = *firstRead;
                m_readings.corruptAfterRepair = *secondRead;
                recordOutcome();
                next(true);
            },
        },
        done);
}

void CorruptionStage::corrupt(Done next)
{
    HelperRequest request = lab.helperCalls().recipeRequest(HelperRequestType::Corrupt);
    request.member = m_member;
    request.blocks = lab.scenario().options().corruptBlocks;
    request.seed = m_seed;
    lab.helperCalls().runAction(request,
        tr("Overwrite %1 blocks of 4 KiB on %2 behind the stack's back").arg(*request.blocks).arg(m_member),
        [this, next](bool ok, const QJsonObject &result) {
            m_blocks = int(result.value(QStringLiteral("offsets")).toArray().size());
            if (ok && m_blocks == 0) {
                lab.fail(tr("%1: the overwrite behind the stack's back named no block it wrote.").arg(lab.stack()));
                return next(false);
            }
            next(ok);
        });
}

void CorruptionStage::read(int *mismatched, Done next)
{
    lab.helperCalls().runAction(lab.helperCalls().recipeRequest(HelperRequestType::DatasetVerify),
        tr("Read the dataset back (checksums)"), [this, mismatched, next](bool, const QJsonObject &result) {
            // A mismatch is what the drill looks for, not a failure; a read with no result is.
            if (!result.value(QStringLiteral("verified")).isBool()) {
                lab.fail(tr("%1: the dataset could not be read back.").arg(lab.stack()));
                return next(false);
            }
            m_files = result.value(QStringLiteral("files")).toInt();
            *mismatched = int(result.value(QStringLiteral("mismatched")).toArray().size()
                + result.value(QStringLiteral("missing")).toArray().size());
            next(true);
        });
}

void CorruptionStage::runGroup(const QString &prefix, QString *lastOutput, QStringList *lastArgv, Done next)
{
    QList<PlanStep> steps;
    if (const PlanPhase *phase = lab.scenario().phase(stage.phase)) {
        for (const PlanStep &step : phase->steps) {
            if (step.id.startsWith(prefix))
                steps << step;
        }
    }
    QList<Part> parts;
    for (const PlanStep &step : std::as_const(steps)) {
        parts << [this, step, lastOutput, lastArgv](Done after) {
            const int first = lab.records().stepCount();
            lab.steps().runStep(stage.phase, step, [this, first, lastOutput, lastArgv, after](bool ok) {
                const QList<SessionStepRecord> ran = lab.records().stepsSince(first);
                if (!ran.isEmpty() && lastOutput) {
                    *lastOutput = ran.first().outputLines.join(QLatin1Char('\n'));
                    *lastArgv = ran.first().argv;
                }
                after(ok);
            });
        };
    }
    inOrder(parts, next);
}

void CorruptionStage::scrub(Done next)
{
    // The scrub phase as the scrub stage runs it; its last check states what it found.
    const int first = lab.records().stepCount();
    lab.steps().runPhase(QStringLiteral("scrub"), false, [this, first, next](bool ok) {
        const PlanPhase *phase = lab.scenario().phase(QStringLiteral("scrub"));
        for (const SessionStepRecord &record : lab.records().stepsSince(first)) {
            for (const PlanStep &step : phase ? phase->steps : QList<PlanStep>()) {
                if (step.id == record.stepId && step.kind == StepKind::Check) {
                    m_readings.afterScrub = record.outputLines.join(QLatin1Char('\n'));
                    m_scrubArgv = record.argv;
                }
            }
        }
        next(ok);
    });
}

void CorruptionStage::recordOutcome()
{
    const CorruptionOutcome o = CorruptionOutcome::assemble(lab.stack(), m_member, m_blocks, m_readings);
    const QString stack = lab.stack();
    const auto measured = [&](const QString &key, double value, const QString &unit, const QString &method,
                              const QString &note = {}) {
        lab.records().record(
            ScenarioMeasurements::make(stack, key, value, unit, 0, note, MeasurementSource::measured(method, {note})));
    };
    measured(MeasurementKey::CorruptBlocks, m_blocks, QStringLiteral("count"),
        tr("blocks of 4 KiB overwritten with random data on one member disk behind the stack's back, written "
           "straight to the disk and spread over its data area"),
        tr("on %1, seed %2").arg(m_member).arg(m_seed));
    measured(MeasurementKey::CorruptReads, m_readings.corruptReads, QStringLiteral("count"),
        tr("every file of the dataset read back after the corruption, the cache emptied first: the files whose "
           "checksum no longer matched"),
        tr("%1 of %2 files").arg(m_readings.corruptReads).arg(m_files));
    QStringList unstated;
    for (const Measurement &figure :
        corruptionToolFigures(o, m_readings, {m_readArgv, m_scrubArgv, m_repairArgv}, &unstated))
        lab.records().record(figure);
    for (const QString &key : std::as_const(unstated))
        lab.say(tr("%1: the tools did not state %2.").arg(stack, key));
    measured(MeasurementKey::CorruptAfterRepair, m_readings.corruptAfterRepair, QStringLiteral("count"),
        tr("every file read back again after the scrub and the repair, the cache emptied again"),
        tr("%1 of %2 files; %3").arg(m_readings.corruptAfterRepair).arg(m_files).arg(o.verdictText()));
    lab.say(tr("%1: silent corruption: %2").arg(stack, o.verdictText()));
}
