// The merge of a sweep's cell reports, on reports captured from `stacklab-cli lab run` on the loop
// lab (tests/data/report/sweep/README.md): a btrfs raid1 cell that measured its replace, one whose
// replace ran out of space (a real failure at 40 % full on 256 MiB disks) and an mdadm cell that
// failed on this kernel (no md). A second host is the same report with its run.host
// changed here in the test: the host rule needs two names, this machine has one.

#include "report/sweep/sweepfolder.h"
#include "report/sweep/sweepmerge.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestSweepMerge : public QObject {
    Q_OBJECT

private slots:
    void parsesMeasuredCell();
    void parsesFailedCell();
    void refusesWhatIsNoReport();
    void mergesOneHost();
    void neverPoolsHostsSilently();
    void refusesDuplicateCell();
    void jobsFileNamesMissingCells();
    void exporters();
    void folderFillsAsCellsArrive();
    void folderRefusesWhatIsNoSweep();
};

static const QString dataDir = QStringLiteral(STACKLAB_TEST_DATA_DIR "/report/sweep/");

static QByteArray readData(const QString &name)
{
    QFile file(dataDir + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

static SweepCellReport cell(const QString &name)
{
    QString error;
    const QList<SweepCellReport> cells = SweepMerge::parseReport(name, readData(name), &error);
    if (cells.size() != 1)
        qFatal("%s: %s", qPrintable(name), qPrintable(error));
    return cells.first();
}

static const QString fill20 = QStringLiteral("cell-btrfs-raid1-2-fill20-r1.json");
static const QString fill40 = QStringLiteral("cell-btrfs-raid1-2-fill40-r1.json");
static const QString mdadm = QStringLiteral("cell-mdadm-raid5-3-fill20-r1.json");

void TestSweepMerge::parsesMeasuredCell()
{
    const SweepCellReport c = cell(fill20);
    QCOMPARE(c.cellId, QStringLiteral("btrfs-raid1-2-fill20-r1"));
    QCOMPARE(c.stack, QStringLiteral("btrfs-raid1"));
    QCOMPARE(c.layout, QStringLiteral("btrfs-raid1-2"));
    QCOMPARE(c.width, 2);
    QCOMPARE(c.fillPercent, 20);
    QCOMPARE(c.round, 1);
    QCOMPARE(c.target, QStringLiteral("loop"));
    QVERIFY(!c.host.isEmpty());
    QVERIFY(!c.datasetSeed.isEmpty());
    QVERIFY(c.kernel.startsWith(QLatin1String("6.")));
    QVERIFY(c.versions.value(QStringLiteral("btrfs-progs")).startsWith(QLatin1String("btrfs-progs v")));
    QVERIFY(c.measured());
    QVERIFY(c.measurements.value(QStringLiteral("rebuild_s")) > 0);
    QVERIFY(c.measurements.value(QStringLiteral("rebuilt_bytes")) > 0);
    QCOMPARE(c.measurements.value(QStringLiteral("data_verified")), 1.0);
    QVERIFY(!c.measurements.contains(QStringLiteral("seq_write_mibs"))); // null in the report: not run
}

void TestSweepMerge::parsesFailedCell()
{
    const SweepCellReport c = cell(mdadm);
    QCOMPARE(c.layout, QStringLiteral("mdadm-raid5-3"));
    QVERIFY(!c.measured());
    QVERIFY2(c.failure().startsWith(QLatin1String("mdadm-raid5 failed")), qPrintable(c.failure()));
    const SweepCellReport full = cell(fill40);
    QVERIFY(!full.measured());
    QVERIFY2(full.failure().contains(QLatin1String("Replace the disk")), qPrintable(full.failure()));
    QVERIFY(full.measurements.value(QStringLiteral("copy_s")) > 0); // what it measured before is kept
}

void TestSweepMerge::refusesWhatIsNoReport()
{
    QString error;
    QVERIFY(SweepMerge::parseReport(QStringLiteral("jobs.txt"), "stacklab-cli lab run", &error).isEmpty());
    QVERIFY2(error.startsWith(QLatin1String("jobs.txt is not JSON")), qPrintable(error));
    QVERIFY(SweepMerge::parseReport(QStringLiteral("merged.json"), R"({"cells":[]})", &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("merged.json is not a lab run report")), qPrintable(error));
}

void TestSweepMerge::mergesOneHost()
{
    QString error;
    const SweepMerged merged = SweepMerge::merge({cell(mdadm), cell(fill40), cell(fill20)}, {}, false, &error);
    QVERIFY2(!merged.title.isEmpty(), qPrintable(error));
    QCOMPARE(merged.hosts.size(), 1);
    // The sweep's order: layout as first seen, then fill level.
    QCOMPARE(merged.cells.at(0).layout, QStringLiteral("mdadm-raid5-3"));
    QCOMPARE(merged.groups.size(), 3);
    const SweepGroup &btrfs20 = merged.groups.at(1);
    QCOMPARE(btrfs20.layout, QStringLiteral("btrfs-raid1-2"));
    QCOMPARE(btrfs20.fillPercent, 20);
    QCOMPARE(btrfs20.measured, 1);
    QCOMPARE(btrfs20.rebuildSeconds, cell(fill20).measurements.value(QStringLiteral("rebuild_s")));
    QVERIFY(btrfs20.allVerified);
    QCOMPARE(merged.groups.at(0).measured, 0);
    // mdadm-raid5-3 at 40 % was never run: inferred from the layouts and fill levels seen.
    QCOMPARE(merged.missing.size(), 1);
    QCOMPARE(merged.missing.first().cellId, QStringLiteral("mdadm-raid5-3-fill40-r1"));
    QCOMPARE(merged.groups.at(2).fillPercent, 40);
    QCOMPARE(merged.groups.at(2).measured, 0);
    QCOMPARE(merged.failed().size(), 2);
    QCOMPARE(merged.failed().first()->layout, QStringLiteral("mdadm-raid5-3"));
}

void TestSweepMerge::neverPoolsHostsSilently()
{
    SweepCellReport other = cell(fill20);
    other.host = QStringLiteral("labhost-b");
    other.measurements[QStringLiteral("rebuild_s")] *= 3;
    QString error;
    const SweepMerged split = SweepMerge::merge({cell(fill20), other}, {}, false, &error);
    QCOMPARE(split.hosts.size(), 2);
    QCOMPARE(split.groups.size(), 2);
    QCOMPARE(split.groups.at(0).runs, 1);
    QCOMPARE(split.groups.at(1).rebuildSeconds, other.measurements.value(QStringLiteral("rebuild_s")));
    QVERIFY(sweepToMarkdown(split).contains(QLatin1String("not averaged together")));

    const SweepMerged pooled = SweepMerge::merge({cell(fill20), other}, {}, true, &error);
    QCOMPARE(pooled.groups.size(), 1);
    QCOMPARE(pooled.groups.first().runs, 2);
    QCOMPARE(pooled.groups.first().rebuildSeconds, 2 * cell(fill20).measurements.value(QStringLiteral("rebuild_s")));
    QVERIFY(pooled.groups.first().host.contains(QLatin1String("labhost-b")));
    QVERIFY(sweepToMarkdown(pooled).contains(QLatin1String("Pooled on request")));
}

void TestSweepMerge::refusesDuplicateCell()
{
    SweepCellReport copy = cell(fill20);
    copy.file = QStringLiteral("old/cell-btrfs-raid1-2-fill20-r1.json");
    QString error;
    const SweepMerged merged = SweepMerge::merge({cell(fill20), copy}, {}, false, &error);
    QVERIFY(merged.title.isEmpty());
    QVERIFY2(error.contains(fill20) && error.contains(copy.file), qPrintable(error));
}

void TestSweepMerge::jobsFileNamesMissingCells()
{
    const QByteArray jobs
        = "'/opt/stack lab/stacklab-cli' lab run btrfs-raid1 --tag layout=btrfs-raid1-2 --tag fill=20 --tag round=1 "
          "--tag cell=btrfs-raid1-2-fill20-r1 --report cell-btrfs-raid1-2-fill20-r1.json\n"
          "stacklab-cli lab run btrfs-raid1 --tag layout=btrfs-raid1-2 --tag fill=20 --tag round=2 "
          "--tag 'cell=btrfs-raid1-2-fill20-r2'"
          " --tag note=it\\'s --report cell-btrfs-raid1-2-fill20-r2.json\n";
    QString error;
    const QList<SweepCellKey> expected = SweepMerge::parseJobs(jobs, &error);
    QCOMPARE(expected.size(), 2);
    const SweepMerged merged = SweepMerge::merge({cell(fill20)}, expected, false, &error);
    QCOMPARE(merged.missing, (QList<SweepCellKey> {expected.at(1)}));
    QVERIFY(SweepMerge::parseJobs("echo hello\n", &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("Line 1")), qPrintable(error));
}

void TestSweepMerge::exporters()
{
    QString error;
    const SweepMerged merged = SweepMerge::merge({cell(fill20), cell(fill40), cell(mdadm)}, {}, false, &error);
    const QString markdown = sweepToMarkdown(merged);
    QVERIFY2(markdown.contains(QLatin1String("| btrfs-raid1-2 | 20 % | 1/1 |")), qPrintable(markdown));
    QVERIFY(markdown.contains(QLatin1String("mdadm-raid5-3-fill40-r1: missing: no report")));
    QVERIFY(markdown.contains(cell(mdadm).failure()));
    QVERIFY(markdown.contains(QLatin1String("btrfs-progs")));

    const QList<QByteArray> csv = sweepToCsv(merged).split('\n');
    QVERIFY(csv.first().startsWith("cell,host,kernel,target,layout,width,fill_percent,round,dataset_seed,status"));
    QCOMPARE(csv.size(), 6); // header, three cells, one missing, the empty tail after the last CRLF
    QVERIFY(csv.at(4).startsWith("mdadm-raid5-3-fill40-r1,,,,mdadm-raid5-3,,40,1,,missing"));

    const QJsonObject json = QJsonDocument::fromJson(sweepToJson(merged)).object();
    QCOMPARE(json.value(QStringLiteral("cells")).toArray().size(), 3);
    QCOMPARE(json.value(QStringLiteral("missing")).toArray().size(), 1);
    QCOMPARE(json.value(QStringLiteral("failed")).toArray().size(), 2);
    const QJsonObject first = json.value(QStringLiteral("cells")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("versions")).toObject().value(QStringLiteral("kernel")).toString(),
        cell(fill20).kernel);

    const QString html = sweepToHtml(merged);
    QVERIFY(html.contains(QLatin1String("<svg")));
    QVERIFY(!html.contains(QLatin1String("<?xml")));
    QVERIFY(html.contains(QLatin1String("<td>btrfs-raid1-2-fill40-r1</td>")));
}

// The folder lab sweep --jobs fills: jobs.txt first, then one report per finished cell.
static const QByteArray twoCellJobs
    = "stacklab-cli lab run btrfs-raid1 --tag layout=btrfs-raid1-2 --tag fill=20 --tag round=1 "
      "--tag cell=btrfs-raid1-2-fill20-r1 --report cell-btrfs-raid1-2-fill20-r1.json\n"
      "stacklab-cli lab run btrfs-raid1 --tag layout=btrfs-raid1-2 --tag fill=40 --tag round=1 "
      "--tag cell=btrfs-raid1-2-fill40-r1 --report cell-btrfs-raid1-2-fill40-r1.json\n";

static void put(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

void TestSweepMerge::folderFillsAsCellsArrive()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    put(dir.filePath(SweepFolder::jobsFileName()), twoCellJobs);
    put(dir.filePath(QStringLiteral("joblog.tsv")), "Seq\tHost\n");
    QString error;
    std::optional<SweepMerged> merged = SweepFolder::readFolder(dir.path(), false, &error);
    QVERIFY2(merged, qPrintable(error));
    QCOMPARE(merged->cells.size(), 0);
    QCOMPARE(merged->missing.size(), 2);

    put(dir.filePath(fill20), readData(fill20));
    merged = SweepFolder::readFolder(dir.path(), false, &error);
    QVERIFY2(merged, qPrintable(error));
    QCOMPARE(merged->cells.size(), 1);
    QCOMPARE(merged->missing.size(), 1);
    QCOMPARE(merged->missing.first().cellId, QStringLiteral("btrfs-raid1-2-fill40-r1"));
    QCOMPARE(merged->groups.size(), 1);
    QVERIFY(merged->groups.first().allVerified);

    put(dir.filePath(fill40), readData(fill40));
    merged = SweepFolder::readFolder(dir.path(), false, &error);
    QVERIFY2(merged, qPrintable(error));
    QCOMPARE(merged->cells.size(), 2);
    QVERIFY(merged->missing.isEmpty());
    QCOMPARE(merged->failed().size(), 1); // the replace that ran out of space
}

void TestSweepMerge::folderRefusesWhatIsNoSweep()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY(!SweepFolder::readFolder(dir.path(), false, &error));
    QVERIFY2(error.contains(QLatin1String("jobs file")), qPrintable(error));
    QVERIFY(!SweepFolder::readFolder(dir.filePath(QStringLiteral("absent")), false, &error));
    QVERIFY2(error.contains(QLatin1String("is not a folder")), qPrintable(error));
    put(dir.filePath(QStringLiteral("cell-broken.json")), "{\"not\": \"a report\"}");
    QVERIFY(!SweepFolder::readFolder(dir.path(), false, &error));
    QVERIFY2(error.contains(QLatin1String("cell-broken.json")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestSweepMerge)
#include "tst_sweepmerge.moc"
