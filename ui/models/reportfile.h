#pragma once

#include "report/sweep/sweepmerge.h"
#include "report/table/comparisonreport.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class QSizeF;
class QTextDocument;

// Writes a comparison report to a file whose extension names the format: .html, .md, .csv,
// .json (core/report's exporters, byte for byte) or .pdf, which core cannot make (QtCore only):
// toHtml() laid out by QTextDocument on A4 pages through QPdfWriter, with page numbers.
class ReportFile {
    Q_DECLARE_TR_FUNCTIONS(ReportFile)
public:
    // "html, md, csv, json, pdf"
    static QString extensionList();
    // The file dialog's filter list, PDF first.
    static QString fileDialogFilter();

    static bool write(
        const ComparisonReport &report, const QList<ReportChart> &charts, const QString &path, QString *error);
    // A merged sweep: .html (with its chart), .md, .csv or .json, as stacklab-cli report merge
    // writes it; not .pdf (its chart is inline SVG, which the PDF layout cannot draw).
    static bool write(const SweepMerged &merged, const QString &path, QString *error);

    // Lays `html` out on A4 pages (15 mm margins, "Page N of M" at the foot) into a PDF.
    // Images given as data: URIs are drawn at most as wide as the text.
    static bool writePdf(
        const QString &html, const QString &title, const QString &path, QString *error, int *pageCount = nullptr);
    // The layout writePdf() draws: `html` in `document`, pages of `pageSize` (96 dpi pixels),
    // each chart scaled to fit the width the text really has (page less the document's margins).
    static void layOutForPdf(const QString &html, const QSizeF &pageSize, QTextDocument *document);
};
