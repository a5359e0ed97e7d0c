#include "helper/server/deviceidentity.h"

#include <QStringList>

#include <sys/sysmacros.h>

DeviceNumber DeviceNumber::fromDev(dev_t dev)
{
    return {::major(dev), ::minor(dev)};
}

std::optional<DeviceNumber> DeviceNumber::parse(const QString &text)
{
    const QStringList parts = text.trimmed().split(QLatin1Char(':'));
    if (parts.size() != 2)
        return std::nullopt;
    bool majorOk = false;
    bool minorOk = false;
    const uint major = parts[0].toUInt(&majorOk, 10);
    const uint minor = parts[1].toUInt(&minorOk, 10);
    if (!majorOk || !minorOk || parts[0].startsWith(QLatin1Char('+')) || parts[1].startsWith(QLatin1Char('+')))
        return std::nullopt;
    return DeviceNumber {major, minor};
}

dev_t DeviceNumber::toDev() const
{
    return ::makedev(major, minor);
}

QString DeviceNumber::toString() const
{
    return QStringLiteral("%1:%2").arg(major).arg(minor);
}

QString DeviceIdentity::canonicalNode(const QString &kernelName)
{
    if (kernelName.isEmpty() || kernelName.contains(QLatin1Char('/')) || kernelName.startsWith(QLatin1Char('.')))
        return {};
    QString name = kernelName;
    name.replace(QLatin1Char('!'), QLatin1Char('/'));
    if (name.split(QLatin1Char('/')).contains(QStringLiteral("..")))
        return {};
    return QStringLiteral("/dev/") + name;
}
