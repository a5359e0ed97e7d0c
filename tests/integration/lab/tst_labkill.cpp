// A killed loop-lab run (issue 20): SIGKILL of stacklab-cli in the middle of storage-bench. Its
// helper sees the end of its input, stops the workload and removes the loop lab it made: within
// 10 s no loop device of the session is left and the helper has ended. `lab run --resume` then
// runs the killed stack again and the one after it, to a complete report.

#include "helper/actions/execpolicy.h"
#include "helper/server/looplab.h"
#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsessionstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

class TestLabKill : public QObject {
    Q_OBJECT

private slots:
    void killedRunLeavesNoLoopAndResumes();
};

// The stacklab-helper processes whose parent is `parent`.
static QList<qint64> helpersOf(qint64 parent)
{
    QList<qint64> pids;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!ok || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (text.contains("(stacklab-helper)") && fields.value(1).toLongLong() == parent)
            pids << pid;
    }
    return pids;
}

static bool running(qint64 pid)
{
    ::waitpid(pid_t(pid), nullptr, WNOHANG); // our orphan once its parent died: reap it
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    return stat.open(QIODevice::ReadOnly) && !stat.readAll().contains(") Z ");
}

void TestLabKill::killedRunLeavesNoLoopAndResumes()
{
    QVERIFY2(::geteuid() == 0, "the lab run test needs root (the helper makes loop disks)");
    QVERIFY(::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-labkill-%1").arg(QCoreApplication::applicationPid());
    const QString sessionDir = dir.filePath(QStringLiteral("session"));
    const QString report = dir.filePath(QStringLiteral("report.json"));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1"), QStringLiteral("btrfs-raid5"),
            // The default 1 GiB disks: on 512 MiB ones btrfs replace fails with ENOSPC now and then.
            QStringLiteral("--target"), QStringLiteral("loop"), QStringLiteral("--rounds"), QStringLiteral("1"),
            // Each storage-bench job long enough to be killed inside (3 s in), the snapshot's
            // overwrite small: under ASan the run is three stack runs long (killed, resumed, next).
            QStringLiteral("--workload-runtime"), QStringLiteral("6"), QStringLiteral("--workload-size"),
            QStringLiteral("64M"), QStringLiteral("--dataset-size"), QStringLiteral("64M"),
            QStringLiteral("--overwrite-size"), QStringLiteral("32M"), QStringLiteral("--session"), session,
            QStringLiteral("--session-dir"), sessionDir, QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER),
            QStringLiteral("--report"), report});
    QVERIFY(cli.waitForStarted());
    QByteArray output;
    QElapsedTimer clock;
    clock.start();
    while (!output.contains("storage-bench, round 1") && clock.elapsed() < 900000 && cli.state() == QProcess::Running) {
        cli.waitForReadyRead(500);
        output += cli.readAll();
    }
    QVERIFY2(output.contains("storage-bench, round 1"), output.constData());
    QTest::qWait(3000); // inside the 6 s sequential write job: the helper is busy
    const ExecPolicy policy;
    const LoopLab loopLab(policy);
    QCOMPARE(loopLab.attached(session).size(), 4);
    const QList<qint64> helpers = helpersOf(cli.processId());
    QCOMPARE(helpers.size(), 1);

    clock.restart();
    ::kill(pid_t(cli.processId()), SIGKILL);
    QVERIFY(cli.waitForFinished(10000));
    bool clean = false;
    while (!clean && clock.elapsed() < 10000) {
        clean = loopLab.attached(session).isEmpty() && !running(helpers.first());
        if (!clean)
            QTest::qWait(100);
    }
    qInfo("after SIGKILL of the CLI: %lld loop devices and %s helper after %lld ms",
        qint64(loopLab.attached(session).size()), running(helpers.first()) ? "a running" : "no",
        qint64(clock.elapsed()));
    QVERIFY2(clean, "loop devices or the helper outlived the CLI by more than 10 s");
    QVERIFY(!QFile::exists(loopLab.sessionDirectory(session)));

    // The killed stack runs again, then the next one: a complete report.
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--resume"), sessionDir,
            QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER)});
    // Two stacks under ASan took 10+ min on the shared 2-core host (load 24): wait long.
    QVERIFY(cli.waitForFinished(1500000));
    const QString resumed = QString::fromUtf8(cli.readAll());
    if (cli.exitStatus() != QProcess::NormalExit || cli.exitCode() != 0)
        qInfo("%s", qPrintable(resumed)); // QVERIFY2 cuts its message short
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, "the resumed run failed");
    // The pulled loop disk stays at 0 bytes: the next stack gets a fresh loop lab.
    QVERIFY2(resumed.contains(QLatin1String("Restarting the loop lab: the previous stack pulled a disk")),
        qPrintable(resumed));
    QVERIFY2(resumed.contains(QLatin1String("btrfs-raid1: interrupted")), qPrintable(resumed));
    QVERIFY2(resumed.contains(QLatin1String("btrfs-raid5: not run")), qPrintable(resumed));
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray columns
        = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("stacks")).toArray();
    QCOMPARE(columns.size(), 2);
    for (const QJsonValue &value : columns) {
        QCOMPARE(value.toObject().value(QStringLiteral("status")).toString(), QStringLiteral("complete"));
        QVERIFY(value.toObject()
                    .value(QStringLiteral("measurements"))
                    .toObject()
                    .value(QStringLiteral("data_verified"))
                    .toBool());
    }
    QString error;
    const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->session().stackRuns.size(), 3);
    QCOMPARE(store->session().stackRuns.first().state, StepState::Interrupted);
    QVERIFY(LabRunStatus::of(store->session()).isComplete());
    QVERIFY(loopLab.attached(session).isEmpty());
}

QTEST_GUILESS_MAIN(TestLabKill)
#include "tst_labkill.moc"
