// The whole scenario on the virtual lab: `stacklab-cli lab run mdadm-raid5 zfs-raidz1 --target vm`
// through the helper in the guest. Every row of the report has a measured value with a plausible
// unit, null only where the stack has no such thing (mdadm has no snapshots).

#include "lab/session/labsessionstore.h"
#include "monitor/sizetext.h"
#include "report/comparisonreport.h"

#include <QDebug>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestLabScenario : public QObject {
    Q_OBJECT

private slots:
    void mdadmRaid5AndZfsRaidz1();
};

void TestLabScenario::mdadmRaid5AndZfsRaidz1()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessionDir = dir.filePath(QStringLiteral("session"));
    const QString report = dir.filePath(QStringLiteral("report.json"));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1"),
            QStringLiteral("--target"), QStringLiteral("vm"), QStringLiteral("--disk-size"), QStringLiteral("1G"),
            QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--dataset-size"), QStringLiteral("128M"),
            QStringLiteral("--overwrite-size"), QStringLiteral("64M"), QStringLiteral("--workload-runtime"),
            QStringLiteral("3"), QStringLiteral("--workload-size"), QStringLiteral("128M"), QStringLiteral("--session"),
            QStringLiteral("tst-labscenario"), QStringLiteral("--session-dir"), sessionDir, QStringLiteral("--helper"),
            QStringLiteral(STACKLAB_HELPER), QStringLiteral("--report"), report});
    QVERIFY(cli.waitForFinished(2400000));
    const QString output = QString::fromUtf8(cli.readAll());
    qInfo("lab run (boot, two stacks, shutdown) took %.1f s", double(clock.elapsed()) / 1000.0);
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(output));

    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray stacks = json.value(QStringLiteral("stacks")).toArray();
    QCOMPARE(stacks.size(), 2);
    const QStringList mdadmHasNo {QStringLiteral("snapshot_create_s"), QStringLiteral("snapshot_reserve_bytes"),
        QStringLiteral("snapshot_space_after_overwrite_bytes"), QStringLiteral("overwrite_mibs_no_snapshot"),
        QStringLiteral("overwrite_mibs_with_snapshot")};
    for (const QJsonValue &value : stacks) {
        const QJsonObject stack = value.toObject();
        const QString name = stack.value(QStringLiteral("name")).toString();
        const QJsonObject m = stack.value(QStringLiteral("measurements")).toObject();
        QCOMPARE(m.size(), int(measurementRows().size()));
        for (const MeasurementRow &row : measurementRows()) {
            const QJsonValue v = m.value(row.key);
            const QString what = name + QLatin1Char(' ') + row.key;
            if (name == QLatin1String("mdadm-raid5") && mdadmHasNo.contains(row.key)) {
                QVERIFY2(v.isNull(), qPrintable(what));
                QVERIFY2(stack.value(QStringLiteral("not_applicable")).toObject().contains(row.key), qPrintable(what));
                continue;
            }
            QVERIFY2(!v.isNull(), qPrintable(what + QStringLiteral(" is not measured\n") + output));
            const double x = v.toDouble();
            switch (row.unit) {
            case MeasurementUnit::Bytes:
                // Snapshot space may be 0 (ZFS reserves nothing up front); the rest is real bytes.
                QVERIFY2(x >= 0 && x < 8.0 * 1024 * 1024 * 1024, qPrintable(what));
                break;
            case MeasurementUnit::Seconds:
                QVERIFY2(x >= 0 && x < 1800, qPrintable(what));
                break;
            case MeasurementUnit::Milliseconds: // a foreground job's latency under the load drill
                QVERIFY2(x > 0 && x < 1800.0 * 1000, qPrintable(what));
                break;
            case MeasurementUnit::MiBPerSecond:
            case MeasurementUnit::Iops:
                QVERIFY2(x > 0 && x < 1e7, qPrintable(what));
                break;
            case MeasurementUnit::Count:
            case MeasurementUnit::Percent:
                QVERIFY2(x >= 0 && x == std::floor(x), qPrintable(what));
                break;
            case MeasurementUnit::Verified:
                QVERIFY2(v.toBool(), qPrintable(what));
                break;
            }
        }
        // Three 1 GiB members in RAID5/raidz1: about 2 GiB usable.
        QVERIFY2(m.value(QStringLiteral("usable_bytes")).toDouble() > 1.5 * 1024 * 1024 * 1024, qPrintable(name));
        QCOMPARE(m.value(QStringLiteral("scrub_errors")).toInt(), 0);
        // Bytes rebuilt come from the tool's own line (issue 18), which the report names.
        const QJsonObject rebuiltSource
            = stack.value(QStringLiteral("source")).toObject().value(QStringLiteral("rebuilt_bytes")).toObject();
        const QString rebuiltLine = rebuiltSource.value(QStringLiteral("lines")).toArray().first().toString();
        qInfo("%s: rebuilt_bytes %.0f from %s: \"%s\"", qPrintable(name),
            m.value(QStringLiteral("rebuilt_bytes")).toDouble(),
            qPrintable(rebuiltSource.value(QStringLiteral("command")).toString()), qPrintable(rebuiltLine));
        if (name == QLatin1String("mdadm-raid5")) {
            QCOMPARE(m.value(QStringLiteral("commands_to_mount")).toInt(), 3);
            QVERIFY(m.value(QStringLiteral("initial_sync_s")).toDouble() > 0);
            // md rebuilds the whole member: close to 1 GiB whatever the dataset, as mdadm states it.
            QVERIFY(m.value(QStringLiteral("rebuilt_bytes")).toDouble() > 0.9 * 1024 * 1024 * 1024);
            const QRegularExpressionMatch used
                = QRegularExpression(QStringLiteral("^Used Dev Size : (\\d+) ")).match(rebuiltLine);
            QVERIFY2(used.hasMatch(), qPrintable(rebuiltLine));
            QCOMPARE(m.value(QStringLiteral("rebuilt_bytes")).toDouble(), used.captured(1).toDouble() * 1024);
        } else {
            QCOMPARE(m.value(QStringLiteral("commands_to_mount")).toInt(), 2);
            QCOMPARE(m.value(QStringLiteral("initial_sync_s")).toDouble(), 0.0);
            // ZFS's final "resilvered X": the 128 MiB dataset's share plus parity, far less than the
            // 1 GiB replacement (the pool-wide issued count was reported before, 1.46 GB).
            const QRegularExpressionMatch resilvered
                = QRegularExpression(QStringLiteral("^scan: resilvered (\\S+) in ")).match(rebuiltLine);
            QVERIFY2(resilvered.hasMatch(), qPrintable(rebuiltLine));
            QCOMPARE(qint64(m.value(QStringLiteral("rebuilt_bytes")).toDouble()),
                parseZfsSize(resilvered.captured(1)).value_or(-1));
            QVERIFY(m.value(QStringLiteral("rebuilt_bytes")).toDouble() < 512.0 * 1024 * 1024);
        }
        for (const QJsonValue &check : stack.value(QStringLiteral("checks")).toArray())
            QVERIFY2(check.toObject().value(QStringLiteral("passed")).toBool(),
                qPrintable(QJsonDocument(check.toObject()).toJson()));
        QCOMPARE(m.value(QStringLiteral("commands_to_replace")).toInt(), 1);
    }

    // The versions are the guest's, reported by its helper, not this host's.
    const QJsonObject versions = json.value(QStringLiteral("versions")).toObject();
    qInfo() << "versions" << versions;
    QVERIFY2(versions.value(QStringLiteral("mdadm")).toString().startsWith(QLatin1String("mdadm - v")),
        qPrintable(QJsonDocument(versions).toJson()));
    QVERIFY(versions.value(QStringLiteral("lvm2")).toString().startsWith(QLatin1String("LVM version: ")));
    QVERIFY(versions.value(QStringLiteral("zfs")).toString().contains(QLatin1String("zfs-kmod-")));
    QVERIFY(!versions.value(QStringLiteral("kernel")).toString().isEmpty());

    // The session holds the progress samples of the md sync and rebuild and the ZFS resilver.
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    QMap<QString, int> samples;
    for (const SessionProgressSample &p : store->session().progress)
        ++samples[p.stack + QLatin1Char('/') + p.kind];
    qInfo() << "progress samples" << samples;
    QVERIFY(samples.value(QStringLiteral("mdadm-raid5/rebuild")) > 0);
    QVERIFY(samples.value(QStringLiteral("zfs-raidz1/resilver")) > 0);
    for (const SessionStepRecord &step : store->session().steps)
        QVERIFY2(step.state == StepState::Succeeded, qPrintable(step.phase + QLatin1Char('/') + step.stepId));
}

QTEST_GUILESS_MAIN(TestLabScenario)
#include "tst_labscenario.moc"
