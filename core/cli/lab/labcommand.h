#pragma once

#include "cli/clicommand.h"

// stacklab-cli lab run STACK [STACK…] --target vm|loop|host [--disks ID,…] [--spare ID] [--rounds N]
//   [--dataset-size SIZE] [--overwrite-size SIZE] [--disk-size SIZE] [--disk-count N]
//   [--workload-runtime S] [--workload-size SIZE] [--session NAME] [--session-dir DIR] [--helper PATH]
//   --report FILE(.md|.csv|.json|.html)
// stacklab-cli lab run --resume SESSION [--report FILE] [--helper PATH]
// stacklab-cli lab report SESSION --report FILE
// Runs seed 000's scenario for each stack, one after another on the same disks, records the lab
// session (with the run's plan) and writes one comparison report with a column per stack.
// --resume continues a session that a crash cut short from its first unfinished stack; a report
// of a partial session marks the stacks that did not run to their end (LabRunStatus).
int runLabCommand(const QStringList &args, CliStreams io);
