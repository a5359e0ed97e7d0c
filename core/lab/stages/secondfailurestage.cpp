#include "lab/stages/secondfailurestage.h"

#include "lab/scenariomeasurements.h"
#include "stacks/measurementkeys.h"
#include "stacks/stackrecipes.h"

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
    QRegularExpression lost;
    if (stack.startsWith(QLatin1String("mdadm-")))
        lost.setPattern(QStringLiteral("^\\s*State :.*\\b(FAILED|inactive)\\b"));
    else if (stack.startsWith(QLatin1String("zfs-")))
        lost.setPattern(QStringLiteral("^\\s*(state:\\s*(UNAVAIL|FAULTED|SUSPENDED)\\b|status:.*suspended)"));
    else
        lost.setPattern(QStringLiteral("\\bfailed\\b"));
    QStringList lines;
    for (const QString &line : checkOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (lost.match(line).hasMatch())
            lines << line.trimmed();
    }
    return lines;
}

void SecondFailureStage::onRebuildSample(const ProgressSample &sample)
{
    const int at = lab.scenario().options().secondFailureAtPercent;
    if (m_pulling || !sample.percent || *sample.percent < at || *sample.percent >= 100)
        return;
    pullSecond(*sample.percent);
}

void SecondFailureStage::pullSecond(double percent)
{
    m_pulling = true;
    m_pulledAtPercent = percent;
    RecipeRequest second = lab.recipe();
    second.failDisk = secondMember(second);
    const PlanOrError plan = buildPlan(second);
    QList<PlanStep> pull;
    PlanStep check;
    for (const PlanPhase &phase : plan.plan.phases) {
        if (phase.name != QLatin1String("fail"))
            continue;
        // The pull itself, not the write that makes an idle stack notice (the rebuild reads every
        // member, and a write to a pool that lost its data would block): then the stack's check.
        for (const PlanStep &step : phase.steps) {
            if (step.destructive || step.id == QLatin1String("loop-set-capacity"))
                pull << step;
            else if (step.kind == StepKind::Check)
                check = step;
        }
    }
    if (pull.isEmpty() || check.argv.isEmpty()) {
        lab.fail(tr("%1: the plan has no pull step for a second failure.").arg(lab.stack()));
        m_judged = true;
        lab.interruptRunning();
        return;
    }
    lab.say(tr("%1: second failure at %2 % of the rebuild: pulling %3")
                .arg(lab.stack())
                .arg(percent, 0, 'f', 1)
                .arg(second.failDisk));
    lab.runStepsAside(second, QStringLiteral("fail"), pull, true, [this, second, check](bool) {
        // A few seconds for the stack to meet the missing disk in the rebuild's reads.
        QTimer::singleShot(3000, &lab, [this, second, check] {
            const int first = lab.stepCount();
            lab.runStepsAside(second, QStringLiteral("fail"), {check}, true, [this, first](bool) {
                for (const SessionStepRecord &record : lab.stepsSince(first)) {
                    if (record.phase == QLatin1String("fail")) {
                        m_checkArgv = record.argv;
                        m_checkOutput = record.outputLines.join(QLatin1Char('\n'));
                    }
                }
                judge();
            });
        });
    });
}

void SecondFailureStage::judge()
{
    m_judged = true;
    const QStringList lines = lostLines(lab.stack(), m_checkOutput);
    if (!lines.isEmpty()) {
        lab.figures().dataLost = true;
        lab.figures().dataLostLines = lines;
        lab.say(tr("%1: data lost: %2").arg(lab.stack(), lines.join(QStringLiteral(" / "))));
        // The rebuild waits for something that will never come: stop its wait.
        lab.interruptRunning();
    }
    if (m_whenJudged)
        std::exchange(m_whenJudged, nullptr)();
}

bool SecondFailureStage::rebuildEnded(bool ok)
{
    // A rebuild stopped by the lost data is what the drill shows, not a failure of the run.
    return ok || lab.figures().dataLost;
}

void SecondFailureStage::afterRebuild(Done next)
{
    if (!m_pulling) {
        lab.fail(tr("%1: the rebuild ended before %2 % without a progress sample past it: no second failure. A "
                    "larger dataset (--dataset-percent) makes the rebuild longer.")
                     .arg(lab.stack())
                     .arg(lab.scenario().options().secondFailureAtPercent));
        return next(false);
    }
    auto record = [this, next] {
        const bool lost = lab.figures().dataLost;
        const QStringList lines = lost ? lab.figures().dataLostLines
                                       : m_checkOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(0, 12);
        lab.recordMeasured(MeasurementKey::SecondFailureAtPercent, *m_pulledAtPercent, QStringLiteral("%"),
            tr("the rebuild's progress sample that crossed --second-failure-at, when the second pull started"));
        lab.record(ScenarioMeasurements::make(lab.stack(), MeasurementKey::SecondFailureDataLost, lost ? 1 : 0,
            QStringLiteral("verified"), 0, {},
            MeasurementSource::tool(m_checkArgv, lines,
                lost ? tr("the stack's own check after the second pull says it failed")
                     : tr("the stack's own check after the second pull: still serving (the verify and scrub "
                          "stages check the data)"))));
        next(true);
    };
    if (m_judged)
        return record();
    m_whenJudged = record;
}
