#pragma once

#include "cli/clicommand.h"

// stacklab-cli stacks: the stack names with their disk counts and a one-line description.
int runStacksCommand(const QStringList &args, CliStreams io);
