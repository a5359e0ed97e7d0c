#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

// What a lab target's kernel and tools can run, read from /proc, /sys, /dev and the trusted
// program directories under a root (tests pass a fixture tree). A stack needs kernel drivers
// (md, device-mapper, ZFS, btrfs, XFS) and programs (mdadm, lvm2, zfsutils, …); when it cannot
// run, the reason says which is missing, because the remedies differ: a missing package is one
// apt-get away, a kernel without md or ZFS needs another kernel or the virtual lab.
class TargetCapabilities {
    Q_DECLARE_TR_FUNCTIONS(TargetCapabilities)
public:
    enum class Driver { Md, DeviceMapper, Zfs, Btrfs, Xfs, Ext4 };

    // A kernel has a driver when it is running (/proc/mdstat, its major in /proc/devices or its
    // minor in /proc/misc, /proc/filesystems, /sys/module/<name>) or can be loaded (listed in
    // /lib/modules/<release>/modules.dep while /proc/sys/kernel/modules_disabled is not 1). Device
    // nodes prove nothing: a tool may have made them. The one answer the Disks page, the lab target
    // dialog and the Build page show.
    static TargetCapabilities probe(const QString &root = QStringLiteral("/"));

    bool hasDriver(Driver driver) const { return m_drivers.value(driver, false); }
    bool hasProgram(const QString &program) const { return m_programs.contains(program); }
    void setDriver(Driver driver, bool present) { m_drivers[driver] = present; }
    void setPrograms(const QStringList &programs) { m_programs = programs; }

    static QString driverName(Driver driver); // "md (software RAID)", "device-mapper", …
    // The stack families this kernel can build on loop disks: "btrfs", "mdadm", "LVM", "ZFS".
    QStringList kernelStacks() const;
    // The true cause behind a tool's failure whose words hide it ("Required device-mapper target(s)
    // not detected in your kernel"), judged against this kernel; empty when the words are not one.
    QString whyFailed(const QString &toolOutput) const;
    // The drivers and programs a stack's plan needs (the programs of every step of its plan).
    static QList<Driver> driversFor(const QString &stack);
    static QStringList programsFor(const QString &stack);

    // Empty when the stack can run here; else why not, naming the true cause: first missing
    // kernel drivers ("this kernel has no md driver: …"), then missing programs with the Debian
    // package that installs them.
    QString whyNot(const QString &stack) const;
    bool kernelLacks(const QString &stack) const; // the reason is the kernel, not a package

private:
    QMap<Driver, bool> m_drivers;
    QStringList m_programs; // program names found in the trusted directories
};
