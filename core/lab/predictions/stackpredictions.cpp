#include "lab/predictions/stackpredictions.h"

#include "lab/session/labsessionstore.h"
#include "planner/forecast/rebuildpace.h"
#include "report/table/measurementsummary.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/stacktraits.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>

namespace {

// The figures the lab measures for every stack (docs/report.md), in the view's order.
const QStringList scoredKeys = {
    MeasurementKey::UsableBytes, MeasurementKey::InitialSyncS, MeasurementKey::RebuildS, MeasurementKey::RebuiltBytes};

qint64 sysfsBytes(const QString &kernelName)
{
    QFile file(QStringLiteral("/sys/class/block/%1/size").arg(kernelName));
    if (kernelName.isEmpty() || kernelName.contains(QLatin1Char('/')) || !file.open(QIODevice::ReadOnly))
        return 0;
    return file.readAll().trimmed().toLongLong() * 512; // sysfs counts 512-byte sectors whatever the disk's
}

} // namespace

LayoutPlan StackPredictions::plan(const Scenario &scenario, const DiskProfile &disks)
{
    const RecipeRequest &recipe = scenario.request();
    const qint64 memberBytes = scenario.options().memberBytes;
    QStringList unknown;
    const LayoutRequest request = LayoutRequest::fromRecipe(recipe, [&](const QString &disk) {
        const qint64 bytes = memberBytes > 0 ? memberBytes : sysfsBytes(recipe.kernelNames.value(disk));
        if (bytes <= 0)
            unknown << disk;
        return bytes;
    });
    if (!unknown.isEmpty()) {
        LayoutPlan failed;
        failed.request = request;
        failed.error = tr("the size of %1 is not known").arg(unknown.join(QStringLiteral(", ")));
        return failed;
    }
    // The fill when the disk is pulled: what the scenario's files hold then (the dataset, the
    // snapshot's overwrite and old blocks, the poke write), as a share of what files can take.
    const LayoutPlan empty = LayoutPlanner::plan(request);
    if (!empty.ok() || empty.capacity.storableBytes <= 0)
        return empty;
    PlannerAssumptions assumptions;
    // A throttled lab disk moves bytes at its cap, not at a real disk's 200 MB/s: the model forecasts
    // the lab it runs in (the scale to the real disk is the report's disk model). QEMU's throttle
    // charges bytes and operations, never a seek, so a resilver's sorted reads run at the cap
    // (measured: 92-100 % of it, docs/virtual-lab.md): no share of the sequential rate is lost.
    if (disks.labBytesPerSecond > 0) {
        assumptions.readBytesPerSecond = assumptions.writeBytesPerSecond = double(disks.labBytesPerSecond);
        assumptions.resilverEfficiency = 1.0;
        assumptions.diskCapBytesPerSecond = double(disks.labBytesPerSecond);
    }
    assumptions.fill = std::min(
        1.0, double(scenario.bytesAtPull(empty.capacity.statfsSizeBytes)) / double(empty.capacity.storableBytes));
    return LayoutPlanner::plan(request, assumptions);
}

QString StackPredictions::record(const Scenario &scenario, LabSessionStore *store, const DiskProfile &disks)
{
    const LayoutPlan plan = StackPredictions::plan(scenario, disks);
    if (!plan.ok())
        return tr("%1: no prediction before the build: %2").arg(scenario.stack(), plan.error);
    const Prediction prediction = plan.prediction();
    QStringList sizes;
    for (const qint64 bytes : prediction.request.diskBytes)
        sizes << QString::number(bytes);
    SessionStepRecord step;
    step.phase = phaseName();
    step.stepId = phaseName();
    step.title = tr("The planner's prediction before the build");
    step.argv = QStringList {QStringLiteral("stacklab-cli"), QStringLiteral("predict"), scenario.stack(),
        QStringLiteral("--disk-sizes"), sizes.join(QLatin1Char(',')), QStringLiteral("--fill"),
        QStringLiteral("%1%").arg(100 * prediction.assumptions.fill, 0, 'f', 1), QStringLiteral("--json")};
    for (auto it = prediction.request.options.cbegin(); it != prediction.request.options.cend(); ++it)
        step.argv << QStringLiteral("--option") << QStringLiteral("%1=%2").arg(it.key(), it.value().toString());
    // The command says the rates it assumed when they are the disk profile's, so it can be run again.
    if (disks.labBytesPerSecond > 0)
        step.argv << QStringLiteral("--read-speed") << QString::number(disks.labBytesPerSecond)
                  << QStringLiteral("--write-speed") << QString::number(disks.labBytesPerSecond);
    step.startedAtMs = QDateTime::currentMSecsSinceEpoch();
    const int index = store->startStep(step);
    if (index < 0
        || !store->appendOutput(
            index, {QString::fromUtf8(QJsonDocument(prediction.toJson()).toJson(QJsonDocument::Compact))})
        || !store->finishStep(index, StepState::Succeeded, 0, QDateTime::currentMSecsSinceEpoch()))
        return tr("%1: the prediction could not be recorded: %2").arg(scenario.stack(), store->errorString());
    return {};
}

QMap<QString, Prediction> StackPredictions::recorded(const LabSession &session)
{
    QMap<QString, Prediction> predictions;
    for (const SessionStepRecord &step : session.steps) {
        if (step.phase != phaseName() || step.state != StepState::Succeeded)
            continue;
        const QJsonDocument json = QJsonDocument::fromJson(step.outputLines.join(QString()).toUtf8());
        if (const std::optional<Prediction> p = Prediction::fromJson(json.object(), nullptr))
            predictions.insert(p->request.stack, *p);
    }
    return predictions;
}

static ReportPrediction scored(const ScoredValue &v, const PredictedValue &p, const QString &basis)
{
    ReportPrediction row;
    row.key = v.key;
    row.label = v.label;
    row.unit = v.unit;
    row.basis = basis;
    row.predicted = v.predicted;
    row.measured = v.measured;
    row.error = v.error;
    row.relativeError = v.relativeError;
    row.relativeGoal = p.relativeGoal;
    row.absoluteGoal = p.absoluteGoal;
    row.withinGoal = v.withinGoal;
    return row;
}

// ZFS and btrfs rebuild what is allocated; md and LVM the whole member whatever it holds.
static bool fillMatters(const Prediction &prediction)
{
    return stackTraits(prediction.request.stack).value_or(StackTraits()).rebuildsAllocatedOnly;
}

static QString withFill(const QString &text, const Prediction &prediction)
{
    return fillMatters(prediction)
        ? StackPredictions::tr("%1, %2 % full").arg(text).arg(100 * prediction.assumptions.fill, 0, 'f', 0)
        : text;
}

// What a time forecast assumed, in words.
static QString speedBasis(const QString &method, const Prediction &prediction)
{
    const PlannerAssumptions &a = prediction.assumptions;
    if (a.syncBytesPerSecond > 0)
        return StackPredictions::tr("%1 at the rate measured: %2, %3 MiB/s per member")
            .arg(method, a.speedSource)
            .arg(a.syncBytesPerSecond / (1024 * 1024), 0, 'f', 1);
    return withFill(StackPredictions::tr("%1; disks assumed at %2 MB/s read, %3 MB/s write")
                        .arg(method)
                        .arg(a.readBytesPerSecond / 1e6, 0, 'f', 0)
                        .arg(a.writeBytesPerSecond / 1e6, 0, 'f', 0),
        prediction);
}

QList<ReportPrediction> StackPredictions::rows(const QString &stack, const QString &stackTitle,
    const Prediction &prediction, const QMap<QString, double> &measured,
    const QList<std::pair<double, double>> &syncProgress, double commandSeconds)
{
    const LayoutPlan plan = LayoutPlanner::plan(prediction.request, prediction.assumptions);
    Prediction scoredPrediction = prediction;
    // ZFS and btrfs write redundancy with the data: the planner predicts no initial sync, the lab measures 0 s.
    if (!prediction.value(MeasurementKey::InitialSyncS))
        scoredPrediction.values << PredictedValue {MeasurementKey::InitialSyncS, LayoutPlanner::tr("Initial sync"), 0,
            QStringLiteral("s"), 0.25, 1, plan.initialSync.method};
    const PredictionScore score = scorePrediction(scoredPrediction, measured);
    QList<ReportPrediction> rows;
    for (const QString &key : scoredKeys) {
        const PredictedValue *p = scoredPrediction.value(key);
        const ScoredValue *v = score.value(key);
        if (!p || !v)
            continue;
        const bool time = key == MeasurementKey::InitialSyncS || key == MeasurementKey::RebuildS;
        QString basis = p->tool;
        if (key == MeasurementKey::RebuildS || (time && p->value > 0))
            basis = speedBasis(p->tool, prediction);
        else if (key == MeasurementKey::RebuiltBytes)
            basis = withFill(p->tool, prediction);
        else if (key == MeasurementKey::UsableBytes)
            basis = tr("statvfs of the mount point, as df shows it");
        rows << scored(*v, *p, basis);
    }
    // md and LVM: the rebuild copies what the initial sync wrote, so the sync measured before the
    // failure gives the rate (the planner's "speeds measured in the same session").
    const double syncSeconds = measured.value(MeasurementKey::InitialSyncS);
    // The sync's last quarter is the part closest to the failure (docs/planner.md, "Rates measured
    // before the failure"); its mean carries the machine's load of minutes before.
    const std::optional<double> tail = RebuildPace::syncTailRate(syncProgress, plan.capacity.memberDataBytes);
    // A sync that ran mostly under the build's own commands gives no rate of the disks: no forecast
    // from it, rather than one slowed by wipefs and pvcreate (the lab's log says so at the sync).
    const bool rateMeasured = tail || RebuildPace::syncWatchedFromItsStart(syncProgress);
    if (plan.ok() && plan.initialSync.writeBytes > 0 && syncSeconds > 0 && plan.rebuild.possible && rateMeasured) {
        PlannerAssumptions a = prediction.assumptions;
        a.syncBytesPerSecond = tail ? *tail : double(plan.capacity.memberDataBytes) / syncSeconds;
        a.speedSource = tail ? tr("the last quarter of the initial sync measured in this run")
                             : tr("the initial sync measured in this run");
        // A few seconds of a throttled lab disk can run above its cap (QEMU's bucket lets a burst
        // through); over a rebuild the cap holds.
        if (a.diskCapBytesPerSecond > 0 && a.syncBytesPerSecond > a.diskCapBytesPerSecond) {
            a.syncBytesPerSecond = a.diskCapBytesPerSecond;
            a.speedSource += tr(", above the lab disks' cap: the cap");
        }
        if (commandSeconds > 0) {
            a.commandSeconds = commandSeconds;
            a.speedSource += tr("; its commands at %1 s each, as this run's took").arg(commandSeconds, 0, 'f', 2);
        }
        const Prediction again = LayoutPlanner::plan(prediction.request, a).prediction();
        if (const PredictedValue *p = again.value(MeasurementKey::RebuildS)) {
            const PredictionScore s = scorePrediction(again, measured);
            ReportPrediction row = scored(*s.value(p->key), *p, speedBasis(p->tool, again));
            row.label = tr("Rebuild after pulling one disk, at the measured sync rate");
            row.atMeasuredRate = true;
            rows << row;
        }
    }
    // ZFS: the allocation zpool list stated at the pull is what the resilver copies, so this
    // forecast leaves out only the guess of what the run's files would take up.
    const double allocated = measured.value(MeasurementKey::AllocatedAtPullBytes);
    if (plan.ok() && plan.rebuild.possible && allocated > 0 && fillMatters(prediction)) {
        PlannerAssumptions a = prediction.assumptions;
        a.allocatedBytes = qint64(allocated);
        const Prediction again = LayoutPlanner::plan(prediction.request, a).prediction();
        const PredictionScore s = scorePrediction(again, measured);
        for (const QString &key : {QString(MeasurementKey::RebuildS), QString(MeasurementKey::RebuiltBytes)}) {
            const PredictedValue *p = again.value(key);
            const ScoredValue *v = s.value(key);
            if (!p || !v)
                continue;
            const QString allocation = tr("%1; the pool's allocation at the pull: %2 (zpool list ALLOC)")
                                           .arg(p->tool, formatBytes(allocated));
            ReportPrediction row = scored(*v, *p,
                key == MeasurementKey::RebuildS ? tr("%1; disks assumed at %2 MB/s read, %3 MB/s write")
                                                      .arg(allocation)
                                                      .arg(a.readBytesPerSecond / 1e6, 0, 'f', 0)
                                                      .arg(a.writeBytesPerSecond / 1e6, 0, 'f', 0)
                                                : allocation);
            row.label = key == MeasurementKey::RebuildS
                ? tr("Rebuild after pulling one disk, from the allocation at the pull")
                : tr("Bytes rebuilt, from the allocation at the pull");
            row.atPull = true;
            rows << row;
        }
    }
    for (ReportPrediction &row : rows) {
        row.stack = stack;
        row.stackTitle = stackTitle;
    }
    return rows;
}

QMap<QString, double> StackPredictions::medians(const ReportStack &stack)
{
    QMap<QString, double> values;
    for (auto it = stack.measurements.cbegin(); it != stack.measurements.cend(); ++it) {
        const MeasurementSummary summary = MeasurementSummary::of(*it);
        if (summary.measured)
            values.insert(it.key(), summary.median);
    }
    return values;
}

QList<ReportPrediction> StackPredictions::rows(
    const LabSession &session, const QString &stack, const QList<Measurement> &cellMeasurements)
{
    const QMap<QString, Prediction> predictions = recorded(session);
    const auto it = predictions.constFind(stack);
    if (it == predictions.cend())
        return {};
    QMap<QString, double> measured;
    for (const Measurement &m : cellMeasurements) {
        if (m.stack == stack)
            measured.insert(m.key, m.value);
    }
    return rows(stack, stack, *it, measured);
}

QByteArray StackPredictions::sweepCsv(const QList<std::pair<SweepCell, QList<ReportPrediction>>> &cells)
{
    const auto number = [](double value) { return QString::number(value, 'g', 15); };
    QByteArray csv = "layout,width,fill_percent,round,figure,unit,predicted,measured,error,relative_error,"
                     "within_goal,basis\r\n";
    for (const auto &[cell, rows] : cells) {
        for (const ReportPrediction &p : rows) {
            QString basis = p.basis;
            basis.replace(QLatin1Char('"'), QLatin1String("\"\""));
            const QStringList fields {cell.layout.token, QString::number(cell.layout.width),
                QString::number(cell.fillPercent), QString::number(cell.round),
                p.key + (p.atMeasuredRate ? QStringLiteral("_at_measured_rate") : QString()), p.unit,
                number(p.predicted), p.measured ? number(*p.measured) : QString(),
                p.measured ? number(p.error) : QString(), p.measured ? number(p.relativeError) : QString(),
                p.measured ? (p.withinGoal ? QStringLiteral("yes") : QStringLiteral("no")) : QString(),
                QLatin1Char('"') + basis + QLatin1Char('"')};
            csv += fields.join(QLatin1Char(',')).toUtf8() + "\r\n";
        }
    }
    return csv;
}

QList<std::pair<double, double>> StackPredictions::syncProgress(const LabSession &session, const QString &stack)
{
    int first = 0;
    for (const SessionStackRun &run : session.stackRuns) {
        if (run.stack == stack)
            first = run.firstProgress;
    }
    QList<std::pair<double, double>> points;
    std::optional<qint64> startMs;
    for (qsizetype i = first; i < session.progress.size(); ++i) {
        const SessionProgressSample &p = session.progress.at(i);
        if (p.stack != stack || p.kind != QLatin1String("sync"))
            continue;
        // md's status names no percent once the sync is over: done, as the tool says.
        const bool atRest = p.sample.state == ProgressState::Idle || p.sample.state == ProgressState::Finished;
        const std::optional<double> percent = atRest && !p.sample.percent ? 100.0 : p.sample.percent;
        if (!percent)
            continue;
        if (!startMs)
            startMs = p.sample.timestampMs;
        points << std::pair {double(p.sample.timestampMs - *startMs) / 1000, *percent};
    }
    return points;
}

double StackPredictions::commandSeconds(const LabSession &session, const QString &stack)
{
    int last = -1;
    for (qsizetype i = 0; i < session.stackRuns.size(); ++i) {
        if (session.stackRuns.at(i).stack == stack)
            last = int(i);
    }
    ReportMeasurement timed;
    for (const SessionStepRecord &step : session.stepsOf(last)) {
        if (step.phase == QLatin1String("rebuild"))
            break;
        const QStringList &argv = step.argv;
        // lvs --noheadings is LvmRaidRecipe::pollLv: a wait of many commands, not one.
        const bool read = (argv.value(0) == QLatin1String("mdadm") && argv.value(1) == QLatin1String("--detail"))
            || (argv.value(0) == QLatin1String("lvs") && !argv.contains(QLatin1String("--noheadings")));
        if (read && step.ok && step.endedAtMs > step.startedAtMs)
            timed.rounds << double(step.endedAtMs - step.startedAtMs) / 1000;
    }
    return MeasurementSummary::of(timed).median;
}

QList<ReportPrediction> StackPredictions::rows(const LabSession &session, const QList<ReportStack> &stacks)
{
    const QMap<QString, Prediction> predictions = recorded(session);
    QList<ReportPrediction> all;
    for (const ReportStack &stack : stacks) {
        if (const auto it = predictions.constFind(stack.name); it != predictions.cend())
            all += rows(stack.name, stack.title, *it, medians(stack), syncProgress(session, stack.name),
                commandSeconds(session, stack.name));
    }
    return all;
}
