#include "vm/diskprofile.h"

#include <cmath>

namespace {

constexpr qint64 mib = 1024LL * 1024;

// A 7200 rpm CMR NAS disk: about 200 MB/s averaged over the platter (250 outside, 120 inside)
// and 180 random 4 KiB reads per second (8.5 ms seek plus half a turn).
DiskProfile hdd()
{
    DiskProfile p;
    p.name = QStringLiteral("hdd");
    p.models = DiskProfile::tr("a 7200 rpm NAS hard disk (CMR, 8 TB)");
    p.realBytesPerSecond = 200'000'000;
    p.realIops = 180;
    p.realSizeBytes = 8'000'000'000'000;
    // 25 MiB/s: the rate at which md's rebuild (41.3 s for 1 GiB against the cap's 40.9 s) and
    // ZFS's resilver (88 % of the cap) were disk-bound on the 2-core host under TCG (FACTS,
    // 2026-12-06), and a 1 GiB lab disk is read end to end in 41 s.
    p.labBytesPerSecond = 25 * mib;
    // Not the real 180 IOPS scaled by the rate factor (24): QEMU charges every request the same,
    // sequential or not, so 24 IOPS would cap a rebuild's stream of 128 KiB requests at 3 MiB/s.
    // 400 lets a request of 64 KiB or more run at the byte rate and still limits small random
    // I/O; seek-bound effects therefore show much weaker than on the real disk (docs/virtual-lab.md).
    p.labIops = 400;
    // 512 MiB: each whole-member pass (md's sync, rebuild and check) takes 20 s at the cap, and
    // the four-stack comparison runs in minutes (1 GiB: 789 s on an idle host, 2026-12-06).
    p.labDiskBytes = 512 * mib;
    return p;
}

// A SATA SSD: 530 MB/s sequential (the SATA 3 link), 90k random 4 KiB IOPS at depth 32.
DiskProfile ssd()
{
    DiskProfile p;
    p.name = QStringLiteral("ssd");
    p.models = DiskProfile::tr("a SATA SSD (2 TB)");
    p.realBytesPerSecond = 530'000'000;
    p.realIops = 90'000;
    p.realSizeBytes = 2'000'000'000'000;
    // 40 MiB/s: below what the emulated guest sustained unthrottled (md 119 MiB/s, ZFS 85 MiB/s
    // per disk with a thread per vCPU), with room for parity and checksums.
    p.labBytesPerSecond = 40 * mib;
    // Scaled with the bytes: an SSD's IOPS never limit a stream of large requests, so the scaled
    // figure keeps the real disk's balance between 4 KiB random and sequential I/O.
    p.labIops = int(std::lround(p.realIops / p.rateFactor()));
    return p;
}

} // namespace

QStringList DiskProfile::builtInNames()
{
    return {QStringLiteral("hdd"), QStringLiteral("ssd"), QStringLiteral("unthrottled")};
}

std::optional<DiskProfile> DiskProfile::builtIn(const QString &name)
{
    if (name == QLatin1String("hdd"))
        return hdd();
    if (name == QLatin1String("ssd"))
        return ssd();
    if (name == QLatin1String("unthrottled"))
        return unthrottled();
    return std::nullopt;
}

DiskProfile DiskProfile::unthrottled()
{
    DiskProfile p;
    p.name = QStringLiteral("unthrottled");
    p.models = tr("no real disk, the emulator's own speed");
    return p;
}

DiskProfile DiskProfile::custom(const DiskProfile &base, qint64 labBytesPerSecond, int labIops)
{
    DiskProfile p = base.modelsRealDisk() ? base : DiskProfile {};
    if (!base.modelsRealDisk()) {
        p.name = QStringLiteral("custom");
        p.models = tr("the figures given (no real disk: times are not scaled)");
    }
    if (labBytesPerSecond > 0)
        p.labBytesPerSecond = labBytesPerSecond;
    if (labIops > 0)
        p.labIops = labIops;
    return p;
}

double DiskProfile::rateFactor() const
{
    if (labBytesPerSecond <= 0 || realBytesPerSecond <= 0)
        return 0;
    return double(realBytesPerSecond) / double(labBytesPerSecond);
}

double DiskProfile::timeScale(qint64 diskBytes) const
{
    if (!modelsRealDisk() || diskBytes <= 0)
        return 0;
    return double(realSizeBytes) / double(diskBytes) / rateFactor();
}

QString DiskProfile::qemuDriveOptions() const
{
    QStringList options;
    if (labBytesPerSecond > 0)
        options << QStringLiteral("throttling.bps-total=%1").arg(labBytesPerSecond);
    if (labIops > 0)
        options << QStringLiteral("throttling.iops-total=%1").arg(labIops);
    return options.join(QLatin1Char(','));
}

QString DiskProfile::rateText(qint64 bytesPerSecond)
{
    if (bytesPerSecond % mib == 0)
        return tr("%1 MiB/s").arg(bytesPerSecond / mib);
    if (bytesPerSecond % 1'000'000 == 0)
        return tr("%1 MB/s").arg(bytesPerSecond / 1'000'000);
    return tr("%1 MiB/s").arg(double(bytesPerSecond) / mib, 0, 'f', 1);
}

QString DiskProfile::describe() const
{
    QString lab;
    if (!isThrottled())
        lab = tr("every time is the emulator's, not a disk's");
    else if (labBytesPerSecond > 0 && labIops > 0)
        lab = tr("each lab disk at %1 and %2 IOPS").arg(rateText(labBytesPerSecond)).arg(labIops);
    else if (labBytesPerSecond > 0)
        lab = tr("each lab disk at %1").arg(rateText(labBytesPerSecond));
    else
        lab = tr("each lab disk at %1 IOPS").arg(labIops);
    if (!modelsRealDisk())
        return tr("%1: %2; %3").arg(name, models, lab);
    return tr("%1: %2 (%3, %4 IOPS, %5 TB), %6; rate factor %7")
        .arg(name, models, rateText(realBytesPerSecond))
        .arg(realIops)
        .arg(double(realSizeBytes) / 1e12, 0, 'g', 3)
        .arg(lab)
        .arg(rateFactor(), 0, 'f', 2);
}

QString DiskProfile::validate() const
{
    // QEMU's own advice: below about 2 MB/s guests time out (qemu-options, throttling).
    if (labBytesPerSecond > 0 && labBytesPerSecond < 2'000'000)
        return tr("A lab disk at %1 is slower than QEMU's safe minimum of 2 MB/s (the guest's commands time out): "
                  "give --disk-speed 2M or more.")
            .arg(rateText(labBytesPerSecond));
    if (labIops < 0 || labBytesPerSecond < 0)
        return tr("A disk profile's rates cannot be negative.");
    if (labIops > 0 && labIops < 10)
        return tr("A lab disk at %1 IOPS makes every command crawl: give --disk-iops 10 or more.").arg(labIops);
    return {};
}
