// TargetInventory on real tool output (tests/data/lab/inventory): the virtual lab with an md array,
// LVM on it, a ZFS pool, btrfs and a loop device; this host with a btrfs raid1 on a loop lab. What
// is listed, what is StackLab's and why, what is the system's; and the parsers' errors.
#include "lab/target/inventoryparsers.h"
#include "lab/target/targetinventory.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

namespace {

QString captured(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/lab/inventory/") + name);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The helper's answer, built from the captures as InventoryProbe sends them.
QJsonObject vmAnswer()
{
    QJsonObject sources;
    for (const auto &[key, file] :
        QList<std::pair<QString, QString>> {{QStringLiteral("mdstat"), QStringLiteral("vm-mdstat.txt")},
            {QStringLiteral("mdadm-detail/md127"), QStringLiteral("vm-mdadm-detail-md127.txt")},
            {QStringLiteral("vgs"), QStringLiteral("vm-vgs.json")},
            {QStringLiteral("pvs"), QStringLiteral("vm-pvs.json")},
            {QStringLiteral("lvs"), QStringLiteral("vm-lvs.json")},
            {QStringLiteral("zpool-list"), QStringLiteral("vm-zpool-list.txt")},
            {QStringLiteral("zpool-status"), QStringLiteral("vm-zpool-status.txt")},
            {QStringLiteral("btrfs-filesystem-show"), QStringLiteral("vm-btrfs-filesystem-show.txt")},
            {QStringLiteral("findmnt"), QStringLiteral("vm-findmnt.json")},
            {QStringLiteral("losetup"), QStringLiteral("vm-losetup.json")}})
        sources.insert(key, captured(file));
    return {{QStringLiteral("sources"), sources}, {QStringLiteral("loopLabs"), QJsonArray()}};
}

QJsonObject hostAnswer(bool ownerAlive)
{
    QJsonObject sources {{QStringLiteral("findmnt"), captured(QStringLiteral("host-findmnt.json"))},
        {QStringLiteral("losetup"), captured(QStringLiteral("host-losetup.json"))},
        {QStringLiteral("btrfs-filesystem-show"), captured(QStringLiteral("host-btrfs-filesystem-show.txt"))}};
    // This host has no md, device-mapper or ZFS: the helper names what it could not read.
    QJsonObject missing {{QStringLiteral("zpool-list"), QStringLiteral("not installed (package zfsutils-linux)")}};
    QJsonArray labs {QJsonObject {{QStringLiteral("session"), QStringLiteral("s1")},
        {QStringLiteral("directory"), QStringLiteral("/tmp/inv-host/lab/s1")}, {QStringLiteral("ownerPid"), 4242},
        {QStringLiteral("ownerAlive"), ownerAlive}}};
    return {
        {QStringLiteral("sources"), sources}, {QStringLiteral("missing"), missing}, {QStringLiteral("loopLabs"), labs}};
}

const InventoryItem *find(const TargetInventory &inventory, InventoryItem::Kind kind, const QString &name)
{
    static QList<InventoryItem> all;
    all = inventory.all();
    for (const InventoryItem &item : std::as_const(all)) {
        if (item.kind == kind && item.name == name)
            return &item;
    }
    return nullptr;
}

QString disk(int n)
{
    return QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB000%1").arg(n);
}

} // namespace

using Kind = InventoryItem::Kind;

class TestTargetInventory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void virtualLabWithClaimedDisks()
    {
        InventoryContext context;
        context.claimedDisks = {disk(1), disk(2), disk(3), disk(4), QStringLiteral("sda"), QStringLiteral("/dev/sdb"),
            QStringLiteral("/dev/sdd")};
        const TargetInventory inventory = TargetInventory::read(vmAnswer(), context);
        QVERIFY2(inventory.problems.isEmpty(), qPrintable(inventory.problems.join(QLatin1Char('\n'))));
        QCOMPARE(inventory.rootDisk, QString()); // the guest runs from its initramfs

        const InventoryItem *array = find(inventory, Kind::Array, QStringLiteral("md127"));
        QVERIFY(array);
        QCOMPARE(array->devices, (QStringList {QStringLiteral("sdb"), QStringLiteral("sda")}));
        QVERIFY(array->stackLab);
        QVERIFY2(array->detail.contains(QLatin1String("raid1")) && array->detail.contains(QLatin1String("(none):data")),
            qPrintable(array->detail));
        // The volume group sits under the array it lives on, its volume under it.
        QCOMPARE(array->children.size(), 1);
        QCOMPARE(array->children.first().name, QStringLiteral("vg_md"));
        QCOMPARE(array->children.first().children.first().name, QStringLiteral("vg_md/data"));
        QVERIFY(array->children.first().stackLab);

        const InventoryItem *pool = find(inventory, Kind::Pool, QStringLiteral("tank"));
        QVERIFY(pool);
        QCOMPARE(pool->devices, QStringList {disk(3) + QStringLiteral("-part1")});
        QVERIFY(pool->stackLab);
        QVERIFY2(pool->why.contains(disk(3)), qPrintable(pool->why));

        // Both btrfs: one on StackLab's volume, one on a claimed disk.
        int btrfs = 0;
        for (const InventoryItem &item : inventory.all()) {
            if (item.kind == Kind::Btrfs) {
                ++btrfs;
                QVERIFY2(item.stackLab, qPrintable(item.name));
            }
        }
        QCOMPARE(btrfs, 2);
        // Mounts of block devices and datasets only (no proc, sysfs, 9p), all three StackLab's.
        const QStringList targets {QStringLiteral("/mnt/stacklab/inv/lvm"), QStringLiteral("/mnt/stacklab/inv/zfs"),
            QStringLiteral("/mnt/stacklab/inv/btrfs")};
        int mounts = 0;
        for (const InventoryItem &item : inventory.all()) {
            if (item.kind == Kind::Mount) {
                ++mounts;
                QVERIFY2(targets.contains(item.name), qPrintable(item.name));
                QVERIFY(item.stackLab);
            }
        }
        QCOMPARE(mounts, 3);
        // A loop device over a file outside any loop lab is not StackLab's.
        const InventoryItem *loop = find(inventory, Kind::LoopDevice, QStringLiteral("/dev/loop0"));
        QVERIFY(loop);
        QVERIFY(!loop->stackLab);
        QVERIFY(!loop->system);
    }

    // Without a session's claims, only the recipes' names and the lab root tell StackLab's things.
    void virtualLabWithoutClaims()
    {
        const TargetInventory inventory = TargetInventory::read(vmAnswer(), InventoryContext {});
        const InventoryItem *array = find(inventory, Kind::Array, QStringLiteral("md127"));
        QVERIFY(array && array->stackLab);
        QCOMPARE(array->why, QStringLiteral("a name StackLab's recipes use"));
        QVERIFY(find(inventory, Kind::Pool, QStringLiteral("tank"))->stackLab);
        const InventoryItem *other
            = find(inventory, Kind::Btrfs, QStringLiteral("a2f0d890-a2b5-434b-ab7d-0371312b5805"));
        QVERIFY(other);
        QVERIFY(!other->stackLab); // on /dev/sdd, which nobody claimed
    }

    void hostLoopLab()
    {
        InventoryContext context;
        context.loopLabRoot = QStringLiteral("/tmp/inv-host/lab");
        const TargetInventory inventory = TargetInventory::read(hostAnswer(false), context);
        QCOMPARE(inventory.rootDisk, QStringLiteral("/dev/vda"));
        QCOMPARE(inventory.problems.size(), 1);
        QVERIFY(inventory.problems.first().contains(QLatin1String("zfsutils-linux")));

        const InventoryItem *lab = find(inventory, Kind::LoopLab, QStringLiteral("s1"));
        QVERIFY(lab);
        QVERIFY(lab->stackLab);
        QVERIFY2(lab->detail.contains(QLatin1String("left behind")), qPrintable(lab->detail));
        QCOMPARE(lab->children.size(), 2);
        for (const InventoryItem &loop : lab->children)
            QVERIFY(loop.stackLab);
        const InventoryItem *btrfs
            = find(inventory, Kind::Btrfs, QStringLiteral("e34c48b5-1eea-406b-8217-e0b675b9bd03"));
        QVERIFY(btrfs);
        QCOMPARE(btrfs->devices, (QStringList {QStringLiteral("/dev/loop0"), QStringLiteral("/dev/loop1")}));
        QVERIFY(btrfs->stackLab);
        const InventoryItem *mount = find(inventory, Kind::Mount, QStringLiteral("/tmp/inv-host/mnt"));
        QVERIFY(mount && mount->stackLab);
        // / is the system's, never StackLab's.
        const InventoryItem *root = find(inventory, Kind::Mount, QStringLiteral("/"));
        QVERIFY(root);
        QVERIFY(root->system);
        QVERIFY(!root->stackLab);
        QCOMPARE(inventory.stackLabItems().size(), 5); // lab, two loops, btrfs, mount
        QVERIFY(find(TargetInventory::read(hostAnswer(true), context), Kind::LoopLab, QStringLiteral("s1"))
                    ->detail.contains(QLatin1String("4242")));
    }

    // A claimed disk never makes the system disk StackLab's.
    void systemDiskWins()
    {
        InventoryContext context;
        context.claimedDisks = {QStringLiteral("/dev/vda")};
        const TargetInventory inventory = TargetInventory::read(hostAnswer(false), context);
        const InventoryItem *root = find(inventory, Kind::Mount, QStringLiteral("/"));
        QVERIFY(root && root->system && !root->stackLab);
    }

    void parserErrors()
    {
        const auto list = InventoryParsers::zpoolList(u"tank\t503316480\tlots\tONLINE\n");
        QVERIFY(!list.ok());
        QCOMPARE(list.error->line, 1);
        const auto btrfs = InventoryParsers::btrfsFilesystemShow(u"\tdevid    1 size 1 used 1 path /dev/sda\n");
        QVERIFY(!btrfs.ok());
        QVERIFY(!InventoryParsers::findmnt(u"{\"filesystems\": 3}").ok());
        QVERIFY(!InventoryParsers::losetup(u"not json").ok());
        QVERIFY(InventoryParsers::losetup(u"").ok()); // losetup prints nothing when no loop is attached
        const auto vgs = InventoryParsers::lvmReport(captured(QStringLiteral("vm-vgs.json")), QStringLiteral("vg"));
        QVERIFY(vgs.ok());
        QCOMPARE(vgs.value.size(), 1);
        QCOMPARE(vgs.value.first().value(QStringLiteral("vg_size")), QStringLiteral("532676608B"));
        // A broken source is a problem of the inventory, not a silent empty list.
        QJsonObject answer = vmAnswer();
        QJsonObject sources = answer.value(QLatin1String("sources")).toObject();
        sources.insert(QStringLiteral("zpool-list"), QStringLiteral("tank\tbig\n"));
        answer.insert(QStringLiteral("sources"), sources);
        const TargetInventory inventory = TargetInventory::read(answer, InventoryContext {});
        QCOMPARE(inventory.problems.size(), 1);
        QVERIFY2(inventory.problems.first().startsWith(QLatin1String("zpool-list: ")),
            qPrintable(inventory.problems.first()));
    }
};

QTEST_GUILESS_MAIN(TestTargetInventory)
#include "tst_targetinventory.moc"
