#pragma once

#include <QList>

#include <array>
#include <cstdint>

// Completion latencies in nanoseconds, bucketed exactly as fio's stat.h does: values below
// 128 ns are exact, above that 64 buckets per power of two (error at most 1/128 of the value),
// 29 groups, 1856 buckets. A bucket reports its midpoint, and percentiles are taken by
// cumulative count as fio's calc_clat_percentiles() does, so our figures match fio's.
class LatencyHistogram {
public:
    static constexpr int PlatBits = 6;
    static constexpr int PlatVal = 1 << PlatBits;
    static constexpr int GroupCount = 29;
    static constexpr int BucketCount = GroupCount * PlatVal; // 1856

    // fio's plat_val_to_idx(): the bucket a latency falls into.
    static int bucketOf(std::uint64_t ns)
    {
        if (ns < 2 * PlatVal) // msb <= PlatBits: exact
            return static_cast<int>(ns);
        const int msb = 63 - __builtin_clzll(ns);
        const int errorBits = msb - PlatBits;
        const std::uint64_t base = static_cast<std::uint64_t>(errorBits + 1) << PlatBits;
        const std::uint64_t offset = (PlatVal - 1) & (ns >> errorBits);
        const std::uint64_t index = base + offset;
        return index < BucketCount - 1 ? static_cast<int>(index) : BucketCount - 1;
    }
    // fio's plat_idx_to_val(): the value a bucket stands for (its midpoint).
    static std::uint64_t valueOf(int bucket);
    // Lowest value that falls into the bucket (for tests and plots).
    static std::uint64_t lowerBoundOf(int bucket);

    // fio's default percentile list: 1,5,10,20,30,40,50,60,70,80,90,95,99,99.5,99.9,99.95,99.99.
    static QList<double> defaultPercentiles();

    void add(std::uint64_t ns) { ++m_counts[static_cast<std::size_t>(bucketOf(ns))]; }
    void addToBucket(int bucket, std::uint64_t count) { m_counts[static_cast<std::size_t>(bucket)] += count; }
    void merge(const LatencyHistogram &other);
    void clear() { m_counts.fill(0); }

    std::uint64_t count(int bucket) const { return m_counts[static_cast<std::size_t>(bucket)]; }
    std::uint64_t total() const;
    bool isEmpty() const { return total() == 0; }

    // Percentile values in ns, one per entry of `percentiles` (0..100), by cumulative count.
    // Empty histogram: all zeros.
    QList<std::uint64_t> percentiles(const QList<double> &percentiles) const;
    std::uint64_t percentile(double p) const { return percentiles({p}).constFirst(); }

    bool operator==(const LatencyHistogram &other) const = default;

private:
    std::array<std::uint64_t, BucketCount> m_counts {};
};
