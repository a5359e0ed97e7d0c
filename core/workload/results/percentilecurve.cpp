#include "workload/results/percentilecurve.h"

#include <cmath>

double PercentileCurve::ninesOf(double percentile)
{
    const double rest = 1.0 - percentile / 100.0;
    return rest <= 0 ? 9.0 : -std::log10(rest);
}

double PercentileCurve::percentileOfNines(double nines)
{
    return 100.0 * (1.0 - std::pow(10.0, -nines));
}

QList<double> PercentileCurve::percentilesFor(std::uint64_t count)
{
    QList<double> list;
    if (count == 0)
        return list;
    for (int p = 1; p <= 99; ++p)
        list.append(p);
    // Each decade of nines: ten steps between 99 and 99.9, 99.9 and 99.99, and so on, as long as
    // at least one sample lies beyond the percentile.
    const double samples = static_cast<double>(count);
    for (int decade = 2; decade < 7; ++decade) {
        const double base = percentileOfNines(decade);
        const double step = std::pow(10.0, 1 - decade); // in percent: 0.1 after 99, 0.01 after 99.9
        for (int i = 1; i <= 9; ++i) {
            const double p = base + step * i;
            if ((1.0 - p / 100.0) * samples < 1.0 - 1e-6)
                return list;
            list.append(p);
        }
    }
    return list;
}

QList<PercentileCurve::Point> PercentileCurve::fromHistogram(const LatencyHistogram &histogram)
{
    const QList<double> percentiles = percentilesFor(histogram.total());
    const QList<std::uint64_t> values = histogram.percentiles(percentiles);
    QList<Point> points;
    points.reserve(percentiles.size());
    for (qsizetype i = 0; i < percentiles.size(); ++i)
        points.append({percentiles.at(i), ninesOf(percentiles.at(i)), static_cast<double>(values.at(i))});
    return points;
}
