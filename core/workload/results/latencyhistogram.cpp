#include "workload/results/latencyhistogram.h"

std::uint64_t LatencyHistogram::valueOf(int bucket)
{
    if (bucket < 2 * PlatVal)
        return static_cast<std::uint64_t>(bucket);
    const int errorBits = (bucket >> PlatBits) - 1;
    const std::uint64_t base = std::uint64_t(1) << (errorBits + PlatBits);
    const std::uint64_t k = static_cast<std::uint64_t>(bucket % PlatVal);
    // fio computes base + ((k + 0.5) * (1 << error_bits)) in double and truncates.
    return base + static_cast<std::uint64_t>((static_cast<double>(k) + 0.5) * static_cast<double>(1ULL << errorBits));
}

std::uint64_t LatencyHistogram::lowerBoundOf(int bucket)
{
    if (bucket < 2 * PlatVal)
        return static_cast<std::uint64_t>(bucket);
    const int errorBits = (bucket >> PlatBits) - 1;
    const std::uint64_t base = std::uint64_t(1) << (errorBits + PlatBits);
    return base + (static_cast<std::uint64_t>(bucket % PlatVal) << errorBits);
}

QList<double> LatencyHistogram::defaultPercentiles()
{
    return {1.0, 5.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 95.0, 99.0, 99.5, 99.9, 99.95, 99.99};
}

void LatencyHistogram::merge(const LatencyHistogram &other)
{
    for (std::size_t i = 0; i < m_counts.size(); ++i)
        m_counts[i] += other.m_counts[i];
}

std::uint64_t LatencyHistogram::total() const
{
    std::uint64_t sum = 0;
    for (std::uint64_t c : m_counts)
        sum += c;
    return sum;
}

QList<std::uint64_t> LatencyHistogram::percentiles(const QList<double> &list) const
{
    QList<std::uint64_t> values(list.size(), 0);
    const std::uint64_t nr = total();
    if (nr == 0 || list.isEmpty())
        return values;
    // As fio's calc_clat_percentiles(): walk the buckets once, the list is in ascending order.
    std::uint64_t sum = 0;
    qsizetype j = 0;
    for (int i = 0; i < BucketCount && j < list.size(); ++i) {
        sum += m_counts[static_cast<std::size_t>(i)];
        while (j < list.size() && static_cast<long double>(sum) >= static_cast<long double>(list[j]) / 100.0L * nr) {
            values[j] = valueOf(i);
            ++j;
        }
    }
    return values;
}
