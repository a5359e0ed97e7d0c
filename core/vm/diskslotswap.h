#pragma once

#include "vm/vmconfig.h"

#include <QCoreApplication>
#include <QString>

// What a person does at a lab machine after a pulled disk's stack is gone: takes the disk out of
// its slot and puts a fresh blank one of the same size in. Done on the running QEMU through its
// QMP monitor (VmConfig::qmpSocket): the old scsi-hd device and its drive leave, the image file
// is made anew (sparse, all zeros), and a new drive and device go into the same slot with the
// same serial. virtio-scsi tells the guest, whose kernel finds the disk as a hot-plugged one.
class DiskSlotSwap {
    Q_DECLARE_TR_FUNCTIONS(DiskSlotSwap)

public:
    // `currentDriveId`: the drive in slot `index` now ("d3" from the command line, or a former
    // swap's); `nextDriveId`: a name QEMU has not used yet. A slot whose device QEMU does not have
    // (a disk pulled before a power cut stays out of the next boot) just gets the fresh disk.
    static bool putFreshDisk(
        const VmConfig &config, int index, const QString &currentDriveId, const QString &nextDriveId, QString *error);
};
