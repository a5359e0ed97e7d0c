#include "workload/results/workloadresult.h"

#include <algorithm>
#include <cmath>

std::uint64_t DirectionResult::percentileValue(double p) const
{
    for (qsizetype i = 0; i < percentileList.size() && i < percentileNs.size(); ++i) {
        if (qFuzzyCompare(percentileList[i], p))
            return percentileNs[i];
    }
    return histogram.percentile(p);
}

void DirectionTally::merge(const DirectionTally &other)
{
    if (other.ios == 0)
        return;
    // Chan et al.'s parallel form of Welford's update.
    const double n1 = static_cast<double>(ios);
    const double n2 = static_cast<double>(other.ios);
    const double delta = other.clatMeanNs - clatMeanNs;
    clatMeanNs += delta * n2 / (n1 + n2);
    clatM2 += other.clatM2 + delta * delta * n1 * n2 / (n1 + n2);
    ioBytes += other.ioBytes;
    ios += other.ios;
    clatMinNs = std::min(clatMinNs, other.clatMinNs);
    clatMaxNs = std::max(clatMaxNs, other.clatMaxNs);
    histogram.merge(other.histogram);
}

DirectionResult DirectionTally::toResult(std::int64_t runtimeUs) const
{
    const std::int64_t runtimeMs = (runtimeUs + 500) / 1000;
    DirectionResult result;
    result.ioBytes = ioBytes;
    result.ios = ios;
    result.runtimeMs = ios > 0 ? runtimeMs : 0;
    if (ios > 0 && runtimeUs > 0) {
        result.bwBytesPerSec = static_cast<double>(ioBytes) * 1e6 / static_cast<double>(runtimeUs);
        result.iops = static_cast<double>(ios) * 1e6 / static_cast<double>(runtimeUs);
    }
    if (ios > 0) {
        result.clatMinNs = clatMinNs;
        result.clatMaxNs = clatMaxNs;
        result.clatMeanNs = clatMeanNs;
        // Sample standard deviation, as fio reports it.
        const double variance = ios > 1 ? clatM2 / (static_cast<double>(ios) - 1.0) : 0.0;
        result.clatStddevNs = variance > 0 ? std::sqrt(variance) : 0.0;
    }
    result.histogram = histogram;
    result.percentileList = LatencyHistogram::defaultPercentiles();
    result.percentileNs = histogram.percentiles(result.percentileList);
    return result;
}

int RunResult::firstError() const
{
    for (const JobResult &job : jobs) {
        if (job.error != 0)
            return job.error;
    }
    return 0;
}
