#pragma once

#include "helper/server/deviceidentity.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// What stat(2) says about a path: its type, the device number it carries (block and character
// nodes) and the filesystem it lives on (st_dev).
struct NodeStat {
    enum class Type { Other, Block, Character, Regular, Directory, Link };
    Type type = Type::Other;
    DeviceNumber rdev; // st_rdev of a block or character node
    quint64 filesystem = 0; // st_dev
    bool operator==(const NodeStat &) const = default;
};

// Devices the kernel stacks on disks, told apart by what sysfs shows about the number, never by
// a name: md (an md/ directory), device-mapper (a dm/ directory), ZFS zvols (the zvol major the
// zfs module registered, /sys/module/zfs/parameters/zvol_major).
enum class VirtualKind { None, Md, Dm, Zvol };

// What the device validator needs to know about the system, behind an interface so that tests
// can describe any machine. Every question about a device is asked by its number: a path is
// only where the number was found. SystemDeviceFacts reads the real machine.
class DeviceFacts {
public:
    virtual ~DeviceFacts() = default;

    // The canonical path with every link, "." and ".." resolved; empty if it does not exist.
    virtual QString realPath(const QString &path) const = 0;
    // stat(2) of a path, links followed; nullopt when it does not exist.
    virtual std::optional<NodeStat> statPath(const QString &path) const = 0;
    // The path itself, a link not followed: open(O_PATH | O_NOFOLLOW) and fstat(2). The re-check
    // right before a command runs uses this.
    virtual std::optional<NodeStat> openNode(const QString &path) const = 0;
    // st_dev of the devtmpfs mounted at /dev itself (the topmost mount there); nullopt when /dev is
    // not a devtmpfs. Nodes anywhere else (/dev/shm, /dev/mqueue, /tmp, a container's static /dev)
    // can be made by anyone with CAP_MKNOD and carry any number.
    virtual std::optional<quint64> devFilesystem() const = 0;

    // The kernel's name for a block device number (/sys/dev/block/MAJ:MIN); empty if there is none.
    virtual QString kernelName(DeviceNumber number) const = 0;
    // The number of a kernel name (/sys/class/block/NAME/dev).
    virtual std::optional<DeviceNumber> numberOf(const QString &kernelName) const = 0;
    // /sys/dev/block/MAJ:MIN/partition exists.
    virtual bool isPartition(DeviceNumber number) const = 0;
    // The whole disk of a partition; the number itself for anything else.
    virtual DeviceNumber wholeDisk(DeviceNumber number) const = 0;
    // Bytes behind the number; 0 for an unbound loop device or a drive without a medium.
    virtual qint64 sizeBytes(DeviceNumber number) const = 0;
    // Holds /, /boot, /boot/efi, /usr, /var, /home or active swap, directly, through a partition or
    // a stacked device (slaves), or lies under one that does; or the disk inventory says system.
    virtual bool isSystemDisk(DeviceNumber number) const = 0;
    // Active swap on it, or the disk inventory classifies it as in use (array, VG or pool member).
    virtual bool isInUse(DeviceNumber number) const = 0;
    // Mount points of the disk and of its partitions (also as a member of a multi-device btrfs).
    virtual QStringList mountPoints(DeviceNumber number) const = 0;
    // Kernel names of devices stacked on the disk or its partitions (md, dm).
    virtual QStringList holders(DeviceNumber number) const = 0;
    // The whole disks under a stacked device, through its slaves; empty for a disk.
    virtual QList<DeviceNumber> lowerDisks(DeviceNumber number) const = 0;
    // DeviceIdentity::medium of the device behind the number.
    virtual QString medium(DeviceNumber number) const = 0;
    virtual VirtualKind virtualKind(DeviceNumber number) const = 0;
};

class SystemDeviceFacts : public DeviceFacts {
public:
    QString realPath(const QString &path) const override;
    std::optional<NodeStat> statPath(const QString &path) const override;
    std::optional<NodeStat> openNode(const QString &path) const override;
    std::optional<quint64> devFilesystem() const override;
    QString kernelName(DeviceNumber number) const override;
    std::optional<DeviceNumber> numberOf(const QString &kernelName) const override;
    bool isPartition(DeviceNumber number) const override;
    DeviceNumber wholeDisk(DeviceNumber number) const override;
    qint64 sizeBytes(DeviceNumber number) const override;
    bool isSystemDisk(DeviceNumber number) const override;
    bool isInUse(DeviceNumber number) const override;
    QStringList mountPoints(DeviceNumber number) const override;
    QStringList holders(DeviceNumber number) const override;
    QList<DeviceNumber> lowerDisks(DeviceNumber number) const override;
    QString medium(DeviceNumber number) const override;
    VirtualKind virtualKind(DeviceNumber number) const override;

    // Every device the system's own mounts and swap live on, found from /proc/self/mountinfo and
    // /proc/swaps by number: the devices themselves, their whole disks and everything under them.
    static QList<DeviceNumber> systemDevices();
    // The kernel names of the physical whole disks among them. Public for tests, which need the
    // real system disk.
    static QStringList systemDiskNames();
    // The medium of /sys/block/<kernelName> below a sysfs root (the live "/sys" or a captured tree).
    static QString identityIn(const QString &sysRoot, const QString &kernelName);
};
