#pragma once

#include "monitor/sample/parseerror.h"

#include <QMap>
#include <QString>
#include <QStringView>

// One block device's counters from /sys/block/<name>/stat (Documentation/block/stat.rst): the
// fields used here are the first eleven, which every kernel since 2.6 prints in this order.
struct BlockStat {
    quint64 readIos = 0; // field 1: read requests completed
    quint64 readSectors = 0; // field 3: 512-byte sectors read
    quint64 writeIos = 0; // field 5
    quint64 writeSectors = 0; // field 7
    quint64 ioTicksMs = 0; // field 10: milliseconds with at least one request in flight

    quint64 ios() const { return readIos + writeIos; }
    quint64 bytes() const { return (readSectors + writeSectors) * 512; }
    bool operator==(const BlockStat &) const = default;
};

// What the helper's disk-stats answer carries: the guest's /proc/uptime, then one line per block
// device, "NAME" and its stat fields. Two of them, before and after a phase, give how busy each
// disk was during it.
struct BlockStatSnapshot {
    double uptimeSeconds = 0;
    QMap<QString, BlockStat> disks;
    bool operator==(const BlockStatSnapshot &) const = default;
};

class BlockStatParser {
public:
    static ParseResult<BlockStatSnapshot> parse(QStringView text);
};
