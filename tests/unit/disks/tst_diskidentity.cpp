#include "tst_diskidentity.h"

#include "disks/inventory/diskidentityresolver.h"
#include "disks/inventory/diskinventory.h"
#include "disks/probes/sysfsblockreader.h"
#include "disks/probes/udevdisksource.h"

#include <QFile>
#include <QTest>

namespace {

QString dataPath(const QString &name)
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/") + name;
}

// The inventory of the captured development VM (tests/data/disks/README.md): loop0 with an MBR
// and a partition, loop1-loop3 over files in /tmp/disksprobe.DZdG, the virtio root disk vda.
InventorySnapshot capturedVm()
{
    InventoryRoots roots;
    roots.sys = dataPath(QStringLiteral("sysfs-vm/sys"));
    roots.dev = QStringLiteral("/nonexistent/stacklab-test/dev");
    roots.mountinfo = dataPath(QStringLiteral("mountinfo-vm.txt"));
    roots.swaps = dataPath(QStringLiteral("swaps-vm.txt"));
    roots.udevControl = QStringLiteral("/nonexistent/stacklab-test/udev-control");
    roots.zfsPools = QStringLiteral("/nonexistent/stacklab-test/zfs");
    return DiskInventory(roots, false).scan();
}

// sda of the hand-built server tree, identified with the udev properties of a SATA SSD as
// `udevadm info` prints them: udev made two by-id links for it (ata-… and wwn-…).
InventorySnapshot sataWithUdev()
{
    QFile properties(dataPath(QStringLiteral("udev-properties-sata.txt")));
    if (!properties.open(QIODevice::ReadOnly))
        return {};
    const UdevDiskFacts udev
        = UdevDiskFacts::fromPropertyText(QStringLiteral("sda"), QString::fromUtf8(properties.readAll()));
    const SysfsBlockReader reader(dataPath(QStringLiteral("sysfs-server/sys")));
    InventorySnapshot snapshot;
    snapshot.disks << DiskInventory::identify(reader.read(QStringLiteral("sda")), udev);
    snapshot.identityFromUdev = true;
    return snapshot;
}

const QString BackingFileB = QStringLiteral("/tmp/disksprobe.DZdG/b.img");
const QString AtaLink = QStringLiteral("/dev/disk/by-id/ata-Samsung_SSD_860_EVO_500GB_S3Z9NB0K123456A");
const QString WwnLink = QStringLiteral("/dev/disk/by-id/wwn-0x5002538e40a0b1c2");

} // namespace

void TestDiskIdentity::loopDeviceByBackingFile()
{
    const DiskIdentityResolver resolver(capturedVm());
    const ResolvedDisk found = resolver.resolve(BackingFileB);
    QVERIFY(found.isWholeDisk());
    QCOMPARE(found.disk->name, QStringLiteral("loop1"));
    // The plan names a loop device by its node; the file is kept for the loop pull method.
    const DiskIdentity identity = resolver.identity(*found.disk);
    QCOMPARE(identity,
        (DiskIdentity {QStringLiteral("/dev/loop1"), QStringLiteral("/dev/loop1"), QStringLiteral("loop1"),
            BackingFileB, BackingFileB}));
    QCOMPARE(resolver.resolve(QStringLiteral("/dev/loop1")).disk, found.disk);
    QCOMPARE(resolver.byKernelName(QStringLiteral("loop1")), found.disk);
    // loop4 is detached (no size): not a disk of the inventory, by no name.
    QVERIFY(!resolver.resolve(QStringLiteral("/dev/loop4")).disk);
    QVERIFY(!resolver.byKernelName(QStringLiteral("loop4")));
}

void TestDiskIdentity::loopDeviceThroughALink()
{
    const QString link = QStringLiteral("/srv/lab/disk-b");
    const auto links = [&](const QString &path) { return path == link ? BackingFileB : QString(); };
    const DiskIdentityResolver following(capturedVm(), links);
    const ResolvedDisk found = following.resolve(link);
    QVERIFY(found.isWholeDisk());
    QCOMPARE(found.disk->name, QStringLiteral("loop1"));
    QVERIFY(!following.resolve(QStringLiteral("/srv/lab/elsewhere")).disk);

    // Without a way to follow links only the names themselves match.
    const DiskIdentityResolver literal(capturedVm());
    QVERIFY(!literal.resolve(link).disk);
}

void TestDiskIdentity::nodesStableIdsAndPartitions()
{
    const DiskIdentityResolver resolver(capturedVm());
    // No udev on the VM: vda's stable ID comes from its virtio serial, and names no link.
    const ResolvedDisk vda = resolver.resolve(QStringLiteral("virtio-overlayblk"));
    QVERIFY(vda.isWholeDisk());
    QCOMPARE(vda.disk->name, QStringLiteral("vda"));
    QCOMPARE(resolver.resolve(QStringLiteral("/dev/vda")).disk, vda.disk);
    QCOMPARE(resolver.planPath(*vda.disk), QStringLiteral("/dev/vda"));

    const ResolvedDisk partition = resolver.resolve(QStringLiteral("/dev/loop0p1"));
    QVERIFY(partition.disk && partition.partition);
    QVERIFY(!partition.isWholeDisk());
    QCOMPARE(partition.disk->name, QStringLiteral("loop0"));
    QCOMPARE(partition.partition->name, QStringLiteral("loop0p1"));

    // Kernel names are not paths: only byKernelName() takes them.
    QVERIFY(!resolver.resolve(QStringLiteral("vda")).disk);
    QVERIFY(!resolver.resolve(QString()).disk);
    QVERIFY(!resolver.resolve(QStringLiteral("/dev/sdz")).disk);
    QCOMPARE(DiskIdentityResolver::kernelNameOfNode(QStringLiteral("/dev/loop3")), QStringLiteral("loop3"));
}

void TestDiskIdentity::diskUnderTwoByIdNames()
{
    const InventorySnapshot snapshot = sataWithUdev();
    QCOMPARE(snapshot.disks.size(), 1);
    const Disk &sda = snapshot.disks.first();
    QCOMPARE(sda.byIdLinks, (QStringList {AtaLink, WwnLink}));
    // udev's own order puts wwn- first: that link is the stable ID and what a plan names.
    QCOMPARE(sda.stableId, WwnLink);
    const DiskIdentityResolver resolver(snapshot);
    QCOMPARE(resolver.planPath(sda), WwnLink);

    const ResolvedDisk byAta = resolver.resolve(AtaLink);
    const ResolvedDisk byWwn = resolver.resolve(WwnLink);
    QVERIFY(byAta.isWholeDisk());
    QCOMPARE(byAta.disk, byWwn.disk);
    QCOMPARE(byAta.disk->name, QStringLiteral("sda"));
    QCOMPARE(resolver.resolve(QStringLiteral("/dev/sda")).disk, byAta.disk);
    // The partition's link is not the disk's: udev lists it, but not as a whole-disk link.
    QVERIFY(!resolver.resolve(WwnLink + QStringLiteral("-part1")).disk);
}

void TestDiskIdentity::planPath_data()
{
    QTest::addColumn<QString>("stableId");
    QTest::addColumn<int>("source");
    QTest::addColumn<bool>("udevRuns");
    QTest::addColumn<QString>("path");

    const int byId = int(StableIdSource::ByIdLink);
    const int wwn = int(StableIdSource::Wwn);
    const int serial = int(StableIdSource::Serial);
    QTest::newRow("by-id link") << WwnLink << byId << true << WwnLink;
    QTest::newRow("WWN, udev runs") << "wwn-0x5000c500a1b2c3d4" << wwn << true
                                    << "/dev/disk/by-id/wwn-0x5000c500a1b2c3d4";
    QTest::newRow("WWN, no udev: no link") << "wwn-0x5000c500a1b2c3d4" << wwn << false << "/dev/sdc";
    QTest::newRow("serial, udev runs") << "virtio-SERIAL1" << serial << true << "/dev/disk/by-id/virtio-SERIAL1";
    QTest::newRow("serial, no udev") << "virtio-SERIAL1" << serial << false << "/dev/sdc";
    QTest::newRow("bus path") << "pci-0000:00:1f.2-ata-1" << int(StableIdSource::ByPath) << true << "/dev/sdc";
    QTest::newRow("loop backing file") << "/srv/lab/c.img" << int(StableIdSource::BackingFile) << true << "/dev/sdc";
    QTest::newRow("kernel name only") << "sdc" << int(StableIdSource::KernelName) << true << "/dev/sdc";
}

void TestDiskIdentity::planPath()
{
    QFETCH(QString, stableId);
    QFETCH(int, source);
    QFETCH(bool, udevRuns);
    Disk disk;
    disk.name = QStringLiteral("sdc");
    disk.devnode = QStringLiteral("/dev/sdc");
    disk.stableId = stableId;
    disk.stableIdSource = StableIdSource(source);
    InventorySnapshot snapshot;
    snapshot.disks << disk;
    snapshot.identityFromUdev = udevRuns;
    const DiskIdentityResolver resolver(snapshot);
    QTEST(resolver.planPath(disk), "path");
    // Whatever the plan names it by leads back to the disk.
    QCOMPARE(resolver.resolve(resolver.planPath(disk)).disk, &resolver.disks().first());
}

void TestDiskIdentity::labTargetPaths()
{
    // A loop lab names its disks by node; the virtual lab by the guest's by-id paths.
    const QString guestPath = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_STACKLAB2");
    DiskIdentityResolver resolver(capturedVm());
    resolver.setTargetPaths({{QStringLiteral("loop2"), guestPath}});
    const Disk *loop2 = resolver.byKernelName(QStringLiteral("loop2"));
    QVERIFY(loop2);
    QCOMPARE(resolver.planPath(*loop2), guestPath);
    QCOMPARE(resolver.resolve(guestPath).disk, loop2);
    QCOMPARE(resolver.identity(*loop2).path, guestPath);
    // A new scan keeps the target's paths.
    resolver.setInventory(capturedVm());
    QCOMPARE(resolver.planPath(*resolver.byKernelName(QStringLiteral("loop2"))), guestPath);
    resolver.setTargetPaths({});
    QCOMPARE(resolver.planPath(*resolver.byKernelName(QStringLiteral("loop2"))), QStringLiteral("/dev/loop2"));
}

void TestDiskIdentity::requestMaps()
{
    const DiskIdentityResolver resolver(capturedVm());
    const QList<DiskIdentity> named = {resolver.identity(*resolver.byKernelName(QStringLiteral("vda"))),
        resolver.identity(*resolver.byKernelName(QStringLiteral("loop1")))};
    QCOMPARE(DiskIdentityResolver::kernelNamesByPath(named),
        (QMap<QString, QString> {{QStringLiteral("/dev/vda"), QStringLiteral("vda")},
            {QStringLiteral("/dev/loop1"), QStringLiteral("loop1")}}));
    // Only loop devices have a backing file.
    QCOMPARE(DiskIdentityResolver::backingFilesByPath(named),
        (QMap<QString, QString> {{QStringLiteral("/dev/loop1"), BackingFileB}}));
    QCOMPARE(DiskIdentityResolver::pathsByKernelName(named),
        (QMap<QString, QString> {{QStringLiteral("vda"), QStringLiteral("/dev/vda")},
            {QStringLiteral("loop1"), QStringLiteral("/dev/loop1")}}));
}
