#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/parsers/mdsysfsparser.h"
#include "monitortestdata.h"

#include <QDir>

#include <QTest>

class TestMonitorMd : public QObject {
    Q_OBJECT

private slots:
    void mdstatArrays_data();
    void mdstatArrays();
    void mdstatMembers();
    void mdstatNodeExporterShape();
    void vmCapturesParse();
    void mdstatRejects_data();
    void mdstatRejects();
    void mdSysfs_data();
    void mdSysfs();
    void mdSysfsListing();
    void lvsStringReport();
    void lvsVmRepair();
    void lvsStdReportNumbers();
    void lvsRejects_data();
    void lvsRejects();
};

void TestMonitorMd::mdstatArrays_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("state");
    QTest::addColumn<double>("percent"); // -1: unset
    QTest::addColumn<qint64>("bytesDone"); // -1: unset
    QTest::addColumn<qint64>("bytesTotal");
    QTest::addColumn<double>("speed");
    QTest::addColumn<qint64>("eta");
    QTest::addColumn<bool>("degraded");
    QTest::addColumn<QString>("slots");

    const QString node = QStringLiteral("mdstat-node-exporter.txt");
    QTest::newRow("raid6 idle") << node << 0 << "md3"
                                << "raid6"
                                << "idle" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false
                                << "UUUUUUUU";
    QTest::newRow("inactive") << node << 3 << "md4"
                              << "raid1"
                              << "unknown" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false << "UU";
    QTest::newRow("recovery") << node << 4 << "md6"
                              << "raid1"
                              << "recovery" << 8.5 << 16775552 * KiB << 195310144 * KiB << 259783.0 * 1024
                              << qint64(1020) << true << "U_";
    QTest::newRow("resync tab-indented") << node << 5 << "md8"
                                         << "raid1"
                                         << "resync" << 8.5 << 16775552 * KiB << 195310144 * KiB << 259783.0 * 1024
                                         << qint64(1020) << false << "UU";
    QTest::newRow("degraded with bitmap")
        << node << 6 << "md7"
        << "raid6"
        << "degraded" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << true << "U_UU";
    QTest::newRow("DELAYED") << node << 7 << "md9"
                             << "raid1"
                             << "delayed" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false << "UUUU";
    QTest::newRow("raid0 no slots") << node << 8 << "md10"
                                    << "raid0"
                                    << "idle" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false << "";
    QTest::newRow("PENDING") << node << 9 << "md11"
                             << "raid1"
                             << "pending" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false << "UU";
    QTest::newRow("imsm container") << node << 11 << "md219"
                                    << ""
                                    << "unknown" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false
                                    << "";
    QTest::newRow("check raid10") << "mdstat-telegraf-check.txt" << 0 << "md2"
                                  << "raid10"
                                  << "check" << 94.3 << 10620027200 * KiB << 11251451904 * KiB << 103517.0 * 1024
                                  << qint64(6096) << false << "UUUUUUUUUUUU";
    QTest::newRow("check next to a failed array")
        << "mdstat-failed-member-check.txt" << 0 << "md2"
        << "raid1"
        << "check" << 4.8 << 3813952 * KiB << 78123968 * KiB << 70626.0 * 1024 << qint64(1050) << false << "UU";
    QTest::newRow("failed member") << "mdstat-failed-member-check.txt" << 2 << "md1"
                                   << "raid1"
                                   << "degraded" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << true
                                   << "_U";
    QTest::newRow("check on loops") << "mdstat-raid1-check-loop.txt" << 0 << "md0"
                                    << "raid1"
                                    << "check" << 95.3 << 998016 * KiB << 1046528 * KiB << 249504.0 * 1024 << qint64(0)
                                    << false << "UUU";
    QTest::newRow("reshape raid10") << "mdstat-raid10-reshape.txt" << 0 << "md127"
                                    << "raid10"
                                    << "reshape" << 52.0 << 1089024 * KiB << 2093056 * KiB << 155574.0 * 1024
                                    << qint64(6) << false << "UUUUUU";
    QTest::newRow("reshape degraded raid5")
        << "mdstat-raid5-reshape-degraded.txt" << 0 << "md0"
        << "raid5"
        << "reshape" << 0.0 << 476800 * KiB << 1384120320 * KiB << 7672.0 * 1024 << qint64(180330) << true << "U_U";
    QTest::newRow("seed 000 initial build")
        << "mdstat-seed000-recovery.txt" << 0 << "md127"
        << "raid5"
        << "recovery" << 0.2 << 29852 * KiB << 10476544 * KiB << 29852.0 * 1024 << qint64(348) << true << "UU_";
    // Virtual lab (engineer "vm"): mdadm 4.2, kernel 6.12, RAID5 on 3 x 512 MiB, see vm-versions-md-raid5.txt.
    QTest::newRow("vm clean") << "mdstat-vm-clean.txt" << 0 << "md0"
                              << "raid5"
                              << "idle" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false << "UUU";
    QTest::newRow("vm initial build") << "mdstat-vm-initial-recovery.txt" << 0 << "md0"
                                      << "raid5"
                                      << "recovery" << 0.0 << 1 * KiB << 522240 * KiB << 0.0 << qint64(32634) << true
                                      << "UU_";
    QTest::newRow("vm member failed") << "mdstat-vm-degraded.txt" << 0 << "md0"
                                      << "raid5"
                                      << "degraded" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << true
                                      << "U_U";
    QTest::newRow("vm rebuild") << "mdstat-vm-rebuild.txt" << 0 << "md0"
                                << "raid5"
                                << "recovery" << 1.8 << 9872 * KiB << 522240 * KiB << 9872.0 * 1024 << qint64(48)
                                << true << "U_U";
    QTest::newRow("vm rebuilt") << "mdstat-vm-rebuilt.txt" << 0 << "md0"
                                << "raid5"
                                << "idle" << -1.0 << qint64(-1) << qint64(-1) << -1.0 << qint64(-1) << false << "UUU";
}

void TestMonitorMd::mdstatArrays()
{
    QFETCH(QString, file);
    QFETCH(int, index);
    const auto result = MdstatParser::parse(monitorCapture(file), 1234);
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    QVERIFY(index < result.value.arrays.size());
    const MdArray &array = result.value.arrays.at(index);
    const ProgressSample &sample = array.progress;
    QTEST(array.name, "name");
    QTEST(array.level, "level");
    QTEST(progressStateName(sample.state), "state");
    QFETCH(double, percent);
    QFETCH(qint64, bytesDone);
    QFETCH(qint64, bytesTotal);
    QFETCH(double, speed);
    QFETCH(qint64, eta);
    QCOMPARE(sample.percent.value_or(-1.0), percent);
    QCOMPARE(sample.bytesDone.value_or(-1), bytesDone);
    QCOMPARE(sample.bytesTotal.value_or(-1), bytesTotal);
    QCOMPARE(sample.speedBytesPerSec.value_or(-1.0), speed);
    QCOMPARE(sample.etaSeconds.value_or(-1), eta);
    QTEST(array.degraded(), "degraded");
    QTEST(array.slotMap, "slots");
    QCOMPARE(sample.timestampMs, qint64(1234));
    QVERIFY(!sample.rawLines.isEmpty());
    QVERIFY(sample.rawLines.first().startsWith(array.name));
}

void TestMonitorMd::mdstatMembers()
{
    const auto failed = MdstatParser::parse(monitorCapture(QStringLiteral("mdstat-failed-member-check.txt")));
    QVERIFY(failed.ok());
    QCOMPARE(failed.value.arrays.size(), 3);
    QCOMPARE(failed.value.arrays[2].failedMembers(), QStringList {QStringLiteral("sda2")});
    QCOMPARE(failed.value.arrays[2].members[0].role, 2);
    QVERIFY(!failed.value.arrays[2].members[1].faulty);

    const auto vm = MdstatParser::parse(monitorCapture(QStringLiteral("mdstat-vm-degraded.txt")));
    QVERIFY(vm.ok());
    QCOMPARE(vm.value.arrays[0].failedMembers(), QStringList {QStringLiteral("sda")});

    const auto spares = MdstatParser::parse(monitorCapture(QStringLiteral("mdstat-raid10-spares.txt")));
    QVERIFY(spares.ok());
    QCOMPARE(spares.value.arrays[0].spareMembers(), (QStringList {QStringLiteral("vdg"), QStringLiteral("vdf")}));
    QCOMPARE(spares.value.arrays[0].raidDisks.value_or(-1), 4);
    QCOMPARE(spares.value.arrays[0].members.size(), 6);
}

void TestMonitorMd::mdstatNodeExporterShape()
{
    const auto result = MdstatParser::parse(monitorCapture(QStringLiteral("mdstat-node-exporter.txt")));
    QVERIFY(result.ok());
    const MdstatReport &report = result.value;
    QCOMPARE(report.arrays.size(), 12);
    QCOMPARE(report.personalities.size(), 8);
    QCOMPARE(report.unusedDevices, QStringLiteral("<none>"));
    QCOMPARE(report.arrays[9].readOnly, QStringLiteral("auto-read-only"));
    QCOMPARE(report.arrays[6].bitmap, QStringLiteral("0/30 pages [0KB], 65536KB chunk"));
    QCOMPARE(report.arrays[11].metadata, QStringLiteral("external:imsm"));
    QCOMPARE(report.arrays[11].spareMembers().size(), 3);
    QCOMPARE(report.arrays[0].sizeKiB, qint64(5853468288));
    QCOMPARE(report.arrays[0].metadata, QStringLiteral("1.2"));
    QVERIFY(!report.arrays[3].active);
}

// Every capture of the virtual lab must parse, also the ones added after these tests were written.
void TestMonitorMd::vmCapturesParse()
{
    const QDir dir(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor"));
    const QStringList mdstats = dir.entryList({QStringLiteral("mdstat-vm-*.txt")}, QDir::Files);
    QVERIFY(!mdstats.isEmpty());
    for (const QString &name : mdstats) {
        const auto result = MdstatParser::parse(monitorCapture(name));
        QVERIFY2(result.ok(), qPrintable(name + QLatin1String(": ") + parseErrorText(result)));
        for (const MdArray &array : result.value.arrays)
            QVERIFY2(!array.active || array.progress.state != ProgressState::Unknown, qPrintable(name));
    }
    for (const QString &name : dir.entryList({QStringLiteral("lvs-json-vm-*.json")}, QDir::Files)) {
        const auto result = LvsReportParser::parse(monitorCapture(name));
        QVERIFY2(result.ok(), qPrintable(name + QLatin1String(": ") + parseErrorText(result)));
        QVERIFY2(!result.value.isEmpty(), qPrintable(name));
    }
    for (const QString &name : dir.entryList({QStringLiteral("md-sysfs-vm-*.txt")}, QDir::Files)) {
        const auto listing = MdSysfsParser::parseListing(monitorCapture(name));
        QVERIFY2(listing.ok(), qPrintable(name + QLatin1String(": ") + parseErrorText(listing)));
        const auto result = MdSysfsParser::parse(listing.value);
        QVERIFY2(result.ok(), qPrintable(name + QLatin1String(": ") + parseErrorText(result)));
    }
}

void TestMonitorMd::mdstatRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    // The invalid file of telegraf's mdstat test (see tests/data/monitor/README.md).
    QTest::newRow("telegraf invalid") << QStringLiteral(
        "Personalities :\n\nmdf1: testman actve \n\nmd0 : active raid1 sdb1[2] sda1[0]\n"
        "      244005888 blocks super 1.2 [2/2] [UU]\n")
                                      << 3;
    QTest::newRow("not mdstat") << QStringLiteral("hello\n") << 1;
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("bad member") << QStringLiteral("Personalities : [raid1]\nmd0 : active raid1 sda1 sdb1[1]\n") << 2;
    QTest::newRow("unknown sync state") << QStringLiteral(
        "Personalities : [raid1]\nmd0 : active raid1 sda1[0] sdb1[1]\n      100 blocks [2/2] [UU]\n"
        "      resync=SOMETIME\n") << 4;
}

void TestMonitorMd::mdstatRejects()
{
    QFETCH(QString, text);
    const auto result = MdstatParser::parse(text);
    QVERIFY(!result.ok());
    QTEST(result.error->line, "line");
    QVERIFY(!result.error->message.isEmpty());
}

void TestMonitorMd::mdSysfs_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("completed");
    QTest::addColumn<QString>("degraded");
    QTest::addColumn<QString>("speed");
    QTest::addColumn<QString>("state");
    QTest::addColumn<double>("percent");
    QTest::addColumn<qint64>("eta");
    // Values as the md driver prints them (Documentation/admin-guide/md.rst) and FACTS.md.
    QTest::newRow("recover") << "recover\n"
                             << "1048576 / 4194304\n"
                             << "1\n"
                             << "20480\n"
                             << "recovery" << 25.0 << qint64(76);
    QTest::newRow("idle degraded") << "idle\n"
                                   << "none\n"
                                   << "1\n"
                                   << "none\n"
                                   << "degraded" << -1.0 << qint64(-1);
    QTest::newRow("idle clean") << "idle\n"
                                << "none\n"
                                << "0\n"
                                << "none\n"
                                << "idle" << -1.0 << qint64(-1);
    QTest::newRow("resync") << "resync\n"
                            << "0 / 1000\n"
                            << "0\n"
                            << "0\n"
                            << "resync" << 0.0 << qint64(-1);
    QTest::newRow("delayed") << "resync\n"
                             << "delayed\n"
                             << "0\n"
                             << "none\n"
                             << "delayed" << -1.0 << qint64(-1);
    QTest::newRow("frozen") << "frozen\n"
                            << "none\n"
                            << "0\n"
                            << "none\n"
                            << "paused" << -1.0 << qint64(-1);
}

void TestMonitorMd::mdSysfs()
{
    QFETCH(QString, action);
    QFETCH(QString, completed);
    QFETCH(QString, degraded);
    QFETCH(QString, speed);
    const QMap<QString, QString> attributes {{QStringLiteral("sync_action"), action},
        {QStringLiteral("sync_completed"), completed}, {QStringLiteral("degraded"), degraded},
        {QStringLiteral("sync_speed"), speed}};
    const auto result = MdSysfsParser::parse(attributes, 7);
    QVERIFY(result.ok());
    QTEST(progressStateName(result.value.progress.state), "state");
    QTEST(result.value.progress.percent.value_or(-1.0), "percent");
    QTEST(result.value.progress.etaSeconds.value_or(-1), "eta");
    QCOMPARE(result.value.progress.timestampMs, qint64(7));

    const auto bad = MdSysfsParser::parse({{QStringLiteral("sync_completed"), QStringLiteral("12 of 40")}});
    QVERIFY(!bad.ok());
    const auto unknown = MdSysfsParser::parse({{QStringLiteral("sync_action"), QStringLiteral("dance")}});
    QVERIFY(!unknown.ok());
}

void TestMonitorMd::mdSysfsListing()
{
    const auto listing = MdSysfsParser::parseListing(
        u"/sys/block/md127/md/sync_action:recover\n/sys/block/md127/md/sync_completed:2048 / 8192\n");
    QVERIFY(listing.ok());
    QCOMPARE(listing.value.value(QStringLiteral("sync_completed")), QStringLiteral("2048 / 8192"));
    const auto status = MdSysfsParser::parse(listing.value);
    QVERIFY(status.ok());
    QCOMPARE(status.value.progress.bytesDone.value_or(-1), qint64(2048 * 512));
    QVERIFY(!MdSysfsParser::parseListing(u"no colon here\n").ok());
}

void TestMonitorMd::lvsStringReport()
{
    const auto result = LvsReportParser::parse(monitorCapture(QStringLiteral("lvs-json-all-units-b.json")), 99);
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    QCOMPARE(result.value.size(), 2);
    const LvStatus &raid = result.value[0];
    QCOMPARE(raid.vg, QStringLiteral("vgdata"));
    QCOMPARE(raid.name, QStringLiteral("lvmirror"));
    QCOMPARE(raid.segtype, QStringLiteral("raid,raid1"));
    QCOMPARE(raid.syncPercent.value_or(-1), 100.0);
    QCOMPARE(raid.copyPercent.value_or(-1), 100.0);
    QVERIFY(!raid.dataPercent);
    QCOMPARE(raid.sizeBytes.value_or(-1), qint64(3221225472));
    QCOMPARE(raid.raidSyncAction, QStringLiteral("idle"));
    QCOMPARE(raid.progress.state, ProgressState::Idle);
    // sync_percent runs over the whole LV: the sample claims no bytes (a repair rewrites one image).
    QVERIFY(!raid.progress.bytesDone);
    QVERIFY(!raid.progress.bytesTotal);
    QCOMPARE(raid.progress.timestampMs, qint64(99));
    QVERIFY(!raid.partial());
    const LvStatus &linear = result.value[1];
    QVERIFY(!linear.syncPercent);
    QCOMPARE(linear.progress.state, ProgressState::Unknown);
}

void TestMonitorMd::lvsVmRepair()
{
    // lvm2 2.03.16 in the virtual lab, "lvconvert --repair" of a raid5 LV: raid_sync_action recover.
    const auto result = LvsReportParser::parse(monitorCapture(QStringLiteral("lvs-json-vm-repair.json")));
    QVERIFY2(result.ok(), qPrintable(parseErrorText(result)));
    QVERIFY(!result.value.isEmpty());
    const LvStatus &lv = result.value.first();
    QCOMPARE(lv.name, QStringLiteral("data"));
    QCOMPARE(lv.segtype, QStringLiteral("raid5"));
    QCOMPARE(lv.progress.state, ProgressState::Recovery);
    QCOMPARE(lv.progress.percent.value_or(-1), 6.25);
    QCOMPARE(lv.sizeBytes.value_or(-1), qint64(400 * MiB));
    QVERIFY(!lv.progress.bytesDone);
}

void TestMonitorMd::lvsStdReportNumbers()
{
    // json_std prints numbers as numbers; lvm2 2.03.16 rejects it, so this is the shape documented
    // in lvmreport(7), built from the captured row above with its values as numbers.
    QString json = monitorCapture(QStringLiteral("lvs-json-all-units-b.json"));
    json.replace(QStringLiteral("\"sync_percent\":\"100.00\""), QStringLiteral("\"sync_percent\":37.5"));
    json.replace(QStringLiteral("\"raid_sync_action\":\"idle\""), QStringLiteral("\"raid_sync_action\":\"recover\""));
    json.replace(QStringLiteral("\"lv_attr\":\"rwi-a-r---\""), QStringLiteral("\"lv_attr\":\"rwi-a-r-p-\""));
    const auto result = LvsReportParser::parse(json);
    QVERIFY(result.ok());
    const LvStatus &raid = result.value[0];
    QCOMPARE(raid.syncPercent.value_or(-1), 37.5);
    QCOMPARE(raid.progress.state, ProgressState::Recovery);
    QCOMPARE(raid.progress.percent.value_or(-1), 37.5);
    QVERIFY(raid.partial());
}

void TestMonitorMd::lvsRejects_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("line");
    QTest::newRow("truncated") << QStringLiteral("{\n  \"report\": [\n    {\"lv\": [ {\"lv_name\":\"x\"\n") << 4;
    QTest::newRow("not a report") << QStringLiteral("{\"pools\": {}}") << 1;
    QTest::newRow("bad percent") << QStringLiteral("{\"report\":[{\"lv\":[{\"sync_percent\":\"abc\"}]}]}") << 0;
}

void TestMonitorMd::lvsRejects()
{
    QFETCH(QString, json);
    const auto result = LvsReportParser::parse(json);
    QVERIFY(!result.ok());
    QTEST(result.error->line, "line");
}

QTEST_GUILESS_MAIN(TestMonitorMd)
#include "tst_monitor_md.moc"
