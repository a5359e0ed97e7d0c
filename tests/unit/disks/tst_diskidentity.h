#pragma once

#include <QObject>

// DiskIdentityResolver: a disk's names turned into each other, on the captured inventory of this
// machine's loop devices and on a SATA disk as udev names it (two by-id links).
class TestDiskIdentity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void loopDeviceByBackingFile();
    void loopDeviceThroughALink();
    void nodesStableIdsAndPartitions();
    void diskUnderTwoByIdNames();
    void planPath_data();
    void planPath();
    void labTargetPaths();
    void requestMaps();
};
