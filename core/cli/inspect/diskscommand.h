#pragma once

#include "cli/clicommand.h"

// stacklab-cli disks [--json]: the disk inventory as a table for people or as JSON (docs/disks-json.md).
int runDisksCommand(const QStringList &args, CliStreams io);
