#pragma once

#include "cli/clicommand.h"

// stacklab-cli advise (--disks ID,… | --disk-sizes 4x8TB) [--care space,rebuild,risk,snapshots,growth]
//   [--fill 50%] [--ure 1e-14] [--afr 1.5%] [--read-speed …] [--write-speed …] [--json]
// The decision guide: every stack that fits the disks, ranked, with the reasons for each rank.
int runAdviseCommand(const QStringList &args, CliStreams io);
