#include "widgets/throughputchart.h"

#include "report/table/measurementsummary.h"
#include "stacks/recipe/measurementkeys.h"
#include "widgets/workloadcharts.h"

#include "widgets/customplot.h"

#include <QVBoxLayout>

ThroughputChart::ThroughputChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("throughputChart"));
    m_plot->setObjectName(QStringLiteral("throughputPlot"));
    WorkloadCharts::stylePlot(m_plot, tr("Throughput per stack (median, whiskers: min to max)"));
    m_plot->yAxis->setLabel(tr("MiB/s"));
    // Bars are few: antialiasing costs nothing here and looks better in the exported report.
    m_plot->setNotAntialiasedElements(QCP::aeNone);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void ThroughputChart::setReport(const ComparisonReport &report)
{
    m_plot->clearPlottables();
    m_bars = 0;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < report.stacks.size(); ++i) {
        const ReportStack &stack = report.stacks.at(i);
        ticker->addTick(i + 1, stack.title.isEmpty() ? stack.name : stack.title);
    }
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(0.4, report.stacks.size() + 0.6);

    struct Series {
        QLatin1String key;
        QString name;
        QColor color;
    };
    const Series series[] = {
        {MeasurementKey::SeqWriteMibs, tr("Seq write 1M"), QColor(0xd6, 0x27, 0x28)},
        {MeasurementKey::SeqReadMibs, tr("Seq read 1M"), QColor(0x1f, 0x77, 0xb4)},
    };
    auto *group = new QCPBarsGroup(m_plot);
    double top = 1;
    for (const Series &s : series) {
        auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        bars->setName(s.name);
        bars->setPen(QPen(s.color.darker(130)));
        bars->setBrush(s.color);
        bars->setWidth(0.32);
        bars->setBarsGroup(group);
        auto *errors = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
        errors->removeFromLegend();
        errors->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.2));
        errors->setDataPlottable(bars);
        QVector<double> keys;
        QVector<double> values;
        QVector<double> below;
        QVector<double> above;
        for (int i = 0; i < report.stacks.size(); ++i) {
            const MeasurementSummary summary = MeasurementSummary::of(report.stacks.at(i), s.key);
            if (!summary.measured)
                continue;
            keys << i + 1;
            values << summary.median;
            below << summary.median - summary.min;
            above << summary.max - summary.median;
            top = std::max(top, summary.max);
            ++m_bars;
        }
        bars->setData(keys, values, true);
        errors->setData(below, above);
    }
    m_plot->yAxis->setRange(0, top * 1.15);
    m_plot->legend->setVisible(true);
    m_plot->replot();
}
