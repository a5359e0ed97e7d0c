#include "models/diskpresentation.h"

#include <QLocale>

QString DiskPresentation::className(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return tr("System");
    case DiskClass::InUse:
        return tr("In use");
    case DiskClass::NotBlank:
        return tr("Not blank");
    case DiskClass::Blank:
        return tr("Blank");
    }
    return {};
}

QString DiskPresentation::classVerdict(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return tr("System disk: StackLab never touches it, whatever you choose.");
    case DiskClass::InUse:
        return tr("In use: release it first (unmount it, stop the array, volume group or pool) before the lab "
                  "may take it.");
    case DiskClass::NotBlank:
        return tr("Not blank: the lab may use it only after the signatures below are cleared, with your consent.");
    case DiskClass::Blank:
        return tr("Blank: free for the lab.");
    }
    return {};
}

QColor DiskPresentation::classBackground(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return QColor(0xfb, 0xdc, 0xdc);
    case DiskClass::InUse:
        return QColor(0xff, 0xe6, 0xcc);
    case DiskClass::NotBlank:
        return QColor(0xff, 0xf4, 0xc2);
    case DiskClass::Blank:
        return QColor(0xdc, 0xf2, 0xdc);
    }
    return {};
}

QColor DiskPresentation::classForeground(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return QColor(0x5c, 0x0b, 0x0b);
    case DiskClass::InUse:
        return QColor(0x5a, 0x2a, 0x00);
    case DiskClass::NotBlank:
        return QColor(0x4a, 0x3a, 0x00);
    case DiskClass::Blank:
        return QColor(0x0f, 0x3d, 0x12);
    }
    return {};
}

QColor DiskPresentation::classAccent(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return QColor(0xc6, 0x28, 0x28);
    case DiskClass::InUse:
        return QColor(0xef, 0x6c, 0x00);
    case DiskClass::NotBlank:
        return QColor(0xd4, 0xa0, 0x00);
    case DiskClass::Blank:
        return QColor(0x2e, 0x7d, 0x32);
    }
    return {};
}

QString DiskPresentation::classIconPath(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return QStringLiteral(":/icons/lock.svg");
    case DiskClass::InUse:
        return QStringLiteral(":/icons/inuse.svg");
    case DiskClass::NotBlank:
        return QStringLiteral(":/icons/warning.svg");
    case DiskClass::Blank:
        return QStringLiteral(":/icons/check.svg");
    }
    return {};
}

QIcon DiskPresentation::classIcon(DiskClass c)
{
    return QIcon(classIconPath(c));
}

QString DiskPresentation::stableIdSourceText(StableIdSource s)
{
    switch (s) {
    case StableIdSource::ByIdLink:
        return tr("udev by-id link");
    case StableIdSource::Wwn:
        return tr("World Wide Name (WWN)");
    case StableIdSource::Serial:
        return tr("serial number");
    case StableIdSource::ByPath:
        return tr("bus path (the disk reports no serial)");
    case StableIdSource::BackingFile:
        return tr("loop backing file");
    case StableIdSource::KernelName:
        return tr("kernel name only: not stable across reboots");
    }
    return {};
}

QString DiskPresentation::humanSize(quint64 bytes)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    const QLocale locale;
    if (bytes < 1024)
        return tr("%1 B").arg(bytes);
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024.0 && unit < 6) {
        value /= 1024.0;
        ++unit;
    }
    // Three significant digits, but never show 1024.0 for a value just below the next unit.
    int decimals = value >= 100.0 ? 0 : (value >= 10.0 ? 1 : 2);
    QString number = locale.toString(value, 'f', decimals);
    if (locale.toDouble(number) >= 1024.0 && unit < 6) {
        value /= 1024.0;
        ++unit;
        decimals = 2;
        number = locale.toString(value, 'f', decimals);
    }
    return number + QLatin1Char(' ') + QLatin1String(units[unit]);
}

QString DiskPresentation::exactBytes(quint64 bytes)
{
    return tr("%1 bytes").arg(QLocale().toString(bytes));
}

QString DiskPresentation::sectorSizes(const Disk &disk)
{
    return tr("%1 B logical, %2 B physical").arg(disk.logicalSectorSize).arg(disk.physicalSectorSize);
}

QStringList DiskPresentation::allMountpoints(const Disk &disk)
{
    QStringList result = disk.mountpoints;
    for (const DiskPartition &partition : disk.partitions) {
        for (const QString &mountpoint : partition.mountpoints)
            result << QStringLiteral("%1 (%2)").arg(mountpoint, partition.name);
    }
    return result;
}

QStringList DiskPresentation::allHolders(const Disk &disk)
{
    QStringList result = disk.holders;
    for (const DiskPartition &partition : disk.partitions) {
        for (const QString &holder : partition.holders)
            result << QStringLiteral("%1 (%2)").arg(holder, partition.name);
    }
    return result;
}

QStringList DiskPresentation::swapDevices(const Disk &disk)
{
    QStringList result;
    if (disk.swap)
        result << disk.devnode;
    for (const DiskPartition &partition : disk.partitions) {
        if (partition.swap)
            result << partition.devnode;
    }
    return result;
}
