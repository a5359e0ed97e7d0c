#pragma once

#include "disks/disk/disk.h"

#include <QList>
#include <QString>

// A region of a disk to probe: the disk itself (offset 0, size 0 = to the end) or one partition.
struct ProbeRegion {
    QString device; // the device node reported with the signatures: /dev/sda or /dev/sda1
    quint64 offsetBytes = 0;
    quint64 sizeBytes = 0; // 0: to the end of the disk
};

struct ProbeResult {
    QList<DiskSignature> signatures;
    bool probed = false; // false when the disk could not be read: the signatures are unknown, not absent
    bool permissionDenied = false;
    QString error; // translated, with the next step for the user
};

// Low-level libblkid probe of a disk and its partitions: TYPE, PTTYPE, USAGE, LABEL, UUID.
// The disk is opened read-only once; partitions are probed at their offsets, so no partition
// device node is needed. Ambivalent results (two signatures that exclude each other) are
// listed one by one, as wipefs would list them.
class BlkidProbe {
public:
    static ProbeResult probe(const QString &diskNode, const QList<ProbeRegion> &regions);
};
