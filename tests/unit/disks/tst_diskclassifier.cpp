#include "tst_diskclassifier.h"

#include "disks/rules/diskclassifier.h"

#include <QTest>

namespace {

// Builds a ClassifierInput fluently: disk("sda").part("sda2").holder("sda2", "md1") …
struct Machine {
    ClassifierInput input;

    explicit Machine(const QString &disk)
    {
        input.disk = disk;
        input.diskDevnode = QStringLiteral("/dev/") + disk;
        node(disk);
    }
    BlockNode &node(const QString &name)
    {
        BlockNode &n = input.nodes[name];
        n.name = name;
        if (n.label.isEmpty())
            n.label = name;
        return n;
    }
    Machine &part(const QString &name)
    {
        input.partitions.append(name);
        node(name);
        return *this;
    }
    Machine &label(const QString &name, const QString &text)
    {
        node(name).label = text;
        return *this;
    }
    Machine &holder(const QString &below, const QString &above)
    {
        node(below).holders.append(above);
        node(above);
        return *this;
    }
    Machine &mount(const QString &name, const QString &point, const QString &root = QStringLiteral("/"))
    {
        MountEntry entry;
        entry.mountPoint = point;
        entry.root = root;
        entry.fsType = QStringLiteral("ext4");
        node(name).mounts.append(entry);
        return *this;
    }
    Machine &swap(const QString &name)
    {
        node(name).swap = true;
        return *this;
    }
    Machine &fileUse(const QString &name, const QString &use)
    {
        node(name).systemFileUses.append(use);
        return *this;
    }
    Machine &member(const QString &name, const QString &what)
    {
        node(name).memberships.append(what);
        return *this;
    }
    Machine &signature(
        const QString &type, const QString &usage, const QString &device, const QString &label = QString())
    {
        input.signatures.append({type, usage, label, QString(), device});
        return *this;
    }
    Machine &unknownSignatures()
    {
        input.signaturesKnown = false;
        input.signaturesError = QStringLiteral("signatures unknown: run as root to read /dev/") + input.disk;
        return *this;
    }
};

} // namespace

Q_DECLARE_METATYPE(ClassifierInput)

void TestDiskClassifier::classify_data()
{
    QTest::addColumn<ClassifierInput>("input");
    QTest::addColumn<DiskClass>("diskClass");
    QTest::addColumn<QStringList>("reasonContains");
    QTest::addColumn<QStringList>("cleanup");

    QTest::newRow("root on the whole disk (this machine)")
        << Machine(QStringLiteral("vda")).mount(QStringLiteral("vda"), QStringLiteral("/")).input << DiskClass::System
        << QStringList {"holds / (vda)"} << QStringList {};
    QTest::newRow("root on a partition") << Machine(QStringLiteral("sda"))
                                                .part(QStringLiteral("sda1"))
                                                .part(QStringLiteral("sda2"))
                                                .mount(QStringLiteral("sda1"), QStringLiteral("/boot/efi"))
                                                .mount(QStringLiteral("sda2"), QStringLiteral("/"))
                                                .input
                                         << DiskClass::System
                                         << QStringList {"holds /boot/efi (sda → sda1)", "holds / (sda → sda2)"}
                                         << QStringList {};
    QTest::newRow("root on md") << Machine(QStringLiteral("sdb"))
                                       .part(QStringLiteral("sdb1"))
                                       .holder(QStringLiteral("sdb1"), QStringLiteral("md0"))
                                       .label(QStringLiteral("md0"), QStringLiteral("md0 (raid1)"))
                                       .mount(QStringLiteral("md0"), QStringLiteral("/"))
                                       .input
                                << DiskClass::System << QStringList {"holds / (sdb → sdb1 → md0 (raid1))"}
                                << QStringList {};
    QTest::newRow("root on LVM on md on a partition")
        << Machine(QStringLiteral("sda"))
               .part(QStringLiteral("sda2"))
               .holder(QStringLiteral("sda2"), QStringLiteral("md1"))
               .holder(QStringLiteral("md1"), QStringLiteral("dm-0"))
               .label(QStringLiteral("dm-0"), QStringLiteral("dm-0 (vg0-root)"))
               .mount(QStringLiteral("dm-0"), QStringLiteral("/"))
               .input
        << DiskClass::System << QStringList {"holds / (sda → sda2 → md1 → dm-0 (vg0-root))"} << QStringList {};
    QTest::newRow("LVM on the whole disk holding /home")
        << Machine(QStringLiteral("sdc"))
               .holder(QStringLiteral("sdc"), QStringLiteral("dm-2"))
               .mount(QStringLiteral("dm-2"), QStringLiteral("/home"))
               .input
        << DiskClass::System << QStringList {"holds /home (sdc → dm-2)"} << QStringList {};
    QTest::newRow("root on a loop device")
        << Machine(QStringLiteral("loop0")).mount(QStringLiteral("loop0"), QStringLiteral("/")).input
        << DiskClass::System << QStringList {"holds / (loop0)"} << QStringList {};
    QTest::newRow("disk under the backing file of a system loop device")
        << Machine(QStringLiteral("sdb"))
               .part(QStringLiteral("sdb1"))
               .mount(QStringLiteral("sdb1"), QStringLiteral("/run/live/medium"))
               .fileUse(QStringLiteral("sdb1"),
                   QStringLiteral("/run/live/medium/live/filesystem.squashfs, the backing file of loop0, which "
                                  "holds the system"))
               .input
        << DiskClass::System << QStringList {"the backing file of loop0"} << QStringList {};
    QTest::newRow("active swap on a partition")
        << Machine(QStringLiteral("sdd"))
               .part(QStringLiteral("sdd1"))
               .part(QStringLiteral("sdd2"))
               .mount(QStringLiteral("sdd1"), QStringLiteral("/srv"))
               .swap(QStringLiteral("sdd2"))
               .input
        << DiskClass::System << QStringList {"holds active swap (sdd → sdd2)"} << QStringList {};
    QTest::newRow("swap on LVM on the disk")
        << Machine(QStringLiteral("sde"))
               .holder(QStringLiteral("sde"), QStringLiteral("dm-1"))
               .swap(QStringLiteral("dm-1"))
               .input
        << DiskClass::System << QStringList {"holds active swap (sde → dm-1)"} << QStringList {};
    QTest::newRow("active swap file on a data disk")
        << Machine(QStringLiteral("sdf"))
               .mount(QStringLiteral("sdf"), QStringLiteral("/data"))
               .fileUse(QStringLiteral("sdf"), QStringLiteral("the active swap file /data/swapfile"))
               .input
        << DiskClass::System << QStringList {"holds the active swap file /data/swapfile (sdf)"} << QStringList {};
    QTest::newRow("bind mount of a lab disk")
        << Machine(QStringLiteral("loop5"))
               .mount(QStringLiteral("loop5"), QStringLiteral("/srv/lab"), QStringLiteral("/results"))
               .input
        << DiskClass::InUse << QStringList {"mounted at /srv/lab (bind mount of /results) (loop5)"} << QStringList {};
    QTest::newRow("bind mount of the root disk stays system")
        << Machine(QStringLiteral("vda"))
               .mount(QStringLiteral("vda"), QStringLiteral("/"))
               .mount(QStringLiteral("vda"), QStringLiteral("/srv/www"), QStringLiteral("/var/www"))
               .input
        << DiskClass::System << QStringList {"holds / (vda)"} << QStringList {};
    QTest::newRow("mounted data disk") << Machine(QStringLiteral("nvme0n1"))
                                              .part(QStringLiteral("nvme0n1p1"))
                                              .mount(QStringLiteral("nvme0n1p1"), QStringLiteral("/mnt/data"))
                                              .signature(QStringLiteral("xfs"), QStringLiteral("filesystem"),
                                                  QStringLiteral("/dev/nvme0n1p1"))
                                              .input
                                       << DiskClass::InUse << QStringList {"mounted at /mnt/data (nvme0n1 → nvme0n1p1)"}
                                       << QStringList {};
    QTest::newRow("member of an active md array")
        << Machine(QStringLiteral("sdg"))
               .holder(QStringLiteral("sdg"), QStringLiteral("md127"))
               .label(QStringLiteral("md127"), QStringLiteral("md127 (raid5)"))
               .signature(QStringLiteral("linux_raid_member"), QStringLiteral("raid"), QStringLiteral("/dev/sdg"))
               .input
        << DiskClass::InUse << QStringList {"held by md127 (raid5) (sdg)"} << QStringList {};
    QTest::newRow("member of an imported ZFS pool")
        << Machine(QStringLiteral("sdh"))
               .part(QStringLiteral("sdh1"))
               .member(QStringLiteral("sdh1"), QStringLiteral("the imported ZFS pool tank"))
               .input
        << DiskClass::InUse << QStringList {"member of the imported ZFS pool tank (sdh → sdh1)"} << QStringList {};
    QTest::newRow("filesystem signature only")
        << Machine(QStringLiteral("loop3"))
               .signature(QStringLiteral("xfs"), QStringLiteral("filesystem"), QStringLiteral("/dev/loop3"),
                   QStringLiteral("labxfs"))
               .input
        << DiskClass::NotBlank << QStringList {"xfs \"labxfs\" on /dev/loop3"} << QStringList {"wipefs -a /dev/loop3"};
    QTest::newRow("stale md superblock") << Machine(QStringLiteral("sdc"))
                                                .signature(QStringLiteral("linux_raid_member"), QStringLiteral("raid"),
                                                    QStringLiteral("/dev/sdc"))
                                                .input
                                         << DiskClass::NotBlank << QStringList {"linux_raid_member on /dev/sdc"}
                                         << QStringList {"mdadm --zero-superblock /dev/sdc"};
    QTest::newRow("stale LVM physical volume")
        << Machine(QStringLiteral("sdc"))
               .signature(QStringLiteral("LVM2_member"), QStringLiteral("raid"), QStringLiteral("/dev/sdc"))
               .input
        << DiskClass::NotBlank << QStringList {"LVM2_member on /dev/sdc", "vgck --updatemetadata"}
        << QStringList {"pvremove /dev/sdc"};
    QTest::newRow("stale LVM physical volume of a known volume group")
        << Machine(QStringLiteral("sdc"))
               .signature(QStringLiteral("LVM2_member"), QStringLiteral("raid"), QStringLiteral("/dev/sdc"),
                   QStringLiteral("vg_raid"))
               .input
        << DiskClass::NotBlank << QStringList {"run vgck --updatemetadata vg_raid instead of pvremove"}
        << QStringList {"pvremove /dev/sdc"};
    QTest::newRow("whole-disk ZFS leftovers: label on partition 1 and the GPT")
        << Machine(QStringLiteral("sdd"))
               .part(QStringLiteral("sdd1"))
               .part(QStringLiteral("sdd9"))
               .signature(QStringLiteral("gpt"), QStringLiteral("partition_table"), QStringLiteral("/dev/sdd"))
               .signature(QStringLiteral("zfs_member"), QStringLiteral("filesystem"), QStringLiteral("/dev/sdd1"),
                   QStringLiteral("tank"))
               .input
        << DiskClass::NotBlank << QStringList {"gpt partition table on /dev/sdd", "zfs_member \"tank\" on /dev/sdd1"}
        << QStringList {"zpool labelclear -f /dev/sdd1", "wipefs -a /dev/sdd"};
    QTest::newRow("btrfs on two partitions and a dos table")
        << Machine(QStringLiteral("sde"))
               .part(QStringLiteral("sde1"))
               .part(QStringLiteral("sde2"))
               .signature(QStringLiteral("dos"), QStringLiteral("partition_table"), QStringLiteral("/dev/sde"))
               .signature(QStringLiteral("btrfs"), QStringLiteral("filesystem"), QStringLiteral("/dev/sde1"))
               .signature(QStringLiteral("btrfs"), QStringLiteral("filesystem"), QStringLiteral("/dev/sde2"))
               .input
        << DiskClass::NotBlank << QStringList {"dos partition table on /dev/sde", "btrfs on /dev/sde2"}
        << QStringList {"wipefs -a /dev/sde1", "wipefs -a /dev/sde2", "wipefs -a /dev/sde"};
    QTest::newRow("signatures unknown (not root) is not blank")
        << Machine(QStringLiteral("sdi")).unknownSignatures().input << DiskClass::NotBlank
        << QStringList {"Signatures unknown: run as root"} << QStringList {};
    QTest::newRow("blank") << Machine(QStringLiteral("loop6")).input << DiskClass::Blank
                           << QStringList {"libblkid found no signature"} << QStringList {};
}

void TestDiskClassifier::classify()
{
    QFETCH(ClassifierInput, input);
    QFETCH(QStringList, reasonContains);
    const Classification result = DiskClassifier::classify(input);
    QTEST(result.diskClass, "diskClass");
    for (const QString &part : std::as_const(reasonContains))
        QVERIFY2(result.reason.contains(part), qPrintable(result.reason + QStringLiteral(" lacks: ") + part));
    QTEST(result.cleanupCommands, "cleanup");
    QVERIFY(!result.reason.isEmpty());
}

void TestDiskClassifier::cleanupOrder()
{
    // Partitions first, then the disk; one command per device and tool.
    const QList<DiskSignature> signatures = {
        {QStringLiteral("gpt"), QStringLiteral("partition_table"), {}, {}, QStringLiteral("/dev/sdx")},
        {QStringLiteral("PMBR"), QStringLiteral("partition_table"), {}, {}, QStringLiteral("/dev/sdx")},
        {QStringLiteral("linux_raid_member"), QStringLiteral("raid"), {}, {}, QStringLiteral("/dev/sdx1")},
    };
    QCOMPARE(DiskClassifier::cleanupCommands(signatures, QStringLiteral("/dev/sdx")),
        QStringList({"mdadm --zero-superblock /dev/sdx1", "wipefs -a /dev/sdx"}));
}

void TestDiskClassifier::holderCycleTerminates()
{
    Machine machine(QStringLiteral("sdq"));
    machine.holder(QStringLiteral("sdq"), QStringLiteral("dm-7")).holder(QStringLiteral("dm-7"), QStringLiteral("sdq"));
    const Classification result = DiskClassifier::classify(machine.input);
    QCOMPARE(result.diskClass, DiskClass::InUse);
}
