#pragma once

#include "workload/results/workloadseries.h"

#include <QHash>
#include <QList>
#include <QTimer>
#include <QWidget>

class PercentilePlot;
class QCPAxis;
class QCPGraph;
class QCustomPlot;

// The Workload page's charts: bandwidth, IOPS and latency (mean dark, p99 light) over time,
// per job and direction, fed from a WorkloadSeries as samples arrive, and the percentile plot
// at the end. Each graph draws its series' MinMaxTrack decimated to the plot's pixel columns
// (minimum and maximum per column, so peaks stay): a redraw costs the same for a minute or ten
// hours. Decimation runs just before a plot draws (QCustomPlot::beforeReplot) when samples came
// in or the plot's width changed; the plots replot on a timer (rpQueuedReplot), never once per
// sample; live lines are solid and not antialiased (dashed or antialiased lines cost 10-30x).
class WorkloadCharts : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadCharts(QWidget *parent = nullptr);

    // Forget all graphs (a new run starts).
    void reset();
    // Show what `change` says changed in `series`, which must outlive the charts or the next
    // reset() (the page owns both); the next timer tick replots.
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
    // The legend under the plot's axis rect, its entries side by side (a new row after every
    // `columns`): it never covers a curve. Hidden while the plot has no named graph.
    static void placeLegendBelow(QCustomPlot *plot, int columns = 3);
    // The time axis from 0 to just past `endSeconds`, its ticks in the unit that reads well for
    // that span: seconds with decimals under two minutes, min:s under an hour, h:min after; its
    // label `what` with the unit ("time since the first sample (s)"). A span of 0 shows one second.
    static void fitTimeAxis(QCPAxis *axis, double endSeconds, const QString &what);
    // Read in blues, write in reds; later jobs in other shades of the same family.
    static QColor colorFor(WorkloadSeries::Direction direction, int jobIndex);

    // Sets a graph's data to `track` over its key axis range decimated to `pixels` columns,
    // values times `scale`.
    static void drawTrack(QCPGraph *graph, const MinMaxTrack &track, double scale, int pixels);
    // The pixel columns to decimate `plot` to: its axis rect's width once laid out (a plot
    // that was never shown has none yet: a generous default then).
    static int decimationWidth(QCustomPlot *plot);

private:
    struct Graphs {
        QCPGraph *bandwidth = nullptr;
        QCPGraph *iops = nullptr;
        QCPGraph *mean = nullptr;
        QCPGraph *p99 = nullptr;
    };
    struct PlotState {
        bool stale = true; // samples arrived since the plot last decimated
        int width = -1; // axis rect width it decimated for
    };
    void ensureGraphs(const WorkloadSeries &series);
    void updateRanges(const WorkloadSeries &series);
    void decimate(QCustomPlot *plot);
    void replotIfDirty();

    QCustomPlot *m_bandwidth;
    QCustomPlot *m_iops;
    QCustomPlot *m_latency;
    PercentilePlot *m_percentiles;
    QList<Graphs> m_graphs; // index: series index
    const WorkloadSeries *m_series = nullptr; // the page's, set by apply()
    QHash<QCustomPlot *, PlotState> m_plotState;
    QTimer m_replotTimer;
    bool m_dirty = false;
};
