#include "tst_diskinventory.h"

#include "disks/disk/diskjson.h"
#include "disks/inventory/diskinventory.h"
#include "disks/inventory/diskwatcher.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

static QString dataPath(const QString &name)
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/") + name;
}

static InventoryRoots fixtureRoots(const QString &sys, const QString &mountinfo, const QString &swaps)
{
    InventoryRoots roots;
    roots.sys = sys;
    roots.dev = QStringLiteral("/nonexistent/stacklab-test/dev");
    roots.mountinfo = mountinfo;
    roots.swaps = swaps;
    roots.udevControl = QStringLiteral("/nonexistent/stacklab-test/udev-control");
    roots.zfsPools = QStringLiteral("/nonexistent/stacklab-test/zfs");
    return roots;
}

static Disk findDisk(const InventorySnapshot &snapshot, const QString &name)
{
    for (const Disk &disk : snapshot.disks) {
        if (disk.name == name)
            return disk;
    }
    return {};
}

static QStringList names(const InventorySnapshot &snapshot)
{
    QStringList list;
    for (const Disk &disk : snapshot.disks)
        list.append(disk.name);
    return list;
}

void TestDiskInventory::thisMachine()
{
    const DiskInventory inventory(
        fixtureRoots(dataPath(QStringLiteral("sysfs-vm/sys")), dataPath(QStringLiteral("mountinfo-vm.txt")),
            dataPath(QStringLiteral("swaps-vm.txt"))),
        false);
    const InventorySnapshot snapshot = inventory.scan();
    // loop4 is detached (size 0) and zram0 is memory: neither is a disk for the lab.
    QCOMPARE(names(snapshot), QStringList({"loop0", "loop1", "loop2", "loop3", "vda"}));
    QVERIFY(!snapshot.identityFromUdev);
    QVERIFY(snapshot.identityNote.contains(QLatin1String("No udev daemon")));
    QVERIFY(!snapshot.signaturesProbed);

    const Disk vda = findDisk(snapshot, QStringLiteral("vda"));
    QCOMPARE(vda.classification, DiskClass::System);
    QVERIFY(!vda.selectable());
    QCOMPARE(vda.stableId, QStringLiteral("virtio-overlayblk"));
    QCOMPARE(vda.stableIdSource, StableIdSource::Serial);
    QCOMPARE(vda.transport, QStringLiteral("virtio"));
    QCOMPARE(vda.mountpoints, QStringList {"/"});
    QCOMPARE(vda.sizeBytes, quint64(256) * 1024 * 1024 * 1024);

    const Disk loop0 = findDisk(snapshot, QStringLiteral("loop0"));
    QCOMPARE(loop0.classification, DiskClass::InUse);
    QCOMPARE(loop0.stableId, QStringLiteral("/tmp/disksprobe.DZdG/a.img"));
    QCOMPARE(loop0.stableIdSource, StableIdSource::BackingFile);
    QCOMPARE(loop0.backingFile, QStringLiteral("/tmp/disksprobe.DZdG/a.img"));
    QCOMPARE(loop0.partitions.size(), 2);
    QCOMPARE(loop0.partitions.at(0).devnode, QStringLiteral("/dev/loop0p1"));
    QCOMPARE(
        loop0.partitions.at(0).mountpoints, QStringList({"/tmp/disksprobe.DZdG/mnt", "/tmp/disksprobe.DZdG/bindlab"}));
    QVERIFY(loop0.reason.contains(QLatin1String("bind mount of /sub")));

    // Two-device btrfs: mountinfo names loop1 only; /sys/fs/btrfs names both.
    QCOMPARE(findDisk(snapshot, QStringLiteral("loop1")).classification, DiskClass::InUse);
    const Disk loop2 = findDisk(snapshot, QStringLiteral("loop2"));
    QCOMPARE(loop2.classification, DiskClass::InUse);
    QCOMPARE(loop2.mountpoints, QStringList {"/tmp/disksprobe.DZdG/bt"});

    // Not probed: loop3 is reported as not blank with unknown signatures, never as blank.
    const Disk loop3 = findDisk(snapshot, QStringLiteral("loop3"));
    QCOMPARE(loop3.classification, DiskClass::NotBlank);
    QVERIFY(!loop3.signaturesKnown);
    QVERIFY(loop3.cleanupCommands.isEmpty());
}

// Without udev, links in /dev/disk/by-id that something else made (the virtual lab guest's init)
// are the stable ID: the name the plans use, not one made up from the serial (the Disks page showed
// scsi-QEMU_… where the plan said scsi-0QEMU_…). A partition's link is not the disk's.
void TestDiskInventory::byIdLinksWithoutUdev()
{
    QTemporaryDir dev;
    QVERIFY(dev.isValid());
    QVERIFY(QDir(dev.path()).mkpath(QStringLiteral("disk/by-id")));
    const QString byId = dev.filePath(QStringLiteral("disk/by-id/"));
    QVERIFY(QFile::link(QStringLiteral("../../vda"), byId + QStringLiteral("virtio-lab-disk-7")));
    QVERIFY(QFile::link(QStringLiteral("../../vda1"), byId + QStringLiteral("virtio-lab-disk-7-part1")));
    InventoryRoots roots = fixtureRoots(dataPath(QStringLiteral("sysfs-vm/sys")),
        dataPath(QStringLiteral("mountinfo-vm.txt")), dataPath(QStringLiteral("swaps-vm.txt")));
    roots.dev = dev.path();
    const InventorySnapshot snapshot = DiskInventory(roots, false).scan();
    const Disk vda = findDisk(snapshot, QStringLiteral("vda"));
    QCOMPARE(vda.stableId, QStringLiteral("/dev/disk/by-id/virtio-lab-disk-7"));
    QCOMPARE(vda.stableIdSource, StableIdSource::ByIdLink);
    QCOMPARE(vda.byIdLinks, QStringList {QStringLiteral("/dev/disk/by-id/virtio-lab-disk-7")});
    QVERIFY(!snapshot.identityFromUdev); // the links are not udev's
    QCOMPARE(vda.classification, DiskClass::System); // the system disk stays the system disk
}

void TestDiskInventory::server_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<DiskClass>("diskClass");
    QTest::addColumn<QString>("stableId");
    QTest::addColumn<StableIdSource>("source");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<QString>("wwn");
    QTest::newRow("sda") << "sda" << DiskClass::System << "wwn-0x5002538e40a0b1c2" << StableIdSource::Wwn << "sata"
                         << "0x5002538e40a0b1c2";
    QTest::newRow("sdb") << "sdb" << DiskClass::System << "ata-ST2000DM008-2FR1_ZFL0ABCD" << StableIdSource::Serial
                         << "sata" << QString();
    QTest::newRow("sdc") << "sdc" << DiskClass::NotBlank << "wwn-0x5000c500a1b2c3d4" << StableIdSource::Wwn << "sas"
                         << "0x5000c500a1b2c3d4";
    QTest::newRow("sdd") << "sdd" << DiskClass::NotBlank << "usb-SanDisk_Extreme_AA010203040506"
                         << StableIdSource::Serial << "usb" << QString();
    QTest::newRow("nvme0n1") << "nvme0n1" << DiskClass::InUse << "nvme-eui.0025388b91b2c3d4" << StableIdSource::Wwn
                             << "nvme"
                             << "eui.0025388b91b2c3d4";
}

void TestDiskInventory::server()
{
    QFETCH(QString, name);
    const DiskInventory inventory(
        fixtureRoots(dataPath(QStringLiteral("sysfs-server/sys")), dataPath(QStringLiteral("mountinfo-server.txt")),
            dataPath(QStringLiteral("swaps-server.txt"))),
        false);
    const InventorySnapshot snapshot = inventory.scan();
    // md and dm devices are holders, zram is memory, loop7 is detached.
    QCOMPARE(names(snapshot), QStringList({"nvme0n1", "sda", "sdb", "sdc", "sdd"}));
    const Disk disk = findDisk(snapshot, name);
    QTEST(disk.classification, "diskClass");
    QTEST(disk.stableId, "stableId");
    QTEST(disk.stableIdSource, "source");
    QTEST(disk.transport, "transport");
    QTEST(disk.wwn, "wwn");
    QVERIFY(!disk.reason.isEmpty());
}

void TestDiskInventory::serverSystemReasons()
{
    const DiskInventory inventory(
        fixtureRoots(dataPath(QStringLiteral("sysfs-server/sys")), dataPath(QStringLiteral("mountinfo-server.txt")),
            dataPath(QStringLiteral("swaps-server.txt"))),
        false);
    const InventorySnapshot snapshot = inventory.scan();
    for (const QString &name : {QStringLiteral("sda"), QStringLiteral("sdb")}) {
        const Disk disk = findDisk(snapshot, name);
        QVERIFY2(
            disk.reason.contains(
                QStringLiteral("holds / (%1 → %2 → md1 (raid1) → dm-0 (vg0-root))").arg(name, name + QLatin1Char('2'))),
            qPrintable(disk.reason));
        QVERIFY2(disk.reason.contains(
                     QStringLiteral("holds /boot (%1 → %2 → md0 (raid1))").arg(name, name + QLatin1Char('1'))),
            qPrintable(disk.reason));
        QVERIFY2(disk.reason.contains(QStringLiteral("holds active swap (%1 → %2 → md1 (raid1) → dm-1 (vg0-swap))")
                                          .arg(name, name + QLatin1Char('2'))),
            qPrintable(disk.reason));
        QCOMPARE(disk.partitions.at(1).holders, QStringList {"md1"});
    }
    const Disk nvme = findDisk(snapshot, QStringLiteral("nvme0n1"));
    QCOMPARE(nvme.partitions.at(0).mountpoints, QStringList({"/srv/data", "/mnt/lab bench"}));
    QVERIFY(nvme.reason.contains(QLatin1String("mounted at /mnt/lab bench (bind mount of /lab)")));
    const Disk usb = findDisk(snapshot, QStringLiteral("sdd"));
    QVERIFY(usb.removable);
    QCOMPARE(usb.model, QStringLiteral("Extreme"));
    QCOMPARE(usb.vendor, QStringLiteral("SanDisk"));
    QCOMPARE(usb.serial, QStringLiteral("AA010203040506"));
    const Disk sdb = findDisk(snapshot, QStringLiteral("sdb"));
    QVERIFY(sdb.rotational);
    QCOMPARE(sdb.physicalSectorSize, 4096);
}

void TestDiskInventory::loopRootMakesItsHostDiskSystem()
{
    const QString tree = dataPath(QStringLiteral("sysfs-wubi"));
    const DiskInventory inventory(fixtureRoots(tree + QStringLiteral("/sys"), tree + QStringLiteral("/mountinfo"),
                                      tree + QStringLiteral("/swaps")),
        false);
    const InventorySnapshot snapshot = inventory.scan();
    QCOMPARE(names(snapshot), QStringList({"loop0", "sda"}));
    const Disk loop0 = findDisk(snapshot, QStringLiteral("loop0"));
    QCOMPARE(loop0.classification, DiskClass::System);
    QCOMPARE(loop0.stableId, QStringLiteral("/host/ubuntu/disks/root.disk"));
    const Disk sda = findDisk(snapshot, QStringLiteral("sda"));
    QCOMPARE(sda.classification, DiskClass::System);
    QVERIFY2(sda.reason.contains(QLatin1String("/host/ubuntu/disks/root.disk, the backing file of loop0")),
        qPrintable(sda.reason));
    QCOMPARE(sda.stableId, QStringLiteral("pci-0000:00:1f.2-ata-1"));
    QCOMPARE(sda.stableIdSource, StableIdSource::ByPath);
}

void TestDiskInventory::json()
{
    Disk disk;
    disk.name = QStringLiteral("loop3");
    disk.devnode = QStringLiteral("/dev/loop3");
    disk.stableId = QStringLiteral("/var/tmp/lab/d1.img");
    disk.stableIdSource = StableIdSource::BackingFile;
    disk.backingFile = disk.stableId;
    disk.sizeBytes = quint64(5) * 1024 * 1024 * 1024 * 1024; // beyond 32 bits
    disk.transport = QStringLiteral("loop");
    disk.classification = DiskClass::NotBlank;
    disk.reason = QStringLiteral("Not blank: xfs on /dev/loop3.");
    disk.cleanupCommands = {QStringLiteral("wipefs -a /dev/loop3")};
    disk.signatures = {{QStringLiteral("xfs"), QStringLiteral("filesystem"), QStringLiteral("lab"),
        QStringLiteral("1234"), QStringLiteral("/dev/loop3")}};
    DiskPartition part;
    part.name = QStringLiteral("loop3p1");
    part.mountpoints = {QStringLiteral("/mnt/x")};
    disk.partitions = {part};

    const QJsonObject object = diskToJson(disk);
    for (const char *key : {"name", "devnode", "stableId", "stableIdSource", "model", "vendor", "serial", "wwn",
             "sizeBytes", "logicalSectorSize", "physicalSectorSize", "rotational", "transport", "partitions", "holders",
             "mountpoints", "swap", "backingFile", "classification", "reason", "cleanupCommands", "signatures",
             "signaturesKnown"})
        QVERIFY2(object.contains(QLatin1String(key)), key);
    QCOMPARE(object.value(QLatin1String("classification")).toString(), QStringLiteral("not-blank"));
    QCOMPARE(object.value(QLatin1String("stableIdSource")).toString(), QStringLiteral("backing-file"));
    QCOMPARE(object.value(QLatin1String("sizeBytes")).toInteger(), qint64(5) * 1024 * 1024 * 1024 * 1024);
    const QJsonObject signature = object.value(QLatin1String("signatures")).toArray().first().toObject();
    QCOMPARE(signature.value(QLatin1String("type")).toString(), QStringLiteral("xfs"));
    QCOMPARE(signature.value(QLatin1String("device")).toString(), QStringLiteral("/dev/loop3"));
    QCOMPARE(object.value(QLatin1String("partitions"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("mountpoints"))
                 .toArray()
                 .first()
                 .toString(),
        QStringLiteral("/mnt/x"));
    QCOMPARE(disksToJson({disk, disk}).size(), 2);

    QCOMPARE(diskClassName(DiskClass::System), QStringLiteral("system"));
    QCOMPARE(diskClassName(DiskClass::InUse), QStringLiteral("in-use"));
    QCOMPARE(diskClassName(DiskClass::Blank), QStringLiteral("blank"));
    QCOMPARE(stableIdSourceName(StableIdSource::ByIdLink), QStringLiteral("by-id"));
    QCOMPARE(stableIdSourceName(StableIdSource::KernelName), QStringLiteral("kernel-name"));
}

void TestDiskInventory::watcherFollowsChanges()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(QProcess::execute(QStringLiteral("cp"),
                 {QStringLiteral("-a"), dataPath(QStringLiteral("sysfs-vm/sys")), dir.filePath(QStringLiteral("sys"))}),
        0);
    QVERIFY(QFile::copy(dataPath(QStringLiteral("mountinfo-vm.txt")), dir.filePath(QStringLiteral("mountinfo"))));
    QVERIFY(QFile::copy(dataPath(QStringLiteral("swaps-vm.txt")), dir.filePath(QStringLiteral("swaps"))));
    QFile::setPermissions(dir.filePath(QStringLiteral("mountinfo")), QFile::ReadOwner | QFile::WriteOwner);

    DiskWatcher watcher(
        DiskInventory(fixtureRoots(dir.filePath(QStringLiteral("sys")), dir.filePath(QStringLiteral("mountinfo")),
                          dir.filePath(QStringLiteral("swaps"))),
            false));
    QSignalSpy spy(&watcher, &DiskWatcher::inventoryChanged);
    watcher.start();
    QCOMPARE(spy.count(), 1);
    QVERIFY(!watcher.usesUdevMonitor());
    QCOMPARE(findDisk(watcher.current(), QStringLiteral("loop3")).classification, DiskClass::NotBlank);

    // Mount loop3 (7:3): within the 1 s poll the watcher reports it in use.
    QFile mountinfo(dir.filePath(QStringLiteral("mountinfo")));
    QVERIFY(mountinfo.open(QIODevice::Append));
    mountinfo.write("45 27 7:3 / /mnt/x rw,relatime - xfs /dev/loop3 rw\n");
    mountinfo.close();
    QVERIFY(spy.wait(3000));
    QCOMPARE(spy.count(), 2);
    const auto snapshot = spy.last().first().value<InventorySnapshot>();
    QCOMPARE(findDisk(snapshot, QStringLiteral("loop3")).classification, DiskClass::InUse);

    // A disk that goes away (hot-unplug) disappears from the next snapshot.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("sys/block/loop2"))));
    QVERIFY(spy.wait(3000));
    QVERIFY(!names(watcher.current()).contains(QStringLiteral("loop2")));
}
