// The rebuild-under-load drill in the virtual lab: `stacklab-cli lab run mdadm-raid5 zfs-raidz1
// --drill load` (one guest: a fresh disk of the lab takes each pulled one's place). For each stack the foreground
// job ran in every rebuild phase (before the pull, degraded, rebuilding, after), its latency and
// IOPS are recorded per phase with the rebuild under load, the session holds the series with its
// four phase marks, and the data still verifies; each stack ran once without the drill first, in the
// same session, so the rebuild's time without load stands beside it. STACKLAB_DRILLS_VM_FULL=1 adds
// lvm-raid5.

#include "labcli.h"

#include "lab/session/labsessionstore.h"
#include "lab/stages/drills/loaddrillstage.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

class TestLabDrillsLoad : public QObject {
    Q_OBJECT

private slots:
    void loadDrill();
};

void TestLabDrillsLoad::loadDrill()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessionDir = dir.filePath(QStringLiteral("session"));
    const QString report = dir.filePath(QStringLiteral("load.json"));
    QStringList stacks {QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1")};
    if (qEnvironmentVariableIntValue("STACKLAB_DRILLS_VM_FULL") == 1)
        stacks << QStringLiteral("lvm-raid5");
    // Each stack once without the drill, then with it, in one session: the drill finds the idle
    // rebuild of the same stack there (load_idle_rebuild_s) beside its own under load.
    const auto labRun = [&](const QString &what, const QStringList &options, const QString &reportPath) {
        QElapsedTimer clock;
        clock.start();
        QProcess cli;
        const LabCliRun run = runLabCli(cli,
            labRunArguments(stacks, QStringLiteral("tst-labdrills-load"), sessionDir, reportPath) + options
                + smallLabOptions(),
            1600000);
        qInfo(
            "%s on %lld stacks took %.1f s", qPrintable(what), qint64(stacks.size()), double(clock.elapsed()) / 1000.0);
        return run;
    };
    const LabCliRun idle = labRun(QStringLiteral("the rebuild without load"),
        {QStringLiteral("--stages"), QStringLiteral("claim,prepare,build,sync,mount,dataset,fail,rebuild,teardown")},
        dir.filePath(QStringLiteral("idle.json")));
    QVERIFY2(idle.finished && !idle.crashed && idle.exitCode == 0, qPrintable(idle.output));
    const LabCliRun run = labRun(QStringLiteral("the load drill"),
        {QStringLiteral("--stages"), QStringLiteral("claim,prepare,build,sync,mount,dataset,verify,teardown"),
            QStringLiteral("--drill"), QStringLiteral("load")},
        report);
    QVERIFY2(run.finished, "the load drill run did not end within 26 minutes");
    QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(run.output));

    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    // The drill's figures are rows of the report's Drills section; the verify is a measurement.
    QMap<QString, QMap<QString, double>> drills;
    for (const QJsonValue &row : json.value(QStringLiteral("drills")).toArray())
        drills[row[QStringLiteral("stack")].toString()][row[QStringLiteral("key")].toString()]
            = row[QStringLiteral("value")].toDouble();
    const QJsonArray columns = json.value(QStringLiteral("stacks")).toArray();
    QCOMPARE(columns.size(), stacks.size());
    for (const QJsonValue &value : columns) {
        const QJsonObject column = value.toObject();
        const QString name = column.value(QStringLiteral("name")).toString();
        const QMap<QString, double> d = drills.value(name);
        QVERIFY2(d.value(QStringLiteral("load_rebuild_s")) > 0, qPrintable(name));
        for (const char *phase : {"before", "degraded", "rebuilding", "after"}) {
            const double iops = d.value(QStringLiteral("load_iops_%1").arg(QLatin1String(phase)));
            const double p50 = d.value(QStringLiteral("load_p50_ms_%1").arg(QLatin1String(phase)));
            const double p99 = d.value(QStringLiteral("load_p99_ms_%1").arg(QLatin1String(phase)));
            QVERIFY2(iops > 0 && p50 > 0 && p99 >= p50, qPrintable(QStringLiteral("%1 %2").arg(name, phase)));
            qInfo("%s %-10s %8.0f IOPS  p50 %7.2f ms  p99 %7.2f ms", qPrintable(name), phase, iops, p50, p99);
        }
        // The foreground job takes I/O from the rebuild: fewer IOPS while it runs than before the pull.
        QVERIFY2(d.value(QStringLiteral("load_iops_rebuilding")) < d.value(QStringLiteral("load_iops_before")),
            qPrintable(name));
        QVERIFY2(d.value(QStringLiteral("load_idle_rebuild_s")) > 0, qPrintable(name));
        qInfo("%s rebuild under load %.1f s, without %.1f s", qPrintable(name),
            d.value(QStringLiteral("load_rebuild_s")), d.value(QStringLiteral("load_idle_rebuild_s")));
        const QJsonObject m = column.value(QStringLiteral("measurements")).toObject();
        QVERIFY2(m.value(QStringLiteral("data_verified")).toBool(), qPrintable(name));
    }

    QString error;
    const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    const QList<QPair<QString, LoadSeries>> series = LoadDrillStage::seriesIn(store->session());
    QCOMPARE(series.size(), stacks.size());
    for (const auto &[stack, load] : series) {
        QCOMPARE(load.marks().size(), 4);
        QVERIFY2(load.samples().size() >= LoadDrillStage::BeforeSeconds, qPrintable(stack));
    }
    const QList<SessionStackRun> &runs = store->session().stackRuns;
    QCOMPARE(runs.size(), 2 * stacks.size());
    for (qsizetype r = 0; r < runs.size(); ++r)
        QCOMPARE(runs.at(r).drills, r < stacks.size() ? QStringList {} : QStringList {QStringLiteral("load")});
}

QTEST_GUILESS_MAIN(TestLabDrillsLoad)
#include "tst_labdrills_load.moc"
