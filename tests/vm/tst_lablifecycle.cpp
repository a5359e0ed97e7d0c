// A lab never outlives its owner, and a crash loses no work (issue 20), on the real virtual lab:
// - SIGKILL of stacklab-cli in the middle of a run leaves no QEMU within 10 s (the parent-death
//   signal), the next run removes what is left of the killed one (its workspace), and
//   `lab run --resume` continues the killed session to a complete report;
// - a guest whose host left its helper port powers itself off (the app died but QEMU did not);
// - a guest that dies while booting is booted again, each attempt in the log, and fails with the
//   kernel's own words once the attempts are used up.

#include "labcli.h"

#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsessionstore.h"
#include "vm/virtuallab.h"
#include "vm/vmimage.h"
#include "vm/vmworkspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

class TestLabLifecycle : public QObject {
    Q_OBJECT

private:
    // The workspace (and its QEMU's pid) of the virtual lab that process `owner` runs.
    static QString workspaceOf(qint64 owner)
    {
        const QDir temp = QDir::temp();
        for (const QString &entry :
            temp.entryList({VmWorkspace::namePrefix() + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot)) {
            const LabOwner recorded
                = LabOwner::read(temp.filePath(entry) + QLatin1Char('/') + VmWorkspace::ownerFileName());
            if (recorded.pid == owner)
                return temp.filePath(entry);
        }
        return {};
    }

    // Every process whose command line names `path` (QEMU names its disk images and pid file).
    static QList<qint64> processesNaming(const QString &path)
    {
        QList<qint64> pids;
        const QByteArray needle = QFile::encodeName(path);
        for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            bool ok = false;
            const qint64 pid = entry.toLongLong(&ok);
            if (!ok)
                continue;
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(needle)
                && LabOwner::startTicksOf(pid) >= 0) // a zombie runs nothing
                pids << pid;
        }
        return pids;
    }

    // QTest::qWaitFor in seconds: the lab's own timeouts are in seconds.
    static bool waitFor(const std::function<bool()> &done, int seconds)
    {
        return QTest::qWaitFor(done, seconds * 1000);
    }

private slots:
    void initTestCase()
    {
        // Orphans (a QEMU whose CLI we killed) become our children, and we reap them: a zombie
        // left for a PID 1 that never reaps would look like a QEMU still there.
        QVERIFY(::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0);
        const VmImage image;
        QVERIFY2(image.isPresent(), qPrintable(image.missing().join(QLatin1Char('\n'))));
    }

    void killedRunLeavesNothingAndResumes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString sessionDir = dir.filePath(QStringLiteral("session"));
        const QString report = dir.filePath(QStringLiteral("report.json"));
        QProcess cli;
        // Killed once mdadm's array is built and synced: a stack in the middle of its run.
        const LabCliRun first = runLabCli(cli,
            QStringList {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("mdadm-raid5"),
                QStringLiteral("lvm-raid5"), QStringLiteral("--target"), QStringLiteral("vm"),
                QStringLiteral("--session"), QStringLiteral("tst-lablifecycle"), QStringLiteral("--session-dir"),
                sessionDir, QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER), QStringLiteral("--report"),
                report}
                + smallLabOptions(),
            1200000, [](const QString &line) { return line.contains(QLatin1String("(initial_sync_s)")); });
        QVERIFY2(!first.finished, qPrintable(first.output));
        const qint64 cliPid = cli.processId();
        const QString workspace = workspaceOf(cliPid);
        QVERIFY2(!workspace.isEmpty(), "no virtual lab workspace owned by the CLI");
        QFile pidFile(workspace + QLatin1Char('/') + VmWorkspace::qemuPidFileName());
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const qint64 qemu = pidFile.readAll().trimmed().toLongLong();
        QVERIFY(processesNaming(workspace).contains(qemu));

        QElapsedTimer clock;
        clock.start();
        ::kill(pid_t(cliPid), SIGKILL);
        QVERIFY(cli.waitForFinished(10000));
        const bool gone = waitFor(
            [&] {
                ::waitpid(pid_t(qemu), nullptr, WNOHANG); // reaps it once it is our orphan
                return processesNaming(workspace).isEmpty();
            },
            10);
        qInfo("after SIGKILL of the CLI: no process of its virtual lab after %lld ms", qint64(clock.elapsed()));
        QVERIFY2(gone, "QEMU outlived the CLI by more than 10 s");

        // The next run removes the killed lab's workspace, and continues the session.
        const LabCliRun resumed = runLabCli(cli,
            {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--resume"), sessionDir,
                QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER)},
            2400000);
        QVERIFY2(resumed.finished && !resumed.crashed && resumed.exitCode == 0, qPrintable(resumed.output));
        QVERIFY2(resumed.output.contains(QStringLiteral("Removed a virtual lab left behind by process %1").arg(cliPid)),
            qPrintable(resumed.output));
        QVERIFY(!QFileInfo::exists(workspace));
        QVERIFY2(resumed.output.contains(QLatin1String("mdadm-raid5: interrupted")), qPrintable(resumed.output));

        QFile file(report);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray columns
            = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("stacks")).toArray();
        QCOMPARE(columns.size(), 2);
        for (const QJsonValue &value : columns) {
            const QJsonObject column = value.toObject();
            QCOMPARE(column.value(QStringLiteral("status")).toString(), QStringLiteral("complete"));
            QVERIFY(column.value(QStringLiteral("measurements"))
                        .toObject()
                        .value(QStringLiteral("data_verified"))
                        .toBool());
        }
        // The killed run's initial sync is not mixed into the report: one value, from the rerun.
        const QJsonObject rounds = columns.at(0).toObject().value(QStringLiteral("rounds")).toObject();
        QCOMPARE(rounds.value(QStringLiteral("initial_sync_s")).toArray().size(), 1);

        QString error;
        const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
        QVERIFY2(store, qPrintable(error));
        const QList<SessionStackRun> &runs = store->session().stackRuns;
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs.at(0).stack, QStringLiteral("mdadm-raid5"));
        QCOMPARE(runs.at(0).state, StepState::Interrupted);
        QCOMPARE(runs.at(1).stack, QStringLiteral("mdadm-raid5"));
        QCOMPARE(runs.at(1).state, StepState::Succeeded);
        QCOMPARE(runs.at(2).state, StepState::Succeeded);
        QVERIFY(LabRunStatus::of(store->session()).isComplete());
    }

    // The app died but its QEMU did not (the case the parent-death signal cannot cover: a QEMU
    // started by a thread that lives on, or by an older build): the guest ends itself.
    void guestPowersOffWhenTheHostLeaves()
    {
        VmConfig config;
        config.diskSizeBytes = 256LL * 1024 * 1024;
        config.accel = VmConfig::usableAccel();
        config.guestHelper = QStringLiteral(STACKLAB_HELPER);
        VirtualLab lab;
        QSignalSpy ready(&lab, &VirtualLab::helperReady);
        QSignalSpy finished(&lab, &VirtualLab::finished);
        QSignalSpy failed(&lab, &VirtualLab::failed);
        QVERIFY2(lab.start(config), qPrintable(lab.errorString()));
        QVERIFY2(waitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, VirtualLab::helperHelloTimeoutSeconds),
            qPrintable(lab.console()));
        QVERIFY2(failed.isEmpty(), qPrintable(lab.errorString()));
        // The probe has said bye; nobody connects again.
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(waitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 120), qPrintable(lab.console()));
        qInfo("the guest powered off %.1f s after the host left its helper port", clock.elapsed() / 1000.0);
        QVERIFY2(lab.console().contains(QLatin1String("the host left the helper port")), qPrintable(lab.console()));
        QCOMPARE(lab.state(), VirtualLab::State::Finished);
    }

    // A kernel that cannot find its init panics on every boot: four attempts, each in the log,
    // then a failure that quotes the panic. (A guest that boots on a later attempt goes on as if
    // nothing happened; the boot bench, bench/vm-boots, counts how often that is needed.)
    void bootRetriedThenFailsWithThePanic()
    {
        VmConfig config;
        config.diskSizeBytes = 256LL * 1024 * 1024;
        config.accel = VmConfig::usableAccel();
        config.guestHelper = QStringLiteral(STACKLAB_HELPER);
        config.extraKernelArgs = QStringLiteral("rdinit=/stacklab-no-such-init");
        VirtualLab lab;
        QStringList progress;
        connect(&lab, &VirtualLab::progress, this, [&progress](const QString &line) { progress << line; });
        QSignalSpy failed(&lab, &VirtualLab::failed);
        QVERIFY2(lab.start(config), qPrintable(lab.errorString()));
        QVERIFY2(waitFor([&] { return !failed.isEmpty(); }, 600), qPrintable(lab.console()));
        const QString log = progress.join(QLatin1Char('\n'));
        for (int attempt = 2; attempt <= VirtualLab::bootAttempts; ++attempt)
            QVERIFY2(log.contains(QStringLiteral("attempt %1 of %2").arg(attempt).arg(VirtualLab::bootAttempts)),
                qPrintable(log));
        QCOMPARE(lab.bootAttempt(), VirtualLab::bootAttempts);
        QVERIFY2(lab.errorString().contains(QLatin1String("Kernel panic")), qPrintable(lab.errorString()));
        QCOMPARE(lab.state(), VirtualLab::State::Failed);
    }
};

QTEST_GUILESS_MAIN(TestLabLifecycle)
#include "tst_lablifecycle.moc"
