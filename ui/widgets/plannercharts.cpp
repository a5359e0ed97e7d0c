#include "widgets/plannercharts.h"

#include "planner/advice/layoutplanner.h"
#include "widgets/customplot.h"
#include "widgets/workloadcharts.h"

#include <QHBoxLayout>

namespace {
const QColor usableColor(0x2c, 0xa0, 0x2c);
const QColor redundancyColor(0x9e, 0x9e, 0x9e);
const QColor overheadColor(0xff, 0x7f, 0x0e);
const QList<QColor> curveColors = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
    QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2)};
} // namespace

PlannerCharts::PlannerCharts(QWidget *parent)
    : QWidget(parent)
    , m_capacity(new QCustomPlot(this))
    , m_risk(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("plannerCharts"));
    m_capacity->setObjectName(QStringLiteral("capacityPlot"));
    m_risk->setObjectName(QStringLiteral("riskPlot"));
    WorkloadCharts::stylePlot(m_capacity, tr("Where the raw space goes"));
    WorkloadCharts::stylePlot(m_risk, tr("Data loss during a rebuild, by disk size"));
    m_capacity->yAxis->setLabel(tr("GiB"));
    m_risk->xAxis->setLabel(tr("disk size (TB)"));
    m_risk->yAxis->setLabel(tr("probability"));
    m_risk->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_risk->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    for (QCustomPlot *plot : {m_capacity, m_risk}) {
        plot->setMinimumHeight(260);
        plot->setNotAntialiasedElements(QCP::aeNone);
    }
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_capacity, 3);
    layout->addWidget(m_risk, 2);
}

QList<double> PlannerCharts::riskSizesTb()
{
    return {1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24};
}

void PlannerCharts::setLayouts(const QList<RankedLayout> &layouts)
{
    m_capacity->clearPlottables();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> keys, usable, redundancy, overhead;
    double top = 1;
    constexpr double gib = 1024.0 * 1024 * 1024;
    for (int i = 0; i < layouts.size(); ++i) {
        const CapacityPlan &c = layouts.at(i).plan.capacity;
        ticker->addTick(i + 1, layouts.at(i).plan.request.stack);
        double copies = 0;
        for (const OverheadItem &item : c.overhead) {
            if (item.key == QLatin1String("redundancy"))
                copies += double(item.bytes);
        }
        // Everything else, from the raw bytes (a thin volume larger than its pool counts negative).
        const double other = std::max(0.0, double(c.rawBytes) - double(c.storableBytes) - copies);
        keys << i + 1;
        usable << double(c.storableBytes) / gib;
        redundancy << copies / gib;
        overhead << other / gib;
        top = std::max(top, double(c.rawBytes) / gib);
    }
    struct Layer {
        QString name;
        QColor color;
        const QVector<double> *values;
    };
    const Layer layers[] = {{tr("usable"), usableColor, &usable},
        {tr("copies and parity"), redundancyColor, &redundancy}, {tr("other overhead"), overheadColor, &overhead}};
    QCPBars *below = nullptr;
    for (const Layer &layer : layers) {
        auto *bars = new QCPBars(m_capacity->xAxis, m_capacity->yAxis);
        bars->setName(layer.name);
        bars->setBrush(layer.color);
        bars->setPen(QPen(layer.color.darker(130)));
        bars->setWidth(0.7);
        bars->setData(keys, *layer.values, true);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    m_capacity->xAxis->setTicker(ticker);
    m_capacity->xAxis->setTickLabelRotation(60);
    m_capacity->xAxis->setRange(0.4, layouts.size() + 0.6);
    m_capacity->yAxis->setRange(0, top * 1.08);
    m_capacity->legend->setVisible(true);
    m_capacity->replot();
}

void PlannerCharts::setRiskCurves(const QStringList &stacks, int disks, const PlannerAssumptions &assumptions)
{
    m_risk->clearGraphs();
    double lowest = 1;
    for (int s = 0; s < stacks.size(); ++s) {
        QVector<double> sizes, risks;
        for (const double tb : riskSizesTb()) {
            LayoutRequest request;
            request.stack = stacks.at(s);
            request.diskBytes = QList<qint64>(disks, qint64(tb * 1e12));
            const LayoutPlan plan = LayoutPlanner::plan(request, assumptions);
            if (!plan.ok() || !plan.rebuild.possible)
                continue;
            sizes << tb;
            risks << std::max(plan.risk.lossProbability, 1e-12);
            lowest = std::min(lowest, risks.last());
        }
        if (sizes.isEmpty())
            continue;
        QCPGraph *graph = m_risk->addGraph();
        graph->setName(stacks.at(s));
        graph->setPen(QPen(curveColors.at(s % curveColors.size()), 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
        graph->setData(sizes, risks, true);
    }
    m_risk->xAxis->setRange(0, riskSizesTb().last() + 1);
    m_risk->yAxis->setRange(lowest / 2, 1.5);
    m_risk->legend->setVisible(m_risk->graphCount() > 0);
    m_risk->replot();
}

int PlannerCharts::riskCurveCount() const
{
    return m_risk->graphCount();
}
