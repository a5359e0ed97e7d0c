#pragma once

#include "cli/clicommand.h"
#include "lab/sweep/labsweep.h"
#include "lab/sweep/sweepjobs.h"

// What `lab sweep` hands over when its cells run as jobs (--emit-jobs, --jobs, --hosts).
struct SweepDispatch {
    QList<SweepCell> cells;
    SweepJobOptions jobOptions;
    ParallelOptions parallel;
    LabTarget::Kind kind = LabTarget::Kind::Loop;
    QString emitJobsPath; // write the jobs file here
    bool run = false; // run the jobs through GNU parallel (else only emit them)
    QString csvPath; // the serial sweep's CSV and chart, from the merged cells
    QStringList reportPaths; // the merged report (report merge's formats)
    bool poolHosts = false;
};

// Emits the cells as jobs and, when asked, runs them with GNU parallel in <csv>-cells/ next to the
// CSV (its jobs file, joblog and cell reports), then merges them: the same CSV and chart as a
// serial sweep, plus the merged report. Returns a CliExit.
int runSweepDispatch(const SweepDispatch &dispatch, CliStreams io);
