// Seed 003's resilver sweep on the virtual lab: `stacklab-cli lab sweep --layouts mirror2,raidz1-3
// --fill 25 --rounds 1` in one boot. Every CSV row measured a resilver (seconds and bytes) and
// verified the data afterwards; the chart next to the CSV has a bar per row. Then two virtual labs
// at once on this machine: `--jobs 2 --vm-cpus 1`, each cell its own guest, GNU parallel running both.

#include "lab/session/labsessionstore.h"
#include "monitor/sample/sizetext.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestLabSweepVm : public QObject {
    Q_OBJECT

private slots:
    void mirrorAndRaidz();
    void twoVirtualLabsAtOnce();

private:
    // `stacklab-cli lab sweep --target vm --fill 25 --rounds 1 --disk-size 256M --helper … ARGS`;
    // its exit code (-1 when it did not end in 40 minutes), output in *output.
    static int sweep(const QStringList &args, const QString &what, QString *output);
};

int TestLabSweepVm::sweep(const QStringList &args, const QString &what, QString *output)
{
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(STACKLAB_CLI),
        QStringList {QStringLiteral("lab"), QStringLiteral("sweep"), QStringLiteral("--target"), QStringLiteral("vm"),
            QStringLiteral("--fill"), QStringLiteral("25"), QStringLiteral("--rounds"), QStringLiteral("1"),
            QStringLiteral("--disk-size"), QStringLiteral("256M"), QStringLiteral("--helper"),
            QStringLiteral(STACKLAB_HELPER)}
            + args);
    const bool ended = cli.waitForFinished(2400000);
    *output = QString::fromUtf8(cli.readAll());
    qInfo("%s took %.1f s", qPrintable(what), double(clock.elapsed()) / 1000.0);
    return ended && cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
}

void TestLabSweepVm::mirrorAndRaidz()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString csv = dir.filePath(QStringLiteral("sweep.csv"));
    QString output;
    const int exitCode = sweep(
        {QStringLiteral("--layouts"), QStringLiteral("mirror2,raidz1-3"), QStringLiteral("--disk-count"),
            QStringLiteral("6"), QStringLiteral("--session"), QStringLiteral("tst-labsweep"),
            QStringLiteral("--session-dir"), dir.filePath(QStringLiteral("session")), QStringLiteral("--csv"), csv},
        QStringLiteral("lab sweep (boot, two runs, shutdown)"), &output);
    QVERIFY2(exitCode == 0, qPrintable(output));

    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0).trimmed(),
        QByteArray("layout,width,fill_percent,round,resilver_s,resilvered_bytes,mean_mibs,data_verified"));
    QStringList layouts;
    for (int i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines.at(i).trimmed().split(',');
        QCOMPARE(f.size(), 8);
        layouts << QString::fromUtf8(f.at(0));
        QCOMPARE(f.at(2), QByteArray("25"));
        QVERIFY2(f.at(4).toDouble() > 0, lines.at(i).constData());
        QVERIFY2(f.at(5).toLongLong() > 0, lines.at(i).constData());
        QVERIFY2(f.at(6).toDouble() > 0, lines.at(i).constData());
        QCOMPARE(f.at(7), QByteArray("true"));
        qInfo("%s", lines.at(i).trimmed().constData());
    }
    QCOMPARE(layouts, (QStringList {QStringLiteral("mirror2"), QStringLiteral("raidz1-3")}));

    // resilvered_bytes is the figure of each run's final "resilvered X" line (zpool status after
    // the resilver, in the session), never the pool-wide issued count (issue 18).
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.filePath(QStringLiteral("session")), &error);
    QVERIFY2(store, qPrintable(error));
    QStringList resilvered; // per run, in order
    static const QRegularExpression line(QStringLiteral("^\\s*scan: resilvered (\\S+) in "));
    for (const SessionStepRecord &step : store->session().steps) {
        if (step.phase == QLatin1String("claim"))
            resilvered << QString();
        if (step.phase != QLatin1String("rebuild")
            || step.argv.mid(0, 2) != QStringList {QStringLiteral("zpool"), QStringLiteral("status")})
            continue;
        for (const QString &out : step.outputLines) {
            if (const QRegularExpressionMatch m = line.match(out); m.hasMatch())
                resilvered.last() = m.captured(1);
        }
    }
    QCOMPARE(resilvered.size(), 2);
    for (int i = 1; i < lines.size(); ++i) {
        const QString bytes = QString::fromUtf8(lines.at(i).trimmed().split(',').at(5));
        const std::optional<qint64> said = parseZfsSize(resilvered.at(i - 1));
        qInfo("%s: resilvered_bytes %s, zpool status said \"resilvered %s\"", lines.at(i).split(',').at(0).constData(),
            qPrintable(bytes), qPrintable(resilvered.at(i - 1)));
        QVERIFY(said);
        QCOMPARE(bytes.toLongLong(), *said);
    }

    QFile svg(dir.filePath(QStringLiteral("sweep.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QCOMPARE(svg.readAll().count("class=\"bar\""), 2);
    QVERIFY2(output.contains(QLatin1String("Median of the measured rounds")), qPrintable(output));
}

// Two cells, two guests of one vCPU each at the same time (two of the default two would not pass the
// slot check on a two-core machine): both run, overlap in time, measure and verify, and the merge
// has both. Each cell's session records the vCPUs it was given.
void TestLabSweepVm::twoVirtualLabsAtOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString csv = dir.filePath(QStringLiteral("two.csv"));
    const QString merged = dir.filePath(QStringLiteral("two.json"));
    QString output;
    const int exitCode = sweep(
        {QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--vm-cpus"), QStringLiteral("1"),
            QStringLiteral("--layouts"), QStringLiteral("mdadm-raid5-3,zfs-raidz1-3"), QStringLiteral("--session-dir"),
            dir.filePath(QStringLiteral("sessions")), QStringLiteral("--csv"), csv, QStringLiteral("--report"), merged},
        QStringLiteral("two virtual labs at once"), &output);
    QVERIFY2(exitCode == 0, qPrintable(output));

    // GNU parallel's job log: both cells ran, overlapping (the second started before the first ended).
    QFile joblog(dir.filePath(QStringLiteral("two-cells/joblog.tsv")));
    QVERIFY2(joblog.open(QIODevice::ReadOnly), qPrintable(output));
    QList<QPair<double, double>> spans; // start, end
    for (const QByteArray &row : joblog.readAll().trimmed().split('\n').mid(1)) {
        const QList<QByteArray> f = row.split('\t');
        QVERIFY2(f.size() >= 7 && f.at(6).trimmed() == "0", row.constData());
        spans.append({f.at(2).toDouble(), f.at(2).toDouble() + f.at(3).toDouble()});
    }
    QCOMPARE(spans.size(), 2);
    std::sort(spans.begin(), spans.end());
    QVERIFY2(spans.at(1).first < spans.at(0).second,
        qPrintable(QStringLiteral("the second lab started %1 s after the first ended")
                       .arg(spans.at(1).first - spans.at(0).second)));
    qInfo("cells ran %.0f s and %.0f s, overlapping %.0f s", spans.at(0).second - spans.at(0).first,
        spans.at(1).second - spans.at(1).first, std::min(spans.at(0).second, spans.at(1).second) - spans.at(1).first);

    QFile report(merged);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QJsonObject sweep = QJsonDocument::fromJson(report.readAll()).object();
    const QJsonArray cells = sweep.value(QLatin1String("cells")).toArray();
    QCOMPARE(cells.size(), 2);
    for (const QJsonValue &value : cells) {
        const QJsonObject cell = value.toObject();
        QCOMPARE(cell.value(QLatin1String("status")).toString(), QStringLiteral("measured"));
        const QJsonObject m = cell.value(QLatin1String("measurements")).toObject();
        QVERIFY2(m.value(QLatin1String("rebuild_s")).toDouble() > 0,
            qPrintable(cell.value(QLatin1String("cell")).toString()));
        QCOMPARE(m.value(QLatin1String("data_verified")).toInt(), 1);
        QString error;
        const QString session
            = dir.filePath(QStringLiteral("sessions/") + cell.value(QLatin1String("cell")).toString());
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(session, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->session().metadata.run.vmCpus, 1);
    }
    QVERIFY(sweep.value(QLatin1String("failed")).toArray().isEmpty());
    QVERIFY(sweep.value(QLatin1String("missing")).toArray().isEmpty());
}

QTEST_GUILESS_MAIN(TestLabSweepVm)
#include "tst_labsweep.moc"
