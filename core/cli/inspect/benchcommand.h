#pragma once

#include "cli/clicommand.h"

// stacklab-cli bench JOBFILE [--env K=V]... [--output-format=normal|json] [--ignore-unsupported]
// Runs a fio job file on StackLab's io_uring engine; prints fio-compatible output.
int runBenchCommand(const QStringList &args, CliStreams io);
