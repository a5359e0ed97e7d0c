#include "cli/inspect/aboutcommand.h"

#include "about/aboutinfo.h"

#include <QCoreApplication>
#include <QJsonDocument>

static void printHelp(QTextStream &out)
{
    out << QCoreApplication::translate("AboutCommand", "Usage: stacklab-cli about [--json]") << "\n\n"
        << QCoreApplication::translate("AboutCommand",
               "Prints StackLab's version, where each file it loads at run time was looked for (the helper, "
               "the translations, the virtual lab's scripts, the fio job files) and whether it is there, and "
               "the published sources the lab follows.")
        << "\n\n"
        << "  --json   " << QCoreApplication::translate("AboutCommand", "print the same as one JSON object") << "\n"
        << QCoreApplication::translate("AboutCommand", "Exit codes: 0 every file was found, 1 a file is missing.")
        << "\n";
}

int runAboutCommand(const QStringList &args, CliStreams io)
{
    bool json = false;
    for (const QString &arg : args) {
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printHelp(io.out);
            return CliOk;
        }
        if (arg != QLatin1String("--json")) {
            io.err << QCoreApplication::translate("AboutCommand", "about: unknown option '%1'.").arg(arg) << "\n";
            printHelp(io.err);
            return CliUsage;
        }
        json = true;
    }
    const AboutInfo about = AboutInfo::current();
    if (json)
        io.out << QJsonDocument(about.toJson()).toJson(QJsonDocument::Indented);
    else
        io.out << about.toText();
    for (const InstallLayout::File &file : about.files) {
        if (!file.found)
            return CliFailed;
    }
    return CliOk;
}
