#include "vm/vmconfig.h"

#include "about/installlayout.h"

#include <QDir>

#include <fcntl.h>
#include <unistd.h>

QString VmConfig::serial(int index)
{
    return QStringLiteral("SLAB%1").arg(index, 4, 10, QLatin1Char('0'));
}

QStringList VmConfig::serials() const
{
    QStringList result;
    for (int i = 1; i <= diskCount; ++i)
        result << serial(i);
    return result;
}

QString VmConfig::byIdPath(int index)
{
    return QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_") + serial(index);
}

QString VmConfig::diskImagePath(int index) const
{
    return QDir(diskDir).filePath(serial(index) + QStringLiteral(".img"));
}

QString VmConfig::validate() const
{
    if (diskCount < minDisks || diskCount > maxDisks)
        return tr("The virtual lab takes %1 to %2 disks, not %3: choose a disk count in that range.")
            .arg(minDisks)
            .arg(maxDisks)
            .arg(diskCount);
    if (diskSizeBytes < minDiskSizeBytes)
        return tr("Virtual disks must be at least 64 MiB: choose a larger disk size (XFS needs about 300 MB).");
    if (memoryMiB < minMemoryMiB)
        return tr("The virtual lab needs at least %1 MiB of memory, not %2: raise the memory setting.")
            .arg(minMemoryMiB)
            .arg(memoryMiB);
    if (cpus < 1)
        return tr("The virtual lab needs at least one CPU.");
    if (imageDir.isEmpty())
        return tr("No virtual lab image chosen: build one with %1 (as root).").arg(InstallLayout().vmSetupScript());
    if (diskDir.isEmpty())
        return tr("No directory for the virtual disks chosen.");
    return diskProfile.validate();
}

VmAccel VmConfig::usableAccel(const QString &kvmDevice)
{
    const int fd = ::open(QFile::encodeName(kvmDevice).constData(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return VmAccel::Tcg;
    ::close(fd);
    return VmAccel::Kvm;
}

TcgThreading VmConfig::resolveTcgThreading(TcgThreading wanted, bool qemuHasFix)
{
    if (wanted != TcgThreading::Auto)
        return wanted;
    const QByteArray forced = qgetenv("STACKLAB_VM_TCG_THREAD");
    if (forced == "single")
        return TcgThreading::Single;
    if (forced == "multi")
        return TcgThreading::Multi;
    return qemuHasFix ? TcgThreading::Multi : TcgThreading::Single;
}
