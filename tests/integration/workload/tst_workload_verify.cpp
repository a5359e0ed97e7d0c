// verify=crc32c end to end: the engine writes and reads back files in a temporary directory,
// and the real fio (3.33, Debian 12) checks what we wrote and writes what we check.
#include "workload/engine/workloadrun.h"
#include "workloadjobs.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class WorkloadVerifyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writesAndReadsBack_data();
    void writesAndReadsBack();
    void timeBasedRepeatsWriteThenReadBack();
    void corruptionIsReportedAsFioReportsIt();
    void verifyFatalStopsAtTheFirstBadBlock();
    void fioWritesWeVerify();
    void verifyOnlyReplaysTheWrites();
    void verifyOnlyNeedsTheFile();

private:
    QList<JobSpec> parse(const QString &text) { return parseJobs(text, m_dir.path()); }
    JobResult runOne(const QString &text)
    {
        WorkloadRun run(parse(text));
        const RunResult result = run.run();
        return result.jobs.isEmpty() ? JobResult {} : result.jobs.first();
    }
    // fio's output (stdout and stderr) and exit code for `arguments`.
    QString fio(const QStringList &arguments, int *exitCode)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.setWorkingDirectory(m_dir.path()); // fio leaves verify state files where it runs
        process.start(m_fio, QStringList(arguments) << QStringLiteral("--verify_state_save=0"));
        process.waitForFinished(60000);
        *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        return QString::fromUtf8(process.readAll());
    }
    void flipByte(const QString &path, qint64 offset)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(offset));
        char byte = 0;
        QVERIFY(file.getChar(&byte));
        QVERIFY(file.seek(offset));
        QVERIFY(file.putChar(static_cast<char>(byte ^ 0x5a)));
    }
    static QByteArray hashOf(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
    }

    QTemporaryDir m_dir;
    QString m_fio;
};

void WorkloadVerifyTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    QVERIFY2(!m_fio.isEmpty(), "fio not found: install the fio package (scripts/install-deps.sh does)");
}

void WorkloadVerifyTest::writesAndReadsBack_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<quint64>("writes"); // per run
    QTest::newRow("sequential 128k qd8, direct")
        << QStringLiteral("rw=write\nbs=128k\niodepth=8\ndirect=1\n") << quint64(32);
    QTest::newRow("random 16k, buffered") << QStringLiteral("rw=randwrite\nbs=16k\niodepth=4\n") << quint64(256);
    QTest::newRow("verify_interval 4k in 64k blocks")
        << QStringLiteral("rw=randwrite\nbs=64k\niodepth=4\nverify_interval=4k\ndirect=1\n") << quint64(64);
    QTest::newRow("verify_backlog 16, batches of 8")
        << QStringLiteral("rw=randwrite\nbs=8k\niodepth=8\nverify_backlog=16\nverify_backlog_batch=8\n")
        << quint64(512);
    QTest::newRow("three loops") << QStringLiteral("rw=write\nbs=32k\niodepth=2\nloops=3\n") << quint64(3 * 128);
    QTest::newRow("verify_pattern data under the headers")
        << QStringLiteral("rw=write\nbs=64k\niodepth=4\nverify_pattern=0x5aa5\n") << quint64(64);
}

void WorkloadVerifyTest::writesAndReadsBack()
{
    QFETCH(QString, options);
    QFETCH(quint64, writes);
    const QString name = QStringLiteral("rb-%1.dat").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), u'-');
    const JobResult job
        = runOne(QStringLiteral("[v]\nfilename=${DIR}/%1\nsize=4m\nverify=crc32c\n%2").arg(name, options));
    QVERIFY2(job.error == 0, qPrintable(job.errorText));
    QCOMPARE(job.write.ios, writes);
    // Every write was read back once and checked; nothing else was read.
    QCOMPARE(job.read.ios, writes);
    QCOMPARE(job.verifiedBlocks, writes);
    QCOMPARE(job.verifyFailureCount, 0ULL);
    QVERIFY(job.read.runtimeMs > 0);
    QVERIFY(job.write.runtimeMs > 0);
    // fio checks every header and checksum of what we wrote.
    int exitCode = -1;
    const QString bs = options.section(QStringLiteral("bs="), 1).section(QLatin1Char('\n'), 0, 0);
    QStringList arguments {QStringLiteral("--name=check"), QStringLiteral("--filename=") + m_dir.filePath(name),
        QStringLiteral("--size=4m"), QStringLiteral("--bs=") + bs, QStringLiteral("--rw=read"),
        QStringLiteral("--verify=crc32c"), QStringLiteral("--ioengine=psync")};
    if (options.contains(QStringLiteral("verify_interval")))
        arguments << QStringLiteral("--verify_interval=4k");
    const QString output = fio(arguments, &exitCode);
    QVERIFY2(exitCode == 0 && output.contains(QStringLiteral("err= 0")), qPrintable(output));
}

void WorkloadVerifyTest::timeBasedRepeatsWriteThenReadBack()
{
    const JobResult job = runOne(QStringLiteral("[t]\nfilename=${DIR}/timed.dat\nsize=1m\nrw=write\nbs=64k\n"
                                                "iodepth=4\nverify=crc32c\nruntime=1\ntime_based\n"));
    QVERIFY2(job.error == 0, qPrintable(job.errorText));
    // As fio: write the 16 blocks, fsync, read them back, again and again until the runtime ends.
    QVERIFY2(job.write.ios >= 32, qPrintable(QString::number(job.write.ios)));
    QVERIFY(job.verifiedBlocks >= 16);
    QCOMPARE(job.read.ios, job.verifiedBlocks);
    QVERIFY(job.write.ios - job.verifiedBlocks <= 16); // only the pass the runtime cut is unread
    // Each direction's runtime is its own phase, together the job's.
    QVERIFY(job.read.runtimeMs + job.write.runtimeMs <= job.runtimeMs + 2);
    QVERIFY(job.read.runtimeMs + job.write.runtimeMs >= job.runtimeMs * 9 / 10);
}

void WorkloadVerifyTest::corruptionIsReportedAsFioReportsIt()
{
    const QString path = m_dir.filePath(QStringLiteral("corrupt.dat"));
    const QString write = QStringLiteral("[w]\nfilename=%1\nsize=2m\nrw=write\nbs=128k\nverify=crc32c\ndo_verify=0\n");
    QCOMPARE(runOne(write.arg(path)).error, 0);
    flipByte(path, 3 * 131072 + 9000); // data of block 3
    flipByte(path, 9 * 131072 + 20); // header (offset field) of block 9

    const JobResult job
        = runOne(QStringLiteral("[r]\nfilename=%1\nsize=2m\nrw=read\nbs=128k\niodepth=4\nverify=crc32c\n").arg(path));
    QCOMPARE(job.error, EILSEQ);
    QCOMPARE(job.verifiedBlocks, 16ULL); // without verify_fatal the whole pass is checked
    QCOMPARE(job.verifyFailureCount, 2ULL);
    QCOMPARE(job.verifyFailures.size(), 2);
    const VerifyFailure &data = job.verifyFailures.at(0).offset < job.verifyFailures.at(1).offset
        ? job.verifyFailures.at(0)
        : job.verifyFailures.at(1);
    const VerifyFailure &header
        = &data == &job.verifyFailures.at(0) ? job.verifyFailures.at(1) : job.verifyFailures.at(0);
    QCOMPARE(data.check, QStringLiteral("crc32c"));
    QCOMPARE(data.file, path);
    QCOMPARE(data.offset, 3ULL * 131072);
    QCOMPARE(header.check, QStringLiteral("offset"));
    QCOMPARE(header.offset, 9ULL * 131072);
    QVERIFY2(job.errorText.contains(QStringLiteral("2 block(s)")), qPrintable(job.errorText));
    QVERIFY2(job.errorText.contains(path), qPrintable(job.errorText));

    // fio reads the same file and says the same, line for line.
    int exitCode = 0;
    const QString output
        = fio({QStringLiteral("--name=check"), QStringLiteral("--filename=") + path, QStringLiteral("--size=2m"),
                  QStringLiteral("--bs=128k"), QStringLiteral("--rw=read"), QStringLiteral("--verify=crc32c"),
                  QStringLiteral("--ioengine=psync")},
            &exitCode);
    QCOMPARE(exitCode, 1);
    QVERIFY2(output.contains(data.report), qPrintable(output + QStringLiteral("\nours:\n") + data.report));
    // fio stops at the first bad block (its documentation promises the whole pass; we do that).
    QVERIFY2(output.contains(QStringLiteral("err=84")), qPrintable(output));
}

void WorkloadVerifyTest::verifyFatalStopsAtTheFirstBadBlock()
{
    const QString path = m_dir.filePath(QStringLiteral("fatal.dat"));
    QCOMPARE(
        runOne(QStringLiteral("[w]\nfilename=%1\nsize=1m\nrw=write\nbs=64k\nverify=crc32c\ndo_verify=0\n").arg(path))
            .error,
        0);
    flipByte(path, 3 * 65536 + 100);
    flipByte(path, 7 * 65536 + 100);
    const QString read = QStringLiteral("[r]\nfilename=%1\nsize=1m\nrw=read\nbs=64k\niodepth=1\nverify=crc32c\n"
                                        "verify_fatal=%2\n");
    const JobResult all = runOne(read.arg(path).arg(0));
    QCOMPARE(all.verifiedBlocks, 16ULL);
    QCOMPARE(all.verifyFailureCount, 2ULL);
    const JobResult fatal = runOne(read.arg(path).arg(1));
    QCOMPARE(fatal.error, EILSEQ);
    QCOMPARE(fatal.verifiedBlocks, 4ULL); // blocks 0-3, iodepth 1: nothing after the bad one
    QCOMPARE(fatal.verifyFailureCount, 1ULL);
    QCOMPARE(fatal.verifyFailures.first().offset, 3ULL * 65536);
}

void WorkloadVerifyTest::fioWritesWeVerify()
{
    const QString path = m_dir.filePath(QStringLiteral("by-fio.dat"));
    int exitCode = -1;
    const QString output
        = fio({QStringLiteral("--name=w"), QStringLiteral("--filename=") + path, QStringLiteral("--size=4m"),
                  QStringLiteral("--bs=16k"), QStringLiteral("--rw=randwrite"), QStringLiteral("--verify=crc32c"),
                  QStringLiteral("--do_verify=0"), QStringLiteral("--ioengine=psync")},
            &exitCode);
    QVERIFY2(exitCode == 0, qPrintable(output));
    const QString read = QStringLiteral("[r]\nfilename=%1\nsize=4m\nrw=randread\nbs=16k\niodepth=8\nverify=crc32c\n");
    const JobResult good = runOne(read.arg(path));
    QVERIFY2(good.error == 0, qPrintable(good.errorText));
    QCOMPARE(good.verifiedBlocks, 256ULL);

    flipByte(path, 100 * 16384 + 5000);
    const JobResult bad = runOne(read.arg(path));
    QCOMPARE(bad.error, EILSEQ);
    QCOMPARE(bad.verifyFailureCount, 1ULL);
    const QString ours = bad.verifyFailures.first().report;
    const QString theirs = fio({QStringLiteral("--name=check"), QStringLiteral("--filename=") + path,
                                   QStringLiteral("--size=4m"), QStringLiteral("--bs=16k"), QStringLiteral("--rw=read"),
                                   QStringLiteral("--verify=crc32c"), QStringLiteral("--ioengine=psync")},
        &exitCode);
    QVERIFY2(theirs.contains(ours), qPrintable(theirs + QStringLiteral("\nours:\n") + ours));
}

void WorkloadVerifyTest::verifyOnlyReplaysTheWrites()
{
    const QString path = m_dir.filePath(QStringLiteral("replay.dat"));
    const QString job = QStringLiteral("[v]\nfilename=%1\nsize=2m\nrw=randrw\nrwmixread=50\nbs=8k\niodepth=4\n"
                                       "verify=crc32c\n%2");
    const JobResult written = runOne(job.arg(path, QString()));
    QVERIFY2(written.error == 0, qPrintable(written.errorText));
    QCOMPARE(written.verifiedBlocks, written.write.ios);
    const QByteArray before = hashOf(path);

    // The same job with verify_only writes nothing and reads back exactly what it wrote.
    const JobResult replay = runOne(job.arg(path, QStringLiteral("verify_only\n")));
    QVERIFY2(replay.error == 0, qPrintable(replay.errorText));
    QCOMPARE(replay.write.ios, 0ULL);
    QCOMPARE(replay.verifiedBlocks, written.write.ios);
    QCOMPARE(hashOf(path), before);

    // Half the blocks were only read (they hold laid-out random data): verify_only read none of
    // them, or it would have failed. One the job wrote and that changed since is reported.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    qint64 written0 = -1;
    for (qint64 block = 0; block < 256 && written0 < 0; ++block) {
        file.seek(block * 8192);
        const QByteArray magic = file.read(2);
        if (magic == QByteArray("\xca\xac", 2))
            written0 = block;
    }
    file.close();
    QVERIFY(written0 >= 0);
    flipByte(path, written0 * 8192 + 4000);
    const JobResult bad = runOne(job.arg(path, QStringLiteral("verify_only\n")));
    QCOMPARE(bad.error, EILSEQ);
    QCOMPARE(bad.verifyFailureCount, 1ULL);
    QVERIFY2(bad.verifyFailures.first().report.contains(QStringLiteral("flags=88")),
        qPrintable(bad.verifyFailures.first().report));
}

void WorkloadVerifyTest::verifyOnlyNeedsTheFile()
{
    const QString path = m_dir.filePath(QStringLiteral("never-written.dat"));
    const JobResult job
        = runOne(QStringLiteral("[v]\nfilename=%1\nsize=1m\nrw=write\nverify=crc32c\nverify_only\n").arg(path));
    QVERIFY(job.error != 0);
    QVERIFY2(job.errorText.contains(QStringLiteral("verify_only")) && job.errorText.contains(path),
        qPrintable(job.errorText));
    QVERIFY(!QFileInfo::exists(path));
}

QTEST_GUILESS_MAIN(WorkloadVerifyTest)
#include "tst_workload_verify.moc"
