#include "cli/dispatch/cli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun run(const QStringList &arguments)
{
    CliRun result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.exitCode = runCli(arguments, CliStreams {out, err});
    out.flush();
    err.flush();
    return result;
}

QString capture(const char *name)
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/") + QLatin1String(name);
}
} // namespace

class TestMonitorCli : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryKind_data();
    void parsesEveryKind();
    void unknownKindListsKinds();
    void unparseableNamesTheLine();
    void usageErrors_data();
    void usageErrors();
};

void TestMonitorCli::parsesEveryKind_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("listKey"); // the array the JSON must carry, or "progress"
    QTest::newRow("mdstat") << "mdstat" << capture("mdstat-node-exporter.txt") << "arrays";
    QTest::newRow("lvs") << "lvs" << capture("lvs-json-all-units-b.json") << "lvs";
    QTest::newRow("zpool-status") << "zpool-status" << capture("zpool-status-resilver-2.0-days.txt") << "pools";
    QTest::newRow("btrfs-replace") << "btrfs-replace" << capture("btrfs-replace-running.txt") << "progress";
    QTest::newRow("btrfs-scrub") << "btrfs-scrub" << capture("btrfs-scrub-finished.txt") << "progress";
}

void TestMonitorCli::parsesEveryKind()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    QFETCH(QString, listKey);
    const CliRun result
        = run({QStringLiteral("parse"), kind, file, QStringLiteral("--timestamp"), QStringLiteral("77")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.err.isEmpty(), qPrintable(result.err));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value(QLatin1String("kind")).toString(), kind);
    QVERIFY(json.contains(listKey));
    if (listKey == QLatin1String("progress"))
        QCOMPARE(json.value(listKey).toObject().value(QLatin1String("timestamp_ms")).toDouble(), 77.0);
    else
        QVERIFY(!json.value(listKey).toArray().isEmpty());
}

void TestMonitorCli::unknownKindListsKinds()
{
    const CliRun result = run({QStringLiteral("parse"), QStringLiteral("raid"), capture("mdstat-node-exporter.txt")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    for (const char *kind : {"mdstat", "md-sysfs", "lvs", "zpool-status", "zpool-status-json", "btrfs-replace"})
        QVERIFY2(result.err.contains(QLatin1String(kind)), qPrintable(result.err));
}

void TestMonitorCli::unparseableNamesTheLine()
{
    // A zpool status capture given as mdstat: refused at its first line, which is named.
    const CliRun result
        = run({QStringLiteral("parse"), QStringLiteral("mdstat"), capture("zpool-status-resilver-noeta.txt")});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.out.isEmpty());
    QVERIFY2(result.err.contains(QLatin1String("line 1")), qPrintable(result.err));
    QVERIFY2(result.err.contains(QLatin1String("pool: tresor1")), qPrintable(result.err));
}

void TestMonitorCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no file") << QStringList {QStringLiteral("parse"), QStringLiteral("mdstat")};
    QTest::newRow("missing file") << QStringList {
        QStringLiteral("parse"), QStringLiteral("mdstat"), QStringLiteral("/nonexistent/mdstat")};
    QTest::newRow("bad timestamp") << QStringList {QStringLiteral("parse"), QStringLiteral("mdstat"),
        capture("mdstat-node-exporter.txt"), QStringLiteral("--timestamp"), QStringLiteral("soon")};
    QTest::newRow("unknown option") << QStringList {QStringLiteral("parse"), QStringLiteral("--fast")};
}

void TestMonitorCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    const CliRun result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(!result.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestMonitorCli)
#include "tst_monitor_cli.moc"
