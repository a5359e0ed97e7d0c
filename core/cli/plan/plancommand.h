#pragma once

#include "cli/clicommand.h"

// stacklab-cli plan STACK --disks A,B,C [--spare D] [--fail DISK] [--session NAME] [--option k=v]...
//   [--phase NAME|all] [--json|--script] [--clear-signatures] [--kernel-name DISK=NAME]... [--lab-root DIR]
// Prints the plan buildPlan() makes. Disks present on this machine are checked against the
// inventory first: a system or in-use disk is refused (exit 2). Missing paths give a preview.
int runPlanCommand(const QStringList &args, CliStreams io);
