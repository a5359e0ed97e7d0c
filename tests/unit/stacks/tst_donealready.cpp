// DoneAlreadyStates on what the real tools print (tests/data/stacks/done-already/, captured in the
// virtual lab): every "already done" answer of a teardown command is recognised with its note, and
// the real runs and the other failures are not.
#include "stacks/plan/donealready.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

namespace {

struct Capture {
    PlanStep step;
    int exitCode = -1;
    QByteArray output;
};

QString captureDir()
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/stacks/done-already");
}

// "$ argv", "exit N", then the output. argv[0] loses its directory: the helper resolves the name.
Capture readCapture(const QString &name)
{
    QFile file(captureDir() + QLatin1Char('/') + name + QStringLiteral(".txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    Capture capture;
    const QByteArray argvLine = file.readLine().trimmed();
    capture.step.argv = QString::fromUtf8(argvLine.mid(2)).split(QLatin1Char(' '));
    capture.step.argv.first() = QFileInfo(capture.step.argv.first()).fileName();
    const QByteArray exitLine = file.readLine().trimmed();
    capture.exitCode = exitLine.startsWith("exit ") ? exitLine.mid(5).toInt() : -1;
    capture.output = file.readAll();
    return capture;
}

QString disk(int n)
{
    return QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB000%1").arg(n);
}

// The guest's kernel names, as its `ls -l /dev/disk/by-id` showed them in that run.
QString guestCanonical(const QString &path)
{
    if (path == QLatin1String("/dev/md/data"))
        return QStringLiteral("/dev/md127");
    for (int n = 1; n <= 4; ++n) {
        if (path == disk(n))
            return QStringLiteral("/dev/sd") + QChar(u'a' + n - 1);
    }
    return path;
}

// Each capture and the note it must give (empty: not an "already done" state).
QList<std::pair<QString, QString>> cases()
{
    QList<std::pair<QString, QString>> rows;
    const auto none = QString();
    const auto row = [&](const char *name, const QString &note) { rows.append({QString::fromLatin1(name), note}); };
    row("btrfs-umount", none);
    row("btrfs-umount-not-mounted", QStringLiteral("already unmounted"));
    row("btrfs-umount-no-mount-point", QStringLiteral("already unmounted"));
    row("btrfs-wipefs-a", none);
    row("btrfs-wipefs-a-blank", none);
    row("losetup-detach", none);
    row("losetup-detach-detached", QStringLiteral("loop device already detached"));
    row("lvm-lvremove", none);
    row("lvm-lvremove-gone", QStringLiteral("logical volume vg_raid/data already removed"));
    row("lvm-lvremove-vg-gone", QStringLiteral("logical volume vg_raid/data already removed"));
    row("lvm-pvremove-some", none);
    row("lvm-pvremove-mixed", QStringLiteral("no LVM label on %1; no LVM label on %2").arg(disk(1), disk(2)));
    row("lvm-pvremove-gone",
        QStringLiteral("no LVM label on %1; no LVM label on %2; no LVM label on %3; no LVM label on %4")
            .arg(disk(1), disk(2), disk(3), disk(4)));
    row("lvm-pvremove-md", none);
    row("lvm-pvremove-md-not-pv", QStringLiteral("no LVM label on /dev/md/data"));
    row("lvm-pvremove-md-stopped", QStringLiteral("/dev/md/data is gone"));
    row("lvm-vgchange-an", none);
    row("lvm-vgchange-an-gone", QStringLiteral("volume group vg_raid already removed"));
    row("lvm-vgremove", none);
    row("lvm-vgremove-gone", QStringLiteral("volume group vg_raid already removed"));
    row("lvm-vgremove-md", none);
    row("lvm-vgremove-md-gone", QStringLiteral("volume group vg_md already removed"));
    row("lvm-wipefs-lv-gone", QStringLiteral("/dev/vg_raid/data is gone"));
    row("lvm-wipefs-n-after", none);
    row("md-stop", none);
    row("md-stop-not-running", QStringLiteral("array not running"));
    row("md-stop-md127-not-running", QStringLiteral("array not running"));
    row("md-zero-superblock", none);
    row("md-zero-superblock-running", none); // exit 2: the array still runs, nothing was zeroed
    row("md-zero-superblock-zeroed",
        QStringLiteral("no md superblock on %1; no md superblock on %2; no md superblock on %3")
            .arg(disk(1), disk(2), disk(3)));
    row("md-zero-superblock-never", QStringLiteral("no md superblock on %1").arg(disk(4)));
    row("zfs-destroy", none);
    row("zfs-destroy-destroyed", QStringLiteral("pool not imported"));
    row("zfs-destroy-not-imported", QStringLiteral("pool not imported"));
    row("zfs-export", none);
    row("zfs-export-not-imported", QStringLiteral("pool not imported"));
    row("zfs-labelclear-exported", none);
    row("zfs-labelclear-cleared", QStringLiteral("no ZFS label left on %1-part1").arg(disk(1)));
    row("zfs-labelclear-no-partition", QStringLiteral("%1-part1 is gone with its partition table").arg(disk(1)));
    row("zfs-labelclear-never", QStringLiteral("%1-part1 is gone with its partition table").arg(disk(4)));
    row("zfs-wipefs-a", none);
    row("zfs-wipefs-a-blank", none);
    row("zfs-wipefs-n-blank", none);
    return rows;
}

} // namespace

class TestDoneAlready : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void captures_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("note");
        for (const auto &[name, note] : cases())
            QTest::newRow(qPrintable(name)) << name << note;
    }

    void captures()
    {
        QFETCH(QString, name);
        QFETCH(QString, note);
        const Capture capture = readCapture(name);
        QVERIFY2(capture.exitCode >= 0, qPrintable(name));
        QCOMPARE(DoneAlreadyStates::match(capture.step, capture.exitCode, capture.output, guestCanonical), note);
    }

    // A capture nobody states the meaning of is a state nobody checks.
    void everyCaptureHasARow()
    {
        QStringList named;
        for (const auto &[name, note] : cases())
            named << name + QStringLiteral(".txt");
        QStringList files = QDir(captureDir()).entryList({QStringLiteral("*.txt")}, QDir::Files);
        files.removeOne(QStringLiteral("versions.txt"));
        named.sort();
        QCOMPARE(files, named);
    }

    // Exact text and exit code, never "ignore errors": the same answer with another exit code, or
    // with one more line the state does not print, stays a failure.
    void otherFailuresStayFailures()
    {
        const Capture gone = readCapture(QStringLiteral("lvm-pvremove-mixed"));
        QVERIFY(!DoneAlreadyStates::match(gone.step, gone.exitCode, gone.output, guestCanonical).isEmpty());
        QCOMPARE(DoneAlreadyStates::match(gone.step, 1, gone.output, guestCanonical), QString());
        const QByteArray busy = gone.output + "  Can't open /dev/sdc exclusively.  Mounted filesystem?\n";
        QCOMPARE(DoneAlreadyStates::match(gone.step, gone.exitCode, busy, guestCanonical), QString());

        const Capture pool = readCapture(QStringLiteral("zfs-destroy-not-imported"));
        PlanStep other = pool.step;
        other.argv.last() = QStringLiteral("data");
        QCOMPARE(DoneAlreadyStates::match(other, pool.exitCode, pool.output), QString());
        QCOMPARE(DoneAlreadyStates::match(pool.step, pool.exitCode, "cannot open 'tank': pool is busy\n"), QString());

        // A member disk that is missing is a pulled disk, not a finished wipe.
        PlanStep wipeDisk;
        wipeDisk.argv = {QStringLiteral("wipefs"), QStringLiteral("-a"), disk(1)};
        QCOMPARE(
            DoneAlreadyStates::match(wipeDisk, 1,
                "wipefs: error: " + disk(1).toUtf8() + ": probing initialization failed: No such file or directory\n"),
            QString());
        // No output at all is not a state either.
        const Capture stop = readCapture(QStringLiteral("md-stop-not-running"));
        QCOMPARE(DoneAlreadyStates::match(stop.step, stop.exitCode, QByteArray()), QString());
    }
};

QTEST_GUILESS_MAIN(TestDoneAlready)
#include "tst_donealready.moc"
