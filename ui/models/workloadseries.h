#pragma once

#include "workload/jobspec.h"
#include "workload/workloadresult.h"

#include <QHash>
#include <QList>
#include <QString>

// The data behind the Workload page's live charts, without any widget: one series per job and
// direction (read, write), each a list of points on the run's timeline. Jobs of later stonewall
// groups start where the earlier groups ended, so a whole job file reads left to right.
//
// Long runs: a series keeps full resolution up to maxPoints() (default 20,000: 2.7 hours at
// 500 ms); one point more and the series is compacted by merging neighbouring pairs (mean of
// rates and latencies, time of the later point), halving its length. The charts then rebuild
// that graph once instead of appending; everything else is appended point by point.
class WorkloadSeries {
public:
    enum class Direction { Read, Write };
    enum class Metric { Iops, Bandwidth, MeanLatency, P99Latency };

    struct Point {
        double seconds = 0; // on the run's timeline
        double iops = 0;
        double bwBytesPerSec = 0;
        double meanLatencyNs = 0; // NaN when no I/O completed in the interval
        double p99LatencyNs = 0; // NaN when no I/O completed in the interval

        double value(Metric metric) const;
    };

    struct Series {
        QString jobName;
        int groupId = 0;
        Direction direction = Direction::Read;
        int jobIndex = 0; // order of the job in the file (for colours)
        QList<Point> points;
        int compactions = 0; // how often pairs were merged (each doubles the point spacing)
    };

    // What one append() changed: series that got a new point (index into series()) and series
    // that were compacted (whose charts must be rebuilt from points()).
    struct Change {
        QList<int> appended;
        QList<int> compacted;
        bool isEmpty() const { return appended.isEmpty() && compacted.isEmpty(); }
    };

    WorkloadSeries() = default;

    // Declares the jobs of a run: one series per job and direction it does, in file order.
    // Clears any previous data. Samples of jobs not declared get series on first sight.
    void setJobs(const QList<JobSpec> &jobs);
    void clear();

    Change append(const WorkloadSample &sample);

    const QList<Series> &series() const { return m_series; }
    int indexOf(const QString &jobName, Direction direction) const; // -1: none
    qsizetype pointCount() const; // over all series
    double endSeconds() const { return m_endSeconds; } // latest time of any point
    // Largest value of a metric over all points ever appended (0 when none); for axis ranges.
    double maxValue(Metric metric) const { return m_max[static_cast<int>(metric)]; }
    // Smallest value above zero of a metric (0 when none); for logarithmic axes.
    double minPositiveValue(Metric metric) const { return m_minPositive[static_cast<int>(metric)]; }

    int maxPoints() const { return m_maxPoints; }
    void setMaxPoints(int maxPoints); // at least 16

    // Min/max decimation for drawing or export: at most 2 * buckets points that keep every
    // peak and dip of the metric (points sorted by time). Returned unchanged when short enough.
    static QList<Point> decimate(const QList<Point> &points, Metric metric, int buckets);

    static QString directionName(Direction direction); // translated "read" / "write"

private:
    int addSeries(const QString &jobName, int groupId, Direction direction);
    int jobIndex(const QString &jobName);
    double offsetFor(int groupId);
    void addPoint(int index, const Point &point, Change &change);
    static void compact(Series &series);

    QList<Series> m_series;
    QList<QString> m_jobOrder;
    QHash<int, double> m_groupOffsets; // seconds on the timeline where each stonewall group started
    int m_maxPoints = 20000;
    double m_endSeconds = 0;
    double m_max[4] = {0, 0, 0, 0};
    double m_minPositive[4] = {0, 0, 0, 0};
};
