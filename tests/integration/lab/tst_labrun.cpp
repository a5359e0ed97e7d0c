// `stacklab-cli lab run btrfs-raid1 --target loop` through the real helper (DirectChannel as
// root): the session on disk holds every step and measurement, the JSON report has a measured
// value for every row btrfs has, and the loop lab is gone afterwards.

#include "lab/session/labsessionstore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

class TestLabRun : public QObject {
    Q_OBJECT

private slots:
    void btrfsRaid1OnLoop_data();
    void btrfsRaid1OnLoop();
    void interruptTearsDown();
    void refusesPdfAndHostWithoutDisks(); // and --vm-cpus out of range or without a virtual lab
};

// The README's loop lab example as written (default 1 GiB disks and workload size): on disks this
// small the workload's deleted file left btrfs's block groups allocated, and the replace then
// failed with ENOSPC until the helper waited for btrfs to return them (BtrfsReclaimWait).
// On 512 MiB disks the space check passes the same run, and the replace failed with ENOSPC in
// every run until btrfs's poke write went direct (it took a new data chunk of its own).
void TestLabRun::btrfsRaid1OnLoop_data()
{
    QTest::addColumn<QStringList>("diskOptions");
    QTest::addColumn<double>("memberMiB");
    QTest::newRow("README example, 1 GiB disks") << QStringList() << 1024.0;
    QTest::newRow("512 MiB disks") << QStringList {QStringLiteral("--disk-size"), QStringLiteral("512M")} << 512.0;
}

void TestLabRun::btrfsRaid1OnLoop()
{
    QFETCH(QStringList, diskOptions);
    QFETCH(double, memberMiB);
    QVERIFY2(::geteuid() == 0, "the lab run test needs root (the helper makes loop disks)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-labrun-%1-%2").arg(QCoreApplication::applicationPid()).arg(memberMiB);
    const QString sessionDir = dir.filePath(QStringLiteral("session"));
    const QString report = dir.filePath(QStringLiteral("report.json"));

    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(STACKLAB_CLI),
        QStringList {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"),
            QStringLiteral("--target"), QStringLiteral("loop"), QStringLiteral("--rounds"), QStringLiteral("1"),
            QStringLiteral("--dataset-size"), QStringLiteral("64M"), QStringLiteral("--workload-runtime"),
            QStringLiteral("2"), QStringLiteral("--session"), session, QStringLiteral("--session-dir"), sessionDir,
            QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER), QStringLiteral("--report"), report}
            + diskOptions);
    QVERIFY(cli.waitForFinished(300000));
    const QString output = QString::fromUtf8(cli.readAll());
    qInfo("lab run took %lld ms", qint64(clock.elapsed()));
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(output));
    QVERIFY2(output.contains(QLatin1String("btrfs-raid1: Replace the disk and time the rebuild")), qPrintable(output));

    // The report: every row btrfs has is measured, with values in a plausible range.
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray stacks = json.value(QStringLiteral("stacks")).toArray();
    QCOMPARE(stacks.size(), 1);
    const QJsonObject btrfs = stacks.first().toObject();
    QCOMPARE(btrfs.value(QStringLiteral("name")).toString(), QStringLiteral("btrfs-raid1"));
    const QJsonObject m = btrfs.value(QStringLiteral("measurements")).toObject();
    QCOMPARE(m.size(), 18); // seed 000's seventeen rows and verified_s, the rebuild's second clock
    for (auto it = m.begin(); it != m.end(); ++it)
        QVERIFY2(!it.value().isNull(), qPrintable(QStringLiteral("%1 is null\n%2").arg(it.key(), output)));
    // Three members in raid1: about one and a half members usable.
    QVERIFY(m.value(QStringLiteral("usable_bytes")).toDouble() > memberMiB * 1048576);
    QVERIFY(m.value(QStringLiteral("usable_bytes")).toDouble() <= 1.5 * memberMiB * 1048576);
    QCOMPARE(m.value(QStringLiteral("initial_sync_s")).toDouble(), 0.0);
    QVERIFY(m.value(QStringLiteral("verified_s")).toDouble() >= m.value(QStringLiteral("rebuild_s")).toDouble());
    for (const char *key : {"seq_write_mibs", "seq_read_mibs", "rand_read_iops", "copy_s", "rebuild_s", "rebuilt_bytes",
             "overwrite_mibs_no_snapshot", "overwrite_mibs_with_snapshot"})
        QVERIFY2(m.value(QLatin1String(key)).toDouble() > 0, key);
    // The default overwrite is an eighth of the usable space (192 MiB on 1 GiB disks); under the snapshot btrfs
    // keeps the old blocks, so about that much space goes (it read 0 before the helper's space
    // request committed the transaction first).
    const double overwritten = m.value(QStringLiteral("usable_bytes")).toDouble() / 8;
    QVERIFY2(m.value(QStringLiteral("snapshot_space_after_overwrite_bytes")).toDouble() > 0.8 * overwritten,
        qPrintable(QString::number(m.value(QStringLiteral("snapshot_space_after_overwrite_bytes")).toDouble())));
    // The replacement holds at least the 64 MiB dataset.
    QVERIFY(m.value(QStringLiteral("rebuilt_bytes")).toDouble() >= 64.0 * 1048576);
    QCOMPARE(m.value(QStringLiteral("commands_to_mount")).toInt(), 2);
    QCOMPARE(m.value(QStringLiteral("commands_to_replace")).toInt(), 1);
    QCOMPARE(m.value(QStringLiteral("data_verified")).toBool(), true);
    QCOMPARE(m.value(QStringLiteral("scrub_errors")).toInt(), 0);
    QVERIFY(!json.value(QStringLiteral("commands")).toArray().isEmpty());
    // Every row names its source, and every check of the figures passed (issue 18).
    const QJsonObject sources = btrfs.value(QStringLiteral("source")).toObject();
    for (auto it = m.begin(); it != m.end(); ++it) {
        const QString kind = sources.value(it.key()).toObject().value(QStringLiteral("kind")).toString();
        QVERIFY2(kind == QLatin1String("tool") || kind == QLatin1String("measured"), qPrintable(it.key()));
    }
    for (const char *key : {"usable_bytes", "rebuilt_bytes", "snapshot_space_after_overwrite_bytes", "scrub_errors"})
        QCOMPARE(sources.value(QLatin1String(key)).toObject().value(QStringLiteral("kind")).toString(),
            QStringLiteral("tool"));
    const QJsonArray checks = btrfs.value(QStringLiteral("checks")).toArray();
    QVERIFY(checks.size() >= 6);
    for (const QJsonValue &check : checks)
        QVERIFY2(check.toObject().value(QStringLiteral("passed")).toBool(),
            qPrintable(QJsonDocument(check.toObject()).toJson()));
    // The versions come from the helper where the disks are: here the host's kernel and btrfs-progs.
    const QJsonObject versions = json.value(QStringLiteral("versions")).toObject();
    QCOMPARE(versions.value(QStringLiteral("kernel")).toString(), QSysInfo::kernelVersion());
    QVERIFY2(versions.value(QStringLiteral("btrfs-progs")).toString().startsWith(QLatin1String("btrfs-progs v")),
        qPrintable(QJsonDocument(versions).toJson()));
    QVERIFY(versions.contains(QStringLiteral("stacklab-helper")));

    // The session on disk: every step finished and succeeded, in every phase of the scenario.
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    const LabSession &recorded = store->session();
    QCOMPARE(recorded.metadata.target, QStringLiteral("loop"));
    QCOMPARE(recorded.metadata.stacks, QStringList {QStringLiteral("btrfs-raid1")});
    QStringList phases;
    for (const SessionStepRecord &step : recorded.steps) {
        QVERIFY2(step.state == StepState::Succeeded, qPrintable(step.phase + QLatin1Char('/') + step.stepId));
        QVERIFY(step.endedAtMs >= step.startedAtMs);
        QVERIFY(!step.argv.isEmpty());
        if (!phases.contains(step.phase))
            phases << step.phase;
    }
    QCOMPARE(phases,
        (QStringList {"claim", "predict", "prepare", "build", "mount", "workload-1", "dataset", "snapshot", "fail",
            "rebuild", "verify", "scrub", "teardown"}));
    // The 18 rows, and the replacement's size and write speed the report checks the rebuild against.
    QCOMPARE(recorded.measurements.size(), 20);
    int workloadRounds = 0;
    for (const Measurement &measurement : recorded.measurements)
        workloadRounds += measurement.round == 1 ? 1 : 0;
    QCOMPARE(workloadRounds, 3);
    // The teardown ended with blank checks on all four disks.
    int blankChecks = 0;
    for (const SessionStepRecord &step : recorded.steps)
        blankChecks += step.phase == QLatin1String("teardown") && step.argv.value(0) == QLatin1String("wipefs")
                && step.argv.value(1) == QLatin1String("-n")
            ? 1
            : 0;
    QCOMPARE(blankChecks, 4);

    // Nothing of the loop lab is left.
    QVERIFY(!QFile::exists(QStringLiteral("/var/lib/stacklab/loop-lab/") + session));
    QProcess losetup;
    losetup.start(QStringLiteral("losetup"), {QStringLiteral("-a")});
    QVERIFY(losetup.waitForFinished());
    QVERIFY(!QString::fromUtf8(losetup.readAll()).contains(session));
}

// Ctrl-C in the middle of storage-bench: the running workload is cancelled, the stack is torn
// down (disks blank), the stack after it is not started (the run is cancelled, not the stack), the
// loop lab is removed, the exit code is 1 and the session says so.
void TestLabRun::interruptTearsDown()
{
    QVERIFY2(::geteuid() == 0, "the lab run test needs root (the helper makes loop disks)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-labcancel-%1").arg(QCoreApplication::applicationPid());
    const QString sessionDir = dir.filePath(QStringLiteral("session"));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"), QStringLiteral("btrfs-raid5"),
            QStringLiteral("--target"), QStringLiteral("loop"), QStringLiteral("--disk-size"), QStringLiteral("512M"),
            QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--workload-runtime"), QStringLiteral("60"),
            QStringLiteral("--workload-size"), QStringLiteral("64M"),
            // The run is cancelled in storage-bench, but the space check before the start counts the
            // whole scenario: the default dataset and overwrite (384 MiB each) do not fit btrfs-raid5
            // on 3 x 512 MiB.
            QStringLiteral("--dataset-size"), QStringLiteral("64M"), QStringLiteral("--overwrite-size"),
            QStringLiteral("64M"), QStringLiteral("--session"), session, QStringLiteral("--session-dir"), sessionDir,
            QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER), QStringLiteral("--report"),
            dir.filePath(QStringLiteral("report.md"))});
    QVERIFY(cli.waitForStarted());
    QByteArray output;
    QElapsedTimer clock;
    clock.start();
    while (!output.contains("storage-bench, round 1") && clock.elapsed() < 120000 && cli.state() == QProcess::Running) {
        cli.waitForReadyRead(500);
        output += cli.readAll();
    }
    QVERIFY2(output.contains("storage-bench, round 1"), output.constData());
    QTest::qWait(3000); // well inside the 60 s random read job
    ::kill(pid_t(cli.processId()), SIGINT);
    QVERIFY(cli.waitForFinished(120000));
    output += cli.readAll();
    QVERIFY2(clock.elapsed() < 60000, "the cancel did not stop the 60 s workload");
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(output.contains("Cancelled by the user"), output.constData());
    QVERIFY2(output.contains("Cancelled: btrfs-raid5 not run"), output.constData());
    QVERIFY2(output.contains("Continue it with: stacklab-cli lab run --resume"), output.constData());

    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    bool cancelledWorkload = false;
    int blankChecks = 0;
    for (const SessionStepRecord &step : store->session().steps) {
        if (step.phase == QLatin1String("workload-1"))
            cancelledWorkload = step.state == StepState::Cancelled;
        if (step.phase == QLatin1String("teardown") && step.argv.value(1) == QLatin1String("-n")) {
            QVERIFY2(step.state == StepState::Succeeded, qPrintable(step.outputLines.join(QLatin1Char('\n'))));
            ++blankChecks;
        }
        QVERIFY(step.phase != QLatin1String("dataset"));
    }
    QCOMPARE(store->session().stackRuns.size(), 1); // btrfs-raid5 never began
    QCOMPARE(store->session().stackRuns.first().stack, QStringLiteral("btrfs-raid1"));
    QVERIFY(cancelledWorkload);
    QCOMPARE(blankChecks, 4);
    QVERIFY(!QFile::exists(QStringLiteral("/var/lib/stacklab/loop-lab/") + session));
}

void TestLabRun::refusesPdfAndHostWithoutDisks()
{
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"), QStringLiteral("--target"),
            QStringLiteral("loop"), QStringLiteral("--report"), QStringLiteral("/tmp/never.pdf")});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY(QString::fromUtf8(cli.readAll()).contains(QLatin1String("Results page")));

    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"), QStringLiteral("--target"),
            QStringLiteral("host"), QStringLiteral("--report"), QStringLiteral("/tmp/never.md")});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY(QString::fromUtf8(cli.readAll()).contains(QLatin1String("--disks")));

    // The virtual lab's CPUs: a number in range, and only for a virtual lab.
    const QStringList loopRun {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"),
        QStringLiteral("--target"), QStringLiteral("loop"), QStringLiteral("--report"),
        QStringLiteral("/tmp/never.md")};
    for (const auto &[cpus, why] : {std::pair {QStringLiteral("0"), QStringLiteral("from 1 to 64, got '0'")},
             std::pair {QStringLiteral("two"), QStringLiteral("from 1 to 64, got 'two'")},
             std::pair {QStringLiteral("1"), QStringLiteral("--target vm only")}}) {
        cli.start(QStringLiteral(STACKLAB_CLI), loopRun + QStringList {QStringLiteral("--vm-cpus"), cpus});
        QVERIFY(cli.waitForFinished());
        QCOMPARE(cli.exitCode(), 2);
        const QString said = QString::fromUtf8(cli.readAll());
        QVERIFY2(said.contains(why), qPrintable(said));
    }

    // The disk profile: a known name and figures QEMU takes, and only for a virtual lab.
    const QStringList vmRun {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"),
        QStringLiteral("--target"), QStringLiteral("vm"), QStringLiteral("--report"), QStringLiteral("/tmp/never.md")};
    for (const auto &[args, why] :
        {std::pair {vmRun + QStringList {QStringLiteral("--disk-profile"), QStringLiteral("floppy")},
             QStringLiteral("profiles: hdd, ssd, unthrottled")},
            std::pair {vmRun + QStringList {QStringLiteral("--disk-speed"), QStringLiteral("fast")},
                QStringLiteral("bytes per second such as 25M")},
            std::pair {vmRun + QStringList {QStringLiteral("--disk-speed"), QStringLiteral("1M")},
                QStringLiteral("safe minimum of 2 MB/s")},
            std::pair {loopRun + QStringList {QStringLiteral("--disk-profile"), QStringLiteral("hdd")},
                QStringLiteral("--target vm only")}}) {
        cli.start(QStringLiteral(STACKLAB_CLI), args);
        QVERIFY(cli.waitForFinished());
        QCOMPARE(cli.exitCode(), 2);
        const QString said = QString::fromUtf8(cli.readAll());
        QVERIFY2(said.contains(why), qPrintable(said));
    }

    // The power-cut drill needs the virtual lab: a loop lab has no power to cut, refused before
    // anything starts.
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"), QStringLiteral("--target"),
            QStringLiteral("loop"), QStringLiteral("--drill"), QStringLiteral("power-cut"), QStringLiteral("--report"),
            QStringLiteral("/tmp/never.md")});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 2);
    const QString powerCut = QString::fromUtf8(cli.readAll());
    QVERIFY2(
        powerCut.contains(QLatin1String("power-cut drill needs the virtual lab (--target vm)")), qPrintable(powerCut));
}

QTEST_GUILESS_MAIN(TestLabRun)
#include "tst_labrun.moc"
