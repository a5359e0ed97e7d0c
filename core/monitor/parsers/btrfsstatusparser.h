#pragma once

#include "monitor/sample/parseerror.h"
#include "monitor/sample/progresssample.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringView>

// "btrfs replace status -1 MNT": one line; without -1 the same lines repeat while it runs.
struct BtrfsReplaceStatus {
    QString startedOn; // " 1.Dec 02:20:37" as printed (no year)
    QString endedOn; // finished / canceled / suspended on
    std::optional<qint64> writeErrors;
    std::optional<qint64> uncorrectableReadErrors;
    ProgressSample progress; // the last line's sample
    QList<ProgressSample> samples; // one per line read
};

// "btrfs scrub status [-R] MNT".
struct BtrfsScrubStatus {
    QString uuid;
    QString status; // running, finished, aborted, interrupted; empty when never run
    QString started;
    std::optional<qint64> durationSeconds;
    std::optional<qint64> totalBytes; // "Total to scrub"
    std::optional<qint64> scrubbedBytes; // "Bytes scrubbed" or data+tree bytes with -R
    std::optional<double> rateBytesPerSec;
    QString errorSummary;
    // What the scrub found, by kind ("csum", "read", "verify", "super": the summary's "csum=12", or
    // -R's csum_errors …), and what it did about it ("Corrected:", "Uncorrectable:", or -R's
    // corrected_errors, uncorrectable_errors). Unset when the output does not say.
    QMap<QString, qint64> errorsFound;
    std::optional<qint64> corrected;
    std::optional<qint64> uncorrectable;
    ProgressSample progress;
};

class BtrfsReplaceStatusParser {
public:
    static ParseResult<BtrfsReplaceStatus> parse(QStringView text, qint64 timestampMs = 0);
};

class BtrfsScrubStatusParser {
public:
    static ParseResult<BtrfsScrubStatus> parse(QStringView text, qint64 timestampMs = 0);
};
