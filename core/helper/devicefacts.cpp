#include "helper/devicefacts.h"

#include "disks/disk.h"

#ifdef STACKLAB_HAVE_DISK_INVENTORY
#include "disks/diskinventory.h"
#endif

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cstdlib>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace {

QString kernelName(const QString &node)
{
    return QFileInfo(node).fileName();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
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
        entries.append(
            {QString::fromLatin1(fields[2]), unescapeMountField(fields[4]), unescapeMountField(fields[dash + 2])});
    }
    return entries;
}

// Kernel name of the block device an entry lives on, or empty (tmpfs, proc, …).
QString blockNameOf(const MountEntry &entry)
{
    if (entry.source.startsWith(QLatin1String("/dev/"))) {
        char *resolved = ::realpath(entry.source.toLocal8Bit().constData(), nullptr);
        if (resolved) {
            const QString name = kernelName(QString::fromLocal8Bit(resolved));
            std::free(resolved);
            return name;
        }
    }
    const QFileInfo sysDev(QStringLiteral("/sys/dev/block/") + entry.majorMinor);
    if (sysDev.exists())
        return QFileInfo(sysDev.canonicalFilePath()).fileName();
    return {};
}

// The kernel names below a device: its slaves, recursively (dm on md on partitions …).
void addLowerDisks(const QString &name, QSet<QString> *out, int depth = 0)
{
    if (name.isEmpty() || depth > 8)
        return;
    const QStringList slaves
        = QDir(QStringLiteral("/sys/class/block/%1/slaves").arg(name)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (slaves.isEmpty()) {
        out->insert(SystemDeviceFacts::wholeDiskName(name));
        return;
    }
    for (const QString &slave : slaves)
        addLowerDisks(slave, out, depth + 1);
}

// The disk inventory's verdict on a whole disk, when the inventory is built in.
bool inventoryClassifies(const QString &disk, DiskClass wanted)
{
#ifdef STACKLAB_HAVE_DISK_INVENTORY
    const InventorySnapshot snapshot = DiskInventory(InventoryRoots(), false).scan();
    for (const Disk &candidate : snapshot.disks) {
        if (candidate.name == disk)
            return candidate.classification == wanted;
    }
#else
    Q_UNUSED(disk)
    Q_UNUSED(wanted)
#endif
    return false;
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

bool SystemDeviceFacts::isBlockDevice(const QString &node) const
{
    struct stat info { };
    return ::stat(QFile::encodeName(node).constData(), &info) == 0 && S_ISBLK(info.st_mode);
}

bool SystemDeviceFacts::isPartition(const QString &node) const
{
    return QFileInfo::exists(QStringLiteral("/sys/class/block/%1/partition").arg(kernelName(node)));
}

QString SystemDeviceFacts::wholeDiskName(const QString &name)
{
    const QString sys = QStringLiteral("/sys/class/block/%1").arg(name);
    if (QFileInfo::exists(sys + QStringLiteral("/partition")))
        return QFileInfo(QFileInfo(sys).canonicalFilePath()).dir().dirName();
    return name;
}

QStringList SystemDeviceFacts::systemDiskNames()
{
    static const QStringList systemMounts = {QStringLiteral("/"), QStringLiteral("/boot"), QStringLiteral("/boot/efi"),
        QStringLiteral("/usr"), QStringLiteral("/var"), QStringLiteral("/home")};
    QSet<QString> disks;
    for (const MountEntry &entry : mountEntries()) {
        if (systemMounts.contains(entry.mountPoint))
            addLowerDisks(blockNameOf(entry), &disks);
    }
    const QList<QByteArray> swaps = readFile(QStringLiteral("/proc/swaps")).split('\n');
    for (qsizetype i = 1; i < swaps.size(); ++i) {
        const QByteArray source = swaps[i].split(' ').value(0).split('\t').value(0);
        if (source.startsWith("/dev/"))
            addLowerDisks(blockNameOf({{}, {}, unescapeMountField(source)}), &disks);
    }
    disks.remove(QString());
    QStringList names(disks.begin(), disks.end());
    names.sort();
    return names;
}

bool SystemDeviceFacts::isSystemDisk(const QString &node) const
{
    const QString disk = wholeDiskName(kernelName(node));
    return systemDiskNames().contains(disk) || inventoryClassifies(disk, DiskClass::System);
}

bool SystemDeviceFacts::isInUse(const QString &node) const
{
    // Swap on the disk or a partition of it.
    const QString disk = wholeDiskName(kernelName(node));
    const QList<QByteArray> swaps = readFile(QStringLiteral("/proc/swaps")).split('\n');
    for (qsizetype i = 1; i < swaps.size(); ++i) {
        const QString source = QString::fromLocal8Bit(swaps[i].split(' ').value(0));
        if (!source.isEmpty() && wholeDiskName(kernelName(realPath(source))) == disk)
            return true;
    }
    return inventoryClassifies(disk, DiskClass::InUse);
}

QStringList SystemDeviceFacts::mountPoints(const QString &node) const
{
    const QString disk = wholeDiskName(kernelName(node));
    QStringList points;
    for (const MountEntry &entry : mountEntries()) {
        const QString name = blockNameOf(entry);
        if (!name.isEmpty() && wholeDiskName(name) == disk)
            points.append(entry.mountPoint);
    }
    return points;
}

QStringList SystemDeviceFacts::holders(const QString &node) const
{
    const QString disk = wholeDiskName(kernelName(node));
    QStringList names
        = QDir(QStringLiteral("/sys/class/block/%1/holders").arg(disk)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    const QStringList children
        = QDir(QStringLiteral("/sys/class/block/%1").arg(disk)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &child : children) {
        if (child.startsWith(disk))
            names += QDir(QStringLiteral("/sys/class/block/%1/%2/holders").arg(disk, child))
                         .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }
    return names;
}

QStringList SystemDeviceFacts::lowerDisks(const QString &kernelName) const
{
    QSet<QString> names;
    addLowerDisks(kernelName, &names);
    QStringList nodes;
    for (const QString &name : std::as_const(names)) {
        if (name != kernelName)
            nodes.append(QStringLiteral("/dev/") + name);
    }
    nodes.sort();
    return nodes;
}

QString SystemDeviceFacts::identity(const QString &node) const
{
    if (!isBlockDevice(node))
        return {};
    return identityIn(QStringLiteral("/sys"), kernelName(node));
}

QString SystemDeviceFacts::identityIn(const QString &sysRoot, const QString &kernelName)
{
    if (kernelName.isEmpty() || kernelName.contains(QLatin1Char('/')) || kernelName.startsWith(QLatin1Char('.')))
        return {};
    const QString base = sysRoot + QStringLiteral("/block/") + kernelName;
    auto attribute = [&base](const char *name) {
        return QString::fromUtf8(readFile(base + QLatin1Char('/') + QLatin1String(name))).simplified();
    };
    // A loop device names no medium of its own: its backing file does, and only while bound.
    if (kernelName.startsWith(QLatin1String("loop"))) {
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
