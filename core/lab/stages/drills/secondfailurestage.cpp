#include "lab/stages/drills/secondfailurestage.h"

#include "lab/figures/scenariomeasurements.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/stacktraits.h"

#include <QRegularExpression>
#include <QTimer>

QString SecondFailureStage::secondMember(const RecipeRequest &request)
{
    const QString first = request.failDisk.isEmpty() ? request.disks.value(request.disks.size() - 1) : request.failDisk;
    for (const QString &disk : request.disks) {
        if (disk != first)
            return disk;
    }
    return {};
}

QStringList SecondFailureStage::lostLines(const QString &stack, const QString &checkOutput)
{
    const QRegularExpression lost(stackTraits(stack).value_or(StackTraits()).dataLostPattern);
    QStringList lines;
    for (const QString &line : checkOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (lost.match(line).hasMatch())
            lines << line.trimmed();
    }
    return lines;
}

void SecondFailureStage::runRebuildPhase(Done done)
{
    QList<PlanStep> before;
    QList<PlanStep> after;
    if (const PlanPhase *phase = lab.scenario().phase(stage.phase)) {
        for (const PlanStep &step : phase->steps)
            (after.isEmpty() && step.kind != StepKind::Wait ? before : after) << step;
    }
    inOrder({
                [this, before](Done next) { runSteps(before, next); },
                [this](Done next) { m_reached = [next] { next(true); }; },
                [this](Done next) { m_pulledAtPercent ? pullSecond(next) : next(true); },
                [this, after](Done next) { lab.figures().dataLost ? next(true) : runSteps(after, next); },
            },
        done);
}

void SecondFailureStage::onRebuildSample(const ProgressSample &sample)
{
    if (!m_reached)
        return;
    const int at = lab.scenario().options().secondFailureAtPercent;
    // Done without passing the mark: finished, or idle after running (or idle for ten seconds:
    // a rebuild too short to be seen running).
    const bool active = progressStateIsActive(sample.state);
    m_sawActive = m_sawActive || active;
    m_idleSamples = active ? 0 : m_idleSamples + 1;
    const bool finished = sample.state == ProgressState::Finished || sample.percent.value_or(0) >= 100
        || (!active && (m_sawActive || m_idleSamples * lab.scenario().options().sampleIntervalMs >= 10000));
    if (sample.percent && *sample.percent >= at && !finished)
        m_pulledAtPercent = *sample.percent;
    else if (!finished)
        return;
    std::exchange(m_reached, nullptr)();
}

void SecondFailureStage::pullSecond(Done done)
{
    RecipeRequest second = lab.recipe();
    second.failDisk = secondMember(second);
    const PlanOrError plan = buildPlan(second);
    QList<PlanStep> pull;
    PlanStep check;
    for (const PlanPhase &phase : plan.plan.phases) {
        if (phase.name != QLatin1String("fail"))
            continue;
        // The pull itself, not the write that makes an idle stack notice (the rebuild reads every
        // member, and a write to a pool that lost its data would block): then the stack's state,
        // the phase's first check (ZFS's second one reads the pool's allocation).
        for (const PlanStep &step : phase.steps) {
            if (step.destructive)
                pull << step;
            else if (step.kind == StepKind::Check && check.argv.isEmpty())
                check = step;
        }
    }
    if (pull.isEmpty() || check.argv.isEmpty()) {
        lab.fail(tr("%1: the plan has no pull step for a second failure.").arg(lab.stack()));
        return done(false);
    }
    lab.say(tr("%1: second failure at %2 % of the rebuild: pulling %3")
                .arg(lab.stack())
                .arg(*m_pulledAtPercent, 0, 'f', 1)
                .arg(second.failDisk));
    lab.steps().runAside(second, QStringLiteral("fail"), pull, true, [this, second, check, done](bool) {
        // A few seconds for the stack to meet the missing disk in the rebuild's reads.
        QTimer::singleShot(3000, &lab, [this, second, check, done] {
            const int first = lab.records().stepCount();
            lab.steps().runAside(second, QStringLiteral("fail"), {check}, true, [this, first, done](bool) {
                for (const SessionStepRecord &record : lab.records().stepsSince(first)) {
                    m_checkArgv = record.argv;
                    m_checkOutput = record.outputLines.join(QLatin1Char('\n'));
                }
                judge();
                done(true);
            });
        });
    });
}

void SecondFailureStage::judge()
{
    const QStringList lines = lostLines(lab.stack(), m_checkOutput);
    if (lines.isEmpty())
        return;
    lab.figures().dataLost = true;
    lab.figures().dataLostLines = lines;
    lab.say(tr("%1: data lost: %2").arg(lab.stack(), lines.join(QStringLiteral(" / "))));
}

bool SecondFailureStage::rebuildEnded(bool ok)
{
    // A rebuild cut short by the lost data is what the drill shows, not a failure of the run.
    return ok || lab.figures().dataLost;
}

void SecondFailureStage::afterRebuild(Done next)
{
    if (!m_pulledAtPercent) {
        lab.fail(tr("%1: the rebuild ended before %2 % without a progress sample past it: no second failure. A "
                    "larger dataset (--dataset-size) makes the rebuild longer.")
                     .arg(lab.stack())
                     .arg(lab.scenario().options().secondFailureAtPercent));
        return next(false);
    }
    const bool lost = lab.figures().dataLost;
    const QStringList lines
        = lost ? lab.figures().dataLostLines : m_checkOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(0, 12);
    lab.records().recordMeasured(MeasurementKey::SecondFailureAtPercent, *m_pulledAtPercent, QStringLiteral("%"),
        tr("the rebuild's progress sample that crossed --second-failure-at, when the second pull started"));
    lab.records().record(ScenarioMeasurements::make(lab.stack(), MeasurementKey::SecondFailureDataLost, lost ? 1 : 0,
        QStringLiteral("yes/no"), 0, {},
        MeasurementSource::tool(m_checkArgv, lines,
            lost ? tr("the stack's own check after the second pull says it failed")
                 : tr("the stack's own check after the second pull: still serving (the verify and scrub stages "
                      "check the data)"))));
    next(true);
}
