#include "widgets/workloadcharts.h"

#include "widgets/percentileplot.h"

#include "widgets/customplot.h"

#include <QGridLayout>

#include <cmath>

static constexpr double MiB = 1024.0 * 1024.0;

WorkloadCharts::WorkloadCharts(QWidget *parent)
    : QWidget(parent)
    , m_bandwidth(new QCustomPlot(this))
    , m_iops(new QCustomPlot(this))
    , m_latency(new QCustomPlot(this))
    , m_percentiles(new PercentilePlot(this))
{
    setObjectName(QStringLiteral("workloadCharts"));
    m_bandwidth->setObjectName(QStringLiteral("bandwidthPlot"));
    m_iops->setObjectName(QStringLiteral("iopsPlot"));
    m_latency->setObjectName(QStringLiteral("latencyPlot"));
    stylePlot(m_bandwidth, tr("Bandwidth"));
    stylePlot(m_iops, tr("IOPS"));
    stylePlot(m_latency, tr("Completion latency: mean (dark), p99 (light)"));
    m_bandwidth->yAxis->setLabel(tr("MiB/s"));
    m_iops->yAxis->setLabel(tr("IOPS"));
    m_latency->yAxis->setLabel(tr("µs"));
    m_latency->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_latency->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    m_latency->yAxis->setNumberFormat(QStringLiteral("gb"));
    for (QCustomPlot *plot : {m_bandwidth, m_iops, m_latency}) {
        fitTimeAxis(plot->xAxis, 10, tr("time"));
        placeLegendBelow(plot);
    }
    m_bandwidth->yAxis->setRange(0, 100);
    m_iops->yAxis->setRange(0, 1000);
    m_latency->yAxis->setRange(10, 10000);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    grid->addWidget(m_bandwidth, 0, 0);
    grid->addWidget(m_iops, 0, 1);
    grid->addWidget(m_latency, 1, 0);
    grid->addWidget(m_percentiles, 1, 1);

    for (QCustomPlot *plot : {m_bandwidth, m_iops, m_latency})
        connect(plot, &QCustomPlot::beforeReplot, this, [this, plot] { decimate(plot); });

    m_replotTimer.setInterval(250);
    connect(&m_replotTimer, &QTimer::timeout, this, &WorkloadCharts::replotIfDirty);
    m_replotTimer.start();
}

void WorkloadCharts::stylePlot(QCustomPlot *plot, const QString &title)
{
    plot->setMinimumSize(260, 180);
    plot->plotLayout()->insertRow(0);
    auto *heading
        = new QCPTextElement(plot, title, QFont(plot->font().family(), plot->font().pointSize(), QFont::Bold));
    plot->plotLayout()->addElement(0, 0, heading);
    QFont small = plot->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    plot->legend->setFont(small);
    plot->legend->setBrush(QColor(255, 255, 255, 170));
    plot->legend->setBorderPen(QPen(QColor(190, 190, 190)));
    plot->legend->setRowSpacing(-3);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    plot->xAxis->grid()->setSubGridVisible(false);
    plot->yAxis->grid()->setSubGridVisible(false);
    plot->xAxis->setTickLabelFont(small);
    plot->yAxis->setTickLabelFont(small);
    // Live lines are drawn without antialiasing and as fast polylines: with 7,200 points per
    // series antialiasing costs 10-20x the time (bench/chart-redraw/README.md).
    plot->setNotAntialiasedElements(QCP::aeGrid | QCP::aeAxes | QCP::aeLegend | QCP::aePlottables);
    plot->setPlottingHint(QCP::phFastPolylines, true);
}

void WorkloadCharts::placeLegendBelow(QCustomPlot *plot, int columns)
{
    // Row 0 holds the title (stylePlot), row 1 the axis rect; the legend leaves the axis rect's
    // inset for a row of its own, which takes only the height its entries need. A grid column is
    // no wider than its narrowest element may grow: beside the legend goes a filler that may grow
    // without end, so that the axis rect keeps the plot's whole width.
    QCPLayoutGrid *layout = plot->plotLayout();
    const int row = layout->rowCount();
    auto *strip = new QCPLayoutGrid;
    layout->addElement(row, 0, strip);
    layout->setRowStretchFactor(row, 0.001);
    strip->addElement(0, 0, plot->legend);
    strip->addElement(0, 1, new QCPLayoutElement(plot));
    strip->setColumnStretchFactor(0, 0.001);
    strip->setColumnStretchFactor(1, 1);
    strip->setMargins(QMargins(0, 0, 0, 0));
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(std::max(1, columns));
    plot->legend->setMargins(QMargins(4, 1, 4, 1));
    plot->legend->setBrush(Qt::NoBrush);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setColumnSpacing(12);
}

void WorkloadCharts::fitTimeAxis(QCPAxis *axis, double endSeconds, const QString &what)
{
    const double end = endSeconds > 0 ? endSeconds * 1.04 : 1.0;
    QString unit;
    if (end < 120) {
        if (!axis->ticker().dynamicCast<QCPAxisTickerTime>().isNull() || axis->ticker().isNull())
            axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        axis->setNumberFormat(QStringLiteral("g"));
        axis->setNumberPrecision(3);
        unit = tr("s");
    } else {
        auto ticker = axis->ticker().dynamicCast<QCPAxisTickerTime>();
        if (ticker.isNull()) {
            ticker = QSharedPointer<QCPAxisTickerTime>::create();
            axis->setTicker(ticker);
        }
        const bool hours = end >= 3600;
        ticker->setTimeFormat(hours ? QStringLiteral("%h:%m") : QStringLiteral("%m:%s"));
        unit = hours ? tr("h:min") : tr("min:s");
    }
    axis->setRange(0, end);
    axis->setLabel(tr("%1 (%2)").arg(what, unit));
}

QColor WorkloadCharts::colorFor(WorkloadSeries::Direction direction, int jobIndex)
{
    static const QColor reads[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0x17, 0xa2, 0xb8), QColor(0x3b, 0x4c, 0xc0), QColor(0x6b, 0xae, 0xd6)};
    static const QColor writes[]
        = {QColor(0xd6, 0x27, 0x28), QColor(0xff, 0x7f, 0x0e), QColor(0xa0, 0x2c, 0x6a), QColor(0xe3, 0x77, 0xc2)};
    const int i = jobIndex % 4;
    return direction == WorkloadSeries::Direction::Read ? reads[i] : writes[i];
}

void WorkloadCharts::reset()
{
    for (QCustomPlot *plot : {m_bandwidth, m_iops, m_latency}) {
        plot->clearGraphs();
        plot->legend->setVisible(false);
        fitTimeAxis(plot->xAxis, 10, tr("time"));
    }
    m_graphs.clear();
    m_series = nullptr;
    m_plotState.clear();
    m_percentiles->clear();
    m_dirty = true;
}

static QCPGraph *newGraph(QCustomPlot *plot, const QString &name, const QPen &pen)
{
    QCPGraph *graph = plot->addGraph();
    graph->setName(name);
    graph->setPen(pen);
    // The data is decimated to the pixel columns already; QCustomPlot need not sample again.
    graph->setAdaptiveSampling(false);
    graph->setLineStyle(QCPGraph::lsLine);
    plot->legend->setVisible(true);
    return graph;
}

void WorkloadCharts::ensureGraphs(const WorkloadSeries &series)
{
    while (m_graphs.size() < series.series().size()) {
        const WorkloadSeries::Series &s = series.series().at(m_graphs.size());
        const QString name = QStringLiteral("%1 · %2").arg(s.jobName, WorkloadSeries::directionName(s.direction));
        const QColor color = colorFor(s.direction, s.jobIndex);
        QPen solid(color, 1.6);
        // p99 in a lighter shade of the same colour: dashed lines would be clearer but cost
        // 20-30x the drawing time of solid ones in Qt's raster engine (bench/chart-redraw).
        QPen lightPen(color.lighter(165), 1);
        Graphs graphs;
        graphs.bandwidth = newGraph(m_bandwidth, name, solid);
        graphs.iops = newGraph(m_iops, name, solid);
        graphs.mean = newGraph(m_latency, name, solid);
        graphs.p99 = newGraph(m_latency, tr("%1 p99").arg(name), lightPen);
        graphs.p99->removeFromLegend(); // the title says light is p99: half the legend entries
        m_graphs.append(graphs);
    }
}

void WorkloadCharts::apply(const WorkloadSeries &series, const WorkloadSeries::Change &change)
{
    if (change.isEmpty())
        return;
    m_series = &series;
    ensureGraphs(series);
    for (PlotState &state : m_plotState)
        state.stale = true;
    updateRanges(series);
    m_dirty = true;
}

int WorkloadCharts::decimationWidth(QCustomPlot *plot)
{
    // beforeReplot comes before the plot lays itself out: after a resize the axis rect still
    // has its old width. Lay out now (what replot() does next) to decimate for the new one.
    for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        plot->plotLayout()->update(phase);
    const int width = plot->axisRect()->width();
    return width >= 16 ? width : 1024;
}

void WorkloadCharts::drawTrack(QCPGraph *graph, const MinMaxTrack &track, double scale, int pixels)
{
    const QCPRange range = graph->keyAxis()->range();
    const QList<QPointF> points = track.draw(range.lower, range.upper, pixels);
    QVector<QCPGraphData> data;
    data.reserve(points.size());
    for (const QPointF &point : points) // NaN (no I/O completed) leaves a gap in the line
        data.append(QCPGraphData(point.x(), point.y() * scale));
    graph->data()->set(data, true);
}

// Just before `plot` draws: its graphs from the tracks, for its current width.
void WorkloadCharts::decimate(QCustomPlot *plot)
{
    PlotState &state = m_plotState[plot];
    const int width = decimationWidth(plot);
    if (!m_series || (!state.stale && state.width == width))
        return;
    state.stale = false;
    state.width = width;
    using Metric = WorkloadSeries::Metric;
    for (int i = 0; i < m_graphs.size() && i < m_series->series().size(); ++i) {
        const WorkloadSeries::Series &series = m_series->series().at(i);
        const Graphs &graphs = m_graphs.at(i);
        if (plot == m_bandwidth) {
            drawTrack(graphs.bandwidth, series.track(Metric::Bandwidth), 1.0 / MiB, width);
        } else if (plot == m_iops) {
            drawTrack(graphs.iops, series.track(Metric::Iops), 1.0, width);
        } else {
            drawTrack(graphs.mean, series.track(Metric::MeanLatency), 1.0 / 1000.0, width);
            drawTrack(graphs.p99, series.track(Metric::P99Latency), 1.0 / 1000.0, width);
        }
    }
}

void WorkloadCharts::updateRanges(const WorkloadSeries &series)
{
    for (QCustomPlot *plot : {m_bandwidth, m_iops, m_latency})
        fitTimeAxis(plot->xAxis, series.endSeconds(), tr("time"));
    using Metric = WorkloadSeries::Metric;
    m_bandwidth->yAxis->setRange(0, std::max(1.0, series.maxValue(Metric::Bandwidth) / MiB * 1.1));
    m_iops->yAxis->setRange(0, std::max(10.0, series.maxValue(Metric::Iops) * 1.1));
    // Log axis: from under the smallest mean to above the largest p99 (both in µs).
    const double lowMean = series.minPositiveValue(Metric::MeanLatency);
    const double lowP99 = series.minPositiveValue(Metric::P99Latency);
    const double low = lowMean > 0 && lowP99 > 0 ? std::min(lowMean, lowP99) : std::max(lowMean, lowP99);
    const double high = std::max(series.maxValue(Metric::P99Latency), series.maxValue(Metric::MeanLatency));
    if (low > 0 && high > 0)
        m_latency->yAxis->setRange(low / 1000.0 / 1.5, high / 1000.0 * 1.5);
}

void WorkloadCharts::replotIfDirty()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    for (QCustomPlot *plot : {m_bandwidth, m_iops, m_latency})
        plot->replot(QCustomPlot::rpQueuedReplot);
}

void WorkloadCharts::replotNow()
{
    m_dirty = false;
    for (QCustomPlot *plot : {m_bandwidth, m_iops, m_latency})
        plot->replot(QCustomPlot::rpImmediateRefresh);
    m_percentiles->replot(QCustomPlot::rpImmediateRefresh);
}

void WorkloadCharts::showPercentiles(const RunResult &result)
{
    m_percentiles->setResult(result);
}
