#pragma once

#include "planner/advice/decisionguide.h"

#include <QWidget>

class QCustomPlot;

// The Planner page's two charts: where the raw space goes per layout (usable, redundancy, the
// tools' other overhead, as stacked bars) and the risk of losing data during a rebuild against
// the disk size, for the same number of disks.
class PlannerCharts : public QWidget {
    Q_OBJECT
public:
    explicit PlannerCharts(QWidget *parent = nullptr);

    void setLayouts(const QList<RankedLayout> &layouts);
    // Loss probability during the rebuild for `disks` disks of each size, per stack.
    void setRiskCurves(const QStringList &stacks, int disks, const PlannerAssumptions &assumptions);

    QCustomPlot *capacityPlot() const { return m_capacity; }
    QCustomPlot *riskPlot() const { return m_risk; }
    int riskCurveCount() const;
    // Sizes (TB) the risk chart evaluates.
    static QList<double> riskSizesTb();

private:
    QCustomPlot *m_capacity;
    QCustomPlot *m_risk;
};
