#pragma once

#include <QStringList>
#include <QTextStream>

#include <functional>

// Exit codes every command uses, so scripts can tell a usage error from a failed run.
enum CliExit : int {
    CliOk = 0,
    CliFailed = 1, // the command ran and what it did failed (a tool, the disk, the run)
    CliUsage = 2, // bad arguments or input, or a request a rule refused: nothing was done
};

struct CliStreams {
    QTextStream &out;
    QTextStream &err;
};

// One subcommand of stacklab-cli. `summary` is a QT_TRANSLATE_NOOP("Cli", …) string,
// translated when help is printed.
struct CliCommand {
    const char *name;
    const char *summary;
    std::function<int(const QStringList &args, CliStreams io)> run;
};
