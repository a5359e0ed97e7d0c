#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

// A partition as /sys/block/<disk>/<partition>/ describes it.
struct SysfsPartition {
    QString name; // sda1, nvme0n1p2
    QString dev; // major:minor
    int number = 0;
    quint64 startSector = 0; // in 512-byte units
    quint64 sizeBytes = 0;
    QStringList holders; // kernel names of md/dm devices stacked on it
};

// What sysfs says about one entry of /sys/block, without udev.
struct SysfsBlockDevice {
    enum class Kind { Disk, Loop, DeviceMapper, Md, Zram, Ram, Rom };

    QString name; // kernel name
    Kind kind = Kind::Disk;
    QString dev; // major:minor
    QString devicePath; // /devices/… below the sysfs root, where /sys/block/<name> points
    quint64 sizeBytes = 0;
    int logicalSectorSize = 512;
    int physicalSectorSize = 512;
    bool rotational = false;
    bool removable = false;
    bool readOnly = false;
    QString model;
    QString vendor;
    QString serial; // virtio `serial`, nvme device/serial, or the unit serial of device/vpd_pg80
    QString wwid; // device/wwid or the namespace's wwid, as the kernel writes it (naa.…, eui.…, t10.…)
    QString transport; // sata, sas, nvme, virtio, scsi, usb, mmc, loop, virtual, unknown
    QString pathId; // what udev's path_id would name the bus path: pci-0000:00:1f.2-ata-1
    QString backingFile; // loop devices
    QString dmName; // device-mapper name (vg-root), from dm/name
    QString dmUuid; // LVM-…, CRYPT-…, from dm/uuid
    QString mdLevel; // raid1, raid5 … from md/level
    QString mdArrayState; // clean, active, inactive … from md/array_state
    QList<SysfsPartition> partitions;
    QStringList holders; // /sys/block/<name>/holders
    QStringList slaves; // /sys/block/<name>/slaves
};

// Reads /sys/block/<name> below a sysfs root (the live /sys or a fixture tree).
class SysfsBlockReader {
public:
    explicit SysfsBlockReader(QString sysRoot);

    QStringList names() const; // entries of /sys/block, sorted
    SysfsBlockDevice read(const QString &name) const;
    // Mounted btrfs filesystems: UUID → kernel names of its member devices (/sys/fs/btrfs/<uuid>/devices).
    QList<QPair<QString, QStringList>> btrfsMembers() const;

    // Pure helpers, public for the tests.
    static QString transportFromDevicePath(const QString &devicePath, const QString &name);
    static QString pathIdFromDevicePath(const QString &devicePath, const QString &name, const QString &transport);
    static QString serialFromVpdPage80(const QByteArray &page); // skips the 4-byte header
    static QString wwnFromWwid(const QString &wwid); // naa.5000c500a1b2c3d4 → 0x5000c500a1b2c3d4

private:
    QString blockPath(const QString &name) const;
    QString readAttribute(const QString &path) const;
    QStringList listDir(const QString &path) const;

    QString m_sysRoot;
};
