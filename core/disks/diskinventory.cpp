#include "disks/diskinventory.h"

#include <QCoreApplication>

bool InventoryRoots::isLiveSystem() const
{
    const InventoryRoots live;
    return sys == live.sys && dev == live.dev && mountinfo == live.mountinfo && swaps == live.swaps;
}

DiskInventory::DiskInventory(InventoryRoots roots, bool probeSignatures)
    : m_roots(std::move(roots))
    , m_probeSignatures(probeSignatures)
{
}

InventorySnapshot DiskInventory::scan() const
{
    // First cut: the API only. The real scan follows in the next commit.
    InventorySnapshot snapshot;
    snapshot.identityNote
        = QCoreApplication::translate("DiskInventory", "No udev daemon: disk identity read from sysfs");
    return snapshot;
}
