#include "lab/figures/diskload.h"
#include "lab/outcome/diskmodelreport.h"
#include "report/export/reportexport.h"
#include "stacks/recipe/measurementkeys.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

// Issue 28's proof and scale model: a phase's disk load from two disk-stats readings (captured on
// this machine around a known loop device write, tests/data/monitor/README.md), and the report's
// disk model built from a session's figures.
namespace {

BlockStatSnapshot capture(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/blockstat/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return BlockStatParser::parse(QString::fromUtf8(file.readAll())).value;
}

ReportMeasurement figure(double value, const QString &line = {})
{
    ReportSource source;
    source.kind = ReportSource::Kind::Measured;
    if (!line.isEmpty())
        source.lines = {line};
    return ReportMeasurement::of({value}, {source});
}

} // namespace

class TestDiskModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void loadOfCapturedWrite()
    {
        const BlockStatSnapshot before = capture(QStringLiteral("before.txt"));
        const BlockStatSnapshot after = capture(QStringLiteral("after.txt"));
        QVERIFY(!before.disks.isEmpty());
        const DiskProfile hdd = *DiskProfile::builtIn(QStringLiteral("hdd"));
        // loop1 stood still; loop0 took 10 MiB in 48 requests over 0.26 s.
        const std::optional<DiskLoad> load
            = DiskLoad::between(before, after, {QStringLiteral("loop1"), QStringLiteral("loop0")}, hdd);
        QVERIFY(load);
        QCOMPARE(load->disk, QStringLiteral("loop0"));
        QCOMPARE(qRound(load->seconds * 100), 26);
        QCOMPARE(qRound(load->bytesPerSecond), qRound(10 * 1024 * 1024 / 0.26));
        QCOMPARE(qRound(load->iops), qRound(48 / 0.26));
        QCOMPARE(qRound(load->busyPercent), qRound(3.2 / 0.26));
        // 38.5 MiB/s against the 25 MiB/s cap: bytes, not requests (185 of 400), set the share.
        QCOMPARE(qRound(load->capPercent), qRound(100 * 10 / 0.26 / 25));
        QVERIFY(load->diskBound());
        QCOMPARE(load->sustainedRate(), 38LL * 1024 * 1024);

        // The same load against a cap it stayed below: the emulator's pace.
        const DiskProfile fast = DiskProfile::custom(hdd, 100LL * 1024 * 1024, 0);
        const std::optional<DiskLoad> slow = DiskLoad::between(before, after, {QStringLiteral("loop0")}, fast);
        QVERIFY(slow && !slow->diskBound());
        QVERIFY(slow->text().contains(QStringLiteral("emulator-bound")));

        // Unthrottled: no cap to measure against.
        const std::optional<DiskLoad> free
            = DiskLoad::between(before, after, {QStringLiteral("loop0")}, DiskProfile::unthrottled());
        QVERIFY(free && !free->isThrottled() && !free->diskBound());

        // A pulled disk (no reading after) is left out; none left: no load.
        BlockStatSnapshot pulled = after;
        pulled.disks.remove(QStringLiteral("loop0"));
        QVERIFY(!DiskLoad::between(before, pulled, {QStringLiteral("loop0")}, hdd));
        // Readings in the wrong order give no time.
        QVERIFY(!DiskLoad::between(after, before, {QStringLiteral("loop0")}, hdd));
    }

    // A rebuild phase whose commands leave the disk idle for a third of the window: the whole
    // window runs at 67 % of the cap, its I/O at the cap. The steadiest stretch tells them apart.
    void steadiestStretch()
    {
        const DiskProfile hdd = *DiskProfile::builtIn(QStringLiteral("hdd"));
        const quint64 capSectorsPerSecond = quint64(hdd.labBytesPerSecond / 512);
        auto at = [](double uptime, quint64 sectors) {
            BlockStatSnapshot s;
            s.uptimeSeconds = uptime;
            BlockStat stat;
            stat.writeSectors = sectors;
            stat.writeIos = sectors / 256; // 128 KiB requests
            s.disks.insert(QStringLiteral("sdd"), stat);
            return s;
        };
        // 5 s of commands, 20 s of I/O at the cap in readings 2 s apart, 5 s of commands.
        QList<BlockStatSnapshot> readings {at(100, 0)};
        for (int t = 5; t <= 25; t += 2)
            readings << at(100 + t, quint64(t - 5) * capSectorsPerSecond);
        readings << at(130, 20 * capSectorsPerSecond);
        const std::optional<DiskLoad> load = DiskLoad::steadiest(readings, {QStringLiteral("sdd")}, hdd, 12);
        QVERIFY(load);
        QCOMPARE(qRound(load->capPercent), 67);
        QCOMPARE(qRound(load->steadyCapPercent), 100);
        QVERIFY(load->steadySeconds >= 12);
        QVERIFY(load->diskBound());
        QVERIFY(load->text().contains(QStringLiteral("disk-bound")));

        // The same window with the I/O at 60 % of the cap: no stretch reaches 80 %.
        QList<BlockStatSnapshot> slow {at(100, 0)};
        for (int t = 5; t <= 25; t += 2)
            slow << at(100 + t, quint64(t - 5) * capSectorsPerSecond * 6 / 10);
        slow << at(130, 12 * capSectorsPerSecond);
        const std::optional<DiskLoad> paced = DiskLoad::steadiest(slow, {QStringLiteral("sdd")}, hdd, 12);
        QVERIFY(paced && !paced->diskBound());
        QCOMPARE(qRound(paced->steadyCapPercent), 60);
        // One reading: nothing to measure.
        QVERIFY(!DiskLoad::steadiest({at(100, 0)}, {QStringLiteral("sdd")}, hdd, 12));
    }

    void reportScalesOnlyDiskBoundRows()
    {
        SessionMetadata metadata;
        metadata.diskProfile = *DiskProfile::builtIn(QStringLiteral("hdd"));
        metadata.labDiskBytes = 1024LL * 1024 * 1024;

        ReportStack md;
        md.name = QStringLiteral("mdadm-raid5");
        md.measurements.insert(MeasurementKey::RebuildS, figure(41.3));
        md.measurements.insert(DiskLoad::windowKey(QStringLiteral("rebuild")), figure(41.6, QStringLiteral("sdd: ok")));
        md.measurements.insert(DiskLoad::capKey(QStringLiteral("rebuild")), figure(99));
        md.measurements.insert(MeasurementKey::CopyS, figure(30));
        md.measurements.insert(DiskLoad::windowKey(QStringLiteral("dataset")), figure(31));
        md.measurements.insert(DiskLoad::capKey(QStringLiteral("dataset")), figure(40));
        md.measurements.insert(DiskLoad::windowKey(QStringLiteral("scrub")), figure(12));
        md.measurements.insert(DiskLoad::capKey(QStringLiteral("scrub")), figure(95));

        const ReportDiskModel model = DiskModelReport::build(metadata, {md});
        QVERIFY(!model.isEmpty());
        QVERIFY(model.profile.contains(QStringLiteral("hdd")));
        // 1 GiB at 25 MiB/s stands for 8 TB at 200 MB/s: 40,000 s for the 40.96 s of a whole disk.
        QCOMPARE(qRound(model.timeScale * 40.96), 40000);
        QCOMPARE(model.phases.size(), 3);
        const ReportDiskPhase &copy = model.phases.at(0);
        QCOMPARE(copy.phase, QStringLiteral("dataset"));
        QVERIFY(!copy.diskBound);
        QCOMPARE(copy.scaledSeconds, -1.0);
        QCOMPARE(copy.labSeconds, 30.0);
        const ReportDiskPhase &rebuild = model.phases.at(1);
        QVERIFY(rebuild.diskBound);
        QCOMPARE(rebuild.labSeconds, 41.3);
        QCOMPARE(rebuild.scaledSeconds, 41.3 * model.timeScale);
        QCOMPARE(rebuild.load, QStringLiteral("sdd: ok"));
        // The scrub was disk-bound but has no time row: shown, not scaled.
        const ReportDiskPhase &scrub = model.phases.at(2);
        QVERIFY(scrub.diskBound);
        QVERIFY(scrub.rowKey.isEmpty());
        QCOMPARE(scrub.scaledSeconds, -1.0);

        ComparisonReport report;
        report.stacks = {md};
        report.diskModel = model;
        const QString markdown = toMarkdown(report);
        QVERIFY(markdown.contains(QStringLiteral("## Disk model")));
        QVERIFY(markdown.contains(QStringLiteral("not scaled: the emulator set the pace")));
        QVERIFY(markdown.contains(QStringLiteral("cannot show: seeks")));
        QVERIFY(markdown.contains(QStringLiteral("11.2 h"))); // 41.3 s × 976.6
        const QJsonObject json = QJsonDocument::fromJson(toJson(report)).object();
        QCOMPARE(json.value(QLatin1String("disk_model")).toObject().value(QLatin1String("phases")).toArray().size(), 3);
        QVERIFY(QString::fromUtf8(toCsv(report)).contains(QStringLiteral("disk_model.rebuild")));
        QVERIFY(toHtml(report).contains(QStringLiteral("Disk model")));

        // Unthrottled: the section says every time is the emulator's and scales nothing.
        metadata.diskProfile = DiskProfile::unthrottled();
        const ReportDiskModel free = DiskModelReport::build(metadata, {md});
        QCOMPARE(free.timeScale, 0.0);
        QVERIFY(std::all_of(
            free.phases.begin(), free.phases.end(), [](const ReportDiskPhase &p) { return p.scaledSeconds < 0; }));
        // Host and loop sessions record no profile: no section.
        QVERIFY(DiskModelReport::build(SessionMetadata {}, {md}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDiskModel)
#include "tst_diskmodel.moc"
