#include "cli/dispatch/cli.h"

#include "cli/inspect/aboutcommand.h"
#include "cli/inspect/benchcommand.h"
#include "cli/inspect/diskscommand.h"
#include "cli/inspect/parsecommand.h"
#include "cli/inspect/reportcommand.h"
#include "cli/lab/labcommand.h"
#include "cli/plan/advisecommand.h"
#include "cli/plan/plancommand.h"
#include "cli/plan/predictcommand.h"
#include "cli/plan/stackscommand.h"

#include "stacklabversion.h"

#include <QCoreApplication>

QList<CliCommand> cliCommands()
{
    return {
        // Each command adds its line here: {"name", QT_TRANSLATE_NOOP("Cli", "summary"), runNameCommand},
        {"disks", QT_TRANSLATE_NOOP("Cli", "List the disks and whether the lab may use them"), runDisksCommand},
        {"bench", QT_TRANSLATE_NOOP("Cli", "Run a fio job file on StackLab's io_uring engine"), runBenchCommand},
        {"stacks", QT_TRANSLATE_NOOP("Cli", "List the stacks StackLab can build"), runStacksCommand},
        {"plan", QT_TRANSLATE_NOOP("Cli", "Print the exact commands of a stack, phase by phase"), runPlanCommand},
        {"predict",
            QT_TRANSLATE_NOOP("Cli", "Forecast a stack before building it: usable space, tolerance, rebuild, risk"),
            runPredictCommand},
        {"advise", QT_TRANSLATE_NOOP("Cli", "Rank every layout for a set of disks, with the reasons"),
            runAdviseCommand},
        {"parse", QT_TRANSLATE_NOOP("Cli", "Print a parser's reading of captured output as JSON"), runParseCommand},
        {"lab",
            QT_TRANSLATE_NOOP("Cli",
                "Run the lab scenario on stacks and compare them (lab run), or the resilver sweep over layouts (lab "
                "sweep)"),
            runLabCommand},
        {"report", QT_TRANSLATE_NOOP("Cli", "Merge the cell reports of a sweep into one table (report merge)"),
            runReportCommand},
        {"about", QT_TRANSLATE_NOOP("Cli", "Show the version, where the installed files are, and the sources"),
            runAboutCommand},
    };
}

static void printUsage(QTextStream &out)
{
    out << QCoreApplication::translate("Cli", "Usage: stacklab-cli COMMAND [OPTIONS]") << "\n\n"
        << QCoreApplication::translate("Cli", "Commands:") << "\n";
    for (const CliCommand &command : cliCommands())
        out << "  " << QString::fromLatin1(command.name).leftJustified(10) << ' '
            << QCoreApplication::translate("Cli", command.summary) << "\n";
    out << "\n"
        << QCoreApplication::translate("Cli", "Run stacklab-cli COMMAND --help for the options of a command.") << "\n";
}

int runCli(const QStringList &arguments, CliStreams io)
{
    if (arguments.isEmpty() || arguments.first() == QLatin1String("--help") || arguments.first() == QLatin1String("-h")
        || arguments.first() == QLatin1String("help")) {
        printUsage(arguments.isEmpty() ? io.err : io.out);
        return arguments.isEmpty() ? CliUsage : CliOk;
    }
    if (arguments.first() == QLatin1String("--version")) {
        io.out << "stacklab-cli " << STACKLAB_VERSION_STRING << "\n";
        return CliOk;
    }
    const QString name = arguments.first();
    for (const CliCommand &command : cliCommands()) {
        if (name == QLatin1String(command.name))
            return command.run(arguments.mid(1), io);
    }
    io.err << QCoreApplication::translate("Cli", "stacklab-cli: unknown command '%1'.").arg(name) << "\n";
    printUsage(io.err);
    return CliUsage;
}
