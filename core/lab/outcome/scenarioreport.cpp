#include "lab/outcome/scenarioreport.h"

#include "lab/figures/sessionchecks.h"
#include "lab/outcome/diskmodelreport.h"
#include "lab/outcome/labrunstatus.h"
#include "lab/outcome/runverdict.h"
#include "lab/predictions/stackpredictions.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/measurementkeys.h"

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

namespace {

ReportSource reportSource(const MeasurementSource &source)
{
    ReportSource out;
    switch (source.kind) {
    case MeasurementSource::Kind::Tool:
        out.kind = ReportSource::Kind::Tool;
        break;
    case MeasurementSource::Kind::Measured:
        out.kind = ReportSource::Kind::Measured;
        break;
    case MeasurementSource::Kind::NotRecorded:
        out.kind = ReportSource::Kind::NotRecorded;
        break;
    }
    out.command = source.command;
    out.lines = source.lines;
    out.method = source.method;
    return out;
}

} // namespace

std::optional<Scenario> ScenarioReport::scenarioOf(const LabSession &session, const QString &stack)
{
    // The disks its last claim named ({"claim", "stack=NAME", members…, spare}), else the plan's.
    RecipeRequest request;
    request.stack = stack;
    request.session = session.metadata.name;
    const LabRunPlan &plan = session.metadata.run;
    request.disks = plan.disks;
    request.spare = plan.spare;
    for (const SessionStepRecord &step : session.steps) {
        if (step.phase == QLatin1String("claim") && step.argv.size() > 3
            && step.argv.at(1) == QLatin1String("stack=") + stack) {
            request.disks = step.argv.mid(2, step.argv.size() - 3);
            request.spare = step.argv.last();
        }
    }
    if (request.disks.isEmpty())
        return std::nullopt;
    // The plan is built for its phases' notes only, never run: the session does not keep the
    // kernel names the fail phase needs, and any will do.
    const QStringList all = request.disks + QStringList {request.spare};
    for (qsizetype i = 0; i < all.size(); ++i)
        request.kernelNames.insert(all.at(i), QStringLiteral("sd%1").arg(QChar(char16_t(u'a' + i))));
    ScenarioOptions options = plan.options;
    options.memberBytes = plan.target == QLatin1String("host") ? 0 : plan.diskSizeBytes;
    Scenario scenario(request, options);
    if (!scenario.ok())
        return std::nullopt;
    return scenario;
}

static ReportStack::Completion completionOf(LabRunStatus::StackState state)
{
    switch (state) {
    case LabRunStatus::StackState::Succeeded:
        return ReportStack::Completion::Complete;
    case LabRunStatus::StackState::Failed:
        return ReportStack::Completion::Failed;
    case LabRunStatus::StackState::Cancelled:
        return ReportStack::Completion::Cancelled;
    case LabRunStatus::StackState::Interrupted:
        return ReportStack::Completion::Interrupted;
    case LabRunStatus::StackState::Running:
        return ReportStack::Completion::Running;
    case LabRunStatus::StackState::NotStarted:
        return ReportStack::Completion::NotRun;
    }
    return ReportStack::Completion::Complete;
}

namespace {

// The stacks the session ran, in run order, then any that only left measurements.
QStringList stacksOf(const LabSession &session, const LabRunStatus &status)
{
    QStringList stacks;
    for (const LabRunStatus::Stack &stack : status.stacks())
        stacks << stack.name;
    for (const Measurement &m : session.measurements) {
        if (!stacks.contains(m.stack))
            stacks << m.stack;
    }
    return stacks;
}

// Stacks that ran in an earlier process (a resumed session): their plan, for the reasons of
// what they have no concept of.
void addEarlierScenarios(const LabSession &session, const QStringList &stacks, QList<Scenario> &scenarios)
{
    for (const QString &stack : stacks) {
        const bool known = std::any_of(
            scenarios.begin(), scenarios.end(), [&stack](const Scenario &s) { return s.stack() == stack; });
        if (!known) {
            if (std::optional<Scenario> scenario = ScenarioReport::scenarioOf(session, stack))
                scenarios << *scenario;
        }
    }
}

// The disks and the target of the first scenario that planned, in words.
QString setupOf(const LabSession &session, const QList<Scenario> &scenarios)
{
    for (const Scenario &scenario : scenarios) {
        if (!scenario.ok())
            continue;
        const RecipeRequest &request = scenario.request();
        // Every stack has at least two members, so the plural is fixed.
        return request.spare.isEmpty()
            ? ScenarioReport::tr("%1 disks, target %2").arg(request.disks.size()).arg(session.metadata.target)
            : ScenarioReport::tr("%1 disks + 1 spare, target %2")
                  .arg(request.disks.size())
                  .arg(session.metadata.target);
    }
    return {};
}

// A stack's figures come from its last run: a run cut short and the one that replaced it never
// mix. Sessions without stack runs (older ones) take every figure of the stack.
QList<Measurement> measuredOf(const LabSession &session, const QString &stack, const LabRunStatus::Stack *state)
{
    QList<Measurement> measured;
    if (session.stackRuns.isEmpty()) {
        for (const Measurement &m : session.measurements) {
            if (m.stack == stack)
                measured << m;
        }
    } else if (state) {
        measured = session.measurementsOf(state->lastRun);
    }
    return measured;
}

// Rounds in round order; a figure measured once (round 0) is one value.
QMap<QString, ReportMeasurement> reportMeasurements(const QList<Measurement> &measured)
{
    QMap<QString, QList<const Measurement *>> values;
    for (const Measurement &m : measured)
        values[m.key] << &m;
    QMap<QString, ReportMeasurement> measurements;
    for (auto it = values.begin(); it != values.end(); ++it) {
        std::stable_sort(
            it->begin(), it->end(), [](const Measurement *a, const Measurement *b) { return a->round < b->round; });
        QList<double> rounds;
        QList<ReportSource> sources;
        for (const Measurement *m : std::as_const(*it)) {
            rounds << m->value;
            sources << reportSource(m->source);
        }
        measurements.insert(it.key(), ReportMeasurement::of(rounds, sources));
    }
    return measurements;
}

// What the stack has no concept of: the plan's own reason, for each figure it did not measure.
void markNotApplicable(ReportStack &column, const Scenario &scenario)
{
    auto notApplicable = [&](const QString &phaseName, const QStringList &keys) {
        if (scenario.hasSteps(phaseName))
            return;
        const PlanPhase *phase = scenario.phase(phaseName);
        const QString why = phase && !phase->note.isEmpty()
            ? phase->note
            : ScenarioReport::tr("%1 has no %2 phase").arg(column.name, phaseName);
        for (const QString &key : keys) {
            if (!column.measurements.contains(key))
                column.measurements.insert(key, ReportMeasurement::notApplicable(why));
        }
    };
    notApplicable(QStringLiteral("snapshot"),
        {MeasurementKey::SnapshotCreateS, MeasurementKey::SnapshotReserveBytes,
            MeasurementKey::SnapshotSpaceAfterOverwriteBytes, MeasurementKey::OverwriteMibsNoSnapshot,
            MeasurementKey::OverwriteMibsWithSnapshot});
    notApplicable(QStringLiteral("rebuild"),
        {MeasurementKey::RebuildS, MeasurementKey::RebuiltBytes, MeasurementKey::CommandsToReplace});
}

// What the session holds of one run of the whole comparison, as the inputs of every column.
struct SessionReading {
    const LabSession &session;
    const LabRunStatus &status;
    const RunVerdict &verdict;
    const QList<SessionCheck> &checks;
    const QList<Scenario> &scenarios;
};

// One stack's column: how far it got, its figures with their sources, its checks, and why the
// figures it has no concept of are missing.
ReportStack stackColumn(const SessionReading &in, const QString &stack)
{
    ReportStack column;
    column.name = stack;
    column.title = ScenarioReport::stackTitle(stack);
    const auto state = std::find_if(in.status.stacks().begin(), in.status.stacks().end(),
        [&stack](const LabRunStatus::Stack &s) { return s.name == stack; });
    const bool ran = state != in.status.stacks().end();
    if (ran && state->state != LabRunStatus::StackState::Succeeded) {
        column.completion = completionOf(state->state);
        const auto judged = std::find_if(in.verdict.stacks.begin(), in.verdict.stacks.end(),
            [&stack](const StackVerdict &v) { return v.stack == stack; });
        column.completionNote = judged != in.verdict.stacks.end() ? judged->text() : LabRunStatus::describe(*state);
    }
    const QList<Measurement> measured = measuredOf(in.session, stack, ran ? &*state : nullptr);
    column.measurements = reportMeasurements(measured);
    for (const SessionCheck &check : in.checks) {
        if (check.stack == stack)
            column.checks << ReportCheck {check.key, check.name, check.passed, check.message};
    }
    const auto scenario = std::find_if(
        in.scenarios.begin(), in.scenarios.end(), [&stack](const Scenario &s) { return s.stack() == stack; });
    if (scenario != in.scenarios.end() && scenario->ok())
        markNotApplicable(column, *scenario);
    return column;
}

// Steps carry no stack of their own: each stack's run starts with its claim, recorded as
// {"claim", "stack=NAME", disks…}, and every step after it belongs to that stack.
QList<ReportCommand> commandsOf(const LabSession &session, const QString &firstStack)
{
    QList<ReportCommand> commands;
    QString current = firstStack;
    for (const SessionStepRecord &step : session.steps) {
        if (step.phase == QLatin1String("claim") && step.argv.size() > 1
            && step.argv.at(1).startsWith(QLatin1String("stack=")))
            current = step.argv.at(1).mid(6);
        ReportCommand command;
        command.stack = current;
        command.argv = step.argv;
        command.exitCode = step.exitCode;
        command.durationS = step.endedAtMs > 0 ? double(step.endedAtMs - step.startedAtMs) / 1000.0 : 0;
        commands << command;
    }
    return commands;
}

} // namespace

ComparisonReport ScenarioReport::build(const LabSession &session, QList<Scenario> scenarios)
{
    ComparisonReport report;
    report.title = tr("Lab session %1").arg(session.metadata.name);
    report.versions = session.metadata.toolVersions;
    const LabRunStatus status = LabRunStatus::of(session);
    const RunVerdict verdict = RunVerdict::of(session);
    report.verdict = RunVerdict::outcomeName(verdict.outcome);
    report.verdictText = verdict.outcome == StackVerdict::Outcome::Passed ? QString() : verdict.text();

    QStringList stacks = stacksOf(session, status);
    addEarlierScenarios(session, stacks, scenarios);
    for (const Scenario &scenario : std::as_const(scenarios)) {
        if (!stacks.contains(scenario.stack()))
            stacks << scenario.stack();
    }
    report.setup = setupOf(session, scenarios);

    const QList<SessionCheck> checks = SessionChecks::run(session);
    const SessionReading reading {session, status, verdict, checks, scenarios};
    for (const QString &stack : std::as_const(stacks))
        report.stacks << stackColumn(reading, stack);
    report.commands = commandsOf(session, stacks.value(0));
    report.predictions = StackPredictions::rows(session, report.stacks);
    report.diskModel = DiskModelReport::build(session.metadata, report.stacks);
    return report;
}
