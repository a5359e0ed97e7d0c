#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// Forward declarations: comparisonreport.h names a struct ReportCommand (a command of the log),
// which would clash with the stacklab-cli command of that name.
struct ComparisonReport;
struct ReportChart;
struct SweepMerged;

// The report's file formats and the one place that picks a format by file name and renders it:
// stacklab-cli (lab run, lab report, report merge) and the GUI's Results page export through here.
enum class ReportFormat { Html, Markdown, Csv, Json, Pdf };

// The format a file name asks for by its extension (.html/.htm, .md/.markdown, .csv, .json, .pdf).
std::optional<ReportFormat> reportFormatFor(const QString &path);

// The report in `format`, byte for byte what core/report's exporters give. PDF is not made here
// (core is QtCore only: the GUI lays toHtml() out on pages), so Pdf gives nullopt.
std::optional<QByteArray> exportReport(
    const ComparisonReport &report, ReportFormat format, const QList<ReportChart> &charts);
std::optional<QByteArray> exportReport(const ComparisonReport &report, ReportFormat format);
// The merged sweep report (stacklab-cli report merge) in `format`; nullopt for PDF.
std::optional<QByteArray> exportReport(const SweepMerged &merged, ReportFormat format);
