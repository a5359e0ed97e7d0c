#pragma once

#include "disks/disk/disk.h"

#include <QList>
#include <QMetaType>
#include <QString>

struct SysfsBlockDevice;
struct UdevDiskFacts;

// Where the inventory reads from; tests point these at fixture trees.
struct InventoryRoots {
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev");
    QString mountinfo = QStringLiteral("/proc/self/mountinfo");
    QString swaps = QStringLiteral("/proc/swaps");
    QString udevControl = QStringLiteral("/run/udev/control"); // exists when udevd runs
    QString zfsPools = QStringLiteral("/proc/spl/kstat/zfs"); // one directory per imported pool

    // True when every root is the live system's: only then may libudev be asked.
    bool isLiveSystem() const;
};

struct InventorySnapshot {
    QList<Disk> disks; // whole block devices, sorted by kernel name
    bool identityFromUdev = false; // true when udevd runs and gave ID_* properties / by-id links
    QString
        identityNote; // e.g. "Disk identity from udev" / "No udev daemon: disk identity read from sysfs" (translated)
    bool signaturesProbed = false; // false when libblkid could not read the disks (not root)
    QString signaturesNote; // translated; empty when every disk was probed
    bool operator==(const InventorySnapshot &) const = default;
};

// Enumerates whole block devices, reads their identity, partitions, holders, mounts, swap
// and on-disk signatures, and classifies each (system, in-use, not-blank, blank).
class DiskInventory {
public:
    explicit DiskInventory(InventoryRoots roots = {}, bool probeSignatures = true);
    InventorySnapshot scan() const;

    const InventoryRoots &roots() const { return m_roots; }

    // A disk's identity (names, stable ID, size, transport) from what sysfs and udev say of it;
    // partitions, signatures and the class are scan()'s. Public for the tests' captured udev data.
    static Disk identify(const SysfsBlockDevice &device, const UdevDiskFacts &udev);

private:
    InventoryRoots m_roots;
    bool m_probeSignatures = true;
};

Q_DECLARE_METATYPE(InventorySnapshot)
