#pragma once

#include "report/comparisonreport.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// The report's file formats and the one place that picks a format by file name and renders it:
// stacklab-cli (lab run, lab report) and the GUI's Results page export through here.
enum class ReportFormat { Html, Markdown, Csv, Json, Pdf };

// The format a file name asks for by its extension (.html/.htm, .md/.markdown, .csv, .json, .pdf).
std::optional<ReportFormat> reportFormatFor(const QString &path);

// The report in `format`, byte for byte what core/report's exporters give. PDF is not made here
// (core is QtCore only: the GUI lays toHtml() out on pages), so Pdf gives nullopt.
std::optional<QByteArray> exportReport(
    const ComparisonReport &report, ReportFormat format, const QList<ReportChart> &charts = {});
