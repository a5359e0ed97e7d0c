#include "widgets/loadlatencychart.h"

#include "widgets/customplot.h"
#include "widgets/workloadcharts.h"

#include <QVBoxLayout>

LoadLatencyChart::LoadLatencyChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("loadLatencyChart"));
    m_plot->setObjectName(QStringLiteral("loadLatencyPlot"));
    WorkloadCharts::stylePlot(m_plot, tr("Foreground job during the rebuild"));
    WorkloadCharts::fitTimeAxis(m_plot->xAxis, 0, timeLabel());
    m_plot->yAxis->setLabel(tr("completion latency (ms)"));
    m_plot->yAxis2->setVisible(true);
    m_plot->yAxis2->setLabel(tr("IOPS"));
    WorkloadCharts::placeLegendBelow(m_plot);

    m_p99 = m_plot->addGraph();
    m_p99->setName(tr("p99 latency"));
    m_p99->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1.8));
    m_p50 = m_plot->addGraph();
    m_p50->setName(tr("p50 latency"));
    m_p50->setPen(QPen(QColor(0xff, 0x7f, 0x0e), 1.2));
    m_iops = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_iops->setName(tr("IOPS (reads and writes)"));
    m_iops->setPen(QPen(QColor(0x1f, 0x77, 0xb4, 150), 1.2, Qt::DashLine));
    for (QCPGraph *graph : {m_p99, m_p50, m_iops}) {
        graph->setLineStyle(QCPGraph::lsStepRight);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 3));
    }
    m_plot->legend->setVisible(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_replotTimer.setInterval(250);
    connect(&m_replotTimer, &QTimer::timeout, this, [this] {
        if (m_dirty) {
            m_dirty = false;
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        }
    });
    m_replotTimer.start();
    clear();
}

void LoadLatencyChart::clear()
{
    m_stack.clear();
    m_marks.clear();
    for (QCPGraph *graph : {m_p99, m_p50, m_iops})
        graph->data()->clear();
    m_plot->clearItems();
    m_endSeconds = 0;
    m_topMs = 0;
    m_topIops = 0;
    WorkloadCharts::fitTimeAxis(m_plot->xAxis, 0, timeLabel());
    updateTitle();
    replotNow();
}

void LoadLatencyChart::startStack(const QString &stack)
{
    if (stack == m_stack)
        return;
    clear();
    m_stack = stack;
    updateTitle();
}

void LoadLatencyChart::updateTitle()
{
    setToolTip(m_stack.isEmpty() ? QString() : tr("The rebuild-under-load drill's foreground job on %1").arg(m_stack));
}

void LoadLatencyChart::showSeries(const QString &stack, const LoadSeries &series)
{
    clear();
    m_stack = stack;
    for (const LoadPhaseMark &mark : series.marks())
        addMark(stack, mark);
    for (const LoadSample &sample : series.samples())
        addSample(stack, sample);
    replotNow();
}

void LoadLatencyChart::addSample(const QString &stack, const LoadSample &sample)
{
    startStack(stack);
    const double seconds = double(sample.atMs) / 1000.0;
    const double p99 = double(sample.p99Ns) / 1e6;
    // An interval without a completion has no latency: a gap, not a zero that looks fast.
    if (sample.iops > 0) {
        m_p99->addData(seconds, p99);
        m_p50->addData(seconds, double(sample.p50Ns) / 1e6);
    } else {
        m_p99->addData(seconds, qQNaN());
        m_p50->addData(seconds, qQNaN());
    }
    m_iops->addData(seconds, sample.iops);
    m_endSeconds = std::max(m_endSeconds, seconds);
    m_topMs = std::max(m_topMs, sample.iops > 0 ? p99 : 0.0);
    m_topIops = std::max(m_topIops, sample.iops);
    WorkloadCharts::fitTimeAxis(m_plot->xAxis, m_endSeconds, timeLabel());
    m_plot->yAxis->setRange(0, std::max(1.0, m_topMs * 1.15));
    m_plot->yAxis2->setRange(0, std::max(10.0, m_topIops * 1.15));
    m_dirty = true;
}

void LoadLatencyChart::addMark(const QString &stack, const LoadPhaseMark &mark)
{
    startStack(stack);
    const double seconds = double(mark.atMs) / 1000.0;
    auto *line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(seconds, 0);
    line->point2->setCoords(seconds, 1);
    line->setPen(QPen(QColor(0x55, 0x55, 0x55), 1, Qt::DotLine));
    auto *label = new QCPItemText(m_plot);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(seconds, 0.02);
    label->setPositionAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setPadding(QMargins(3, 0, 0, 0));
    label->setText(LoadSeries::title(mark.phase));
    label->setColor(QColor(0x33, 0x33, 0x33));
    m_marks << LoadSeries::title(mark.phase);
    m_endSeconds = std::max(m_endSeconds, seconds);
    WorkloadCharts::fitTimeAxis(m_plot->xAxis, m_endSeconds, timeLabel());
    m_dirty = true;
}

QString LoadLatencyChart::timeLabel()
{
    return tr("time since the foreground job started");
}

int LoadLatencyChart::pointCount() const
{
    return m_p99->dataCount();
}

QStringList LoadLatencyChart::markLabels() const
{
    return m_marks;
}

void LoadLatencyChart::replotNow()
{
    m_dirty = false;
    m_plot->replot();
}
