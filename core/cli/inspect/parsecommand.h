#pragma once

#include "cli/clicommand.h"

// stacklab-cli parse KIND FILE: what a monitor parser makes of a captured output, as JSON.
int runParseCommand(const QStringList &args, CliStreams io);
