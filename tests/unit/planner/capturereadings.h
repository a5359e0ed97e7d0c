#pragma once

#include "planner/space/spacereadings.h"

#include <QFile>
#include <QMap>
#include <QString>

// What a captured case directory (tests/data/planner/…, or the virtual lab's out/space/<case>) says,
// in the planner's keys; a raidz expansion's figures from expanded/ as expanded_<key>. Shared by
// tst_planner_captures and tests/vm/tst_planner_vm.
namespace CaptureReadings {

inline QString text(const QString &dir, const QString &name)
{
    QFile file(dir + QLatin1Char('/') + name);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

inline QMap<QString, double> of(const QString &dir)
{
    QMap<QString, double> into;
    SpaceReadings::readStatfs(text(dir, QStringLiteral("statfs.txt")), &into);
    SpaceReadings::readZfsList(text(dir, QStringLiteral("zfs-list.txt")), &into);
    SpaceReadings::readZpoolList(text(dir, QStringLiteral("zpool-list.txt")), &into);
    SpaceReadings::readBtrfsUsage(text(dir, QStringLiteral("btrfs-usage.txt")), &into);
    SpaceReadings::readMd(
        text(dir, QStringLiteral("md-size.txt")), text(dir, QStringLiteral("mdadm-detail.txt")), &into);
    SpaceReadings::readLvs(text(dir, QStringLiteral("lvs.txt")), &into);
    QMap<QString, double> expanded;
    SpaceReadings::readZfsList(text(dir, QStringLiteral("expanded/zfs-list.txt")), &expanded);
    SpaceReadings::readZpoolList(text(dir, QStringLiteral("expanded/zpool-list.txt")), &expanded);
    for (auto it = expanded.cbegin(); it != expanded.cend(); ++it)
        into.insert(QStringLiteral("expanded_") + it.key(), it.value());
    return into;
}

} // namespace CaptureReadings
