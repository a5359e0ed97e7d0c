#include "cli/inspect/diskscommand.h"

#include "disks/disk/diskjson.h"
#include "disks/inventory/diskinventory.h"

#include <QCoreApplication>
#include <QJsonDocument>

static void printHelp(QTextStream &out)
{
    out << QCoreApplication::translate("DisksCommand", "Usage: stacklab-cli disks [--json]") << "\n\n"
        << QCoreApplication::translate("DisksCommand",
               "Lists the whole disks of this machine with their stable ID and what StackLab "
               "may do with them:")
        << "\n"
        << QCoreApplication::translate("DisksCommand",
               "system (never), in-use (free it first), not-blank (clear the signatures "
               "first), blank (free for the lab).")
        << "\n\n"
        << "  --json   " << QCoreApplication::translate("DisksCommand", "print a JSON array (see docs/disks-json.md)")
        << "\n";
}

static QString gib(quint64 bytes)
{
    return QString::number(static_cast<double>(bytes) / (1024.0 * 1024.0 * 1024.0), 'f', 1);
}

static void printTable(const InventorySnapshot &snapshot, QTextStream &out)
{
    const QStringList header = {
        QCoreApplication::translate("DisksCommand", "NAME"),
        QCoreApplication::translate("DisksCommand", "STABLE ID"),
        QCoreApplication::translate("DisksCommand", "SIZE GiB"),
        QCoreApplication::translate("DisksCommand", "TRANSPORT"),
        QCoreApplication::translate("DisksCommand", "CLASS"),
        QCoreApplication::translate("DisksCommand", "REASON"),
    };
    QList<QStringList> rows {header};
    for (const Disk &disk : snapshot.disks)
        rows.append({disk.name, disk.stableId, gib(disk.sizeBytes), disk.transport, diskClassName(disk.classification),
            disk.reason});
    QList<qsizetype> widths(header.size() - 1, 0);
    for (const QStringList &row : std::as_const(rows)) {
        for (qsizetype i = 0; i < widths.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    }
    for (const QStringList &row : std::as_const(rows)) {
        for (qsizetype i = 0; i < widths.size(); ++i)
            out << (i == 2 ? row.at(i).rightJustified(widths[i]) : row.at(i).leftJustified(widths[i])) << "  ";
        out << row.last() << "\n";
    }
    out << "\n" << snapshot.identityNote << "\n";
    if (!snapshot.signaturesNote.isEmpty())
        out << snapshot.signaturesNote << "\n";
    for (const Disk &disk : snapshot.disks) {
        if (disk.cleanupCommands.isEmpty())
            continue;
        out << "\n"
            << QCoreApplication::translate("DisksCommand", "To clear %1 (%2):").arg(disk.name, disk.stableId) << "\n";
        for (const QString &command : disk.cleanupCommands)
            out << "  " << command << "\n";
    }
}

int runDisksCommand(const QStringList &args, CliStreams io)
{
    bool json = false;
    for (const QString &arg : args) {
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printHelp(io.out);
            return CliOk;
        } else {
            io.err << QCoreApplication::translate("DisksCommand", "stacklab-cli disks: unknown option '%1'.").arg(arg)
                   << "\n";
            printHelp(io.err);
            return CliUsage;
        }
    }
    const InventorySnapshot snapshot = DiskInventory().scan();
    if (json)
        io.out << QString::fromUtf8(QJsonDocument(disksToJson(snapshot.disks)).toJson(QJsonDocument::Indented));
    else
        printTable(snapshot, io.out);
    return CliOk;
}
