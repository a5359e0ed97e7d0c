#pragma once

#include "report/table/comparisonreport.h"

#include <QWidget>

class QCustomPlot;

// Seq write and seq read (MiB/s, the median of the rounds) of every stack of a report as
// grouped bars, one group per stack; the whiskers span the rounds' min to max.
class ThroughputChart : public QWidget {
    Q_OBJECT
public:
    explicit ThroughputChart(QWidget *parent = nullptr);

    void setReport(const ComparisonReport &report);
    QCustomPlot *plot() const { return m_plot; }
    // Bars with a value, over all stacks and rows (0: nothing measured yet).
    int barCount() const { return m_bars; }

private:
    QCustomPlot *m_plot;
    int m_bars = 0;
};
