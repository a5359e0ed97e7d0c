#pragma once

#include "monitor/sample/parseerror.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QStringView>

// The sources of TargetInventory that core/monitor has no parser for: pure functions of what the
// tools print (LC_ALL=C), tested on captures from the virtual lab and from this host's loop labs
// (tests/data/lab/inventory/). /proc/mdstat, mdadm --detail, lvs and zpool status are read by
// core/monitor's parsers.

// One row of an LVM report ("vgs"/"pvs" --reportformat json): every value a string (lvm2 2.03.16).
using LvmReportRow = QMap<QString, QString>;

struct PoolRow { // zpool list -H -p -o name,size,alloc,health
    QString name;
    qint64 sizeBytes = 0;
    qint64 allocatedBytes = 0;
    QString health;
    bool operator==(const PoolRow &) const = default;
};

struct BtrfsFilesystem { // one block of `btrfs filesystem show`
    QString label; // empty for "Label: none"
    QString uuid;
    int totalDevices = 0;
    QStringList devices; // the devid lines' paths; "<missing disk>" for a missing one
    bool operator==(const BtrfsFilesystem &) const = default;
};

struct MountRow { // findmnt -J -l -o TARGET,SOURCE,FSTYPE
    QString target;
    QString source;
    QString fstype;
    bool operator==(const MountRow &) const = default;
};

struct LoopRow { // losetup -J -l
    QString node; // /dev/loop3
    QString backingFile; // as the kernel states it, " (deleted)" included
    bool operator==(const LoopRow &) const = default;
};

class InventoryParsers {
    Q_DECLARE_TR_FUNCTIONS(InventoryParsers)
public:
    // `kind` is the report's list: "vg", "pv", "lv".
    static ParseResult<QList<LvmReportRow>> lvmReport(QStringView json, const QString &kind);
    static ParseResult<QList<PoolRow>> zpoolList(QStringView text);
    static ParseResult<QList<BtrfsFilesystem>> btrfsFilesystemShow(QStringView text);
    static ParseResult<QList<MountRow>> findmnt(QStringView json);
    static ParseResult<QList<LoopRow>> losetup(QStringView json);
};
