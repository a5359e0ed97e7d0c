#include "monitor/parsers/btrfsstatusparser.h"
#include "monitor/rebuild/progressjson.h"
#include "monitor/rebuild/rebuildfigures.h"
#include "monitor/sample/sizetext.h"
#include "monitortestdata.h"

#include <QTest>

#include <cmath>

class TestMonitorBtrfs : public QObject {
    Q_OBJECT

private slots:
    void replaceStatus_data();
    void replaceStatus();
    void replaceRejects_data();
    void replaceRejects();
    void scrubStatus_data();
    void scrubStatus();
    void scrubRejects();
    void sizes_data();
    void sizes();
    void durations_data();
    void durations();
    void figuresFromReplacePoll();
    void figuresLowerBound();
    void sampleJson();
};

void TestMonitorBtrfs::replaceStatus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("state");
    QTest::addColumn<double>("percent");
    QTest::addColumn<qint64>("errors");
    QTest::addColumn<QString>("endedOn");
    QTest::newRow("never started") << "btrfs-replace-never-started.txt"
                                   << "idle" << -1.0 << qint64(-1) << "";
    QTest::newRow("running") << "btrfs-replace-running.txt"
                             << "replace" << 5.5 << qint64(0) << "";
    QTest::newRow("finished") << "btrfs-replace-finished.txt"
                              << "finished" << 100.0 << qint64(0) << "1.Dec 02:22:24";
    QTest::newRow("canceled") << "btrfs-replace-canceled.txt"
                              << "canceled" << 0.0 << qint64(0) << "1.Dec 02:22:31";
}

void TestMonitorBtrfs::replaceStatus()
{
    QFETCH(QString, file);
    const auto result = BtrfsReplaceStatusParser::parse(monitorCapture(file), 42);
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    QTEST(progressStateName(result.value.progress.state), "state");
    QTEST(result.value.progress.percent.value_or(-1), "percent");
    QTEST(result.value.progress.errors.value_or(-1), "errors");
    QTEST(result.value.endedOn, "endedOn");
    QCOMPARE(result.value.progress.timestampMs, qint64(42));
    QCOMPARE(result.value.samples.size(), 1);
}

void TestMonitorBtrfs::replaceRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("other tool") << QStringLiteral("Never started\nscrub started on /mnt\n") << 2;
    QTest::newRow("no counters") << QStringLiteral("16.7% done\n") << 1;
    QTest::newRow("empty") << QStringLiteral("\n") << 0;
}

void TestMonitorBtrfs::replaceRejects()
{
    QFETCH(QString, text);
    const auto result = BtrfsReplaceStatusParser::parse(text);
    QVERIFY(!result.ok());
    QTEST(result.error->line, "line");
}

void TestMonitorBtrfs::scrubStatus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("state");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("done");
    QTest::addColumn<double>("percent");
    QTest::addColumn<qint64>("errors");
    const qint64 total = std::llround(5.87 * GiB);
    QTest::newRow("never") << "btrfs-scrub-never.txt"
                           << "idle" << qint64(288 * KiB) << qint64(-1) << -1.0 << qint64(0);
    QTest::newRow("running, no stats yet") << "btrfs-scrub-running.txt"
                                           << "scrub" << total << qint64(0) << 0.0 << qint64(0);
    QTest::newRow("finished") << "btrfs-scrub-finished.txt"
                              << "finished" << total << total << 100.0 << qint64(0);
    QTest::newRow("finished -R") << "btrfs-scrub-finished-raw.txt"
                                 << "finished" << qint64(-1) << qint64(6291456000 + 6520832) << 100.0 << qint64(0);
    QTest::newRow("aborted") << "btrfs-scrub-canceled.txt"
                             << "canceled" << total << qint64(-1) << -1.0 << qint64(0);
}

void TestMonitorBtrfs::scrubStatus()
{
    QFETCH(QString, file);
    const auto result = BtrfsScrubStatusParser::parse(monitorCapture(file));
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    const ProgressSample &sample = result.value.progress;
    QTEST(progressStateName(sample.state), "state");
    QTEST(sample.bytesTotal.value_or(-1), "total");
    QTEST(sample.bytesDone.value_or(-1), "done");
    QTEST(sample.percent.value_or(-1), "percent");
    QTEST(sample.errors.value_or(-1), "errors");
    QVERIFY(result.value.uuid.startsWith(QLatin1String("db108dd6")));
}

void TestMonitorBtrfs::scrubRejects()
{
    QVERIFY(!BtrfsScrubStatusParser::parse(u"Total to scrub:   lots\nUUID: x\n").ok());
    QVERIFY(!BtrfsScrubStatusParser::parse(u"16.7% done, 0 write errs, 0 uncorr. read errs\n").ok());
    QVERIFY(!BtrfsScrubStatusParser::parse(u"").ok());
}

void TestMonitorBtrfs::sizes_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes"); // -1: rejected
    QTest::newRow("zfs bytes") << "zfs"
                               << "0B" << qint64(0);
    QTest::newRow("zfs bare zero (0.6)") << "zfs"
                                         << "0" << qint64(0);
    QTest::newRow("zfs K") << "zfs"
                           << "432K" << qint64(432 * KiB);
    QTest::newRow("zfs G decimals") << "zfs"
                                    << "1.80G" << std::llround(1.80 * GiB);
    QTest::newRow("zfs T") << "zfs"
                           << "2.12T" << std::llround(2.12 * 1024.0 * GiB);
    QTest::newRow("zfs junk") << "zfs"
                              << "1.8 G" << qint64(-1);
    QTest::newRow("btrfs GiB") << "btrfs"
                               << "2.35GiB" << std::llround(2.35 * GiB);
    QTest::newRow("btrfs B") << "btrfs"
                             << "0.00B" << qint64(0);
    QTest::newRow("btrfs KiB") << "btrfs"
                               << "288.00KiB" << qint64(288 * KiB);
    QTest::newRow("btrfs SI") << "btrfs"
                              << "1.50MB" << qint64(1500000);
    QTest::newRow("btrfs junk") << "btrfs"
                                << "2.35Gb" << qint64(-1);
    QTest::newRow("lvm bytes") << "lvm"
                               << "3221225472B" << qint64(3221225472);
    QTest::newRow("lvm binary g") << "lvm"
                                  << "19.98g" << std::llround(19.98 * GiB);
    QTest::newRow("lvm SI G") << "lvm"
                              << "20.00G" << qint64(20000000000);
    QTest::newRow("lvm rounded") << "lvm"
                                 << "<4.00m" << qint64(4 * MiB);
    QTest::newRow("lvm bare") << "lvm"
                              << "1073741824" << qint64(1073741824);
    QTest::newRow("lvm empty") << "lvm"
                               << "" << qint64(-1);
}

void TestMonitorBtrfs::sizes()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    std::optional<qint64> value;
    if (kind == QLatin1String("zfs"))
        value = parseZfsSize(text);
    else if (kind == QLatin1String("btrfs"))
        value = parseBtrfsSize(text);
    else
        value = parseLvmSize(text);
    QTEST(value.value_or(-1), "bytes");
}

void TestMonitorBtrfs::durations_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("seconds");
    QTest::newRow("zfs clock") << "16:23:57" << qint64(59037);
    QTest::newRow("zfs days") << "0 days 15:31:31" << qint64(55891);
    QTest::newRow("zfs 2 days") << "2 days 00:00:01" << qint64(172801);
    QTest::newRow("btrfs") << "0:00:05" << qint64(5);
    QTest::newRow("zfs 0.7") << "123h32m" << qint64(444720);
    QTest::newRow("md finish") << "5.8min" << qint64(348);
    QTest::newRow("junk") << "soon" << qint64(-1);
}

void TestMonitorBtrfs::durations()
{
    QFETCH(QString, text);
    QTEST(parseDurationSeconds(text).value_or(-1), "seconds");
}

// The poll log of a real replace (README: capture on loop devices): "EPOCH.NANOS LINE" per poll.
void TestMonitorBtrfs::figuresFromReplacePoll()
{
    const QStringList lines = monitorCapture(QStringLiteral("btrfs-replace-poll.log")).split(QLatin1Char('\n'));
    QList<ProgressSample> samples;
    for (const QString &line : lines) {
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        if (space < 0)
            continue;
        const qint64 ms = std::llround(line.left(space).toDouble() * 1000.0);
        const auto parsed = BtrfsReplaceStatusParser::parse(line.mid(space + 1), ms);
        QVERIFY2(parsed.ok(), qPrintable(line));
        samples << parsed.value.progress;
    }
    QVERIFY(samples.size() > 100);
    QCOMPARE(samples.last().state, ProgressState::Finished);
    // Chunks allocated per device before the replace (btrfs-usage-before-replace.txt):
    // data 3.00 GiB + metadata 256 MiB + system 8 MiB.
    const qint64 bytes = 3 * GiB + 264 * MiB;
    RebuildFigures::Inputs inputs;
    inputs.bytesRebuilt = bytes;
    inputs.replacementWriteBytesPerSec = 1879.0 * MiB; // FACTS.md: fio seq write on this machine
    const RebuildFigures figures = RebuildFigures::fromSamples(samples, inputs);
    QVERIFY2(figures.wallSeconds > 20 && figures.wallSeconds < 35, qPrintable(QString::number(figures.wallSeconds)));
    QCOMPARE(figures.bytesRebuilt.value_or(-1), bytes);
    QVERIFY(std::abs(figures.meanBytesPerSec.value_or(-1) - double(bytes) / figures.wallSeconds) < 1e-6);
    QVERIFY(figures.lowerBoundSeconds.has_value());
    QVERIFY(*figures.efficiency > 0 && *figures.efficiency < 1);
    QCOMPARE(figures.samples, static_cast<int>(samples.size()));
}

void TestMonitorBtrfs::figuresLowerBound()
{
    QCOMPARE(rebuildLowerBoundSeconds(100 * MiB, 50.0 * MiB).value_or(-1), 2.0);
    QVERIFY(!rebuildLowerBoundSeconds(100, 0));

    // A 400 MiB member (md style): peak is the fastest percent step applied to the member, mean
    // over the wall time.
    QList<ProgressSample> series;
    const double percent[] = {0, 25, 37.5, 100};
    for (int i = 0; i < 4; ++i) {
        ProgressSample s;
        s.timestampMs = 1000 * i;
        s.state = ProgressState::Recovery;
        s.percent = percent[i];
        s.bytesDone = qint64(percent[i] * 4 * MiB);
        series << s;
    }
    ProgressSample end;
    end.timestampMs = 4000;
    end.state = ProgressState::Finished;
    series << end;
    RebuildFigures::Inputs inputs;
    inputs.replacementWriteBytesPerSec = 200.0 * MiB;
    inputs.bytesRebuilt = 400 * MiB;
    const RebuildFigures figures = RebuildFigures::fromSamples(series, inputs);
    QCOMPARE(figures.wallSeconds, 4.0);
    QCOMPARE(figures.bytesRebuilt.value_or(-1), 400 * MiB);
    QCOMPARE(figures.peakBytesPerSec, 250.0 * MiB);
    QCOMPARE(figures.meanBytesPerSec.value_or(-1), 100.0 * MiB);
    QCOMPARE(figures.lowerBoundSeconds.value_or(-1), 2.0);
    QCOMPARE(figures.efficiency.value_or(-1), 0.5);

    // Without the stack's own figure there is no byte figure, whatever the samples counted.
    const RebuildFigures unknown = RebuildFigures::fromSamples(series, {});
    QVERIFY(!unknown.bytesRebuilt);
    QVERIFY(!unknown.meanBytesPerSec);
    QVERIFY(!unknown.lowerBoundSeconds);
}

void TestMonitorBtrfs::sampleJson()
{
    const auto result = BtrfsReplaceStatusParser::parse(monitorCapture(QStringLiteral("btrfs-replace-running.txt")), 5);
    QVERIFY(result.ok());
    const QJsonObject json = btrfsReplaceToJson(result.value);
    QCOMPARE(json.value(QLatin1String("kind")).toString(), QStringLiteral("btrfs-replace"));
    const QJsonObject progress = json.value(QLatin1String("progress")).toObject();
    QCOMPARE(progress.value(QLatin1String("state")).toString(), QStringLiteral("replace"));
    QCOMPARE(progress.value(QLatin1String("percent")).toDouble(), 5.5);
    QCOMPARE(progress.value(QLatin1String("timestamp_ms")).toDouble(), 5.0);
    QVERIFY(!progress.contains(QLatin1String("eta_s")));
    QCOMPARE(progressStateFromName(QStringLiteral("resilver")), ProgressState::Resilver);
    QVERIFY(!progressStateFromName(QStringLiteral("bogus")));
}

QTEST_GUILESS_MAIN(TestMonitorBtrfs)
#include "tst_monitor_btrfs.moc"
