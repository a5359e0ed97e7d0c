#pragma once

#include "monitor/parsers/zpoolstatus.h"
#include "monitor/sample/parseerror.h"

#include <QCoreApplication>
#include <QList>
#include <QStringView>

// scan_stats of "zpool status -j" (OpenZFS 2.3+): raw counters. Times are epoch seconds.
struct ZpoolScanStats {
    QString function; // SCRUB, RESILVER, ERRORSCRUB, NONE
    QString state; // SCANNING, FINISHED, CANCELED, NONE
    qint64 startTime = 0;
    qint64 endTime = 0;
    qint64 toExamine = 0;
    qint64 examined = 0;
    qint64 skipped = 0;
    qint64 processed = 0; // resilvered or repaired bytes
    qint64 errors = 0;
    qint64 passExamined = 0; // bytes_per_scan
    qint64 passStart = 0;
    qint64 scrubPause = 0;
    qint64 scrubSpentPaused = 0;
    qint64 passIssued = 0; // issued_bytes_per_scan
    qint64 issued = 0;
};

// One entry of scan_stats.rebuild_stats: a sequential rebuild (zpool replace -s, dRAID's
// distributed spare) of one top-level vdev (vdev_rebuild_stat_t).
struct ZpoolRebuildStats {
    QString vdev; // the top-level vdev as zpool names it, "draid1:2d:4c:1s-0"
    QString state; // ACTIVE, CANCELED, COMPLETE, NONE
    qint64 startTime = 0;
    qint64 endTime = 0;
    qint64 scanned = 0;
    qint64 issued = 0;
    qint64 rebuilt = 0; // bytes written to the distributed spare or the new disk ("N resilvered")
    qint64 toScan = 0;
    qint64 errors = 0;
};

// raidz_expand_stats (2.3+).
struct RaidzExpandStats {
    QString state; // SCANNING, FINISHED, ...
    QString expandingVdev;
    qint64 startTime = 0;
    qint64 endTime = 0;
    qint64 toReflow = 0;
    qint64 reflowed = 0;
};

struct ZpoolJsonStatus {
    ZpoolStatus status; // pool, state, vdevs; scan/expand samples derived from the counters
    std::optional<ZpoolScanStats> scanStats;
    QList<ZpoolRebuildStats> rebuildStats;
    std::optional<RaidzExpandStats> expandStats;
};

// Reads "zpool status -j [--json-int] [-p]". Values may be numbers (--json-int), exact number
// strings (-p) or ZFS "nicenum" strings; times may be epoch numbers or ctime strings.
class ZpoolStatusJsonParser {
    Q_DECLARE_TR_FUNCTIONS(ZpoolStatusJsonParser)

public:
    // timestampMs (epoch ms) is "now": rates and ETA are computed from the pass start as
    // "zpool status" does (rate = pass bytes / (now - pass_start - paused)).
    static ParseResult<QList<ZpoolJsonStatus>> parse(QStringView json, qint64 timestampMs);
    static ProgressSample sampleFromScanStats(const ZpoolScanStats &stats, qint64 timestampMs);
};
