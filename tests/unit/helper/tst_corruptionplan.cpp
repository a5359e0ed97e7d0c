// The corrupt action's data areas, read from the tools' real output in the virtual lab
// (tests/data/monitor/corruption/README.md), and the offsets it draws: inside the area, aligned,
// spread over all of it, the same for a seed, never on a btrfs superblock copy.
#include "helper/server/corruptionplan.h"

#include <QFile>
#include <QSet>
#include <QTest>

class TestCorruptionPlan : public QObject {
    Q_OBJECT

private slots:
    void layouts();
    void mdDataAreaFromExamine();
    void mdRefusesOtherOutput();
    void lvmDataAreaFromSegments_data();
    void lvmDataAreaFromSegments();
    void lvmRefusesAPvWithoutImages();
    void zfsSkipsTheLabels();
    void offsetsSpreadInsideTheArea();
    void offsetsFollowTheSeed();
    void offsetsStepOverBtrfsSuperblocks();
    void offsetsRefuseATinyArea();

private:
    static QString capture(const QString &name);
};

QString TestCorruptionPlan::capture(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/corruption/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

void TestCorruptionPlan::layouts()
{
    using L = CorruptionPlan::Layout;
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("mdadm-raid5")), L::Md);
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("lvm-thin-md-raid5")), L::Md);
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("lvm-raid5")), L::LvmRaid);
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("lvm-raid5-integrity")), L::LvmRaid);
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("zfs-raidz1")), L::Zfs);
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("btrfs-raid1")), L::Btrfs);
    QCOMPARE(CorruptionPlan::layoutFor(QStringLiteral("ext4")), L::Unknown);
}

void TestCorruptionPlan::mdDataAreaFromExamine()
{
    const QString examine = capture(QStringLiteral("md-examine-member.txt"));
    QVERIFY(!examine.isEmpty());
    QString error;
    const std::optional<CorruptionPlan::Range> area = CorruptionPlan::mdDataArea(examine, &error);
    QVERIFY2(area, qPrintable(error));
    // "Data Offset : 4096 sectors", "Avail Dev Size : 1044480 sectors" (no Used Dev Size line: mdadm
    // prints it only when it differs) on a 512 MiB member.
    QCOMPARE(area->offset, 4096LL * 512);
    QCOMPARE(area->length, 1044480LL * 512);
    // A member whose used size is less than its available size: the used part only.
    const QString used = QString(examine).replace(QLatin1String("     Array Size"),
        QLatin1String("  Used Dev Size : 1000000 sectors (488.28 MiB 512.00 MB)\n     Array Size"));
    QCOMPARE(CorruptionPlan::mdDataArea(used, &error)->length, 1000000LL * 512);
}

void TestCorruptionPlan::mdRefusesOtherOutput()
{
    QString error;
    QVERIFY(!CorruptionPlan::mdDataArea(QStringLiteral("mdadm: No md superblock detected on /dev/sdb.\n"), &error));
    QVERIFY(error.contains(QLatin1String("Data Offset")));
    // 0.90 metadata prints no data offset: its superblock sits at the end, and nothing here guesses.
    error.clear();
    QVERIFY(!CorruptionPlan::mdDataArea(
        QStringLiteral("        Version : 0.90.00\n  Used Dev Size : 523200 (510.94 MiB)\n"), &error));
    QVERIFY(!error.isEmpty());
}

void TestCorruptionPlan::lvmDataAreaFromSegments_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<qint64>>("expected"); // offset, length pairs
    QTest::newRow("raid5") << QStringLiteral("lvm-raid5-member-segments.txt")
                           << QList<qint64> {5242880, 126LL * 4194304};
    QTest::newRow("raid5-integrity") << QStringLiteral("lvm-raid5-integrity-member-segments.txt")
                                     << QList<qint64> {5242880, 122LL * 4194304};
}

void TestCorruptionPlan::lvmDataAreaFromSegments()
{
    QFETCH(QString, file);
    QFETCH(QList<qint64>, expected);
    const QString text = capture(file);
    QVERIFY(!text.isEmpty());
    // The capture holds pvs -o pe_start, then the segments.
    const qsizetype split = text.indexOf(QLatin1Char('\n'));
    QString error;
    const QList<CorruptionPlan::Range> ranges
        = CorruptionPlan::lvmDataArea(text.left(split), text.mid(split + 1), &error);
    QVERIFY2(!ranges.isEmpty(), qPrintable(error));
    QList<qint64> flat;
    for (const CorruptionPlan::Range &range : ranges)
        flat << range.offset << range.length;
    QCOMPARE(flat, expected);
}

void TestCorruptionPlan::lvmRefusesAPvWithoutImages()
{
    QString error;
    QVERIFY(CorruptionPlan::lvmDataArea(QStringLiteral("  1048576\n"),
        QStringLiteral("  0 1 [data_rmeta_0] 4194304\n  1 2 [data_rimage_0_imeta] 4194304\n  3 100  4194304\n"), &error)
                .isEmpty());
    QVERIFY(error.contains(QLatin1String("rimage")));
    error.clear();
    QVERIFY(CorruptionPlan::lvmDataArea(QStringLiteral("  Failed to find physical volume\n"), {}, &error).isEmpty());
    QVERIFY(error.contains(QLatin1String("pe_start")));
}

void TestCorruptionPlan::zfsSkipsTheLabels()
{
    // Partition 1 of a 512 MiB disk as ZFS made it in the virtual lab (zfs-partition.txt: start and
    // size in sectors).
    const QStringList sectors
        = capture(QStringLiteral("zfs-partition.txt")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(sectors.size(), 2);
    const qint64 start = sectors.at(0).toLongLong() * 512;
    const qint64 size = sectors.at(1).toLongLong() * 512;
    const CorruptionPlan::Range area = CorruptionPlan::zfsDataArea(start, size);
    QCOMPARE(area.offset, start + 4 * 1024 * 1024);
    QCOMPARE(area.offset + area.length, start + size - 512 * 1024);
}

void TestCorruptionPlan::offsetsSpreadInsideTheArea()
{
    const QList<CorruptionPlan::Range> area = {{1048576 + 512, 64 << 20}, {200 << 20, 16 << 20}};
    QString error;
    const QList<qint64> offsets = CorruptionPlan::offsets(area, 64, 7, {}, &error);
    QCOMPARE(offsets.size(), 64);
    QCOMPARE(QSet<qint64>(offsets.begin(), offsets.end()).size(), 64);
    qint64 previous = -1;
    for (const qint64 offset : offsets) {
        QCOMPARE(offset % CorruptionPlan::BlockBytes, 0);
        const bool inside = std::any_of(area.begin(), area.end(), [offset](const CorruptionPlan::Range &r) {
            return offset >= r.offset && offset + CorruptionPlan::BlockBytes <= r.offset + r.length;
        });
        QVERIFY2(inside, qPrintable(QString::number(offset)));
        QVERIFY(offset > previous); // one per stratum, in order
        previous = offset;
    }
    // Spread: 80 MiB in 64 strata of 1.25 MiB; the second range (16 MiB) holds 12 of them and
    // shares a 13th with the first.
    const auto inSecond = std::count_if(offsets.begin(), offsets.end(), [](qint64 o) { return o >= (200 << 20); });
    QVERIFY2(inSecond == 12 || inSecond == 13, qPrintable(QString::number(inSecond)));
    QVERIFY(offsets.first() < (3 << 20));
    QVERIFY(offsets.last() > (214 << 20));
}

void TestCorruptionPlan::offsetsFollowTheSeed()
{
    const QList<CorruptionPlan::Range> area = {{4 << 20, 500 << 20}};
    QString error;
    const QList<qint64> a = CorruptionPlan::offsets(area, 64, 1, {}, &error);
    QCOMPARE(CorruptionPlan::offsets(area, 64, 1, {}, &error), a);
    QVERIFY(CorruptionPlan::offsets(area, 64, 2, {}, &error) != a);
    // Pinned: the drill's offsets must not change between versions for the same seed.
    QCOMPARE(a.first(), 4 * 1024 * 1024 + 465 * 4096); // splitmix64(1) % 2000 blocks per stratum = 465
}

void TestCorruptionPlan::offsetsStepOverBtrfsSuperblocks()
{
    // A 128 MiB device in 64 KiB strata from 0: every block of the area is a candidate, so each
    // superblock copy falls in some stratum; none may be drawn.
    const QList<CorruptionPlan::Range> area = {{0, 128 << 20}};
    const QList<qint64> avoid = CorruptionPlan::btrfsSuperblocks();
    QString error;
    for (quint64 seed = 0; seed < 200; ++seed) {
        const QList<qint64> offsets = CorruptionPlan::offsets(area, 2048, seed, avoid, &error);
        QCOMPARE(offsets.size(), 2048);
        for (const qint64 superblock : avoid)
            QVERIFY(!offsets.contains(superblock));
    }
    const CorruptionPlan::Range btrfs = CorruptionPlan::btrfsDataArea(512 << 20);
    QCOMPARE(btrfs.offset, 1 << 20);
    QCOMPARE(btrfs.length, 511 << 20);
}

void TestCorruptionPlan::offsetsRefuseATinyArea()
{
    QString error;
    QVERIFY(CorruptionPlan::offsets({{0, 64 * 4096}}, 64, 1, {}, &error).isEmpty());
    QVERIFY(error.contains(QLatin1String("64")));
    QVERIFY(CorruptionPlan::offsets({{0, 1 << 20}}, 0, 1, {}, &error).isEmpty());
}

QTEST_GUILESS_MAIN(TestCorruptionPlan)
#include "tst_corruptionplan.moc"
