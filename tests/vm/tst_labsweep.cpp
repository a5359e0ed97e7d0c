// Seed 003's resilver sweep on the virtual lab: `stacklab-cli lab sweep --layouts mirror2,raidz1-3
// --fill 25 --rounds 1` in one boot. Every CSV row measured a resilver (seconds and bytes) and
// verified the data afterwards; the chart next to the CSV has a bar per row.

#include "lab/labsessionstore.h"
#include "monitor/sizetext.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestLabSweepVm : public QObject {
    Q_OBJECT

private slots:
    void mirrorAndRaidz();
};

void TestLabSweepVm::mirrorAndRaidz()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString csv = dir.filePath(QStringLiteral("sweep.csv"));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("sweep"), QStringLiteral("--target"), QStringLiteral("vm"),
            QStringLiteral("--layouts"), QStringLiteral("mirror2,raidz1-3"), QStringLiteral("--fill"),
            QStringLiteral("25"), QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--disk-count"),
            QStringLiteral("6"), QStringLiteral("--disk-size"), QStringLiteral("256M"), QStringLiteral("--session"),
            QStringLiteral("tst-labsweep"), QStringLiteral("--session-dir"), dir.filePath(QStringLiteral("session")),
            QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER), QStringLiteral("--csv"), csv});
    QVERIFY(cli.waitForFinished(2400000));
    const QString output = QString::fromUtf8(cli.readAll());
    qInfo("lab sweep (boot, two runs, shutdown) took %.1f s", double(clock.elapsed()) / 1000.0);
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(output));

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

QTEST_GUILESS_MAIN(TestLabSweepVm)
#include "tst_labsweep.moc"
