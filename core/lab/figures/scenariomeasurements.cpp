#include "lab/figures/scenariomeasurements.h"

#include "report/table/comparisonreport.h"
#include "report/table/measurementsummary.h"
#include "stacks/recipe/measurementkeys.h"

#include <QJsonArray>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace {
void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

std::optional<double> number(const QJsonObject &object, const QString &key)
{
    const QJsonValue value = object.value(key);
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        return std::nullopt;
    return value.toDouble();
}
} // namespace

Measurement ScenarioMeasurements::make(const QString &stack, const QString &key, double value, const QString &unit,
    int round, const QString &note, const MeasurementSource &source)
{
    Measurement measurement;
    measurement.stack = stack;
    measurement.key = key;
    measurement.value = value;
    measurement.unit = unit;
    measurement.round = round;
    measurement.note = note;
    measurement.source = source;
    return measurement;
}

QList<Measurement> ScenarioMeasurements::fromStorageBench(
    const QString &stack, int round, const QJsonObject &fio, QString *error)
{
    // seed 000's storage-bench.fio: job name, direction, field, report key, unit, KiB/s -> MiB/s.
    struct Wanted {
        const char *job;
        const char *direction;
        const char *field;
        QLatin1String key;
        const char *unit;
        double scale;
    };
    static const Wanted wanted[] = {
        {"seq-write-1m", "write", "bw", MeasurementKey::SeqWriteMibs, "MiB/s", 1.0 / 1024},
        {"seq-read-1m", "read", "bw", MeasurementKey::SeqReadMibs, "MiB/s", 1.0 / 1024},
        {"rand-read-4k", "read", "iops", MeasurementKey::RandReadIops, "IOPS", 1.0},
    };
    const QJsonArray jobs = fio.value(QStringLiteral("jobs")).toArray();
    QList<Measurement> out;
    for (const Wanted &w : wanted) {
        const QString name = QLatin1String(w.job);
        auto job = std::find_if(jobs.begin(), jobs.end(),
            [&name](const QJsonValue &value) { return value.toObject().value(QStringLiteral("jobname")) == name; });
        if (job == jobs.end()) {
            setError(error,
                tr("The workload result has no job '%1' (storage-bench runs seq-write-1m, seq-read-1m and "
                   "rand-read-4k).")
                    .arg(name));
            return {};
        }
        const QJsonObject direction = job->toObject().value(QLatin1String(w.direction)).toObject();
        const std::optional<double> value = number(direction, QLatin1String(w.field));
        if (!value || *value <= 0) {
            setError(error,
                tr("The workload result's job '%1' has no positive %2.%3.")
                    .arg(name, QLatin1String(w.direction), QLatin1String(w.field)));
            return {};
        }
        const QString raw = QStringLiteral("%1 %2.%3 = %4")
                                .arg(name, QLatin1String(w.direction), QLatin1String(w.field))
                                .arg(*value, 0, 'g', 12);
        out << make(stack, w.key, *value * w.scale, QLatin1String(w.unit), round, {},
            MeasurementSource::measured(w.scale == 1.0
                    ? tr("the storage benchmark's job %1, run on the stack's filesystem by StackLab's own "
                         "fio-compatible engine: the %2 %3 it reported")
                          .arg(name, QLatin1String(w.direction), QLatin1String(w.field))
                    : tr("the storage benchmark's job %1, run on the stack's filesystem by StackLab's own "
                         "fio-compatible engine: the %2 %3 it reported, KiB/s ÷ 1024")
                          .arg(name, QLatin1String(w.direction), QLatin1String(w.field)),
                {raw}));
    }
    return out;
}

std::optional<Measurement> ScenarioMeasurements::fromDatasetWrite(
    const QString &stack, const QJsonObject &result, QString *error)
{
    const std::optional<double> seconds = number(result, QStringLiteral("seconds"));
    const std::optional<double> bytes = number(result, QStringLiteral("bytes"));
    if (!seconds || *seconds < 0 || !bytes) {
        setError(error, tr("The dataset-write result has no seconds or bytes."));
        return std::nullopt;
    }
    const int files = result.value(QStringLiteral("files")).toInt();
    return make(stack, MeasurementKey::CopyS, *seconds, QStringLiteral("s"), 0,
        tr("%1 in %2 files, manifest %3 %4")
            .arg(formatBytes(*bytes))
            .arg(files)
            .arg(result.value(QStringLiteral("checksum")).toString(),
                result.value(QStringLiteral("manifestChecksum")).toString()),
        MeasurementSource::measured(
            tr("the seconds to write %1 files of random data (%2) onto the stack's filesystem and flush them to "
               "the disks")
                .arg(files)
                .arg(formatBytes(*bytes)),
            {QStringLiteral("seconds = %1").arg(*seconds, 0, 'g', 12)}));
}

std::optional<Measurement> ScenarioMeasurements::fromDatasetVerify(
    const QString &stack, const QJsonObject &result, QString *error)
{
    if (!result.value(QStringLiteral("verified")).isBool()) {
        setError(error, tr("The dataset-verify result has no 'verified'."));
        return std::nullopt;
    }
    const bool verified = result.value(QStringLiteral("verified")).toBool();
    const QJsonArray mismatched = result.value(QStringLiteral("mismatched")).toArray();
    const QJsonArray missing = result.value(QStringLiteral("missing")).toArray();
    QString note = tr("%1 files checked").arg(result.value(QStringLiteral("files")).toInt());
    if (!mismatched.isEmpty() || !missing.isEmpty())
        note += QLatin1String("; ") + tr("%1 mismatched, %2 missing").arg(mismatched.size()).arg(missing.size());
    // Verified with a file reported bad would be a contradiction: trust the list.
    const bool ok = verified && mismatched.isEmpty() && missing.isEmpty();
    return make(stack, MeasurementKey::DataVerified, ok ? 1 : 0, QStringLiteral("verified"), 0, note,
        MeasurementSource::measured(tr("every file of the dataset read back from the stack, its BLAKE2b-256 checksum "
                                       "compared with the one recorded when "
                                       "it was written"),
            {note}));
}

std::optional<Measurement> ScenarioMeasurements::fromOverwrite(
    const QString &stack, const QString &key, const QJsonObject &result, QString *error)
{
    std::optional<double> mibs = number(result, QStringLiteral("mibPerSecond"));
    const std::optional<double> bytes = number(result, QStringLiteral("bytes"));
    const std::optional<double> seconds = number(result, QStringLiteral("seconds"));
    if (!mibs && bytes && seconds && *seconds > 0)
        mibs = *bytes / (1024.0 * 1024.0) / *seconds;
    if (!mibs || *mibs <= 0) {
        setError(error, tr("The overwrite result has no positive mibPerSecond."));
        return std::nullopt;
    }
    return make(stack, key, *mibs, QStringLiteral("MiB/s"), 0,
        bytes ? tr("%1 overwritten").arg(formatBytes(*bytes)) : QString(),
        MeasurementSource::measured(
            tr("a file on the stack's filesystem (overwrite.dat) rewritten in place with new random data and "
               "flushed: the bytes written ÷ the seconds it took"),
            {QStringLiteral("mibPerSecond = %1").arg(*mibs, 0, 'g', 12)}));
}

std::optional<qint64> ScenarioMeasurements::spaceField(const QJsonObject &space, const QString &field)
{
    const std::optional<double> value = number(space, field);
    if (!value || *value < 0 || *value != std::floor(*value))
        return std::nullopt;
    return qint64(*value);
}

std::optional<Measurement> ScenarioMeasurements::fromSteps(const QString &stack, const QString &key,
    const QString &unit, const QList<SessionStepRecord> &steps, const ToolStatement::Context &context)
{
    for (qsizetype i = steps.size() - 1; i >= 0; --i) {
        const SessionStepRecord &step = steps.at(i);
        if (const std::optional<ToolStatement> said = ToolStatement::read(key, step.argv, step.outputLines, context))
            return make(
                stack, key, said->value, unit, 0, {}, MeasurementSource::tool(step.argv, said->lines, said->method));
    }
    return std::nullopt;
}

std::optional<Measurement> ScenarioMeasurements::replacementWriteSpeed(
    const QString &stack, const QList<SessionStepRecord> &steps)
{
    const QString key = MeasurementKey::ReplacementWriteBytesPerS;
    const QString unit = QStringLiteral("B/s");
    if (std::optional<Measurement> said = fromSteps(stack, key, unit, steps))
        return said;
    for (const SessionStepRecord &step : steps) {
        if (step.argv.value(0) != QLatin1String("dd") || step.state != StepState::Succeeded)
            continue;
        QMap<QString, QString> operands;
        for (const QString &word : step.argv.mid(1))
            operands.insert(word.section(QLatin1Char('='), 0, 0), word.section(QLatin1Char('='), 1));
        const QString records = operands.value(QStringLiteral("count")) + QStringLiteral("+0 records out");
        const bool written = std::any_of(step.outputLines.begin(), step.outputLines.end(),
            [&](const QString &line) { return line.trimmed() == records; });
        const qint64 ms = step.endedAtMs - step.startedAtMs;
        if (operands.value(QStringLiteral("bs")) != QLatin1String("1M") || !written || ms <= 0)
            continue;
        const double bytes = operands.value(QStringLiteral("count")).toDouble() * 1048576.0;
        return make(stack, key, bytes * 1000.0 / double(ms), unit, 0, {},
            MeasurementSource::measured(tr("%1 bytes that dd wrote (%2) divided by the wall clock of its step, "
                                           "%3 ms: this dd prints no time of its own")
                                            .arg(qint64(bytes))
                                            .arg(commandLine(step.argv))
                                            .arg(ms),
                {records}));
    }
    return std::nullopt;
}

std::optional<Measurement> ScenarioMeasurements::snapshotSpace(const QString &stack, const SnapshotSpaceProbe &probe,
    const SessionStepRecord &before, const SessionStepRecord &after)
{
    SessionStepRecord step = after;
    if (probe.spaceIsGrowth)
        step.outputLines = before.outputLines + after.outputLines;
    ToolStatement::Context context;
    context.lvsVolume = probe.lvsVolume;
    return fromSteps(stack, MeasurementKey::SnapshotSpaceAfterOverwriteBytes, QStringLiteral("bytes"), {step}, context);
}
