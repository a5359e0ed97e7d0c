#include "lab/target/targetinventory.h"

#include "lab/target/inventoryparsers.h"
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdadmdetailparser.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "stacks/families/mdadmrecipe.h"
#include "stacks/families/zfslayout.h"

#include <QJsonArray>
#include <QRegularExpression>

using Kind = InventoryItem::Kind;

namespace {

// The names the recipes give what they make (core/stacks: MdadmRecipe::arrayPath(), the LVM
// recipes' volume groups, ZfsLayout::pool()).
QString recipeArrayName()
{
    return MdadmRecipe::arrayPath().section(QLatin1Char('/'), -1);
}
const QStringList &recipeVolumeGroups()
{
    static const QStringList groups {QStringLiteral("vg_raid"), QStringLiteral("vg_md")};
    return groups;
}

// The whole disk a device path lives on, without /dev/: /dev/sda1 -> sda, /dev/nvme0n1p2 -> nvme0n1,
// …/scsi-X-part1 -> scsi-X, /dev/loop3p1 -> loop3, md127 -> md127.
QString diskOf(const QString &path)
{
    QString name = path.startsWith(QLatin1String("/dev/")) ? path.mid(5) : path;
    static const QRegularExpression byIdPart(QStringLiteral("-part\\d+$"));
    static const QRegularExpression numberedPart(
        QStringLiteral("^((?:nvme\\d+n\\d+)|(?:mmcblk\\d+)|(?:loop\\d+))p\\d+$"));
    static const QRegularExpression letteredPart(QStringLiteral("^((?:s|v|xv|h)d[a-z]+)\\d+$"));
    name.remove(byIdPart);
    if (const auto m = numberedPart.match(name); m.hasMatch())
        return m.captured(1);
    if (const auto m = letteredPart.match(name); m.hasMatch())
        return m.captured(1);
    return name;
}

QString mib(qint64 bytes)
{
    return TargetInventory::tr("%1 MiB").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

struct Marker {
    QStringList claimed; // diskOf() of every claimed name
    QString rootDisk; // diskOf() of /'s source
    QString rootSource;
    QStringList labLoops; // loop nodes whose file lies in a loop lab
    QStringList made; // the nodes of StackLab's arrays and volumes (/dev/md127, /dev/vg_md/data, …)

    // Marks `item` from its devices; returns true when it is StackLab's.
    void mark(InventoryItem &item, bool namedByRecipe) const
    {
        for (const QString &device : std::as_const(item.devices)) {
            const QString disk = diskOf(device);
            if (!rootDisk.isEmpty() && (disk == rootDisk || device == rootSource)) {
                item.system = true;
                item.why = TargetInventory::tr("holds / or lives on its disk (%1)").arg(device);
                item.stackLab = false;
                return;
            }
        }
        for (const QString &device : std::as_const(item.devices)) {
            if (labLoops.contains(device) || labLoops.contains(QStringLiteral("/dev/") + diskOf(device))) {
                item.stackLab = true;
                item.why = TargetInventory::tr("on a loop lab's disk (%1)").arg(device);
                return;
            }
            if (made.contains(device)) {
                item.stackLab = true;
                item.why = TargetInventory::tr("on StackLab's %1").arg(device);
                return;
            }
            if (claimed.contains(diskOf(device))) {
                item.stackLab = true;
                item.why = TargetInventory::tr("on a disk this session claimed (%1)").arg(device);
                return;
            }
        }
        if (namedByRecipe) {
            item.stackLab = true;
            item.why = TargetInventory::tr("a name StackLab's recipes use");
        }
    }
};

bool under(const QString &path, const QString &root)
{
    return !root.isEmpty() && (path == root || path.startsWith(root + QLatin1Char('/')));
}

// One inventory answer of the helper read section by section: mounts first (they say where /
// lives, which marks the system's disk), then loop labs, md arrays, LVM (under the array it sits
// on), pools, btrfs and mounts, each item marked StackLab's or the system's by one Marker.
class InventoryReading {
public:
    InventoryReading(const QJsonObject &answer, const InventoryContext &lab)
        : m_answer(answer)
        , context(lab)
        , sources(answer.value(QLatin1String("sources")).toObject())
    {
    }
    TargetInventory read();

private:
    QString source(const QString &key) const { return sources.value(key).toString(); }
    // A source the helper could not read is absent (and named under "missing"), and a tool with
    // nothing to list prints nothing (zpool status says "no pools available" on stderr): no problem.
    void problem(const QString &key, const std::optional<ParseError> &error)
    {
        if (error && !source(key).trimmed().isEmpty())
            inventory.problems << TargetInventory::tr("%1: %2").arg(key, error->toString());
    }
    void readRoot();
    void readLoops();
    void readArrays();
    void readVolumeGroups();
    void readPools();
    void readBtrfs();
    void readMounts();

    const QJsonObject m_answer;
    const InventoryContext &context;
    const QJsonObject sources;
    TargetInventory inventory;
    Marker marker;
    QList<MountRow> mounts;
    QMap<QString, InventoryItem> labs; // by directory
    QList<InventoryItem> looseLoops;
    QMap<QString, InventoryItem> arrays; // by /dev/mdN
    QList<InventoryItem> groups; // not on an array
    QList<InventoryItem> poolItems;
    QList<InventoryItem> filesystems;
    QList<InventoryItem> mountItems;
};

TargetInventory InventoryReading::read()
{
    const QJsonObject missing = m_answer.value(QLatin1String("missing")).toObject();
    for (auto it = missing.begin(); it != missing.end(); ++it)
        inventory.problems << TargetInventory::tr("%1: %2").arg(it.key(), it.value().toString());

    readRoot();
    readLoops();
    readArrays();
    readVolumeGroups();
    readPools();
    readBtrfs();
    readMounts();
    for (const InventoryItem &array : std::as_const(arrays))
        inventory.items << array;
    inventory.items << groups << poolItems << filesystems << mountItems;
    for (const InventoryItem &lab : std::as_const(labs))
        inventory.items << lab;
    inventory.items << looseLoops;
    return inventory;
}

void InventoryReading::readRoot()
{
    // Mounts first: they say where / lives.
    const auto parsed = InventoryParsers::findmnt(source(QStringLiteral("findmnt")));
    problem(QStringLiteral("findmnt"), parsed.error);
    mounts = parsed.value;
    for (const QString &name : context.claimedDisks)
        marker.claimed << diskOf(name);
    for (const MountRow &mount : std::as_const(mounts)) {
        if (mount.target == QLatin1String("/") && mount.source.startsWith(QLatin1String("/dev/"))) {
            marker.rootSource = mount.source;
            marker.rootDisk = diskOf(mount.source);
            inventory.rootDisk = QStringLiteral("/dev/") + marker.rootDisk;
        }
    }
}

void InventoryReading::readLoops()
{
    // Loop labs and loop devices.
    const auto loops = InventoryParsers::losetup(source(QStringLiteral("losetup")));
    problem(QStringLiteral("losetup"), loops.error);
    for (const QJsonValue &value : m_answer.value(QLatin1String("loopLabs")).toArray()) {
        const QJsonObject lab = value.toObject();
        InventoryItem item {Kind::LoopLab, lab.value(QLatin1String("session")).toString(), {}, {}, true, {}, false, {}};
        const qint64 pid = lab.value(QLatin1String("ownerPid")).toInteger();
        item.detail = lab.value(QLatin1String("ownerAlive")).toBool()
            ? TargetInventory::tr("in use by process %1").arg(pid)
            : TargetInventory::tr("left behind: the process that made it is gone");
        item.why
            = TargetInventory::tr("StackLab's loop lab in %1").arg(lab.value(QLatin1String("directory")).toString());
        labs.insert(lab.value(QLatin1String("directory")).toString(), item);
    }
    for (const LoopRow &loop : loops.value) {
        InventoryItem item {Kind::LoopDevice, loop.node, TargetInventory::tr("file %1").arg(loop.backingFile),
            {loop.node}, false, {}, false, {}};
        bool placed = false;
        for (auto it = labs.begin(); it != labs.end(); ++it) {
            if (under(loop.backingFile, it.key())) {
                item.stackLab = true;
                item.why = it->why;
                marker.labLoops << loop.node;
                it->children << item;
                it->devices << loop.node;
                placed = true;
            }
        }
        if (!placed) {
            marker.mark(item, under(loop.backingFile, context.loopLabRoot));
            looseLoops << item;
        }
    }
}

void InventoryReading::readArrays()
{
    // md arrays, with the name mdadm --detail gives each ("Name : host:data  (local to host host)").
    const auto mdstat = MdstatParser::parse(source(QStringLiteral("mdstat")));
    problem(QStringLiteral("mdstat"), mdstat.error);
    for (const MdArray &array : mdstat.value.arrays) {
        InventoryItem item {Kind::Array, array.name, {}, {}, false, {}, false, {}};
        for (const MdMember &member : array.members)
            item.devices << member.device;
        item.detail = TargetInventory::tr("%1, %n disk(s), %2", nullptr, int(array.members.size()))
                          .arg(array.level.isEmpty() ? TargetInventory::tr("no level") : array.level,
                              array.active ? TargetInventory::tr("active") : TargetInventory::tr("inactive"));
        const auto detail = MdadmDetailParser::parse(source(QStringLiteral("mdadm-detail/") + array.name));
        const QString mdName = detail.value.fields.value(QStringLiteral("Name")).section(QLatin1Char(' '), 0, 0);
        if (!mdName.isEmpty())
            item.detail += TargetInventory::tr(", named %1").arg(mdName);
        marker.mark(item, mdName.section(QLatin1Char(':'), -1) == recipeArrayName());
        if (item.stackLab)
            marker.made << QStringLiteral("/dev/") + array.name;
        arrays.insert(QStringLiteral("/dev/") + array.name, item);
    }
}

void InventoryReading::readVolumeGroups()
{
    // LVM: volume groups with their volumes, under the array they sit on when they sit on one.
    const auto vgs = InventoryParsers::lvmReport(source(QStringLiteral("vgs")), QStringLiteral("vg"));
    const auto pvs = InventoryParsers::lvmReport(source(QStringLiteral("pvs")), QStringLiteral("pv"));
    const auto lvs = LvsReportParser::parse(source(QStringLiteral("lvs")));
    problem(QStringLiteral("vgs"), vgs.error);
    problem(QStringLiteral("pvs"), pvs.error);
    problem(QStringLiteral("lvs"), lvs.error);
    for (const LvmReportRow &vg : vgs.value) {
        const QString name = vg.value(QStringLiteral("vg_name"));
        InventoryItem item {Kind::VolumeGroup, name, {}, {}, false, {}, false, {}};
        for (const LvmReportRow &pv : pvs.value) {
            if (pv.value(QStringLiteral("vg_name")) == name)
                item.devices << pv.value(QStringLiteral("pv_name"));
        }
        item.detail = TargetInventory::tr("%n physical volume(s): %1", nullptr, int(item.devices.size()))
                          .arg(item.devices.join(QStringLiteral(", ")));
        for (const LvStatus &lv : lvs.value) {
            if (lv.vg != name || lv.name.startsWith(QLatin1Char('[')))
                continue;
            InventoryItem volume {Kind::LogicalVolume, lv.vg + QLatin1Char('/') + lv.name,
                TargetInventory::tr("%1, %2").arg(lv.segtype, lv.sizeBytes ? mib(*lv.sizeBytes) : QStringLiteral("?")),
                {QStringLiteral("/dev/%1/%2").arg(lv.vg, lv.name),
                    QStringLiteral("/dev/mapper/%1-%2")
                        .arg(QString(lv.vg).replace(QLatin1Char('-'), QStringLiteral("--")),
                            QString(lv.name).replace(QLatin1Char('-'), QStringLiteral("--")))},
                false, {}, false, {}};
            item.children << volume;
        }
        QStringList all = item.devices;
        for (const InventoryItem &volume : std::as_const(item.children))
            all << volume.devices;
        InventoryItem probe = item;
        probe.devices = all;
        marker.mark(probe, recipeVolumeGroups().contains(name));
        bool onArray = false;
        for (const QString &pv : std::as_const(item.devices)) {
            if (arrays.contains(pv) && arrays[pv].stackLab && !probe.system) {
                probe.stackLab = true;
                probe.why = TargetInventory::tr("on StackLab's array %1").arg(pv);
            }
            onArray = onArray || arrays.contains(pv);
        }
        item.stackLab = probe.stackLab;
        item.system = probe.system;
        item.why = probe.why;
        for (InventoryItem &volume : item.children) {
            volume.stackLab = item.stackLab;
            volume.system = item.system;
            volume.why = item.why;
            if (item.stackLab)
                marker.made << volume.devices;
        }
        if (onArray) {
            for (const QString &pv : std::as_const(item.devices)) {
                if (arrays.contains(pv)) {
                    arrays[pv].children << item;
                    arrays[pv].system = arrays[pv].system || item.system;
                    break;
                }
            }
        } else {
            groups << item;
        }
    }
}

void InventoryReading::readPools()
{
    // ZFS pools, with their leaf devices from zpool status -P.
    const auto pools = InventoryParsers::zpoolList(source(QStringLiteral("zpool-list")));
    const auto status = ZpoolStatusParser::parse(source(QStringLiteral("zpool-status")));
    problem(QStringLiteral("zpool-list"), pools.error);
    problem(QStringLiteral("zpool-status"), status.error);
    for (const PoolRow &pool : pools.value) {
        InventoryItem item {Kind::Pool, pool.name,
            TargetInventory::tr("%1, %2 of %3 used").arg(pool.health, mib(pool.allocatedBytes), mib(pool.sizeBytes)),
            {}, false, {}, false, {}};
        for (const ZpoolStatus &poolStatus : status.value) {
            if (poolStatus.pool != pool.name)
                continue;
            for (const ZpoolVdev &vdev : poolStatus.vdevs) {
                if (vdev.name.startsWith(QLatin1Char('/')))
                    item.devices << vdev.name;
            }
        }
        marker.mark(item, pool.name == ZfsLayout::pool());
        poolItems << item;
    }
}

void InventoryReading::readBtrfs()
{
    // btrfs filesystems.
    const auto btrfs = InventoryParsers::btrfsFilesystemShow(source(QStringLiteral("btrfs-filesystem-show")));
    problem(QStringLiteral("btrfs-filesystem-show"), btrfs.error);
    for (const BtrfsFilesystem &fs : btrfs.value) {
        InventoryItem item {Kind::Btrfs, fs.label.isEmpty() ? fs.uuid : fs.label,
            TargetInventory::tr("btrfs on %1").arg(fs.devices.join(QStringLiteral(", "))), fs.devices, false, {}, false,
            {}};
        marker.mark(item, false);
        filesystems << item;
    }
}

void InventoryReading::readMounts()
{
    // Mounts of block devices and of pools' datasets (findmnt lists every pseudo filesystem too).
    for (const MountRow &mount : std::as_const(mounts)) {
        const bool dataset = mount.fstype == QLatin1String("zfs");
        if (!mount.source.startsWith(QLatin1String("/dev/")) && !dataset)
            continue;
        InventoryItem item {Kind::Mount, mount.target,
            TargetInventory::tr("%1 from %2").arg(mount.fstype, mount.source), {dataset ? QString() : mount.source},
            false, {}, false, {}};
        item.devices.removeAll(QString());
        if (mount.target == QLatin1String("/")) {
            item.system = true;
            item.why = TargetInventory::tr("the system's root filesystem");
        } else {
            marker.mark(item, under(mount.target, context.labRoot));
            if (!item.stackLab && !item.system && dataset
                && mount.source.section(QLatin1Char('/'), 0, 0) == ZfsLayout::pool()) {
                item.stackLab = true;
                item.why = TargetInventory::tr("a dataset of StackLab's pool %1").arg(ZfsLayout::pool());
            }
        }
        mountItems << item;
    }
}

} // namespace

QString InventoryItem::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Array:
        return TargetInventory::tr("md array");
    case Kind::VolumeGroup:
        return TargetInventory::tr("volume group");
    case Kind::LogicalVolume:
        return TargetInventory::tr("logical volume");
    case Kind::Pool:
        return TargetInventory::tr("ZFS pool");
    case Kind::Btrfs:
        return TargetInventory::tr("btrfs filesystem");
    case Kind::Mount:
        return TargetInventory::tr("mount");
    case Kind::LoopLab:
        return TargetInventory::tr("loop lab");
    case Kind::LoopDevice:
        return TargetInventory::tr("loop device");
    }
    return {};
}

TargetInventory TargetInventory::read(const QJsonObject &answer, const InventoryContext &context)
{
    return InventoryReading(answer, context).read();
}

QList<InventoryItem> TargetInventory::all() const
{
    QList<InventoryItem> flat;
    std::function<void(const QList<InventoryItem> &)> walk = [&](const QList<InventoryItem> &level) {
        for (const InventoryItem &item : level) {
            flat << item;
            walk(item.children);
        }
    };
    walk(items);
    return flat;
}

QList<InventoryItem> TargetInventory::stackLabItems() const
{
    QList<InventoryItem> mine;
    for (const InventoryItem &item : all()) {
        if (item.stackLab)
            mine << item;
    }
    return mine;
}
