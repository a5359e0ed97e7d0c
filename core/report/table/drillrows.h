#pragma once

// The report's "Drills" section (issue 15, docs/drills.md): a row per figure a fault drill
// measured (corruption, second failure, …), a column per stack, each figure with what the tools
// said. Only the rows some stack measured are shown; a report without drills has no section.
// The exporters of reportexport.h render it with these functions.

#include "report/table/comparisonreport.h"

#include <QJsonArray>

// Every drill row, in the order the drills run.
const QList<MeasurementRow> &drillRows();
// The drill rows at least one stack of the report measured.
QList<MeasurementRow> measuredDrillRows(const ComparisonReport &report);

// "## Drills": the table, then each figure's source (the tools' own lines); empty without drills.
QString drillsMarkdown(const ComparisonReport &report);
QString drillsHtml(const ComparisonReport &report);
// Rows for the report's CSV (stack, stack_title, measurement, unit, round, value, note, source),
// one per stack × measured drill figure × round.
QList<QStringList> drillsCsvRows(const ComparisonReport &report);
// [{"stack", "key", "title", "unit", "value", "rounds", "source"}], one per stack × measured figure.
QJsonArray drillsJson(const ComparisonReport &report);
