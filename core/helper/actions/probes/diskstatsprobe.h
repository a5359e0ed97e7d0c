#pragma once

#include <QString>

// disk-stats: the counters the lab needs to tell a disk-bound phase from an emulator-bound one,
// read where the disks are (in the guest for the virtual lab): /proc/uptime, then "NAME FIELDS…"
// for every /sys/block/NAME/stat, the text BlockStatParser (core/monitor) reads. Files only, no
// program runs and nothing comes from the client: allowed before a claim and under --validate.
class DiskStatsProbe {
public:
    // `root` is "/" except in tests.
    static QString take(const QString &root = QStringLiteral("/"));
};
