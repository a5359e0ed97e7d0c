#pragma once

#include "monitor/progresssample.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// A scan (resilver or scrub) or a raidz expansion as "zpool status" reports it.
struct ZpoolScan {
    QString function; // "resilver", "scrub", "expansion" or "none"
    QString vdev; // expansion: the raidz vdev being expanded
    QString since; // start date, as printed
    QString endedOn; // end date of a finished or canceled scan, as printed
    std::optional<qint64> scannedBytes; // metadata scanned (examined)
    std::optional<qint64> issuedBytes; // data issued (read for the repair)
    std::optional<qint64> totalBytes; // to examine
    std::optional<qint64> processedBytes; // "N resilvered" / "N repaired" / expansion "copied"
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
};

struct ZpoolStatus {
    QString pool;
    QString state;
    QString status;
    QString action;
    ZpoolScan scan;
    std::optional<ZpoolScan> expand;
    QList<ZpoolVdev> vdevs;
    QString errors;

    bool degraded() const; // the pool or any vdev is not ONLINE (spares AVAIL are fine)
    QStringList unhealthyDevices() const; // leaf devices FAULTED, REMOVED, UNAVAIL, OFFLINE, DEGRADED
    // The sample a monitor shows: a running expansion wins over an idle scan.
    ProgressSample progress() const;
};
