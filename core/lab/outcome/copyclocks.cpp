#include "lab/outcome/copyclocks.h"

#include "lab/figures/scenariomeasurements.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/stackprobes.h"

#include <algorithm>

std::optional<std::pair<int, int>> CopyClocks::lastRunOf(const QList<SessionStepRecord> &steps, const QString &phase)
{
    int last = int(steps.size()) - 1;
    while (last >= 0 && steps.at(last).phase != phase)
        --last;
    if (last < 0)
        return std::nullopt;
    int first = last;
    while (first > 0 && steps.at(first - 1).phase == phase)
        --first;
    return std::pair {first, last};
}

// The flagged build step that starts the initial sync (md's create, LVM's lvcreate), if the plan has one.
static QString syncStarter(const RecipeRequest &request)
{
    const PlanOrError built = buildPlan(request);
    for (const PlanPhase &phase : built.plan.phases) {
        for (const PlanStep &step : phase.steps) {
            if (step.startsSync)
                return step.id;
        }
    }
    return {};
}

QList<CopyClock> CopyClocks::of(const LabSession &session, const RecipeRequest &request)
{
    int run = int(session.stackRuns.size()) - 1;
    while (run >= 0 && session.stackRuns.at(run).stack != request.stack)
        --run;
    const QList<SessionStepRecord> steps = run >= 0 ? session.stepsOf(run) : session.steps;
    QList<CopyClock> clocks;
    for (const QString &phase : {QStringLiteral("sync"), QStringLiteral("rebuild"), QStringLiteral("scrub")}) {
        const std::optional<std::pair<int, int>> ran = lastRunOf(steps, phase);
        if (!ran)
            continue;
        qint64 start = steps.at(ran->first).startedAtMs;
        qint64 end = 0;
        bool ended = true;
        for (int i = ran->first; i <= ran->second; ++i) {
            ended = ended && steps.at(i).endedAtMs > 0 && steps.at(i).state != StepState::Running;
            end = std::max(end, steps.at(i).endedAtMs);
        }
        if (!ended || end <= start)
            continue;
        CopyClock clock {request.stack, progressKindOf(request, phase), 0, std::nullopt};
        if (phase == QLatin1String("sync")) {
            // The sync begins with the build step that starts it, while the build's later commands run.
            const QString starter = syncStarter(request);
            for (int i = ran->first - 1; i >= 0 && !starter.isEmpty(); --i) {
                if (steps.at(i).phase == QLatin1String("build") && steps.at(i).stepId == starter && steps.at(i).ok) {
                    start = std::min(start, steps.at(i).startedAtMs);
                    break;
                }
            }
        }
        if (phase == QLatin1String("rebuild")) {
            ToolStatement::Context context;
            context.lv = rebuildProbe(request).raidLv;
            context.replacementDevices = QStringList {request.spare};
            if (request.kernelNames.contains(request.spare))
                context.replacementDevices << QStringLiteral("/dev/") + request.kernelNames.value(request.spare);
            if (const std::optional<Measurement> rebuilt
                = ScenarioMeasurements::fromSteps(request.stack, MeasurementKey::RebuiltBytes, QStringLiteral("bytes"),
                    steps.mid(ran->first, ran->second - ran->first + 1), context))
                clock.bytes = qint64(rebuilt->value);
        }
        clock.seconds = double(end - start) / 1000.0;
        clocks << clock;
    }
    return clocks;
}
