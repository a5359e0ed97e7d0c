#pragma once

#include "cli/clicommand.h"

// stacklab-cli report merge CELL.json… --report FILE(.html|.md|.csv|.json) [--jobs JOBSFILE] [--pool-hosts]
// Merges the cell reports of a sweep (lab run --report cell-ID.json, from any number of hosts)
// into one table: a row per host × layout × fill level, every cell, the failed and missing ones.
int runReportCommand(const QStringList &args, CliStreams io);

// Reads, merges and writes: what `report merge` and `lab sweep --jobs` share. Returns a CliExit.
int mergeSweepReports(
    const QStringList &cellFiles, const QString &jobsFile, bool poolHosts, const QStringList &outputs, CliStreams io);
