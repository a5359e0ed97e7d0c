#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

class ExecPolicy;

// inventory: what exists now where the disks are (md arrays, LVM, ZFS pools, btrfs filesystems,
// mounts, loop devices and StackLab's loop labs), for the app's view of the target. Read-only: each
// source is one allow-listed tool that only reports (or a /proc file), run through the helper's
// ExecPolicy, and its output is sent as printed: the app parses it (core/lab TargetInventory), so
// the parsers are the ones tested on captured output. A tool that is not installed is named with
// its package under "missing"; one that fails, with its exit code and what it said.
class InventoryProbe {
    Q_DECLARE_TR_FUNCTIONS(InventoryProbe)

public:
    struct Source {
        QString key; // the name in the answer's "sources"
        QStringList argv;
    };
    // The tools, in the order they run; `mdadm --detail /dev/<md>` follows for each array.
    static const QList<Source> &sources();
    static constexpr int MaxSourceBytes = 1 << 20;

    // {sources: {key: text}, missing: {key: why}, loopLabs: [{session, directory, ownerPid, ownerAlive}]}
    static QJsonObject take(const ExecPolicy &policy, const QString &loopLabRoot);
    // The md arrays /proc/mdstat lists ("md127"), for their mdadm --detail.
    static QStringList arraysIn(const QString &mdstat);
};
