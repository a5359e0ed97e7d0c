#include "fiojobparsertest.h"

#include "workload/job/fiojobparser.h"
#include "workload/job/fiooptionvalue.h"

#include <QFile>
#include <QTest>

namespace {

QHash<QString, QString> environmentOf(const QStringList &pairs)
{
    QHash<QString, QString> environment;
    for (const QString &pair : pairs)
        environment.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    return environment;
}

QString describeVerify(const JobSpec &job)
{
    if (job.verify == VerifyMethod::None)
        return {};
    return QStringLiteral(" verify=%1 do%2 fatal%3 only%4 backlog%5/%6 interval%7")
        .arg(job.verify == VerifyMethod::Crc32c ? QStringLiteral("crc32c") : QStringLiteral("pattern"))
        .arg(job.doVerify ? 1 : 0)
        .arg(job.verifyFatal ? 1 : 0)
        .arg(job.verifyOnly ? 1 : 0)
        .arg(job.verifyBacklog)
        .arg(job.verifyBacklogBatch)
        .arg(job.verifyInterval);
}

// A compact, comparable description of what the parser produced.
QString describe(const JobSpec &job)
{
    return QStringLiteral("%1 g%2 %3 mix%4 bs%5 size%6 off%7 qd%8 direct%9")
               .arg(job.name)
               .arg(job.groupId)
               .arg(job.patternName())
               .arg(job.rwmixRead)
               .arg(job.blockSize)
               .arg(job.size)
               .arg(job.offset)
               .arg(job.ioDepth)
               .arg(job.direct ? 1 : 0)
        + QStringLiteral(" rt%1 tb%2 ramp%3 nj%4 gr%5 fsync%6 endfsync%7 loops%8 seed%9")
              .arg(job.runtimeMs)
              .arg(job.timeBased ? 1 : 0)
              .arg(job.rampMs)
              .arg(job.numJobs)
              .arg(job.groupReporting ? 1 : 0)
              .arg(job.fsyncEvery)
              .arg(job.endFsync ? 1 : 0)
              .arg(job.loops)
              .arg(job.randSeed)
        + (job.ioDepthBatchSubmit != 1 ? QStringLiteral(" batch%1").arg(job.ioDepthBatchSubmit) : QString())
        + describeVerify(job) + QStringLiteral(" file=%1").arg(job.fileFor(0));
}

QStringList describeAll(const QList<JobSpec> &jobs)
{
    QStringList lines;
    for (const JobSpec &job : jobs)
        lines.append(describe(job));
    return lines;
}

const QString defaults = QStringLiteral(" rt0 tb0 ramp0 nj1 gr0 fsync0 endfsync0 loops1 seed137");

} // namespace

void FioJobParserTest::parsesJobs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("defaults") << QStringLiteral("[a]\n") << QStringList()
                              << QStringList {QStringLiteral("a g0 read mix50 bs4096 size0 off0 qd1 direct0") + defaults
                                     + QStringLiteral(" file=./a.0.0")};
    QTest::newRow("global inherited, overridden per job")
        << QStringLiteral("[global]\nbs=64k\ndirect=1\nsize=1m\n[a]\nrw=write\n[b]\nbs=4k\nrw=randread\n")
        << QStringList()
        << QStringList {QStringLiteral("a g0 write mix50 bs65536 size1048576 off0 qd1 direct1") + defaults
                   + QStringLiteral(" file=./a.0.0"),
               QStringLiteral("b g0 randread mix50 bs4096 size1048576 off0 qd1 direct1") + defaults
                   + QStringLiteral(" file=./b.0.0")};
    QTest::newRow("global after a job affects later jobs only")
        << QStringLiteral("[a]\nsize=1m\n[global]\niodepth=8\n[b]\nsize=2m\n") << QStringList()
        << QStringList {QStringLiteral("a g0 read mix50 bs4096 size1048576 off0 qd1 direct0") + defaults
                   + QStringLiteral(" file=./a.0.0"),
               QStringLiteral("b g0 read mix50 bs4096 size2097152 off0 qd8 direct0") + defaults
                   + QStringLiteral(" file=./b.0.0")};
    QTest::newRow("stonewall and new_group make groups")
        << QStringLiteral("[a]\nstonewall\n[b]\n[c]\nstonewall\n[d]\nwait_for_previous=1\n[e]\nnew_group\n[f]\n")
        << QStringList() << QStringList();
    QTest::newRow("env expansion, comments, blank lines")
        << QStringLiteral("# comment\n; other comment\n\n[global]\nfilename=${DIR}/${NAME}.dat\n\n[a]\n  size = 4k  \n")
        << QStringList {QStringLiteral("DIR=/mnt/x"), QStringLiteral("NAME=f")}
        << QStringList {QStringLiteral("a g0 read mix50 bs4096 size4096 off0 qd1 direct0") + defaults
               + QStringLiteral(" file=/mnt/x/f.dat")};
    QTest::newRow("every option") << QStringLiteral(
        "[j]\nreadwrite=randrw\nrwmixwrite=30\nblocksize=8KiB\nsize=1g\noffset=1M\n"
        "directory=/d\niodepth=32\nbuffered=0\nruntime=2m\ntime_based=1\nramp_time=500ms\n"
        "numjobs=4\ngroup_reporting\nfsync=16\nend_fsync=1\nloops=3\nrandrepeat=0\n"
        "randseed=42\nioengine=io_uring\nthread\ndescription=anything\nkb_base=1024\n")
                                  << QStringList()
                                  << QStringList {QStringLiteral(
                                         "j g0 randrw mix70 bs8192 size1073741824 off1048576 qd32 direct1 rt120000 tb1 "
                                         "ramp500 nj4 gr1 fsync16 endfsync1 loops3 seed42 file=/d/j.0.0")};
    QTest::newRow("iodepth_batch_submit and its alias")
        << QStringLiteral("[a]\niodepth=16\niodepth_batch_submit=0\n[b]\niodepth_batch=4\n") << QStringList()
        << QStringList {QStringLiteral("a g0 read mix50 bs4096 size0 off0 qd16 direct0") + defaults
                   + QStringLiteral(" batch0 file=./a.0.0"),
               QStringLiteral("b g0 read mix50 bs4096 size0 off0 qd1 direct0") + defaults
                   + QStringLiteral(" batch4 file=./b.0.0")};
    QTest::newRow("verify=crc32c and its options")
        << QStringLiteral("[v]\nrw=write\nbs=128k\nverify=crc32c\ndo_verify=0\nverify_fatal=1\nverify_backlog=64\n"
                          "verify_backlog_batch=16\nverify_interval=32k\n")
        << QStringList()
        << QStringList {QStringLiteral("v g0 write mix50 bs131072 size0 off0 qd1 direct0") + defaults
               + QStringLiteral(" verify=crc32c do0 fatal1 only0 backlog64/16 interval32768 file=./v.0.0")};
    QTest::newRow("crc32c-intel is crc32c; verify_only is a flag")
        << QStringLiteral("[v]\nrw=randwrite\nverify=crc32c-intel\nverify_only\n") << QStringList()
        << QStringList {QStringLiteral("v g0 randwrite mix50 bs4096 size0 off0 qd1 direct0") + defaults
               + QStringLiteral(" verify=crc32c do1 fatal0 only1 backlog0/0 interval0 file=./v.0.0")};
    QTest::newRow("ioengine=null submits whole rounds unless told")
        << QStringLiteral("[a]\nioengine=null\n[global]\niodepth_batch=1\n[b]\nioengine=null\n") << QStringList()
        << QStringList {QStringLiteral("a g0 read mix50 bs4096 size0 off0 qd1 direct0") + defaults
                   + QStringLiteral(" batch0 file=./a.0.0"),
               QStringLiteral("b g0 read mix50 bs4096 size0 off0 qd1 direct0") + defaults
                   + QStringLiteral(" file=./b.0.0")};
    QTest::newRow("rw=rw and rwmixread, name= renames")
        << QStringLiteral("[x]\nname=renamed\nrw=rw\nrwmixread=80\nfilename=rel.dat\ndirectory=/base\n")
        << QStringList()
        << QStringList {QStringLiteral("renamed g0 rw mix80 bs4096 size0 off0 qd1 direct0") + defaults
               + QStringLiteral(" file=/base/rel.dat")};
}

void FioJobParserTest::parsesJobs()
{
    QFETCH(QString, text);
    QFETCH(QStringList, environment);
    QFETCH(QStringList, expected);

    const FioJobFile file = FioJobParser::parse(text, environmentOf(environment));
    QVERIFY2(file.ok(), qPrintable(file.error));
    if (QByteArray(QTest::currentDataTag()) == "stonewall and new_group make groups") {
        QList<int> groups;
        for (const JobSpec &job : file.jobs)
            groups.append(job.groupId);
        QCOMPARE(groups, (QList<int> {0, 0, 1, 2, 3, 3}));
        return;
    }
    QCOMPARE(describeAll(file.jobs), expected);
}

void FioJobParserTest::reportsErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("unsupported option") << QStringLiteral("[a]\nrw=read\nverify_dump=1\n") << 3
                                        << QStringLiteral("verify_dump")
                                        << QStringLiteral("line 3: unsupported option 'verify_dump'");
    QTest::newRow("unsupported in global") << QStringLiteral("[global]\nzonemode=zbd\n[a]\n") << 2
                                           << QStringLiteral("zonemode") << QStringLiteral("unsupported option");
    QTest::newRow("option outside a section")
        << QStringLiteral("\nbs=4k\n[a]\n") << 2 << QStringLiteral("bs") << QStringLiteral("outside a job section");
    QTest::newRow("bad rw") << QStringLiteral("[a]\nrw=randread:8\n") << 2 << QStringLiteral("rw")
                            << QStringLiteral("invalid value 'randread:8' for option 'rw'");
    QTest::newRow("bad size suffix") << QStringLiteral("[a]\nsize=12q\n") << 2 << QStringLiteral("size")
                                     << QStringLiteral("invalid value '12q'");
    QTest::newRow("size percent") << QStringLiteral("[a]\nsize=50%\n") << 2 << QStringLiteral("size")
                                  << QStringLiteral("invalid value");
    QTest::newRow("bs range") << QStringLiteral("[a]\nbs=4k-64k\n") << 2 << QStringLiteral("bs")
                              << QStringLiteral("invalid value");
    QTest::newRow("bs zero") << QStringLiteral("[a]\nbs=0\n") << 2 << QStringLiteral("bs")
                             << QStringLiteral("invalid value");
    QTest::newRow("bad bool") << QStringLiteral("[a]\ndirect=maybe\n") << 2 << QStringLiteral("direct")
                              << QStringLiteral("invalid value 'maybe'");
    QTest::newRow("bad flag value") << QStringLiteral("[a]\nstonewall=often\n") << 2 << QStringLiteral("stonewall")
                                    << QStringLiteral("invalid value");
    QTest::newRow("missing value") << QStringLiteral("[a]\nbs\n") << 2 << QStringLiteral("bs")
                                   << QStringLiteral("needs a value");
    QTest::newRow("unset variable") << QStringLiteral("[a]\n\nfilename=${NOPE}/f\n") << 3 << QStringLiteral("filename")
                                    << QStringLiteral("${NOPE}, which is not set");
    QTest::newRow("unsupported engine") << QStringLiteral("[a]\nioengine=windowsaio\n") << 2
                                        << QStringLiteral("ioengine") << QStringLiteral("unsupported ioengine");
    QTest::newRow("malformed header") << QStringLiteral("[a]\n[b\n") << 2 << QString()
                                      << QStringLiteral("malformed section header");
    QTest::newRow("empty header") << QStringLiteral("[ ]\n") << 1 << QString()
                                  << QStringLiteral("malformed section header");
    QTest::newRow("no job") << QStringLiteral("[global]\nbs=4k\n") << 1 << QString()
                            << QStringLiteral("no job section");
    QTest::newRow("include") << QStringLiteral("[a]\ninclude other.fio\n") << 2 << QStringLiteral("include")
                             << QStringLiteral("unsupported option 'include'");
    QTest::newRow("iodepth zero") << QStringLiteral("[a]\niodepth=0\n") << 2 << QStringLiteral("iodepth")
                                  << QStringLiteral("invalid value");
    QTest::newRow("iodepth_batch negative")
        << QStringLiteral("[a]\niodepth_batch_submit=-1\n") << 2 << QStringLiteral("iodepth_batch_submit")
        << QStringLiteral("invalid value");
    QTest::newRow("numjobs too many") << QStringLiteral("[a]\nnumjobs=1000\n") << 2 << QStringLiteral("numjobs")
                                      << QStringLiteral("invalid value");
    QTest::newRow("rwmixread over 100") << QStringLiteral("[a]\nrwmixread=101\n") << 2 << QStringLiteral("rwmixread")
                                        << QStringLiteral("invalid value");
    QTest::newRow("file list") << QStringLiteral("[a]\nfilename=/a:/b\n") << 2 << QStringLiteral("filename")
                               << QStringLiteral("invalid value");
    QTest::newRow("bad runtime") << QStringLiteral("[a]\nruntime=soon\n") << 2 << QStringLiteral("runtime")
                                 << QStringLiteral("invalid value");
    QTest::newRow("bad verify") << QStringLiteral("[a]\nverify=md5\n") << 2 << QStringLiteral("verify")
                                << QStringLiteral("unsupported verify method 'md5'");
    QTest::newRow("kb_base 1000") << QStringLiteral("[a]\nkb_base=1000\n") << 2 << QStringLiteral("kb_base")
                                  << QStringLiteral("invalid value");
    // Checks of a whole job report the line of its [name] header.
    QTest::newRow("direct needs 512 multiples") << QStringLiteral("[global]\ndirect=1\n\n[odd]\nbs=1000\n") << 4
                                                << QString() << QStringLiteral("not a multiple of 512");
    QTest::newRow("time_based without runtime") << QStringLiteral("[a]\nsize=1m\n[b]\ntime_based\n") << 3 << QString()
                                                << QStringLiteral("time_based needs runtime");
    QTest::newRow("size below bs") << QStringLiteral("[a]\nbs=1m\nsize=4k\n") << 1 << QString()
                                   << QStringLiteral("smaller than bs");
    QTest::newRow("verify without pattern")
        << QStringLiteral("[a]\nverify=pattern\n") << 1 << QString() << QStringLiteral("needs verify_pattern");
    QTest::newRow("verify on writes") << QStringLiteral("[a]\nrw=write\nverify=pattern\nverify_pattern=0xff\n") << 1
                                      << QString() << QStringLiteral("read jobs only");
    QTest::newRow("crc32c header does not fit")
        << QStringLiteral("[a]\nbs=32\nverify=crc32c\n") << 1 << QString() << QStringLiteral("more than 44 bytes");
    QTest::newRow("verify_interval must divide bs")
        << QStringLiteral("[a]\nrw=write\nverify=crc32c\nverify_interval=3000\n") << 1 << QString()
        << QStringLiteral("must be at least 80 bytes and divide bs=4096");
    QTest::newRow("verify_backlog on a read job") << QStringLiteral("[a]\nverify=crc32c\nverify_backlog=8\n") << 1
                                                  << QString() << QStringLiteral("for jobs that write");
    QTest::newRow("verify_only and time_based")
        << QStringLiteral("[a]\nrw=write\nverify=crc32c\nverify_only\nruntime=1\ntime_based\n") << 1 << QString()
        << QStringLiteral("cannot replay a time_based job");
    QTest::newRow("verify_only without crc32c")
        << QStringLiteral("[a]\nrw=write\nverify_only\n") << 1 << QString() << QStringLiteral("need verify=crc32c");
}

void FioJobParserTest::reportsErrors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, option);
    QFETCH(QString, messagePart);

    const FioJobFile file = FioJobParser::parse(text, {});
    QVERIFY(!file.ok());
    QVERIFY(file.jobs.isEmpty());
    QCOMPARE(file.errorLine, line);
    QCOMPARE(file.errorOption, option);
    QVERIFY2(file.error.startsWith(QStringLiteral("line %1: ").arg(line)), qPrintable(file.error));
    QVERIFY2(file.error.contains(messagePart), qPrintable(file.error));
}

void FioJobParserTest::ignoreUnsupportedWarns()
{
    const QString text = QStringLiteral("[a]\nverify_dump=1\nrw=write\nsize=1m\nzonemode=zbd\n");
    QVERIFY(!FioJobParser::parse(text, {}).ok());
    const FioJobFile file = FioJobParser::parse(text, {}, true);
    QVERIFY2(file.ok(), qPrintable(file.error));
    QCOMPARE(file.jobs.size(), 1);
    QCOMPARE(file.jobs.first().pattern, IoPattern::Write);
    QCOMPARE(file.warnings,
        (QStringList {QStringLiteral("line 2: unsupported option 'verify_dump' ignored"),
            QStringLiteral("line 5: unsupported option 'zonemode' ignored")}));
    // A bad value of a supported option stays an error.
    QVERIFY(!FioJobParser::parse(QStringLiteral("[a]\nbs=huge\n"), {}, true).ok());
}

void FioJobParserTest::enginesGiveNotices()
{
    for (const char *engine : {"libaio", "io_uring", "psync", "posixaio", "sync"}) {
        const FioJobFile file
            = FioJobParser::parse(QStringLiteral("[a]\nioengine=%1\n").arg(QLatin1String(engine)), {});
        QVERIFY2(file.ok(), engine);
        QCOMPARE(file.notices.size(), 1);
        QVERIFY(file.notices.first().contains(QStringLiteral("StackLab's io_uring engine")));
        QCOMPARE(file.jobs.first().ioEngine, QLatin1String(engine));
    }
}

void FioJobParserTest::seedJobFilesParse_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("expected");
    const QString tail = QStringLiteral(" seed137 file=/t/fio.dat");
    QTest::newRow("seed 000 storage-bench.fio")
        << QStringLiteral("storage-bench.fio")
        << QStringList {QStringLiteral("seq-write-1m g0 write mix50 bs1048576 size2147483648 off0 qd16 direct1 rt0 tb0 "
                                       "ramp0 nj1 gr1 fsync0 endfsync0 loops1")
                   + tail,
               QStringLiteral("seq-read-1m g1 read mix50 bs1048576 size2147483648 off0 qd16 direct1 rt0 tb0 "
                              "ramp0 nj1 gr1 fsync0 endfsync0 loops1")
                   + tail,
               QStringLiteral("rand-read-4k g2 randread mix50 bs4096 size2147483648 off0 qd32 direct1 rt60000 "
                              "tb1 ramp0 nj1 gr1 fsync0 endfsync0 loops1")
                   + tail};
    QTest::newRow("seed 004 randwrite-4k.fio")
        << QStringLiteral("randwrite-4k.fio")
        << QStringList {QStringLiteral("bench g0 randwrite mix50 bs4096 size134217728 off0 qd1 direct0 rt12000 tb1 "
                                       "ramp0 nj1 gr0 fsync0 endfsync0 loops1 seed137 file=/t/t.dat")};
}

void FioJobParserTest::seedJobFilesParse()
{
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    QFile jobFile(QStringLiteral(STACKLAB_SOURCE_DIR "/resources/jobs/") + file);
    QVERIFY2(jobFile.open(QIODevice::ReadOnly), qPrintable(jobFile.fileName()));
    const FioJobFile parsed = FioJobParser::parse(
        QString::fromUtf8(jobFile.readAll()), {{QStringLiteral("TESTDIR"), QStringLiteral("/t")}});
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    QCOMPARE(describeAll(parsed.jobs), expected);
    QCOMPARE(parsed.notices.size(), 1); // libaio / posixaio run on our engine
}

void FioJobParserTest::sizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qulonglong>("bytes"); // 0: invalid
    QTest::newRow("plain") << QStringLiteral("4096") << 4096ULL;
    QTest::newRow("4k") << QStringLiteral("4k") << 4096ULL;
    QTest::newRow("4K") << QStringLiteral("4K") << 4096ULL;
    QTest::newRow("4KiB") << QStringLiteral("4KiB") << 4096ULL;
    QTest::newRow("4kb is 1024-based by default") << QStringLiteral("4kb") << 4096ULL;
    QTest::newRow("1M") << QStringLiteral("1M") << 1048576ULL;
    QTest::newRow("1m") << QStringLiteral("1m") << 1048576ULL;
    QTest::newRow("1MiB") << QStringLiteral("1MiB") << 1048576ULL;
    QTest::newRow("2G") << QStringLiteral("2G") << 2147483648ULL;
    QTest::newRow("128m") << QStringLiteral("128m") << 134217728ULL;
    QTest::newRow("1t") << QStringLiteral("1t") << 1099511627776ULL;
    QTest::newRow("1p") << QStringLiteral("1p") << 1125899906842624ULL;
    QTest::newRow("hex") << QStringLiteral("0x1000") << 4096ULL;
    QTest::newRow("bytes suffix") << QStringLiteral("512b") << 512ULL;
    QTest::newRow("empty") << QString() << 0ULL;
    QTest::newRow("unit only") << QStringLiteral("k") << 0ULL;
    QTest::newRow("unknown unit") << QStringLiteral("4x") << 0ULL;
    QTest::newRow("fraction") << QStringLiteral("1.5g") << 0ULL;
    QTest::newRow("negative") << QStringLiteral("-4k") << 0ULL;
    QTest::newRow("overflow") << QStringLiteral("99999999999p") << 0ULL;
    QTest::newRow("junk after unit") << QStringLiteral("4kix") << 0ULL;
}

void FioJobParserTest::sizes()
{
    QFETCH(QString, text);
    QFETCH(qulonglong, bytes);
    const auto parsed = parseFioSize(text);
    if (bytes == 0) {
        QVERIFY(!parsed.has_value());
    } else {
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, bytes);
    }
}

void FioJobParserTest::times_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qlonglong>("ms"); // -1: invalid
    QTest::newRow("seconds by default") << QStringLiteral("60") << 60000LL;
    QTest::newRow("s") << QStringLiteral("10s") << 10000LL;
    QTest::newRow("ms") << QStringLiteral("500ms") << 500LL;
    QTest::newRow("msec") << QStringLiteral("20msec") << 20LL;
    QTest::newRow("minutes") << QStringLiteral("2m") << 120000LL;
    QTest::newRow("hours") << QStringLiteral("1h") << 3600000LL;
    QTest::newRow("us rounds up") << QStringLiteral("250us") << 1LL;
    QTest::newRow("zero") << QStringLiteral("0") << 0LL;
    QTest::newRow("word") << QStringLiteral("soon") << -1LL;
    QTest::newRow("bad unit") << QStringLiteral("5y") << -1LL;
}

void FioJobParserTest::times()
{
    QFETCH(QString, text);
    QFETCH(qlonglong, ms);
    const auto parsed = parseFioTimeMs(text);
    if (ms < 0) {
        QVERIFY(!parsed.has_value());
    } else {
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, ms);
    }
}

void FioJobParserTest::patterns_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("bytes"); // empty: invalid
    QTest::newRow("hex") << QStringLiteral("0xdeadbeef") << QByteArray::fromHex("deadbeef");
    QTest::newRow("odd hex digits") << QStringLiteral("0xabc") << QByteArray::fromHex("0abc");
    QTest::newRow("quoted") << QStringLiteral("'abc'") << QByteArray("abc");
    QTest::newRow("double quoted") << QStringLiteral("\"xy\"") << QByteArray("xy");
    QTest::newRow("bad hex") << QStringLiteral("0xzz") << QByteArray();
    QTest::newRow("bare word") << QStringLiteral("abc") << QByteArray();
    QTest::newRow("empty quotes") << QStringLiteral("''") << QByteArray();
}

void FioJobParserTest::patterns()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, bytes);
    const auto parsed = parseFioPattern(text);
    if (bytes.isEmpty()) {
        QVERIFY(!parsed.has_value());
    } else {
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, bytes);
    }
}
