#include "widgets/rebuildcharts.h"

#include "models/rebuildtrackmodel.h"
#include "widgets/workloadcharts.h"

#include "widgets/customplot.h"

#include <QHBoxLayout>

RebuildCharts::RebuildCharts(RebuildTrackModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_progress(new QCustomPlot(this))
    , m_speed(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("rebuildCharts"));
    m_progress->setObjectName(QStringLiteral("rebuildProgressPlot"));
    m_speed->setObjectName(QStringLiteral("rebuildSpeedPlot"));
    WorkloadCharts::stylePlot(m_progress, tr("Progress"));
    WorkloadCharts::stylePlot(m_speed, tr("Speed"));
    m_progress->yAxis->setLabel(tr("%"));
    m_speed->yAxis->setLabel(tr("MiB/s"));
    for (QCustomPlot *plot : {m_progress, m_speed}) {
        auto ticker = QSharedPointer<QCPAxisTickerTime>::create();
        ticker->setTimeFormat(QStringLiteral("%m:%s"));
        plot->xAxis->setTicker(ticker);
        plot->xAxis->setLabel(tr("time since the first sample (min:s)"));
        plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    }
    m_speed->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_progress);
    layout->addWidget(m_speed);

    connect(model, &RebuildTrackModel::pointAdded, this, &RebuildCharts::addPoint);
    connect(model, &RebuildTrackModel::modelReset, this, &RebuildCharts::rebuildAll);
    m_replotTimer.setInterval(250);
    connect(&m_replotTimer, &QTimer::timeout, this, [this] {
        if (!m_dirty)
            return;
        m_dirty = false;
        m_progress->replot(QCustomPlot::rpQueuedReplot);
        m_speed->replot(QCustomPlot::rpQueuedReplot);
    });
    m_replotTimer.start();
    rebuildAll();
}

QColor RebuildCharts::colorFor(int trackIndex)
{
    static const QColor colors[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e),
            QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0x17, 0xbe, 0xcf), QColor(0xe3, 0x77, 0xc2)};
    return colors[trackIndex % 8];
}

int RebuildCharts::graphCount() const
{
    return m_progress->graphCount();
}

void RebuildCharts::ensureGraphs(int row)
{
    const auto &tracks = m_model->tracks();
    while (m_progressGraphs.size() <= row) {
        const int index = int(m_progressGraphs.size());
        const auto &track = tracks.at(index);
        const QString name = tr("%1 · %2").arg(track.stack, track.kind);
        const QPen pen(colorFor(index), 1.8);
        for (QCustomPlot *plot : {m_progress, m_speed}) {
            QCPGraph *graph = plot->addGraph();
            graph->setName(name);
            graph->setPen(pen);
            graph->setLineStyle(QCPGraph::lsLine);
            // Samples come every 500 ms or less often: show each one.
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
            plot->legend->setVisible(true);
            (plot == m_progress ? m_progressGraphs : m_speedGraphs).append(graph);
        }
    }
}

void RebuildCharts::appendPoint(int row, const RebuildTrackModel::Point &point)
{
    if (point.percent)
        m_progressGraphs.at(row)->data()->add(QCPGraphData(point.seconds, *point.percent));
    if (point.mibPerSec)
        m_speedGraphs.at(row)->data()->add(QCPGraphData(point.seconds, *point.mibPerSec));
}

void RebuildCharts::addPoint(int row)
{
    ensureGraphs(row);
    appendPoint(row, m_model->tracks().at(row).points.constLast());
    updateRanges();
    m_dirty = true;
}

void RebuildCharts::rebuildAll()
{
    m_progress->clearGraphs();
    m_speed->clearGraphs();
    m_progressGraphs.clear();
    m_speedGraphs.clear();
    m_progress->legend->setVisible(false);
    m_speed->legend->setVisible(false);
    const auto &tracks = m_model->tracks();
    for (int row = 0; row < tracks.size(); ++row) {
        ensureGraphs(row);
        for (const auto &point : tracks.at(row).points)
            appendPoint(row, point);
    }
    updateRanges();
    m_dirty = true;
}

void RebuildCharts::updateRanges()
{
    double end = 10.0;
    double speed = 1.0;
    for (const auto &track : m_model->tracks()) {
        for (const auto &point : track.points) {
            end = std::max(end, point.seconds);
            if (point.mibPerSec)
                speed = std::max(speed, *point.mibPerSec);
        }
    }
    m_progress->xAxis->setRange(0, end * 1.02);
    m_speed->xAxis->setRange(0, end * 1.02);
    m_progress->yAxis->setRange(0, 105);
    m_speed->yAxis->setRange(0, speed * 1.15);
}

void RebuildCharts::replotNow()
{
    m_dirty = false;
    m_progress->replot(QCustomPlot::rpImmediateRefresh);
    m_speed->replot(QCustomPlot::rpImmediateRefresh);
}
