// The disk inventory on this machine with loop devices the test creates: sparse files in a
// temporary directory, attached with `losetup -f --show`, detached again by RAII guards also
// when a check fails. Needs root, losetup, mkfs.xfs and mkfs.btrfs (scripts/install-deps.sh).
#include "disks/disk/diskjson.h"
#include "disks/inventory/diskinventory.h"
#include "fixtures/loopfixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

Disk byStableId(const InventorySnapshot &snapshot, const QString &id)
{
    for (const Disk &disk : snapshot.disks) {
        if (disk.stableId == id)
            return disk;
    }
    return {};
}

// The whole disk under /, found independently of the inventory: stat's st_dev, then sysfs.
QString rootDiskName()
{
    struct stat info { };
    if (::stat("/", &info) != 0)
        return {};
    const QString link = QStringLiteral("/sys/dev/block/%1:%2").arg(major(info.st_dev)).arg(minor(info.st_dev));
    QString path = QFileInfo(link).canonicalFilePath();
    if (path.isEmpty())
        return {};
    if (QFileInfo::exists(path + QStringLiteral("/partition")))
        path = QFileInfo(path).path();
    return path.section(QLatin1Char('/'), -1);
}

QJsonObject jsonByStableId(const QJsonArray &array, const QString &id)
{
    for (const QJsonValue &value : array) {
        if (value.toObject().value(QLatin1String("stableId")).toString() == id)
            return value.toObject();
    }
    return {};
}

} // namespace

class TestDisksIntegration : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inventoryOnLoopDevices();
};

void TestDisksIntegration::initTestCase()
{
    if (::geteuid() != 0)
        QFAIL("needs root (loop devices, mkfs, mount): run `sudo ctest -L integration`");
    for (const char *tool : {"losetup", "mkfs.xfs", "mkfs.btrfs", "mount", "umount"}) {
        const QString found
            = QStandardPaths::findExecutable(QLatin1String(tool), {"/usr/sbin", "/sbin", "/usr/bin", "/bin"});
        QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("%1 not found: run scripts/install-deps.sh").arg(tool)));
    }
}

void TestDisksIntegration::inventoryOnLoopDevices()
{
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/stacklab-disks-XXXXXX"));
    QVERIFY(dir.isValid());
    const qint64 size = qint64(512) * 1024 * 1024; // xfsprogs 6.1 refuses filesystems under ~300 MB
    LoopDevice xfs, btrfsA, btrfsB, blank, mounted;
    QVERIFY(xfs.attach(dir.filePath(QStringLiteral("xfs.img")), size));
    QVERIFY(btrfsA.attach(dir.filePath(QStringLiteral("btrfs-a.img")), size));
    QVERIFY(btrfsB.attach(dir.filePath(QStringLiteral("btrfs-b.img")), size));
    QVERIFY(blank.attach(dir.filePath(QStringLiteral("blank.img")), size));
    QVERIFY(mounted.attach(dir.filePath(QStringLiteral("mounted.img")), size));

    Run mkfs = run(QStringLiteral("mkfs.xfs"),
        {QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("-L"), QStringLiteral("labxfs"), xfs.device()});
    QVERIFY2(mkfs.exitCode == 0, qPrintable(mkfs.err));
    mkfs = run(QStringLiteral("mkfs.xfs"), {QStringLiteral("-q"), QStringLiteral("-f"), mounted.device()});
    QVERIFY2(mkfs.exitCode == 0, qPrintable(mkfs.err));
    mkfs = run(QStringLiteral("mkfs.btrfs"),
        {QStringLiteral("-q"), QStringLiteral("-f"), QStringLiteral("-d"), QStringLiteral("raid1"),
            QStringLiteral("-m"), QStringLiteral("raid1"), btrfsA.device(), btrfsB.device()});
    QVERIFY2(mkfs.exitCode == 0, qPrintable(mkfs.err));
    Mount xfsMount;
    QVERIFY(xfsMount.mount(mounted.device(), dir.filePath(QStringLiteral("mnt"))));

    const InventorySnapshot snapshot = DiskInventory().scan();

    const Disk x = byStableId(snapshot, xfs.file());
    QCOMPARE(x.name, xfs.name());
    QCOMPARE(x.stableIdSource, StableIdSource::BackingFile);
    QCOMPARE(x.backingFile, xfs.file());
    QCOMPARE(x.transport, QStringLiteral("loop"));
    QCOMPARE(x.sizeBytes, quint64(size));
    QVERIFY(x.signaturesKnown);
    QCOMPARE(x.signatures.size(), 1);
    QCOMPARE(x.signatures.first().type, QStringLiteral("xfs"));
    QCOMPARE(x.signatures.first().label, QStringLiteral("labxfs"));
    QCOMPARE(x.signatures.first().device, xfs.device());
    QCOMPARE(x.classification, DiskClass::NotBlank);
    QCOMPARE(x.cleanupCommands, QStringList {QStringLiteral("wipefs -a ") + xfs.device()});

    for (const LoopDevice *member : {&btrfsA, &btrfsB}) {
        const Disk b = byStableId(snapshot, member->file());
        QCOMPARE(b.name, member->name());
        QCOMPARE(b.signatures.size(), 1);
        QCOMPARE(b.signatures.first().type, QStringLiteral("btrfs"));
        QCOMPARE(b.signatures.first().usage, QStringLiteral("filesystem"));
        QCOMPARE(b.classification, DiskClass::NotBlank);
        QCOMPARE(b.cleanupCommands, QStringList {QStringLiteral("wipefs -a ") + member->device()});
    }
    const QString btrfsUuid = byStableId(snapshot, btrfsA.file()).signatures.first().uuid;
    QVERIFY(!btrfsUuid.isEmpty());
    QCOMPARE(byStableId(snapshot, btrfsB.file()).signatures.first().uuid, btrfsUuid);

    const Disk b = byStableId(snapshot, blank.file());
    QCOMPARE(b.classification, DiskClass::Blank);
    QVERIFY(b.signatures.isEmpty());
    QVERIFY(b.selectable());

    const Disk m = byStableId(snapshot, mounted.file());
    QCOMPARE(m.classification, DiskClass::InUse);
    QCOMPARE(m.mountpoints, QStringList {dir.filePath(QStringLiteral("mnt"))});
    QVERIFY(!m.selectable());

    const QString root = rootDiskName();
    QVERIFY2(!root.isEmpty(), "cannot find the disk holding /");
    bool foundRoot = false;
    for (const Disk &disk : snapshot.disks) {
        if (disk.name == root) {
            foundRoot = true;
            QCOMPARE(disk.classification, DiskClass::System);
            QVERIFY(disk.reason.contains(QLatin1String("holds /")));
        }
    }
    QVERIFY2(foundRoot, qPrintable(QStringLiteral("the root disk %1 is not in the inventory").arg(root)));

    // The CLI renders the same inventory as JSON.
    const Run cli = run(
        QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-cli"), {QStringLiteral("disks"), QStringLiteral("--json")});
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(cli.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(document.isArray());
    const QJsonArray array = document.array();
    QCOMPARE(jsonByStableId(array, xfs.file()).value(QLatin1String("classification")).toString(),
        QStringLiteral("not-blank"));
    QCOMPARE(jsonByStableId(array, xfs.file()).value(QLatin1String("stableIdSource")).toString(),
        QStringLiteral("backing-file"));
    QCOMPARE(jsonByStableId(array, xfs.file())
                 .value(QLatin1String("signatures"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("type"))
                 .toString(),
        QStringLiteral("xfs"));
    QCOMPARE(
        jsonByStableId(array, blank.file()).value(QLatin1String("classification")).toString(), QStringLiteral("blank"));
    QCOMPARE(jsonByStableId(array, mounted.file()).value(QLatin1String("classification")).toString(),
        QStringLiteral("in-use"));
    bool jsonRoot = false;
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        if (object.value(QLatin1String("name")).toString() == root) {
            jsonRoot = true;
            QCOMPARE(object.value(QLatin1String("classification")).toString(), QStringLiteral("system"));
        }
    }
    QVERIFY(jsonRoot);

    // A mounted two-device btrfs: mountinfo names one member, the inventory marks both in use.
    Mount btrfsMount;
    QVERIFY(btrfsMount.mount(btrfsA.device(), dir.filePath(QStringLiteral("btrfs"))));
    const InventorySnapshot again = DiskInventory().scan();
    QCOMPARE(byStableId(again, btrfsA.file()).classification, DiskClass::InUse);
    QCOMPARE(byStableId(again, btrfsB.file()).classification, DiskClass::InUse);
    QCOMPARE(byStableId(again, btrfsB.file()).mountpoints, QStringList {dir.filePath(QStringLiteral("btrfs"))});
}

QTEST_GUILESS_MAIN(TestDisksIntegration)
#include "tst_disksintegration.moc"
