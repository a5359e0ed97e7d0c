#pragma once

#include "stacks/plan/plan.h"

#include <QCoreApplication>

// The `zpool create` line for a seed 004 layout: data vdevs, dRAID geometry, hot spares,
// log, cache and special vdevs, pool and dataset properties. Reads RecipeRequest::options:
//   ashift (default 12), compression, atime, recordsize, draid-data (2), draid-spares (1),
//   spares, log, cache, special (comma-separated disks), expand (a disk for raidz expansion).
class ZfsLayout {
    Q_DECLARE_TR_FUNCTIONS(ZfsLayout)
public:
    explicit ZfsLayout(const RecipeRequest &request);

    QString error() const { return m_error; } // empty when the layout can be built
    QStringList createArgv() const; // zpool create … tank <vdevs>
    QStringList extraDisks() const; // hot spares, log, cache and special devices
    bool redundant() const; // false for a stripe
    bool raidz() const;
    QString draidSpec() const; // draid1:2d:1s, empty unless dRAID
    QString distributedSpare() const; // draid1-0-0: the first distributed spare
    QString topVdev() const; // raidz1-0: what raidz expansion attaches to
    QString expandDisk() const;

    static QString pool() { return QStringLiteral("tank"); }
    static QString dataset() { return QStringLiteral("tank/data"); }
    // How zpool status names a vdev: the basename of a /dev path, a file vdev by its full path.
    static QString vdevName(const QString &disk);
    // The pulled member as the pool names it. The helper names a pulled disk by its stable ID
    // while the pool was created from kernel nodes (/dev/sdc -> "sdc"): then its old kernel name.
    QString failedVdev() const;
    // Where `zpool labelclear` finds the label: ZFS partitions a whole disk it is given (-part1).
    static QString labelDevice(const QString &disk);

private:
    QStringList optionDisks(const QString &key) const;
    QString validate() const;

    RecipeRequest m_request;
    QString m_layout; // stripe, mirror, raidz1, raidz2, raidz3, striped-mirror, draid1, draid2
    QString m_error;
};
