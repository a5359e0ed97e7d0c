#include "workload/results/workloadseries.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

double WorkloadSeries::Point::value(Metric metric) const
{
    switch (metric) {
    case Metric::Iops:
        return iops;
    case Metric::Bandwidth:
        return bwBytesPerSec;
    case Metric::MeanLatency:
        return meanLatencyNs;
    case Metric::P99Latency:
        return p99LatencyNs;
    }
    return 0;
}

void WorkloadSeries::setJobs(const QList<JobSpec> &jobs)
{
    clear();
    for (const JobSpec &job : jobs) {
        if (indexOf(job.name, Direction::Read) >= 0 || indexOf(job.name, Direction::Write) >= 0)
            continue; // numjobs clones and repeated names report as one job
        if (job.reads())
            addSeries(job.name, job.groupId, Direction::Read);
        if (job.writes())
            addSeries(job.name, job.groupId, Direction::Write);
    }
}

void WorkloadSeries::clear()
{
    m_series.clear();
    m_jobOrder.clear();
    m_groupOffsets.clear();
    m_endSeconds = 0;
    std::fill(std::begin(m_max), std::end(m_max), 0.0);
    std::fill(std::begin(m_minPositive), std::end(m_minPositive), 0.0);
}

void WorkloadSeries::setMaxPoints(int maxPoints)
{
    m_maxPoints = std::max(16, maxPoints);
}

int WorkloadSeries::indexOf(const QString &jobName, Direction direction) const
{
    for (int i = 0; i < m_series.size(); ++i) {
        if (m_series.at(i).direction == direction && m_series.at(i).jobName == jobName)
            return i;
    }
    return -1;
}

qsizetype WorkloadSeries::pointCount() const
{
    qsizetype count = 0;
    for (const Series &series : m_series)
        count += series.points.size();
    return count;
}

int WorkloadSeries::jobIndex(const QString &jobName)
{
    const qsizetype index = m_jobOrder.indexOf(jobName);
    if (index >= 0)
        return static_cast<int>(index);
    m_jobOrder.append(jobName);
    return static_cast<int>(m_jobOrder.size() - 1);
}

int WorkloadSeries::addSeries(const QString &jobName, int groupId, Direction direction)
{
    Series series;
    series.jobName = jobName;
    series.groupId = groupId;
    series.direction = direction;
    series.jobIndex = jobIndex(jobName);
    m_series.append(series);
    return static_cast<int>(m_series.size() - 1);
}

double WorkloadSeries::offsetFor(int groupId)
{
    const auto it = m_groupOffsets.constFind(groupId);
    if (it != m_groupOffsets.constEnd())
        return it.value();
    // A group's first sample: it starts where everything before it ended.
    m_groupOffsets.insert(groupId, m_endSeconds);
    return m_endSeconds;
}

static WorkloadSeries::Point toPoint(double seconds, const DirectionSample &sample)
{
    WorkloadSeries::Point point;
    point.seconds = seconds;
    point.iops = sample.iops;
    point.bwBytesPerSec = sample.bwBytesPerSec;
    const bool completed = sample.iops > 0;
    point.meanLatencyNs = completed ? sample.meanLatencyNs : std::numeric_limits<double>::quiet_NaN();
    point.p99LatencyNs
        = completed ? static_cast<double>(sample.p99LatencyNs) : std::numeric_limits<double>::quiet_NaN();
    return point;
}

WorkloadSeries::Change WorkloadSeries::append(const WorkloadSample &sample)
{
    Change change;
    const double seconds = offsetFor(sample.groupId) + static_cast<double>(sample.elapsedMs) / 1000.0;
    const Direction directions[] = {Direction::Read, Direction::Write};
    for (const Direction direction : directions) {
        const DirectionSample &values = direction == Direction::Read ? sample.read : sample.write;
        int index = indexOf(sample.jobName, direction);
        if (index < 0) {
            if (values.iops <= 0)
                continue; // an undeclared job shows only the directions it does
            index = addSeries(sample.jobName, sample.groupId, direction);
        }
        addPoint(index, toPoint(seconds, values), change);
    }
    m_endSeconds = std::max(m_endSeconds, seconds);
    return change;
}

void WorkloadSeries::addPoint(int index, const Point &point, Change &change)
{
    Series &series = m_series[index];
    series.points.append(point);
    const Metric metrics[] = {Metric::Iops, Metric::Bandwidth, Metric::MeanLatency, Metric::P99Latency};
    for (const Metric metric : metrics) {
        const double value = point.value(metric);
        series.tracks[static_cast<std::size_t>(metric)].append(point.seconds, value);
        if (!std::isfinite(value) || value <= 0)
            continue;
        double &max = m_max[static_cast<int>(metric)];
        double &min = m_minPositive[static_cast<int>(metric)];
        max = std::max(max, value);
        min = min == 0 ? value : std::min(min, value);
    }
    if (series.points.size() > m_maxPoints)
        compact(series);
    change.appended.append(index);
}

static double meanOf(double a, double b)
{
    if (std::isnan(a))
        return b;
    if (std::isnan(b))
        return a;
    return (a + b) / 2;
}

void WorkloadSeries::compact(Series &series)
{
    QList<Point> merged;
    merged.reserve(series.points.size() / 2 + 1);
    const qsizetype count = series.points.size();
    qsizetype i = 0;
    for (; i + 1 < count; i += 2) {
        const Point &a = series.points.at(i);
        const Point &b = series.points.at(i + 1);
        Point point;
        point.seconds = b.seconds;
        point.iops = (a.iops + b.iops) / 2;
        point.bwBytesPerSec = (a.bwBytesPerSec + b.bwBytesPerSec) / 2;
        point.meanLatencyNs = meanOf(a.meanLatencyNs, b.meanLatencyNs);
        // The p99 of two intervals is at least the smaller and at most the larger of theirs:
        // keep the larger, so a latency spike never disappears from the chart.
        point.p99LatencyNs = std::isnan(a.p99LatencyNs) ? b.p99LatencyNs
            : std::isnan(b.p99LatencyNs)                ? a.p99LatencyNs
                                                        : std::max(a.p99LatencyNs, b.p99LatencyNs);
        merged.append(point);
    }
    if (i < count)
        merged.append(series.points.at(i));
    series.points = merged;
    ++series.compactions;
}

QString WorkloadSeries::directionName(Direction direction)
{
    return direction == Direction::Read ? QCoreApplication::translate("WorkloadSeries", "read")
                                        : QCoreApplication::translate("WorkloadSeries", "write");
}
