#pragma once

#include "monitor/sample/parseerror.h"
#include "monitor/sample/progresssample.h"

#include <QMap>
#include <QString>
#include <QStringView>

// The md sysfs attributes of one array (/sys/block/mdX/md/...).
struct MdSysfsStatus {
    QString syncAction; // idle, resync, recover, check, repair, reshape, frozen
    std::optional<qint64> syncDoneSectors; // sync_completed "done / total", 512-byte sectors
    std::optional<qint64> syncTotalSectors;
    std::optional<int> degraded; // number of missing members
    std::optional<qint64> syncSpeedKiBPerSec; // sync_speed, averaged by the kernel over ~30 s
    QString arrayState; // clean, active, read-auto, ...
    std::optional<qint64> mismatchCount; // mismatch_cnt after a check
    ProgressSample progress;
};

// Reads md sysfs attribute values (file name -> content). md/sync_completed lags /proc/mdstat.
class MdSysfsParser {
public:
    static ParseResult<MdSysfsStatus> parse(const QMap<QString, QString> &attributes, qint64 timestampMs = 0);
    // "grep -H . /sys/block/md0/md/{sync_action,sync_completed,...}" output: "PATH:VALUE" lines.
    static ParseResult<QMap<QString, QString>> parseListing(QStringView text);
};
