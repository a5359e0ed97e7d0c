#pragma once

#include "disks/probes/mountinfoparser.h"
#include "disks/probes/swapsparser.h"
#include "disks/probes/sysfsblockreader.h"
#include "disks/rules/diskclassifier.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

// The machine's block devices as a graph: every disk, partition, md and dm device with its
// holders, mounts and swap, built from sysfs facts, /proc/self/mountinfo and /proc/swaps.
// A pure function of its inputs: tests feed it fixtures.
class BlockStack {
    Q_DECLARE_TR_FUNCTIONS(BlockStack)
public:
    BlockStack(const QList<SysfsBlockDevice> &devices, const QList<MountEntry> &mounts, const QList<SwapEntry> &swaps,
        const QList<QPair<QString, QStringList>> &btrfsMembers, const QString &devRoot = QStringLiteral("/dev"));

    const QHash<QString, BlockNode> &nodes() const { return m_nodes; }

    // The kernel name behind a device path (/dev/vda1, /dev/mapper/vg-root, /dev/md/data), or empty.
    QString nodeForDevicePath(const QString &path) const;
    // The kernel name of the device whose filesystem holds this file (longest mount point prefix), or empty.
    QString nodeHoldingFile(const QString &file) const;

    // Imported ZFS pools: members (nodes with a zfs_member signature labelled with the pool name)
    // get the pool as a membership and the pool's datasets' mounts.
    void addZfsPools(const QStringList &importedPools, const QHash<QString, QList<DiskSignature>> &signaturesByNode);
    // A loop device that holds the system makes the device holding its backing file system too.
    // Returns true when this added something new.
    bool addSystemBackingFile(const QString &loopName, const QString &backingFile);

private:
    void addMount(const QString &node, const MountEntry &mount);

    QHash<QString, BlockNode> m_nodes;
    QHash<QString, QString> m_byDev; // major:minor → kernel name
    QHash<QString, QString> m_byDmName; // vg-root → dm-0
    QList<QPair<MountEntry, QString>> m_mounts; // every block-backed mount and its node
    QList<MountEntry> m_allMounts;
    QString m_devRoot;
};
