#pragma once

#include "disks/disk/disk.h"

#include <QColor>
#include <QCoreApplication>
#include <QIcon>
#include <QString>

// How the GUI shows the values of a Disk: translated class and source names, the colour
// and icon of each class, human sizes. Shared by the disk table and the details pane,
// so both say the same thing in the same words.
class DiskPresentation {
    Q_DECLARE_TR_FUNCTIONS(DiskPresentation)
public:
    static QString className(DiskClass c); // "System", "In use", "Not blank", "Blank"
    static QString classVerdict(DiskClass c); // one sentence: what StackLab may do with it
    static QColor classBackground(DiskClass c); // light tint for table rows
    static QColor classForeground(DiskClass c); // text colour readable on that tint
    static QColor classAccent(DiskClass c); // strong colour for frames and badges
    static QIcon classIcon(DiskClass c);
    static QString classIconPath(DiskClass c);

    static QString stableIdSourceText(StableIdSource s); // "udev by-id link", "loop backing file", …

    // 1023 B, 512.0 MiB, 10.0 GiB, 1.82 TiB: binary units, three significant digits.
    static QString humanSize(quint64 bytes);
    // "10,737,418,240 bytes" in the user's locale.
    static QString exactBytes(quint64 bytes);
    static QString sectorSizes(const Disk &disk); // "512 B logical, 4096 B physical"

    // Every mount point on the disk and its partitions, "/mnt/x (sda1)" for partitions.
    static QStringList allMountpoints(const Disk &disk);
    // Holders of the disk and its partitions, "md127 (sda1)" for partitions.
    static QStringList allHolders(const Disk &disk);
    // The devices with active swap: the disk itself or its partitions.
    static QStringList swapDevices(const Disk &disk);
};
