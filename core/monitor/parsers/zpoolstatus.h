#pragma once

#include "monitor/sample/progresssample.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// A scan (resilver or scrub) or a raidz expansion as "zpool status" reports it.
struct ZpoolScan {
    QString function; // "resilver", "scrub", "expansion" or "none"
    // expansion: the raidz vdev being expanded; a sequential (dRAID) rebuild: the top-level vdev
    // it names, "resilvered (draid1:2d:4c:1s-0) 46.6M in …"; empty for a healing resilver or a scrub
    QString vdev;
    QString since; // start date, as printed
    QString endedOn; // end date of a finished or canceled scan, as printed
    std::optional<qint64> scannedBytes; // metadata scanned (examined)
    std::optional<qint64> issuedBytes; // data issued (read for the repair)
    std::optional<qint64> totalBytes; // to examine
    // "N resilvered" / "N repaired" / expansion "copied": what the scan wrote. For a resilver it is
    // the bytes written to the replacement (zio repairs counted on leaf vdevs, vdev.c), never the
    // pool-wide issued bytes, which count every survivor's data and parity read.
    std::optional<qint64> processedBytes;
    std::optional<double> scanRate; // bytes/s
    std::optional<double> issueRate; // bytes/s
    std::optional<qint64> durationSeconds; // finished: "in H:MM:SS"
    ProgressSample sample;
};

// One row of the config: tree. depth 0 is the pool (or a section such as "logs").
struct ZpoolVdev {
    QString name;
    int depth = 0;
    QString section; // "", "logs", "cache", "spares", "special", "dedup"
    QString state; // ONLINE, DEGRADED, FAULTED, OFFLINE, REMOVED, UNAVAIL, AVAIL, INUSE
    std::optional<qint64> readErrors;
    std::optional<qint64> writeErrors;
    std::optional<qint64> checksumErrors;
    QString note; // "(resilvering)", "was /dev/sdc1", ...
    // zpool status -j only: bytes the current or last scan repaired on this vdev (vs_scan_processed);
    // on the replacing leaf of a resilver, what it received.
    std::optional<qint64> scanProcessedBytes;
};

struct ZpoolStatus {
    QString pool;
    QString state;
    QString status;
    QString action;
    ZpoolScan scan; // the one a monitor follows: what runs now, else the last one printed
    QList<ZpoolScan> scans; // every scan: line as printed (a scrub, then a resilver or dRAID rebuild)
    std::optional<ZpoolScan> expand;
    QList<ZpoolVdev> vdevs;
    QString errors;

    bool degraded() const; // the pool or any vdev is not ONLINE (spares AVAIL are fine)
    QStringList unhealthyDevices() const; // leaf devices FAULTED, REMOVED, UNAVAIL, OFFLINE, DEGRADED
    // The sample a monitor shows: a running expansion wins over an idle scan.
    ProgressSample progress() const;
    // The finished resilvers and sequential rebuilds among scans (2.0+ prints the last of each),
    // in the order printed.
    QList<ZpoolScan> finishedRebuilds() const;
};
