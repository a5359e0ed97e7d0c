#include "lab/figures/diskload.h"

#include <algorithm>
#include <cmath>

std::optional<DiskLoad> DiskLoad::between(const BlockStatSnapshot &before, const BlockStatSnapshot &after,
    const QStringList &disks, const DiskProfile &profile)
{
    const double seconds = after.uptimeSeconds - before.uptimeSeconds;
    if (seconds <= 0)
        return std::nullopt;
    std::optional<DiskLoad> busiest;
    for (const QString &disk : disks) {
        // A pulled disk has no reading after; a disk that came back later none before.
        if (!before.disks.contains(disk) || !after.disks.contains(disk))
            continue;
        const BlockStat &a = before.disks.value(disk);
        const BlockStat &b = after.disks.value(disk);
        // Counters only grow while the device exists; a smaller one is another device by that name.
        if (b.ios() < a.ios() || b.bytes() < a.bytes() || b.ioTicksMs < a.ioTicksMs)
            continue;
        DiskLoad load;
        load.disk = disk;
        load.seconds = seconds;
        load.bytesPerSecond = double(b.bytes() - a.bytes()) / seconds;
        load.iops = double(b.ios() - a.ios()) / seconds;
        load.busyPercent = std::min(100.0, double(b.ioTicksMs - a.ioTicksMs) / 10.0 / seconds);
        if (profile.isThrottled()) {
            const double byBytes
                = profile.labBytesPerSecond > 0 ? load.bytesPerSecond / double(profile.labBytesPerSecond) : 0;
            const double byOps = profile.labIops > 0 ? load.iops / double(profile.labIops) : 0;
            load.capPercent = 100.0 * std::max(byBytes, byOps);
        }
        const bool busier = !busiest
            || (load.isThrottled() ? load.capPercent > busiest->capPercent
                                   : load.bytesPerSecond > busiest->bytesPerSecond);
        if (busier)
            busiest = load;
    }
    return busiest;
}

std::optional<DiskLoad> DiskLoad::steadiest(
    const QList<BlockStatSnapshot> &readings, const QStringList &disks, const DiskProfile &profile, double minSeconds)
{
    if (readings.size() < 2)
        return std::nullopt;
    std::optional<DiskLoad> whole = between(readings.first(), readings.last(), disks, profile);
    if (!whole || !whole->isThrottled())
        return whole;
    for (qsizetype i = 0; i < readings.size(); ++i) {
        for (qsizetype j = i + 1; j < readings.size(); ++j) {
            if (readings.at(j).uptimeSeconds - readings.at(i).uptimeSeconds < minSeconds)
                continue;
            const std::optional<DiskLoad> stretch = between(readings.at(i), readings.at(j), disks, profile);
            if (stretch && stretch->capPercent > whole->steadyCapPercent) {
                whole->steadyCapPercent = stretch->capPercent;
                whole->steadySeconds = stretch->seconds;
            }
        }
    }
    return whole;
}

QStringList DiskLoad::phases()
{
    return {QStringLiteral("sync"), QStringLiteral("dataset"), QStringLiteral("rebuild"), QStringLiteral("verify"),
        QStringLiteral("scrub")};
}

qint64 DiskLoad::sustainedRate() const
{
    constexpr double mib = 1024.0 * 1024.0;
    // Under 2 MiB/s QEMU's guests time out (DiskProfile::validate): nothing useful to suggest.
    const double whole = std::floor(bytesPerSecond / mib);
    return whole >= 2 ? qint64(whole * mib) : 0;
}

QString DiskLoad::text() const
{
    const QString rate = tr("%1: %2 MiB/s, %3 IOPS, busy %4 %")
                             .arg(disk)
                             .arg(bytesPerSecond / (1024.0 * 1024.0), 0, 'f', 1)
                             .arg(iops, 0, 'f', 0)
                             .arg(busyPercent, 0, 'f', 0);
    if (!isThrottled())
        return tr("%1; unthrottled: emulator-bound").arg(rate);
    const QString share = steadyCapPercent < 0 ? tr("%1 % of the cap").arg(capPercent, 0, 'f', 0)
                                               : tr("%1 % of the cap, %2 % over its steadiest %3 s")
                                                     .arg(capPercent, 0, 'f', 0)
                                                     .arg(steadyCapPercent, 0, 'f', 0)
                                                     .arg(steadySeconds, 0, 'f', 1);
    return diskBound() ? tr("%1; %2: disk-bound").arg(rate, share) : tr("%1; %2: emulator-bound").arg(rate, share);
}
