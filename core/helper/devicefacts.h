#pragma once

#include <QString>
#include <QStringList>

// What the device validator needs to know about the system, behind an interface so that tests
// can describe any machine. SystemDeviceFacts reads the real one.
class DeviceFacts {
public:
    virtual ~DeviceFacts() = default;
    // The canonical path with every link, "." and ".." resolved; empty if it does not exist.
    virtual QString realPath(const QString &path) const = 0;
    virtual bool isBlockDevice(const QString &node) const = 0;
    virtual bool isPartition(const QString &node) const = 0; // /sys/class/block/X/partition exists
    // Holds /, /boot, /boot/efi, /usr, /var, /home or active swap, directly or through a partition
    // or a holder, or the disk inventory classifies it as system.
    virtual bool isSystemDisk(const QString &node) const = 0;
    // The disk inventory classifies it as in use (member of an active array, VG or pool).
    virtual bool isInUse(const QString &node) const = 0;
    // Mount points of the node and of its partitions.
    virtual QStringList mountPoints(const QString &node) const = 0;
    // Kernel names of devices stacked on the node or its partitions (md, dm).
    virtual QStringList holders(const QString &node) const = 0;
    // The whole disks (as /dev nodes) under a stacked device such as md127, through its slaves.
    virtual QStringList lowerDisks(const QString &kernelName) const = 0;
    // What names the medium behind the node rather than its slot: "wwid:…" or "serial:…" for a
    // disk, "loop:<backing file>" for a bound loop device; empty when the node has no device
    // behind it (pulled, unbound loop) or the device carries no identity. A kernel name can come
    // back for another disk after a pull; this cannot.
    virtual QString identity(const QString &node) const = 0;
};

class SystemDeviceFacts : public DeviceFacts {
public:
    QString realPath(const QString &path) const override;
    bool isBlockDevice(const QString &node) const override;
    bool isPartition(const QString &node) const override;
    bool isSystemDisk(const QString &node) const override;
    bool isInUse(const QString &node) const override;
    QStringList mountPoints(const QString &node) const override;
    QStringList holders(const QString &node) const override;
    QStringList lowerDisks(const QString &kernelName) const override;
    QString identity(const QString &node) const override;

    // The whole disks (kernel names) that hold the system's own mounts and swap, found from
    // /proc/self/mountinfo and /proc/swaps. Public for tests, which need the real system disk.
    static QStringList systemDiskNames();
    // The whole disk a kernel name belongs to ("vda1" -> "vda", "vda" -> "vda").
    static QString wholeDiskName(const QString &kernelName);
    // identity() of /sys/block/<kernelName> below a sysfs root (the live "/sys" or a captured tree).
    static QString identityIn(const QString &sysRoot, const QString &kernelName);
};
