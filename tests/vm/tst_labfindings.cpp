// Issue 28: the published findings, reproduced by the scale model. One `lab sweep` on four 512 MiB
// lab disks with the hdd profile at 10 MiB/s (`--disk-speed 10M`: the same model, 400 IOPS; at the
// profile's 25 MiB/s a 25 % raidz resilver of these disks moves its bytes in 5 s, and the resilver's
// fixed costs of 2-5 s on a loaded host hid the fill effect: 10.1 s at 25 %, 11.3 s at 50 % for
// 133 and 235 MiB, 2026-12-06) over mdadm RAID5, ZFS raidz1
// (both three disks wide) and a three-way ZFS mirror at 25 and 50 % fill (LVM raid5 runs md's
// personality and rebuilds like it: left out to keep the run to six cells):
// 1. the four-stack comparison: raidz1 rebuilds faster than md RAID5 at 25 %, by about the ratio of
//    the bytes each copies;
// 2. the resilver sweep: a raidz or mirror resilver at 50 % takes about twice its 25 % time, md's
//    (the whole member) does not change;
// 3. a mirror resilvers no slower than a raidz of the same disk count (per byte it copies).
// Every rebuild must have kept its busiest disk at 80 % of the cap or more (the report's disk
// model): a time the emulator paced proves nothing. STACKLAB_VM_TEST_DISK_PROFILE=unthrottled runs
// the same sweep at the emulator's speed and only prints the table.

#include "labcli.h"

#include "lab/figures/diskload.h"
#include "lab/session/labsessionstore.h"

#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

class TestLabFindings : public QObject {
    Q_OBJECT

private slots:
    void findingsOnTheHddModel();
};

namespace {

struct Cell {
    double seconds = 0;
    double bytes = 0;
};

// A ratio within ±`tolerance` of `expected` (0.35: 35 %), said with its figures when it is not.
bool near(double ratio, double expected, double tolerance, const char *what, QString *said)
{
    const bool ok = ratio >= expected * (1 - tolerance) && ratio <= expected * (1 + tolerance);
    *said += QStringLiteral("%1: %2 (expected %3 ± %4 %)%5\n")
                 .arg(QLatin1String(what))
                 .arg(ratio, 0, 'f', 2)
                 .arg(expected, 0, 'f', 2)
                 .arg(tolerance * 100, 0, 'f', 0)
                 .arg(ok ? QString() : QStringLiteral(": FAILED"));
    return ok;
}

} // namespace

void TestLabFindings::findingsOnTheHddModel()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString csv = dir.filePath(QStringLiteral("findings.csv"));
    const QString profile = testDiskProfile();
    QStringList args {QStringLiteral("lab"), QStringLiteral("sweep"), QStringLiteral("--target"), QStringLiteral("vm"),
        QStringLiteral("--layouts"), QStringLiteral("mdadm-raid5-3,raidz1-3,mirror3"), QStringLiteral("--fill"),
        QStringLiteral("25,50"), QStringLiteral("--disk-count"), QStringLiteral("4"), QStringLiteral("--disk-size"),
        QStringLiteral("512M"), QStringLiteral("--disk-profile"), profile, QStringLiteral("--helper"),
        QStringLiteral(STACKLAB_HELPER), QStringLiteral("--session"), QStringLiteral("tst-labfindings"),
        QStringLiteral("--session-dir"), dir.filePath(QStringLiteral("session")), QStringLiteral("--csv"), csv};
    if (profile != QLatin1String("unthrottled"))
        args << QStringLiteral("--disk-speed") << QStringLiteral("10M");
    QProcess cli;
    const LabCliRun run = runLabCli(cli, args, 3000000);
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.output));

    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 7);
    QMap<QString, Cell> cells; // "raidz1-3@25"
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines.at(i).trimmed().split(',');
        QCOMPARE(f.size(), 8);
        QCOMPARE(f.at(7), QByteArray("true"));
        cells.insert(QString::fromUtf8(f.at(0) + '@' + f.at(2)), Cell {f.at(4).toDouble(), f.at(5).toDouble()});
        qInfo("%s", lines.at(i).trimmed().constData());
    }
    if (profile == QLatin1String("unthrottled"))
        QSKIP("unthrottled: the times are the emulator's; the findings are judged with a disk profile");

    // Every rebuild kept its busiest disk at the cap: the times below are the disks'.
    QString error;
    const std::unique_ptr<LabSessionStore> store
        = LabSessionStore::open(dir.filePath(QStringLiteral("session")), &error);
    QVERIFY2(store, qPrintable(error));
    int rebuilds = 0;
    for (const Measurement &m : store->session().measurements) {
        if (m.key != DiskLoad::capKey(QStringLiteral("rebuild")))
            continue;
        ++rebuilds;
        qInfo("%s rebuild: %s", qPrintable(m.stack), qPrintable(m.note));
        QVERIFY2(m.value >= DiskLoad::diskBoundPercent, qPrintable(m.stack + QStringLiteral(": ") + m.note));
    }
    QCOMPARE(rebuilds, 6);

    const Cell md25 = cells.value(QStringLiteral("mdadm-raid5-3@25"));
    const Cell md50 = cells.value(QStringLiteral("mdadm-raid5-3@50"));
    const Cell z25 = cells.value(QStringLiteral("raidz1-3@25"));
    const Cell z50 = cells.value(QStringLiteral("raidz1-3@50"));
    const Cell m25 = cells.value(QStringLiteral("mirror3@25"));
    const Cell m50 = cells.value(QStringLiteral("mirror3@50"));
    QString said;
    bool ok = true;
    // 1. ZFS first, by about the bytes.
    ok &= z25.seconds < md25.seconds;
    ok &= near((md25.seconds / z25.seconds) / (md25.bytes / z25.bytes), 1.0, 0.35,
        "md ÷ raidz1 time ratio over byte ratio at 25 %", &said);
    // 2. The fill effect: ZFS doubles, md and LVM stay.
    ok &= near(z50.seconds / z25.seconds, 2.0, 0.3, "raidz1 50 % ÷ 25 %", &said);
    ok &= near(m50.seconds / m25.seconds, 2.0, 0.3, "mirror3 50 % ÷ 25 %", &said);
    ok &= near(md50.seconds / md25.seconds, 1.0, 0.15, "md 50 % ÷ 25 %", &said);
    // 3. A mirror no slower than a raidz of as many disks, byte for byte (10 % for the model's
    // fixed costs): at the same fill the two put different bytes on the new disk (raidz's parity
    // and padding against the mirror's whole copy: 139 and 156 MiB at 25 %, 2026-12-07), and the
    // model charges bytes, not the seeks that make a raidz slower on real disks.
    const auto perByte = [](const Cell &c) { return c.seconds / c.bytes; };
    ok &= perByte(m25) <= perByte(z25) * 1.1 && perByte(m50) <= perByte(z50) * 1.1;
    said += QStringLiteral("mirror3 ÷ raidz1-3, time: %1 at 25 %, %2 at 50 %; time per byte: %3 and %4\n")
                .arg(m25.seconds / z25.seconds, 0, 'f', 2)
                .arg(m50.seconds / z50.seconds, 0, 'f', 2)
                .arg(perByte(m25) / perByte(z25), 0, 'f', 2)
                .arg(perByte(m50) / perByte(z50), 0, 'f', 2);
    qInfo("%s", qPrintable(said));
    QVERIFY2(ok, qPrintable(said));
}

QTEST_GUILESS_MAIN(TestLabFindings)
#include "tst_labfindings.moc"
