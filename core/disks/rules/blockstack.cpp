#include "disks/rules/blockstack.h"

#include <QFileInfo>

static QString nodeLabel(const SysfsBlockDevice &device)
{
    if (device.kind == SysfsBlockDevice::Kind::DeviceMapper && !device.dmName.isEmpty())
        return device.name + QStringLiteral(" (") + device.dmName + QLatin1Char(')');
    if (device.kind == SysfsBlockDevice::Kind::Md && !device.mdLevel.isEmpty())
        return device.name + QStringLiteral(" (") + device.mdLevel + QLatin1Char(')');
    return device.name;
}

BlockStack::BlockStack(const QList<SysfsBlockDevice> &devices, const QList<MountEntry> &mounts,
    const QList<SwapEntry> &swaps, const QList<QPair<QString, QStringList>> &btrfsMembers, const QString &devRoot)
    : m_allMounts(mounts)
    , m_devRoot(devRoot)
{
    for (const SysfsBlockDevice &device : devices) {
        BlockNode node;
        node.name = device.name;
        node.label = nodeLabel(device);
        node.holders = device.holders;
        m_nodes.insert(device.name, node);
        if (!device.dev.isEmpty())
            m_byDev.insert(device.dev, device.name);
        if (!device.dmName.isEmpty())
            m_byDmName.insert(device.dmName, device.name);
        for (const SysfsPartition &partition : device.partitions) {
            BlockNode part;
            part.name = partition.name;
            part.label = partition.name;
            part.holders = partition.holders;
            m_nodes.insert(partition.name, part);
            if (!partition.dev.isEmpty())
                m_byDev.insert(partition.dev, partition.name);
        }
    }

    for (const MountEntry &mount : mounts) {
        QString node;
        if (mount.major != 0)
            node = m_byDev.value(QString::number(mount.major) + QLatin1Char(':') + QString::number(mount.minor));
        if (node.isEmpty()) // btrfs and others report an anonymous 0:N device: use the source
            node = nodeForDevicePath(mount.source);
        if (!node.isEmpty())
            addMount(node, mount);
    }

    // A mounted multi-device btrfs names one device in mountinfo; every member holds it.
    for (const auto &[uuid, members] : btrfsMembers) {
        Q_UNUSED(uuid)
        QList<MountEntry> shared;
        for (const QString &member : members) {
            for (const MountEntry &mount : m_nodes.value(member).mounts) {
                if (!shared.contains(mount))
                    shared.append(mount);
            }
        }
        for (const QString &member : members) {
            if (!m_nodes.contains(member))
                continue;
            for (const MountEntry &mount : std::as_const(shared))
                addMount(member, mount);
        }
    }

    for (const SwapEntry &swap : swaps) {
        if (swap.isFile()) {
            const QString node = nodeHoldingFile(swap.fileName);
            if (!node.isEmpty())
                m_nodes[node].systemFileUses.append(tr("the active swap file %1").arg(swap.fileName));
            continue;
        }
        const QString node = nodeForDevicePath(swap.fileName);
        if (!node.isEmpty())
            m_nodes[node].swap = true;
    }
}

void BlockStack::addMount(const QString &node, const MountEntry &mount)
{
    BlockNode &target = m_nodes[node];
    if (target.name.isEmpty()) {
        target.name = node;
        target.label = node;
    }
    if (target.mounts.contains(mount))
        return;
    target.mounts.append(mount);
    m_mounts.append({mount, node});
}

QString BlockStack::nodeForDevicePath(const QString &path) const
{
    if (!path.startsWith(QLatin1String("/dev/")))
        return {};
    const QString local = m_devRoot + path.mid(4);
    const QString canonical = QFileInfo(local).canonicalFilePath();
    if (!canonical.isEmpty()) {
        const QString name = canonical.section(QLatin1Char('/'), -1);
        if (m_nodes.contains(name))
            return name;
    }
    const QString base = path.section(QLatin1Char('/'), -1);
    if (m_nodes.contains(base))
        return base;
    if (path.startsWith(QLatin1String("/dev/mapper/")))
        return m_byDmName.value(base);
    return {};
}

QString BlockStack::nodeHoldingFile(const QString &file) const
{
    QString best;
    qsizetype bestLength = -1;
    // The longest mount point that contains the file wins; later mounts over the same point win ties.
    for (const MountEntry &mount : m_allMounts) {
        const QString &point = mount.mountPoint;
        const bool contains = point == QLatin1String("/") || file == point || file.startsWith(point + QLatin1Char('/'));
        if (!contains || point.size() < bestLength)
            continue;
        bestLength = point.size();
        best.clear();
        for (const auto &[known, node] : m_mounts) {
            if (known == mount)
                best = node;
        }
    }
    return best;
}

void BlockStack::addZfsPools(
    const QStringList &importedPools, const QHash<QString, QList<DiskSignature>> &signaturesByNode)
{
    for (const QString &pool : importedPools) {
        QList<MountEntry> poolMounts;
        for (const MountEntry &mount : m_allMounts) {
            if (mount.fsType == QLatin1String("zfs") && mount.source.section(QLatin1Char('/'), 0, 0) == pool)
                poolMounts.append(mount);
        }
        for (auto it = signaturesByNode.cbegin(); it != signaturesByNode.cend(); ++it) {
            for (const DiskSignature &signature : it.value()) {
                if (signature.type != QLatin1String("zfs_member") || signature.label != pool
                    || !m_nodes.contains(it.key()))
                    continue;
                BlockNode &node = m_nodes[it.key()];
                const QString membership = tr("the imported ZFS pool %1").arg(pool);
                if (!node.memberships.contains(membership))
                    node.memberships.append(membership);
                for (const MountEntry &mount : std::as_const(poolMounts))
                    addMount(it.key(), mount);
            }
        }
    }
}

bool BlockStack::addSystemBackingFile(const QString &loopName, const QString &backingFile)
{
    const QString node = nodeHoldingFile(backingFile);
    if (node.isEmpty() || node == loopName)
        return false;
    const QString use = tr("%1, the backing file of %2, which holds the system").arg(backingFile, loopName);
    BlockNode &target = m_nodes[node];
    if (target.systemFileUses.contains(use))
        return false;
    target.systemFileUses.append(use);
    return true;
}
