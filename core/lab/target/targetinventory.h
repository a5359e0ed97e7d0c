#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// What exists now on a target (this machine or the virtual lab's guest): md arrays, LVM volume
// groups and their volumes, ZFS pools, btrfs filesystems, mounts of block devices, loop devices and
// StackLab's loop labs. Each thing is marked StackLab's (made by a session: on its claimed disks,
// under its lab root, a loop lab's file, a name the recipes use) or the system's (holds / or lives
// on the disk that does: never offered for teardown). Read from the helper's `inventory` answer,
// which carries each tool's output as printed; TargetInventory::read parses them here.
struct InventoryItem {
    enum class Kind { Array, VolumeGroup, LogicalVolume, Pool, Btrfs, Mount, LoopLab, LoopDevice };
    Kind kind = Kind::Array;
    QString name; // md127, vg_raid, vg_raid/data, tank, the btrfs label or uuid, a mount point, a session, /dev/loop3
    QString detail; // in words: "raid1, 2 disks, active", "btrfs from /dev/loop3", "ONLINE, 480.0 MiB"
    QStringList devices; // what it sits on, as the tools name it (sda, /dev/md127, /dev/loop3)
    bool stackLab = false;
    QString why; // why it is StackLab's or the system's: "on a claimed disk (loop3)", "holds /"
    bool system = false; // holds / or is on the disk that holds it
    QList<InventoryItem> children; // an array's volume group, a volume group's volumes, a lab's loops

    static QString kindName(Kind kind); // translated: "md array", "volume group", …
    bool operator==(const InventoryItem &) const = default;
};

// What StackLab knows it made, to tell its things from everyone else's.
struct InventoryContext {
    QStringList claimedDisks; // the session's members and spare: stable IDs and kernel nodes
    QString labRoot = QStringLiteral("/mnt/stacklab"); // the recipes' mount points live under it
    QString loopLabRoot = QStringLiteral("/var/lib/stacklab/loop-lab");
};

// A loop lab's folder as the helper found it: its session and whether its owner still runs.
struct LoopLabRecord {
    QString session;
    QString directory;
    qint64 ownerPid = 0;
    bool ownerAlive = false;
};

struct TargetInventory {
    QList<InventoryItem> items; // top level: arrays, volume groups, pools, btrfs, mounts, loop labs, loops
    QString rootDisk; // the disk / lives on: "/dev/vda"
    QStringList problems; // sources that could not be read, with the reason

    // Parses the inventory answer's "sources" (tool output by name, docs/helper-protocol.md) and
    // "loopLabs", and marks each thing against the context.
    static TargetInventory read(const QJsonObject &answer, const InventoryContext &context);
    // Every item, children included, depth first.
    QList<InventoryItem> all() const;
    QList<InventoryItem> stackLabItems() const;

    Q_DECLARE_TR_FUNCTIONS(TargetInventory) // last: the macro ends in "private:"
};
