#pragma once

// The report's exporters: each a pure function of the report, deterministic, so a golden
// file can hold its output. PDF is not here: core is QtCore only; the GUI renders toHtml()
// with QTextDocument + QPdfWriter (docs/report.md).

#include "report/table/comparisonreport.h"

#include <QByteArray>

// The four-stack comparison's table (a row per measurement, a column per stack), the drills, then versions and the
// command log.
QString toMarkdown(const ComparisonReport &report);
// RFC 4180 (CRLF, quoted where needed): one row per stack x measurement x round, and a "status"
// row for each stack that did not complete, then the drills' figures (note "drill").
QByteArray toCsv(const ComparisonReport &report);
// {"stacks":[{"name","title","status","status_note"?,"measurements":{key: median|null},
//   "rounds":{key:[...]|null},"not_applicable":{key: reason}}], "versions":{...}, "commands":[...],
//   "run":{...} when set, "drills":[...] when a drill ran (drillrows.h)}
// status: complete, failed, cancelled, interrupted, running or not_run (a partial session).
QByteArray toJson(const ComparisonReport &report);
// One self-contained HTML file: inline CSS, charts embedded as data: URIs, no external links.
QString toHtml(const ComparisonReport &report, const QList<ReportChart> &charts = {});
