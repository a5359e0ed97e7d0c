#include "loadseriestest.h"

#include "workload/results/latencyhistogram.h"
#include "workload/results/loadseries.h"
#include "workload/results/workloadsamplejson.h"

#include <QJsonArray>
#include <QTest>

namespace {

// An interval of COUNT completions at LATENCY ns each, half reads and half writes.
WorkloadSample interval(qint64 atMs, std::uint64_t count, std::uint64_t latencyNs)
{
    WorkloadSample sample;
    sample.jobName = QStringLiteral("foreground");
    sample.elapsedMs = atMs;
    sample.intervalMs = 1000;
    sample.read.iops = double(count) / 2.0;
    sample.write.iops = double(count) / 2.0;
    sample.latencyBuckets = {{LatencyHistogram::bucketOf(latencyNs), count}};
    return sample;
}

} // namespace

void LoadSeriesTest::samplesFallIntoTheCurrentPhase()
{
    LoadSeries series;
    series.mark(LoadPhase::BeforePull, 0);
    series.add(interval(1000, 100, 200'000));
    series.mark(LoadPhase::Degraded, 1200);
    series.add(interval(2000, 100, 200'000));
    series.mark(LoadPhase::Rebuilding, 2100);
    series.add(interval(3000, 100, 200'000));
    series.mark(LoadPhase::Degraded, 3100); // a second mark of a phase keeps the first one
    QCOMPARE(series.currentPhase(), LoadPhase::Degraded);
    QCOMPARE(series.marks().size(), 3);
    QCOMPARE(series.marks().at(1), (LoadPhaseMark {LoadPhase::Degraded, 1200}));
    QCOMPARE(series.samples().at(0).phase, LoadPhase::BeforePull);
    QCOMPARE(series.samples().at(1).phase, LoadPhase::Degraded);
    QCOMPARE(series.samples().at(2).phase, LoadPhase::Rebuilding);
    QCOMPARE(series.samples().at(2).iops, 100.0);
}

void LoadSeriesTest::phasePercentilesComeFromMergedHistograms()
{
    // 99 quiet seconds at 200 µs and one second whose 1,000 completions took 50 ms: the phase's
    // p99 is the slow second's latency (1,000 of 10,900 completions are slow), which an average of
    // per-second p99s (about 0.7 ms) would hide.
    LoadSeries series;
    series.mark(LoadPhase::Rebuilding, 0);
    for (int second = 1; second <= 99; ++second)
        series.add(interval(second * 1000, 100, 200'000));
    series.add(interval(100'000, 1000, 50'000'000));
    const LoadSeries::PhaseFigures rebuilding = series.figures(LoadPhase::Rebuilding);
    QCOMPARE(rebuilding.samples, 100);
    QCOMPARE(rebuilding.seconds, 100.0);
    QCOMPARE(rebuilding.iops, 109.0); // 10,900 completions in 100 s
    QCOMPARE(rebuilding.p50Ns, LatencyHistogram::valueOf(LatencyHistogram::bucketOf(200'000)));
    QCOMPARE(rebuilding.p99Ns, LatencyHistogram::valueOf(LatencyHistogram::bucketOf(50'000'000)));
    double meanOfP99s = 0;
    for (const LoadSample &sample : series.samples())
        meanOfP99s += double(sample.p99Ns) / 100.0;
    QVERIFY(meanOfP99s < double(rebuilding.p99Ns) / 20.0);
    // A phase without samples: zeros, not garbage.
    const LoadSeries::PhaseFigures after = series.figures(LoadPhase::After);
    QCOMPARE(after.samples, 0);
    QCOMPARE(after.iops, 0.0);
    QCOMPARE(after.p99Ns, std::uint64_t(0));
}

void LoadSeriesTest::sampleJsonRoundTrips()
{
    WorkloadSample sample = interval(4000, 640, 350'000);
    sample.latencyBuckets.append({LatencyHistogram::bucketOf(9'000'000), 3});
    sample.read.p50LatencyNs = 340'000;
    sample.write.p999LatencyNs = 9'000'000;
    QString error;
    const std::optional<WorkloadSample> back = WorkloadSampleJson::fromJson(WorkloadSampleJson::toJson(sample), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->jobName, sample.jobName);
    QCOMPARE(back->elapsedMs, 4000);
    QCOMPARE(back->read.iops, 320.0);
    QCOMPARE(back->read.p50LatencyNs, std::uint64_t(340'000));
    QCOMPARE(back->write.p999LatencyNs, std::uint64_t(9'000'000));
    QCOMPARE(back->latencyBuckets, sample.latencyBuckets);
}

void LoadSeriesTest::sampleJsonRejectsBadBuckets_data()
{
    QTest::addColumn<QJsonValue>("buckets");
    QTest::addColumn<QString>("field");
    QTest::newRow("bucket past the end") << QJsonValue(QJsonArray {QJsonArray {1856, 1}}) << "latencyBuckets[0]";
    QTest::newRow("negative count") << QJsonValue(QJsonArray {QJsonArray {3, 1}, QJsonArray {4, -2}})
                                    << "latencyBuckets[1]";
    QTest::newRow("not a pair") << QJsonValue(QJsonArray {QJsonArray {3}}) << "latencyBuckets[0]";
}

void LoadSeriesTest::sampleJsonRejectsBadBuckets()
{
    QFETCH(QJsonValue, buckets);
    QFETCH(QString, field);
    QJsonObject json = WorkloadSampleJson::toJson(interval(1000, 10, 1000));
    json.insert(QStringLiteral("latencyBuckets"), buckets);
    QString error;
    QVERIFY(!WorkloadSampleJson::fromJson(json, &error));
    QVERIFY2(error.contains(field), qPrintable(error));
    json.remove(QStringLiteral("elapsedMs"));
    QVERIFY(!WorkloadSampleJson::fromJson(json, &error));
    QVERIFY2(error.contains(QLatin1String("elapsedMs")), qPrintable(error));
}

void LoadSeriesTest::seriesJsonRoundTrips()
{
    LoadSeries series;
    series.mark(LoadPhase::BeforePull, 0);
    series.add(interval(1000, 100, 200'000));
    series.mark(LoadPhase::After, 1500);
    series.add(interval(2000, 80, 900'000));
    QString error;
    const std::optional<LoadSeries> back = LoadSeries::fromJson(series.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->marks(), series.marks());
    QCOMPARE(back->samples().size(), 2);
    QCOMPARE(back->samples().at(1).phase, LoadPhase::After);
    QCOMPARE(back->samples().at(1).p99Ns, series.samples().at(1).p99Ns);
    QCOMPARE(back->currentPhase(), LoadPhase::After);
    QJsonObject bad = series.toJson();
    bad.insert(QStringLiteral("marks"), QJsonArray {QJsonObject {{QStringLiteral("phase"), QStringLiteral("later")}}});
    QVERIFY(!LoadSeries::fromJson(bad, &error));
    QVERIFY2(error.contains(QLatin1String("marks[0].phase")), qPrintable(error));
}
