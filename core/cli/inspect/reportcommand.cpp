#include "cli/inspect/reportcommand.h"

#include "report/export/reportformat.h"
#include "report/sweep/sweepfolder.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {

struct ReportCommand {
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
};

void printUsage(QTextStream &out)
{
    out << ReportCommand::tr("Usage: stacklab-cli report merge CELL.json... --report FILE [options]") << "\n\n"
        << ReportCommand::tr("Merges the cell reports of a sweep (stacklab-cli lab run ... --report cell-ID.json, "
                             "from one machine or many) into one table and chart: a row per host, layout and fill "
                             "level with the medians of its rounds, every cell with its host, kernel and tool "
                             "versions, and the cells that failed or are missing.")
        << "\n"
        << ReportCommand::tr("  --report FILE            .html, .md, .csv or .json; repeatable") << "\n"
        << ReportCommand::tr("  --jobs FILE              the sweep's jobs file (lab sweep --emit-jobs): cells it "
                             "lists without a report are missing (default: every layout, fill level and round "
                             "seen in any cell)")
        << "\n"
        << ReportCommand::tr("  --pool-hosts             average cells from different hosts together (default: one "
                             "row per host)")
        << "\n"
        << ReportCommand::tr("Exit codes: 0 every cell measured its rebuild, 1 a cell failed or is missing, 2 bad "
                             "arguments or a file that is not a cell report.")
        << "\n";
}

} // namespace

int mergeSweepReports(
    const QStringList &cellFiles, const QString &jobsFile, bool poolHosts, const QStringList &outputs, CliStreams io)
{
    QString error;
    const std::optional<SweepMerged> read = SweepFolder::read(cellFiles, jobsFile, poolHosts, &error);
    if (!read) {
        io.err << error << "\n";
        return CliUsage;
    }
    const SweepMerged &merged = *read;
    for (const QString &path : outputs) {
        // The paths were checked when parsed: each names a format core writes.
        const QByteArray bytes = exportReport(merged, *reportFormatFor(path)).value_or(QByteArray());
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
            io.err << ReportCommand::tr("The merged report %1 could not be written: %2").arg(path, file.errorString())
                   << "\n";
            return CliFailed;
        }
        io.out << ReportCommand::tr("Merged report written to %1").arg(path) << "\n";
    }
    const int failed = int(merged.failed().size());
    const int missing = int(merged.missing.size());
    io.out << ReportCommand::tr("%n cell(s) merged", nullptr, int(merged.cells.size())) << ", "
           << ReportCommand::tr("%n failed", nullptr, failed) << ", "
           << ReportCommand::tr("%n missing", nullptr, missing) << "\n";
    for (const SweepCellReport *cell : merged.failed())
        io.out << "  " << ReportCommand::tr("failed: %1 on %2: %3").arg(cell->cellId, cell->host, cell->failure())
               << "\n";
    for (const SweepCellKey &key : merged.missing)
        io.out << "  " << ReportCommand::tr("missing: %1 (no report)").arg(key.cellId) << "\n";
    if (merged.hosts.size() > 1)
        io.out << (poolHosts
                ? ReportCommand::tr("Cells from %n host(s) pooled (--pool-hosts).", nullptr, int(merged.hosts.size()))
                : ReportCommand::tr("Cells from %n host(s): one row per host (--pool-hosts pools them).", nullptr,
                    int(merged.hosts.size())))
               << "\n";
    io.out.flush();
    return failed + missing == 0 ? CliOk : CliFailed;
}

int runReportCommand(const QStringList &args, CliStreams io)
{
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        printUsage(io.out);
        return args.isEmpty() ? CliUsage : CliOk;
    }
    auto usage = [&io](const QString &message) {
        io.err << "stacklab-cli report merge: " << message << "\n";
        return int(CliUsage);
    };
    if (args.first() != QLatin1String("merge")) {
        io.err << ReportCommand::tr("stacklab-cli report: unknown subcommand '%1' (merge).").arg(args.first()) << "\n";
        return CliUsage;
    }
    QStringList cells, outputs;
    QString jobsFile;
    bool poolHosts = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printUsage(io.out);
            return CliOk;
        } else if (arg == QLatin1String("--pool-hosts")) {
            poolHosts = true;
        } else if (!arg.startsWith(QLatin1String("--"))) {
            cells << arg;
        } else if (i + 1 >= args.size()) {
            return usage(ReportCommand::tr("%1 needs a value.").arg(arg));
        } else if (arg == QLatin1String("--report")) {
            const QString path = args.at(++i);
            if (const std::optional<ReportFormat> format = reportFormatFor(path);
                !format || *format == ReportFormat::Pdf)
                return usage(ReportCommand::tr("--report must end in .html, .md, .csv or .json, got '%1'.").arg(path));
            outputs << path;
        } else if (arg == QLatin1String("--jobs")) {
            jobsFile = args.at(++i);
        } else {
            return usage(ReportCommand::tr("unknown option %1 (see --help).").arg(arg));
        }
    }
    if (cells.isEmpty())
        return usage(ReportCommand::tr("name the cell reports to merge (cell-*.json)."));
    if (outputs.isEmpty())
        return usage(ReportCommand::tr("--report FILE is required (.html, .md, .csv or .json)."));
    return mergeSweepReports(cells, jobsFile, poolHosts, outputs, io);
}
