#include "lab/diskload.h"

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
    return diskBound() ? tr("%1; %2 % of the cap: disk-bound").arg(rate).arg(capPercent, 0, 'f', 0)
                       : tr("%1; %2 % of the cap: emulator-bound").arg(rate).arg(capPercent, 0, 'f', 0);
}
