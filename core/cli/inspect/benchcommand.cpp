#include "cli/inspect/benchcommand.h"

#include "workload/engine/workloadrun.h"
#include "workload/job/fiojobparser.h"
#include "workload/results/fioreport.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcessEnvironment>

#include <atomic>
#include <csignal>

namespace {

std::atomic<WorkloadRun *> g_interruptedRun {nullptr};

extern "C" void onInterrupt(int)
{
    // Async-signal-safe: sets an atomic flag the workers poll at least every 100 ms.
    if (WorkloadRun *run = g_interruptedRun.load())
        run->cancel();
}

struct BenchCommand {
    Q_DECLARE_TR_FUNCTIONS(BenchCommand)
};

void printUsage(QTextStream &out)
{
    out << BenchCommand::tr("Usage: stacklab-cli bench JOBFILE [--env K=V]... [--output-format=normal|json] "
                            "[--ignore-unsupported]")
        << "\n\n"
        << BenchCommand::tr("Runs a fio job file on StackLab's io_uring engine and prints fio-compatible results.")
        << "\n"
        << BenchCommand::tr("  --env K=V               set ${K} for the job file (overrides the environment)") << "\n"
        << BenchCommand::tr("  --output-format=FORMAT  normal (fio's summary) or json (fio's JSON field names)") << "\n"
        << BenchCommand::tr("  --ignore-unsupported    skip unsupported options with a warning instead of failing")
        << "\n"
        << BenchCommand::tr(
               "Exit codes: 0 all jobs ran, 1 a job failed or the run was cancelled, 2 bad arguments or job file.")
        << "\n";
}

} // namespace

int runBenchCommand(const QStringList &args, CliStreams io)
{
    QString jobFile;
    QString format = QStringLiteral("normal");
    bool ignoreUnsupported = false;
    QHash<QString, QString> environment;
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    for (const QString &key : system.keys())
        environment.insert(key, system.value(key));

    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printUsage(io.out);
            return CliOk;
        }
        if (arg == QLatin1String("--ignore-unsupported")) {
            ignoreUnsupported = true;
        } else if (arg.startsWith(QLatin1String("--output-format="))) {
            format = arg.mid(16);
            if (format != QLatin1String("normal") && format != QLatin1String("json")) {
                io.err << BenchCommand::tr("stacklab-cli bench: unknown output format '%1': use normal or json")
                              .arg(format)
                       << "\n";
                return CliUsage;
            }
        } else if (arg == QLatin1String("--env") || arg.startsWith(QLatin1String("--env="))) {
            QString pair = arg.startsWith(QLatin1String("--env=")) ? arg.mid(6) : QString();
            if (arg == QLatin1String("--env")) {
                if (i + 1 >= args.size()) {
                    io.err << BenchCommand::tr("stacklab-cli bench: --env needs K=V") << "\n";
                    return CliUsage;
                }
                pair = args[++i];
            }
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                io.err << BenchCommand::tr("stacklab-cli bench: --env '%1' is not K=V").arg(pair) << "\n";
                return CliUsage;
            }
            environment.insert(pair.left(eq), pair.mid(eq + 1));
        } else if (arg.startsWith(QLatin1String("--"))) {
            io.err << BenchCommand::tr("stacklab-cli bench: unknown option '%1'").arg(arg) << "\n";
            printUsage(io.err);
            return CliUsage;
        } else if (jobFile.isEmpty()) {
            jobFile = arg;
        } else {
            io.err << BenchCommand::tr("stacklab-cli bench: one job file only ('%1' is extra)").arg(arg) << "\n";
            return CliUsage;
        }
    }
    if (jobFile.isEmpty()) {
        printUsage(io.err);
        return CliUsage;
    }

    QFile file(jobFile);
    if (!file.open(QIODevice::ReadOnly)) {
        io.err << BenchCommand::tr("stacklab-cli bench: cannot read %1: %2").arg(jobFile, file.errorString()) << "\n";
        return CliUsage;
    }
    const FioJobFile parsed = FioJobParser::parse(QString::fromUtf8(file.readAll()), environment, ignoreUnsupported);
    if (!parsed.ok()) {
        io.err << QStringLiteral("%1: %2").arg(jobFile, parsed.error) << "\n";
        return CliUsage;
    }
    for (const QString &notice : parsed.notices)
        io.err << BenchCommand::tr("notice: %1").arg(notice) << "\n";
    for (const QString &warning : parsed.warnings)
        io.err << BenchCommand::tr("warning: %1").arg(warning) << "\n";
    io.err.flush();

    WorkloadRun run(parsed.jobs);
    run.onNotice = [&io](const QString &text) {
        io.err << text << "\n";
        io.err.flush();
    };
    g_interruptedRun.store(&run);
    auto previousInt = std::signal(SIGINT, onInterrupt);
    auto previousTerm = std::signal(SIGTERM, onInterrupt);
    const RunResult result = run.run();
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    g_interruptedRun.store(nullptr);

    if (format == QLatin1String("json"))
        io.out << QString::fromUtf8(FioReport::json(result, parsed.jobs));
    else
        io.out << FioReport::text(result, parsed.jobs);
    io.out.flush();

    for (const JobResult &job : result.jobs) {
        // fio's own lines for every bad block it kept, then the job's error.
        for (const VerifyFailure &failure : job.verifyFailures)
            io.err << failure.report << "\n";
        if (job.verifyFailureCount > static_cast<std::uint64_t>(job.verifyFailures.size()))
            io.err << BenchCommand::tr("%1: %2 more verify failures not listed")
                          .arg(job.jobName)
                          .arg(job.verifyFailureCount - static_cast<std::uint64_t>(job.verifyFailures.size()))
                   << "\n";
        if (job.error != 0)
            io.err << BenchCommand::tr("%1: %2").arg(job.jobName, job.errorText) << "\n";
    }
    if (result.cancelled)
        io.err << BenchCommand::tr("stacklab-cli bench: cancelled") << "\n";
    return result.firstError() != 0 || result.cancelled ? CliFailed : CliOk;
}
