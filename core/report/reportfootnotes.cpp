#include "reportfootnotes.h"

#include "measurementsummary.h"

#include <QCoreApplication>

QString stackHeading(const ReportStack &stack)
{
    return stack.title.isEmpty() ? stack.name : stack.title;
}

QList<ReportFootnote> reportFootnotes(const ComparisonReport &report)
{
    QList<ReportFootnote> footnotes;
    for (const MeasurementRow &row : measurementRows()) {
        ReportFootnote footnote;
        footnote.key = row.key;
        footnote.rowTitle = measurementTitle(row);
        for (const ReportStack &stack : report.stacks) {
            const auto it = stack.measurements.constFind(row.key);
            if (it != stack.measurements.cend() && it->applicable && !it->rounds.isEmpty())
                footnote.stacks << std::pair {stackHeading(stack), it->sourceText()};
        }
        if (footnote.stacks.isEmpty())
            continue;
        footnote.number = int(footnotes.size()) + 1;
        footnotes << footnote;
    }
    return footnotes;
}

int footnoteNumber(const QList<ReportFootnote> &footnotes, const QString &key)
{
    for (const ReportFootnote &footnote : footnotes) {
        if (footnote.key == key)
            return footnote.number;
    }
    return 0;
}

QList<ReportCheckLine> failedReportChecks(const ComparisonReport &report)
{
    QList<ReportCheckLine> lines;
    for (const ReportStack &stack : report.stacks) {
        for (const ReportCheck &check : stack.checks) {
            if (check.passed)
                continue;
            QString rowTitle;
            for (const MeasurementRow &row : measurementRows()) {
                if (row.key == check.key)
                    rowTitle = measurementTitle(row);
            }
            lines << ReportCheckLine {stackHeading(stack), rowTitle, check};
        }
    }
    return lines;
}

int reportCheckCount(const ComparisonReport &report)
{
    int count = 0;
    for (const ReportStack &stack : report.stacks)
        count += int(stack.checks.size());
    return count;
}

QString reportCheckSummary(const ComparisonReport &report)
{
    const int all = reportCheckCount(report);
    if (all == 0)
        return {};
    const int failed = int(failedReportChecks(report).size());
    if (failed == 0)
        return QCoreApplication::translate("ComparisonReport", "All %n check(s) passed.", nullptr, all);
    return QCoreApplication::translate("ComparisonReport", "%1 of %n check(s) passed.", nullptr, all).arg(all - failed);
}
