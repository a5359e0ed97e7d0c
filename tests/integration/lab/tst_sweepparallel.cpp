// `stacklab-cli lab sweep --target loop --jobs 2 --layouts btrfs-raid1-2` on this machine: two
// loop labs at once through GNU parallel (the job log's start times and runtimes overlap), the
// merged results in the same shape as a serial sweep of the same cells, every loop lab gone after.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TestSweepParallel : public QObject {
    Q_OBJECT

private slots:
    void twoSlotsMatchSerial();

private:
    QString run(const QStringList &args, int *exitCode);
};

QString TestSweepParallel::run(const QStringList &args, int *exitCode)
{
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(STACKLAB_CLI), args);
    if (!cli.waitForFinished(500000))
        cli.kill();
    *exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
    return QString::fromUtf8(cli.readAll());
}

static QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// layout,width,fill_percent,round of every row, and the header: the shape of a sweep's CSV.
static QStringList csvShape(const QByteArray &csv)
{
    QStringList shape;
    const QList<QByteArray> lines = csv.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty())
            continue;
        shape << (i == 0 ? line : line.section(QLatin1Char(','), 0, 3));
    }
    return shape;
}

void TestSweepParallel::twoSlotsMatchSerial()
{
    QVERIFY2(::geteuid() == 0, "the sweep test needs root (the helper makes loop disks)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString name = QStringLiteral("tst-sweep-%1").arg(QCoreApplication::applicationPid());
    // 1 GiB disks at 5 and 10 % fill: on 256 MiB ones btrfs's replace runs out of room now and then
    // (ENOSPC setting a block group read-only), and at 20 % on 1 GiB it did 1 run in about 8 with
    // other tests writing beside the two labs (the lab starts it once more after a flush since).
    // What this test checks is the parallel sweep, not btrfs's room.
    const QStringList common {QStringLiteral("lab"), QStringLiteral("sweep"), QStringLiteral("--target"),
        QStringLiteral("loop"), QStringLiteral("--layouts"), QStringLiteral("btrfs-raid1-2"), QStringLiteral("--fill"),
        QStringLiteral("5,10"), QStringLiteral("--disk-size"), QStringLiteral("1G"), QStringLiteral("--seed"),
        QStringLiteral("17"), QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER)};

    int exitCode = 0;
    const QString parallelOut = run(common
            + QStringList {QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--csv"),
                dir.filePath(QStringLiteral("parallel.csv")), QStringLiteral("--report"),
                dir.filePath(QStringLiteral("merged.json")), QStringLiteral("--session"), name + QStringLiteral("-p"),
                QStringLiteral("--session-dir"), dir.filePath(QStringLiteral("sessions-p"))},
        &exitCode);
    if (exitCode != 0)
        qInfo("%s", qPrintable(parallelOut)); // QVERIFY2 cuts its message short
    QVERIFY2(exitCode == 0, "the parallel sweep failed (its output is above)");
    // Output lines carry their cell (parallel's --tagstring).
    QVERIFY2(parallelOut.contains(QLatin1String("btrfs-raid1-2-fill5-r1\t")), qPrintable(parallelOut));

    // Both slots busy at once: the job log's [start, start + runtime) intervals overlap.
    const QList<QByteArray> log = readFile(dir.filePath(QStringLiteral("parallel-cells/joblog.tsv"))).split('\n');
    QList<std::pair<double, double>> spans;
    for (qsizetype i = 1; i < log.size(); ++i) {
        const QList<QByteArray> fields = log.at(i).split('\t');
        if (fields.size() < 9)
            continue;
        QCOMPARE(fields.at(6).trimmed(), QByteArray("0")); // exit value
        const double start = fields.at(2).trimmed().toDouble();
        spans << std::pair {start, start + fields.at(3).trimmed().toDouble()};
    }
    QCOMPARE(spans.size(), 2);
    const double overlap
        = std::min(spans.at(0).second, spans.at(1).second) - std::max(spans.at(0).first, spans.at(1).first);
    qInfo("cells ran %.1f s and %.1f s, overlapping %.1f s", spans.at(0).second - spans.at(0).first,
        spans.at(1).second - spans.at(1).first, overlap);
    QVERIFY2(overlap > 1.0, qPrintable(QStringLiteral("overlap %1 s").arg(overlap)));

    // The merged report: both cells measured, from this host, with their seeds and versions.
    const QJsonObject merged = QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("merged.json")))).object();
    const QJsonArray cells = merged.value(QStringLiteral("cells")).toArray();
    QCOMPARE(cells.size(), 2);
    QStringList seeds;
    for (const QJsonValue &value : cells) {
        const QJsonObject cell = value.toObject();
        QCOMPARE(cell.value(QStringLiteral("status")).toString(), QStringLiteral("measured"));
        QCOMPARE(cell.value(QStringLiteral("host")).toString(), QSysInfo::machineHostName());
        QCOMPARE(cell.value(QStringLiteral("kernel")).toString(), QSysInfo::kernelVersion());
        QVERIFY(cell.value(QStringLiteral("versions")).toObject().contains(QStringLiteral("btrfs-progs")));
        seeds << cell.value(QStringLiteral("dataset_seed")).toString();
    }
    QVERIFY(!seeds.at(0).isEmpty() && seeds.at(0) != seeds.at(1));
    QVERIFY(merged.value(QStringLiteral("missing")).toArray().isEmpty());
    QVERIFY(merged.value(QStringLiteral("failed")).toArray().isEmpty());

    // The serial sweep of the same cells in one lab: the same CSV shape, row for row.
    const QString serialOut = run(common
            + QStringList {QStringLiteral("--disk-count"), QStringLiteral("3"), QStringLiteral("--csv"),
                dir.filePath(QStringLiteral("serial.csv")), QStringLiteral("--session"), name + QStringLiteral("-s"),
                QStringLiteral("--session-dir"), dir.filePath(QStringLiteral("sessions-s"))},
        &exitCode);
    if (exitCode != 0)
        qInfo("%s", qPrintable(serialOut));
    QVERIFY2(exitCode == 0, "the serial sweep failed (its output is above)");
    const QByteArray serialCsv = readFile(dir.filePath(QStringLiteral("serial.csv")));
    const QByteArray parallelCsv = readFile(dir.filePath(QStringLiteral("parallel.csv")));
    QCOMPARE(csvShape(parallelCsv), csvShape(serialCsv));
    QCOMPARE(csvShape(parallelCsv).size(), 3);
    for (const QByteArray &line : parallelCsv.split('\n').mid(1)) {
        if (!line.trimmed().isEmpty())
            QVERIFY2(line.trimmed().endsWith(",true"), line.constData()); // measured and verified
    }

    // Nothing of the loop labs is left.
    QProcess losetup;
    losetup.start(QStringLiteral("losetup"), {QStringLiteral("-a")});
    QVERIFY(losetup.waitForFinished());
    QVERIFY(!QString::fromUtf8(losetup.readAll()).contains(name));
    QVERIFY(!QFile::exists(
        QStringLiteral("/var/lib/stacklab/loop-lab/") + name + QStringLiteral("-p-btrfs-raid1-2-fill5-r1")));
}

QTEST_GUILESS_MAIN(TestSweepParallel)
#include "tst_sweepparallel.moc"
