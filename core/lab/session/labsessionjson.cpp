#include "lab/session/labsessionjson.h"

#include "monitor/rebuild/progressjson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <type_traits>

namespace {

QString wrongType(const QString &key, const char *expected)
{
    return QCoreApplication::translate("LabSession", "session data: \"%1\" is not %2")
        .arg(key, QLatin1String(expected));
}

// Reads one key; a missing key keeps the default, a value of another type is an error.
struct Reader {
    const QJsonObject &object;
    QString *error;
    bool ok = true;

    bool fail(const QString &key, const char *expected)
    {
        if (ok && error)
            *error = wrongType(key, expected);
        ok = false;
        return false;
    }
    void text(const char *key, QString &out)
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isString()) {
            fail(QLatin1String(key), "a string");
            return;
        }
        out = v.toString();
    }
    template<typename T> void number(const char *key, T &out)
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isDouble()) {
            fail(QLatin1String(key), "a number");
            return;
        }
        if constexpr (std::is_integral_v<T>) {
            // A count, a time in ms or an exit code: 1.5 is damage, not something to round.
            if (v.toDouble() != std::floor(v.toDouble())) {
                fail(QLatin1String(key), "a whole number");
                return;
            }
            out = static_cast<T>(v.toInteger());
        } else {
            out = static_cast<T>(v.toDouble());
        }
    }
    template<typename T> void optionalNumber(const char *key, std::optional<T> &out)
    {
        if (!object.contains(QLatin1String(key)))
            return;
        T value {};
        number(key, value);
        out = value;
    }
    void boolean(const char *key, bool &out)
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isBool()) {
            fail(QLatin1String(key), "true or false");
            return;
        }
        out = v.toBool();
    }
    void list(const char *key, QStringList &out)
    {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isArray()) {
            fail(QLatin1String(key), "a list of strings");
            return;
        }
        out.clear();
        for (const QJsonValue &item : v.toArray()) {
            if (!item.isString()) {
                fail(QLatin1String(key), "a list of strings");
                return;
            }
            out << item.toString();
        }
    }
};

} // namespace

QJsonObject sessionStepToJson(const SessionStepRecord &step)
{
    QJsonObject o;
    o.insert(QLatin1String("phase"), step.phase);
    o.insert(QLatin1String("step_id"), step.stepId);
    o.insert(QLatin1String("title"), step.title);
    o.insert(QLatin1String("argv"), QJsonArray::fromStringList(step.argv));
    o.insert(QLatin1String("started_at_ms"), step.startedAtMs);
    o.insert(QLatin1String("ended_at_ms"), step.endedAtMs);
    o.insert(QLatin1String("exit_code"), step.exitCode);
    o.insert(QLatin1String("ok"), step.ok);
    o.insert(QLatin1String("output"), QJsonArray::fromStringList(step.outputLines));
    o.insert(QLatin1String("dropped_output_lines"), step.droppedOutputLines);
    o.insert(QLatin1String("state"), stepStateName(step.state));
    return o;
}

std::optional<SessionStepRecord> sessionStepFromJson(const QJsonObject &object, QString *error)
{
    SessionStepRecord step;
    Reader r {object, error};
    r.text("phase", step.phase);
    r.text("step_id", step.stepId);
    r.text("title", step.title);
    r.list("argv", step.argv);
    r.number("started_at_ms", step.startedAtMs);
    r.number("ended_at_ms", step.endedAtMs);
    r.number("exit_code", step.exitCode);
    r.boolean("ok", step.ok);
    r.list("output", step.outputLines);
    r.number("dropped_output_lines", step.droppedOutputLines);
    QString state = stepStateName(StepState::Running);
    r.text("state", state);
    if (!r.ok)
        return std::nullopt;
    const std::optional<StepState> parsed = stepStateFromName(state);
    if (!parsed) {
        if (error)
            *error = QCoreApplication::translate("LabSession", "session data: unknown step state \"%1\"").arg(state);
        return std::nullopt;
    }
    step.state = *parsed;
    return step;
}

QJsonObject measurementToJson(const Measurement &measurement)
{
    QJsonObject o;
    o.insert(QLatin1String("stack"), measurement.stack);
    o.insert(QLatin1String("key"), measurement.key);
    o.insert(QLatin1String("value"), measurement.value);
    o.insert(QLatin1String("unit"), measurement.unit);
    o.insert(QLatin1String("round"), measurement.round);
    if (!measurement.note.isEmpty())
        o.insert(QLatin1String("note"), measurement.note);
    const MeasurementSource &source = measurement.source;
    if (source.kind != MeasurementSource::Kind::NotRecorded) {
        QJsonObject s;
        s.insert(QLatin1String("kind"), measurementSourceKindName(source.kind));
        if (!source.command.isEmpty())
            s.insert(QLatin1String("command"), QJsonArray::fromStringList(source.command));
        if (!source.lines.isEmpty())
            s.insert(QLatin1String("lines"), QJsonArray::fromStringList(source.lines));
        if (!source.method.isEmpty())
            s.insert(QLatin1String("method"), source.method);
        o.insert(QLatin1String("source"), s);
    }
    return o;
}

// A measurement written before sources were recorded has none: it loads as NotRecorded.
static std::optional<MeasurementSource> sourceFromJson(const QJsonValue &value, QString *error)
{
    if (value.isUndefined())
        return MeasurementSource {};
    if (!value.isObject()) {
        if (error)
            *error = wrongType(QStringLiteral("source"), "an object");
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    MeasurementSource source;
    Reader r {object, error};
    QString kind;
    r.text("kind", kind);
    r.list("command", source.command);
    r.list("lines", source.lines);
    r.text("method", source.method);
    if (!r.ok)
        return std::nullopt;
    const std::optional<MeasurementSource::Kind> parsed = measurementSourceKindFromName(kind);
    if (!parsed) {
        if (error)
            *error = QCoreApplication::translate("LabSession", "session data: unknown measurement source \"%1\"")
                         .arg(kind);
        return std::nullopt;
    }
    source.kind = *parsed;
    return source;
}

std::optional<Measurement> measurementFromJson(const QJsonObject &object, QString *error)
{
    Measurement m;
    Reader r {object, error};
    r.text("stack", m.stack);
    r.text("key", m.key);
    r.number("value", m.value);
    r.text("unit", m.unit);
    r.number("round", m.round);
    r.text("note", m.note);
    if (r.ok && m.key.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("LabSession", "session data: a measurement without a key");
        return std::nullopt;
    }
    if (!r.ok)
        return std::nullopt;
    const std::optional<MeasurementSource> source = sourceFromJson(object.value(QLatin1String("source")), error);
    if (!source)
        return std::nullopt;
    m.source = *source;
    return m;
}

std::optional<ProgressSample> progressSampleFromJson(const QJsonObject &object, QString *error)
{
    ProgressSample s;
    Reader r {object, error};
    r.number("timestamp_ms", s.timestampMs);
    QString state = progressStateName(ProgressState::Unknown);
    r.text("state", state);
    r.optionalNumber("percent", s.percent);
    r.optionalNumber("bytes_done", s.bytesDone);
    r.optionalNumber("bytes_total", s.bytesTotal);
    r.optionalNumber("speed_bytes_per_s", s.speedBytesPerSec);
    r.optionalNumber("eta_s", s.etaSeconds);
    r.optionalNumber("errors", s.errors);
    r.list("raw", s.rawLines);
    if (!r.ok)
        return std::nullopt;
    const std::optional<ProgressState> parsed = progressStateFromName(state);
    if (!parsed) {
        if (error)
            *error
                = QCoreApplication::translate("LabSession", "session data: unknown progress state \"%1\"").arg(state);
        return std::nullopt;
    }
    s.state = *parsed;
    return s;
}

QJsonObject sessionProgressToJson(const SessionProgressSample &progress)
{
    QJsonObject o;
    o.insert(QLatin1String("stack"), progress.stack);
    o.insert(QLatin1String("kind"), progress.kind);
    o.insert(QLatin1String("sample"), progressSampleToJson(progress.sample));
    return o;
}

std::optional<SessionProgressSample> sessionProgressFromJson(const QJsonObject &object, QString *error)
{
    SessionProgressSample p;
    Reader r {object, error};
    r.text("stack", p.stack);
    r.text("kind", p.kind);
    if (!r.ok)
        return std::nullopt;
    const QJsonValue sample = object.value(QLatin1String("sample"));
    if (!sample.isObject()) {
        r.fail(QStringLiteral("sample"), "an object");
        return std::nullopt;
    }
    const std::optional<ProgressSample> parsed = progressSampleFromJson(sample.toObject(), error);
    if (!parsed)
        return std::nullopt;
    p.sample = *parsed;
    return p;
}

QJsonObject sessionMetadataToJson(const SessionMetadata &metadata)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), metadata.name);
    o.insert(QLatin1String("created"), metadata.created.toUTC().toString(Qt::ISODateWithMs));
    o.insert(QLatin1String("target"), metadata.target);
    o.insert(QLatin1String("stacks"), QJsonArray::fromStringList(metadata.stacks));
    QJsonObject versions;
    for (auto it = metadata.toolVersions.cbegin(); it != metadata.toolVersions.cend(); ++it)
        versions.insert(it.key(), it.value());
    o.insert(QLatin1String("tool_versions"), versions);
    if (!metadata.run.isEmpty())
        o.insert(QLatin1String("run"), labRunPlanToJson(metadata.run));
    if (!metadata.diskProfile.name.isEmpty()) {
        o.insert(QLatin1String("disk_profile"), diskProfileToJson(metadata.diskProfile));
        o.insert(QLatin1String("lab_disk_bytes"), metadata.labDiskBytes);
    }
    return o;
}

QJsonObject diskProfileToJson(const DiskProfile &profile)
{
    QJsonObject o;
    o.insert(QLatin1String("name"), profile.name);
    o.insert(QLatin1String("models"), profile.models);
    o.insert(QLatin1String("lab_bytes_per_s"), profile.labBytesPerSecond);
    o.insert(QLatin1String("lab_iops"), profile.labIops);
    o.insert(QLatin1String("real_bytes_per_s"), profile.realBytesPerSecond);
    o.insert(QLatin1String("real_iops"), profile.realIops);
    o.insert(QLatin1String("real_size_bytes"), profile.realSizeBytes);
    if (profile.labDiskBytes > 0)
        o.insert(QLatin1String("lab_disk_bytes"), profile.labDiskBytes);
    return o;
}

std::optional<DiskProfile> diskProfileFromJson(const QJsonObject &object, QString *error)
{
    DiskProfile p;
    Reader r {object, error};
    r.text("name", p.name);
    r.text("models", p.models);
    r.number("lab_bytes_per_s", p.labBytesPerSecond);
    r.number("lab_iops", p.labIops);
    r.number("real_bytes_per_s", p.realBytesPerSecond);
    r.number("real_iops", p.realIops);
    r.number("real_size_bytes", p.realSizeBytes);
    if (!r.ok)
        return std::nullopt;
    p.labDiskBytes = qint64(object.value(QLatin1String("lab_disk_bytes")).toDouble(0)); // absent before 2026-12-07
    return p;
}

std::optional<SessionMetadata> sessionMetadataFromJson(const QJsonObject &object, QString *error)
{
    SessionMetadata m;
    Reader r {object, error};
    r.text("name", m.name);
    QString created;
    r.text("created", created);
    r.text("target", m.target);
    r.list("stacks", m.stacks);
    if (!r.ok)
        return std::nullopt;
    if (!created.isEmpty()) {
        m.created = QDateTime::fromString(created, Qt::ISODateWithMs);
        if (!m.created.isValid()) {
            r.fail(QStringLiteral("created"), "an ISO 8601 date");
            return std::nullopt;
        }
        m.created = m.created.toUTC();
    }
    const QJsonValue versions = object.value(QLatin1String("tool_versions"));
    if (!versions.isUndefined()) {
        if (!versions.isObject()) {
            r.fail(QStringLiteral("tool_versions"), "an object");
            return std::nullopt;
        }
        const QJsonObject map = versions.toObject();
        for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
            if (!it.value().isString()) {
                r.fail(QStringLiteral("tool_versions"), "an object of strings");
                return std::nullopt;
            }
            m.toolVersions.insert(it.key(), it.value().toString());
        }
    }
    const QJsonValue run = object.value(QLatin1String("run"));
    if (!run.isUndefined()) {
        if (!run.isObject()) {
            r.fail(QStringLiteral("run"), "an object");
            return std::nullopt;
        }
        const std::optional<LabRunPlan> plan = labRunPlanFromJson(run.toObject(), error);
        if (!plan)
            return std::nullopt;
        m.run = *plan;
    }
    if (const QJsonValue profile = object.value(QLatin1String("disk_profile")); !profile.isUndefined()) {
        if (!profile.isObject()) {
            r.fail(QStringLiteral("disk_profile"), "an object");
            return std::nullopt;
        }
        const std::optional<DiskProfile> read = diskProfileFromJson(profile.toObject(), error);
        if (!read)
            return std::nullopt;
        m.diskProfile = *read;
        r.number("lab_disk_bytes", m.labDiskBytes);
        if (!r.ok)
            return std::nullopt;
    }
    return m;
}

QJsonObject sessionStackRunToJson(const SessionStackRun &run)
{
    QJsonObject o;
    o.insert(QLatin1String("stack"), run.stack);
    o.insert(QLatin1String("started_at_ms"), run.startedAtMs);
    o.insert(QLatin1String("ended_at_ms"), run.endedAtMs);
    o.insert(QLatin1String("first_step"), run.firstStep);
    o.insert(QLatin1String("first_measurement"), run.firstMeasurement);
    o.insert(QLatin1String("first_progress"), run.firstProgress);
    o.insert(QLatin1String("state"), stepStateName(run.state));
    if (!run.error.isEmpty())
        o.insert(QLatin1String("error"), run.error);
    if (!run.drills.isEmpty())
        o.insert(QLatin1String("drills"), QJsonArray::fromStringList(run.drills));
    return o;
}

std::optional<SessionStackRun> sessionStackRunFromJson(const QJsonObject &object, QString *error)
{
    SessionStackRun run;
    Reader r {object, error};
    r.text("stack", run.stack);
    r.number("started_at_ms", run.startedAtMs);
    r.number("ended_at_ms", run.endedAtMs);
    r.number("first_step", run.firstStep);
    r.number("first_measurement", run.firstMeasurement);
    r.number("first_progress", run.firstProgress);
    QString state = stepStateName(StepState::Running);
    r.text("state", state);
    r.text("error", run.error);
    r.list("drills", run.drills);
    if (!r.ok)
        return std::nullopt;
    const std::optional<StepState> parsed = stepStateFromName(state);
    if (!parsed || run.stack.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("LabSession",
                "session data: a stack run without a stack or with the "
                "unknown state \"%1\"")
                         .arg(state);
        return std::nullopt;
    }
    run.state = *parsed;
    return run;
}

QJsonObject labRunPlanToJson(const LabRunPlan &plan)
{
    QJsonObject o;
    o.insert(QLatin1String("stacks"), QJsonArray::fromStringList(plan.stacks));
    o.insert(QLatin1String("target"), plan.target);
    o.insert(QLatin1String("disk_count"), plan.diskCount);
    o.insert(QLatin1String("disk_size_bytes"), plan.diskSizeBytes);
    if (plan.vmCpus > 0)
        o.insert(QLatin1String("vm_cpus"), plan.vmCpus);
    o.insert(QLatin1String("disk_profile"), diskProfileToJson(plan.diskProfile));
    o.insert(QLatin1String("disks"), QJsonArray::fromStringList(plan.disks));
    o.insert(QLatin1String("spare"), plan.spare);
    o.insert(QLatin1String("report"), plan.reportPath);
    const ScenarioOptions &s = plan.options;
    o.insert(QLatin1String("rounds"), s.rounds);
    o.insert(QLatin1String("dataset_bytes"), s.datasetBytes);
    o.insert(QLatin1String("dataset_percent"), s.datasetPercent);
    o.insert(QLatin1String("dataset_files"), s.datasetFiles);
    o.insert(QLatin1String("dataset_seed"), qint64(s.datasetSeed));
    o.insert(QLatin1String("overwrite_bytes"), s.overwriteBytes);
    o.insert(QLatin1String("workload_runtime_s"), s.workloadRuntimeSeconds);
    o.insert(QLatin1String("workload_size_bytes"), s.workloadSizeBytes);
    o.insert(QLatin1String("sample_interval_ms"), s.sampleIntervalMs);
    QStringList drills;
    for (const ScenarioStageKind drill : s.drills)
        drills << scenarioStageName(drill);
    o.insert(QLatin1String("drills"), QJsonArray::fromStringList(drills));
    o.insert(QLatin1String("corrupt_blocks"), s.corruptBlocks);
    o.insert(QLatin1String("second_failure_at_percent"), s.secondFailureAtPercent);
    o.insert(QLatin1String("power_cut_at_percent"), s.powerCutAtPercent);
    o.insert(QLatin1String("drill_seed"), qint64(s.drillSeed));
    return o;
}

std::optional<LabRunPlan> labRunPlanFromJson(const QJsonObject &object, QString *error)
{
    LabRunPlan plan;
    Reader r {object, error};
    r.list("stacks", plan.stacks);
    r.text("target", plan.target);
    r.number("disk_count", plan.diskCount);
    r.number("disk_size_bytes", plan.diskSizeBytes);
    r.number("vm_cpus", plan.vmCpus);
    // A plan recorded before disk profiles ran unthrottled: it keeps the default.
    if (const QJsonValue profile = object.value(QLatin1String("disk_profile")); !profile.isUndefined()) {
        const std::optional<DiskProfile> read
            = profile.isObject() ? diskProfileFromJson(profile.toObject(), error) : std::nullopt;
        if (!read) {
            if (profile.isObject())
                return std::nullopt;
            r.fail(QStringLiteral("disk_profile"), "an object");
        } else {
            plan.diskProfile = *read;
        }
    }
    r.list("disks", plan.disks);
    r.text("spare", plan.spare);
    r.text("report", plan.reportPath);
    ScenarioOptions &s = plan.options;
    r.number("rounds", s.rounds);
    r.number("dataset_bytes", s.datasetBytes);
    r.number("dataset_percent", s.datasetPercent);
    r.number("dataset_files", s.datasetFiles);
    r.number("dataset_seed", s.datasetSeed);
    r.number("overwrite_bytes", s.overwriteBytes);
    r.number("workload_runtime_s", s.workloadRuntimeSeconds);
    r.number("workload_size_bytes", s.workloadSizeBytes);
    r.number("sample_interval_ms", s.sampleIntervalMs);
    QStringList drills;
    r.list("drills", drills);
    for (const QString &name : std::as_const(drills)) {
        const std::optional<ScenarioStageKind> drill = scenarioDrillFromName(name);
        if (!drill) {
            if (error)
                *error
                    = QCoreApplication::translate("LabSession", "session data: the run names an unknown drill \"%1\"")
                          .arg(name);
            return std::nullopt;
        }
        s.drills << *drill;
    }
    r.number("corrupt_blocks", s.corruptBlocks);
    r.number("second_failure_at_percent", s.secondFailureAtPercent);
    r.number("power_cut_at_percent", s.powerCutAtPercent);
    r.number("drill_seed", s.drillSeed);
    if (!r.ok)
        return std::nullopt;
    return plan;
}
