#include "helper/server/devicevalidator.h"

namespace {

HelperRefusal refuse(const char *rule, const QString &field, const QString &message)
{
    return {QString::fromLatin1(rule), field, message};
}

// "/dev/shm/x (8:0, the kernel's /dev/sda)" when the name is not the node itself.
QString described(const QString &device, const DeviceIdentity &identity)
{
    if (device == identity.node)
        return QStringLiteral("%1 (%2)").arg(identity.node, identity.number.toString());
    return DeviceValidator::tr("%1 (device %2, the kernel's %3)")
        .arg(printableDeviceName(device), identity.number.toString(), identity.node);
}

} // namespace

QString printableDeviceName(const QString &device)
{
    QString out;
    for (const QChar c : device.left(80))
        out += c.unicode() < 0x20 || c.unicode() == 0x7f
            ? QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'))
            : QString(c);
    return out;
}

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
                .arg(printableDeviceName(device)));
    for (const QChar c : device) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return refuse("device.control-char", field,
                tr("The device name '%1' contains control characters.").arg(printableDeviceName(device)));
    }
    if (device.toUtf8().size() > 255)
        return refuse("device.too-long", field, tr("The device name in '%1' is longer than 255 bytes.").arg(field));
    if (!device.startsWith(QLatin1Char('/')))
        return refuse("device.not-absolute", field,
            tr("'%1' is not an absolute path: name the disk as /dev/… or /dev/disk/by-id/….")
                .arg(printableDeviceName(device)));
    return {};
}

HelperRefusal DeviceValidator::resolve(const QString &field, const QString &device, DeviceIdentity *identity) const
{
    HelperRefusal refusal = checkName(field, device);
    if (!refusal.isNull())
        return refusal;
    const QString shown = printableDeviceName(device);
    const QString real = m_facts.realPath(device);
    const std::optional<NodeStat> node = real.isEmpty() ? std::nullopt : m_facts.statPath(real);
    if (!node)
        return refuse("device.not-found", field, tr("%1 does not exist: check the disk's path.").arg(shown));
    if (node->type != NodeStat::Type::Block)
        return refuse("device.not-block", field,
            tr("%1 (resolved to %2) is not a block device.").arg(shown, printableDeviceName(real)));
    // Anyone with CAP_MKNOD can make a node with any number anywhere else (/dev/shm, a container's
    // static /dev): only the kernel's devtmpfs at /dev itself is trusted to hold real device nodes.
    const std::optional<quint64> devfs = m_facts.devFilesystem();
    if (!devfs || node->filesystem != *devfs || !real.startsWith(QLatin1String("/dev/")))
        return refuse("device.not-devtmpfs", field,
            tr("%1 (resolved to %2) is not a node of the devtmpfs mounted at /dev itself: the helper accepts "
               "only device nodes the kernel made there, not nodes in /dev/shm, /dev/mqueue, another mount "
               "below /dev or any other directory.")
                .arg(shown, printableDeviceName(real)));
    const DeviceNumber number = node->rdev;
    const QString kernelName = m_facts.kernelName(number);
    if (kernelName.isEmpty())
        return refuse("device.no-device", field,
            tr("%1 carries the device number %2, which names no block device of this kernel.")
                .arg(shown, number.toString()));
    const QString canonical = DeviceIdentity::canonicalNode(kernelName);
    const std::optional<NodeStat> kernelNode = canonical.isEmpty() ? std::nullopt : m_facts.openNode(canonical);
    if (!kernelNode || kernelNode->type != NodeStat::Type::Block || kernelNode->rdev != number
        || kernelNode->filesystem != *devfs)
        return refuse("device.no-node", field,
            tr("%1 carries the device number %2 of the kernel's %3, but %4 is not that device: the helper "
               "passes on only the kernel's own node.")
                .arg(shown, number.toString(), kernelName, canonical.isEmpty() ? kernelName : canonical));
    *identity = {number, kernelName, canonical, m_facts.medium(number)};
    return {};
}

HelperRefusal DeviceValidator::check(
    const QString &field, const QString &device, Purpose purpose, DeviceIdentity *identityOut) const
{
    DeviceIdentity identity;
    HelperRefusal refusal = resolve(field, device, &identity);
    if (!refusal.isNull())
        return refusal;
    const DeviceNumber number = identity.number;
    const QString what = described(device, identity);
    if (m_facts.isPartition(number))
        return refuse("device.partition", field,
            tr("%1 is a partition; the lab uses whole disks only: choose the disk itself.").arg(what));
    if (m_facts.isSystemDisk(number))
        return refuse("device.system-disk", field,
            tr("%1 holds the running system (/, /boot, /usr, /var, /home or swap) and is never touched.").arg(what));
    if (purpose == Purpose::Claim && m_facts.sizeBytes(number) <= 0)
        return refuse("device.no-medium", field,
            tr("%1 has nothing behind it (a loop device with no file bound, or a drive without a medium): a "
               "missing disk is never claimed.")
                .arg(what));
    const QStringList mounts = m_facts.mountPoints(number);
    const QString root = m_labMountRoot.endsWith(QLatin1Char('/')) ? m_labMountRoot : m_labMountRoot + QLatin1Char('/');
    for (const QString &mount : mounts) {
        if (purpose == Purpose::Claim || !(mount + QLatin1Char('/')).startsWith(root))
            return refuse("device.mounted", field,
                tr("%1 is mounted at %2: unmount it before giving it to the lab.").arg(what, mount));
    }
    if (purpose == Purpose::Claim) {
        if (m_facts.isInUse(number))
            return refuse("device.in-use", field,
                tr("%1 is in use (active swap, array, volume group or pool member): release it first.").arg(what));
        const QStringList holders = m_facts.holders(number);
        if (!holders.isEmpty())
            return refuse("device.held", field,
                tr("%1 is held by %2: stop that array or volume group first.")
                    .arg(what, holders.join(QLatin1String(", "))));
    }
    *identityOut = identity;
    return {};
}
