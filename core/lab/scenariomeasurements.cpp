#include "lab/scenariomeasurements.h"

#include "monitor/sizetext.h"

#include <QJsonArray>
#include <QRegularExpression>

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

Measurement ScenarioMeasurements::make(
    const QString &stack, const QString &key, double value, const QString &unit, int round, const QString &note)
{
    Measurement measurement;
    measurement.stack = stack;
    measurement.key = key;
    measurement.value = value;
    measurement.unit = unit;
    measurement.round = round;
    measurement.note = note;
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
        const char *key;
        const char *unit;
        double scale;
    };
    static const Wanted wanted[] = {
        {"seq-write-1m", "write", "bw", "seq_write_mibs", "MiB/s", 1.0 / 1024},
        {"seq-read-1m", "read", "bw", "seq_read_mibs", "MiB/s", 1.0 / 1024},
        {"rand-read-4k", "read", "iops", "rand_read_iops", "IOPS", 1.0},
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
        out << make(stack, QLatin1String(w.key), *value * w.scale, QLatin1String(w.unit), round);
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
    return make(stack, QStringLiteral("copy_s"), *seconds, QStringLiteral("s"), 0,
        tr("%1 bytes in %2 files, manifest sha256 %3")
            .arg(qint64(*bytes))
            .arg(files)
            .arg(result.value(QStringLiteral("manifestSha256")).toString()));
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
    return make(stack, QStringLiteral("data_verified"), ok ? 1 : 0, QStringLiteral("verified"), 0, note);
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
        bytes ? tr("%1 bytes overwritten").arg(qint64(*bytes)) : QString());
}

std::optional<qint64> ScenarioMeasurements::spaceField(const QJsonObject &space, const QString &field)
{
    const std::optional<double> value = number(space, field);
    if (!value || *value < 0 || *value != std::floor(*value))
        return std::nullopt;
    return qint64(*value);
}

std::optional<qint64> ScenarioMeasurements::scrubErrors(
    const QList<SessionStepRecord> &scrubSteps, const std::optional<ProgressSample> &lastSample)
{
    if (lastSample && lastSample->errors)
        return *lastSample->errors;
    static const QRegularExpression csum(QStringLiteral("csum=(\\d+)"));
    static const QRegularExpression lastNumber(QStringLiteral("(\\d+)\\s*$"));
    std::optional<qint64> found;
    for (const SessionStepRecord &step : scrubSteps) {
        for (const QString &line : step.outputLines) {
            if (line.contains(QLatin1String("no errors found")))
                found = 0;
            else if (const QRegularExpressionMatch m = csum.match(line); m.hasMatch())
                found = m.captured(1).toLongLong();
            // md and LVM scrubs end by reading the mismatch count (md/mismatch_cnt alone; lvs
            // prints "data 0"): the number ends the line.
            else if (const QRegularExpressionMatch n = lastNumber.match(line);
                     n.hasMatch() && step.stepId == QLatin1String("mismatches"))
                found = n.captured(1).toLongLong();
        }
    }
    return found;
}

std::optional<qint64> ScenarioMeasurements::lvsDataBytes(const QStringList &lvsOutput, const QString &lvName)
{
    for (const QString &line : lvsOutput) {
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (words.size() < 3 || words.at(0) != lvName)
            continue;
        const std::optional<qint64> size = parseLvmSize(words.at(1));
        bool ok = false;
        const double percent = words.at(2).toDouble(&ok);
        if (size && ok)
            return qint64(double(*size) * percent / 100.0);
    }
    return std::nullopt;
}

std::optional<qint64> ScenarioMeasurements::btrfsDeviceUsedBytes(
    const QStringList &showOutput, const QStringList &paths)
{
    static const QRegularExpression device(
        QStringLiteral("devid\\s+\\d+\\s+size\\s+\\S+\\s+used\\s+(\\S+)\\s+path\\s+(\\S+)"));
    for (const QString &line : showOutput) {
        const QRegularExpressionMatch m = device.match(line);
        if (m.hasMatch() && paths.contains(m.captured(2))) {
            if (const std::optional<qint64> used = parseBtrfsSize(m.captured(1)))
                return used;
        }
    }
    return std::nullopt;
}
