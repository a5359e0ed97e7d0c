#pragma once

#include "workload/job/jobspec.h"
#include "workload/results/minmaxtrack.h"
#include "workload/results/workloadresult.h"

#include <array>

#include <QHash>
#include <QList>
#include <QString>

// The data behind the Workload page's live charts, without any widget: one series per job and
// direction (read, write), each a list of points on the run's timeline. Jobs of later stonewall
// groups start where the earlier groups ended, so a whole job file reads left to right.
//
// Long runs: every metric of a series also goes into a MinMaxTrack, which the charts draw from:
// it keeps the minimum and maximum of every stretch of time however long the run, so a ten-hour
// run (72,000 samples at 500 ms) redraws from a few thousand columns with every peak in place.
// The plain list of points keeps full resolution up to maxPoints() (default 20,000: 2.7 hours at
// 500 ms); beyond that it is thinned by merging neighbouring pairs (mean of rates and latencies,
// the larger p99, time of the later point) to bound its memory; the tracks are not thinned.
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
        std::array<MinMaxTrack, 4> tracks; // one per Metric, every sample, for drawing

        const MinMaxTrack &track(Metric metric) const { return tracks[static_cast<std::size_t>(metric)]; }
    };

    // What one append() changed: the series that got a new sample (index into series()).
    struct Change {
        QList<int> appended;
        bool isEmpty() const { return appended.isEmpty(); }
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
