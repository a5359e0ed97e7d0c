#pragma once

#include "disks/disk/disk.h"

#include <QString>
#include <QStringList>

// What a disk offers to name it stably, gathered from udev and sysfs.
struct StableIdFacts {
    QString name; // kernel name, the last resort
    QString transport;
    QString model;
    QString vendor;
    QString serial;
    QString wwn; // 0x5000c500a1b2c3d4 or eui.0025388b91b2c3d4
    QString pathId; // pci-0000:00:1f.2-ata-1
    QString backingFile; // loop devices
    QStringList byIdLinks; // /dev/disk/by-id/… from udev, whole-disk links only
};

struct StableId {
    QString id;
    StableIdSource source = StableIdSource::KernelName;
    bool operator==(const StableId &) const = default;
};

// Picks the stable ID of a disk, best first: a by-id link (wwn-, nvme-eui., ata-, nvme-, scsi-
// … as udev orders them), the WWN, the serial (named as udev would: virtio-SERIAL,
// ata-MODEL_SERIAL …), the bus path, a loop device's backing file, the kernel name.
class StableIdResolver {
public:
    static StableId resolve(const StableIdFacts &facts);
    static int byIdRank(const QString &link); // lower is better
    static QString udevSafe(const QString &text); // spaces and odd characters → '_', as udev names links
};
