#pragma once

#include "monitor/parsers/zpoolstatus.h"
#include "monitor/sample/parseerror.h"

#include <QList>
#include <QStringView>

// Reads "zpool status [POOL...]" text: every pool with its state, the scan (or zfs-fuse scrub)
// and raidz expansion progress, and the config tree with states and READ/WRITE/CKSUM counters.
// Also accepts a fragment such as "zpool status | grep -A1 expand:".
class ZpoolStatusParser {
public:
    static ParseResult<QList<ZpoolStatus>> parse(QStringView text, qint64 timestampMs = 0);
};
