#include "helper/server/devicefacts.h"

#include "disks/disk/disk.h"
#include "disks/inventory/diskinventory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QString sysDir(DeviceNumber number)
{
    return QStringLiteral("/sys/dev/block/") + number.toString();
}

// The device's directory in /sys/devices, where its partitions are subdirectories.
QString canonicalSysDir(DeviceNumber number)
{
    return QFileInfo(sysDir(number)).canonicalFilePath();
}

std::optional<DeviceNumber> numberIn(const QString &directory)
{
    return DeviceNumber::parse(QString::fromLatin1(readFile(directory + QStringLiteral("/dev"))));
}

// Mount sources are octal-escaped in mountinfo ("\040" for a space).
QString unescapeMountField(const QByteArray &field)
{
    QByteArray out;
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out.append(static_cast<char>(value));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return QString::fromUtf8(out);
}

struct MountEntry {
    QString majorMinor;
    QString mountPoint;
    QString fsType;
    QString source;
};

QList<MountEntry> mountEntries()
{
    QList<MountEntry> entries;
    const QList<QByteArray> lines = readFile(QStringLiteral("/proc/self/mountinfo")).split('\n');
    for (const QByteArray &line : lines) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype dash = fields.indexOf("-");
        if (fields.size() < 5 || dash < 0 || dash + 2 >= fields.size())
            continue;
        entries.append({QString::fromLatin1(fields[2]), unescapeMountField(fields[4]),
            QString::fromLatin1(fields[dash + 1]), unescapeMountField(fields[dash + 2])});
    }
    return entries;
}

std::optional<DeviceNumber> blockNumberOfPath(const QString &path)
{
    struct stat info { };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0 || !S_ISBLK(info.st_mode))
        return std::nullopt;
    return DeviceNumber::fromDev(info.st_rdev);
}

// The devices of a multi-device btrfs that NUMBER belongs to (all of them), else just NUMBER:
// mountinfo names only one device of such a filesystem.
QList<DeviceNumber> withBtrfsSiblings(DeviceNumber number)
{
    const QDir filesystems(QStringLiteral("/sys/fs/btrfs"));
    for (const QString &fsid : filesystems.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir devices(filesystems.filePath(fsid + QStringLiteral("/devices")));
        QList<DeviceNumber> members;
        for (const QString &device : devices.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (const std::optional<DeviceNumber> member = numberIn(devices.filePath(device)))
                members.append(*member);
        }
        if (members.contains(number))
            return members;
    }
    return {number};
}

// The block devices a mount lives on: by the number mountinfo records, or (btrfs and other
// filesystems with an anonymous st_dev) by the source node's number.
QList<DeviceNumber> blockNumbersOf(const MountEntry &entry)
{
    std::optional<DeviceNumber> number = DeviceNumber::parse(entry.majorMinor);
    if (!number || !QFileInfo::exists(sysDir(*number)))
        number = entry.source.startsWith(QLatin1Char('/')) ? blockNumberOfPath(entry.source) : std::nullopt;
    if (!number)
        return {};
    return entry.fsType == QLatin1String("btrfs") ? withBtrfsSiblings(*number) : QList<DeviceNumber> {*number};
}

QList<DeviceNumber> swapNumbers()
{
    QList<DeviceNumber> numbers;
    const QList<QByteArray> swaps = readFile(QStringLiteral("/proc/swaps")).split('\n');
    for (qsizetype i = 1; i < swaps.size(); ++i) {
        const QByteArray source = swaps[i].split(' ').value(0).split('\t').value(0);
        if (source.isEmpty())
            continue;
        // A swap file lives on the filesystem's device: that disk is in use too.
        struct stat info { };
        if (::stat(unescapeMountField(source).toLocal8Bit().constData(), &info) != 0)
            continue;
        numbers.append(DeviceNumber::fromDev(S_ISBLK(info.st_mode) ? info.st_rdev : info.st_dev));
    }
    return numbers;
}

// NUMBER, its whole disk and everything below it through the slaves, recursively.
void addWithLower(const DeviceFacts &facts, DeviceNumber number, QSet<DeviceNumber> *out, int depth = 0)
{
    if (depth > 8 || out->contains(number) || facts.kernelName(number).isEmpty())
        return;
    out->insert(number);
    out->insert(facts.wholeDisk(number));
    const QDir slaves(sysDir(number) + QStringLiteral("/slaves"));
    for (const QString &slave : slaves.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (const std::optional<DeviceNumber> lower = numberIn(slaves.filePath(slave)))
            addWithLower(facts, *lower, out, depth + 1);
    }
}

// The disk inventory's verdict on a whole disk.
bool inventoryClassifies(const QString &disk, DiskClass wanted)
{
    const InventorySnapshot snapshot = DiskInventory(InventoryRoots(), false).scan();
    for (const Disk &candidate : snapshot.disks) {
        if (candidate.name == disk)
            return candidate.classification == wanted;
    }
    return false;
}

NodeStat nodeStatOf(const struct stat &info)
{
    NodeStat node;
    node.filesystem = info.st_dev;
    if (S_ISBLK(info.st_mode))
        node.type = NodeStat::Type::Block;
    else if (S_ISCHR(info.st_mode))
        node.type = NodeStat::Type::Character;
    else if (S_ISREG(info.st_mode))
        node.type = NodeStat::Type::Regular;
    else if (S_ISDIR(info.st_mode))
        node.type = NodeStat::Type::Directory;
    else if (S_ISLNK(info.st_mode))
        node.type = NodeStat::Type::Link;
    if (S_ISBLK(info.st_mode) || S_ISCHR(info.st_mode))
        node.rdev = DeviceNumber::fromDev(info.st_rdev);
    return node;
}

} // namespace

QString SystemDeviceFacts::realPath(const QString &path) const
{
    char *resolved = ::realpath(QFile::encodeName(path).constData(), nullptr);
    if (!resolved)
        return {};
    const QString result = QFile::decodeName(resolved);
    std::free(resolved);
    return result;
}

std::optional<NodeStat> SystemDeviceFacts::statPath(const QString &path) const
{
    struct stat info { };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return std::nullopt;
    return nodeStatOf(info);
}

std::optional<NodeStat> SystemDeviceFacts::openNode(const QString &path) const
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    struct stat info { };
    const bool ok = ::fstat(fd, &info) == 0;
    ::close(fd);
    if (!ok)
        return std::nullopt;
    return nodeStatOf(info);
}

std::optional<quint64> SystemDeviceFacts::devFilesystem() const
{
    struct stat info { };
    if (::stat("/dev", &info) != 0)
        return std::nullopt;
    // The topmost mount at /dev is the one path lookups reach: the last entry for it.
    std::optional<MountEntry> top;
    for (const MountEntry &entry : mountEntries()) {
        if (entry.mountPoint == QLatin1String("/dev"))
            top = entry;
    }
    const std::optional<DeviceNumber> number = top ? DeviceNumber::parse(top->majorMinor) : std::nullopt;
    if (!top || top->fsType != QLatin1String("devtmpfs") || !number || number->toDev() != info.st_dev)
        return std::nullopt;
    return info.st_dev;
}

QString SystemDeviceFacts::kernelName(DeviceNumber number) const
{
    const QString canonical = canonicalSysDir(number);
    return canonical.isEmpty() ? QString() : QFileInfo(canonical).fileName();
}

std::optional<DeviceNumber> SystemDeviceFacts::numberOf(const QString &kernelName) const
{
    if (kernelName.isEmpty() || kernelName.contains(QLatin1Char('/')) || kernelName.startsWith(QLatin1Char('.')))
        return std::nullopt;
    return numberIn(QStringLiteral("/sys/class/block/") + kernelName);
}

bool SystemDeviceFacts::isPartition(DeviceNumber number) const
{
    return QFileInfo::exists(sysDir(number) + QStringLiteral("/partition"));
}

DeviceNumber SystemDeviceFacts::wholeDisk(DeviceNumber number) const
{
    if (!isPartition(number))
        return number;
    // A partition's directory sits inside its disk's.
    return numberIn(QFileInfo(canonicalSysDir(number)).path()).value_or(number);
}

qint64 SystemDeviceFacts::sizeBytes(DeviceNumber number) const
{
    return readFile(sysDir(number) + QStringLiteral("/size")).trimmed().toLongLong() * 512;
}

QList<DeviceNumber> SystemDeviceFacts::systemDevices()
{
    static const QStringList systemMounts = {QStringLiteral("/"), QStringLiteral("/boot"), QStringLiteral("/boot/efi"),
        QStringLiteral("/usr"), QStringLiteral("/var"), QStringLiteral("/home")};
    const SystemDeviceFacts facts;
    QSet<DeviceNumber> devices;
    for (const MountEntry &entry : mountEntries()) {
        if (!systemMounts.contains(entry.mountPoint))
            continue;
        for (const DeviceNumber number : blockNumbersOf(entry))
            addWithLower(facts, number, &devices);
    }
    for (const DeviceNumber number : swapNumbers())
        addWithLower(facts, number, &devices);
    QList<DeviceNumber> list(devices.begin(), devices.end());
    std::sort(list.begin(), list.end());
    return list;
}

QStringList SystemDeviceFacts::systemDiskNames()
{
    const SystemDeviceFacts facts;
    QStringList names;
    for (const DeviceNumber number : systemDevices()) {
        if (!facts.isPartition(number) && facts.virtualKind(number) == VirtualKind::None
            && QDir(sysDir(number) + QStringLiteral("/slaves")).isEmpty(QDir::Dirs | QDir::NoDotAndDotDot))
            names.append(facts.kernelName(number));
    }
    names.sort();
    return names;
}

bool SystemDeviceFacts::isSystemDisk(DeviceNumber number) const
{
    const QList<DeviceNumber> system = systemDevices();
    if (system.contains(number) || system.contains(wholeDisk(number)))
        return true;
    // A device stacked on a system disk (an LV of the system's volume group) is part of it.
    for (const DeviceNumber lower : lowerDisks(number)) {
        if (system.contains(lower))
            return true;
    }
    return inventoryClassifies(kernelName(wholeDisk(number)), DiskClass::System);
}

bool SystemDeviceFacts::isInUse(DeviceNumber number) const
{
    const DeviceNumber disk = wholeDisk(number);
    for (const DeviceNumber swap : swapNumbers()) {
        if (wholeDisk(swap) == disk)
            return true;
    }
    return inventoryClassifies(kernelName(disk), DiskClass::InUse);
}

QStringList SystemDeviceFacts::mountPoints(DeviceNumber number) const
{
    const DeviceNumber disk = wholeDisk(number);
    QStringList points;
    for (const MountEntry &entry : mountEntries()) {
        for (const DeviceNumber mounted : blockNumbersOf(entry)) {
            if (wholeDisk(mounted) == disk && !points.contains(entry.mountPoint))
                points.append(entry.mountPoint);
        }
    }
    return points;
}

QStringList SystemDeviceFacts::holders(DeviceNumber number) const
{
    const QString disk = canonicalSysDir(wholeDisk(number));
    if (disk.isEmpty())
        return {};
    QStringList names = QDir(disk + QStringLiteral("/holders")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    const QDir children(disk);
    for (const QString &child : children.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (QFileInfo::exists(children.filePath(child + QStringLiteral("/partition"))))
            names += QDir(children.filePath(child + QStringLiteral("/holders")))
                         .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }
    return names;
}

QList<DeviceNumber> SystemDeviceFacts::lowerDisks(DeviceNumber number) const
{
    QSet<DeviceNumber> all;
    addWithLower(*this, number, &all);
    QList<DeviceNumber> disks;
    for (const DeviceNumber candidate : std::as_const(all)) {
        // Leaves only: whole disks with nothing below them. A device-mapper target with no device
        // under it (the error target LVM maps a missing RAID leg to) holds no disk's data; an md
        // array or a zvol with nothing below it in sysfs still does, so it stays a leaf to check.
        if (candidate != number && !isPartition(candidate) && virtualKind(candidate) != VirtualKind::Dm
            && QDir(sysDir(candidate) + QStringLiteral("/slaves")).isEmpty(QDir::Dirs | QDir::NoDotAndDotDot))
            disks.append(candidate);
    }
    std::sort(disks.begin(), disks.end());
    return disks;
}

QString SystemDeviceFacts::medium(DeviceNumber number) const
{
    const QString name = kernelName(number);
    return name.isEmpty() ? QString() : identityIn(QStringLiteral("/sys"), name);
}

VirtualKind SystemDeviceFacts::virtualKind(DeviceNumber number) const
{
    const QString dir = sysDir(number);
    if (QFileInfo(dir + QStringLiteral("/md")).isDir())
        return VirtualKind::Md;
    if (QFileInfo(dir + QStringLiteral("/dm")).isDir())
        return VirtualKind::Dm;
    bool ok = false;
    const uint zvolMajor
        = QString::fromLatin1(readFile(QStringLiteral("/sys/module/zfs/parameters/zvol_major"))).trimmed().toUInt(&ok);
    if (ok && zvolMajor != 0 && number.major == zvolMajor && QFileInfo::exists(dir))
        return VirtualKind::Zvol;
    return VirtualKind::None;
}

QString SystemDeviceFacts::identityIn(const QString &sysRoot, const QString &kernelName)
{
    if (kernelName.isEmpty() || kernelName.contains(QLatin1Char('/')) || kernelName.startsWith(QLatin1Char('.')))
        return {};
    const QString base = sysRoot + QStringLiteral("/block/") + kernelName;
    auto attribute = [&base](const char *name) {
        return QString::fromUtf8(readFile(base + QLatin1Char('/') + QLatin1String(name))).simplified();
    };
    // A loop device names no medium of its own: its backing file does, and only while bound (the
    // loop/ directory exists only then).
    if (QFileInfo(base + QStringLiteral("/loop")).isDir()) {
        const QString backing = attribute("loop/backing_file");
        return backing.isEmpty() ? QString() : QStringLiteral("loop:") + backing;
    }
    for (const char *name : {"wwid", "device/wwid"}) {
        if (const QString wwid = attribute(name); !wwid.isEmpty())
            return QStringLiteral("wwid:") + wwid;
    }
    for (const char *name : {"serial", "device/serial"}) {
        if (const QString serial = attribute(name); !serial.isEmpty())
            return QStringLiteral("serial:") + serial;
    }
    // SPC unit serial number page: a 4-byte header, then the serial, often space-padded.
    const QByteArray page = readFile(base + QStringLiteral("/device/vpd_pg80"));
    if (page.size() > 4) {
        const QString serial = QString::fromLatin1(page.mid(4)).remove(QChar()).simplified();
        if (!serial.isEmpty())
            return QStringLiteral("serial:") + serial;
    }
    return {};
}
