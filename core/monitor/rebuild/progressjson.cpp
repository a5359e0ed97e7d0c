#include "monitor/rebuild/progressjson.h"

namespace {

template<typename T> void put(QJsonObject &object, const char *key, const std::optional<T> &value)
{
    if (value)
        object.insert(QLatin1String(key), static_cast<double>(*value));
}

void putText(QJsonObject &object, const char *key, const QString &value)
{
    if (!value.isEmpty())
        object.insert(QLatin1String(key), value);
}

QJsonObject scanToJson(const ZpoolScan &scan)
{
    QJsonObject o;
    o.insert(QLatin1String("function"), scan.function);
    putText(o, "vdev", scan.vdev);
    putText(o, "since", scan.since);
    putText(o, "ended_on", scan.endedOn);
    put(o, "scanned_bytes", scan.scannedBytes);
    put(o, "issued_bytes", scan.issuedBytes);
    put(o, "total_bytes", scan.totalBytes);
    put(o, "processed_bytes", scan.processedBytes);
    put(o, "scan_rate", scan.scanRate);
    put(o, "issue_rate", scan.issueRate);
    put(o, "duration_s", scan.durationSeconds);
    o.insert(QLatin1String("sample"), progressSampleToJson(scan.sample));
    return o;
}

QJsonObject poolToJson(const ZpoolStatus &pool)
{
    QJsonObject o;
    o.insert(QLatin1String("pool"), pool.pool);
    o.insert(QLatin1String("state"), pool.state);
    putText(o, "status", pool.status);
    putText(o, "action", pool.action);
    putText(o, "errors", pool.errors);
    o.insert(QLatin1String("degraded"), pool.degraded());
    o.insert(QLatin1String("unhealthy_devices"), QJsonArray::fromStringList(pool.unhealthyDevices()));
    o.insert(QLatin1String("scan"), scanToJson(pool.scan));
    if (pool.scans.size() > 1) {
        QJsonArray scans;
        for (const ZpoolScan &scan : pool.scans)
            scans << scanToJson(scan);
        o.insert(QLatin1String("scans"), scans);
    }
    if (pool.expand)
        o.insert(QLatin1String("expand"), scanToJson(*pool.expand));
    QJsonArray vdevs;
    for (const ZpoolVdev &vdev : pool.vdevs) {
        QJsonObject v;
        v.insert(QLatin1String("name"), vdev.name);
        v.insert(QLatin1String("depth"), vdev.depth);
        putText(v, "section", vdev.section);
        v.insert(QLatin1String("state"), vdev.state);
        put(v, "read_errors", vdev.readErrors);
        put(v, "write_errors", vdev.writeErrors);
        put(v, "checksum_errors", vdev.checksumErrors);
        put(v, "scan_processed_bytes", vdev.scanProcessedBytes);
        putText(v, "note", vdev.note);
        vdevs << v;
    }
    o.insert(QLatin1String("vdevs"), vdevs);
    o.insert(QLatin1String("progress"), progressSampleToJson(pool.progress()));
    return o;
}

} // namespace

QJsonObject progressSampleToJson(const ProgressSample &sample)
{
    QJsonObject o;
    o.insert(QLatin1String("timestamp_ms"), static_cast<double>(sample.timestampMs));
    o.insert(QLatin1String("state"), progressStateName(sample.state));
    put(o, "percent", sample.percent);
    put(o, "bytes_done", sample.bytesDone);
    put(o, "bytes_total", sample.bytesTotal);
    put(o, "speed_bytes_per_s", sample.speedBytesPerSec);
    put(o, "eta_s", sample.etaSeconds);
    put(o, "errors", sample.errors);
    o.insert(QLatin1String("raw"), QJsonArray::fromStringList(sample.rawLines));
    return o;
}

QJsonObject mdstatToJson(const MdstatReport &report)
{
    QJsonArray arrays;
    for (const MdArray &array : report.arrays) {
        QJsonObject a;
        a.insert(QLatin1String("name"), array.name);
        a.insert(QLatin1String("active"), array.active);
        putText(a, "read_only", array.readOnly);
        putText(a, "level", array.level);
        a.insert(QLatin1String("size_bytes"), static_cast<double>(array.sizeKiB * 1024));
        putText(a, "metadata", array.metadata);
        put(a, "raid_disks", array.raidDisks);
        put(a, "working_disks", array.workingDisks);
        putText(a, "slots", array.slotMap);
        putText(a, "bitmap", array.bitmap);
        a.insert(QLatin1String("degraded"), array.degraded());
        QJsonArray members;
        for (const MdMember &member : array.members) {
            QJsonObject m;
            m.insert(QLatin1String("device"), member.device);
            m.insert(QLatin1String("role"), member.role);
            QJsonArray flags;
            if (member.faulty)
                flags << QStringLiteral("faulty");
            if (member.spare)
                flags << QStringLiteral("spare");
            if (member.writeMostly)
                flags << QStringLiteral("write-mostly");
            if (member.journal)
                flags << QStringLiteral("journal");
            if (member.replacement)
                flags << QStringLiteral("replacement");
            m.insert(QLatin1String("flags"), flags);
            members << m;
        }
        a.insert(QLatin1String("members"), members);
        a.insert(QLatin1String("progress"), progressSampleToJson(array.progress));
        arrays << a;
    }
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("mdstat"));
    o.insert(QLatin1String("personalities"), QJsonArray::fromStringList(report.personalities));
    o.insert(QLatin1String("arrays"), arrays);
    putText(o, "unused_devices", report.unusedDevices);
    return o;
}

QJsonObject mdSysfsToJson(const MdSysfsStatus &status)
{
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("md-sysfs"));
    putText(o, "sync_action", status.syncAction);
    put(o, "sync_done_sectors", status.syncDoneSectors);
    put(o, "sync_total_sectors", status.syncTotalSectors);
    put(o, "degraded", status.degraded);
    put(o, "sync_speed_kib_per_s", status.syncSpeedKiBPerSec);
    putText(o, "array_state", status.arrayState);
    put(o, "mismatch_count", status.mismatchCount);
    o.insert(QLatin1String("progress"), progressSampleToJson(status.progress));
    return o;
}

QJsonObject lvsToJson(const QList<LvStatus> &lvs)
{
    QJsonArray rows;
    for (const LvStatus &lv : lvs) {
        QJsonObject r;
        r.insert(QLatin1String("vg"), lv.vg);
        r.insert(QLatin1String("lv"), lv.name);
        putText(r, "attr", lv.attr);
        putText(r, "segtype", lv.segtype);
        putText(r, "health", lv.healthStatus);
        putText(r, "raid_sync_action", lv.raidSyncAction);
        put(r, "sync_percent", lv.syncPercent);
        put(r, "copy_percent", lv.copyPercent);
        put(r, "data_percent", lv.dataPercent);
        put(r, "metadata_percent", lv.metadataPercent);
        put(r, "size_bytes", lv.sizeBytes);
        put(r, "mismatch_count", lv.mismatchCount);
        r.insert(QLatin1String("partial"), lv.partial());
        r.insert(QLatin1String("progress"), progressSampleToJson(lv.progress));
        rows << r;
    }
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("lvs"));
    o.insert(QLatin1String("lvs"), rows);
    return o;
}

QJsonObject zpoolStatusToJson(const QList<ZpoolStatus> &pools)
{
    QJsonArray list;
    for (const ZpoolStatus &pool : pools)
        list << poolToJson(pool);
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("zpool-status"));
    o.insert(QLatin1String("pools"), list);
    return o;
}

QJsonObject zpoolStatusJsonToJson(const QList<ZpoolJsonStatus> &pools)
{
    QJsonArray list;
    for (const ZpoolJsonStatus &pool : pools)
        list << poolToJson(pool.status);
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("zpool-status-json"));
    o.insert(QLatin1String("pools"), list);
    return o;
}

QJsonObject btrfsReplaceToJson(const BtrfsReplaceStatus &status)
{
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("btrfs-replace"));
    putText(o, "started_on", status.startedOn);
    putText(o, "ended_on", status.endedOn);
    put(o, "write_errors", status.writeErrors);
    put(o, "uncorrectable_read_errors", status.uncorrectableReadErrors);
    o.insert(QLatin1String("progress"), progressSampleToJson(status.progress));
    QJsonArray samples;
    for (const ProgressSample &sample : status.samples)
        samples << progressSampleToJson(sample);
    o.insert(QLatin1String("samples"), samples);
    return o;
}

QJsonObject btrfsScrubToJson(const BtrfsScrubStatus &status)
{
    QJsonObject o;
    o.insert(QLatin1String("kind"), QStringLiteral("btrfs-scrub"));
    o.insert(QLatin1String("uuid"), status.uuid);
    putText(o, "status", status.status);
    putText(o, "started", status.started);
    put(o, "duration_s", status.durationSeconds);
    put(o, "total_bytes", status.totalBytes);
    put(o, "scrubbed_bytes", status.scrubbedBytes);
    put(o, "rate_bytes_per_s", status.rateBytesPerSec);
    putText(o, "error_summary", status.errorSummary);
    o.insert(QLatin1String("progress"), progressSampleToJson(status.progress));
    return o;
}

QJsonObject rebuildFiguresToJson(const RebuildFigures &figures)
{
    QJsonObject o;
    o.insert(QLatin1String("wall_s"), figures.wallSeconds);
    put(o, "bytes_rebuilt", figures.bytesRebuilt);
    put(o, "mean_bytes_per_s", figures.meanBytesPerSec);
    o.insert(QLatin1String("peak_bytes_per_s"), figures.peakBytesPerSec);
    put(o, "lower_bound_s", figures.lowerBoundSeconds);
    put(o, "efficiency", figures.efficiency);
    o.insert(QLatin1String("samples"), figures.samples);
    return o;
}
