#include "cli/plan/stackscommand.h"

#include "stacks/catalog/stackrecipes.h"

#include <QCoreApplication>

static QString diskCount(const StackInfo &info)
{
    if (info.diskMultiple > 1)
        return QCoreApplication::translate("StacksCommand", "%1, %2, … disks")
            .arg(info.minDisks)
            .arg(info.minDisks + info.diskMultiple);
    return QCoreApplication::translate("StacksCommand", "%1+ disks").arg(info.minDisks);
}

int runStacksCommand(const QStringList &args, CliStreams io)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        io.out << QCoreApplication::translate("StacksCommand", "Usage: stacklab-cli stacks") << "\n\n"
               << QCoreApplication::translate("StacksCommand",
                      "Lists the stacks `stacklab-cli plan` builds, the members each needs (a spare comes on top) "
                      "and the options it accepts.")
               << "\n";
        return CliOk;
    }
    if (!args.isEmpty()) {
        io.err << QCoreApplication::translate("StacksCommand", "stacks: unexpected argument '%1'.").arg(args.first())
               << "\n";
        return CliUsage;
    }
    const QList<StackInfo> infos = stackInfos();
    qsizetype nameWidth = 0;
    qsizetype countWidth = 0;
    for (const StackInfo &info : infos) {
        nameWidth = std::max(nameWidth, info.name.size());
        countWidth = std::max(countWidth, diskCount(info).size());
    }
    for (const StackInfo &info : infos) {
        io.out << info.name.leftJustified(nameWidth) << "  " << diskCount(info).leftJustified(countWidth) << "  "
               << info.description << "\n";
        if (!info.options.isEmpty())
            io.out << QString(nameWidth + 2, QLatin1Char(' ')) << QString(countWidth + 2, QLatin1Char(' '))
                   << QCoreApplication::translate("StacksCommand", "options: %1")
                          .arg(info.options.join(QStringLiteral(", ")))
                   << "\n";
    }
    return CliOk;
}
