#include "monitor/parsers/zpoolstatusjsonparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "monitortestdata.h"

#include <QDir>
#include <QTest>

#include <cmath>

namespace {
qint64 zfs(double value, qint64 unit)
{
    return std::llround(value * static_cast<double>(unit));
}
constexpr qint64 TiB = 1024 * GiB;
} // namespace

class TestMonitorZfs : public QObject {
    Q_OBJECT

private slots:
    void scanSamples_data();
    void scanSamples();
    void scanDetails();
    void vdevTree();
    void expansion_data();
    void expansion();
    void rejects_data();
    void rejects();
    void vmCapturesParse();
    void jsonScanStats();
    void jsonRejects();
};

void TestMonitorZfs::scanSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pool");
    QTest::addColumn<QString>("function");
    QTest::addColumn<QString>("state"); // of ZpoolStatus::progress()
    QTest::addColumn<double>("percent");
    QTest::addColumn<qint64>("bytesDone");
    QTest::addColumn<qint64>("bytesTotal");
    QTest::addColumn<double>("speed");
    QTest::addColumn<qint64>("eta");
    QTest::addColumn<bool>("degraded");

    QTest::newRow("2.0 resilver, days form") << "zpool-status-resilver-2.0-days.txt"
                                             << "zfspool"
                                             << "resilver"
                                             << "resilver" << 0.11 << zfs(17.4, GiB) << zfs(14.9, TiB)
                                             << double(zfs(278, MiB)) << qint64(15 * 3600 + 31 * 60 + 31) << true;
    QTest::newRow("resilver, no estimate")
        << "zpool-status-resilver-noeta.txt"
        << "tresor1"
        << "resilver"
        << "resilver" << 0.0 << zfs(324, KiB) << zfs(2.51, TiB) << double(zfs(29.5, KiB)) << qint64(-1) << true;
    QTest::newRow("0.7 resilver, scanned out of") << "zpool-status-resilver-0.7.txt"
                                                  << "Data"
                                                  << "resilver"
                                                  << "resilver" << 0.01 << zfs(72.6, MiB) << zfs(1.03, TiB)
                                                  << double(zfs(2.42, MiB)) << qint64(123 * 3600 + 32 * 60) << true;
    QTest::newRow("2.1 resilver, cksum counter") << "zpool-status-resilver-2.1-cksum.txt"
                                                 << "data"
                                                 << "resilver"
                                                 << "resilver" << 0.08 << zfs(1.80, GiB) << zfs(2.12, TiB)
                                                 << double(zfs(37.6, MiB)) << qint64(16 * 3600 + 23 * 60 + 57) << false;
    QTest::newRow("2.2 resilver, nothing issued")
        << "zpool-status-resilver-2.2-noissue.txt"
        << "tank"
        << "resilver"
        << "resilver" << 0.0 << qint64(0) << zfs(18.4, TiB) << -1.0 << qint64(-1) << true;
    QTest::newRow("2.1 resilvered") << "zpool-status-resilvered-2.1.txt"
                                    << "ztest"
                                    << "resilver"
                                    << "finished" << 100.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false;
    QTest::newRow("2.1 scrub running") << "zpool-status-scrub-2.1-progress.txt"
                                       << "ztest"
                                       << "scrub"
                                       << "scrub" << 10.18 << zfs(378, MiB) << zfs(3.62, GiB) << double(zfs(54.0, MiB))
                                       << qint64(61) << false;
    QTest::newRow("scrub on a degraded pool")
        << "zpool-status-scrub-unavail-logs.txt"
        << "rpool"
        << "scrub"
        << "scrub" << 20.80 << zfs(6.68, TiB) << zfs(32.1, TiB) << 0.0 << qint64(-1) << true;
    QTest::newRow("0.6 scrub running") << "zpool-status-scrub-0.6.txt"
                                       << "zroot"
                                       << "scrub"
                                       << "scrub" << 0.04 << zfs(39.1, MiB) << zfs(106, GiB) << double(zfs(1.45, MiB))
                                       << qint64(20 * 3600 + 47 * 60) << false;
    QTest::newRow("0.6 scrubbed") << "zpool-status-scrubbed-0.6.txt"
                                  << "zroot"
                                  << "scrub"
                                  << "finished" << 100.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false;
    QTest::newRow("vm 2.3.2 resilver") << "zpool-status-vm-resilver.txt"
                                       << "tank"
                                       << "resilver"
                                       << "resilver" << 11.31 << zfs(21.8, MiB) << zfs(193, MiB)
                                       << double(zfs(21.8, MiB)) << qint64(7) << true;
    QTest::newRow("zfs-fuse scrub: none requested")
        << "zpool-status-zfsfuse-none.txt"
        << "sltank"
        << "none"
        << "idle" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false;
    QTest::newRow("vm 2.3.2 never scanned")
        << "zpool-status-noscan-vm-online.txt"
        << "tank"
        << "none"
        << "idle" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false;
    QTest::newRow("vm 2.3.2 never scanned, disk removed")
        << "zpool-status-noscan-vm-degraded.txt"
        << "tank"
        << "none"
        << "degraded" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << true;
    QTest::newRow("2.2 scrub, nothing issued")
        << "zpool-status-scrub-2.2-noissue.txt"
        << "vmdata"
        << "scrub"
        << "scrub" << 0.0 << qint64(0) << zfs(75.7, GiB) << -1.0 << qint64(-1) << false;
}

void TestMonitorZfs::scanSamples()
{
    QFETCH(QString, file);
    const auto result = ZpoolStatusParser::parse(monitorCapture(file), 555);
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    QCOMPARE(result.value.size(), 1);
    const ZpoolStatus &pool = result.value.first();
    const ProgressSample sample = pool.progress();
    QTEST(pool.pool, "pool");
    QTEST(pool.scan.function, "function");
    QTEST(progressStateName(sample.state), "state");
    QFETCH(double, percent);
    QVERIFY2(std::abs(sample.percent.value_or(-1) - percent) < 1e-9,
        qPrintable(QString::number(sample.percent.value_or(-1))));
    QTEST(sample.bytesDone.value_or(-1), "bytesDone");
    QTEST(sample.bytesTotal.value_or(-1), "bytesTotal");
    QTEST(sample.speedBytesPerSec.value_or(-1), "speed");
    QTEST(sample.etaSeconds.value_or(-1), "eta");
    QTEST(pool.degraded(), "degraded");
    QCOMPARE(sample.timestampMs, qint64(555));
    QVERIFY(!sample.rawLines.isEmpty());
}

void TestMonitorZfs::scanDetails()
{
    auto parse = [](const char *file) {
        const auto result = ZpoolStatusParser::parse(monitorCapture(QString::fromLatin1(file)));
        return result.ok() ? result.value.value(0) : ZpoolStatus {};
    };
    const ZpoolStatus days = parse("zpool-status-resilver-2.0-days.txt");
    QCOMPARE(days.scan.scannedBytes.value_or(-1), zfs(2.57, TiB));
    QCOMPARE(days.scan.scanRate.value_or(-1), double(zfs(41.1, GiB)));
    QCOMPARE(days.scan.processedBytes.value_or(-1), zfs(11.6, GiB));
    QCOMPARE(days.scan.since, QStringLiteral("Mon Apr  5 18:25:47 2021"));
    QVERIFY(days.status.startsWith(QLatin1String("One or more devices is currently being resilvered.")));
    QVERIFY(days.status.endsWith(QLatin1String("possibly in a degraded state.")));

    const ZpoolStatus done = parse("zpool-status-resilvered-2.1.txt");
    QCOMPARE(done.scan.processedBytes.value_or(-1), zfs(432, KiB));
    QCOMPARE(done.scan.durationSeconds.value_or(-1), qint64(1));
    QCOMPARE(done.scan.sample.errors.value_or(-1), qint64(0));
    QCOMPARE(done.scan.endedOn, QStringLiteral("Fri Dec 23 11:14:23 2022"));
    QCOMPARE(done.errors, QStringLiteral("No known data errors"));

    const ZpoolStatus scrubbed = parse("zpool-status-scrubbed-0.6.txt");
    QCOMPARE(scrubbed.scan.durationSeconds.value_or(-1), qint64(2 * 3600 + 51 * 60));

    const ZpoolStatus corrupt = parse("zpool-status-scrub-2.2-noissue.txt");
    QVERIFY(corrupt.errors.startsWith(QLatin1String("Permanent errors")));
    QVERIFY(corrupt.errors.contains(QLatin1String("vmdata/vm-100-disk-0:<0x1>")));
    QCOMPARE(corrupt.scan.scanRate.value_or(-1), double(zfs(8.37, KiB)));
    QVERIFY(!corrupt.scan.issueRate);
}

void TestMonitorZfs::vdevTree()
{
    const auto result = ZpoolStatusParser::parse(monitorCapture(QStringLiteral("zpool-status-resilver-noeta.txt")));
    QVERIFY(result.ok());
    const QList<ZpoolVdev> &vdevs = result.value.first().vdevs;
    QCOMPARE(vdevs.size(), 6);
    const QList<int> depths {
        vdevs[0].depth, vdevs[1].depth, vdevs[2].depth, vdevs[3].depth, vdevs[4].depth, vdevs[5].depth};
    QCOMPARE(depths, (QList<int> {0, 1, 2, 3, 3, 2}));
    QCOMPARE(vdevs[2].name, QStringLiteral("replacing-0"));
    QCOMPARE(vdevs[3].state, QStringLiteral("UNAVAIL"));
    QVERIFY(vdevs[3].note.startsWith(QLatin1String("was /dev/disk/by-id/ata-WDC_WD30EFRX")));
    QCOMPARE(result.value.first().unhealthyDevices(), QStringList {QStringLiteral("6544112441320430488")});

    const auto cksum = ZpoolStatusParser::parse(monitorCapture(QStringLiteral("zpool-status-resilver-2.1-cksum.txt")));
    QVERIFY(cksum.ok());
    const ZpoolVdev &disk = cksum.value.first().vdevs.last();
    QCOMPARE(disk.checksumErrors.value_or(-1), qint64(1352));
    QCOMPARE(disk.note, QStringLiteral("(resilvering)"));
    QCOMPARE(disk.depth, 2);

    const auto days = ZpoolStatusParser::parse(monitorCapture(QStringLiteral("zpool-status-resilver-2.0-days.txt")));
    QVERIFY(days.ok());
    QCOMPARE(days.value.first().unhealthyDevices(), QStringList {QStringLiteral("/home/me/openzfs-tmp/fake1.img")});
}

void TestMonitorZfs::expansion_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("percent");
    QTest::addColumn<qint64>("copied");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("eta");
    QTest::newRow("nearly done") << "zpool-status-expand-progress.txt" << 95.75 << zfs(563, KiB) << zfs(588, KiB)
                                 << qint64(1);
    QTest::newRow("past 100%, slow") << "zpool-status-expand-slow.txt" << 120.25 << zfs(924, KiB) << zfs(768, KiB)
                                     << qint64(-1);
    QTest::newRow("large") << "zpool-status-expand-large.txt" << 0.06 << zfs(17.1, GiB) << zfs(28.5, TiB)
                           << qint64(16 * 3600 + 36 * 60 + 3);
}

void TestMonitorZfs::expansion()
{
    QFETCH(QString, file);
    const auto result = ZpoolStatusParser::parse(monitorCapture(file));
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    const ZpoolStatus &pool = result.value.first();
    QVERIFY(pool.expand.has_value());
    QCOMPARE(pool.expand->vdev, QStringLiteral("raidz2-0"));
    const ProgressSample sample = pool.progress();
    QCOMPARE(sample.state, ProgressState::Reshape);
    QTEST(sample.percent.value_or(-1), "percent");
    QTEST(sample.bytesDone.value_or(-1), "copied");
    QTEST(sample.bytesTotal.value_or(-1), "total");
    QTEST(sample.etaSeconds.value_or(-1), "eta");
}

void TestMonitorZfs::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::newRow("unknown scan") << QStringLiteral("  pool: x\n state: ONLINE\n  scan: scrub wandering\n") << 3;
    QTest::newRow("unknown progress") << QStringLiteral(
        "  pool: x\n state: ONLINE\n  scan: scrub in progress since Mon\n\tweird line here\n")
                                      << 4;
    QTest::newRow("row without state") << QStringLiteral(
        "  pool: x\n state: ONLINE\nconfig:\n\n\tNAME STATE READ WRITE CKSUM\n\tx\n")
                                       << 6;
    QTest::newRow("stray text") << QStringLiteral("  pool: x\nHello world\n") << 2;
    QTest::newRow("empty") << QString() << 0;
}

void TestMonitorZfs::rejects()
{
    QFETCH(QString, text);
    const auto result = ZpoolStatusParser::parse(text);
    QVERIFY(!result.ok());
    QTEST(result.error->line, "line");
}

// Captures from the virtual lab (engineer "vm", OpenZFS 2.3.2) land in tests/data/monitor as
// zpool-status-vm-*.txt and zpool-status-json-vm-*.json: every one of them must parse.
void TestMonitorZfs::vmCapturesParse()
{
    const QDir dir(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor"));
    QVERIFY(!dir.entryList({QStringLiteral("zpool-status-json-vm-*.json")}, QDir::Files).isEmpty());
    const QStringList texts = dir.entryList({QStringLiteral("zpool-status-vm-*.txt")}, QDir::Files);
    for (const QString &name : texts) {
        const auto result = ZpoolStatusParser::parse(monitorCapture(name));
        QVERIFY2(result.ok(), qPrintable(name + QLatin1String(": ") + parseErrorText(result)));
        QVERIFY2(result.value.first().progress().state != ProgressState::Unknown, qPrintable(name));
    }
    const QStringList jsons = dir.entryList({QStringLiteral("zpool-status-json-vm-*.json")}, QDir::Files);
    for (const QString &name : jsons) {
        const auto result = ZpoolStatusJsonParser::parse(monitorCapture(name), 0);
        QVERIFY2(result.ok(), qPrintable(name + QLatin1String(": ") + parseErrorText(result)));
        QVERIFY2(!result.value.isEmpty(), qPrintable(name));
    }
}

void TestMonitorZfs::jsonScanStats()
{
    // The key set of scan_stats as zpool_main.c writes it with --json-int; the numbers are a
    // resilver 40 s into its pass with 1 GiB of 4 GiB issued.
    const QString json = QStringLiteral(R"({"output_version":{"command":"zpool status","vers_major":0,"vers_minor":1},
"pools":{"tank":{"name":"tank","state":"DEGRADED","error_count":0,
"vdevs":{"tank":{"name":"tank","vdev_type":"root","state":"DEGRADED","read_errors":0,"write_errors":0,"checksum_errors":0,
"vdevs":{"raidz1-0":{"name":"raidz1-0","vdev_type":"raidz","state":"DEGRADED","read_errors":0,"write_errors":0,"checksum_errors":0,
"vdevs":{"sda1":{"name":"sda1","vdev_type":"disk","state":"REMOVED","read_errors":0,"write_errors":0,"checksum_errors":0}}}}}},
"scan_stats":{"function":"RESILVER","state":"SCANNING","start_time":1000,"end_time":0,"to_examine":4294967296,
"examined":4294967296,"skipped":0,"processed":1073741824,"errors":0,"bytes_per_scan":4294967296,"pass_start":1000,
"scrub_pause":0,"scrub_spent_paused":0,"issued_bytes_per_scan":1073741824,"issued":1073741824}}}})");
    const auto result = ZpoolStatusJsonParser::parse(json, 1040 * 1000);
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    QCOMPARE(result.value.size(), 1);
    const ZpoolStatus &pool = result.value.first().status;
    QCOMPARE(pool.vdevs.size(), 3);
    QCOMPARE(pool.unhealthyDevices(), QStringList {QStringLiteral("sda1")});
    const ProgressSample &sample = pool.scan.sample;
    QCOMPARE(sample.state, ProgressState::Resilver);
    QCOMPARE(sample.percent.value_or(-1), 25.0);
    QCOMPARE(sample.speedBytesPerSec.value_or(-1), 1073741824.0 / 40);
    QCOMPARE(sample.etaSeconds.value_or(-1), qint64(120));

    ZpoolScanStats finished;
    finished.function = QStringLiteral("SCRUB");
    finished.state = QStringLiteral("FINISHED");
    finished.startTime = 100;
    finished.endTime = 110;
    finished.issued = 10 * MiB;
    finished.processed = 0;
    const ProgressSample done = ZpoolStatusJsonParser::sampleFromScanStats(finished, 0);
    QCOMPARE(done.state, ProgressState::Finished);
    QCOMPARE(done.speedBytesPerSec.value_or(-1), double(MiB));
}

void TestMonitorZfs::jsonRejects()
{
    QVERIFY(!ZpoolStatusJsonParser::parse(u"{\"report\": []}", 0).ok());
    const auto broken = ZpoolStatusJsonParser::parse(u"{\n\"pools\": {\n\"tank\": \n", 0);
    QVERIFY(!broken.ok());
    QVERIFY(broken.error->line >= 3);
}

QTEST_GUILESS_MAIN(TestMonitorZfs)
#include "tst_monitor_zfs.moc"
