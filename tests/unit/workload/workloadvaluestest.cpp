#include "workloadvaluestest.h"

#include "workload/engine/jobworker.h"
#include "workload/engine/offsetsequence.h"
#include "workload/results/fioreport.h"
#include "workload/results/workloadresult.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <cmath>

void WorkloadValuesTest::randomOffsetsVisitEveryBlockOnce_data()
{
    QTest::addColumn<qulonglong>("blocks");
    QTest::newRow("1") << 1ULL;
    QTest::newRow("2") << 2ULL;
    QTest::newRow("1000") << 1000ULL;
    QTest::newRow("1024") << 1024ULL;
    QTest::newRow("1025") << 1025ULL;
    QTest::newRow("65537") << 65537ULL;
}

void WorkloadValuesTest::randomOffsetsVisitEveryBlockOnce()
{
    QFETCH(qulonglong, blocks);
    const std::uint64_t bs = 4096;
    const std::uint64_t start = 1 << 20;
    OffsetSequence sequence(start, blocks * bs + 100, bs, true, 42);
    QCOMPARE(sequence.blocks(), blocks);
    QSet<std::uint64_t> seen;
    QList<std::uint64_t> order;
    for (std::uint64_t i = 0; i < blocks; ++i) {
        const std::uint64_t offset = sequence.next();
        QVERIFY(offset >= start && offset < start + blocks * bs);
        QCOMPARE(offset % bs, 0ULL);
        QVERIFY2(!seen.contains(offset), "a block came twice in one pass");
        seen.insert(offset);
        order.append(offset);
    }
    // The same seed gives the same order (randrepeat); another seed another one.
    OffsetSequence again(start, blocks * bs, bs, true, 42);
    OffsetSequence other(start, blocks * bs, bs, true, 43);
    QList<std::uint64_t> orderAgain;
    QList<std::uint64_t> orderOther;
    for (std::uint64_t i = 0; i < blocks; ++i) {
        orderAgain.append(again.next());
        orderOther.append(other.next());
    }
    QCOMPARE(orderAgain, order);
    if (blocks > 100) {
        QVERIFY(orderOther != order);
        // Not sequential in disguise: few neighbours follow each other.
        int adjacent = 0;
        for (qsizetype i = 1; i < order.size(); ++i)
            adjacent += order[i] == order[i - 1] + bs;
        QVERIFY2(adjacent < order.size() / 20, qPrintable(QString::number(adjacent)));
    }
}

// A stopped job abandons its in-flight I/Os only after no completion for this long: a starved
// guest whose I/Os took seconds each during the run must not lose them after 5 s.
void WorkloadValuesTest::drainWaitsLongerOnASlowMachine()
{
    constexpr std::uint64_t second = 1'000'000'000ULL;
    QCOMPARE(JobWorker::drainPatienceNs(0), 5 * second);
    QCOMPARE(JobWorker::drainPatienceNs(second), 5 * second);
    QCOMPARE(JobWorker::drainPatienceNs(3 * second), 12 * second);
    QCOMPARE(JobWorker::drainPatienceNs(30 * second), 120 * second);
}

void WorkloadValuesTest::sequentialOffsetsWrap()
{
    OffsetSequence sequence(8192, 3 * 4096 + 5, 4096, false, 1);
    QCOMPARE(sequence.next(), 8192ULL);
    QCOMPARE(sequence.next(), 12288ULL);
    QCOMPARE(sequence.next(), 16384ULL);
    QCOMPARE(sequence.next(), 8192ULL);
}

void WorkloadValuesTest::tallyMatchesNaiveStatistics()
{
    DirectionTally a;
    DirectionTally b;
    QList<double> values;
    for (int i = 0; i < 5000; ++i) {
        const std::uint64_t value = 50'000 + static_cast<std::uint64_t>((i * 7919) % 100'000);
        (i % 3 ? a : b).add(4096, value);
        values.append(static_cast<double>(value));
    }
    a.merge(b);
    const DirectionResult result = a.toResult(2'000'000); // 2 s
    double mean = 0;
    for (double v : values)
        mean += v;
    mean /= static_cast<double>(values.size());
    double squares = 0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    const double stddev = std::sqrt(squares / static_cast<double>(values.size() - 1));
    QCOMPARE(result.ios, 5000ULL);
    QCOMPARE(result.ioBytes, 5000ULL * 4096);
    QCOMPARE(result.runtimeMs, 2000);
    QCOMPARE(result.iops, 2500.0);
    QCOMPARE(result.bwBytesPerSec, 2500.0 * 4096);
    QVERIFY(std::fabs(result.clatMeanNs - mean) < 1e-6 * mean);
    QVERIFY(std::fabs(result.clatStddevNs - stddev) < 1e-6 * stddev);
    QCOMPARE(result.clatMinNs, 50'000ULL);
    QCOMPARE(result.percentileNs.size(), 17);
}

void WorkloadValuesTest::fioNumberFormat_data()
{
    // Strings fio 3.33 printed for these values (see tests/data/workload/fio-3.33-randrw.txt).
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    // 1426 reads and 622 writes of 4 KiB in 423 ms:
    QTest::newRow("read iops") << 1426 / 0.423 << QStringLiteral("count") << QStringLiteral("3371");
    QTest::newRow("write iops") << 622 / 0.423 << QStringLiteral("count") << QStringLiteral("1470");
    QTest::newRow("read bw MiB") << 5840896 / 0.423 << QStringLiteral("binary") << QStringLiteral("13.2MiB");
    QTest::newRow("read bw MB") << 5840896 / 0.423 << QStringLiteral("decimal") << QStringLiteral("13.8MB");
    QTest::newRow("write bw KiB") << 2547712 / 0.423 << QStringLiteral("binary") << QStringLiteral("5882KiB");
    QTest::newRow("write bw kB") << 2547712 / 0.423 << QStringLiteral("decimal") << QStringLiteral("6023kB");
    QTest::newRow("read io KiB") << 5840896.0 << QStringLiteral("binary") << QStringLiteral("5704KiB");
    // Seed 000's fio summary lines: "IOPS=62.3k", "(2048MiB/2581msec)", "(14.3GiB/60001msec)".
    QTest::newRow("iops 62.3k") << 62300.0 << QStringLiteral("count") << QStringLiteral("62.3k");
    QTest::newRow("io MiB") << 2147483648.0 << QStringLiteral("binary") << QStringLiteral("2048MiB");
    QTest::newRow("io GiB") << 14.3 * 1073741824.0 << QStringLiteral("binary") << QStringLiteral("14.3GiB");
}

void WorkloadValuesTest::fioNumberFormat()
{
    QFETCH(double, value);
    QFETCH(QString, kind);
    QFETCH(QString, text);
    const QString formatted = kind == QLatin1String("count") ? FioReport::count(value)
                                                             : FioReport::bytes(value, kind == QLatin1String("binary"));
    QCOMPARE(formatted, text);
}

void WorkloadValuesTest::jsonUsesFioFieldNames()
{
    DirectionTally tally;
    for (int i = 0; i < 100; ++i)
        tally.add(4096, 1000 + static_cast<std::uint64_t>(i));
    JobResult job;
    job.jobName = QStringLiteral("j");
    job.read = tally.toResult(1'000'000);
    job.runtimeMs = 1000;
    RunResult run;
    run.jobs.append(job);
    const QJsonObject ours = QJsonDocument::fromJson(FioReport::json(run, {})).object();

    // Every field we produce sits where fio 3.33 puts it (captured fio output).
    QFile capture(QStringLiteral(STACKLAB_TEST_DATA_DIR "/workload/fio-3.33-randrw.json"));
    QVERIFY(capture.open(QIODevice::ReadOnly));
    const QJsonObject fio = QJsonDocument::fromJson(capture.readAll()).object();
    const QJsonObject fioJob = fio.value(QStringLiteral("jobs")).toArray().first().toObject();
    const QJsonObject ourJob = ours.value(QStringLiteral("jobs")).toArray().first().toObject();
    QVERIFY(ours.contains(QStringLiteral("stacklab version")));
    for (const char *key :
        {"jobname", "groupid", "error", "job options", "read", "write", "job_runtime", "usr_cpu", "sys_cpu"}) {
        QVERIFY2(fioJob.contains(QLatin1String(key)), key);
        QVERIFY2(ourJob.contains(QLatin1String(key)), key);
    }
    const QJsonObject fioRead = fioJob.value(QStringLiteral("read")).toObject();
    const QJsonObject ourRead = ourJob.value(QStringLiteral("read")).toObject();
    for (auto it = ourRead.begin(); it != ourRead.end(); ++it)
        QVERIFY2(fioRead.contains(it.key()), qPrintable(it.key()));
    const QJsonObject fioClat = fioRead.value(QStringLiteral("clat_ns")).toObject();
    const QJsonObject ourClat = ourRead.value(QStringLiteral("clat_ns")).toObject();
    QCOMPARE(ourClat.keys(), fioClat.keys());
    QCOMPARE(ourClat.value(QStringLiteral("percentile")).toObject().keys(),
        fioClat.value(QStringLiteral("percentile")).toObject().keys());
    QCOMPARE(ourRead.value(QStringLiteral("io_bytes")).toInteger(), 409600);
    QCOMPARE(ourRead.value(QStringLiteral("bw")).toInteger(), 400); // KiB/s
    QCOMPARE(ourRead.value(QStringLiteral("iops")).toDouble(), 100.0);
    QCOMPARE(ourClat.value(QStringLiteral("N")).toInteger(), 100);
    QCOMPARE(ourClat.value(QStringLiteral("min")).toInteger(), 1000);
    // Our own keys carry a stacklab_ prefix; the buffers' pages only when there were buffers.
    QVERIFY(!ourJob.contains(QStringLiteral("stacklab_buffers")));
    run.jobs[0].buffers = QStringLiteral("thp registered");
    const QJsonObject withBuffers = QJsonDocument::fromJson(FioReport::json(run, {})).object();
    QCOMPARE(withBuffers.value(QStringLiteral("jobs"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("stacklab_buffers")),
        QJsonValue(QStringLiteral("thp registered")));
}
