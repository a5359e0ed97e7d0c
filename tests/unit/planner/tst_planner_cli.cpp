#include "cli/dispatch/cli.h"
#include "planner/advice/layoutplanner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

// stacklab-cli predict and advise, in process through runCli(): what a user types, what comes out,
// and the exit code 2 with a message naming the field for every kind of bad input.
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
} // namespace

class TestPlannerCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void predictText()
    {
        const CliRun r = run({QStringLiteral("predict"), QStringLiteral("zfs-raidz1"), QStringLiteral("--disk-sizes"),
            QStringLiteral("4x8TB")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("zfs list -Hp -o avail tank")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("slop space")));
        QVERIFY(r.out.contains(QStringLiteral("Fault tolerance")));
        QVERIFY(r.out.contains(QStringLiteral("raidz expansion from 4 to 5 disks")));
        QVERIFY(r.out.contains(QStringLiteral("RAID 5 is perfectly fine for home usage")));
    }

    void predictJsonMatchesThePlanner()
    {
        const CliRun r = run({QStringLiteral("predict"), QStringLiteral("zfs-draid2"), QStringLiteral("--disk-sizes"),
            QStringLiteral("10x16TB"), QStringLiteral("--option"), QStringLiteral("draid-data=4"),
            QStringLiteral("--option"), QStringLiteral("draid-spares=2"), QStringLiteral("--fill"),
            QStringLiteral("30%"), QStringLiteral("--ure"), QStringLiteral("1e15"), QStringLiteral("--afr"),
            QStringLiteral("2%"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject assumptions = json.value(QStringLiteral("assumptions")).toObject();
        QCOMPARE(assumptions.value(QStringLiteral("fill")).toDouble(), 0.3);
        QCOMPARE(assumptions.value(QStringLiteral("urePerBit")).toDouble(), 1e-15);
        QCOMPARE(assumptions.value(QStringLiteral("afr")).toDouble(), 0.02);
        LayoutRequest request;
        request.stack = QStringLiteral("zfs-draid2");
        request.diskBytes = QList<qint64>(10, qint64(16e12));
        request.options = {
            {QStringLiteral("draid-data"), QStringLiteral("4")}, {QStringLiteral("draid-spares"), QStringLiteral("2")}};
        PlannerAssumptions a;
        a.fill = 0.3;
        a.urePerBit = 1e-15;
        a.afr = 0.02;
        const LayoutPlan plan = LayoutPlanner::plan(request, a);
        QCOMPARE(json.value(QStringLiteral("capacity")).toObject().value(QStringLiteral("usableBytes")).toDouble(),
            double(plan.capacity.usableBytes));
        QCOMPARE(
            json.value(QStringLiteral("faultTolerance")).toObject().value(QStringLiteral("withSpares")).toInt(), 4);
        QVERIFY(
            json.value(QStringLiteral("prediction")).toObject().value(QStringLiteral("values")).toArray().size() >= 4);
    }

    void advise()
    {
        CliRun r = run({QStringLiteral("advise"), QStringLiteral("--disk-sizes"), QStringLiteral("6x8TB"),
            QStringLiteral("--care"), QStringLiteral("risk,snapshots")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral(" 1. ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("      + ")));
        QVERIFY(r.out.contains(QStringLiteral("      - ")));
        r = run({QStringLiteral("advise"), QStringLiteral("--disk-sizes"), QStringLiteral("3x10GiB,1x12GiB"),
            QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray layouts
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("layouts")).toArray();
        QVERIFY(layouts.size() >= 8);
        QCOMPARE(layouts.first().toObject().value(QStringLiteral("rank")).toInt(), 1);
        QVERIFY(!layouts.first().toObject().value(QStringLiteral("strengths")).toArray().isEmpty());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("names");
        const QString p = QStringLiteral("predict");
        const QString s = QStringLiteral("zfs-raidz1");
        const QString sizes = QStringLiteral("--disk-sizes");
        QTest::newRow("unknown unit") << QStringList {p, s, sizes, QStringLiteral("3x8XB")}
                                      << QStringLiteral("--disk-sizes");
        QTest::newRow("no disks") << QStringList {p, s} << QStringLiteral("--disks");
        QTest::newRow("both disk options")
            << QStringList {p, s, sizes, QStringLiteral("3x8TB"), QStringLiteral("--disks"), QStringLiteral("/dev/sda")}
            << QStringLiteral("--disk-sizes");
        QTest::newRow("disk not here") << QStringList {p, s, QStringLiteral("--disks"),
            QStringLiteral("/dev/disk/by-id/nonexistent-stacklab-disk")}
                                       << QStringLiteral("--disks");
        QTest::newRow("fill over 100") << QStringList {p, s, sizes, QStringLiteral("3x8TB"), QStringLiteral("--fill"),
            QStringLiteral("150%")} << QStringLiteral("--fill");
        QTest::newRow("ure not a number") << QStringList {p, s, sizes, QStringLiteral("3x8TB"), QStringLiteral("--ure"),
            QStringLiteral("often")} << QStringLiteral("--ure");
        QTest::newRow("afr negative") << QStringList {p, s, sizes, QStringLiteral("3x8TB"), QStringLiteral("--afr"),
            QStringLiteral("-1%")} << QStringLiteral("--afr");
        QTest::newRow("speed unit") << QStringList {p, s, sizes, QStringLiteral("3x8TB"),
            QStringLiteral("--read-speed"), QStringLiteral("fast")}
                                    << QStringLiteral("--read-speed");
        QTest::newRow("option without value")
            << QStringList {p, s, sizes, QStringLiteral("3x8TB"), QStringLiteral("--option"), QStringLiteral("ashift")}
            << QStringLiteral("--option");
        QTest::newRow("unknown option") << QStringList {p, s, sizes, QStringLiteral("3x8TB"),
            QStringLiteral("--option"), QStringLiteral("colour=blue")}
                                        << QStringLiteral("'colour'");
        QTest::newRow("too few disks") << QStringList {p, s, sizes, QStringLiteral("2x8TB")}
                                       << QStringLiteral("at least 3");
        QTest::newRow("unknown stack") << QStringList {p, QStringLiteral("zfs-raidz7"), sizes, QStringLiteral("3x8TB")}
                                       << QStringLiteral("unknown stack");
        QTest::newRow("advise care") << QStringList {QStringLiteral("advise"), sizes, QStringLiteral("3x8TB"),
            QStringLiteral("--care"), QStringLiteral("speed")}
                                     << QStringLiteral("--care");
        QTest::newRow("advise no sizes") << QStringList {QStringLiteral("advise"), sizes, QStringLiteral(" ")}
                                         << QStringLiteral("--disk-sizes");
    }

    void badInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, names);
        const CliRun r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(names), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlannerCli)
#include "tst_planner_cli.moc"
