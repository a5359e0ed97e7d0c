#pragma once

#include "monitor/parsers/mdstatus.h"
#include "monitor/sample/parseerror.h"

#include <QCoreApplication>
#include <QStringView>

// Reads /proc/mdstat: every array with its level, members and flags, "[n/m] [UU_]", the progress
// line (resync, recovery, check, repair, reshape), resync=DELAYED / PENDING and the bitmap line.
// Block counts are 1 KiB units; speeds K/sec are KiB/s.
class MdstatParser {
    Q_DECLARE_TR_FUNCTIONS(MdstatParser)

public:
    static ParseResult<MdstatReport> parse(QStringView text, qint64 timestampMs = 0);
    // The "[==>...]  recovery = 8.5% (16775552/195310144) finish=17.0min speed=259783K/sec" line
    // alone; nullopt if the line is not one.
    static std::optional<ProgressSample> parseProgressLine(QStringView line);
};
