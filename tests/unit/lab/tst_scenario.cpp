// The pure parts of the scenario: the stage list per stack, seed 000's command counts, sizes,
// measurement extraction from the helper's real result JSON (tests/data/lab), and the report a
// session turns into.

#include "lab/figures/scenariomeasurements.h"
#include "lab/outcome/scenarioreport.h"
#include "lab/scenario/scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/lab/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

QJsonObject jsonFixture(const QString &name)
{
    return QJsonDocument::fromJson(fixture(name)).object();
}

RecipeRequest request(const QString &stack, int members = 3)
{
    RecipeRequest r;
    r.stack = stack;
    for (int i = 1; i <= members; ++i)
        r.disks << QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1").arg(i);
    r.spare = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1").arg(members + 1);
    r.session = QStringLiteral("t");
    for (int i = 1; i <= members + 1; ++i)
        r.kernelNames.insert(QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1").arg(i),
            QStringLiteral("sd%1").arg(QChar('a' + i - 1)));
    return r;
}

QStringList names(const QList<ScenarioStage> &stages, bool applicableOnly)
{
    QStringList out;
    for (const ScenarioStage &stage : stages) {
        if (!applicableOnly || stage.applicable)
            out << stage.name;
    }
    return out;
}
} // namespace

class TestScenario : public QObject {
    Q_OBJECT

private slots:
    void stages_data();
    void stages();
    void refusesBadRequests();
    void sizes();
    void snapshotReserve();
    void optionsFitTheDisks();
    void storageBench();
    void storageBenchMissingJob();
    void datasetAndOverwrite();
    void verifyMismatch();
    void report();
};

void TestScenario::stages_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<int>("members");
    QTest::addColumn<QStringList>("skipped");
    QTest::addColumn<int>("toMount");
    QTest::addColumn<int>("toReplace");
    QTest::addColumn<QString>("rebuildKind");
    QTest::newRow("mdadm RAID5: no snapshots") << "mdadm-raid5" << 3 << QStringList {"snapshot"} << 3 << 1 << "rebuild";
    QTest::newRow("LVM RAID5") << "lvm-raid5" << 3 << QStringList {} << 5 << 2 << "rebuild";
    QTest::newRow("LVM thin on md") << "lvm-thin-md-raid5" << 3 << QStringList {} << 7 << 1 << "rebuild";
    QTest::newRow("ZFS raidz1") << "zfs-raidz1" << 3 << QStringList {} << 2 << 1 << "resilver";
    QTest::newRow("btrfs raid1") << "btrfs-raid1" << 2 << QStringList {} << 2 << 1 << "rebuild";
}

void TestScenario::stages()
{
    QFETCH(QString, stack);
    QFETCH(int, members);
    QFETCH(QStringList, skipped);
    QFETCH(int, toMount);
    QFETCH(int, toReplace);
    QFETCH(QString, rebuildKind);
    ScenarioOptions options;
    options.rounds = 2;
    const Scenario scenario(request(stack, members), options);
    QVERIFY2(scenario.ok(), qPrintable(scenario.error()));
    const QStringList all {"claim", "prepare", "build", "sync", "mount", "workload-1", "workload-2", "dataset",
        "snapshot", "fail", "rebuild", "verify", "scrub", "teardown"};
    QCOMPARE(names(scenario.stages(), false), all);
    QStringList applicable = all;
    for (const QString &name : skipped)
        applicable.removeAll(name);
    QCOMPARE(names(scenario.stages(), true), applicable);
    for (const ScenarioStage &stage : scenario.stages()) {
        QVERIFY(!stage.title.isEmpty());
        QCOMPARE(stage.applicable, stage.note.isEmpty());
        QCOMPARE(stage.round, stage.kind == ScenarioStageKind::Workload ? stage.name.back().digitValue() : 0);
    }
    if (!skipped.isEmpty())
        QVERIFY(scenario.stages().at(8).note.contains(QLatin1String("snapshot")));
    QCOMPARE(scenario.commandsToMount(), toMount);
    QCOMPARE(scenario.commandsToReplace(), toReplace);
    QCOMPARE(scenario.rebuildKind(), rebuildKind);
}

void TestScenario::refusesBadRequests()
{
    const Scenario tooFew(request(QStringLiteral("zfs-raidz2"), 3));
    QVERIFY(!tooFew.ok());
    QVERIFY2(tooFew.error().contains(QLatin1String("at least 4")), qPrintable(tooFew.error()));
    QVERIFY(tooFew.stages().isEmpty());
    ScenarioOptions zero;
    zero.rounds = 0;
    QVERIFY(Scenario(request(QStringLiteral("mdadm-raid5")), zero).error().contains(QLatin1String("rounds")));
}

void TestScenario::sizes()
{
    const qint64 mib = 1024 * 1024, gib = 1024 * mib;
    const Scenario seed(request(QStringLiteral("mdadm-raid5")));
    // Seed 000: 20 GiB usable, 25 % dataset is 5 GiB; overwrite 1 GiB; fio file 2 GiB.
    QCOMPARE(seed.datasetBytes(20 * gib), 5 * gib);
    QCOMPARE(seed.overwriteBytes(20 * gib), gib);
    QCOMPARE(seed.workloadBytes(20 * gib), 2 * gib);
    // A small lab disk: an eighth and a quarter, in whole 4 MiB.
    QCOMPARE(seed.overwriteBytes(768 * mib), 96 * mib);
    QCOMPARE(seed.workloadBytes(770 * mib), 192 * mib);
    QCOMPARE(seed.datasetBytes(770 * mib) % (4 * mib), 0);
    ScenarioOptions fixed;
    fixed.datasetBytes = 64 * mib;
    fixed.overwriteBytes = 32 * mib;
    fixed.workloadSizeBytes = 48 * mib;
    const Scenario chosen(request(QStringLiteral("mdadm-raid5")), fixed);
    QCOMPARE(chosen.datasetBytes(20 * gib), 64 * mib);
    QCOMPARE(chosen.overwriteBytes(20 * gib), 32 * mib);
    QCOMPARE(chosen.workloadBytes(20 * gib), 48 * mib);
}

void TestScenario::snapshotReserve()
{
    QCOMPARE(Scenario(request(QStringLiteral("lvm-raid5"))).fixedSnapshotReserveBytes(), 2LL * 1024 * 1024 * 1024);
    RecipeRequest small = request(QStringLiteral("lvm-raid5"));
    small.options.insert(QStringLiteral("snapshot-size"), QStringLiteral("512M"));
    QCOMPARE(Scenario(small).fixedSnapshotReserveBytes(), 512LL * 1024 * 1024);
    QVERIFY(!Scenario(request(QStringLiteral("zfs-raidz1"))).fixedSnapshotReserveBytes());
    QVERIFY(!Scenario(request(QStringLiteral("lvm-thin-md-raid5"))).fixedSnapshotReserveBytes());
}

void TestScenario::optionsFitTheDisks()
{
    const qint64 gib = 1024LL * 1024 * 1024;
    // Seed 000's own disks (3 x 10 GiB) give seed 000's values.
    ScenarioOptions seed;
    seed.memberBytes = 10 * gib;
    const Scenario thinSeed(request(QStringLiteral("lvm-thin-md-raid5")), seed);
    QVERIFY2(thinSeed.ok(), qPrintable(thinSeed.error()));
    QCOMPARE(thinSeed.request().options.value(QStringLiteral("thin-size")).toString(), QStringLiteral("15360M"));
    QCOMPARE(Scenario(request(QStringLiteral("lvm-raid5")), seed).fixedSnapshotReserveBytes(), 2 * gib);
    // The lab's 1 GiB disks: a thin volume the 1.8 GiB pool can hold, a reserve the spare can.
    ScenarioOptions lab;
    lab.memberBytes = gib;
    const Scenario thin(request(QStringLiteral("lvm-thin-md-raid5")), lab);
    QCOMPARE(thin.request().options.value(QStringLiteral("thin-size")).toString(), QStringLiteral("1536M"));
    const PlanPhase *build = thin.phase(QStringLiteral("build"));
    QVERIFY(build);
    QVERIFY(std::any_of(build->steps.begin(), build->steps.end(),
        [](const PlanStep &step) { return step.argv.contains(QLatin1String("1536M")); }));
    const Scenario thick(request(QStringLiteral("lvm-raid5")), lab);
    QCOMPARE(thick.fixedSnapshotReserveBytes(), gib / 4);
    // Half the reserve at most: a full thick snapshot is dropped by LVM.
    QCOMPARE(thick.overwriteBytes(2 * gib), gib / 8);
    // What the request sets stays; stacks without these options are untouched; no size, no change.
    RecipeRequest chosen = request(QStringLiteral("lvm-thin-md-raid5"));
    chosen.options.insert(QStringLiteral("thin-size"), QStringLiteral("900M"));
    QCOMPARE(
        Scenario(chosen, lab).request().options.value(QStringLiteral("thin-size")).toString(), QStringLiteral("900M"));
    QVERIFY(Scenario(request(QStringLiteral("zfs-raidz1")), lab).request().options.isEmpty());
    QVERIFY(Scenario(request(QStringLiteral("lvm-thin-md-raid5"))).request().options.isEmpty());
}

void TestScenario::storageBench()
{
    QString error;
    const QList<Measurement> figures = ScenarioMeasurements::fromStorageBench(
        QStringLiteral("zfs-raidz1"), 2, jsonFixture("storage-bench-engine.json"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(figures.size(), 3);
    QCOMPARE(figures.at(0).key, QStringLiteral("seq_write_mibs"));
    QCOMPARE(figures.at(0).unit, QStringLiteral("MiB/s"));
    QCOMPARE(figures.at(0).value, 830336.0 / 1024.0);
    QCOMPARE(figures.at(1).key, QStringLiteral("seq_read_mibs"));
    QCOMPARE(figures.at(1).value, 450236.0 / 1024.0);
    QCOMPARE(figures.at(2).key, QStringLiteral("rand_read_iops"));
    QCOMPARE(figures.at(2).unit, QStringLiteral("IOPS"));
    QVERIFY(qAbs(figures.at(2).value - 12365.514531579152) < 1e-6);
    for (const Measurement &m : figures) {
        QCOMPARE(m.round, 2);
        QCOMPARE(m.stack, QStringLiteral("zfs-raidz1"));
    }
}

void TestScenario::storageBenchMissingJob()
{
    QJsonObject fio = jsonFixture("storage-bench-engine.json");
    QJsonArray jobs = fio.value(QStringLiteral("jobs")).toArray();
    jobs.removeLast();
    fio.insert(QStringLiteral("jobs"), jobs);
    QString error;
    QVERIFY(ScenarioMeasurements::fromStorageBench(QStringLiteral("s"), 1, fio, &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("rand-read-4k")), qPrintable(error));
}

void TestScenario::datasetAndOverwrite()
{
    const std::optional<Measurement> copy = ScenarioMeasurements::fromDatasetWrite(
        QStringLiteral("btrfs-raid1"), jsonFixture("dataset-write-result.json"));
    QVERIFY(copy);
    QCOMPARE(copy->key, QStringLiteral("copy_s"));
    QCOMPARE(copy->unit, QStringLiteral("s"));
    QCOMPARE(copy->value, 0.34746174);
    QVERIFY(copy->note.contains(QLatin1String("BLAKE2b-256 6bd14d761cca329b")));
    const std::optional<Measurement> overwrite = ScenarioMeasurements::fromOverwrite(QStringLiteral("btrfs-raid1"),
        QStringLiteral("overwrite_mibs_with_snapshot"), jsonFixture("overwrite-result.json"));
    QVERIFY(overwrite);
    QCOMPARE(overwrite->unit, QStringLiteral("MiB/s"));
    QCOMPARE(overwrite->value, 71.57512261047766);
    const std::optional<Measurement> verified = ScenarioMeasurements::fromDatasetVerify(
        QStringLiteral("btrfs-raid1"), jsonFixture("dataset-verify-result.json"));
    QVERIFY(verified);
    QCOMPARE(verified->key, QStringLiteral("data_verified"));
    QCOMPARE(verified->value, 1.0);
    QString error;
    QVERIFY(!ScenarioMeasurements::fromDatasetWrite(QStringLiteral("s"), {}, &error));
    QVERIFY(!error.isEmpty());
    const QJsonObject space {{QStringLiteral("sizeBytes"), 805306368.0}, {QStringLiteral("usedBytes"), 1.5}};
    QCOMPARE(ScenarioMeasurements::spaceField(space, QStringLiteral("sizeBytes")), 805306368LL);
    QVERIFY(!ScenarioMeasurements::spaceField(space, QStringLiteral("usedBytes")));
    QVERIFY(!ScenarioMeasurements::spaceField(space, QStringLiteral("availableBytes")));
}

void TestScenario::verifyMismatch()
{
    QJsonObject result = jsonFixture("dataset-verify-result.json");
    result.insert(QStringLiteral("verified"), false);
    result.insert(QStringLiteral("mismatched"), QJsonArray {QStringLiteral("dataset/file-0003.bin")});
    const std::optional<Measurement> verified = ScenarioMeasurements::fromDatasetVerify(QStringLiteral("s"), result);
    QVERIFY(verified);
    QCOMPARE(verified->value, 0.0);
    QVERIFY(verified->note.contains(QLatin1String("1 mismatched")));
}

void TestScenario::report()
{
    LabSession session;
    session.metadata.name = QStringLiteral("s1");
    session.metadata.target = QStringLiteral("vm");
    session.metadata.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1")};
    auto add = [&session](const QString &stack, const QString &key, double value, int round = 0) {
        session.measurements << ScenarioMeasurements::make(stack, key, value, QString(), round);
    };
    add(QStringLiteral("mdadm-raid5"), QStringLiteral("seq_write_mibs"), 837, 3);
    add(QStringLiteral("mdadm-raid5"), QStringLiteral("seq_write_mibs"), 532, 1);
    add(QStringLiteral("mdadm-raid5"), QStringLiteral("seq_write_mibs"), 793, 2);
    add(QStringLiteral("zfs-raidz1"), QStringLiteral("snapshot_create_s"), 0.62);
    SessionStepRecord claim;
    claim.phase = QStringLiteral("claim");
    claim.argv = {QStringLiteral("claim"), QStringLiteral("stack=zfs-raidz1")};
    SessionStepRecord create;
    create.phase = QStringLiteral("build");
    create.argv = {QStringLiteral("zpool"), QStringLiteral("create")};
    create.startedAtMs = 1000;
    create.endedAtMs = 3600;
    session.steps << create << claim << create;

    const QList<Scenario> scenarios {
        Scenario(request(QStringLiteral("mdadm-raid5"))), Scenario(request(QStringLiteral("zfs-raidz1")))};
    const ComparisonReport report = ScenarioReport::build(session, scenarios);
    QCOMPARE(report.stacks.size(), 2);
    const ReportStack &md = report.stacks.at(0);
    QCOMPARE(md.title, QStringLiteral("mdadm RAID5 + XFS"));
    // Rounds in round order, whatever order they were recorded in.
    QCOMPARE(md.measurements.value(QStringLiteral("seq_write_mibs")).rounds, (QList<double> {532, 793, 837}));
    const ReportMeasurement noSnapshot = md.measurements.value(QStringLiteral("snapshot_create_s"));
    QVERIFY(!noSnapshot.applicable);
    QVERIFY2(noSnapshot.reason.contains(QLatin1String("snapshot")), qPrintable(noSnapshot.reason));
    QVERIFY(!md.measurements.value(QStringLiteral("overwrite_mibs_with_snapshot")).applicable);
    const ReportStack &zfs = report.stacks.at(1);
    QCOMPARE(zfs.measurements.value(QStringLiteral("snapshot_create_s")).rounds, QList<double> {0.62});
    QVERIFY(!zfs.measurements.contains(QStringLiteral("rebuild_s"))); // not measured: no fake value
    QCOMPARE(report.commands.size(), 3);
    QCOMPARE(report.commands.at(0).stack, QStringLiteral("mdadm-raid5"));
    QCOMPARE(report.commands.at(2).stack, QStringLiteral("zfs-raidz1"));
    QCOMPARE(report.commands.at(0).durationS, 2.6);
    QVERIFY(report.setup.contains(QLatin1String("3 disks + 1 spare")));
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
