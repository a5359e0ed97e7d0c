// Cells as jobs: the stack-family layout names, cell IDs and seeds, the lab run command line of
// a cell read back as lab run reads it, the options lab run takes for a cell, the GNU parallel
// arguments (run by the real parallel on a jobs file of harmless commands) and the slot check.

#include "lab/sweep/sweepjobs.h"
#include "report/sweep/sweepmerge.h"

#include <QProcess>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

class TestSweepJobs : public QObject {
    Q_OBJECT

private slots:
    void stackFamilyLayouts();
    void stackFamilyErrors_data();
    void stackFamilyErrors();
    void cellIdsAndSeeds();
    void jobLineReadsBack();
    void cellOptionErrors_data();
    void cellOptionErrors();
    void runSection();
    void parallelRunsTheJobsFile();
    void remoteArguments();
    void slotCheck();
};

static QList<SweepCell> cells(const QString &layoutText, const QList<int> &fills, int rounds)
{
    QString error;
    const QList<SweepLayout> layouts = LabSweep::parseLayouts(layoutText, &error);
    if (layouts.isEmpty())
        qWarning("%s", qPrintable(error));
    return LabSweep::matrix(layouts, fills, rounds);
}

void TestSweepJobs::stackFamilyLayouts()
{
    QString error;
    const QList<SweepLayout> layouts = LabSweep::parseLayouts(
        QStringLiteral("mdadm-raid5-4,lvm-raid5-3,btrfs-raid1-2,zfs-raidz2-6,raidz1-3,zfs-striped-mirror-4"), &error);
    QVERIFY2(layouts.size() == 6, qPrintable(error));
    QCOMPARE(layouts.at(0), (SweepLayout {QStringLiteral("mdadm-raid5-4"), QStringLiteral("mdadm-raid5"), 4}));
    QCOMPARE(layouts.at(1), (SweepLayout {QStringLiteral("lvm-raid5-3"), QStringLiteral("lvm-raid5"), 3}));
    QCOMPARE(layouts.at(2), (SweepLayout {QStringLiteral("btrfs-raid1-2"), QStringLiteral("btrfs-raid1"), 2}));
    QCOMPARE(layouts.at(3), (SweepLayout {QStringLiteral("zfs-raidz2-6"), QStringLiteral("zfs-raidz2"), 6}));
    // Today's ZFS forms still read as before.
    QCOMPARE(layouts.at(4), (SweepLayout {QStringLiteral("raidz1-3"), QStringLiteral("zfs-raidz1"), 3}));
    QCOMPARE(
        layouts.at(5), (SweepLayout {QStringLiteral("zfs-striped-mirror-4"), QStringLiteral("zfs-striped-mirror"), 4}));
}

void TestSweepJobs::stackFamilyErrors_data()
{
    QTest::addColumn<QString>("layouts");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("raid5 on two disks") << QStringLiteral("mdadm-raid5-2") << QStringLiteral("at least 3");
    QTest::newRow("odd striped mirror") << QStringLiteral("zfs-striped-mirror-5") << QStringLiteral("multiple of 2");
    QTest::newRow("unknown stack") << QStringLiteral("ext4-raid1-2") << QStringLiteral("'ext4-raid1-2'");
    QTest::newRow("no width") << QStringLiteral("btrfs-raid1") << QStringLiteral("STACK-W");
}

void TestSweepJobs::stackFamilyErrors()
{
    QFETCH(QString, layouts);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(LabSweep::parseLayouts(layouts, &error).isEmpty());
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TestSweepJobs::cellIdsAndSeeds()
{
    const QList<SweepCell> matrix = cells(QStringLiteral("btrfs-raid1-2,raidz1-3"), {25, 50}, 2);
    QCOMPARE(matrix.size(), 8);
    QCOMPARE(SweepJobs::cellId(matrix.at(0)), QStringLiteral("btrfs-raid1-2-fill25-r1"));
    QCOMPARE(SweepJobs::cellId(matrix.at(7)), QStringLiteral("raidz1-3-fill50-r2"));
    QSet<quint32> seeds;
    for (const SweepCell &cell : matrix) {
        const quint32 seed = SweepJobs::cellSeed(42, cell);
        QVERIFY(seed > 0 && seed <= 0x7fffffffu);
        QCOMPARE(SweepJobs::cellSeed(42, cell), seed); // a rerun writes the same data
        seeds << seed;
    }
    QCOMPARE(seeds.size(), 8); // every cell its own data
    QVERIFY(SweepJobs::cellSeed(43, matrix.at(0)) != SweepJobs::cellSeed(42, matrix.at(0)));
    // FNV-1a of "42/btrfs-raid1-2-fill25-r1", masked to 31 bits: the same on every host.
    QCOMPARE(SweepJobs::cellSeed(42, matrix.at(0)), 1374716669u);
}

// The line a job file holds, split as the shell splits it, is the argv; lab run's options read
// from it give the cell's scenario options and its run section.
void TestSweepJobs::jobLineReadsBack()
{
    const QList<SweepCell> matrix = cells(QStringLiteral("btrfs-raid1-2"), {25, 50}, 1);
    SweepJobOptions options;
    options.cli = QStringLiteral("/opt/stack lab/bin/stacklab-cli"); // a space: must survive the quoting
    options.target = QStringLiteral("loop");
    options.diskSizeBytes = 256LL * 1024 * 1024;
    options.sweep = QStringLiteral("sweep-20261201");
    options.sessionRoot = QStringLiteral("/srv/sessions/sweep-20261201");
    options.seed = 7;
    const QList<SweepJob> jobs = SweepJobs::build(matrix, options);
    QCOMPARE(jobs.size(), 2);
    const SweepJob &job = jobs.at(1);
    QCOMPARE(job.reportFile, QStringLiteral("cell-btrfs-raid1-2-fill50-r1.json"));
    // The shell's own reading of the line.
    QProcess shell;
    shell.start(
        QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("printf '%s\\n' ") + job.commandLine()});
    QVERIFY(shell.waitForFinished());
    QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts), job.argv);
    QCOMPARE(job.argv.mid(0, 4),
        (QStringList {options.cli, QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("btrfs-raid1")}));
    QCOMPARE(job.argv.at(job.argv.indexOf(QStringLiteral("--disk-count")) + 1), QStringLiteral("3"));
    QCOMPARE(job.argv.at(job.argv.indexOf(QStringLiteral("--session")) + 1),
        QStringLiteral("sweep-20261201-btrfs-raid1-2-fill50-r1"));
    QCOMPARE(job.argv.at(job.argv.indexOf(QStringLiteral("--session-dir")) + 1),
        QStringLiteral("/srv/sessions/sweep-20261201/btrfs-raid1-2-fill50-r1"));

    ScenarioOptions scenario;
    QMap<QString, QString> run;
    for (qsizetype i = 4; i + 1 < job.argv.size(); i += 2) {
        if (SweepJobs::isCellOption(job.argv.at(i)))
            QCOMPARE(SweepJobs::applyCellOption(job.argv.at(i), job.argv.at(i + 1), &scenario, &run), QString());
    }
    const ScenarioOptions wanted = LabSweep::scenarioOptions(matrix.at(1));
    QCOMPARE(scenario.datasetPercent, 50);
    QCOMPARE(scenario.stageSelection, wanted.stageSelection);
    QCOMPARE(scenario.datasetSeed, SweepJobs::cellSeed(7, matrix.at(1)));
    QCOMPARE(run.value(QStringLiteral("layout")), QStringLiteral("btrfs-raid1-2"));
    QCOMPARE(run.value(QStringLiteral("fill")), QStringLiteral("50"));
    QCOMPARE(run.value(QStringLiteral("round")), QStringLiteral("1"));
    QCOMPARE(run.value(QStringLiteral("cell")), job.cellId);
    QCOMPARE(run.value(QStringLiteral("dataset_seed")), QString::number(job.datasetSeed));

    // The merge reads the same file back as the cells it expects.
    QString error;
    const QList<SweepCellKey> keys = SweepMerge::parseJobs(SweepJobs::jobsFile(jobs), &error);
    QCOMPARE(keys.size(), 2);
    QCOMPARE(
        keys.at(0), (SweepCellKey {QStringLiteral("btrfs-raid1-2-fill25-r1"), QStringLiteral("btrfs-raid1-2"), 25, 1}));

    // Virtual labs: each cell's guest gets the sweep's vCPUs, only when the sweep set them.
    QVERIFY(!job.argv.contains(QStringLiteral("--vm-cpus")));
    options.target = QStringLiteral("vm");
    options.vmCpus = 1;
    const SweepJob vmJob = SweepJobs::build(matrix, options).at(0);
    QCOMPARE(vmJob.argv.at(vmJob.argv.indexOf(QStringLiteral("--vm-cpus")) + 1), QStringLiteral("1"));
    // And its disk profile as the sweep was given it, so every cell's disks stand for the same disk.
    QVERIFY(!vmJob.argv.contains(QStringLiteral("--disk-profile")));
    options.diskProfileArgs = {QStringLiteral("--disk-profile"), QStringLiteral("hdd"), QStringLiteral("--disk-speed"),
        QStringLiteral("15728640")};
    const SweepJob hddJob = SweepJobs::build(matrix, options).at(0);
    QCOMPARE(hddJob.argv.at(hddJob.argv.indexOf(QStringLiteral("--disk-profile")) + 1), QStringLiteral("hdd"));
    QCOMPARE(hddJob.argv.at(hddJob.argv.indexOf(QStringLiteral("--disk-speed")) + 1), QStringLiteral("15728640"));
}

void TestSweepJobs::cellOptionErrors_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("fill 95") << QStringLiteral("--dataset-percent") << QStringLiteral("95") << QStringLiteral("'95'");
    QTest::newRow("seed 0") << QStringLiteral("--dataset-seed") << QStringLiteral("0") << QStringLiteral("1 to");
    QTest::newRow("unknown stage") << QStringLiteral("--stages") << QStringLiteral("build,resync")
                                   << QStringLiteral("'resync'");
    QTest::newRow("unknown stage: the known ones in order")
        << QStringLiteral("--stages") << QStringLiteral("resync")
        << QStringLiteral("(claim, prepare, build, sync, mount, workload, dataset, snapshot, fail, rebuild, "
                          "second-failure, power-cut, load, verify, scrub, corruption, teardown)");
    QTest::newRow("tag without =") << QStringLiteral("--tag") << QStringLiteral("layout")
                                   << QStringLiteral("KEY=VALUE");
    QTest::newRow("tag the lab sets") << QStringLiteral("--tag") << QStringLiteral("host=elsewhere")
                                      << QStringLiteral("records host itself");
}

void TestSweepJobs::cellOptionErrors()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    QFETCH(QString, mentions);
    ScenarioOptions options;
    QMap<QString, QString> run;
    QVERIFY(SweepJobs::isCellOption(option));
    const QString error = SweepJobs::applyCellOption(option, value, &options, &run);
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(error.contains(option));
    QVERIFY(run.isEmpty());
    QCOMPARE(options, ScenarioOptions {});
}

void TestSweepJobs::runSection()
{
    const QMap<QString, QString> run = SweepJobs::runSection({{QStringLiteral("layout"), QStringLiteral("x")}},
        QStringLiteral("s1"), QStringLiteral("loop"), {QStringLiteral("btrfs-raid1 failed: replace")}, true);
    QCOMPARE(run.value(QStringLiteral("host")), QSysInfo::machineHostName());
    QCOMPARE(run.value(QStringLiteral("target")), QStringLiteral("loop"));
    QCOMPARE(run.value(QStringLiteral("session")), QStringLiteral("s1"));
    QCOMPARE(run.value(QStringLiteral("layout")), QStringLiteral("x"));
    QVERIFY(run.value(QStringLiteral("error")).startsWith(QLatin1String("btrfs-raid1 failed: replace; ")));
    QVERIFY(!SweepJobs::runSection({}, {}, {}, {}, false).contains(QStringLiteral("error")));
}

// The arguments the sweep gives parallel, run by the real GNU parallel: every line runs, its
// output carries its cell, the failing line is tried --retries times and the job log says so.
void TestSweepJobs::parallelRunsTheJobsFile()
{
    const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
    QVERIFY2(!parallel.isEmpty(), "GNU parallel is missing: scripts/install-deps.sh installs the parallel package");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString jobs = dir.filePath(QStringLiteral("jobs.txt"));
    QFile file(jobs);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("echo ran --tag cell=a-fill25-r1 --report cell-a-fill25-r1.json\n"
               "sh -c 'echo try >> tries; exit 3' --tag cell=b-fill25-r1 --report cell-b-fill25-r1.json\n");
    file.close();
    ParallelOptions options;
    options.jobs = 2;
    options.retries = 2;
    options.joblog = dir.filePath(QStringLiteral("joblog.tsv"));
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.setStandardInputFile(jobs);
    process.start(parallel, SweepJobs::parallelArguments(options));
    QVERIFY(process.waitForFinished(60000));
    const QString output = QString::fromUtf8(process.readAllStandardOutput());
    QCOMPARE(process.exitCode(), 1); // one job failed
    QVERIFY2(output.contains(QLatin1String("a-fill25-r1\tran --tag cell=a-fill25-r1")), qPrintable(output));
    QFile tries(dir.filePath(QStringLiteral("tries")));
    QVERIFY(tries.open(QIODevice::ReadOnly));
    QCOMPARE(tries.readAll(), QByteArray("try\ntry\n"));
    QFile log(options.joblog);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QString joblog = QString::fromUtf8(log.readAll());
    QVERIFY2(joblog.startsWith(QLatin1String("Seq\tHost\tStarttime")), qPrintable(joblog));
    QCOMPARE(joblog.count(QLatin1Char('\n')), 3);
}

void TestSweepJobs::remoteArguments()
{
    ParallelOptions options;
    options.sshLoginFile = QStringLiteral("/etc/stacklab/hosts");
    const QStringList args = SweepJobs::parallelArguments(options);
    QCOMPARE(args.at(args.indexOf(QStringLiteral("--sshloginfile")) + 1), options.sshLoginFile);
    QCOMPARE(args.at(args.indexOf(QStringLiteral("--return")) + 1), QStringLiteral("{= s/.* --report (\\S+).*/$1/ =}"));
    QVERIFY(args.contains(QStringLiteral("--cleanup")));
    QVERIFY(!SweepJobs::parallelArguments(ParallelOptions {}).contains(QStringLiteral("--return")));
}

void TestSweepJobs::slotCheck()
{
    constexpr qint64 mib = 1024 * 1024;
    const SlotNeeds loop = SweepJobs::slotNeeds(LabTarget::Kind::Loop, 3, 256 * mib);
    QCOMPARE(loop.cpus, 1);
    QCOMPARE(loop.diskBytes, 768 * mib);
    const HostResources machine {2, 20000 * mib, 40000 * mib};
    QCOMPARE(SweepJobs::checkSlots(loop, 2, machine), QString());
    const QString threeOnTwo = SweepJobs::checkSlots(loop, 3, machine);
    QVERIFY2(threeOnTwo.contains(QLatin1String("3 cores (this machine has 2)")), qPrintable(threeOnTwo));
    QVERIFY2(threeOnTwo.contains(QLatin1String("--jobs 2 fits")), qPrintable(threeOnTwo));
    VmConfig vm;
    vm.memoryMiB = 1024;
    vm.cpus = 1;
    const SlotNeeds virtualLab = SweepJobs::slotNeeds(LabTarget::Kind::Virtual, 6, 256 * mib, vm);
    QCOMPARE(virtualLab.memoryBytes, 1280 * mib);
    const QString memory = SweepJobs::checkSlots(virtualLab, 2, HostResources {8, 2000 * mib, 40000 * mib});
    QVERIFY2(memory.contains(QLatin1String("2560 MiB of memory (2000 MiB available)")), qPrintable(memory));
    QVERIFY2(memory.contains(QLatin1String("--jobs 1 fits")), qPrintable(memory));
    // Two virtual labs on two cores: with the default two vCPUs each they do not fit, with one they do.
    const HostResources twoCores {2, 20000 * mib, 40000 * mib};
    const QString fourOnTwo
        = SweepJobs::checkSlots(SweepJobs::slotNeeds(LabTarget::Kind::Virtual, 4, 256 * mib), 2, twoCores);
    QVERIFY2(fourOnTwo.contains(QLatin1String("4 cores (this machine has 2)")), qPrintable(fourOnTwo));
    QCOMPARE(SweepJobs::checkSlots(virtualLab, 2, twoCores), QString());
    const QString disk = SweepJobs::checkSlots(loop, 1, HostResources {2, 20000 * mib, 100 * mib});
    QVERIFY2(disk.contains(QLatin1String("Not even one fits")), qPrintable(disk));
    // This machine's figures are read, not assumed.
    const HostResources here = SweepJobs::localResources(QStringLiteral("/nonexistent/stacklab/loop-lab"));
    QVERIFY(here.memoryAvailableBytes > 0);
    QVERIFY(here.diskFreeBytes > 0);
}

QTEST_GUILESS_MAIN(TestSweepJobs)
#include "tst_sweepjobs.moc"
