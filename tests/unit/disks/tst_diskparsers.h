#pragma once

#include <QObject>

// Parsers and sysfs reading against fixtures captured from this machine and hand-built trees.
class TestDiskParsers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mountInfo_data();
    void mountInfo();
    void mountInfoSkipsBrokenLines();
    void unescape_data();
    void unescape();
    void swaps_data();
    void swaps();
    void sysfsThisMachine();
    void sysfsServer_data();
    void sysfsServer();
    void vpdPage80_data();
    void vpdPage80();
    void wwnFromWwid_data();
    void wwnFromWwid();
    void transport_data();
    void transport();
    void udevProperties();
    void lvmVolumeGroup_data();
    void lvmVolumeGroup();
    void stableId_data();
    void stableId();
};
