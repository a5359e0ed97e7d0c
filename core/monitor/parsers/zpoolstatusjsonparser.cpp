#include "monitor/parsers/zpoolstatusjsonparser.h"

#include "monitor/sample/sizetext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

qint64 number(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isDouble())
        return static_cast<qint64>(value.toDouble());
    const QString text = value.toString().trimmed();
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (ok)
        return n;
    return parseZfsSize(text).value_or(0);
}

qint64 epochSeconds(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isDouble())
        return static_cast<qint64>(value.toDouble());
    const QString text = value.toString().simplified();
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (ok)
        return n;
    const QDateTime time = QDateTime::fromString(text, QStringLiteral("ddd MMM d HH:mm:ss yyyy"));
    return time.isValid() ? time.toSecsSinceEpoch() : 0;
}

ZpoolScanStats readScanStats(const QJsonObject &o)
{
    ZpoolScanStats s;
    s.function = o.value(QLatin1String("function")).toString();
    s.state = o.value(QLatin1String("state")).toString();
    s.startTime = epochSeconds(o, "start_time");
    s.endTime = epochSeconds(o, "end_time");
    s.toExamine = number(o, "to_examine");
    s.examined = number(o, "examined");
    s.skipped = number(o, "skipped");
    s.processed = number(o, "processed");
    s.errors = number(o, "errors");
    s.passExamined = number(o, "bytes_per_scan");
    s.passStart = epochSeconds(o, "pass_start");
    s.scrubPause = epochSeconds(o, "scrub_pause");
    s.scrubSpentPaused = number(o, "scrub_spent_paused");
    s.passIssued = number(o, "issued_bytes_per_scan");
    s.issued = number(o, "issued");
    return s;
}

QList<ZpoolRebuildStats> readRebuildStats(const QJsonObject &map)
{
    QList<ZpoolRebuildStats> list;
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        ZpoolRebuildStats s;
        s.vdev = o.value(QLatin1String("name")).toString(it.key());
        s.state = o.value(QLatin1String("state")).toString();
        s.startTime = epochSeconds(o, "start_time");
        s.endTime = epochSeconds(o, "end_time");
        s.scanned = number(o, "scanned");
        s.issued = number(o, "issued");
        s.rebuilt = number(o, "rebuilt");
        s.toScan = number(o, "to_scan");
        s.errors = number(o, "errors");
        list << s;
    }
    return list;
}

RaidzExpandStats readExpandStats(const QJsonObject &o)
{
    RaidzExpandStats s;
    s.state = o.value(QLatin1String("state")).toString();
    s.expandingVdev = o.value(QLatin1String("expanding_vdev")).toString();
    if (s.expandingVdev.isEmpty())
        s.expandingVdev = o.value(QLatin1String("name")).toString();
    s.startTime = epochSeconds(o, "start_time");
    s.endTime = epochSeconds(o, "end_time");
    s.toReflow = number(o, "to_reflow");
    s.reflowed = number(o, "reflowed");
    return s;
}

void readVdevs(const QJsonObject &map, int depth, const QString &section, QList<ZpoolVdev> &out)
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        ZpoolVdev vdev;
        vdev.name = o.value(QLatin1String("name")).toString(it.key());
        vdev.depth = depth;
        vdev.section = section;
        vdev.state = o.value(QLatin1String("state")).toString();
        vdev.readErrors = number(o, "read_errors");
        vdev.writeErrors = number(o, "write_errors");
        vdev.checksumErrors = number(o, "checksum_errors");
        if (o.contains(QLatin1String("scan_processed")))
            vdev.scanProcessedBytes = number(o, "scan_processed");
        if (o.contains(QLatin1String("was")))
            vdev.note = QStringLiteral("was ") + o.value(QLatin1String("was")).toString();
        out << vdev;
        readVdevs(o.value(QLatin1String("vdevs")).toObject(), depth + 1, section, out);
    }
}

ProgressState functionState(const QString &function)
{
    return function == QLatin1String("RESILVER") ? ProgressState::Resilver : ProgressState::Scrub;
}

// A sequential rebuild as the text form prints it: "resilver (VDEV) in progress since …" or
// "resilvered (VDEV) X in …".
ZpoolScan rebuildScan(const ZpoolRebuildStats &rebuild, qint64 timestampMs)
{
    ZpoolScan scan;
    scan.function = QStringLiteral("resilver");
    scan.vdev = rebuild.vdev;
    scan.scannedBytes = rebuild.scanned;
    scan.issuedBytes = rebuild.issued;
    scan.totalBytes = rebuild.toScan;
    scan.processedBytes = rebuild.rebuilt;
    ProgressSample &sample = scan.sample;
    sample.timestampMs = timestampMs;
    sample.errors = rebuild.errors;
    sample.bytesDone = rebuild.scanned;
    sample.bytesTotal = rebuild.toScan;
    if (rebuild.state == QLatin1String("COMPLETE")) {
        sample.state = ProgressState::Finished;
        sample.percent = 100.0;
        if (rebuild.endTime > rebuild.startTime && rebuild.startTime > 0)
            scan.durationSeconds = rebuild.endTime - rebuild.startTime;
    } else if (rebuild.state == QLatin1String("CANCELED")) {
        sample.state = ProgressState::Canceled;
    } else if (rebuild.state == QLatin1String("ACTIVE")) {
        sample.state = ProgressState::Resilver;
        // As print_rebuild_status_impl(): scanned over the estimate, at most 100.
        if (rebuild.toScan > 0)
            sample.percent = std::min(100.0, 100.0 * double(rebuild.scanned) / double(rebuild.toScan + 1));
    } else {
        sample.state = ProgressState::Idle;
    }
    return scan;
}

} // namespace

ProgressSample ZpoolStatusJsonParser::sampleFromScanStats(const ZpoolScanStats &s, qint64 timestampMs)
{
    ProgressSample sample;
    sample.timestampMs = timestampMs;
    if (s.function.isEmpty() || s.function == QLatin1String("NONE") || s.state == QLatin1String("NONE")) {
        sample.state = ProgressState::Idle;
        return sample;
    }
    const qint64 totalIssue = std::max<qint64>(0, s.toExamine - s.skipped);
    sample.bytesTotal = totalIssue;
    sample.errors = s.errors;
    if (s.state == QLatin1String("FINISHED")) {
        // bytesDone stays the issued count, as while it ran; processed is what was written.
        sample.state = ProgressState::Finished;
        sample.percent = 100.0;
        sample.bytesDone = s.issued;
        if (s.endTime > s.startTime && s.startTime > 0)
            sample.speedBytesPerSec = static_cast<double>(s.issued) / static_cast<double>(s.endTime - s.startTime);
        return sample;
    }
    if (s.state == QLatin1String("CANCELED")) {
        sample.state = ProgressState::Canceled;
        sample.bytesDone = s.issued;
        return sample;
    }
    sample.state = s.scrubPause > 0 ? ProgressState::Paused : functionState(s.function);
    sample.bytesDone = s.issued;
    if (totalIssue > 0)
        sample.percent = 100.0 * static_cast<double>(s.issued) / static_cast<double>(totalIssue);
    // As zpool_main.c print_scan_scrub_resilver_status(): rates over the current pass.
    qint64 elapsed = timestampMs / 1000 - s.passStart - s.scrubSpentPaused;
    elapsed = elapsed > 0 ? elapsed : 1;
    const double issueRate = static_cast<double>(s.passIssued) / static_cast<double>(elapsed);
    if (s.passStart > 0 && timestampMs > 0) {
        sample.speedBytesPerSec = issueRate;
        // zpool status prints "no estimated completion time" under 10 MB/s; the ETA is still
        // the best figure there is, so it is kept whenever the rate is not zero.
        if (issueRate > 0 && totalIssue >= s.issued)
            sample.etaSeconds = static_cast<qint64>(static_cast<double>(totalIssue - s.issued) / issueRate);
    }
    return sample;
}

ParseResult<QList<ZpoolJsonStatus>> ZpoolStatusJsonParser::parse(QStringView json, qint64 timestampMs)
{
    ParseResult<QList<ZpoolJsonStatus>> result;
    QJsonParseError jsonError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &jsonError);
    if (jsonError.error != QJsonParseError::NoError) {
        const QStringView before = json.left(jsonError.offset);
        const qsizetype start = before.lastIndexOf(u'\n') + 1;
        const qsizetype end = json.indexOf(u'\n', start);
        result.error = ParseError {static_cast<int>(before.count(u'\n')) + 1,
            json.mid(start, end < 0 ? -1 : end - start).toString(),
            ZpoolStatusJsonParser::tr("not JSON: ") + jsonError.errorString()};
        return result;
    }
    const QJsonObject pools = document.object().value(QLatin1String("pools")).toObject();
    if (!document.object().contains(QLatin1String("pools"))) {
        result.error = ParseError {1, json.left(80).toString(),
            ZpoolStatusJsonParser::tr("no \"pools\" object: run zpool status -j (OpenZFS 2.3 or later)")};
        return result;
    }
    for (auto it = pools.begin(); it != pools.end(); ++it) {
        const QJsonObject pool = it.value().toObject();
        ZpoolJsonStatus entry;
        ZpoolStatus &status = entry.status;
        status.pool = pool.value(QLatin1String("name")).toString(it.key());
        status.state = pool.value(QLatin1String("state")).toString();
        status.status = pool.value(QLatin1String("status")).toString();
        status.action = pool.value(QLatin1String("action")).toString();
        status.errors = pool.value(QLatin1String("error_count")).toVariant().toString();
        readVdevs(pool.value(QLatin1String("vdevs")).toObject(), 0, QString(), status.vdevs);
        const std::pair<const char *, const char *> sections[] = {
            {"logs", "logs"}, {"l2cache", "cache"}, {"spares", "spares"}, {"special", "special"}, {"dedup", "dedup"}};
        for (const auto &[key, name] : sections)
            readVdevs(pool.value(QLatin1String(key)).toObject(), 1, QString::fromLatin1(name), status.vdevs);
        if (pool.contains(QLatin1String("scan_stats"))) {
            const QJsonObject scanStats = pool.value(QLatin1String("scan_stats")).toObject();
            entry.scanStats = readScanStats(scanStats);
            entry.rebuildStats = readRebuildStats(scanStats.value(QLatin1String("rebuild_stats")).toObject());
            status.scan.function = entry.scanStats->function.toLower();
            status.scan.scannedBytes = entry.scanStats->examined;
            status.scan.issuedBytes = entry.scanStats->issued;
            status.scan.totalBytes = entry.scanStats->toExamine;
            status.scan.processedBytes = entry.scanStats->processed;
            status.scan.sample = sampleFromScanStats(*entry.scanStats, timestampMs);
            status.scan.issueRate = status.scan.sample.speedBytesPerSec;
            status.scans << status.scan;
            for (const ZpoolRebuildStats &rebuild : std::as_const(entry.rebuildStats)) {
                status.scans << rebuildScan(rebuild, timestampMs);
                if (progressStateIsActive(status.scans.last().sample.state)
                    && !progressStateIsActive(status.scan.sample.state))
                    status.scan = status.scans.last();
            }
        } else {
            status.scan.function = QStringLiteral("none");
            status.scan.sample.state = ProgressState::Idle;
            status.scan.sample.timestampMs = timestampMs;
        }
        if (pool.contains(QLatin1String("raidz_expand_stats"))) {
            entry.expandStats = readExpandStats(pool.value(QLatin1String("raidz_expand_stats")).toObject());
            ZpoolScan expand;
            expand.function = QStringLiteral("expansion");
            expand.vdev = entry.expandStats->expandingVdev;
            expand.processedBytes = entry.expandStats->reflowed;
            expand.totalBytes = entry.expandStats->toReflow;
            expand.sample.timestampMs = timestampMs;
            expand.sample.state = entry.expandStats->state == QLatin1String("FINISHED") ? ProgressState::Finished
                                                                                        : ProgressState::Reshape;
            expand.sample.bytesDone = entry.expandStats->reflowed;
            expand.sample.bytesTotal = entry.expandStats->toReflow;
            if (entry.expandStats->toReflow > 0)
                expand.sample.percent = 100.0 * static_cast<double>(entry.expandStats->reflowed)
                    / static_cast<double>(entry.expandStats->toReflow);
            status.expand = expand;
        }
        result.value << entry;
    }
    return result;
}
