#pragma once

#include "models/workloadseries.h"

#include <QList>
#include <QTimer>
#include <QWidget>

class PercentilePlot;
class QCPGraph;
class QCustomPlot;

// The Workload page's charts: bandwidth, IOPS and latency (mean dark, p99 light) over time,
// per job and direction, fed from a WorkloadSeries as samples arrive, and the percentile plot
// at the end. New points are appended to the graphs (QCPGraph::data()->add, no rebuild; a
// graph is rebuilt only when the series compacts); graphs draw with adaptive sampling; the
// plots replot on a timer (rpQueuedReplot), never once per sample; live lines are solid and
// not antialiased (dashed or antialiased lines cost 10-30x the redraw time).
class WorkloadCharts : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadCharts(QWidget *parent = nullptr);

    // Forget all graphs (a new run starts).
    void reset();
    // Show what `change` says changed in `series` (the next timer tick replots).
    void apply(const WorkloadSeries &series, const WorkloadSeries::Change &change);
    void showPercentiles(const RunResult &result);

    QCustomPlot *bandwidthPlot() const { return m_bandwidth; }
    QCustomPlot *iopsPlot() const { return m_iops; }
    QCustomPlot *latencyPlot() const { return m_latency; }
    PercentilePlot *percentilePlot() const { return m_percentiles; }
    int replotInterval() const { return m_replotTimer.interval(); }
    void setReplotInterval(int milliseconds) { m_replotTimer.setInterval(milliseconds); }
    // Replots every live plot now (the timer does it while a run goes).
    void replotNow();

    // The look every StackLab chart shares: title, fonts, grid, legend.
    static void stylePlot(QCustomPlot *plot, const QString &title);
    // Read in blues, write in reds; later jobs in other shades of the same family.
    static QColor colorFor(WorkloadSeries::Direction direction, int jobIndex);

private:
    struct Graphs {
        QCPGraph *bandwidth = nullptr;
        QCPGraph *iops = nullptr;
        QCPGraph *mean = nullptr;
        QCPGraph *p99 = nullptr;
    };
    Graphs &graphsFor(const WorkloadSeries &series, int index);
    static void addPoint(Graphs &graphs, const WorkloadSeries::Point &point);
    void rebuild(Graphs &graphs, const WorkloadSeries::Series &series);
    void updateRanges(const WorkloadSeries &series);
    void replotIfDirty();

    QCustomPlot *m_bandwidth;
    QCustomPlot *m_iops;
    QCustomPlot *m_latency;
    PercentilePlot *m_percentiles;
    QList<Graphs> m_graphs; // index: series index
    QTimer m_replotTimer;
    bool m_dirty = false;
};
