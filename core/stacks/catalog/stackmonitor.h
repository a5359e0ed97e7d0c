#pragma once

#include "stacks/plan/plan.h"

#include <QList>
#include <QString>
#include <QStringList>

// Where a stack's rebuild, resync, resilver and scrub progress can be read, and with which
// read-only commands: the privileged helper runs them for the `sample` request, a monitor parses
// their output (core/monitor). Derived from the recipe alone, so it names exactly what the
// recipe creates.
struct StackMonitorSource {
    enum class Kind {
        None, // the stack is unknown
        Md, // /proc/mdstat and /sys/block/<md>/md/{sync_action,sync_completed}
        Lvs, // lvs --reportformat json on the RAID LV
        Zpool, // zpool status of the pool
        Btrfs, // btrfs replace status and btrfs scrub status of the mount point
    };
    Kind kind = Kind::None;
    QString target; // md device (/dev/md/data), vg/lv (vg_raid/data), pool (tank) or mount point
    QString mdKernelName; // Md: the kernel name the recipe expects (md127) when target does not resolve
    QStringList files; // Md: files to read (/proc/mdstat); the sysfs files follow from the kernel name
    QList<QStringList> commands; // read-only argvs, program names resolved by the helper; each may fail
    bool operator==(const StackMonitorSource &) const = default;
};

// "mdstat", "lvs", "zpool", "btrfs" (the `source` of a sample event), "" for None.
QString stackMonitorKindName(StackMonitorSource::Kind kind);

// The status source of the stack the request names; Kind::None for a stack no recipe knows.
StackMonitorSource monitorSourceFor(const RecipeRequest &request);
