#pragma once

#include "workload/results/workloadresult.h"

#include "widgets/customplot.h"

// The latency percentile plot shown when a run ends: completion latency (log scale, µs)
// against percentile on a "nines" axis (50, 90, 99, 99.9 …), one line per job and direction.
class PercentilePlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit PercentilePlot(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    void clear();
    // Points over all lines (for tests).
    int pointCount() const;
};
