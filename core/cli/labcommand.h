#pragma once

#include "cli/clicommand.h"

// stacklab-cli lab run STACK [STACK…] --target vm|loop|host [--disks ID,…] [--spare ID] [--rounds N]
//   [--dataset-size SIZE] [--overwrite-size SIZE] [--disk-size SIZE] [--disk-count N]
//   [--workload-runtime S] [--workload-size SIZE] [--session NAME] [--session-dir DIR] [--helper PATH]
//   --report FILE(.md|.csv|.json|.html)
// Runs seed 000's scenario for each stack, one after another on the same disks, records the lab
// session and writes one comparison report with a column per stack.
int runLabCommand(const QStringList &args, CliStreams io);
