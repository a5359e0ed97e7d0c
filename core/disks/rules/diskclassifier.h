#pragma once

#include "disks/disk/disk.h"
#include "disks/probes/mountinfoparser.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// One block device in the stacks around a disk: the disk itself, a partition, an md or dm
// device, a loop device. The inventory gathers these facts; the classifier only reads them.
struct BlockNode {
    QString name; // kernel name
    QString label; // how a reason names it: "sda1", "md127 (raid1)", "dm-0 (vg-root)"
    QStringList holders; // kernel names of the devices stacked on it (md, dm)
    QList<MountEntry> mounts; // mounts of this device (btrfs: of any member of the filesystem)
    bool swap = false; // active swap on this device
    QStringList systemFileUses; // translated: "the swap file /swapfile", "/img/root.img, the backing file of loop0,
                                // which holds /"
    QStringList memberships; // translated: "the imported ZFS pool tank"
};

// Everything the classifier needs about one disk.
struct ClassifierInput {
    QString disk; // kernel name of the disk
    QString diskDevnode; // /dev/sdb, used in the cleanup commands for signatures on the disk itself
    QStringList partitions; // kernel names of its partitions
    QHash<QString, BlockNode> nodes; // the disk, its partitions and every node stacked above them, by kernel name
    QList<DiskSignature> signatures; // found by libblkid on the disk and its partitions
    bool signaturesKnown = true; // false when libblkid could not read the disk
    QString signaturesError; // translated, e.g. "signatures unknown: run as root to read /dev/sdb"
};

struct Classification {
    DiskClass diskClass = DiskClass::System;
    QString reason; // translated
    QStringList cleanupCommands;
    bool operator==(const Classification &) const = default;
};

// Decides what StackLab may do with a disk, from gathered facts only (a pure function):
// system   — it holds /, /boot, /boot/efi, /usr, /var, /home or active swap, directly, on a
//            partition, or anywhere up a chain of holders (partition → md → dm → mount);
// in-use   — mounted elsewhere, or a member of an active array, device-mapper target or pool;
// not-blank — carries signatures: each gets its cleanup command;
// blank    — nothing found.
class DiskClassifier {
    Q_DECLARE_TR_FUNCTIONS(DiskClassifier)
public:
    static Classification classify(const ClassifierInput &input);
    static bool isSystemMountPoint(const QString &mountPoint);
    // The commands that clear the signatures, partitions before the disk: mdadm --zero-superblock,
    // pvremove, zpool labelclear -f, wipefs -a.
    static QStringList cleanupCommands(const QList<DiskSignature> &signatures, const QString &diskDevnode);
    static QString describeSignature(const DiskSignature &signature); // translated: xfs "data" on /dev/sdb1
};
