#pragma once

// What the exporters print below the table: a footnote per row naming where each stack's figure
// came from, and the checks of the figures (docs/report.md).

#include "report/table/comparisonreport.h"

// One row's footnote: its number (1-based among the rows that have one) and, per stack that
// measured the row, the source text.
struct ReportFootnote {
    int number = 0;
    QString key;
    QString rowTitle;
    QList<std::pair<QString, QString>> stacks; // stack title, source text
};

// The rows any stack measured, numbered in the table's order.
QList<ReportFootnote> reportFootnotes(const ComparisonReport &report);
// The footnote number of a row, 0 when it has none.
int footnoteNumber(const QList<ReportFootnote> &footnotes, const QString &key);

// A check to show: the stack's title, the row's title (empty for the stack as a whole) and the check.
struct ReportCheckLine {
    QString stackTitle;
    QString rowTitle;
    ReportCheck check;
};

QList<ReportCheckLine> failedReportChecks(const ComparisonReport &report);
int reportCheckCount(const ComparisonReport &report);
// "passed", "failed" or "interrupted": the report's own verdict, else the worst of its stacks'.
QString reportVerdict(const ComparisonReport &report);
// The verdict line for a person; empty when every stack passed and no verdict was recorded.
QString reportVerdictText(const ComparisonReport &report);
// "12 of 13 checks passed." / "All 12 checks passed." (translated), empty without checks. A run
// that failed or was interrupted leads with that, so its checks never read as a passed run.
QString reportCheckSummary(const ComparisonReport &report);
// The stack's column title: its title, else its name.
QString stackHeading(const ReportStack &stack);
