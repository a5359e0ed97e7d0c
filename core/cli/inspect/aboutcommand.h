#pragma once

#include "cli/clicommand.h"

// stacklab-cli about [--json]: the version, where the files the app loads were found (installed
// under a prefix, or the build tree) and the published sources the lab follows.
int runAboutCommand(const QStringList &args, CliStreams io);
