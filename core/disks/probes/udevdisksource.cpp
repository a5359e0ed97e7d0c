#include "disks/probes/udevdisksource.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <libudev.h>

bool UdevDiskFacts::hasIdentity() const
{
    return !properties.value(QStringLiteral("ID_SERIAL")).isEmpty()
        || !properties.value(QStringLiteral("ID_WWN")).isEmpty() || !byIdLinks().isEmpty();
}

QStringList UdevDiskFacts::byIdLinks() const
{
    static const QRegularExpression partitionLink(QStringLiteral("-part\\d+$"));
    QStringList links;
    for (const QString &link : devlinks) {
        if (link.startsWith(QLatin1String("/dev/disk/by-id/")) && !link.contains(partitionLink))
            links.append(link);
    }
    return links;
}

QString UdevDiskFacts::byPathLink() const
{
    for (const QString &link : devlinks) {
        if (link.startsWith(QLatin1String("/dev/disk/by-path/")) && !link.contains(QLatin1String("-part")))
            return link;
    }
    return {};
}

// udev escapes model strings in ID_MODEL_ENC as \x20 and so on.
static QString decodeEnc(const QString &encoded)
{
    QByteArray out;
    const QByteArray in = encoded.toUtf8();
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (in.at(i) == '\\' && i + 3 < in.size() && in.at(i + 1) == 'x') {
            bool ok = false;
            const int value = in.mid(i + 2, 2).toInt(&ok, 16);
            if (ok) {
                out.append(static_cast<char>(value));
                i += 3;
                continue;
            }
        }
        out.append(in.at(i));
    }
    return QString::fromUtf8(out).simplified();
}

QString UdevDiskFacts::model() const
{
    const QString enc = properties.value(QStringLiteral("ID_MODEL_ENC"));
    if (!enc.isEmpty())
        return decodeEnc(enc);
    return properties.value(QStringLiteral("ID_MODEL")).replace(QLatin1Char('_'), QLatin1Char(' ')).simplified();
}

QString UdevDiskFacts::vendor() const
{
    const QString enc = properties.value(QStringLiteral("ID_VENDOR_ENC"));
    if (!enc.isEmpty())
        return decodeEnc(enc);
    return properties.value(QStringLiteral("ID_VENDOR")).replace(QLatin1Char('_'), QLatin1Char(' ')).simplified();
}

QString UdevDiskFacts::serial() const
{
    const QString shortSerial = properties.value(QStringLiteral("ID_SERIAL_SHORT"));
    return shortSerial.isEmpty() ? properties.value(QStringLiteral("ID_SERIAL")) : shortSerial;
}

QString UdevDiskFacts::wwn() const
{
    const QString extended = properties.value(QStringLiteral("ID_WWN_WITH_EXTENSION"));
    return extended.isEmpty() ? properties.value(QStringLiteral("ID_WWN")) : extended;
}

UdevDiskFacts UdevDiskFacts::fromPropertyText(const QString &name, const QString &text)
{
    UdevDiskFacts facts;
    facts.name = name;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString key = line.left(eq).trimmed();
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("DEVLINKS"))
            facts.devlinks = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        else
            facts.properties.insert(key, value);
    }
    return facts;
}

bool UdevDiskSource::daemonRunning(const QString &controlPath)
{
    return QFileInfo::exists(controlPath);
}

QHash<QString, UdevDiskFacts> UdevDiskSource::enumerateDisks()
{
    QHash<QString, UdevDiskFacts> disks;
    udev *context = udev_new();
    if (!context)
        return disks;
    udev_enumerate *enumerate = udev_enumerate_new(context);
    udev_enumerate_add_match_subsystem(enumerate, "block");
    udev_enumerate_add_match_property(enumerate, "DEVTYPE", "disk");
    udev_enumerate_scan_devices(enumerate);
    udev_list_entry *entry = nullptr;
    udev_list_entry_foreach(entry, udev_enumerate_get_list_entry(enumerate))
    {
        udev_device *device = udev_device_new_from_syspath(context, udev_list_entry_get_name(entry));
        if (!device)
            continue;
        UdevDiskFacts facts;
        facts.name = QString::fromUtf8(udev_device_get_sysname(device));
        udev_list_entry *property = nullptr;
        udev_list_entry_foreach(property, udev_device_get_properties_list_entry(device))
        {
            facts.properties.insert(QString::fromUtf8(udev_list_entry_get_name(property)),
                QString::fromUtf8(udev_list_entry_get_value(property)));
        }
        udev_list_entry *link = nullptr;
        udev_list_entry_foreach(link, udev_device_get_devlinks_list_entry(device))
        {
            facts.devlinks.append(QString::fromUtf8(udev_list_entry_get_name(link)));
        }
        disks.insert(facts.name, facts);
        udev_device_unref(device);
    }
    udev_enumerate_unref(enumerate);
    udev_unref(context);
    return disks;
}
