#include "workload/results/workloadsamplejson.h"

#include "workload/results/latencyhistogram.h"

#include <QJsonArray>

namespace {

QJsonObject directionJson(const DirectionSample &sample)
{
    return {{QStringLiteral("iops"), sample.iops}, {QStringLiteral("bwBytesPerSec"), sample.bwBytesPerSec},
        {QStringLiteral("meanLatencyNs"), sample.meanLatencyNs},
        {QStringLiteral("p50LatencyNs"), static_cast<qint64>(sample.p50LatencyNs)},
        {QStringLiteral("p99LatencyNs"), static_cast<qint64>(sample.p99LatencyNs)},
        {QStringLiteral("p999LatencyNs"), static_cast<qint64>(sample.p999LatencyNs)}};
}

DirectionSample directionFromJson(const QJsonObject &object)
{
    DirectionSample sample;
    sample.iops = object.value(QLatin1String("iops")).toDouble();
    sample.bwBytesPerSec = object.value(QLatin1String("bwBytesPerSec")).toDouble();
    sample.meanLatencyNs = object.value(QLatin1String("meanLatencyNs")).toDouble();
    sample.p50LatencyNs = static_cast<std::uint64_t>(object.value(QLatin1String("p50LatencyNs")).toInteger());
    sample.p99LatencyNs = static_cast<std::uint64_t>(object.value(QLatin1String("p99LatencyNs")).toInteger());
    sample.p999LatencyNs = static_cast<std::uint64_t>(object.value(QLatin1String("p999LatencyNs")).toInteger());
    return sample;
}

} // namespace

QJsonObject WorkloadSampleJson::toJson(const WorkloadSample &sample)
{
    QJsonArray buckets;
    for (const LatencyBucketCount &bucket : sample.latencyBuckets)
        buckets.append(QJsonArray {bucket.bucket, static_cast<qint64>(bucket.count)});
    return {{QStringLiteral("job"), sample.jobName}, {QStringLiteral("groupId"), sample.groupId},
        {QStringLiteral("elapsedMs"), static_cast<qint64>(sample.elapsedMs)},
        {QStringLiteral("intervalMs"), static_cast<qint64>(sample.intervalMs)},
        {QStringLiteral("read"), directionJson(sample.read)}, {QStringLiteral("write"), directionJson(sample.write)},
        {QStringLiteral("latencyBuckets"), buckets}};
}

std::optional<WorkloadSample> WorkloadSampleJson::fromJson(const QJsonObject &object, QString *error)
{
    for (const char *field : {"job", "elapsedMs", "intervalMs", "read", "write"}) {
        if (!object.contains(QLatin1String(field))) {
            *error = tr("The workload sample has no '%1'.").arg(QLatin1String(field));
            return std::nullopt;
        }
    }
    WorkloadSample sample;
    sample.jobName = object.value(QLatin1String("job")).toString();
    sample.groupId = object.value(QLatin1String("groupId")).toInt();
    sample.elapsedMs = object.value(QLatin1String("elapsedMs")).toInteger();
    sample.intervalMs = object.value(QLatin1String("intervalMs")).toInteger();
    sample.read = directionFromJson(object.value(QLatin1String("read")).toObject());
    sample.write = directionFromJson(object.value(QLatin1String("write")).toObject());
    const QJsonArray buckets = object.value(QLatin1String("latencyBuckets")).toArray();
    for (qsizetype i = 0; i < buckets.size(); ++i) {
        const QJsonArray pair = buckets.at(i).toArray();
        const qint64 bucket = pair.at(0).toInteger(-1);
        const qint64 count = pair.at(1).toInteger(-1);
        if (pair.size() != 2 || bucket < 0 || bucket >= LatencyHistogram::BucketCount || count < 0) {
            *error = tr("latencyBuckets[%1] is not a [bucket 0-%2, count] pair.")
                         .arg(i)
                         .arg(LatencyHistogram::BucketCount - 1);
            return std::nullopt;
        }
        sample.latencyBuckets.append({static_cast<int>(bucket), static_cast<std::uint64_t>(count)});
    }
    return sample;
}
