#pragma once

#include "about/exitcodes.h"

#include <QStringList>
#include <QTextStream>

#include <functional>

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
