#include "monitor/parsers/zpoolscanparser.h"

#include "monitor/sample/sizetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace {

using Result = ParseResult<ZpoolScan>;

Result failAt(Result result, int index, const QString &line, const char *message)
{
    result.error = ParseError {index, line, QCoreApplication::translate("ZpoolScanParser", message)};
    return result;
}

QRegularExpressionMatch matchLine(const char *pattern, const QString &line)
{
    return QRegularExpression(QString::fromLatin1(pattern)).match(line);
}

std::optional<qint64> size(const QRegularExpressionMatch &m, int group)
{
    return m.hasCaptured(group) ? parseZfsSize(m.capturedView(group)) : std::nullopt;
}

std::optional<double> rate(const QRegularExpressionMatch &m, int group)
{
    return m.hasCaptured(group) ? parseZfsRate(m.capturedView(group)) : std::nullopt;
}

// "H:MM:SS to go", "0 days 15:31:31 to go", "123h32m to go", "no estimated completion time",
// "(scan is slow, no estimated time)". False if the text is none of these.
bool parseRemaining(const QString &text, ZpoolScan &scan)
{
    if (text.isEmpty() || text.contains(QLatin1String("no estimated")))
        return true;
    if (!text.endsWith(QLatin1String(" to go")))
        return false;
    scan.sample.etaSeconds = parseDurationSeconds(QStringView(text).chopped(6));
    return scan.sample.etaSeconds.has_value();
}

// One continuation line of a running scan. False if the line has no known form.
bool parseProgressLine(const QString &line, ZpoolScan &scan)
{
    // 2.0, 2.1: "820G scanned at 16.7G/s, 1.80G issued at 37.6M/s, 2.12T total"
    auto m = matchLine("^(\\S+) scanned at (\\S+), (\\S+) issued at (\\S+), (\\S+) total$", line);
    if (m.hasMatch()) {
        scan.scannedBytes = size(m, 1);
        scan.scanRate = rate(m, 2);
        scan.issuedBytes = size(m, 3);
        scan.issueRate = rate(m, 4);
        scan.totalBytes = size(m, 5);
        return scan.scannedBytes && scan.issuedBytes && scan.totalBytes;
    }
    // 2.2+: "18.3G / 18.4G scanned at 1G/s, 2.10G / 17.9G issued at 79.8M/s" (either rate may be absent)
    m = matchLine("^(\\S+) / (\\S+) scanned(?: at (\\S+))?, (\\S+) / (\\S+) issued(?: at (\\S+))?$", line);
    if (m.hasMatch()) {
        scan.scannedBytes = size(m, 1);
        scan.scanRate = rate(m, 3);
        scan.issuedBytes = size(m, 4);
        scan.totalBytes = size(m, 5);
        scan.issueRate = rate(m, 6);
        return scan.scannedBytes && scan.issuedBytes && scan.totalBytes;
    }
    // 0.6, 0.7: "72.6M scanned out of 1.03T at 2.42M/s, 123h32m to go"
    m = matchLine("^(\\S+) scanned out of (\\S+) at (\\S+), (.+)$", line);
    if (m.hasMatch()) {
        scan.scannedBytes = size(m, 1);
        scan.totalBytes = size(m, 2);
        scan.scanRate = rate(m, 3);
        return scan.scannedBytes && scan.totalBytes && parseRemaining(m.captured(4), scan);
    }
    // "11.6G resilvered, 0.11% done, 0 days 15:31:31 to go" / "0 repaired, 0.04% done"
    m = matchLine("^(\\S+) (?:resilvered|repaired), (\\d+(?:\\.\\d+)?)% done(?:, (.+))?$", line);
    if (m.hasMatch()) {
        scan.processedBytes = size(m, 1);
        scan.sample.percent = m.capturedView(2).toDouble();
        return scan.processedBytes && parseRemaining(m.captured(3), scan);
    }
    return false;
}

void settleRunningSample(ZpoolScan &scan)
{
    ProgressSample &sample = scan.sample;
    if (scan.issuedBytes) {
        sample.bytesDone = scan.issuedBytes;
        sample.speedBytesPerSec = scan.issueRate;
    } else {
        sample.bytesDone = scan.scannedBytes;
        sample.speedBytesPerSec = scan.scanRate;
    }
    sample.bytesTotal = scan.totalBytes;
    if (!sample.percent && sample.bytesDone && sample.bytesTotal && *sample.bytesTotal > 0)
        sample.percent = 100.0 * static_cast<double>(*sample.bytesDone) / static_cast<double>(*sample.bytesTotal);
}

ProgressState activeState(const QString &function)
{
    return function == QLatin1String("resilver") ? ProgressState::Resilver : ProgressState::Scrub;
}

// "none requested": no scrub or resilver ever ran (both the scan: and the old scrub: form).
bool isNoScan(const QString &first, ZpoolScan &scan)
{
    if (first != QLatin1String("none requested"))
        return false;
    scan.function = QStringLiteral("none");
    scan.sample.state = ProgressState::Idle;
    return true;
}

} // namespace

ParseResult<ZpoolScan> ZpoolScanParser::parseScan(const QStringList &lines)
{
    Result result;
    ZpoolScan &scan = result.value;
    scan.sample.rawLines = lines;
    const QString first = lines.value(0);
    if (isNoScan(first, scan))
        return result;
    // "resilvered 432K in 00:00:01 with 0 errors on Fri Dec 23 11:14:23 2022"
    // "scrub repaired 0B in 04:12:33 with 0 errors on ..." / "scrub repaired 0 in 2h51m with 0 errors on ..."
    // A dRAID sequential rebuild names its vdev: "resilvered (draid1:2d:4c:1s-0) 46.6M in 00:00:08 with ..."
    // (zpool_main.c print_rebuild_status_impl()). The finished line has no issued bytes: the sample
    // carries no byte count, and the resilvered figure stays in processedBytes.
    auto m = matchLine(
        "^(resilvered|scrub repaired)(?: \\(([^)]*)\\))? (\\S+) in (\\S+) with (\\d+) errors on (.+)$", first);
    if (m.hasMatch()) {
        scan.function = m.capturedView(1) == u"resilvered" ? QStringLiteral("resilver") : QStringLiteral("scrub");
        scan.vdev = m.captured(2);
        scan.processedBytes = size(m, 3);
        scan.durationSeconds = parseDurationSeconds(m.capturedView(4));
        scan.endedOn = m.captured(6);
        scan.sample.state = ProgressState::Finished;
        scan.sample.percent = 100.0;
        scan.sample.errors = m.capturedView(5).toLongLong();
        if (!scan.processedBytes || !scan.durationSeconds)
            return failAt(result, 0, first, QT_TRANSLATE_NOOP("ZpoolScanParser", "unreadable size or duration"));
        return result;
    }
    m = matchLine("^(resilver|scrub)(?: \\(([^)]*)\\))? canceled on (.+)$", first);
    if (m.hasMatch()) {
        scan.function = m.captured(1);
        scan.vdev = m.captured(2);
        scan.endedOn = m.captured(3);
        scan.sample.state = ProgressState::Canceled;
        return result;
    }
    // "resilver in progress since ...", "resilver (draid1:...) in progress since ...", "scrub paused since ..."
    m = matchLine("^(resilver|scrub)(?: \\(([^)]*)\\))? (in progress|paused) since (.+)$", first);
    if (!m.hasMatch())
        return failAt(result, 0, first, QT_TRANSLATE_NOOP("ZpoolScanParser", "unknown scan line"));
    scan.function = m.captured(1);
    scan.vdev = m.captured(2);
    scan.since = m.captured(4);
    scan.sample.state = m.capturedView(3) == u"paused" ? ProgressState::Paused : activeState(scan.function);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines[i].startsWith(QLatin1String("scrub started on ")))
            continue; // second line of a paused scrub
        if (!parseProgressLine(lines[i], scan))
            return failAt(result, static_cast<int>(i), lines[i],
                QT_TRANSLATE_NOOP("ZpoolScanParser", "unknown scan progress line"));
    }
    settleRunningSample(scan);
    return result;
}

ParseResult<ZpoolScan> ZpoolScanParser::parseLegacyScrub(const QStringList &lines)
{
    Result result;
    ZpoolScan &scan = result.value;
    scan.sample.rawLines = lines;
    const QString first = lines.value(0);
    if (isNoScan(first, scan))
        return result;
    // "scrub in progress for 0h0m, 12.34% done, 0h5m to go"
    auto m = matchLine("^(resilver|scrub) in progress(?: for (\\S+))?, (\\d+(?:\\.\\d+)?)% done, (\\S+) to go$", first);
    if (m.hasMatch()) {
        scan.function = m.captured(1);
        scan.sample.state = activeState(scan.function);
        scan.sample.percent = m.capturedView(3).toDouble();
        scan.sample.etaSeconds = parseDurationSeconds(m.capturedView(4));
        if (m.hasCaptured(2))
            scan.durationSeconds = parseDurationSeconds(m.capturedView(2));
        return result;
    }
    // "resilver completed after 0h0m with 0 errors on Tue ..." / "scrub stopped after ..."
    m = matchLine("^(resilver|scrub) (completed|stopped) after (\\S+) with (\\d+) errors on (.+)$", first);
    if (m.hasMatch()) {
        scan.function = m.captured(1);
        scan.sample.state = m.capturedView(2) == u"completed" ? ProgressState::Finished : ProgressState::Canceled;
        if (scan.sample.state == ProgressState::Finished)
            scan.sample.percent = 100.0;
        scan.durationSeconds = parseDurationSeconds(m.capturedView(3));
        scan.sample.errors = m.capturedView(4).toLongLong();
        scan.endedOn = m.captured(5);
        return result;
    }
    return failAt(result, 0, first, QT_TRANSLATE_NOOP("ZpoolScanParser", "unknown scrub line"));
}

ParseResult<ZpoolScan> ZpoolScanParser::parseExpand(const QStringList &lines)
{
    Result result;
    ZpoolScan &scan = result.value;
    scan.function = QStringLiteral("expansion");
    scan.sample.rawLines = lines;
    const QString first = lines.value(0);
    // "expanded raidz2-0 copied 944K in 00:02:17, on Sun May 11 13:15:23 2025"
    auto m = matchLine("^expanded (\\S+) copied (\\S+) in (\\S+), on (.+)$", first);
    if (m.hasMatch()) {
        scan.vdev = m.captured(1);
        scan.processedBytes = size(m, 2);
        scan.durationSeconds = parseDurationSeconds(m.capturedView(3));
        scan.endedOn = m.captured(4);
        scan.sample.state = ProgressState::Finished;
        scan.sample.percent = 100.0;
        scan.sample.bytesDone = scan.processedBytes;
        return result;
    }
    m = matchLine("^expansion of (\\S+) in progress since (.+)$", first);
    if (!m.hasMatch())
        return failAt(result, 0, first, QT_TRANSLATE_NOOP("ZpoolScanParser", "unknown expand line"));
    scan.vdev = m.captured(1);
    scan.since = m.captured(2);
    scan.sample.state = ProgressState::Reshape;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        // "563K / 588K copied at 14.8K/s, 95.75% done, 00:00:01 to go" / ", (copy is slow, no estimated time)"
        m = matchLine("^(\\S+) / (\\S+) copied(?: at (\\S+))?, (\\d+(?:\\.\\d+)?)% done(?:, (.+))?$", lines[i]);
        if (!m.hasMatch())
            return failAt(result, static_cast<int>(i), lines[i],
                QT_TRANSLATE_NOOP("ZpoolScanParser", "unknown expansion progress line"));
        scan.processedBytes = size(m, 1);
        scan.totalBytes = size(m, 2);
        scan.issueRate = rate(m, 3);
        scan.sample.percent = m.capturedView(4).toDouble();
        if (!parseRemaining(m.captured(5), scan))
            return failAt(result, static_cast<int>(i), lines[i],
                QT_TRANSLATE_NOOP("ZpoolScanParser", "unknown remaining-time form"));
        scan.sample.bytesDone = scan.processedBytes;
        scan.sample.bytesTotal = scan.totalBytes;
        scan.sample.speedBytesPerSec = scan.issueRate;
    }
    return result;
}
