// BtrfsReclaimWait on a real btrfs raid1 over three loop devices of this test's own: a deleted
// file leaves its block groups allocated until btrfs's cleaner removes them, and the wait ends
// only once they are back; on another filesystem it ends at once.
#include "fixtures/loopfixtures.h"
#include "helper/actions/load/btrfsreclaimwait.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

class TestBtrfsReclaim : public QObject {
    Q_OBJECT

private slots:
    void returnsEmptiedBlockGroups();
    void otherFilesystemsEndAtOnce();
};

namespace {
qint64 readNumber(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : -1;
}

// Incompressible, fsync'ed, so the data really is allocated before the delete.
bool writeFile(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray block(1 << 20, Qt::Uninitialized);
    quint32 x = 2463534242u;
    for (qint64 done = 0; done < bytes; done += block.size()) {
        for (qsizetype i = 0; i < block.size(); i += 4) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            std::memcpy(block.data() + i, &x, 4);
        }
        if (file.write(block) != block.size())
            return false;
    }
    file.flush();
    return ::fsync(file.handle()) == 0;
}
} // namespace

void TestBtrfsReclaim::returnsEmptiedBlockGroups()
{
    QVERIFY2(::geteuid() == 0, "needs root for loop devices and mounts");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LoopDevice disks[3];
    QStringList nodes;
    for (int i = 0; i < 3; ++i) {
        QVERIFY(disks[i].attach(dir.filePath(QStringLiteral("disk%1.img").arg(i)), 1024LL * 1024 * 1024));
        nodes << disks[i].device();
    }
    const Run mkfs = run(QStringLiteral("mkfs.btrfs"),
        QStringList {QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("-d"), QStringLiteral("raid1"),
            QStringLiteral("-m"), QStringLiteral("raid1")}
            + nodes);
    QVERIFY2(mkfs.exitCode == 0, qPrintable(mkfs.err));
    Mount mount;
    const QString point = dir.filePath(QStringLiteral("mnt"));
    QVERIFY(mount.mount(nodes.first(), point));

    const int fd = ::open(QFile::encodeName(point).constData(), O_RDONLY | O_DIRECTORY);
    QVERIFY(fd >= 0);
    const QString sysfs = BtrfsReclaimWait::sysfsDirectory(fd);
    QVERIFY2(QFileInfo(sysfs + QStringLiteral("/allocation/data/total_bytes")).exists(), qPrintable(sysfs));

    // Three files as the workload's layout and rewrites leave them (CoW allocates anew each time).
    for (int i = 0; i < 3; ++i)
        QVERIFY(writeFile(point + QStringLiteral("/fio%1.dat").arg(i), 256LL * 1024 * 1024));
    const qint64 before = readNumber(sysfs + QStringLiteral("/allocation/data/total_bytes"));
    QVERIFY2(before >= 700LL * 1024 * 1024, qPrintable(QString::number(before)));
    for (int i = 0; i < 3; ++i)
        QVERIFY(QFile::remove(point + QStringLiteral("/fio%1.dat").arg(i)));

    BtrfsReclaimWait wait;
    QSignalSpy done(&wait, &BtrfsReclaimWait::done);
    wait.start(fd);
    QVERIFY(done.wait(BtrfsReclaimWait::TimeoutMs + 10000));
    ::close(fd);
    const QList<QVariant> args = done.takeFirst();
    const bool settled = args.at(0).toBool();
    const qint64 released = args.at(1).toLongLong();
    const qint64 elapsedMs = args.at(2).toLongLong();
    qInfo("btrfs returned %lld MiB in %lld ms (data allocation %lld MiB before)", released >> 20, elapsedMs,
        before >> 20);
    QVERIFY(args.at(3).toBool());
    QVERIFY(settled);
    const qint64 after = readNumber(sysfs + QStringLiteral("/allocation/data/total_bytes"));
    QCOMPARE(released, before - after);
    QVERIFY2(after <= before - 512LL * 1024 * 1024, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
}

void TestBtrfsReclaim::otherFilesystemsEndAtOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const int fd = ::open(QFile::encodeName(dir.path()).constData(), O_RDONLY | O_DIRECTORY);
    QVERIFY(fd >= 0);
    if (!BtrfsReclaimWait::sysfsDirectory(fd).isEmpty()) {
        ::close(fd);
        QFAIL("the temporary directory is on btrfs: this check needs another filesystem");
    }
    BtrfsReclaimWait wait;
    QSignalSpy done(&wait, &BtrfsReclaimWait::done);
    wait.start(fd);
    ::close(fd);
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.first().at(3).toBool(), false);
    QCOMPARE(done.first().at(1).toLongLong(), 0);
}

QTEST_GUILESS_MAIN(TestBtrfsReclaim)
#include "tst_btrfsreclaim.moc"
