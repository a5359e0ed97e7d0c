#include "report/export/reportformat.h"

#include "report/export/reportexport.h"
#include "report/sweep/sweepmerge.h"

#include <QFileInfo>

std::optional<ReportFormat> reportFormatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (suffix == QLatin1String("csv"))
        return ReportFormat::Csv;
    if (suffix == QLatin1String("json"))
        return ReportFormat::Json;
    if (suffix == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    return std::nullopt;
}

std::optional<QByteArray> exportReport(
    const ComparisonReport &report, ReportFormat format, const QList<ReportChart> &charts)
{
    switch (format) {
    case ReportFormat::Html:
        return toHtml(report, charts).toUtf8();
    case ReportFormat::Markdown:
        return toMarkdown(report).toUtf8();
    case ReportFormat::Csv:
        return toCsv(report);
    case ReportFormat::Json:
        return toJson(report);
    case ReportFormat::Pdf:
        break;
    }
    return std::nullopt;
}

std::optional<QByteArray> exportReport(const ComparisonReport &report, ReportFormat format)
{
    return exportReport(report, format, {});
}

std::optional<QByteArray> exportReport(const SweepMerged &merged, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Html:
        return sweepToHtml(merged).toUtf8();
    case ReportFormat::Markdown:
        return sweepToMarkdown(merged).toUtf8();
    case ReportFormat::Csv:
        return sweepToCsv(merged);
    case ReportFormat::Json:
        return sweepToJson(merged);
    case ReportFormat::Pdf:
        break;
    }
    return std::nullopt;
}
