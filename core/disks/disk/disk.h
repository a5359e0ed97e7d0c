#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

// What StackLab may do with a disk. Ordered from most to least protected.
enum class DiskClass {
    System, // holds /, /boot, /boot/efi, /usr, /var, /home or active swap, directly or below: never selectable
    InUse, // mounted elsewhere, or a member of an active array, volume group or pool
    NotBlank, // carries signatures (filesystem, partition table, RAID/LVM/ZFS labels)
    Blank, // libblkid finds nothing: free for the lab
};

// Where the stable ID of a disk came from, best first.
enum class StableIdSource {
    ByIdLink, // a /dev/disk/by-id link made by udev
    Wwn, // device/wwid or the WWN udev property
    Serial, // virtio serial, device/vpd_pg80, ID_SERIAL
    ByPath, // the bus path, when the disk has no serial
    BackingFile, // loop devices: the file behind them
    KernelName, // nothing stable found: only the kernel name, which can change
};

// One on-disk signature libblkid found, on the disk itself or on one of its partitions.
struct DiskSignature {
    QString type; // blkid TYPE or PTTYPE: xfs, btrfs, linux_raid_member, LVM2_member, zfs_member, gpt, dos, swap …
    QString usage; // blkid USAGE: filesystem, raid, partition_table, other
    QString label; // LABEL, if any
    QString uuid; // UUID, if any
    QString device; // where it was found: the disk's or partition's device node
    bool operator==(const DiskSignature &) const = default;
};

struct DiskPartition {
    QString name; // kernel name, e.g. sda1
    QString devnode; // /dev/sda1
    quint64 sizeBytes = 0;
    QStringList holders; // kernel names of md/dm devices stacked on it
    QStringList mountpoints;
    bool swap = false;
    bool operator==(const DiskPartition &) const = default;
};

// A whole block device as the inventory sees it: a plain value, printable and comparable.
struct Disk {
    QString name; // kernel name: sda, nvme0n1, vdb, loop3
    QString devnode; // /dev/sda
    QString stableId; // e.g. /dev/disk/by-id/ata-…, wwn-0x…, virtio-SERIAL, or the loop backing file
    StableIdSource stableIdSource = StableIdSource::KernelName;
    QStringList byIdLinks; // every whole-disk /dev/disk/by-id link udev made (a disk often has several)
    QString model;
    QString vendor;
    QString serial;
    QString wwn;
    QString backingFile; // loop devices only
    quint64 sizeBytes = 0;
    int logicalSectorSize = 512;
    int physicalSectorSize = 512;
    bool rotational = false;
    bool removable = false;
    bool readOnly = false;
    QString transport; // sata, sas, nvme, virtio, scsi, usb, mmc, loop, unknown
    QList<DiskPartition> partitions;
    QStringList holders; // md/dm devices stacked on the whole disk
    QStringList mountpoints; // of the disk itself (partitions carry their own)
    bool swap = false; // the whole disk is active swap
    QList<DiskSignature> signatures; // on the disk and its partitions
    bool signaturesKnown
        = true; // false when libblkid could not read the disk (not root): `signatures` is then empty, not "none"
    DiskClass classification = DiskClass::Blank;
    QString reason; // why it has that class, in words a user reads (translated)
    QStringList cleanupCommands; // for NotBlank: the commands that clear what was found
    bool operator==(const Disk &) const = default;

    bool selectable() const { return classification == DiskClass::Blank || classification == DiskClass::NotBlank; }
};

Q_DECLARE_METATYPE(Disk)
