#include "disks/probes/sysfsblockreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

SysfsBlockReader::SysfsBlockReader(QString sysRoot)
    : m_sysRoot(std::move(sysRoot))
{
}

QString SysfsBlockReader::blockPath(const QString &name) const
{
    return m_sysRoot + QStringLiteral("/block/") + name;
}

QString SysfsBlockReader::readAttribute(const QString &path) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.read(4096)).trimmed();
}

QStringList SysfsBlockReader::listDir(const QString &path) const
{
    return QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
}

QStringList SysfsBlockReader::names() const
{
    return listDir(m_sysRoot + QStringLiteral("/block"));
}

static int toInt(const QString &text, int fallback)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? value : fallback;
}

SysfsBlockDevice SysfsBlockReader::read(const QString &name) const
{
    const QString base = blockPath(name);
    SysfsBlockDevice device;
    device.name = name;
    device.dev = readAttribute(base + QStringLiteral("/dev"));
    const QString canonical = QFileInfo(base).canonicalFilePath();
    const QString canonicalRoot = QFileInfo(m_sysRoot).canonicalFilePath();
    device.devicePath = canonical.startsWith(canonicalRoot) ? canonical.mid(canonicalRoot.size()) : canonical;
    device.sizeBytes = readAttribute(base + QStringLiteral("/size")).toULongLong() * 512;
    device.logicalSectorSize = toInt(readAttribute(base + QStringLiteral("/queue/logical_block_size")), 512);
    device.physicalSectorSize = toInt(readAttribute(base + QStringLiteral("/queue/physical_block_size")), 512);
    device.rotational = readAttribute(base + QStringLiteral("/queue/rotational")) == QLatin1String("1");
    device.removable = readAttribute(base + QStringLiteral("/removable")) == QLatin1String("1");
    device.readOnly = readAttribute(base + QStringLiteral("/ro")) == QLatin1String("1");
    device.holders = listDir(base + QStringLiteral("/holders"));
    device.slaves = listDir(base + QStringLiteral("/slaves"));

    if (QFileInfo::exists(base + QStringLiteral("/dm"))) {
        device.kind = SysfsBlockDevice::Kind::DeviceMapper;
        device.dmName = readAttribute(base + QStringLiteral("/dm/name"));
        device.dmUuid = readAttribute(base + QStringLiteral("/dm/uuid"));
    } else if (QFileInfo::exists(base + QStringLiteral("/md"))) {
        device.kind = SysfsBlockDevice::Kind::Md;
        device.mdLevel = readAttribute(base + QStringLiteral("/md/level"));
        device.mdArrayState = readAttribute(base + QStringLiteral("/md/array_state"));
    } else if (QFileInfo::exists(base + QStringLiteral("/loop")) || name.startsWith(QLatin1String("loop"))) {
        device.kind = SysfsBlockDevice::Kind::Loop;
        device.backingFile = readAttribute(base + QStringLiteral("/loop/backing_file"));
    } else if (name.startsWith(QLatin1String("zram"))) {
        device.kind = SysfsBlockDevice::Kind::Zram;
    } else if (name.startsWith(QLatin1String("ram"))) {
        device.kind = SysfsBlockDevice::Kind::Ram;
    } else if (name.startsWith(QLatin1String("sr"))
        || readAttribute(base + QStringLiteral("/device/type")) == QLatin1String("5")) {
        device.kind = SysfsBlockDevice::Kind::Rom;
    }

    device.model = readAttribute(base + QStringLiteral("/device/model")).simplified();
    device.vendor = readAttribute(base + QStringLiteral("/device/vendor")).simplified();
    device.serial = readAttribute(base + QStringLiteral("/serial")); // virtio
    if (device.serial.isEmpty())
        device.serial = readAttribute(base + QStringLiteral("/device/serial")); // nvme controller, mmc
    if (device.serial.isEmpty()) {
        QFile page(base + QStringLiteral("/device/vpd_pg80"));
        if (page.open(QIODevice::ReadOnly))
            device.serial = serialFromVpdPage80(page.read(512));
    }
    device.wwid = readAttribute(base + QStringLiteral("/wwid")); // nvme namespace
    if (device.wwid.isEmpty())
        device.wwid = readAttribute(base + QStringLiteral("/device/wwid")); // scsi, ata
    device.transport = transportFromDevicePath(device.devicePath, name);
    // virtio-blk exposes the PCI vendor id (0x1af4) as `device/vendor`: a number, not a vendor name.
    static const QRegularExpression pciVendorId(QStringLiteral("^0x[0-9a-fA-F]{4}$"));
    if (pciVendorId.match(device.vendor).hasMatch()) {
        device.vendor.clear();
        if (device.model.isEmpty() && device.transport == QLatin1String("virtio"))
            device.model = QStringLiteral("Virtio Block Device");
    }
    device.pathId = pathIdFromDevicePath(device.devicePath, name, device.transport);

    const QStringList entries = QDir(base).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &entry : entries) {
        const QString partitionBase = base + QLatin1Char('/') + entry;
        if (!QFileInfo::exists(partitionBase + QStringLiteral("/partition")))
            continue;
        SysfsPartition partition;
        partition.name = entry;
        partition.dev = readAttribute(partitionBase + QStringLiteral("/dev"));
        partition.number = toInt(readAttribute(partitionBase + QStringLiteral("/partition")), 0);
        partition.startSector = readAttribute(partitionBase + QStringLiteral("/start")).toULongLong();
        partition.sizeBytes = readAttribute(partitionBase + QStringLiteral("/size")).toULongLong() * 512;
        partition.holders = listDir(partitionBase + QStringLiteral("/holders"));
        device.partitions.append(partition);
    }
    std::sort(device.partitions.begin(), device.partitions.end(),
        [](const SysfsPartition &a, const SysfsPartition &b) { return a.number < b.number; });
    return device;
}

QList<QPair<QString, QStringList>> SysfsBlockReader::btrfsMembers() const
{
    QList<QPair<QString, QStringList>> filesystems;
    const QString base = m_sysRoot + QStringLiteral("/fs/btrfs");
    for (const QString &uuid : listDir(base)) {
        const QStringList members = listDir(base + QLatin1Char('/') + uuid + QStringLiteral("/devices"));
        if (!members.isEmpty())
            filesystems.append({uuid, members});
    }
    return filesystems;
}

QString SysfsBlockReader::transportFromDevicePath(const QString &devicePath, const QString &name)
{
    if (name.startsWith(QLatin1String("loop")))
        return QStringLiteral("loop");
    static const QRegularExpression usb(QStringLiteral("/usb\\d+/"));
    static const QRegularExpression ata(QStringLiteral("/ata\\d+/"));
    static const QRegularExpression sas(QStringLiteral("/(end_device-|port-\\d+:|sas_)"));
    static const QRegularExpression scsiTarget(QStringLiteral("/host\\d+/(rport-[^/]+/)?target\\d+:\\d+:\\d+/"));
    if (devicePath.contains(usb))
        return QStringLiteral("usb");
    if (devicePath.contains(ata))
        return QStringLiteral("sata");
    if (devicePath.contains(QLatin1String("/nvme")))
        return QStringLiteral("nvme");
    if (devicePath.contains(QLatin1String("/mmc")))
        return QStringLiteral("mmc");
    if (devicePath.contains(sas))
        return QStringLiteral("sas");
    if (devicePath.contains(scsiTarget))
        return QStringLiteral("scsi");
    if (devicePath.contains(QLatin1String("/virtio")))
        return QStringLiteral("virtio");
    if (devicePath.startsWith(QLatin1String("/devices/virtual/")))
        return QStringLiteral("virtual");
    return QStringLiteral("unknown");
}

QString SysfsBlockReader::pathIdFromDevicePath(const QString &devicePath, const QString &name, const QString &transport)
{
    // A reduced form of udev's path_id: the last PCI function, then the bus-specific part.
    static const QRegularExpression pciFunction(QStringLiteral("^[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-9a-f]$"));
    static const QRegularExpression ataPort(QStringLiteral("^ata(\\d+)$"));
    static const QRegularExpression hctl(QStringLiteral("^\\d+:\\d+:\\d+:\\d+$"));
    static const QRegularExpression usbInterface(QStringLiteral("^\\d+-([\\d.]+):(\\d+\\.\\d+)$"));
    static const QRegularExpression nvmeNamespace(QStringLiteral("^nvme\\d+n(\\d+)$"));
    const QStringList parts = devicePath.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString pci;
    QString ata;
    QString scsi;
    QString usb;
    for (const QString &part : parts) {
        if (pciFunction.match(part).hasMatch())
            pci = part;
        if (const auto m = ataPort.match(part); m.hasMatch())
            ata = m.captured(1);
        if (hctl.match(part).hasMatch())
            scsi = part;
        if (const auto m = usbInterface.match(part); m.hasMatch() && usb.isEmpty())
            usb = QStringLiteral("0:") + m.captured(1) + QLatin1Char(':') + m.captured(2);
    }
    if (pci.isEmpty() || transport == QLatin1String("loop") || transport == QLatin1String("virtual"))
        return {};
    QString id = QStringLiteral("pci-") + pci;
    if (transport == QLatin1String("sata") && !ata.isEmpty())
        id += QStringLiteral("-ata-") + ata;
    else if (transport == QLatin1String("usb") && !usb.isEmpty())
        id += QStringLiteral("-usb-") + usb
            + (scsi.isEmpty() ? QString() : QStringLiteral("-scsi-") + scsi.section(QLatin1Char(':'), 1));
    else if (transport == QLatin1String("nvme")) {
        if (const auto m = nvmeNamespace.match(name); m.hasMatch())
            id += QStringLiteral("-nvme-") + m.captured(1);
    } else if ((transport == QLatin1String("scsi") || transport == QLatin1String("sas")) && !scsi.isEmpty())
        id += QStringLiteral("-scsi-") + scsi.section(QLatin1Char(':'), 1);
    return id;
}

QString SysfsBlockReader::serialFromVpdPage80(const QByteArray &page)
{
    // SPC: byte 1 page code 0x80, bytes 2..3 page length, the serial follows.
    if (page.size() < 4 || static_cast<unsigned char>(page.at(1)) != 0x80)
        return {};
    const int length = (static_cast<unsigned char>(page.at(2)) << 8) | static_cast<unsigned char>(page.at(3));
    const QByteArray serial = page.mid(4, length);
    QString text;
    for (char c : serial) {
        if (c >= 0x20 && c < 0x7f)
            text += QLatin1Char(c);
    }
    return text.trimmed();
}

QString SysfsBlockReader::wwnFromWwid(const QString &wwid)
{
    if (wwid.startsWith(QLatin1String("naa.")))
        return QStringLiteral("0x") + wwid.mid(4).toLower();
    if (wwid.startsWith(QLatin1String("eui.")))
        return wwid.toLower();
    return {};
}
