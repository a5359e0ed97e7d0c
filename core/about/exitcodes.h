#pragma once

// The exit codes of every StackLab process that a script can run: stacklab-cli's commands and the
// GUI's command-line modes (`stacklab --export-report`, `--session`), so scripts can tell a usage
// error from a failed run whichever front end they call. Here, below both front ends, so that the
// GUI does not reach into the CLI for them.
enum CliExit : int {
    CliOk = 0,
    CliFailed = 1, // the command ran and what it did failed (a tool, the disk, the run)
    CliUsage = 2, // bad arguments or input, or a request a rule refused: nothing was done
};
