#pragma once

#include "cli/clicommand.h"

#include <QString>

#include <optional>

class LabCampaign;

// stacklab-cli lab sweep [--target vm|loop] [--layouts TOKEN,…] [--fill 25,50] [--rounds N]
//   [--disk-count N] [--disk-size SIZE] [--session NAME] [--session-dir DIR] [--helper PATH] --csv FILE
// Seed 003's resilver study, unattended: every layout × fill level × round on one lab target,
// resilver time to the CSV, a median summary on stdout and a chart (FILE with .svg) next to it.
int runLabSweepCommand(const QStringList &args, CliStreams io);

// "512M", "4G", "1.5T", "1048576": binary units, as the lab's sizes are printed (lab run and sweep).
std::optional<qint64> parseLabSize(const QString &text);
// --vm-cpus: a whole number of virtual CPUs from 1 to 64 (lab run and sweep).
std::optional<int> parseVmCpus(const QString &text);

// Prints a lab campaign's progress as lab run and sweep show it: its lines on stdout (the target's
// and the scenario's indented), its problems on stderr.
void showLabCampaign(LabCampaign *campaign, CliStreams io);
