#pragma once

#include "workload/results/latencyhistogram.h"

#include <QList>

// The latency percentile plot's data: latency against percentile from a job's histogram, with
// the percentile axis in "nines" (x = -log10(1 - p/100): 90 → 1, 99 → 2, 99.9 → 3) so the tail
// gets as much room as the median. Pure values: tested without a plot.
class PercentileCurve {
public:
    struct Point {
        double percentile = 0; // 0..100
        double nines = 0; // ninesOf(percentile)
        double latencyNs = 0;
    };

    // Percentiles from 1 to 99 in steps of 1, then 99.1 … 99.9, 99.91 … 99.99, 99.991 …:
    // only as deep into the tail as the histogram has samples for (one I/O in 1/(1-p)).
    static QList<Point> fromHistogram(const LatencyHistogram &histogram);
    // The percentiles fromHistogram() uses for a histogram of `count` samples.
    static QList<double> percentilesFor(std::uint64_t count);

    static double ninesOf(double percentile);
    static double percentileOfNines(double nines);
};
