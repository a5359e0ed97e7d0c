#include "monitor/parsers/lvsreportparser.h"

#include "monitor/sample/sizetext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace {

QString text(const QJsonObject &row, const char *key)
{
    const QJsonValue value = row.value(QLatin1String(key));
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble());
    return {};
}

// "" or null or absent: unset. "100.00", 100, "-1" (json_std undefined): as printed.
std::optional<double> percent(const QJsonObject &row, const char *key, bool *bad)
{
    const QJsonValue value = row.value(QLatin1String(key));
    if (value.isDouble())
        return value.toDouble();
    if (!value.isString() || value.toString().isEmpty())
        return std::nullopt;
    bool ok = false;
    const double number = value.toString().toDouble(&ok);
    if (!ok)
        *bad = true;
    return ok ? std::optional<double>(number) : std::nullopt;
}

void fillProgress(LvStatus &lv)
{
    ProgressSample &sample = lv.progress;
    const std::optional<double> sync = lv.syncPercent ? lv.syncPercent : lv.copyPercent;
    if (sync && *sync >= 0)
        sample.percent = sync;
    sample.state = progressStateFromSyncAction(lv.raidSyncAction);
    if (sample.state == ProgressState::Unknown && sample.percent)
        sample.state = *sample.percent < 100.0 ? ProgressState::Resync : ProgressState::Idle;
    if (sample.state == ProgressState::Idle && lv.partial())
        sample.state = ProgressState::Degraded;
    // No byte counts: sync_percent runs over the whole LV, while a repair rewrites one image
    // (lv_size of the data LV times the percent would claim twice the bytes for a 3-disk raid5).
    if (lv.mismatchCount && (sample.state == ProgressState::Check || sample.state == ProgressState::Repair))
        sample.errors = lv.mismatchCount;
}

} // namespace

bool LvStatus::partial() const
{
    return healthStatus == QLatin1String("partial") || (attr.size() >= 9 && attr.at(8) == QLatin1Char('p'));
}

ParseResult<QList<LvStatus>> LvsReportParser::parse(QStringView json, qint64 timestampMs)
{
    ParseResult<QList<LvStatus>> result;
    QJsonParseError jsonError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &jsonError);
    if (jsonError.error != QJsonParseError::NoError) {
        const QStringView before = json.left(jsonError.offset);
        const int line = static_cast<int>(before.count(u'\n')) + 1;
        const qsizetype start = before.lastIndexOf(u'\n') + 1;
        const qsizetype end = json.indexOf(u'\n', start);
        result.error = ParseError {line, json.mid(start, end < 0 ? -1 : end - start).toString(),
            LvsReportParser::tr("not JSON: ") + jsonError.errorString()};
        return result;
    }
    const QJsonArray reports = document.object().value(QLatin1String("report")).toArray();
    if (!document.isObject() || !document.object().contains(QLatin1String("report"))) {
        result.error = ParseError {
            1, json.left(80).toString(), LvsReportParser::tr("no \"report\" array: run lvs with --reportformat json")};
        return result;
    }
    for (const QJsonValue &report : reports) {
        const QJsonArray rows = report.toObject().value(QLatin1String("lv")).toArray();
        for (const QJsonValue &rowValue : rows) {
            const QJsonObject row = rowValue.toObject();
            LvStatus lv;
            lv.vg = text(row, "vg_name");
            lv.name = text(row, "lv_name");
            lv.attr = text(row, "lv_attr");
            lv.segtype = text(row, "segtype");
            if (lv.segtype.isEmpty())
                lv.segtype = text(row, "lv_layout");
            lv.healthStatus = text(row, "lv_health_status");
            lv.raidSyncAction = text(row, "raid_sync_action");
            bool bad = false;
            lv.syncPercent = percent(row, "sync_percent", &bad);
            lv.copyPercent = percent(row, "copy_percent", &bad);
            lv.dataPercent = percent(row, "data_percent", &bad);
            lv.metadataPercent = percent(row, "metadata_percent", &bad);
            if (bad) {
                result.error = ParseError {0, QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact)),
                    LvsReportParser::tr("a percent field is not a number")};
                return result;
            }
            lv.sizeBytes = parseLvmSize(text(row, "lv_size"));
            bool ok = false;
            const qint64 mismatches = text(row, "raid_mismatch_count").toLongLong(&ok);
            if (ok)
                lv.mismatchCount = mismatches;
            const qint64 integrity = text(row, "integritymismatches").toLongLong(&ok);
            if (ok)
                lv.integrityMismatches = integrity;
            lv.progress.timestampMs = timestampMs;
            lv.progress.rawLines << QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact));
            fillProgress(lv);
            result.value << lv;
        }
    }
    return result;
}
