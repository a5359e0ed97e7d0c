#include "report/export/reportexport.h"
#include "report/export/reportfootnotes.h"
#include "report/export/reportsources.h"
#include "report/table/diskmodelrows.h"
#include "report/table/drillrows.h"
#include "report/table/measurementsummary.h"

#include <QCoreApplication>

#include <algorithm>

static QString cell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// A column that did not complete says so in its header: "ZFS raidz1 (not run)".
static QString columnTitle(const ReportStack &stack)
{
    const QString title = stack.title.isEmpty() ? stack.name : stack.title;
    const QString label = completionLabel(stack.completion);
    return label.isEmpty() ? title : QStringLiteral("%1 (%2)").arg(title, label);
}

static QString durationText(double seconds)
{
    return formatValue(seconds, MeasurementUnit::Seconds);
}

QString toMarkdown(const ComparisonReport &report)
{
    QString out;
    if (!report.title.isEmpty())
        out += QStringLiteral("# ") + report.title + QStringLiteral("\n\n");
    if (const QString verdict = reportVerdictText(report); !verdict.isEmpty())
        out += QStringLiteral("**") + verdict + QStringLiteral("**\n\n");

    QString header = QStringLiteral("| ")
        + cell(report.setup.isEmpty()
                ? QCoreApplication::translate("ComparisonReport", "Measurement")
                : QCoreApplication::translate("ComparisonReport", "Measured on %1").arg(report.setup));
    QString rule = QStringLiteral("|---");
    for (const ReportStack &stack : report.stacks) {
        header += QStringLiteral(" | ") + cell(columnTitle(stack));
        rule += QStringLiteral("|---");
    }
    out += header + QStringLiteral(" |\n") + rule + QStringLiteral("|\n");
    const QList<ReportFootnote> footnotes = reportFootnotes(report);
    for (const MeasurementRow &row : measurementRows()) {
        QString line = QStringLiteral("| ") + cell(measurementTitle(row));
        if (row.unit == MeasurementUnit::MiBPerSecond || row.unit == MeasurementUnit::Iops)
            line += QStringLiteral(", ") + unitName(row.unit);
        if (const int n = footnoteNumber(footnotes, row.key))
            line += QStringLiteral(" [^%1]").arg(n);
        for (const ReportStack &stack : report.stacks)
            line += QStringLiteral(" | ") + cell(MeasurementSummary::of(stack, row.key).text(row.unit));
        out += line + QStringLiteral(" |\n");
    }
    out += QLatin1Char('\n')
        + QCoreApplication::translate(
            "ComparisonReport", "Repeated runs show the median and the range (min to max) in brackets.")
        + QLatin1Char('\n');
    for (const ReportStack &stack : report.stacks) {
        if (stack.completion != ReportStack::Completion::Complete)
            out += QLatin1Char('\n') + QStringLiteral("- **") + cell(stack.title.isEmpty() ? stack.name : stack.title)
                + QStringLiteral("**: ")
                + cell(stack.completionNote.isEmpty() ? completionLabel(stack.completion) : stack.completionNote);
    }
    if (std::any_of(report.stacks.begin(), report.stacks.end(),
            [](const ReportStack &s) { return s.completion != ReportStack::Completion::Complete; }))
        out += QLatin1Char('\n');

    // Where each row's figures came from: one footnote per row, a part per stack.
    if (!footnotes.isEmpty())
        out += QLatin1Char('\n');
    for (const ReportFootnote &footnote : footnotes) {
        QStringList parts;
        for (const auto &[stack, text] : footnote.stacks)
            parts << QStringLiteral("%1: %2").arg(stack, text);
        out += QStringLiteral("[^%1]: %2 — %3\n")
                   .arg(QString::number(footnote.number), footnote.rowTitle, cell(parts.join(QStringLiteral("; "))));
    }

    if (const QString summary = reportCheckSummary(report); !summary.isEmpty()) {
        out += QStringLiteral("\n## ") + QCoreApplication::translate("ComparisonReport", "Checks")
            + QStringLiteral("\n\n") + summary + QLatin1Char('\n');
        const QList<ReportCheckLine> failed = failedReportChecks(report);
        if (!failed.isEmpty())
            out += QLatin1Char('\n');
        for (const ReportCheckLine &line : failed)
            out += QStringLiteral("- ") + QCoreApplication::translate("ComparisonReport", "FAILED")
                + QStringLiteral(" (%1%2, %3): %4\n")
                      .arg(line.stackTitle, line.rowTitle.isEmpty() ? QString() : QStringLiteral(", ") + line.rowTitle,
                          line.check.name, cell(line.check.message));
    }
    out += diskModelMarkdown(report.diskModel);
    out += drillsMarkdown(report);
    out += predictionsMarkdown(report.predictions);

    if (!report.versions.isEmpty()) {
        out += QStringLiteral("\n## ") + QCoreApplication::translate("ComparisonReport", "Versions")
            + QStringLiteral("\n\n");
        out += QStringLiteral("| ") + QCoreApplication::translate("ComparisonReport", "Tool") + QStringLiteral(" | ")
            + QCoreApplication::translate("ComparisonReport", "Version") + QStringLiteral(" |\n|---|---|\n");
        for (auto it = report.versions.cbegin(); it != report.versions.cend(); ++it)
            out += QStringLiteral("| ") + cell(it.key()) + QStringLiteral(" | ") + cell(it.value())
                + QStringLiteral(" |\n");
    }

    if (!report.commands.isEmpty()) {
        out += QStringLiteral("\n## ") + QCoreApplication::translate("ComparisonReport", "Command log")
            + QStringLiteral("\n\n");
        out += QStringLiteral("| # | ") + QCoreApplication::translate("ComparisonReport", "Stack")
            + QStringLiteral(" | ") + QCoreApplication::translate("ComparisonReport", "Command") + QStringLiteral(" | ")
            + QCoreApplication::translate("ComparisonReport", "Exit code") + QStringLiteral(" | ")
            + QCoreApplication::translate("ComparisonReport", "Duration")
            + QStringLiteral(" |\n|---|---|---|---|---|\n");
        int n = 0;
        for (const ReportCommand &command : report.commands) {
            // One pass: a '%1' inside a command must stay as it is.
            out += QStringLiteral("| %1 | %2 | `%3` | %4 | %5 |\n")
                       .arg(QString::number(++n), cell(command.stack),
                           cell(commandLine(command.argv)).replace(QLatin1Char('`'), QLatin1Char('\'')),
                           QString::number(command.exitCode), durationText(command.durationS));
        }
    }
    out += QStringLiteral("\n---\n\n") + reportSourcesIntro() + QStringLiteral("\n\n");
    for (const PublishedSource &source : reportSources(report))
        out += QStringLiteral("- ") + source.citation() + QLatin1Char('\n');
    return out;
}
