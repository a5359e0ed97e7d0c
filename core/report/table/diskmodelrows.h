#pragma once

// The report's "Disk model" section (issue 28): the disk profile each lab disk ran at, what one
// lab disk stands for, every timed phase marked disk-bound (scaled to the modelled disk) or
// emulator-bound (shown, not scaled, not a comparison), which rows scale and why, and what the
// model cannot show. A report without a disk profile (host or loop disks) has no section.

#include "report/table/comparisonreport.h"

#include <QJsonObject>

// A timed phase in words: "initial sync", "dataset copy", "rebuild", "verify", "scrub".
QString diskPhaseTitle(const QString &phase);
QString diskModelMarkdown(const ReportDiskModel &model);
QString diskModelHtml(const ReportDiskModel &model);
// CSV rows (stack, stack_title, measurement, unit, round, value, note, source): one per phase
// (measurement disk_model.<phase>, value the lab seconds, note the load and the scaled time) and
// one for the profile.
QList<QStringList> diskModelCsvRows(const ReportDiskModel &model);
QJsonObject diskModelJson(const ReportDiskModel &model);
// The statements the report makes about the model, in order: which rows scale and why, what is
// not scaled, what the model cannot show.
QStringList diskModelStatements(const ReportDiskModel &model);
