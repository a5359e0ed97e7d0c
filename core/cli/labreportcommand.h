#pragma once

#include "cli/clicommand.h"

#include "lab/labsession.h"
#include "lab/scenario.h"

// stacklab-cli lab report SESSION --report FILE(.md|.csv|.json|.html)
// Writes the comparison report of a recorded session without running anything: a session that a
// crash, a killed process or a dead lab cut short gives a partial report, every stack that did not
// run to its end marked with the reason.
int runLabReportCommand(const QStringList &args, CliStreams io);

// SESSION as the user names it: a session folder, else a name under the app's sessions folder.
QString labSessionDirectory(const QString &session);
// The default folder of a session named `name` (the app data folder's stacklab/sessions/NAME).
QString defaultLabSessionDirectory(const QString &name);

// Checks the report's file name: empty if it ends in .md, .csv, .json or .html, else the error.
QString labReportFormatProblem(const QString &path);
// Writes the session's report (ScenarioReport) to `path` in the format its suffix names.
// `run`: the report's run section (docs/sweeps.md), empty for a report nobody will merge.
bool writeLabReport(const LabSession &session, const QList<Scenario> &scenarios, const QString &path, QString *error,
    const QMap<QString, QString> &run = {});
