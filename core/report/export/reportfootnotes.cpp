#include "report/export/reportfootnotes.h"

#include "report/table/measurementsummary.h"

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

QString reportVerdict(const ComparisonReport &report)
{
    if (!report.verdict.isEmpty())
        return report.verdict;
    QString verdict = QStringLiteral("passed");
    for (const ReportStack &stack : report.stacks) {
        if (stack.completion == ReportStack::Completion::Failed)
            return QStringLiteral("failed");
        if (stack.completion != ReportStack::Completion::Complete)
            verdict = QStringLiteral("interrupted");
    }
    return verdict;
}

QString reportVerdictText(const ComparisonReport &report)
{
    if (!report.verdictText.isEmpty())
        return report.verdictText;
    QStringList notPassed;
    for (const ReportStack &stack : report.stacks) {
        if (stack.completion != ReportStack::Completion::Complete)
            notPassed << QStringLiteral("%1 %2").arg(
                stack.name, stack.completionNote.isEmpty() ? completionLabel(stack.completion) : stack.completionNote);
    }
    const QString verdict = reportVerdict(report);
    if (verdict == QLatin1String("failed"))
        return QCoreApplication::translate("ComparisonReport", "Failed: %1.").arg(notPassed.join(QStringLiteral("; ")));
    if (verdict == QLatin1String("interrupted"))
        return QCoreApplication::translate("ComparisonReport", "Interrupted: %1.")
            .arg(notPassed.join(QStringLiteral("; ")));
    return {};
}

QString reportCheckSummary(const ComparisonReport &report)
{
    const int all = reportCheckCount(report);
    if (all == 0)
        return {};
    const int failed = int(failedReportChecks(report).size());
    const QString checks = failed == 0
        ? QCoreApplication::translate("ComparisonReport", "All %n check(s) passed.", nullptr, all)
        : QCoreApplication::translate("ComparisonReport", "%1 of %n check(s) passed.", nullptr, all).arg(all - failed);
    const QString verdict = reportVerdict(report);
    if (verdict == QLatin1String("failed"))
        return QCoreApplication::translate("ComparisonReport", "FAILED run, its figures so far: %1").arg(checks);
    if (verdict == QLatin1String("interrupted"))
        return QCoreApplication::translate("ComparisonReport", "INTERRUPTED run, its figures so far: %1").arg(checks);
    return checks;
}
