#pragma once

#include <QByteArray>
#include <QString>

// Reads the volume group name from the start of an LVM2 physical volume: the metadata area
// header (magic " LVM2 x[5A%r0N*>") points at the current text metadata, which begins with
// "VGNAME {". blkid does not report the VG; the cleanup advice needs it (vgck --updatemetadata VG).
class LvmMetadataReader {
public:
    static constexpr qsizetype HeadBytes = 1024 * 1024; // how much of the PV to pass in
    static QString volumeGroup(const QByteArray &head); // empty when not found
};
