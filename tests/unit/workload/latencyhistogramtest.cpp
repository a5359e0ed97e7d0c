#include "latencyhistogramtest.h"

#include "workload/results/latencyhistogram.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

void LatencyHistogramTest::geometry()
{
    QCOMPARE(LatencyHistogram::BucketCount, 1856);
    QCOMPARE(LatencyHistogram::bucketOf(0), 0);
    // Buckets tile the value range without gaps or overlaps.
    for (int b = 0; b + 1 < LatencyHistogram::BucketCount; ++b) {
        QVERIFY(LatencyHistogram::lowerBoundOf(b) < LatencyHistogram::lowerBoundOf(b + 1));
        QCOMPARE(LatencyHistogram::bucketOf(LatencyHistogram::lowerBoundOf(b)), b);
        QCOMPARE(LatencyHistogram::bucketOf(LatencyHistogram::lowerBoundOf(b + 1) - 1), b);
    }
    // Anything beyond the last group lands in the last bucket, as in fio.
    QCOMPARE(LatencyHistogram::bucketOf(UINT64_MAX), LatencyHistogram::BucketCount - 1);
    QCOMPARE(LatencyHistogram::bucketOf(std::uint64_t(1) << 40), LatencyHistogram::BucketCount - 1);
}

void LatencyHistogramTest::exactBelow128()
{
    for (std::uint64_t v = 0; v < 128; ++v) {
        QCOMPARE(LatencyHistogram::bucketOf(v), static_cast<int>(v));
        QCOMPARE(LatencyHistogram::valueOf(static_cast<int>(v)), v);
    }
    QVERIFY(LatencyHistogram::bucketOf(128) == LatencyHistogram::bucketOf(129));
}

void LatencyHistogramTest::knownFioValues_data()
{
    // A job's clat max and the 99.99th percentile fio 3.33 printed for it (the max's bucket
    // midpoint): tests/data/workload/fio-3.33-randrw.json, and one more run on this machine.
    QTest::addColumn<qulonglong>("value");
    QTest::addColumn<qulonglong>("reported");
    QTest::newRow("capture read max") << 1940750ULL << 1941504ULL;
    QTest::newRow("capture write max") << 4678969ULL << 4685824ULL;
    QTest::newRow("other run read max") << 3484600ULL << 3489792ULL;
    QTest::newRow("other run write max") << 1553365ULL << 1548288ULL;
    // From fio's formula: base + (k + 0.5) * 2^error_bits.
    QTest::newRow("first rounded group") << 128ULL << 129ULL;
    QTest::newRow("second group") << 256ULL << 258ULL;
    QTest::newRow("521") << 521ULL << 524ULL;
}

void LatencyHistogramTest::knownFioValues()
{
    QFETCH(qulonglong, value);
    QFETCH(qulonglong, reported);
    QCOMPARE(LatencyHistogram::valueOf(LatencyHistogram::bucketOf(value)), reported);
}

void LatencyHistogramTest::errorBound()
{
    std::mt19937_64 random(7);
    for (int i = 0; i < 200000; ++i) {
        const int bits = 7 + static_cast<int>(random() % 27); // 128 ns .. ~17 s
        const std::uint64_t value = (std::uint64_t(1) << bits) + random() % (std::uint64_t(1) << bits);
        const std::uint64_t reported = LatencyHistogram::valueOf(LatencyHistogram::bucketOf(value));
        const double error = std::fabs(static_cast<double>(reported) - static_cast<double>(value));
        QVERIFY2(error <= static_cast<double>(value) / 128.0,
            qPrintable(QStringLiteral("%1 reported as %2").arg(value).arg(reported)));
    }
}

void LatencyHistogramTest::percentilesMatchSortedSamples_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("seed");
    QTest::newRow("10k log-normal") << 10000 << 1;
    QTest::newRow("997 log-normal") << 997 << 2;
    QTest::newRow("100k log-normal") << 100000 << 3;
    QTest::newRow("3 samples") << 3 << 4;
}

void LatencyHistogramTest::percentilesMatchSortedSamples()
{
    QFETCH(int, samples);
    QFETCH(int, seed);
    std::mt19937_64 random(static_cast<std::uint64_t>(seed));
    std::lognormal_distribution<double> latency(11.0, 1.2); // around 60 us, long tail
    std::vector<std::uint64_t> values;
    LatencyHistogram histogram;
    for (int i = 0; i < samples; ++i) {
        const auto value = static_cast<std::uint64_t>(latency(random));
        values.push_back(value);
        histogram.add(value);
    }
    std::sort(values.begin(), values.end());
    QCOMPARE(histogram.total(), static_cast<std::uint64_t>(samples));

    const QList<double> list = LatencyHistogram::defaultPercentiles();
    QCOMPARE(list.size(), 17);
    const QList<std::uint64_t> reported = histogram.percentiles(list);
    for (qsizetype i = 0; i < list.size(); ++i) {
        // fio: the first bucket whose cumulative count reaches p% of N, i.e. the bucket of the
        // sample of rank ceil(p/100 * N) in sorted order.
        // (In long double, as fio compares: 99.99 as a double is a hair below 99.99.)
        const long double threshold = static_cast<long double>(list[i]) / 100.0L * samples;
        const auto rank = static_cast<std::size_t>(std::ceil(threshold));
        const std::uint64_t exact = values[std::max<std::size_t>(rank, 1) - 1];
        QCOMPARE(reported[i], LatencyHistogram::valueOf(LatencyHistogram::bucketOf(exact)));
        const double error = std::fabs(static_cast<double>(reported[i]) - static_cast<double>(exact));
        QVERIFY(exact < 128 ? error == 0 : error <= static_cast<double>(exact) / 128.0);
    }
}

void LatencyHistogramTest::emptyAndMerge()
{
    LatencyHistogram empty;
    QVERIFY(empty.isEmpty());
    QCOMPARE(empty.percentiles(LatencyHistogram::defaultPercentiles()),
        QList<std::uint64_t>(LatencyHistogram::defaultPercentiles().size(), 0));

    LatencyHistogram a;
    LatencyHistogram b;
    LatencyHistogram both;
    for (std::uint64_t v = 100; v < 100000; v += 37) {
        (v % 2 ? a : b).add(v);
        both.add(v);
    }
    a.merge(b);
    QVERIFY(a == both);
    QCOMPARE(a.percentile(50), both.percentile(50));
}
