#pragma once

#include "cli/clicommand.h"

// stacklab-cli predict STACK (--disks ID,… | --disk-sizes 4x8TB) [--option k=v]… [--fill 50%]
//   [--ure 1e-14] [--afr 1.5%] [--read-speed 200MB/s] [--write-speed 200MB/s] [--json]
// The planner's forecast for one stack: usable space as the tools will print it and where the rest
// goes, which disks can fail, the rebuild, its risk, raidz expansion. Bad input: exit 2.
int runPredictCommand(const QStringList &args, CliStreams io);
