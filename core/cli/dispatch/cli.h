#pragma once

#include "cli/clicommand.h"

#include <QList>

// The commands stacklab-cli knows, in the order help lists them.
QList<CliCommand> cliCommands();

// Runs stacklab-cli with its arguments (without the program name) and returns the exit code.
int runCli(const QStringList &arguments, CliStreams io);
