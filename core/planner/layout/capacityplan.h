#pragma once

#include "planner/layout/layoutrequest.h"
#include "planner/space/zfsspace.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// One figure a tool prints about the built stack, predicted.
struct SpaceFigure {
    QString key; // df_size, df_avail, zfs_avail, zpool_size, btrfs_free_estimated, thin_pool, …
    QString label; // translated
    qint64 bytes = 0;
    QString tool; // the command that prints it
    bool operator==(const SpaceFigure &) const = default;
};

// Where raw bytes went, by cause.
struct OverheadItem {
    QString key; // partitioning, labels, metaslab_tail, parity, slop, xfs_log, …
    QString label; // translated
    qint64 bytes = 0;
    bool operator==(const OverheadItem &) const = default;
};

struct CapacityPlan {
    qint64 rawBytes = 0; // the members' sizes
    qint64 usableBytes = 0; // the headline: what the tool shows free for files on the empty stack
    QString usableKey; // the figure the headline is (df_avail, zfs_avail, btrfs_free_estimated)
    qint64 storableBytes = 0; // what files can really take (thin pool, btrfs chunks on unequal disks)
    qint64 statfsSizeBytes = 0; // statvfs size of the mount point: what the lab records as usable_bytes
    QList<SpaceFigure> figures;
    QList<OverheadItem> overhead; // they add up to rawBytes - usableBytes
    QStringList notes; // translated: where a tool's figure misleads, what was assumed
    // For the rebuild model.
    qint64 memberDataBytes = 0; // what a rebuild rewrites on a full member (md, LVM: all of it)
    qint64 memberAllocatableBytes = 0; // ZFS: a leaf's share of the metaslabs; btrfs: a device's share
    double rawPerLogical = 1; // raw bytes written for one byte of data
    QString error;

    const SpaceFigure *figure(const QString &key) const;
    QJsonObject toJson() const;
};

class CapacityPlanner {
    Q_DECLARE_TR_FUNCTIONS(CapacityPlanner)

public:
    static CapacityPlan plan(const StackLayout &layout);
    // ZFS pool layout of a resolved ZFS stack (data vdevs and special vdevs as zpool create builds them).
    static ZfsPoolLayout zfsLayout(const StackLayout &layout);
};
