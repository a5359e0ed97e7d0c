#include "cli/lab/labreportcommand.h"

#include "lab/campaign/labcampaign.h"
#include "lab/outcome/runverdict.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "report/export/reportformat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace {

struct LabReportCommand {
    Q_DECLARE_TR_FUNCTIONS(LabReportCommand)
};

void printUsage(QTextStream &out)
{
    out << LabReportCommand::tr("Usage: stacklab-cli lab report SESSION --report FILE") << "\n\n"
        << LabReportCommand::tr("Writes the comparison report of a recorded lab session (a session folder, or a name "
                                "under the app's sessions folder) without running anything. Stacks that did not run "
                                "to their end (a crash, a killed run, a lab that stopped) are marked with the reason; "
                                "stacklab-cli lab run --resume SESSION runs them.")
        << "\n"
        << LabReportCommand::tr("  --report FILE            .md, .csv, .json or .html") << "\n"
        << LabReportCommand::tr("Exit codes: 0 the report is written and every stack ran to its end, 1 the report "
                                "is partial or could not be written, 2 bad arguments.")
        << "\n";
}

} // namespace

QString labReportFormatProblem(const QString &path)
{
    const std::optional<ReportFormat> format = reportFormatFor(path);
    if (format == ReportFormat::Pdf)
        return LabReportCommand::tr("PDF needs the GUI's renderer: write --report FILE.html and export the PDF from "
                                    "the Results page of stacklab, or print the HTML file.");
    if (!format)
        return LabReportCommand::tr("--report must end in .md, .csv, .json or .html, got '%1'.").arg(path);
    return {};
}

int runLabReportCommand(const QStringList &args, CliStreams io)
{
    QString session;
    QString reportPath;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printUsage(io.out);
            return CliOk;
        }
        if (arg == QLatin1String("--report") && i + 1 < args.size()) {
            reportPath = args.at(++i);
        } else if (!arg.startsWith(QLatin1String("--")) && session.isEmpty()) {
            session = arg;
        } else {
            io.err << "stacklab-cli lab report: "
                   << LabReportCommand::tr("unexpected argument %1 (see --help).").arg(arg) << "\n";
            return CliUsage;
        }
    }
    if (session.isEmpty() || reportPath.isEmpty()) {
        io.err << "stacklab-cli lab report: " << LabReportCommand::tr("name the SESSION and the --report FILE.")
               << "\n";
        return CliUsage;
    }
    if (const QString problem = labReportFormatProblem(reportPath); !problem.isEmpty()) {
        io.err << "stacklab-cli lab report: " << problem << "\n";
        return CliUsage;
    }
    const QString dir = LabSessionFolder::directoryOf(session);
    if (!QFileInfo::exists(QDir(dir).filePath(LabSessionStore::snapshotFileName()))) {
        io.err << LabReportCommand::tr("No lab session in %1: name a session folder or a session of %2.")
                      .arg(dir, LabSessionFolder::defaultDirectory(QString()))
               << "\n";
        return CliUsage;
    }
    QString error;
    const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir, &error);
    if (!store) {
        io.err << LabReportCommand::tr("The lab session in %1 could not be opened: %2").arg(dir, error) << "\n";
        return CliFailed;
    }
    if (!LabCampaign::writeReport(store->session(), {}, reportPath, &error)) {
        io.err << LabReportCommand::tr("The report %1 could not be written: %2").arg(reportPath, error) << "\n";
        return CliFailed;
    }
    io.out << LabReportCommand::tr("Report written to %1").arg(reportPath) << "\n";
    // The same verdict the report, the Results page and the Lab page show.
    const RunVerdict verdict = RunVerdict::of(store->session());
    io.out << verdict.text() << "\n";
    for (const StackVerdict &stack : verdict.stacks)
        io.out << "  " << stack.stack << ": " << stack.text() << "\n";
    return verdict.outcome == StackVerdict::Outcome::Passed ? CliOk : CliFailed;
}
