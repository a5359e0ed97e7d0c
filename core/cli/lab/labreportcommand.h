#pragma once

#include "cli/clicommand.h"

// stacklab-cli lab report SESSION --report FILE(.md|.csv|.json|.html)
// Writes the comparison report of a recorded session without running anything: a session that a
// crash, a killed process or a dead lab cut short gives a partial report, every stack that did not
// run to its end marked with the reason.
int runLabReportCommand(const QStringList &args, CliStreams io);

// Checks the report's file name: empty if it names a format the CLI writes (.md, .csv, .json,
// .html), else the error.
QString labReportFormatProblem(const QString &path);
