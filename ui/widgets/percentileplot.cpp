#include "widgets/percentileplot.h"

#include "widgets/workloadcharts.h"
#include "workload/results/percentilecurve.h"
#include "workload/results/workloadseries.h"

#include <cmath>

PercentilePlot::PercentilePlot(QWidget *parent)
    : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("percentilePlot"));
    WorkloadCharts::stylePlot(this, tr("Latency percentiles (after the run)"));
    setAntialiasedElement(QCP::aePlottables, true); // a few hundred points, drawn once

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const double percentiles[] = {0, 50, 90, 99, 99.9, 99.99, 99.999, 99.9999};
    for (const double p : percentiles)
        ticker->addTick(PercentileCurve::ninesOf(p), QLocale().toString(p, 'g', 7));
    xAxis->setTicker(ticker);
    // Under the axis rect: a job whose fastest I/O was slow starts its curve at the top left.
    WorkloadCharts::placeLegendBelow(this);
    xAxis->setLabel(tr("percentile"));
    xAxis->setRange(0, 3);

    yAxis->setScaleType(QCPAxis::stLogarithmic);
    yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    yAxis->setNumberFormat(QStringLiteral("gb"));
    yAxis->setLabel(tr("completion latency (µs)"));
    yAxis->setRange(10, 10000);
}

void PercentilePlot::clear()
{
    clearGraphs();
    legend->setVisible(false);
    replot(rpQueuedReplot);
}

int PercentilePlot::pointCount() const
{
    int count = 0;
    for (int i = 0; i < graphCount(); ++i)
        count += graph(i)->data()->size();
    return count;
}

void PercentilePlot::setResult(const RunResult &result)
{
    clearGraphs();
    double maxNines = 1;
    double low = 0;
    double high = 0;
    for (int jobIndex = 0; jobIndex < result.jobs.size(); ++jobIndex) {
        const JobResult &job = result.jobs.at(jobIndex);
        for (const bool write : {false, true}) {
            const DirectionResult &dir = write ? job.write : job.read;
            if (!dir.hasIo())
                continue;
            const QList<PercentileCurve::Point> points = PercentileCurve::fromHistogram(dir.histogram);
            if (points.isEmpty())
                continue;
            const auto direction = write ? WorkloadSeries::Direction::Write : WorkloadSeries::Direction::Read;
            QCPGraph *line = addGraph();
            line->setName(QStringLiteral("%1 · %2").arg(job.jobName, WorkloadSeries::directionName(direction)));
            line->setPen(QPen(WorkloadCharts::colorFor(direction, jobIndex), 2));
            line->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 3));
            for (const PercentileCurve::Point &point : points) {
                const double us = std::max(point.latencyNs / 1000.0, 0.001);
                line->data()->add(QCPGraphData(point.nines, us));
                low = low == 0 ? us : std::min(low, us);
                high = std::max(high, us);
                maxNines = std::max(maxNines, point.nines);
            }
        }
    }
    legend->setVisible(graphCount() > 0);
    xAxis->setRange(0, std::ceil(maxNines * 10) / 10 + 0.1);
    if (high > 0)
        yAxis->setRange(low / 1.5, high * 1.5);
    replot(rpQueuedReplot);
}
