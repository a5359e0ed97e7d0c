#include "disks/inventory/diskidentityresolver.h"

#include <QFileInfo>

QString DiskIdentityResolver::liveRealPath(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

DiskIdentityResolver::DiskIdentityResolver(const InventorySnapshot &snapshot, RealPath realPath)
    : m_disks(snapshot.disks)
    , m_identityFromUdev(snapshot.identityFromUdev)
    , m_realPath(std::move(realPath))
{
}

void DiskIdentityResolver::setInventory(const InventorySnapshot &snapshot)
{
    m_disks = snapshot.disks;
    m_identityFromUdev = snapshot.identityFromUdev;
}

void DiskIdentityResolver::setTargetPaths(const QMap<QString, QString> &pathsByKernelName)
{
    m_targetPaths = pathsByKernelName;
}

ResolvedDisk DiskIdentityResolver::resolveExactly(const QString &name) const
{
    for (const Disk &disk : m_disks) {
        if (name == planPath(disk) || name == disk.devnode || name == disk.stableId
            || (!disk.backingFile.isEmpty() && name == disk.backingFile) || disk.byIdLinks.contains(name))
            return {&disk, nullptr};
        for (const DiskPartition &partition : disk.partitions) {
            if (name == partition.devnode)
                return {&disk, &partition};
        }
    }
    return {};
}

ResolvedDisk DiskIdentityResolver::resolve(const QString &name) const
{
    if (name.isEmpty())
        return {};
    if (const ResolvedDisk found = resolveExactly(name); found.disk)
        return found;
    if (!m_realPath)
        return {};
    // A link (by-id, by-path, one of the user's own) or a path to a loop device's backing file.
    const QString real = m_realPath(name);
    if (real.isEmpty() || real == name)
        return {};
    return resolveExactly(real);
}

const Disk *DiskIdentityResolver::byKernelName(const QString &kernelName) const
{
    for (const Disk &disk : m_disks) {
        if (disk.name == kernelName)
            return &disk;
    }
    return nullptr;
}

QString DiskIdentityResolver::planPath(const Disk &disk) const
{
    if (const auto it = m_targetPaths.constFind(disk.name); it != m_targetPaths.cend())
        return *it;
    if (disk.stableId.startsWith(QLatin1String("/dev/")))
        return disk.stableId;
    if (disk.stableIdSource == StableIdSource::ByIdLink || disk.stableIdSource == StableIdSource::Wwn
        || disk.stableIdSource == StableIdSource::Serial) {
        // Without udev the WWN or serial names no link that exists: the node is what a tool opens.
        if (!disk.stableId.isEmpty() && !disk.stableId.contains(QLatin1Char('/')) && m_identityFromUdev)
            return QStringLiteral("/dev/disk/by-id/") + disk.stableId;
    }
    return disk.devnode;
}

DiskIdentity DiskIdentityResolver::identity(const Disk &disk) const
{
    return {planPath(disk), disk.devnode, disk.name, disk.stableId, disk.backingFile};
}

QString DiskIdentityResolver::selectionKey(const Disk &disk)
{
    return disk.stableId + QLatin1Char('\n') + disk.name;
}

QString DiskIdentityResolver::kernelNameOfNode(const QString &node)
{
    return QFileInfo(node).fileName();
}

QMap<QString, QString> DiskIdentityResolver::kernelNamesByPath(const QList<DiskIdentity> &disks)
{
    QMap<QString, QString> names;
    for (const DiskIdentity &disk : disks) {
        if (!disk.kernelName.isEmpty())
            names.insert(disk.path, disk.kernelName);
    }
    return names;
}

QMap<QString, QString> DiskIdentityResolver::backingFilesByPath(const QList<DiskIdentity> &disks)
{
    QMap<QString, QString> files;
    for (const DiskIdentity &disk : disks) {
        if (!disk.backingFile.isEmpty())
            files.insert(disk.path, disk.backingFile);
    }
    return files;
}

QMap<QString, QString> DiskIdentityResolver::pathsByKernelName(const QList<DiskIdentity> &disks)
{
    QMap<QString, QString> paths;
    for (const DiskIdentity &disk : disks) {
        if (!disk.kernelName.isEmpty())
            paths.insert(disk.kernelName, disk.path);
    }
    return paths;
}
