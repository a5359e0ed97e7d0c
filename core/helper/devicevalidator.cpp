#include "helper/devicevalidator.h"

namespace {

HelperRefusal refuse(const char *rule, const QString &field, const QString &message)
{
    return {QString::fromLatin1(rule), field, message};
}

// A printable form of a name that may carry control characters.
QString shown(const QString &device)
{
    QString out;
    for (const QChar c : device.left(80))
        out += c.unicode() < 0x20 || c.unicode() == 0x7f
            ? QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'))
            : QString(c);
    return out;
}

} // namespace

DeviceValidator::DeviceValidator(const DeviceFacts &facts, QString labMountRoot)
    : m_facts(facts)
    , m_labMountRoot(std::move(labMountRoot))
{
}

HelperRefusal DeviceValidator::checkName(const QString &field, const QString &device)
{
    if (device.isEmpty())
        return refuse("device.empty", field, tr("Field '%1' names no device.").arg(field));
    if (device.startsWith(QLatin1Char('-')))
        return refuse("device.option-like", field,
            tr("'%1' looks like an option, not a device: name a disk by its path, e.g. /dev/disk/by-id/…")
                .arg(shown(device)));
    for (const QChar c : device) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return refuse("device.control-char", field,
                tr("The device name '%1' contains control characters.").arg(shown(device)));
    }
    if (device.toUtf8().size() > 255)
        return refuse("device.too-long", field, tr("The device name in '%1' is longer than 255 bytes.").arg(field));
    if (!device.startsWith(QLatin1Char('/')))
        return refuse("device.not-absolute", field,
            tr("'%1' is not an absolute path: name the disk as /dev/… or /dev/disk/by-id/….").arg(shown(device)));
    return {};
}

HelperRefusal DeviceValidator::check(const QString &field, const QString &device, Purpose purpose, QString *node) const
{
    HelperRefusal refusal = checkName(field, device);
    if (!refusal.isNull())
        return refusal;
    const QString real = m_facts.realPath(device);
    if (real.isEmpty())
        return refuse("device.not-found", field, tr("%1 does not exist: check the disk's path.").arg(shown(device)));
    if (!real.startsWith(QLatin1String("/dev/")) || !m_facts.isBlockDevice(real))
        return refuse("device.not-block", field,
            tr("%1 (resolved to %2) is not a block device.").arg(shown(device), shown(real)));
    if (m_facts.isPartition(real))
        return refuse("device.partition", field,
            tr("%1 is a partition; the lab uses whole disks only: choose the disk itself.").arg(real));
    if (m_facts.isSystemDisk(real))
        return refuse("device.system-disk", field,
            tr("%1 holds the running system (/, /boot, /usr, /var, /home or swap) and is never touched.").arg(real));
    const QStringList mounts = m_facts.mountPoints(real);
    const QString root = m_labMountRoot.endsWith(QLatin1Char('/')) ? m_labMountRoot : m_labMountRoot + QLatin1Char('/');
    for (const QString &mount : mounts) {
        if (purpose == Purpose::Claim || !(mount + QLatin1Char('/')).startsWith(root))
            return refuse("device.mounted", field,
                tr("%1 is mounted at %2: unmount it before giving it to the lab.").arg(real, mount));
    }
    if (purpose == Purpose::Claim) {
        if (m_facts.isInUse(real))
            return refuse("device.in-use", field,
                tr("%1 is in use (active swap, array, volume group or pool member): release it first.").arg(real));
        const QStringList holders = m_facts.holders(real);
        if (!holders.isEmpty())
            return refuse("device.held", field,
                tr("%1 is held by %2: stop that array or volume group first.")
                    .arg(real, holders.join(QLatin1String(", "))));
    }
    *node = real;
    return {};
}
