#include "monitor/parsers/blockstatparser.h"
#include "monitortestdata.h"

// The helper's disk-stats text (/proc/uptime, then /sys/block/*/stat) on captures of this machine
// around a known write and read on a loop device (tests/data/monitor/README.md).
class TestMonitorBlockStat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void capturedCounters()
    {
        const ParseResult<BlockStatSnapshot> before
            = BlockStatParser::parse(monitorCapture(QStringLiteral("blockstat/before.txt")));
        const ParseResult<BlockStatSnapshot> after
            = BlockStatParser::parse(monitorCapture(QStringLiteral("blockstat/after.txt")));
        // QVERIFY2 builds its message even when the check passes: read the error only when there is one.
        QVERIFY2(before.ok(), before.ok() ? "" : qPrintable(before.error->toString()));
        QVERIFY2(after.ok(), after.ok() ? "" : qPrintable(after.error->toString()));
        QCOMPARE(before.value.uptimeSeconds, 856.00);
        QCOMPARE(after.value.uptimeSeconds, 856.26);
        QVERIFY(before.value.disks.contains(QStringLiteral("vda")));
        QCOMPARE(before.value.disks.keys(), after.value.disks.keys());
        const BlockStat a = before.value.disks.value(QStringLiteral("loop0"));
        const BlockStat b = after.value.disks.value(QStringLiteral("loop0"));
        // 8 MiB written in 1 MiB requests, 2 MiB read in 64 KiB requests.
        QCOMPARE(b.writeSectors - a.writeSectors, quint64(16384));
        QCOMPARE(b.readSectors - a.readSectors, quint64(4096));
        QCOMPARE(b.writeIos - a.writeIos, quint64(16));
        QCOMPARE(b.readIos - a.readIos, quint64(32));
        QCOMPARE(b.bytes() - a.bytes(), quint64(10 * 1024 * 1024));
        QCOMPARE(b.ioTicksMs - a.ioTicksMs, quint64(32));
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QString() << 1;
        QTest::newRow("no uptime first") << QStringLiteral("sda 1 2 3 4 5 6 7 8 9 10 11\n") << 1;
        QTest::newRow("too few counters") << QStringLiteral("12.5 3.0\nsda 1 2 3 4 5 6 7 8 9 10\n") << 2;
        QTest::newRow("not a number") << QStringLiteral("12.5 3.0\nsda 1 2 3 x 5 6 7 8 9 10 11\n") << 2;
    }

    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        const ParseResult<BlockStatSnapshot> parsed = BlockStatParser::parse(text);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error->line, line);
    }

    // Kernels before 4.18 print 11 counters: the fields used are the same.
    void elevenCounters()
    {
        const ParseResult<BlockStatSnapshot> parsed
            = BlockStatParser::parse(QStringLiteral("100.0 50.0\nsdb 10 0 800 5 20 0 1600 9 0 40 14\n"));
        QVERIFY(parsed.ok());
        const BlockStat s = parsed.value.disks.value(QStringLiteral("sdb"));
        QCOMPARE(s.ios(), quint64(30));
        QCOMPARE(s.bytes(), quint64(2400 * 512));
        QCOMPARE(s.ioTicksMs, quint64(40));
    }
};

QTEST_GUILESS_MAIN(TestMonitorBlockStat)
#include "tst_monitor_blockstat.moc"
