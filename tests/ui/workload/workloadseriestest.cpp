#include "workloadseriestest.h"

#include "models/workloadsummarymodel.h"
#include "workload/job/jobcatalog.h"
#include "workload/results/percentilecurve.h"
#include "workload/results/workloadseries.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <QRandomGenerator>

#include <cmath>
#include <limits>

using Direction = WorkloadSeries::Direction;
using Metric = WorkloadSeries::Metric;

static JobSpec job(const QString &name, IoPattern pattern, int groupId = 0)
{
    JobSpec spec;
    spec.name = name;
    spec.pattern = pattern;
    spec.groupId = groupId;
    return spec;
}

static WorkloadSample sample(const QString &name, qint64 elapsedMs, double readIops, double writeIops, int group = 0)
{
    WorkloadSample s;
    s.jobName = name;
    s.groupId = group;
    s.elapsedMs = elapsedMs;
    s.intervalMs = 500;
    s.read.iops = readIops;
    s.read.bwBytesPerSec = readIops * 4096;
    s.read.meanLatencyNs = readIops > 0 ? 200000 : 0;
    s.read.p99LatencyNs = readIops > 0 ? 900000 : 0;
    s.write.iops = writeIops;
    s.write.bwBytesPerSec = writeIops * 4096;
    s.write.meanLatencyNs = writeIops > 0 ? 300000 : 0;
    s.write.p99LatencyNs = writeIops > 0 ? 2000000 : 0;
    return s;
}

void WorkloadSeriesTest::declaresSeriesPerDirection_data()
{
    QTest::addColumn<int>("pattern");
    QTest::addColumn<bool>("read");
    QTest::addColumn<bool>("write");
    QTest::newRow("read") << int(IoPattern::Read) << true << false;
    QTest::newRow("randread") << int(IoPattern::RandRead) << true << false;
    QTest::newRow("write") << int(IoPattern::Write) << false << true;
    QTest::newRow("randwrite") << int(IoPattern::RandWrite) << false << true;
    QTest::newRow("rw") << int(IoPattern::ReadWrite) << true << true;
    QTest::newRow("randrw") << int(IoPattern::RandReadWrite) << true << true;
}

void WorkloadSeriesTest::declaresSeriesPerDirection()
{
    QFETCH(int, pattern);
    QFETCH(bool, read);
    QFETCH(bool, write);
    WorkloadSeries series;
    series.setJobs({job(QStringLiteral("a"), IoPattern(pattern))});
    QCOMPARE(series.indexOf(QStringLiteral("a"), Direction::Read) >= 0, read);
    QCOMPARE(series.indexOf(QStringLiteral("a"), Direction::Write) >= 0, write);
    QCOMPARE(series.series().size(), qsizetype(read) + qsizetype(write));
    QCOMPARE(series.pointCount(), 0);
}

void WorkloadSeriesTest::appendsPointsPerDirection()
{
    WorkloadSeries series;
    series.setJobs({job(QStringLiteral("mix"), IoPattern::RandReadWrite)});
    const WorkloadSeries::Change first = series.append(sample(QStringLiteral("mix"), 500, 1000, 250));
    QCOMPARE(first.appended.size(), 2);
    series.append(sample(QStringLiteral("mix"), 1000, 0, 500)); // no read completed in this interval

    const WorkloadSeries::Series &read = series.series().at(series.indexOf(QStringLiteral("mix"), Direction::Read));
    const WorkloadSeries::Series &write = series.series().at(series.indexOf(QStringLiteral("mix"), Direction::Write));
    QCOMPARE(read.points.size(), 2);
    QCOMPARE(write.points.size(), 2);
    QCOMPARE(read.points.at(0).seconds, 0.5);
    QCOMPARE(read.points.at(0).iops, 1000.0);
    QCOMPARE(read.points.at(0).bwBytesPerSec, 1000.0 * 4096);
    QCOMPARE(read.points.at(0).meanLatencyNs, 200000.0);
    QCOMPARE(read.points.at(1).iops, 0.0);
    QVERIFY(std::isnan(read.points.at(1).meanLatencyNs)); // a gap, not a zero latency
    QVERIFY(std::isnan(read.points.at(1).p99LatencyNs));
    QCOMPARE(write.points.at(1).iops, 500.0);
    QCOMPARE(write.points.at(1).p99LatencyNs, 2000000.0);
    QCOMPARE(series.endSeconds(), 1.0);
    QCOMPARE(series.maxValue(Metric::Iops), 1000.0);
    QCOMPARE(series.maxValue(Metric::P99Latency), 2000000.0);
    QCOMPARE(series.minPositiveValue(Metric::MeanLatency), 200000.0);
}

void WorkloadSeriesTest::laterGroupsContinueTheTimeline()
{
    WorkloadSeries series;
    series.setJobs({job(QStringLiteral("w"), IoPattern::Write, 0), job(QStringLiteral("r"), IoPattern::Read, 1)});
    series.append(sample(QStringLiteral("w"), 500, 0, 100, 0));
    series.append(sample(QStringLiteral("w"), 1000, 0, 100, 0));
    series.append(sample(QStringLiteral("w"), 1500, 0, 100, 0));
    series.append(sample(QStringLiteral("r"), 500, 100, 0, 1)); // the second stonewall group starts at 0 again
    series.append(sample(QStringLiteral("r"), 1000, 100, 0, 1));
    const WorkloadSeries::Series &read = series.series().at(series.indexOf(QStringLiteral("r"), Direction::Read));
    QCOMPARE(read.points.at(0).seconds, 2.0);
    QCOMPARE(read.points.at(1).seconds, 2.5);
    QCOMPARE(read.jobIndex, 1);
    QCOMPARE(series.endSeconds(), 2.5);
    // A read-only job never gets a write series.
    QCOMPARE(series.indexOf(QStringLiteral("r"), Direction::Write), -1);
}

void WorkloadSeriesTest::undeclaredJobsShowOnlyTheirDirections()
{
    WorkloadSeries series;
    const WorkloadSeries::Change change = series.append(sample(QStringLiteral("x"), 500, 0, 42));
    QCOMPARE(change.appended.size(), 1);
    QCOMPARE(series.indexOf(QStringLiteral("x"), Direction::Read), -1);
    QCOMPARE(series.indexOf(QStringLiteral("x"), Direction::Write), 0);
}

void WorkloadSeriesTest::compactsLongRuns()
{
    WorkloadSeries series;
    series.setMaxPoints(16);
    series.setJobs({job(QStringLiteral("r"), IoPattern::Read)});
    for (int i = 1; i <= 16; ++i)
        QCOMPARE(series.append(sample(QStringLiteral("r"), i * 500, 100, 0)).appended.size(), 1);
    WorkloadSample spike = sample(QStringLiteral("r"), 17 * 500, 300, 0);
    spike.read.p99LatencyNs = 50000000;
    const WorkloadSeries::Change change = series.append(spike);
    QCOMPARE(change.appended, QList<int>({0}));
    const WorkloadSeries::Series &read = series.series().at(0);
    QCOMPARE(read.compactions, 1);
    QCOMPARE(read.points.size(), 9); // 17 points: 8 pairs and the last one
    QCOMPARE(read.points.at(0).seconds, 1.0); // the later point's time
    QCOMPARE(read.points.at(0).iops, 100.0);
    QCOMPARE(read.points.last().p99LatencyNs, 50000000.0); // the spike survives
    QCOMPARE(read.points.last().iops, 300.0);
    QCOMPARE(series.maxValue(Metric::Iops), 300.0);
    // The tracks the charts draw are not thinned: every sample went in.
    QCOMPARE(read.track(Metric::Iops).sampleCount(), 17);
    QCOMPARE(read.track(Metric::P99Latency).sampleCount(), 17);
}

void WorkloadSeriesTest::tracksKeepPeaksOfTenHours()
{
    // Ten hours at 500 ms: 72,000 samples, one spike and one dip, drawn 550 pixels wide.
    MinMaxTrack track;
    for (int i = 0; i < 72000; ++i)
        track.append(0.5 * (i + 1), i == 43210 ? 9999.0 : (i == 60001 ? 1.0 : 100.0 + i % 7));
    QCOMPARE(track.sampleCount(), 72000);
    QVERIFY(track.columnWidth() * MinMaxTrack::ColumnCount >= 36000.0);
    const QList<QPointF> drawn = track.draw(0, 36000.0, 550);
    QVERIFY2(drawn.size() <= 2 * 550, qPrintable(QString::number(drawn.size())));
    QVERIFY(drawn.size() >= 550);
    bool peak = false;
    bool dip = false;
    for (qsizetype i = 0; i < drawn.size(); ++i) {
        peak = peak || (drawn.at(i).y() == 9999.0 && drawn.at(i).x() == 0.5 * 43211);
        dip = dip || (drawn.at(i).y() == 1.0 && drawn.at(i).x() == 0.5 * 60002);
        if (i > 0)
            QVERIFY(drawn.at(i).x() >= drawn.at(i - 1).x()); // time order
    }
    QVERIFY(peak); // at the time it happened, not moved to a column edge
    QVERIFY(dip);
}

void WorkloadSeriesTest::tracksDrawMinAndMaxOfEveryPixel()
{
    // Fewer samples than columns: each column holds one, so every pixel's minimum and maximum
    // must be exactly those of the raw samples in it.
    MinMaxTrack track;
    QList<QPointF> raw;
    QRandomGenerator random(5);
    for (int i = 0; i < 3000; ++i) {
        const QPointF point(0.5 * (i + 1), random.bounded(1000.0));
        raw.append(point);
        track.append(point.x(), point.y());
    }
    const int pixels = 317;
    const double from = 0;
    const double to = 1500.0;
    const QList<QPointF> drawn = track.draw(from, to, pixels);
    // The lowest and highest value among `points` that fall into pixel column `p`.
    auto extremes = [&](const QList<QPointF> &points, int p) {
        QPair<double, double> range {1e9, -1e9};
        for (const QPointF &point : points) {
            if (std::min(pixels - 1, int((point.x() - from) * pixels / (to - from))) == p) {
                range.first = std::min(range.first, point.y());
                range.second = std::max(range.second, point.y());
            }
        }
        return range;
    };
    for (int p = 0; p < pixels; ++p)
        QCOMPARE(extremes(drawn, p), extremes(raw, p));
    // Sparse: every sample comes back as it was.
    QCOMPARE(track.draw(0, 1500.0, 4000).size(), 3000);
}

void WorkloadSeriesTest::trackGapsBreakTheLine()
{
    MinMaxTrack track;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (int i = 0; i < 100; ++i)
        track.append(i + 1.0, i >= 40 && i < 60 ? nan : 5.0);
    const QList<QPointF> drawn = track.draw(0, 100.0, 10); // 10 samples per pixel
    // Samples 41-60 are gaps: pixel 4 (x 40-49) has a value and a gap, pixel 5 only gaps,
    // pixel 6 a gap and values. Each of them breaks the line once, in time order.
    QList<double> gapTimes;
    QList<QPointF> pixel5;
    for (const QPointF &point : drawn) {
        if (std::isnan(point.y()))
            gapTimes.append(point.x());
        if (point.x() >= 50 && point.x() < 60)
            pixel5.append(point);
    }
    QCOMPARE(gapTimes, (QList<double> {41, 50, 60}));
    QCOMPARE(pixel5.size(), 1);
    QVERIFY(std::isnan(pixel5.first().y()));
    QVERIFY(!std::isnan(drawn.first().y()));
    QVERIFY(!std::isnan(drawn.last().y()));
}

void WorkloadSeriesTest::percentilesFollowTheSampleCount_data()
{
    QTest::addColumn<quint64>("count");
    QTest::addColumn<int>("size");
    QTest::addColumn<double>("last");
    QTest::newRow("none") << quint64(0) << 0 << 0.0;
    QTest::newRow("50 I/Os") << quint64(50) << 99 << 99.0;
    QTest::newRow("1000 I/Os") << quint64(1000) << 108 << 99.9;
    QTest::newRow("100k I/Os") << quint64(100000) << 126 << 99.999;
}

void WorkloadSeriesTest::percentilesFollowTheSampleCount()
{
    QFETCH(quint64, count);
    QFETCH(int, size);
    QFETCH(double, last);
    const QList<double> list = PercentileCurve::percentilesFor(count);
    QCOMPARE(list.size(), size);
    if (size > 0) {
        QCOMPARE(list.first(), 1.0);
        QVERIFY(std::abs(list.last() - last) < 1e-9);
        QVERIFY(std::is_sorted(list.cbegin(), list.cend()));
    }
}

void WorkloadSeriesTest::percentileCurveFromHistogram()
{
    QVERIFY(std::abs(PercentileCurve::ninesOf(90) - 1) < 1e-9);
    QVERIFY(std::abs(PercentileCurve::ninesOf(99.9) - 3) < 1e-9);
    QVERIFY(std::abs(PercentileCurve::percentileOfNines(2) - 99) < 1e-9);

    LatencyHistogram histogram;
    for (int i = 1; i <= 10000; ++i)
        histogram.add(static_cast<std::uint64_t>(i) * 1000); // 1 µs … 10 ms, uniform
    const QList<PercentileCurve::Point> curve = PercentileCurve::fromHistogram(histogram);
    QVERIFY(!curve.isEmpty());
    for (qsizetype i = 1; i < curve.size(); ++i) {
        QVERIFY(curve.at(i).nines > curve.at(i - 1).nines);
        QVERIFY(curve.at(i).latencyNs >= curve.at(i - 1).latencyNs);
    }
    // p50 of 1..10000 µs is 5 ms within fio's bucket error (1/128).
    for (const PercentileCurve::Point &point : curve) {
        if (point.percentile == 50)
            QVERIFY(std::abs(point.latencyNs - 5e6) <= 5e6 / 128 + 1000);
    }
}

static DirectionResult direction(double iops, std::uint64_t maxNs)
{
    DirectionResult dir;
    dir.ios = static_cast<std::uint64_t>(iops);
    dir.ioBytes = dir.ios * 4096;
    dir.iops = iops;
    dir.bwBytesPerSec = iops * 4096;
    dir.clatMeanNs = 250000;
    dir.clatMaxNs = maxNs;
    dir.percentileList = LatencyHistogram::defaultPercentiles();
    for (const double p : dir.percentileList)
        dir.percentileNs.append(static_cast<std::uint64_t>(p * 10000));
    return dir;
}

void WorkloadSeriesTest::summaryRows()
{
    WorkloadSummaryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    RunResult run;
    JobResult mixed;
    mixed.jobName = QStringLiteral("mixed");
    mixed.read = direction(52500, 5000000);
    mixed.write = direction(1000, 9000000);
    mixed.usrCpuPercent = 12.5;
    JobResult failed;
    failed.jobName = QStringLiteral("broken");
    failed.error = 5;
    failed.errorText = QStringLiteral("I/O error (EIO) at offset 0: the device failed");
    run.jobs = {mixed, failed};
    model.setResult(run);

    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(WorkloadSummaryModel::ColumnCount));
    const int read = model.rowOf(QStringLiteral("mixed"), false);
    const int write = model.rowOf(QStringLiteral("mixed"), true);
    QCOMPARE(read, 0);
    QCOMPARE(write, 1);
    auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(read, WorkloadSummaryModel::IopsColumn), QStringLiteral("52.5k"));
    QCOMPARE(
        model.index(read, WorkloadSummaryModel::IopsColumn).data(WorkloadSummaryModel::SortRole).toDouble(), 52500.0);
    QCOMPARE(text(write, WorkloadSummaryModel::DirectionColumn), QStringLiteral("write"));
    QCOMPARE(text(read, WorkloadSummaryModel::P99Column), QStringLiteral("990 µs")); // 99 * 10000 ns
    QCOMPARE(text(read, WorkloadSummaryModel::MaxColumn), QStringLiteral("5.00 ms"));
    QCOMPARE(text(read, WorkloadSummaryModel::UsrCpuColumn), QStringLiteral("12.5 %"));
    QVERIFY(text(read, WorkloadSummaryModel::ErrorColumn).isEmpty());
    // A job without I/O keeps one row with its error.
    QCOMPARE(text(2, WorkloadSummaryModel::JobColumn), QStringLiteral("broken"));
    QVERIFY(text(2, WorkloadSummaryModel::ErrorColumn).contains(QStringLiteral("EIO")));

    JobResult later;
    later.jobName = QStringLiteral("later");
    later.read = direction(10, 1000);
    model.addJob(later);
    model.addJob(later); // reported twice (jobFinished, then finished): listed once
    QCOMPARE(model.rowCount(), 4);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void WorkloadSeriesTest::latencyText_data()
{
    QTest::addColumn<double>("ns");
    QTest::addColumn<QString>("text");
    QTest::newRow("ns") << 850.0 << QStringLiteral("850 ns");
    QTest::newRow("few µs") << 4200.0 << QStringLiteral("4.2 µs");
    QTest::newRow("µs") << 330000.0 << QStringLiteral("330 µs");
    QTest::newRow("few ms") << 5200000.0 << QStringLiteral("5.20 ms");
    QTest::newRow("ms") << 52000000.0 << QStringLiteral("52.0 ms");
    QTest::newRow("s") << 1250000000.0 << QStringLiteral("1.25 s");
}

void WorkloadSeriesTest::latencyText()
{
    QFETCH(double, ns);
    QFETCH(QString, text);
    QCOMPARE(WorkloadSummaryModel::latencyText(ns), text);
}

void WorkloadSeriesTest::builtinJobs()
{
    const QList<JobCatalog::Entry> jobs = JobCatalog::builtins();
    QStringList names;
    for (const JobCatalog::Entry &entry : jobs)
        names << entry.name;
    QVERIFY2(names.contains(QStringLiteral("storage-bench")), qPrintable(names.join(u',')));
    QVERIFY(names.contains(QStringLiteral("randwrite-4k")));
    for (const JobCatalog::Entry &entry : jobs) {
        QString text;
        QString error;
        QVERIFY2(JobCatalog::read(entry.path, &text, &error), qPrintable(error));
        QVERIFY(text.contains(QLatin1Char('[')));
    }
    QCOMPARE(JobCatalog::descriptionOf(QStringLiteral("\n; Seed 004's job\n[a]\n")), QStringLiteral("Seed 004's job"));
    QCOMPARE(JobCatalog::descriptionOf(QStringLiteral("[a]\n; not a description\n")), QString());
    QString text;
    QString error;
    QVERIFY(!JobCatalog::read(QStringLiteral("/nonexistent/job.fio"), &text, &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent/job.fio")));
}
