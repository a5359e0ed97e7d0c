#include "workload/results/loadseries.h"

#include "workload/results/latencyhistogram.h"

#include <QJsonArray>

QList<LoadPhase> LoadSeries::phases()
{
    return {LoadPhase::BeforePull, LoadPhase::Degraded, LoadPhase::Rebuilding, LoadPhase::After};
}

QString LoadSeries::key(LoadPhase phase)
{
    switch (phase) {
    case LoadPhase::BeforePull:
        return QStringLiteral("before");
    case LoadPhase::Degraded:
        return QStringLiteral("degraded");
    case LoadPhase::Rebuilding:
        return QStringLiteral("rebuilding");
    case LoadPhase::After:
        return QStringLiteral("after");
    }
    return {};
}

QString LoadSeries::title(LoadPhase phase)
{
    switch (phase) {
    case LoadPhase::BeforePull:
        return tr("before the pull");
    case LoadPhase::Degraded:
        return tr("degraded");
    case LoadPhase::Rebuilding:
        return tr("rebuilding");
    case LoadPhase::After:
        return tr("after the rebuild");
    }
    return {};
}

std::optional<LoadPhase> LoadSeries::phaseFromKey(const QString &text)
{
    for (const LoadPhase phase : phases()) {
        if (key(phase) == text)
            return phase;
    }
    return std::nullopt;
}

void LoadSeries::mark(LoadPhase phase, qint64 atMs)
{
    m_current = phase;
    for (const LoadPhaseMark &existing : std::as_const(m_marks)) {
        if (existing.phase == phase)
            return;
    }
    m_marks.append({phase, atMs});
}

LoadSample LoadSeries::add(const WorkloadSample &sample)
{
    LoadSample point;
    point.atMs = sample.elapsedMs;
    point.intervalMs = sample.intervalMs;
    point.iops = sample.read.iops + sample.write.iops;
    point.phase = m_current;
    point.buckets = sample.latencyBuckets;
    LatencyHistogram interval;
    for (const LatencyBucketCount &bucket : sample.latencyBuckets)
        interval.addToBucket(bucket.bucket, bucket.count);
    const QList<std::uint64_t> values = interval.percentiles({50.0, 99.0, 99.9});
    point.p50Ns = values.at(0);
    point.p99Ns = values.at(1);
    point.p999Ns = values.at(2);
    m_samples.append(point);
    return point;
}

LoadSeries::PhaseFigures LoadSeries::figures(LoadPhase phase) const
{
    PhaseFigures figures;
    LatencyHistogram merged;
    double ios = 0;
    for (const LoadSample &sample : m_samples) {
        if (sample.phase != phase)
            continue;
        ++figures.samples;
        figures.seconds += double(sample.intervalMs) / 1000.0;
        ios += sample.iops * double(sample.intervalMs) / 1000.0;
        for (const LatencyBucketCount &bucket : sample.buckets)
            merged.addToBucket(bucket.bucket, bucket.count);
    }
    if (figures.seconds > 0)
        figures.iops = ios / figures.seconds;
    const QList<std::uint64_t> values = merged.percentiles({50.0, 99.0, 99.9});
    figures.p50Ns = values.at(0);
    figures.p99Ns = values.at(1);
    figures.p999Ns = values.at(2);
    return figures;
}

QJsonObject LoadSeries::toJson() const
{
    QJsonArray marks;
    for (const LoadPhaseMark &mark : m_marks)
        marks.append(QJsonObject {{QStringLiteral("phase"), key(mark.phase)}, {QStringLiteral("atMs"), mark.atMs}});
    QJsonArray samples;
    for (const LoadSample &sample : m_samples)
        samples.append(
            QJsonObject {{QStringLiteral("atMs"), sample.atMs}, {QStringLiteral("intervalMs"), sample.intervalMs},
                {QStringLiteral("iops"), sample.iops}, {QStringLiteral("p50Ns"), static_cast<qint64>(sample.p50Ns)},
                {QStringLiteral("p99Ns"), static_cast<qint64>(sample.p99Ns)},
                {QStringLiteral("p999Ns"), static_cast<qint64>(sample.p999Ns)},
                {QStringLiteral("phase"), key(sample.phase)}});
    return {{QStringLiteral("marks"), marks}, {QStringLiteral("samples"), samples}};
}

std::optional<LoadSeries> LoadSeries::fromJson(const QJsonObject &object, QString *error)
{
    LoadSeries series;
    const QJsonArray marks = object.value(QLatin1String("marks")).toArray();
    for (qsizetype i = 0; i < marks.size(); ++i) {
        const QJsonObject mark = marks.at(i).toObject();
        const std::optional<LoadPhase> phase = phaseFromKey(mark.value(QLatin1String("phase")).toString());
        if (!phase) {
            *error = tr("marks[%1].phase is not one of before, degraded, rebuilding, after.").arg(i);
            return std::nullopt;
        }
        series.m_marks.append({*phase, mark.value(QLatin1String("atMs")).toInteger()});
    }
    const QJsonArray samples = object.value(QLatin1String("samples")).toArray();
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const QJsonObject item = samples.at(i).toObject();
        const std::optional<LoadPhase> phase = phaseFromKey(item.value(QLatin1String("phase")).toString());
        if (!phase) {
            *error = tr("samples[%1].phase is not one of before, degraded, rebuilding, after.").arg(i);
            return std::nullopt;
        }
        LoadSample sample;
        sample.atMs = item.value(QLatin1String("atMs")).toInteger();
        sample.intervalMs = item.value(QLatin1String("intervalMs")).toInteger();
        sample.iops = item.value(QLatin1String("iops")).toDouble();
        sample.p50Ns = static_cast<std::uint64_t>(item.value(QLatin1String("p50Ns")).toInteger());
        sample.p99Ns = static_cast<std::uint64_t>(item.value(QLatin1String("p99Ns")).toInteger());
        sample.p999Ns = static_cast<std::uint64_t>(item.value(QLatin1String("p999Ns")).toInteger());
        sample.phase = *phase;
        series.m_samples.append(sample);
    }
    if (!series.m_marks.isEmpty())
        series.m_current = series.m_marks.last().phase;
    return series;
}
