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
        WorkloadCharts::fitTimeAxis(plot->xAxis, 0, timeLabel());
        // Under the curves, never over them: a rebuild's line ends at the top right, its speed
        // anywhere.
        WorkloadCharts::placeLegendBelow(plot, 2);
    }

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_progress);
    layout->addWidget(m_speed);

    for (QCustomPlot *plot : {m_progress, m_speed})
        connect(plot, &QCustomPlot::beforeReplot, this, [this, plot] { decimate(plot); });
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
    while (m_rows.size() <= row) {
        const int index = int(m_rows.size());
        const auto &track = tracks.at(index);
        const QString name = tr("%1 · %2").arg(track.stack, track.kind);
        const QPen pen(colorFor(index), 1.8);
        Row added;
        for (QCustomPlot *plot : {m_progress, m_speed}) {
            QCPGraph *graph = plot->addGraph();
            graph->setName(name);
            graph->setPen(pen);
            graph->setLineStyle(QCPGraph::lsLine);
            graph->setAdaptiveSampling(false); // decimated already
            plot->legend->setVisible(true);
            (plot == m_progress ? added.progress : added.speed) = graph;
        }
        m_rows.append(added);
    }
}

void RebuildCharts::appendPoint(int row, const RebuildTrackModel::Point &point)
{
    Row &target = m_rows[row];
    if (point.percent)
        target.progressTrack.append(point.seconds, *point.percent);
    if (point.mibPerSec) {
        target.speedTrack.append(point.seconds, *point.mibPerSec);
        m_topSpeed = std::max(m_topSpeed, *point.mibPerSec);
    }
    m_endSeconds = std::max(m_endSeconds, point.seconds);
}

void RebuildCharts::addPoint(int row)
{
    ensureGraphs(row);
    appendPoint(row, m_model->tracks().at(row).points.constLast());
    updateRanges();
    m_stale[0] = m_stale[1] = true;
    m_dirty = true;
}

void RebuildCharts::rebuildAll()
{
    m_progress->clearGraphs();
    m_speed->clearGraphs();
    m_rows.clear();
    m_endSeconds = 0;
    m_topSpeed = 0;
    m_progress->legend->setVisible(false);
    m_speed->legend->setVisible(false);
    const auto &tracks = m_model->tracks();
    for (int row = 0; row < tracks.size(); ++row) {
        ensureGraphs(row);
        for (const auto &point : tracks.at(row).points)
            appendPoint(row, point);
    }
    drawClocks();
    updateRanges();
    m_stale[0] = m_stale[1] = true;
    m_dirty = true;
}

void RebuildCharts::drawClocks()
{
    m_progress->clearItems();
    const auto &tracks = m_model->tracks();
    for (int row = 0; row < tracks.size(); ++row) {
        const auto &track = tracks.at(row);
        const QList<std::pair<double, QString>> clocks = {
            {track.measuredSeconds.value_or(0), tr("%1: redundant again").arg(track.stack)},
            {track.verifiedSeconds, tr("%1: verified").arg(track.stack)},
        };
        for (int i = 0; i < clocks.size(); ++i) {
            const auto &[seconds, label] = clocks.at(i);
            if (seconds <= 0 || track.kind == QLatin1String("sync") || track.kind == QLatin1String("scrub"))
                continue;
            auto *line = new QCPItemStraightLine(m_progress);
            QPen pen(colorFor(row), 1, i == 0 ? Qt::DashLine : Qt::DotLine);
            line->setPen(pen);
            line->point1->setCoords(seconds, 0);
            line->point2->setCoords(seconds, 100);
            auto *text = new QCPItemText(m_progress);
            text->setText(label);
            text->setColor(colorFor(row));
            text->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
            text->setRotation(-90);
            text->position->setCoords(seconds, 100 - 30 * i);
            m_endSeconds = std::max(m_endSeconds, seconds);
        }
    }
}

QString RebuildCharts::timeLabel()
{
    return tr("time since the first sample");
}

void RebuildCharts::updateRanges()
{
    // Fitted to the longest track: a 0.6 s rebuild fills the width as a 2-hour one does.
    for (QCustomPlot *plot : {m_progress, m_speed})
        WorkloadCharts::fitTimeAxis(plot->xAxis, m_endSeconds, timeLabel());
    m_progress->yAxis->setRange(0, 105);
    m_speed->yAxis->setRange(0, std::max(1.0, m_topSpeed) * 1.15);
}

// Just before `plot` draws: its graphs from the tracks, for its current width (see WorkloadCharts).
void RebuildCharts::decimate(QCustomPlot *plot)
{
    const int which = plot == m_progress ? 0 : 1;
    const int width = WorkloadCharts::decimationWidth(plot);
    if (!m_stale[which] && m_decimatedWidth[which] == width)
        return;
    m_decimatedWidth[which] = width;
    m_stale[which] = false;
    for (const Row &row : std::as_const(m_rows)) {
        QCPGraph *graph = which == 0 ? row.progress : row.speed;
        const MinMaxTrack &track = which == 0 ? row.progressTrack : row.speedTrack;
        WorkloadCharts::drawTrack(graph, track, 1.0, width);
        // A dot per sample while they are a few pixels apart (samples come every 500 ms or
        // less often); on a long rebuild the dots would merge into a thick line.
        const bool sparse = track.sampleCount() * 8 <= width;
        graph->setScatterStyle(
            sparse ? QCPScatterStyle(QCPScatterStyle::ssDisc, 4) : QCPScatterStyle(QCPScatterStyle::ssNone));
    }
}

void RebuildCharts::replotNow()
{
    m_dirty = false;
    m_progress->replot(QCustomPlot::rpImmediateRefresh);
    m_speed->replot(QCustomPlot::rpImmediateRefresh);
}
