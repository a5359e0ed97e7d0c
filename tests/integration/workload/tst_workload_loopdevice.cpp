// A job on a loop device whose backing file is truncated and `losetup -c`-ed mid-run (the
// "pulled disk" of FACTS.md) must end with EIO reported and the work done so far: no hang.
// Needs root; touches only the loop device it attaches itself, and always detaches it.
#include "workload/engine/workloadrun.h"
#include "workload/job/fiojobparser.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>
#include <unistd.h>

namespace {

QString runTool(const QString &program, const QStringList &arguments, int *exitCode)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(30000);
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError()).trimmed();
}

// Detaches the loop device it holds when it goes out of scope, whatever happened.
struct AttachedLoop {
    QString device;
    ~AttachedLoop()
    {
        if (!device.isEmpty()) {
            int code = 0;
            runTool(QStringLiteral("losetup"), {QStringLiteral("-d"), device}, &code);
        }
    }
};

} // namespace

class WorkloadLoopDeviceTest : public QObject {
    Q_OBJECT

private slots:
    void pulledDiskEndsWithEio_data();
    void pulledDiskEndsWithEio();
};

void WorkloadLoopDeviceTest::pulledDiskEndsWithEio_data()
{
    QTest::addColumn<QString>("rw");
    QTest::addColumn<bool>("directIo");
    QTest::addColumn<int>("expectedError");
    QTest::addColumn<QString>("errorName");
    QTest::newRow("random reads, loop direct-io") << QStringLiteral("randread") << true << EIO << QStringLiteral("EIO");
    // A write past the end of a block device that shrank to 0 is refused with ENOSPC by the
    // kernel (blkdev_write_iter); the engine reports what the kernel said.
    QTest::newRow("random writes, buffered loop")
        << QStringLiteral("randwrite") << false << ENOSPC << QStringLiteral("ENOSPC");
}

void WorkloadLoopDeviceTest::pulledDiskEndsWithEio()
{
    QFETCH(QString, rw);
    QFETCH(bool, directIo);
    QFETCH(int, expectedError);
    QFETCH(QString, errorName);
    if (geteuid() != 0)
        QFAIL("needs root to attach a loop device (run the integration suite as root)");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString backing = dir.filePath(QStringLiteral("disk.img"));
    int code = 0;
    QString output = runTool(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("64M"), backing}, &code);
    QVERIFY2(code == 0, qPrintable(output));
    AttachedLoop loop;
    QStringList attach {QStringLiteral("-f"), QStringLiteral("--show")};
    if (directIo)
        attach << QStringLiteral("--direct-io=on");
    output = runTool(QStringLiteral("losetup"), attach << backing, &code);
    QVERIFY2(code == 0 && output.startsWith(QStringLiteral("/dev/loop")), qPrintable(output));
    loop.device = output;

    const FioJobFile file = FioJobParser::parse(
        QStringLiteral("[pulled]\nfilename=%1\nrw=%2\nbs=4k\niodepth=8\ndirect=1\nruntime=180\ntime_based\n")
            .arg(loop.device, rw),
        {});
    QVERIFY2(file.ok(), qPrintable(file.error));
    WorkloadRun run(file.jobs);
    RunResult result;
    QElapsedTimer timer;
    timer.start();
    std::atomic<bool> done {false};
    std::thread thread([&] {
        result = run.run();
        done.store(true);
    });
    QTest::qWait(700);

    // Pull the disk.
    const QString truncateOut
        = runTool(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("0"), backing}, &code);
    const int truncateCode = code;
    const QString resizeOut = runTool(QStringLiteral("losetup"), {QStringLiteral("-c"), loop.device}, &code);
    const int resizeCode = code;
    const qint64 pulledAt = timer.elapsed();

    // The job must end by itself, long before its 180 s runtime (it stops within a second or two on
    // an idle machine; the bound is wide so that a loaded CI host cannot fail it); cancel is only a
    // safety net so that a failing test never leaves a thread (or the loop device) behind.
    QElapsedTimer waited;
    waited.start();
    while (!done.load() && waited.elapsed() < 60000 && timer.elapsed() < 170000)
        QTest::qWait(50);
    const bool endedByItself = done.load();
    run.cancel();
    thread.join();

    QVERIFY2(truncateCode == 0, qPrintable(truncateOut));
    QVERIFY2(resizeCode == 0, qPrintable(resizeOut));
    QVERIFY2(endedByItself, "the job did not stop on the pulled disk within 60 s");
    QCOMPARE(result.jobs.size(), 1);
    const JobResult &job = result.jobs.first();
    QCOMPARE(job.error, expectedError);
    QVERIFY2(job.errorText.contains(errorName), qPrintable(job.errorText));
    QVERIFY2(job.errorText.contains(loop.device), qPrintable(job.errorText));
    QVERIFY(job.read.ios + job.write.ios > 0); // the work done before the pull is reported
    QVERIFY2(timer.elapsed() - pulledAt < 60000, qPrintable(QString::number(timer.elapsed() - pulledAt)));
    qInfo("stopped %lld ms after the pull: %s", static_cast<long long>(timer.elapsed() - pulledAt),
        qPrintable(job.errorText));
}

QTEST_GUILESS_MAIN(WorkloadLoopDeviceTest)
#include "tst_workload_loopdevice.moc"
