#include "report/export/reportexport.h"
#include "report/export/reportfootnotes.h"
#include "report/export/reportsources.h"
#include "report/table/diskmodelrows.h"
#include "report/table/drillrows.h"
#include "report/table/measurementsummary.h"

#include <QCoreApplication>

static QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

static QString tr_(const char *text)
{
    return QCoreApplication::translate("ComparisonReport", text);
}

static const char style[]
    = "body{font-family:sans-serif;margin:2em;color:#222}"
      "table{border-collapse:collapse;margin:1em 0}"
      "th,td{border:1px solid #bbb;padding:4px 8px;text-align:left;vertical-align:top}"
      "th{background:#eee}td.na{color:#888;font-style:italic}td.failed{color:#8b1a1a;font-weight:bold}"
      "p.sources,table.sources{font-size:small}"
      "code{font-family:monospace}img{max-width:100%}"
      "figure{margin:1em 0}footer{margin-top:2em;color:#555;font-size:90%}.incomplete{color:#a40}";

static QString stackTitle(const ReportStack &stack)
{
    return stack.title.isEmpty() ? stack.name : stack.title;
}

static QString head(const QString &title)
{
    return QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>") + esc(title)
        + QStringLiteral("</title>\n<style>") + QLatin1String(style) + QStringLiteral("</style>\n</head>\n<body>\n");
}

// The header row: the setup, then a column per stack, marked when it did not complete.
static QString stackHeaderRow(const ComparisonReport &report)
{
    QString out = QStringLiteral("<tr><th>");
    out += esc(report.setup.isEmpty() ? tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Measurement"))
                                      : tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Measured on %1")).arg(report.setup));
    out += QStringLiteral("</th>");
    for (const ReportStack &stack : report.stacks) {
        out += QStringLiteral("<th>") + esc(stackTitle(stack));
        // A column that did not complete says so, and why (a report of a partial session).
        if (stack.completion != ReportStack::Completion::Complete)
            out += QStringLiteral("<br><span class=\"incomplete\" title=\"%1\">%2</span>")
                       .arg(esc(stack.completionNote), esc(completionLabel(stack.completion)));
        out += QStringLiteral("</th>");
    }
    return out + QStringLiteral("</tr>\n");
}

// A row per measurement, with its footnote mark; a failed check marks its cell.
static QString measurementRowsHtml(const ComparisonReport &report, const QList<ReportFootnote> &footnotes)
{
    QString out;
    for (const MeasurementRow &row : measurementRows()) {
        QString label = measurementTitle(row);
        if (row.unit == MeasurementUnit::MiBPerSecond || row.unit == MeasurementUnit::Iops)
            label += QStringLiteral(", ") + unitName(row.unit);
        out += QStringLiteral("<tr><th>") + esc(label);
        if (const int n = footnoteNumber(footnotes, row.key))
            out += QStringLiteral("<sup><a href=\"#source-%1\">%1</a></sup>").arg(n);
        out += QStringLiteral("</th>");
        for (const ReportStack &stack : report.stacks) {
            const MeasurementSummary summary = MeasurementSummary::of(stack, row.key);
            const QString css = !summary.measured ? QStringLiteral(" class=\"na\"")
                : summary.failedChecks.isEmpty()  ? QString()
                                                  : QStringLiteral(" class=\"failed\"");
            out += QStringLiteral("<td") + css + QLatin1Char('>') + esc(summary.text(row.unit))
                + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    return out;
}

// Why each column that did not complete stopped.
static QString incompleteNotes(const ComparisonReport &report)
{
    QString out;
    for (const ReportStack &stack : report.stacks) {
        if (stack.completion != ReportStack::Completion::Complete)
            out += QStringLiteral("<p class=\"incomplete\"><b>%1</b>: %2</p>\n")
                       .arg(esc(stackTitle(stack)),
                           esc(stack.completionNote.isEmpty() ? completionLabel(stack.completion)
                                                              : stack.completionNote));
    }
    return out;
}

// Where each row's figures came from: one footnote per row, a line per stack.
static QString sourcesTable(const QList<ReportFootnote> &footnotes)
{
    if (footnotes.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Sources")))
        + QStringLiteral("</h2>\n<table class=\"sources\">\n");
    for (const ReportFootnote &footnote : footnotes) {
        for (qsizetype i = 0; i < footnote.stacks.size(); ++i) {
            out += QStringLiteral("<tr>");
            if (i == 0)
                out += QStringLiteral("<th id=\"source-%1\" rowspan=\"%2\">%1</th><th rowspan=\"%2\">%3</th>")
                           .arg(QString::number(footnote.number), QString::number(footnote.stacks.size()),
                               esc(footnote.rowTitle));
            out += QStringLiteral("<td>") + esc(footnote.stacks.at(i).first) + QStringLiteral("</td><td>")
                + esc(footnote.stacks.at(i).second) + QStringLiteral("</td></tr>\n");
        }
    }
    return out + QStringLiteral("</table>\n");
}

// How many checks passed, and a line per failed one.
static QString checksSection(const ComparisonReport &report)
{
    const QString summary = reportCheckSummary(report);
    if (summary.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Checks")))
        + QStringLiteral("</h2>\n<p>") + esc(summary) + QStringLiteral("</p>\n");
    const QList<ReportCheckLine> failed = failedReportChecks(report);
    if (failed.isEmpty())
        return out;
    out += QStringLiteral("<table>\n<tr><th>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Stack")))
        + QStringLiteral("</th><th>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Measurement")))
        + QStringLiteral("</th><th>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Failed check")))
        + QStringLiteral("</th></tr>\n");
    for (const ReportCheckLine &line : failed)
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td class=\"failed\">%3: %4</td></tr>\n")
                   .arg(esc(line.stackTitle), esc(line.rowTitle), esc(line.check.name), esc(line.check.message));
    return out + QStringLiteral("</table>\n");
}

static QString figures(const QList<ReportChart> &charts)
{
    QString out;
    for (const ReportChart &chart : charts) {
        out += QStringLiteral("<figure><img alt=\"") + esc(chart.title)
            + QStringLiteral("\" src=\"data:image/png;base64,") + QString::fromLatin1(chart.png.toBase64())
            + QStringLiteral("\"><figcaption>") + esc(chart.title) + QStringLiteral("</figcaption></figure>\n");
    }
    return out;
}

static QString versionsTable(const QMap<QString, QString> &versions)
{
    if (versions.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Versions")))
        + QStringLiteral("</h2>\n<table>\n");
    for (auto it = versions.cbegin(); it != versions.cend(); ++it)
        out += QStringLiteral("<tr><th>") + esc(it.key()) + QStringLiteral("</th><td>") + esc(it.value())
            + QStringLiteral("</td></tr>\n");
    return out + QStringLiteral("</table>\n");
}

static QString commandLog(const QList<ReportCommand> &commands)
{
    if (commands.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Command log")))
        + QStringLiteral("</h2>\n<table>\n<tr><th>#</th><th>")
        + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Stack"))) + QStringLiteral("</th><th>")
        + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Command"))) + QStringLiteral("</th><th>")
        + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Exit code"))) + QStringLiteral("</th><th>")
        + esc(tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Duration"))) + QStringLiteral("</th></tr>\n");
    int n = 0;
    for (const ReportCommand &command : commands)
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td><code>%3</code></td><td>%4</td><td>%5</td></tr>\n")
                   .arg(QString::number(++n), esc(command.stack), esc(commandLine(command.argv)),
                       QString::number(command.exitCode),
                       esc(formatValue(command.durationS, MeasurementUnit::Seconds)));
    return out + QStringLiteral("</table>\n");
}

// The published sources the report's figures and checks rest on.
static QString footer(const ComparisonReport &report)
{
    QString out = QStringLiteral("<footer>\n<p>") + esc(reportSourcesIntro()) + QStringLiteral("</p>\n<ul>\n");
    for (const PublishedSource &source : reportSources(report))
        out += QStringLiteral("<li>") + esc(source.citation()) + QStringLiteral("</li>\n");
    return out + QStringLiteral("</ul>\n</footer>\n");
}

QString toHtml(const ComparisonReport &report, const QList<ReportChart> &charts)
{
    const QString title
        = report.title.isEmpty() ? tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Comparison report")) : report.title;
    const QList<ReportFootnote> footnotes = reportFootnotes(report);
    QString out = head(title);
    out += QStringLiteral("<h1>") + esc(title) + QStringLiteral("</h1>\n");
    if (const QString verdict = reportVerdictText(report); !verdict.isEmpty())
        out += QStringLiteral("<p class=\"incomplete\"><strong>%1</strong></p>\n").arg(esc(verdict));
    out += QStringLiteral("<table>\n");
    out += stackHeaderRow(report) + measurementRowsHtml(report, footnotes);
    out += QStringLiteral("</table>\n<p>")
        + esc(tr_(QT_TRANSLATE_NOOP(
            "ComparisonReport", "Repeated runs show the median and the range (min to max) in brackets.")))
        + QStringLiteral("</p>\n");
    out += incompleteNotes(report) + sourcesTable(footnotes) + checksSection(report);
    out += diskModelHtml(report.diskModel) + drillsHtml(report) + predictionsHtml(report.predictions);
    out += figures(charts) + versionsTable(report.versions) + commandLog(report.commands);
    out += footer(report) + QStringLiteral("</body>\n</html>\n");
    return out;
}
