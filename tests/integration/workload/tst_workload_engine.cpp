// End-to-end runs of the io_uring engine on small files in a temporary directory.
#include "workload/engine/iobuffers.h"
#include "workload/engine/workloadrun.h"
#include "workload/engine/workloadrunner.h"
#include "workloadjobs.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <liburing.h>

#include <cctype>

#include <thread>

class WorkloadEngineTest : public QObject {
    Q_OBJECT

private slots:
    void writeThenVerify_data();
    void writeThenVerify();
    void verifyCatchesCorruption();
    void buffersSitOnHugePages();
    void largeBlocksReadBackExactly();
    void layoutCreatesIncompressibleFile();
    void numjobsAndGroupReporting_data();
    void numjobsAndGroupReporting();
    void mixedReadWriteExactCount();
    void timeBasedRunsForRuntime();
    void rampTimeIsExcluded();
    void stonewallGroupsRunInOrder();
    void fsyncAndLoops();
    void nullEngineMeasuresOwnCost();
    void cancelEndsTheRunEarly();
    void runnerEmitsSamplesAndFinished();
    void missingSizeIsAnError();

private:
    QList<JobSpec> parse(const QString &text) { return parseJobs(text, m_dir.path()); }
    QTemporaryDir m_dir;
};

static QByteArray repeated(const QByteArray &pattern, qsizetype size)
{
    QByteArray data;
    data.reserve(size);
    while (data.size() < size)
        data.append(pattern);
    data.truncate(size);
    return data;
}

void WorkloadEngineTest::writeThenVerify_data()
{
    QTest::addColumn<int>("direct");
    QTest::addColumn<QString>("rw");
    QTest::addColumn<int>("batch"); // iodepth_batch_submit: 1 (fio's default), 0 (= iodepth), 3 (uneven)
    QTest::newRow("direct sequential") << 1 << QStringLiteral("write") << 1;
    QTest::newRow("buffered sequential") << 0 << QStringLiteral("write") << 1;
    QTest::newRow("direct random") << 1 << QStringLiteral("randwrite") << 1;
    QTest::newRow("buffered random") << 0 << QStringLiteral("randwrite") << 1;
    QTest::newRow("direct random, whole batches") << 1 << QStringLiteral("randwrite") << 0;
    QTest::newRow("direct random, batches of 3") << 1 << QStringLiteral("randwrite") << 3;
}

void WorkloadEngineTest::writeThenVerify()
{
    QFETCH(int, direct);
    QFETCH(QString, rw);
    QFETCH(int, batch);
    QVERIFY(m_dir.isValid());
    const QString name = QStringLiteral("verify-%1-%2-%3.dat").arg(direct).arg(rw).arg(batch);
    const QList<JobSpec> jobs
        = parse(QStringLiteral("[global]\nfilename=${DIR}/%1\nsize=4m\ndirect=%2\nverify_pattern=0xdeadbeef01\n"
                               "iodepth_batch_submit=%4\n[w]\nrw=%3\nbs=64k\niodepth=8\n"
                               "[r]\nstonewall\nrw=randread\nbs=16k\niodepth=4\nverify=pattern\n")
                    .arg(name)
                    .arg(direct)
                    .arg(rw)
                    .arg(batch));
    QCOMPARE(jobs.size(), 2);
    WorkloadRun run(jobs);
    const RunResult result = run.run();
    QCOMPARE(result.jobs.size(), 2);
    for (const JobResult &job : result.jobs)
        QVERIFY2(job.error == 0, qPrintable(job.errorText));
    // Byte counts are exact: size= once per loop, nothing more, nothing less.
    QCOMPARE(result.jobs[0].write.ioBytes, 4ULL << 20);
    QCOMPARE(result.jobs[0].write.ios, 64ULL);
    QCOMPARE(result.jobs[0].read.ios, 0ULL);
    QCOMPARE(result.jobs[1].read.ioBytes, 4ULL << 20);
    QCOMPARE(result.jobs[1].read.ios, 256ULL);
    // What the engine wrote is on disk, byte for byte.
    QFile file(m_dir.filePath(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    QCOMPARE(content.size(), qsizetype(4) << 20);
    // The pattern repeats by file offset (5 bytes do not divide 64 KiB: blocks start mid-pattern).
    QVERIFY(content == repeated(QByteArray::fromHex("deadbeef01"), qsizetype(4) << 20));
}

void WorkloadEngineTest::verifyCatchesCorruption()
{
    const QString path = m_dir.filePath(QStringLiteral("corrupt.dat"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray content = repeated(QByteArrayLiteral("ABCD"), 1 << 20);
    content[700000] = 'x';
    file.write(content);
    file.close();
    const QList<JobSpec> jobs = parse(QStringLiteral("[r]\nfilename=${DIR}/corrupt.dat\nrw=read\nbs=4k\niodepth=4\n"
                                                     "verify=pattern\nverify_pattern='ABCD'\n"));
    WorkloadRun run(jobs);
    const RunResult result = run.run();
    QCOMPARE(result.jobs.size(), 1);
    QCOMPARE(result.jobs[0].error, EILSEQ);
    QVERIFY2(result.jobs[0].errorText.contains(QStringLiteral("offset 696320")), qPrintable(result.jobs[0].errorText));
}

// A size field (AnonHugePages, KernelPageSize) of the mapping that holds `address`, from
// /proc/self/smaps, in bytes.
static qint64 smapsBytes(const void *address, const QByteArray &field)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return -1;
    const auto target = reinterpret_cast<quintptr>(address);
    bool inside = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        // Mapping lines start with a lower-case hex address range, field lines with a name.
        const bool mapping = !line.isEmpty() && (std::isdigit(line[0]) || (line[0] >= 'a' && line[0] <= 'f'));
        if (mapping && dash > 0 && space > dash) {
            const quintptr from = line.left(dash).toULongLong(nullptr, 16);
            const quintptr to = line.mid(dash + 1, space - dash - 1).toULongLong(nullptr, 16);
            inside = target >= from && target < to;
        } else if (inside && line.startsWith(field + ':')) {
            return line.mid(field.size() + 1).trimmed().split(' ').first().toLongLong() * 1024;
        }
    }
    return -1;
}

// Free pages in the reserved huge page pool (vm.nr_hugepages), from /proc/meminfo.
static qint64 freeReservedHugePages()
{
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (!meminfo.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : meminfo.readAll().split('\n')) {
        if (line.startsWith("HugePages_Free:"))
            return line.mid(15).trimmed().toLongLong();
    }
    return 0;
}

void WorkloadEngineTest::buffersSitOnHugePages()
{
    // Registered 4 KiB pages made every 1 MiB read 256 segments, which a virtio disk (254) split
    // in two (bench/README.md). On huge pages the kernel registers one segment per 2 MiB.
    const bool poolHasRoom = freeReservedHugePages() >= 2;
    IoBuffers buffers;
    QVERIFY(buffers.allocate(1 << 20, 4));
    for (unsigned i = 0; i < 4; ++i) // each block inside one huge page
        QCOMPARE(reinterpret_cast<quintptr>(buffers.block(i)) % (1u << 20), quintptr(0));
    io_uring ring {};
    QCOMPARE(io_uring_queue_init(4, &ring, 0), 0);
    const bool registered = buffers.registerWith(&ring);
    io_uring_queue_exit(&ring);
    // Where an administrator reserved huge pages (as fio's iomem=shmhuge needs), the buffers take
    // them: they do not depend on how fragmented memory is.
    QCOMPARE(buffers.backing() == IoBuffers::Backing::Reserved, poolHasRoom);
    if (buffers.backing() == IoBuffers::Backing::Reserved) {
        QCOMPARE(smapsBytes(buffers.block(0), "KernelPageSize"), qint64(IoBuffers::HugePage));
        QVERIFY(registered);
        QCOMPARE(buffers.summary(), "hugetlb registered");
    } else if (buffers.hugePages()) {
        const qint64 huge = smapsBytes(buffers.block(0), "AnonHugePages");
        QVERIFY2(huge >= 4 << 20, qPrintable(QString::number(huge)));
        QVERIFY(registered);
        QCOMPARE(buffers.summary(), "thp registered");
    } else {
        QVERIFY(!registered);
        QCOMPARE(buffers.summary(), "small unregistered");
        qInfo("no huge pages here: 1 MiB buffers go unregistered");
    }
}

void WorkloadEngineTest::largeBlocksReadBackExactly()
{
    const JobResult job = [this] {
        WorkloadRun run(parse(QStringLiteral("[w]\nfilename=${DIR}/large.dat\nsize=8m\nrw=write\nbs=1m\niodepth=4\n"
                                             "direct=1\nbuffer_pattern=0x0123456789\n[r]\nstonewall\n"
                                             "filename=${DIR}/large.dat\nsize=8m\nrw=read\nbs=1m\niodepth=4\n"
                                             "direct=1\nverify=pattern\nverify_pattern=0x0123456789\n")));
        return run.run().jobs.last();
    }();
    QVERIFY2(job.error == 0, qPrintable(job.errorText));
    QCOMPARE(job.verifiedBlocks, 8ULL);
    // The results say which pages the blocks sat on: a run that fell back to small pages, whose
    // 1 MiB reads a virtio disk splits in two, is told apart from one that did not.
    QVERIFY2(job.buffers == QLatin1String("hugetlb registered") || job.buffers == QLatin1String("thp registered")
            || job.buffers == QLatin1String("small unregistered"),
        qPrintable(job.buffers));
}

void WorkloadEngineTest::layoutCreatesIncompressibleFile()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[r]\nfilename=${DIR}/laid-out.dat\nsize=2m\nrw=read\nbs=128k\n"));
    QStringList notices;
    WorkloadRun run(jobs);
    run.onNotice = [&notices](const QString &text) { notices.append(text); };
    const RunResult result = run.run();
    QCOMPARE(result.jobs[0].error, 0);
    QCOMPARE(notices.size(), 1);
    QVERIFY(notices[0].contains(QStringLiteral("laying out")));
    QFile file(m_dir.filePath(QStringLiteral("laid-out.dat")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    QCOMPARE(content.size(), 2 << 20);
    QVERIFY(qCompress(content).size() > content.size() * 99 / 100); // random data does not compress
    QCOMPARE(result.jobs[0].read.ioBytes, 2ULL << 20);
}

void WorkloadEngineTest::numjobsAndGroupReporting_data()
{
    QTest::addColumn<bool>("groupReporting");
    QTest::newRow("one result per clone") << false;
    QTest::newRow("group_reporting folds them") << true;
}

void WorkloadEngineTest::numjobsAndGroupReporting()
{
    QFETCH(bool, groupReporting);
    const QList<JobSpec> jobs
        = parse(QStringLiteral("[w]\ndirectory=${DIR}\nrw=randwrite\nbs=4k\nsize=1m\niodepth=4\nnumjobs=3\n"
                               "direct=1\ngroup_reporting=%1\n")
                    .arg(groupReporting ? 1 : 0));
    WorkloadRun run(jobs);
    const RunResult result = run.run();
    QCOMPARE(result.jobs.size(), groupReporting ? 1 : 3);
    std::uint64_t bytes = 0;
    for (const JobResult &job : result.jobs) {
        QCOMPARE(job.error, 0);
        QCOMPARE(job.jobName, QStringLiteral("w"));
        QCOMPARE(job.jobs, groupReporting ? 3 : 1);
        bytes += job.write.ioBytes;
    }
    QCOMPARE(bytes, 3ULL << 20);
    // Each clone has its own file, as fio names them.
    for (int clone = 0; clone < 3; ++clone)
        QCOMPARE(QFileInfo(m_dir.filePath(QStringLiteral("w.%1.0").arg(clone))).size(), 1 << 20);
}

void WorkloadEngineTest::mixedReadWriteExactCount()
{
    const QList<JobSpec> jobs
        = parse(QStringLiteral("[m]\nfilename=${DIR}/mix.dat\nrw=randrw\nrwmixread=70\nbs=4k\nsize=8m\niodepth=16\n"));
    WorkloadRun run(jobs);
    const RunResult result = run.run();
    const JobResult &job = result.jobs.first();
    QCOMPARE(job.error, 0);
    QCOMPARE(job.read.ios + job.write.ios, 2048ULL);
    QCOMPARE(job.read.ioBytes + job.write.ioBytes, 8ULL << 20);
    const double readShare = static_cast<double>(job.read.ios) / 2048.0;
    QVERIFY2(readShare > 0.65 && readShare < 0.75, qPrintable(QString::number(readShare)));
    // randrepeat: the same job does the same split again.
    WorkloadRun again(jobs);
    QCOMPARE(again.run().jobs.first().read.ios, job.read.ios);
}

void WorkloadEngineTest::timeBasedRunsForRuntime()
{
    const QList<JobSpec> jobs = parse(QStringLiteral(
        "[t]\nfilename=${DIR}/timed.dat\nsize=1m\nrw=randread\nbs=4k\niodepth=8\nruntime=1\ntime_based\n"));
    QElapsedTimer timer;
    timer.start();
    WorkloadRun run(jobs);
    const RunResult result = run.run();
    const JobResult &job = result.jobs.first();
    QCOMPARE(job.error, 0);
    // Upper bounds wide enough for a loaded CI host: they tell "ran for its runtime" from "ran on
    // until the file or the test's timeout ended it", not how fast the machine is.
    QVERIFY2(job.runtimeMs >= 990 && job.runtimeMs < 4000, qPrintable(QString::number(job.runtimeMs)));
    QVERIFY(timer.elapsed() < 10000);
    QVERIFY(job.read.ios > 256); // wrapped around the 1 MiB file several times
    QCOMPARE(job.read.ioBytes, job.read.ios * 4096);
    QVERIFY(job.read.clatMinNs <= job.read.percentileValue(50));
    QVERIFY(job.read.percentileValue(50) <= job.read.percentileValue(99));
}

void WorkloadEngineTest::rampTimeIsExcluded()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[t]\nfilename=${DIR}/ramp.dat\nsize=1m\nrw=randread\nbs=4k\n"
                                                     "runtime=500ms\nramp_time=500ms\ntime_based\n"));
    QElapsedTimer timer;
    timer.start();
    WorkloadRun run(jobs);
    const JobResult job = run.run().jobs.first();
    QCOMPARE(job.error, 0);
    QVERIFY(timer.elapsed() >= 1000);
    // Below the 1000 ms that ramp and runtime make together: the ramp is not counted.
    QVERIFY2(job.runtimeMs >= 490 && job.runtimeMs < 950, qPrintable(QString::number(job.runtimeMs)));
}

void WorkloadEngineTest::stonewallGroupsRunInOrder()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[global]\ndirectory=${DIR}\nsize=512k\nbs=64k\n"
                                                     "[a]\nrw=write\n[b]\nrw=write\n"
                                                     "[c]\nstonewall\nrw=read\nfilename=a.0.0\n"
                                                     "[d]\nstonewall\nrw=randread\nfilename=b.0.0\n"));
    QList<QPair<QString, int>> finished;
    WorkloadRun run(jobs);
    run.onJobFinished = [&finished](const JobResult &job) { finished.append({job.jobName, job.groupId}); };
    const RunResult result = run.run();
    QCOMPARE(result.jobs.size(), 4);
    QCOMPARE(finished.size(), 4);
    QCOMPARE(finished[2], (QPair<QString, int>(QStringLiteral("c"), 1)));
    QCOMPARE(finished[3], (QPair<QString, int>(QStringLiteral("d"), 2)));
    QCOMPARE(finished[0].second, 0);
    QCOMPARE(finished[1].second, 0);
    // c and d read what group 0 wrote, so it had finished: nothing to lay out, no error.
    QCOMPARE(result.jobs[2].read.ioBytes, 512ULL * 1024);
    QCOMPARE(result.jobs[3].read.ioBytes, 512ULL * 1024);
}

void WorkloadEngineTest::fsyncAndLoops()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[f]\nfilename=${DIR}/fsync.dat\nsize=256k\nrw=write\nbs=4k\n"
                                                     "iodepth=4\nfsync=8\nend_fsync=1\nloops=3\n"));
    WorkloadRun run(jobs);
    const JobResult job = run.run().jobs.first();
    QVERIFY2(job.error == 0, qPrintable(job.errorText));
    QCOMPARE(job.write.ios, 3ULL * 64);
    QCOMPARE(job.write.ioBytes, 3ULL * 256 * 1024);
}

void WorkloadEngineTest::nullEngineMeasuresOwnCost()
{
    // ioengine=null: IORING_OP_NOP through the same loop; no file.
    const QList<JobSpec> jobs = parse(QStringLiteral("[n]\nioengine=null\nsize=400m\nbs=4k\niodepth=32\n"));
    WorkloadRun run(jobs);
    const JobResult job = run.run().jobs.first();
    QCOMPARE(job.error, 0);
    QCOMPARE(job.read.ios, 102400ULL);
    QVERIFY(job.read.iops > 0);
    QVERIFY2(job.buffers.isEmpty(), qPrintable(job.buffers)); // NOPs move no data
    qInfo("engine cost: %.0f NOP IOPS, %.0f ns CPU per I/O", job.read.iops,
        (job.usrSeconds + job.sysSeconds) * 1e9 / static_cast<double>(job.read.ios));
}

void WorkloadEngineTest::cancelEndsTheRunEarly()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[c]\nfilename=${DIR}/cancel.dat\nsize=4m\nrw=randread\n"
                                                     "bs=4k\niodepth=8\nnumjobs=2\nruntime=60\ntime_based\n"
                                                     "[later]\nstonewall\nfilename=${DIR}/cancel.dat\nsize=4m\n"));
    WorkloadRun run(jobs);
    RunResult result;
    std::thread thread([&] { result = run.run(); });
    QTest::qWait(500);
    QElapsedTimer timer;
    timer.start();
    run.cancel();
    thread.join();
    // Well inside the 60 s runtime; the engine stops within milliseconds, the bound is for a loaded host.
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(result.cancelled);
    QCOMPARE(result.jobs.size(), 2); // the two clones; the later group never started
    QVERIFY(result.jobs[0].cancelled);
    QVERIFY(result.jobs[0].read.ios > 0); // the work done so far is reported
}

void WorkloadEngineTest::runnerEmitsSamplesAndFinished()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[s]\nfilename=${DIR}/samples.dat\nsize=1m\nrw=randrw\nbs=4k\n"
                                                     "runtime=1200ms\ntime_based\n"));
    WorkloadRunner runner;
    runner.setSampleInterval(200);
    QSignalSpy samples(&runner, &WorkloadRunner::sampleReady);
    QSignalSpy jobsDone(&runner, &WorkloadRunner::jobFinished);
    QSignalSpy finished(&runner, &WorkloadRunner::finished);
    QSignalSpy failed(&runner, &WorkloadRunner::failed);
    QVERIFY(runner.start(jobs));
    QVERIFY(!runner.start(jobs)); // one run at a time
    QVERIFY(finished.wait(5000));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(jobsDone.count(), 1);
    QVERIFY2(samples.count() >= 3, qPrintable(QString::number(samples.count())));
    const auto sample = samples.at(1).at(0).value<WorkloadSample>();
    QCOMPARE(sample.jobName, QStringLiteral("s"));
    QVERIFY(sample.read.iops > 0);
    QVERIFY(sample.write.iops > 0);
    QVERIFY(sample.read.p99LatencyNs > 0);
    QVERIFY(sample.read.meanLatencyNs > 0);
    QVERIFY(!runner.isRunning());
}

void WorkloadEngineTest::missingSizeIsAnError()
{
    const QList<JobSpec> jobs = parse(QStringLiteral("[x]\nfilename=${DIR}/does-not-exist.dat\nrw=read\n"));
    WorkloadRunner runner;
    QSignalSpy failed(&runner, &WorkloadRunner::failed);
    QSignalSpy finished(&runner, &WorkloadRunner::finished);
    QVERIFY(runner.start(jobs));
    QVERIFY(failed.wait(5000));
    QCOMPARE(finished.count(), 0);
    QVERIFY2(
        failed.at(0).at(0).toString().contains(QStringLiteral("set size=")), qPrintable(failed.at(0).at(0).toString()));
}

QTEST_GUILESS_MAIN(WorkloadEngineTest)
#include "tst_workload_engine.moc"
