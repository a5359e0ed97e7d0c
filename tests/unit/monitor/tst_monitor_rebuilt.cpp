// The bytes a rebuild wrote to the replacement, read off each stack's own tool output (captures
// in tests/data/monitor and tests/data/lab, see their READMEs), and the rebuild figures built on
// them. The expected numbers are read off the captured text by hand.
#include "monitortestdata.h"

#include "monitor/parsers/mdadmdetailparser.h"
#include "monitor/parsers/zpoolstatusjsonparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "monitor/rebuild/rebuildfigures.h"
#include "monitor/rebuild/rebuiltbytes.h"
#include "monitor/sample/sizetext.h"

#include <QTest>

namespace {

QStringList captureLines(const QString &name)
{
    return monitorCapture(name).split(QLatin1Char('\n'));
}

qint64 zfsSize(const char *text)
{
    return parseZfsSize(QString::fromLatin1(text)).value_or(-1);
}

} // namespace

class TestMonitorRebuilt : public QObject {
    Q_OBJECT

private slots:
    void zfsResilverIssuedExceedsResilvered();
    void zfsResilverFiguresUseTheToolsFigure();
    void zfsSequentialRebuildNamedForm();
    void zfsNoFinishedResilver_data();
    void zfsNoFinishedResilver();
    void mdadmDetail();
    void mdadmDetailRejects();
    void lvsImageOnTheReplacement();
    void btrfsReplacementUsed();
};

void TestMonitorRebuilt::zfsResilverIssuedExceedsResilvered()
{
    // raidz1 in the virtual lab, mid-resilver: "114M / 217M issued" pool-wide against "37.8M
    // resilvered" onto the new disk. The sample follows what moves (issued); the scan keeps both.
    const auto running = ZpoolStatusParser::parse(monitorCapture(QStringLiteral("recipes/zfs-raidz1-resilver.txt")));
    QVERIFY2(running.ok(), qPrintable(parseErrorText(running)));
    const ZpoolScan &scan = running.value.first().scan;
    QCOMPARE(scan.issuedBytes.value_or(-1), zfsSize("114M"));
    QCOMPARE(scan.processedBytes.value_or(-1), zfsSize("37.8M"));
    QVERIFY(*scan.issuedBytes > 2 * *scan.processedBytes);
    QCOMPARE(scan.sample.bytesDone.value_or(-1), zfsSize("114M"));
    QVERIFY(!RebuiltBytes::fromZpoolStatus(captureLines(QStringLiteral("recipes/zfs-raidz1-resilver.txt"))));

    // The same resilver finished: the figure is the "resilvered" one, not the issued bytes.
    const auto done = RebuiltBytes::fromZpoolStatus(captureLines(QStringLiteral("recipes/zfs-raidz1-resilvered.txt")));
    QVERIFY(done);
    QCOMPARE(done->bytes, zfsSize("73.1M"));
    QCOMPARE(done->lines,
        QStringList {QStringLiteral("scan: resilvered 73.1M in 00:00:07 with 0 errors on Tue Dec  1 05:21:46 2026")});
    QVERIFY(!done->reading.isEmpty());

    // Its JSON a second later: the raw counters agree to ZFS's three digits, and issued is three
    // times processed (every survivor's data and parity was read).
    const auto json
        = ZpoolStatusJsonParser::parse(monitorCapture(QStringLiteral("recipes/zfs-raidz1-resilvered.json")), 0);
    QVERIFY2(json.ok(), qPrintable(parseErrorText(json)));
    const ZpoolScanStats &stats = *json.value.first().scanStats;
    QCOMPARE(stats.processed, qint64(76615680));
    QCOMPARE(stats.issued, qint64(227811328));
    QVERIFY(std::abs(double(stats.processed) - double(done->bytes)) < 0.05 * MiB);
    // The finished sample keeps counting issued bytes; the written ones are the scan's processed.
    const ZpoolStatus &status = json.value.first().status;
    QCOMPARE(status.scan.sample.bytesDone.value_or(-1), stats.issued);
    QCOMPARE(status.finishedRebuilds().value(0).processedBytes.value_or(-1), stats.processed);
}

void TestMonitorRebuilt::zfsResilverFiguresUseTheToolsFigure()
{
    // The series the lab samples: running (issued grows past what the new disk will hold), then
    // finished. Before issue 18 the figure was the largest bytesDone of the series.
    QList<ProgressSample> series;
    for (const char *file : {"zpool-status-vm-resilver.txt", "zpool-status-vm-resilvered.txt"}) {
        const auto parsed = ZpoolStatusParser::parse(monitorCapture(QLatin1String(file)), 1000 * (series.size() + 1));
        QVERIFY2(parsed.ok(), qPrintable(parseErrorText(parsed)));
        series << parsed.value.first().progress();
    }
    QCOMPARE(series.first().bytesDone.value_or(-1), zfsSize("21.8M"));
    const auto figure = RebuiltBytes::fromZpoolStatus(captureLines(QStringLiteral("zpool-status-vm-resilvered.txt")));
    QVERIFY(figure);
    QCOMPARE(figure->bytes, zfsSize("64.7M"));
    RebuildFigures::Inputs inputs;
    inputs.bytesRebuilt = figure->bytes;
    const RebuildFigures figures = RebuildFigures::fromSamples(series, inputs);
    QCOMPARE(figures.bytesRebuilt.value_or(-1), zfsSize("64.7M"));
    QCOMPARE(figures.wallSeconds, 1.0);
    QCOMPARE(figures.meanBytesPerSec.value_or(-1), double(zfsSize("64.7M")));
}

void TestMonitorRebuilt::zfsSequentialRebuildNamedForm()
{
    // dRAID onto its distributed spare: the scrub ZFS starts afterwards is printed first, then the
    // rebuild in its named form.
    const QStringList output = captureLines(QStringLiteral("recipes/zfs-draid1-rebuilt-scrubbed.txt"));
    const auto parsed = ZpoolStatusParser::parse(output.join(QLatin1Char('\n')));
    QVERIFY2(parsed.ok(), qPrintable(parseErrorText(parsed)));
    const ZpoolStatus &pool = parsed.value.first();
    QCOMPARE(pool.scans.size(), 2);
    QCOMPARE(pool.scans.at(0).function, QStringLiteral("scrub"));
    QCOMPARE(pool.scans.at(1).vdev, QStringLiteral("draid1:2d:4c:1s-0"));
    const auto figure = RebuiltBytes::fromZpoolStatus(output);
    QVERIFY(figure);
    QCOMPARE(figure->bytes, zfsSize("46.6M"));
    QCOMPARE(figure->lines.size(), 1);
    QVERIFY(figure->lines.first().startsWith(QLatin1String("scan: resilvered (draid1:2d:4c:1s-0) 46.6M in")));

    // The JSON nests the rebuild in scan_stats.rebuild_stats with its exact count.
    const auto json = ZpoolStatusJsonParser::parse(
        monitorCapture(QStringLiteral("recipes/zfs-draid1-scrub-after-rebuild.json")), 0);
    QVERIFY2(json.ok(), qPrintable(parseErrorText(json)));
    const QList<ZpoolRebuildStats> &rebuilds = json.value.first().rebuildStats;
    QCOMPARE(rebuilds.size(), 1);
    QCOMPARE(rebuilds.first().vdev, QStringLiteral("draid1:2d:4c:1s-0"));
    QCOMPARE(rebuilds.first().state, QStringLiteral("COMPLETE"));
    QCOMPARE(rebuilds.first().rebuilt, qint64(48848896));
    QVERIFY(rebuilds.first().issued > rebuilds.first().rebuilt);
    const QList<ZpoolScan> finished = json.value.first().status.finishedRebuilds();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().processedBytes.value_or(-1), qint64(48848896));
}

void TestMonitorRebuilt::zfsNoFinishedResilver_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("resilver running") << "zpool-status-vm-resilver.txt";
    QTest::newRow("scrubbed, no resilver") << "zpool-status-vm-scrubbed.txt";
    QTest::newRow("never scanned") << "zpool-status-noscan-vm-degraded.txt";
    QTest::newRow("not zpool output") << "mdadm-detail-vm-clean.txt";
}

void TestMonitorRebuilt::zfsNoFinishedResilver()
{
    QFETCH(QString, file);
    QVERIFY(!RebuiltBytes::fromZpoolStatus(captureLines(file)));
}

void TestMonitorRebuilt::mdadmDetail()
{
    const auto parsed = MdadmDetailParser::parse(monitorCapture(QStringLiteral("mdadm-detail-vm-degraded.txt")));
    QVERIFY2(parsed.ok(), qPrintable(parseErrorText(parsed)));
    const MdadmDetail &detail = parsed.value;
    QCOMPARE(detail.device, QStringLiteral("/dev/md0"));
    QCOMPARE(detail.raidLevel, QStringLiteral("raid5"));
    QCOMPARE(detail.arraySizeKiB.value_or(-1), qint64(1044480));
    QCOMPARE(detail.usedDevSizeKiB.value_or(-1), qint64(522240));
    QCOMPARE(detail.state, QStringLiteral("clean, degraded"));
    QCOMPARE(detail.raidDevices.value_or(-1), 3);
    QCOMPARE(detail.activeDevices.value_or(-1), 2);
    QCOMPARE(detail.failedDevices.value_or(-1), 1);

    const auto figure = RebuiltBytes::fromMdadmDetail(captureLines(QStringLiteral("mdadm-detail-vm-degraded.txt")));
    QVERIFY(figure);
    QCOMPARE(figure->bytes, 522240 * KiB);
    QCOMPARE(figure->lines, QStringList {QStringLiteral("Used Dev Size : 522240 (510.00 MiB 534.77 MB)")});
    // A RAID5 of three members holds two members of data.
    QCOMPARE(*detail.arraySizeKiB, 2 * *detail.usedDevSizeKiB);
}

void TestMonitorRebuilt::mdadmDetailRejects()
{
    QVERIFY(!MdadmDetailParser::parse(u"").ok());
    const auto notDetail = MdadmDetailParser::parse(monitorCapture(QStringLiteral("mdstat-vm-clean.txt")));
    QVERIFY(!notDetail.ok());
    QCOMPARE(notDetail.error->line, 1);
    QVERIFY(!RebuiltBytes::fromMdadmDetail(captureLines(QStringLiteral("mdstat-vm-clean.txt"))));
    QVERIFY(!RebuiltBytes::fromMdadmDetail({QStringLiteral("/dev/md0:"), QStringLiteral("Used Dev Size : unknown")}));
}

void TestMonitorRebuilt::lvsImageOnTheReplacement()
{
    const QStringList output = captureLines(QStringLiteral("lvs-images-vm-repaired.txt"));
    // The repair put data_rimage_2 on the replacement (/dev/sdd in the guest).
    const auto figure = RebuiltBytes::fromLvsImages(output, QStringLiteral("data"), {QStringLiteral("/dev/sdd")});
    QVERIFY(figure);
    QCOMPARE(figure->lines.size(), 1);
    QVERIFY2(figure->lines.first().endsWith(QLatin1String("/dev/sdd(1)")), qPrintable(figure->lines.first()));
    const qint64 image = figure->bytes;
    // Each image is half the data LV of a three-disk raid5, as lvs prints it in the same output.
    qint64 lvBytes = -1;
    for (const QString &line : output) {
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (words.value(0) == QLatin1String("data"))
            lvBytes = parseLvmSize(words.value(1)).value_or(-1);
    }
    QCOMPARE(2 * image, lvBytes);
    // No device given: every image has the same size, so that size, with every image line.
    const auto unnamed = RebuiltBytes::fromLvsImages(output, QStringLiteral("data"), {});
    QVERIFY(unnamed);
    QCOMPARE(unnamed->bytes, image);
    QCOMPARE(unnamed->lines.size(), 3);
    QVERIFY(!RebuiltBytes::fromLvsImages(output, QStringLiteral("other"), {QStringLiteral("/dev/sdd")}));
}

void TestMonitorRebuilt::btrfsReplacementUsed()
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/lab/btrfs-filesystem-show-after-replace.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList output = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const auto figure = RebuiltBytes::fromBtrfsShow(output, {QStringLiteral("/dev/loop3")});
    QVERIFY(figure);
    QCOMPARE(figure->bytes, qint64(321.5 * MiB));
    QCOMPARE(figure->lines, QStringList {QStringLiteral("devid    3 size 512.00MiB used 321.50MiB path /dev/loop3")});
    QVERIFY(!RebuiltBytes::fromBtrfsShow(output, {QStringLiteral("/dev/loop9")}));
}

QTEST_GUILESS_MAIN(TestMonitorRebuilt)
#include "tst_monitor_rebuilt.moc"
