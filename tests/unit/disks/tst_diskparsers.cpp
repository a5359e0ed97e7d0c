#include "tst_diskparsers.h"

#include "disks/probes/lvmmetadatareader.h"
#include "disks/probes/mountinfoparser.h"
#include "disks/probes/stableidresolver.h"
#include "disks/probes/swapsparser.h"
#include "disks/probes/sysfsblockreader.h"
#include "disks/probes/udevdisksource.h"

#include <QFile>
#include <QTest>
#include <QtEndian>

static QString dataPath(const QString &name)
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/") + name;
}

static QString readData(const QString &name)
{
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return QString::fromUtf8(file.readAll());
}

void TestDiskParsers::mountInfo_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("mountPoint");
    QTest::addColumn<QString>("device"); // major:minor
    QTest::addColumn<QString>("root");
    QTest::addColumn<QString>("fsType");
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("bind");
    QTest::newRow("vm root on the whole virtio disk") << "mountinfo-vm.txt"
                                                      << "/"
                                                      << "254:0"
                                                      << "/"
                                                      << "ext4"
                                                      << "/dev/vda" << false;
    QTest::newRow("vm loop partition") << "mountinfo-vm.txt"
                                       << "/tmp/disksprobe.DZdG/mnt"
                                       << "259:0"
                                       << "/"
                                       << "ext4"
                                       << "/dev/loop0p1" << false;
    QTest::newRow("vm bind mount of a subdirectory") << "mountinfo-vm.txt"
                                                     << "/tmp/disksprobe.DZdG/bindlab"
                                                     << "259:0"
                                                     << "/sub"
                                                     << "ext4"
                                                     << "/dev/loop0p1" << true;
    QTest::newRow("vm btrfs has an anonymous device") << "mountinfo-vm.txt"
                                                      << "/tmp/disksprobe.DZdG/bt"
                                                      << "0:39"
                                                      << "/"
                                                      << "btrfs"
                                                      << "/dev/loop1" << false;
    QTest::newRow("server root on LVM") << "mountinfo-server.txt"
                                        << "/"
                                        << "253:0"
                                        << "/"
                                        << "ext4"
                                        << "/dev/mapper/vg0-root" << false;
    QTest::newRow("server escaped space") << "mountinfo-server.txt"
                                          << "/mnt/lab bench"
                                          << "259:1"
                                          << "/lab"
                                          << "xfs"
                                          << "/dev/nvme0n1p1" << true;
}

void TestDiskParsers::mountInfo()
{
    QFETCH(QString, fixture);
    QFETCH(QString, mountPoint);
    const QList<MountEntry> entries = MountInfoParser::parse(readData(fixture));
    QVERIFY(entries.size() >= 6);
    const auto it = std::find_if(
        entries.cbegin(), entries.cend(), [&](const MountEntry &e) { return e.mountPoint == mountPoint; });
    QVERIFY2(it != entries.cend(), qPrintable(mountPoint));
    QTEST(QString::number(it->major) + QLatin1Char(':') + QString::number(it->minor), "device");
    QTEST(it->root, "root");
    QTEST(it->fsType, "fsType");
    QTEST(it->source, "source");
    QTEST(it->isBind(), "bind");
}

void TestDiskParsers::mountInfoSkipsBrokenLines()
{
    const QString text = QStringLiteral("garbage\n"
                                        "36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 - ext3 /dev/root rw\n"
                                        "37 35 x:0 / /bad rw - ext4 /dev/sdz rw\n"
                                        "38 35 8:1 / /no-separator rw ext4 /dev/sdz1 rw\n");
    const QList<MountEntry> entries = MountInfoParser::parse(text);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().mountPoint, QStringLiteral("/mnt2"));
    QCOMPARE(entries.first().root, QStringLiteral("/mnt1"));
    QCOMPARE(entries.first().source, QStringLiteral("/dev/root"));
    QCOMPARE(entries.first().major, 98);
}

void TestDiskParsers::unescape_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "/mnt/data"
                           << "/mnt/data";
    QTest::newRow("space") << "/mnt/lab\\040bench"
                           << "/mnt/lab bench";
    QTest::newRow("tab and newline") << "/a\\011b\\012c"
                                     << "/a\tb\nc";
    QTest::newRow("backslash") << "/a\\134b"
                               << "/a\\b";
    QTest::newRow("not octal") << "/a\\x"
                               << "/a\\x";
    QTest::newRow("trailing backslash") << "/a\\"
                                        << "/a\\";
}

void TestDiskParsers::unescape()
{
    QFETCH(QString, field);
    QTEST(MountInfoParser::unescape(field), "expected");
}

void TestDiskParsers::swaps_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("isFile");
    QTest::addColumn<quint64>("sizeKiB");
    QTest::newRow("vm: no swap") << readData(QStringLiteral("swaps-vm.txt")) << 0 << QString() << false << quint64(0);
    QTest::newRow("server: LVM swap") << readData(QStringLiteral("swaps-server.txt")) << 1 << "/dev/dm-1" << false
                                      << quint64(8388604);
    QTest::newRow("swap file with a space")
        << QStringLiteral("Filename Type Size Used Priority\n/swap\\040file file 1048572 0 -3\n") << 1 << "/swap file"
        << true << quint64(1048572);
}

void TestDiskParsers::swaps()
{
    QFETCH(QString, text);
    const QList<SwapEntry> entries = SwapsParser::parse(text);
    QTEST(int(entries.size()), "count");
    if (entries.isEmpty())
        return;
    QTEST(entries.first().fileName, "fileName");
    QTEST(entries.first().isFile(), "isFile");
    QTEST(entries.first().sizeKiB, "sizeKiB");
}

void TestDiskParsers::sysfsThisMachine()
{
    const SysfsBlockReader reader(dataPath(QStringLiteral("sysfs-vm/sys")));
    QCOMPARE(reader.names(), QStringList({"loop0", "loop1", "loop2", "loop3", "loop4", "vda", "zram0"}));

    const SysfsBlockDevice vda = reader.read(QStringLiteral("vda"));
    QCOMPARE(vda.kind, SysfsBlockDevice::Kind::Disk);
    QCOMPARE(vda.dev, QStringLiteral("254:0"));
    QCOMPARE(vda.sizeBytes, quint64(536870912) * 512);
    QCOMPARE(vda.logicalSectorSize, 512);
    QCOMPARE(vda.physicalSectorSize, 4096);
    QVERIFY(vda.rotational);
    QVERIFY(!vda.removable);
    QCOMPARE(vda.serial, QStringLiteral("overlayblk"));
    QVERIFY(vda.vendor.isEmpty()); // sysfs says 0x1af4: the PCI vendor id, not a name
    QCOMPARE(vda.model, QStringLiteral("Virtio Block Device"));
    QCOMPARE(vda.transport, QStringLiteral("virtio"));
    QCOMPARE(vda.pathId, QStringLiteral("pci-0000:00:02.0"));
    QVERIFY(vda.partitions.isEmpty());

    const SysfsBlockDevice loop0 = reader.read(QStringLiteral("loop0"));
    QCOMPARE(loop0.kind, SysfsBlockDevice::Kind::Loop);
    QCOMPARE(loop0.transport, QStringLiteral("loop"));
    QCOMPARE(loop0.backingFile, QStringLiteral("/tmp/disksprobe.DZdG/a.img"));
    QCOMPARE(loop0.partitions.size(), 2);
    QCOMPARE(loop0.partitions.at(0).name, QStringLiteral("loop0p1"));
    QCOMPARE(loop0.partitions.at(0).dev, QStringLiteral("259:0"));
    QCOMPARE(loop0.partitions.at(0).startSector, quint64(2048));
    QCOMPARE(loop0.partitions.at(0).sizeBytes, quint64(204800) * 512);
    QCOMPARE(loop0.partitions.at(1).number, 2);
    QVERIFY(loop0.pathId.isEmpty());

    QCOMPARE(reader.read(QStringLiteral("loop4")).sizeBytes, quint64(0));
    QCOMPARE(reader.read(QStringLiteral("zram0")).kind, SysfsBlockDevice::Kind::Zram);

    const auto btrfs = reader.btrfsMembers();
    QCOMPARE(btrfs.size(), 1);
    QCOMPARE(btrfs.first().second, QStringList({"loop1", "loop2"}));
}

void TestDiskParsers::sysfsServer_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("transport");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("serial");
    QTest::addColumn<QString>("wwid");
    QTest::addColumn<QString>("pathId");
    QTest::addColumn<QStringList>("partitionHolders");
    QTest::newRow("sata ssd") << "sda"
                              << "sata"
                              << "Samsung SSD 860"
                              << "S3Z9NB0K123456A"
                              << "naa.5002538e40a0b1c2"
                              << "pci-0000:00:17.0-ata-1" << QStringList {"md0", "md1"};
    QTest::newRow("sata hdd without wwn") << "sdb"
                                          << "sata"
                                          << "ST2000DM008-2FR1"
                                          << "ZFL0ABCD"
                                          << "t10.ATA     ST2000DM008-2FR102                      ZFL0ABCD"
                                          << "pci-0000:00:17.0-ata-2" << QStringList {"md0", "md1"};
    QTest::newRow("nvme") << "nvme0n1"
                          << "nvme"
                          << "Samsung SSD 970 EVO Plus 1TB"
                          << "S4EWNX0R123456"
                          << "eui.0025388b91b2c3d4"
                          << "pci-0000:3d:00.0-nvme-1" << QStringList {QString()};
    QTest::newRow("sas") << "sdc"
                         << "sas"
                         << "ST4000NM0023"
                         << "Z1Z0ABCD0000C1234567"
                         << "naa.5000c500a1b2c3d4"
                         << "pci-0000:01:00.0-scsi-0:0:0" << QStringList {};
    QTest::newRow("usb") << "sdd"
                         << "usb"
                         << "Extreme"
                         << "AA010203040506" << QString() << "pci-0000:00:14.0-usb-0:1:1.0-scsi-0:0:0"
                         << QStringList {};
}

void TestDiskParsers::sysfsServer()
{
    QFETCH(QString, name);
    QFETCH(QStringList, partitionHolders);
    const SysfsBlockReader reader(dataPath(QStringLiteral("sysfs-server/sys")));
    const SysfsBlockDevice device = reader.read(name);
    QCOMPARE(device.kind, SysfsBlockDevice::Kind::Disk);
    QTEST(device.transport, "transport");
    QTEST(device.model, "model");
    QTEST(device.serial, "serial");
    QTEST(device.wwid, "wwid");
    QTEST(device.pathId, "pathId");
    QStringList holders;
    for (const SysfsPartition &partition : device.partitions)
        holders.append(partition.holders.join(QLatin1Char(',')));
    QCOMPARE(holders, partitionHolders);
}

void TestDiskParsers::vpdPage80_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<QString>("serial");
    const auto header = [](const char *hex) { return QByteArray::fromHex(hex); };
    QTest::newRow("padded") << header("00800014") + "S3Z9NB0K123456A     "
                            << "S3Z9NB0K123456A";
    QTest::newRow("length shorter than data") << header("00800004") + "ABCDEFGH"
                                              << "ABCD";
    QTest::newRow("wrong page code") << header("00830004") + "ABCD" << QString();
    QTest::newRow("too short") << header("0080") << QString();
    QTest::newRow("control characters dropped") << header("00800005") + "AB" + header("01") + "CD"
                                                << "ABCD";
}

void TestDiskParsers::vpdPage80()
{
    QFETCH(QByteArray, page);
    QTEST(SysfsBlockReader::serialFromVpdPage80(page), "serial");
}

void TestDiskParsers::wwnFromWwid_data()
{
    QTest::addColumn<QString>("wwid");
    QTest::addColumn<QString>("wwn");
    QTest::newRow("naa") << "naa.5000C500A1B2C3D4"
                         << "0x5000c500a1b2c3d4";
    QTest::newRow("eui") << "eui.0025388b91b2c3d4"
                         << "eui.0025388b91b2c3d4";
    QTest::newRow("t10 is no wwn") << "t10.ATA     ST2000DM008 ZFL0ABCD" << QString();
    QTest::newRow("empty") << QString() << QString();
}

void TestDiskParsers::wwnFromWwid()
{
    QFETCH(QString, wwid);
    QTEST(SysfsBlockReader::wwnFromWwid(wwid), "wwn");
}

void TestDiskParsers::transport_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("transport");
    QTest::newRow("virtio-blk") << "/devices/pci0000:00/0000:00:02.0/virtio1/block/vda"
                                << "vda"
                                << "virtio";
    QTest::newRow("virtio-scsi") << "/devices/pci0000:00/0000:00:03.0/virtio2/host0/target0:0:1/0:0:1:0/block/sda"
                                 << "sda"
                                 << "scsi";
    QTest::newRow("ata") << "/devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda"
                         << "sda"
                         << "sata";
    QTest::newRow("nvme") << "/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1"
                          << "nvme0n1"
                          << "nvme";
    QTest::newRow("usb") << "/devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host3/target3:0:0/3:0:0:0/block/sdd"
                         << "sdd"
                         << "usb";
    QTest::newRow("sas") << "/devices/pci0000:00/0000:00:1c.0/0000:01:00.0/host2/port-2:0/end_device-2:0/"
                            "target2:0:0/2:0:0:0/block/sdc"
                         << "sdc"
                         << "sas";
    QTest::newRow("mmc") << "/devices/platform/soc/fe340000.mmc/mmc_host/mmc0/mmc0:0001/block/mmcblk0"
                         << "mmcblk0"
                         << "mmc";
    QTest::newRow("loop") << "/devices/virtual/block/loop3"
                          << "loop3"
                          << "loop";
    QTest::newRow("dm") << "/devices/virtual/block/dm-0"
                        << "dm-0"
                        << "virtual";
    QTest::newRow("unknown") << "/devices/platform/other/block/xyz"
                             << "xyz"
                             << "unknown";
}

void TestDiskParsers::transport()
{
    QFETCH(QString, path);
    QFETCH(QString, name);
    QTEST(SysfsBlockReader::transportFromDevicePath(path, name), "transport");
}

void TestDiskParsers::udevProperties()
{
    const UdevDiskFacts facts
        = UdevDiskFacts::fromPropertyText(QStringLiteral("sda"), readData(QStringLiteral("udev-properties-sata.txt")));
    QVERIFY(facts.hasIdentity());
    QCOMPARE(facts.model(), QStringLiteral("Samsung SSD 860 EVO 500GB"));
    QCOMPARE(facts.serial(), QStringLiteral("S3Z9NB0K123456A"));
    QCOMPARE(facts.wwn(), QStringLiteral("0x5002538e40a0b1c2"));
    QCOMPARE(facts.devlinks.size(), 5);
    QCOMPARE(facts.byIdLinks(),
        QStringList({"/dev/disk/by-id/ata-Samsung_SSD_860_EVO_500GB_S3Z9NB0K123456A",
            "/dev/disk/by-id/wwn-0x5002538e40a0b1c2"}));
    QCOMPARE(facts.byPathLink(), QStringLiteral("/dev/disk/by-path/pci-0000:00:17.0-ata-1"));
    QCOMPARE(facts.properties.value(QStringLiteral("ID_PART_TABLE_TYPE")), QStringLiteral("gpt"));

    // What libudev gives on a machine without udevd: no ID_* at all.
    const UdevDiskFacts bare = UdevDiskFacts::fromPropertyText(
        QStringLiteral("vda"), QStringLiteral("DEVNAME=/dev/vda\nDEVTYPE=disk\nMAJOR=254\nMINOR=0\n"));
    QVERIFY(!bare.hasIdentity());
    QVERIFY(bare.model().isEmpty());
}

// The start of an LVM2 PV as lvm2 2.03 lays it out: label in sector 1, metadata area at 4096
// whose header's raw_locn points (relative to the area) at the current metadata text.
static QByteArray lvmHead(bool withHeader)
{
    QByteArray head(64 * 1024, '\0');
    head.replace(512, 8, "LABELONE");
    head.replace(536, 8, "LVM2 001");
    // An older copy of the metadata, under a former name, earlier in the circular buffer.
    const QByteArray old("vg_old {\nid = \"oldid\"\nseqno = 7\n");
    head.replace(4096 + 512, old.size(), old);
    const QByteArray current("vg_raid {\nid = \"Q2w3E4-r5T6\"\nseqno = 10\n");
    head.replace(4096 + 0x1200, current.size(), current);
    if (withHeader) {
        const QByteArray magic("\040\114\126\115\062\040\170\133\065\101\045\162\060\116\052\076", 16);
        head.replace(4096 + 4, 16, magic);
        auto *bytes = reinterpret_cast<uchar *>(head.data());
        qToLittleEndian<quint32>(1, bytes + 4096 + 20);
        qToLittleEndian<quint64>(4096, bytes + 4096 + 24);
        qToLittleEndian<quint64>(1044480, bytes + 4096 + 32);
        qToLittleEndian<quint64>(0x1200, bytes + 4096 + 40);
        qToLittleEndian<quint64>(current.size(), bytes + 4096 + 48);
    }
    return head;
}

void TestDiskParsers::lvmVolumeGroup_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QString>("volumeGroup");
    QTest::newRow("current metadata through the area header") << lvmHead(true) << "vg_raid";
    QTest::newRow("no header: first metadata text") << lvmHead(false) << "vg_old";
    QTest::newRow("not LVM") << QByteArray(8192, '\0') << QString();
}

void TestDiskParsers::lvmVolumeGroup()
{
    QFETCH(QByteArray, head);
    QTEST(LvmMetadataReader::volumeGroup(head), "volumeGroup");
}

void TestDiskParsers::stableId_data()
{
    QTest::addColumn<StableIdFacts>("facts");
    QTest::addColumn<QString>("id");
    QTest::addColumn<StableIdSource>("source");
    StableIdFacts links;
    links.name = QStringLiteral("sda");
    links.serial = QStringLiteral("S3Z9NB0K123456A");
    links.byIdLinks = {QStringLiteral("/dev/disk/by-id/ata-Samsung_SSD_860_EVO_500GB_S3Z9NB0K123456A"),
        QStringLiteral("/dev/disk/by-id/wwn-0x5002538e40a0b1c2")};
    QTest::newRow("by-id: wwn- link first")
        << links << "/dev/disk/by-id/wwn-0x5002538e40a0b1c2" << StableIdSource::ByIdLink;
    StableIdFacts nvmeLinks;
    nvmeLinks.byIdLinks = {QStringLiteral("/dev/disk/by-id/nvme-Samsung_SSD_970_EVO_Plus_1TB_S4EWNX0R123456"),
        QStringLiteral("/dev/disk/by-id/nvme-eui.0025388b91b2c3d4")};
    QTest::newRow("by-id: nvme-eui before nvme-model")
        << nvmeLinks << "/dev/disk/by-id/nvme-eui.0025388b91b2c3d4" << StableIdSource::ByIdLink;
    StableIdFacts wwn;
    wwn.name = QStringLiteral("sdc");
    wwn.transport = QStringLiteral("sas");
    wwn.wwn = QStringLiteral("0x5000c500a1b2c3d4");
    wwn.serial = QStringLiteral("Z1Z0ABCD");
    QTest::newRow("wwn before serial") << wwn << "wwn-0x5000c500a1b2c3d4" << StableIdSource::Wwn;
    StableIdFacts eui;
    eui.transport = QStringLiteral("nvme");
    eui.wwn = QStringLiteral("eui.0025388b91b2c3d4");
    QTest::newRow("nvme eui") << eui << "nvme-eui.0025388b91b2c3d4" << StableIdSource::Wwn;
    StableIdFacts virtio;
    virtio.transport = QStringLiteral("virtio");
    virtio.serial = QStringLiteral("overlayblk");
    virtio.pathId = QStringLiteral("pci-0000:00:02.0");
    QTest::newRow("virtio serial") << virtio << "virtio-overlayblk" << StableIdSource::Serial;
    StableIdFacts ata;
    ata.transport = QStringLiteral("sata");
    ata.model = QStringLiteral("ST2000DM008-2FR1");
    ata.serial = QStringLiteral("ZFL0ABCD");
    QTest::newRow("ata model and serial") << ata << "ata-ST2000DM008-2FR1_ZFL0ABCD" << StableIdSource::Serial;
    StableIdFacts usb;
    usb.transport = QStringLiteral("usb");
    usb.vendor = QStringLiteral("SanDisk");
    usb.model = QStringLiteral("Extreme Pro");
    usb.serial = QStringLiteral("AA01");
    QTest::newRow("usb, spaces become underscores") << usb << "usb-SanDisk_Extreme_Pro_AA01" << StableIdSource::Serial;
    StableIdFacts path;
    path.name = QStringLiteral("sde");
    path.pathId = QStringLiteral("pci-0000:00:17.0-ata-3");
    QTest::newRow("by-path without serial") << path << "pci-0000:00:17.0-ata-3" << StableIdSource::ByPath;
    StableIdFacts loop;
    loop.name = QStringLiteral("loop3");
    loop.transport = QStringLiteral("loop");
    loop.backingFile = QStringLiteral("/var/tmp/lab/disk1.img");
    QTest::newRow("loop backing file") << loop << "/var/tmp/lab/disk1.img" << StableIdSource::BackingFile;
    StableIdFacts bare;
    bare.name = QStringLiteral("sdz");
    QTest::newRow("kernel name as last resort") << bare << "sdz" << StableIdSource::KernelName;
}

void TestDiskParsers::stableId()
{
    QFETCH(StableIdFacts, facts);
    const StableId id = StableIdResolver::resolve(facts);
    QTEST(id.id, "id");
    QTEST(id.source, "source");
}
