// The silent corruption drill's outcome per stack, assembled from what the real tools printed in
// the virtual lab after 64 blocks of 4 KiB were written onto one member
// (tests/data/monitor/corruption/README.md): md and plain LVM RAID count mismatches only on a
// check and keep the bad data; dm-integrity, ZFS and btrfs notice on read and repair.
#include "lab/figures/corruptionoutcome.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

class TestCorruptionOutcome : public QObject {
    Q_OBJECT

private slots:
    void mdCountsButKeepsTheBadData();
    void lvmRaidCountsButKeepsTheBadData();
    void dmIntegrityRepairsOnRead();
    void zfsRepairsOnReadAndScrub();
    void btrfsRepairsOnReadAndScrub();
    void sha256FailuresAreCounted();
    void jsonRoundTrip();
    void verdicts();

private:
    static QString capture(const QString &name)
    {
        if (name.isEmpty())
            return {};
        QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/corruption/") + name);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    // The drill's readings from the captures of one stack: the first sha256 read, the tools after
    // it, after the check or scrub and after the repair, and the second sha256 read.
    static CorruptionReadings readings(const QString &firstRead, const QString &afterRead, const QString &afterScrub,
        const QString &afterRepair, const QString &secondRead)
    {
        CorruptionReadings r;
        r.datasetFiles = 1;
        r.corruptReads = CorruptionCounters::sha256Failures(capture(firstRead));
        r.afterRead = capture(afterRead);
        r.afterScrub = capture(afterScrub);
        r.afterRepair = capture(afterRepair);
        r.corruptAfterRepair = CorruptionCounters::sha256Failures(capture(secondRead));
        return r;
    }
};

void TestCorruptionOutcome::mdCountsButKeepsTheBadData()
{
    const CorruptionReadings r
        = readings(QStringLiteral("md-sha256-after-corruption.txt"), {}, QStringLiteral("md-mismatch-after-check.txt"),
            QStringLiteral("md-mismatch-after-repair.txt"), QStringLiteral("md-sha256-after-repair.txt"));
    const CorruptionOutcome o
        = CorruptionOutcome::assemble(QStringLiteral("mdadm-raid5"), QStringLiteral("/dev/sdb"), 64, r);
    QCOMPARE(o.corruptReads, 1);
    QCOMPARE(o.errorsOnRead, 0);
    QCOMPARE(o.foundByScrub, 504); // 63 blocks x 8 sectors disagreed with their parity
    QCOMPARE(o.foundUnit, QStringLiteral("sectors"));
    QCOMPARE(o.repaired, 504); // "repair" rewrote the parity to match the bad data ...
    QCOMPARE(o.corruptAfterRepair, 1); // ... so the data stays wrong, and the next check finds nothing
    QCOMPARE(capture(QStringLiteral("md-mismatch-check-after-repair.txt")).trimmed(), QStringLiteral("0"));
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::DetectedNotRepaired);
}

void TestCorruptionOutcome::lvmRaidCountsButKeepsTheBadData()
{
    CorruptionReadings r = readings(QStringLiteral("lvm-raid5-sha256-after-corruption.txt"),
        QStringLiteral("lvm-raid5-lvs-after-read.txt"), QStringLiteral("lvm-raid5-lvs-after-check.txt"),
        QStringLiteral("lvm-raid5-lvs-after-repair.txt"), QStringLiteral("lvm-raid5-sha256-after-repair.txt"));
    const CorruptionOutcome o
        = CorruptionOutcome::assemble(QStringLiteral("lvm-raid5"), QStringLiteral("/dev/sdb"), 64, r);
    QCOMPARE(o.corruptReads, 1);
    QCOMPARE(o.errorsOnRead, 0);
    QCOMPARE(o.foundByScrub, 504);
    QCOMPARE(o.foundUnit, QStringLiteral("sectors"));
    // lvs shows 0 once the repair is idle: not a count of what it rewrote, so none is claimed.
    QVERIFY(capture(QStringLiteral("lvm-raid5-lvs-after-repair.txt")).contains(QLatin1String("idle                0")));
    QVERIFY(!o.repaired);
    QCOMPARE(o.corruptAfterRepair, 1);
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::DetectedNotRepaired);
    // The JSON report of the same moment says the same.
    r.afterScrub = capture(QStringLiteral("lvm-raid5-lvs-after-check.json"));
    QCOMPARE(CorruptionOutcome::assemble(QStringLiteral("lvm-raid5"), {}, 64, r).foundByScrub, 504);
}

void TestCorruptionOutcome::dmIntegrityRepairsOnRead()
{
    // --raidintegrity y: a block that fails its checksum is an I/O error the RAID rewrites from
    // the other legs, so the application never saw bad data; the check finds the rest.
    const CorruptionReadings r = readings(QStringLiteral("lvm-raid5-integrity-sha256-after-corruption.txt"),
        QStringLiteral("lvm-raid5-integrity-lvs-after-read.txt"),
        QStringLiteral("lvm-raid5-integrity-lvs-after-check.txt"),
        QStringLiteral("lvm-raid5-integrity-lvs-after-repair.txt"),
        QStringLiteral("lvm-raid5-integrity-sha256-after-check.txt"));
    const CorruptionOutcome o
        = CorruptionOutcome::assemble(QStringLiteral("lvm-raid5-integrity"), QStringLiteral("/dev/sdc"), 64, r);
    QCOMPARE(o.corruptReads, 0);
    QCOMPARE(o.errorsOnRead, 16);
    QCOMPARE(o.foundByScrub, 110); // 126 after the check, 16 of them already on read
    QCOMPARE(o.foundUnit, QStringLiteral("integrity-mismatches"));
    QCOMPARE(o.corruptAfterRepair, 0);
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::Repaired);
    // The stripes agree throughout: dm-raid's own mismatch count stays 0.
    QVERIFY(capture(QStringLiteral("lvm-raid5-integrity-lvs-after-check.txt"))
                .contains(QLatin1String("idle                0")));
}

void TestCorruptionOutcome::zfsRepairsOnReadAndScrub()
{
    const CorruptionReadings r
        = readings(QStringLiteral("zfs-sha256-after-corruption.txt"), QStringLiteral("zpool-status-p-after-read.txt"),
            QStringLiteral("zpool-status-p-after-scrub.txt"), {}, QStringLiteral("zfs-sha256-after-scrub.txt"));
    const CorruptionOutcome o
        = CorruptionOutcome::assemble(QStringLiteral("zfs-raidz1"), QStringLiteral("/dev/sdb"), 64, r);
    QCOMPARE(o.corruptReads, 0);
    QCOMPARE(o.errorsOnRead, 1); // CKSUM 1 on disk 2 after the read
    QCOMPARE(o.foundByScrub, 6); // CKSUM 7 after the scrub
    QCOMPARE(o.repaired, 384 * 1024); // "scrub repaired 384K"
    QCOMPARE(o.repairedUnit, QStringLiteral("bytes"));
    QCOMPARE(o.corruptAfterRepair, 0);
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::Repaired);
    QVERIFY(o.toolLines.contains(QStringLiteral("errors: No known data errors")));
}

void TestCorruptionOutcome::btrfsRepairsOnReadAndScrub()
{
    CorruptionReadings r = readings(QStringLiteral("btrfs-sha256-after-corruption.txt"),
        QStringLiteral("btrfs-device-stats-after-read.txt"), QStringLiteral("btrfs-scrub-status-after.txt"), {},
        QStringLiteral("btrfs-sha256-after-scrub.txt"));
    const CorruptionOutcome o
        = CorruptionOutcome::assemble(QStringLiteral("btrfs-raid1"), QStringLiteral("/dev/sdc"), 64, r);
    QCOMPARE(o.corruptReads, 0);
    QCOMPARE(o.errorsOnRead, 8); // corruption_errs of the corrupted device
    QCOMPARE(o.foundByScrub, 17); // "Error summary: csum=17"
    QCOMPARE(o.repaired, 17); // "Corrected: 17"
    QCOMPARE(o.corruptAfterRepair, 0);
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::Repaired);
    // The raw form (-R) says the same; device stats add the read's and the scrub's: 8 + 17.
    r.afterScrub = capture(QStringLiteral("btrfs-scrub-status-raw.txt"));
    const CorruptionOutcome raw = CorruptionOutcome::assemble(QStringLiteral("btrfs-raid1"), {}, 64, r);
    QCOMPARE(raw.foundByScrub, 17);
    QCOMPARE(raw.repaired, 17);
    QCOMPARE(CorruptionCounters::btrfsDeviceStat(
                 capture(QStringLiteral("btrfs-device-stats-after-scrub.txt")), QStringLiteral("corruption_errs")),
        25);
    QCOMPARE(CorruptionCounters::btrfsDeviceStat(QStringLiteral("no stats\n"), QStringLiteral("corruption_errs")),
        std::nullopt);
}

void TestCorruptionOutcome::sha256FailuresAreCounted()
{
    QCOMPARE(CorruptionCounters::sha256Failures(capture(QStringLiteral("md-sha256-after-check.txt"))), 1);
    QCOMPARE(
        CorruptionCounters::sha256Failures(QStringLiteral("a.bin: OK\nb.bin: FAILED\nc.bin: FAILED open or read\n")),
        2);
    QCOMPARE(CorruptionCounters::sha256Failures(QStringLiteral("dataset.bin: OK\n")), 0);
}

void TestCorruptionOutcome::jsonRoundTrip()
{
    CorruptionOutcome o;
    o.stack = QStringLiteral("zfs-raidz1");
    o.member = QStringLiteral("/dev/sdb");
    o.blocksWritten = 64;
    o.datasetFiles = 16;
    o.corruptReads = 0;
    o.errorsOnRead = 37;
    o.foundByScrub = 27;
    o.foundUnit = QStringLiteral("checksum-errors");
    o.repaired = 1 << 20;
    o.repairedUnit = QStringLiteral("bytes");
    o.corruptAfterRepair = 0;
    o.toolLines = {QStringLiteral("errors: No known data errors")};
    const QByteArray text = QJsonDocument(o.toJson()).toJson();
    QCOMPARE(CorruptionOutcome::fromJson(QJsonDocument::fromJson(text).object()), o);
    // Unset stays unset (md reports nothing a check did not ask for).
    CorruptionOutcome empty;
    empty.stack = QStringLiteral("mdadm-raid5");
    QCOMPARE(CorruptionOutcome::fromJson(empty.toJson()), empty);
    QVERIFY(!empty.toJson().contains(QLatin1String("errorsOnRead")));
}

void TestCorruptionOutcome::verdicts()
{
    CorruptionOutcome o;
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::NotRun);
    o.corruptReads = 3;
    o.errorsOnRead = 0;
    o.foundByScrub = 0;
    o.corruptAfterRepair = 3;
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::Silent);
    o.corruptReads = 0;
    o.corruptAfterRepair = 0;
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::NoHarm);
    o.errorsOnRead = 12;
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::Repaired);
    QVERIFY(o.verdictText().contains(QLatin1String("no bad data reached")));
    o.corruptAfterRepair = 1;
    QCOMPARE(o.verdict(), CorruptionOutcome::Verdict::DetectedNotRepaired);
}

QTEST_GUILESS_MAIN(TestCorruptionOutcome)
#include "tst_corruptionoutcome.moc"
