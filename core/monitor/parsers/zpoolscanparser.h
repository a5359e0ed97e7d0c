#pragma once

#include "monitor/parsers/zpoolstatus.h"
#include "monitor/sample/parseerror.h"

#include <QStringList>

// The "scan:" (OpenZFS 0.6 to 2.3), "scrub:" (zfs-fuse, old Solaris) and "expand:" (raidz
// expansion, 2.3) fields of "zpool status": the first line after the key and its continuation
// lines, whitespace trimmed. Sizes are ZFS binary multiples.
class ZpoolScanParser {
public:
    // On error, ParseError::line is the index (0-based) into `lines`.
    static ParseResult<ZpoolScan> parseScan(const QStringList &lines);
    static ParseResult<ZpoolScan> parseLegacyScrub(const QStringList &lines);
    static ParseResult<ZpoolScan> parseExpand(const QStringList &lines);
};
