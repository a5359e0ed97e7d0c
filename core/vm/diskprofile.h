#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// What kind of real disk each virtual lab disk behaves like: a plain value. Under TCG the guest's
// CPU, not its disks, limits every rebuild (issue 28: md rebuilt 1 GiB in 9.7 s, ZFS 468 MiB in
// 12.0 s, the inverse of real disks), so a profile caps each lab disk with QEMU's throttling at a
// rate the emulated guest can keep up with, and states which real disk that rate stands for.
//
// The scale model: a lab disk of S_lab bytes at labBytesPerSecond stands for a real disk of
// realSizeBytes at realBytesPerSecond. A phase that moves a share of each disk takes, on the real
// disk, its lab time × (realSize / S_lab) × (labRate / realRate) (timeScale()); fixed costs
// (command round trips, transaction commits) do not grow with the disk and are not scaled.
struct DiskProfile {
    Q_DECLARE_TR_FUNCTIONS(DiskProfile)

public:
    QString name; // "hdd", "ssd", "unthrottled", "custom"
    QString models; // the real disk it stands for, in words
    qint64 labBytesPerSecond = 0; // QEMU's throttling.bps-total per lab disk; 0: unthrottled
    int labIops = 0; // QEMU's throttling.iops-total per lab disk; 0: no limit
    qint64 realBytesPerSecond = 0; // the modelled disk's sequential rate; 0: models no real disk
    int realIops = 0; // the modelled disk's random 4 KiB operations per second
    qint64 realSizeBytes = 0; // the modelled disk's size; 0: models no real disk
    // The size a lab disk takes when the run names none (0: the lab's 1 GiB): small enough that a
    // whole-member pass at the lab rate keeps a four-stack run within minutes.
    qint64 labDiskBytes = 0;

    // hdd, ssd, unthrottled.
    static QStringList builtInNames();
    static std::optional<DiskProfile> builtIn(const QString &name);
    static DiskProfile unthrottled();
    // The user's own figures: with a base profile that models a real disk (hdd, ssd), its lab
    // rates replaced (a slower lab rate for a guest that cannot keep up keeps the model); alone,
    // a "custom" profile that models no real disk (times are not scaled). 0 keeps the base's.
    static DiskProfile custom(const DiskProfile &base, qint64 labBytesPerSecond, int labIops);

    bool isThrottled() const { return labBytesPerSecond > 0 || labIops > 0; }
    // Whether lab times can be scaled to a real disk: a byte rate in the lab and a real disk.
    bool modelsRealDisk() const { return labBytesPerSecond > 0 && realBytesPerSecond > 0 && realSizeBytes > 0; }
    // Real rate / lab rate: how much faster the real disk moves a byte (hdd: 7.63).
    double rateFactor() const;
    // Real time / lab time for a phase whose bytes are a share of each disk, with lab disks of
    // `diskBytes`: (realSize / diskBytes) / rateFactor(). 0 when the profile models no disk.
    double timeScale(qint64 diskBytes) const;

    // The options added to each lab -drive, e.g. "throttling.bps-total=26214400,throttling.iops-total=400";
    // empty when unthrottled. No throttle group: each modelled disk is a spindle of its own, as in
    // a NAS, so no lab disk shares its budget with another.
    QString qemuDriveOptions() const;
    // "hdd: a 7200 rpm NAS hard disk … (200 MB/s, 180 IOPS, 8 TB), each lab disk at 25 MiB/s and 400 IOPS".
    QString describe() const;
    // Empty when usable, else what is wrong and what to enter instead.
    QString validate() const;

    static QString rateText(qint64 bytesPerSecond); // "25 MiB/s", "200 MB/s" for round decimal rates

    bool operator==(const DiskProfile &) const = default;
};
