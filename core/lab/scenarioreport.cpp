#include "lab/scenarioreport.h"

#include "lab/stackpredictions.h"
#include "stacks/stackrecipes.h"

#include <algorithm>

QString ScenarioReport::stackTitle(const QString &stack)
{
    static const QMap<QString, const char *> seed = {
        {QStringLiteral("mdadm-raid5"), QT_TRANSLATE_NOOP("ScenarioReport", "mdadm RAID5 + XFS")},
        {QStringLiteral("lvm-raid5"), QT_TRANSLATE_NOOP("ScenarioReport", "LVM RAID5 + XFS")},
        {QStringLiteral("lvm-thin-md-raid5"), QT_TRANSLATE_NOOP("ScenarioReport", "LVM thin on mdadm RAID5")},
        {QStringLiteral("zfs-raidz1"), QT_TRANSLATE_NOOP("ScenarioReport", "ZFS raidz1")},
    };
    if (const auto found = seed.constFind(stack); found != seed.constEnd())
        return tr(found.value());
    for (const StackInfo &info : stackInfos()) {
        if (info.name == stack)
            return info.description;
    }
    return stack;
}

ComparisonReport ScenarioReport::build(const LabSession &session, const QList<Scenario> &scenarios)
{
    ComparisonReport report;
    report.title = tr("Lab session %1").arg(session.metadata.name);
    report.versions = session.metadata.toolVersions;
    QStringList stacks = session.metadata.stacks;
    for (const Measurement &m : session.measurements) {
        if (!stacks.contains(m.stack))
            stacks << m.stack;
    }
    for (const Scenario &scenario : scenarios) {
        if (!stacks.contains(scenario.stack()))
            stacks << scenario.stack();
        if (report.setup.isEmpty() && scenario.ok()) {
            const RecipeRequest &request = scenario.request();
            // Every stack has at least two members, so the plural is fixed.
            report.setup = request.spare.isEmpty()
                ? tr("%1 disks, target %2").arg(request.disks.size()).arg(session.metadata.target)
                : tr("%1 disks + 1 spare, target %2").arg(request.disks.size()).arg(session.metadata.target);
        }
    }

    for (const QString &stack : std::as_const(stacks)) {
        ReportStack column;
        column.name = stack;
        column.title = stackTitle(stack);
        // Rounds in round order; a figure measured once (round 0) is one value.
        QMap<QString, QList<std::pair<int, double>>> values;
        for (const Measurement &m : session.measurements) {
            if (m.stack == stack)
                values[m.key] << std::pair {m.round, m.value};
        }
        for (auto it = values.begin(); it != values.end(); ++it) {
            std::stable_sort(it->begin(), it->end(), [](const auto &a, const auto &b) { return a.first < b.first; });
            QList<double> rounds;
            for (const auto &[round, value] : std::as_const(*it))
                rounds << value;
            column.measurements.insert(it.key(), ReportMeasurement::of(rounds));
        }
        // What the stack has no concept of: the plan's own reason.
        const auto scenario = std::find_if(
            scenarios.begin(), scenarios.end(), [&stack](const Scenario &s) { return s.stack() == stack; });
        if (scenario != scenarios.end() && scenario->ok()) {
            auto notApplicable = [&](const QString &phaseName, const QStringList &keys) {
                if (scenario->hasSteps(phaseName))
                    return;
                const PlanPhase *phase = scenario->phase(phaseName);
                const QString why
                    = phase && !phase->note.isEmpty() ? phase->note : tr("%1 has no %2 phase").arg(stack, phaseName);
                for (const QString &key : keys) {
                    if (!column.measurements.contains(key))
                        column.measurements.insert(key, ReportMeasurement::notApplicable(why));
                }
            };
            notApplicable(QStringLiteral("snapshot"),
                {QStringLiteral("snapshot_create_s"), QStringLiteral("snapshot_reserve_bytes"),
                    QStringLiteral("snapshot_space_after_overwrite_bytes"),
                    QStringLiteral("overwrite_mibs_no_snapshot"), QStringLiteral("overwrite_mibs_with_snapshot")});
            notApplicable(QStringLiteral("rebuild"),
                {QStringLiteral("rebuild_s"), QStringLiteral("rebuilt_bytes"), QStringLiteral("commands_to_replace")});
        }
        report.stacks << column;
    }

    // Steps carry no stack of their own: each stack's run starts with its claim, recorded as
    // {"claim", "stack=NAME", disks…}, and every step after it belongs to that stack.
    QString current = stacks.value(0);
    for (const SessionStepRecord &step : session.steps) {
        if (step.phase == QLatin1String("claim") && step.argv.size() > 1
            && step.argv.at(1).startsWith(QLatin1String("stack=")))
            current = step.argv.at(1).mid(6);
        ReportCommand command;
        command.stack = current;
        command.argv = step.argv;
        command.exitCode = step.exitCode;
        command.durationS = step.endedAtMs > 0 ? double(step.endedAtMs - step.startedAtMs) / 1000.0 : 0;
        report.commands << command;
    }
    report.predictions = StackPredictions::rows(session, report.stacks);
    return report;
}
