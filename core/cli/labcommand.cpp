#include "cli/labcommand.h"

#include "cli/sweepcommand.h"

#include "lab/labsessionstore.h"
#include "lab/labtarget.h"
#include "lab/scenarioreport.h"
#include "lab/scenariorunner.h"
#include "lab/sweepjobs.h"
#include "report/reportexport.h"
#include "stacks/stackrecipes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <QTimer>

#include <atomic>
#include <csignal>
#include <memory>
#include <optional>

namespace {

std::atomic<bool> g_interrupted {false};

extern "C" void onLabInterrupt(int)
{
    // Async-signal-safe: a timer in the event loop turns it into ScenarioRunner::cancel().
    g_interrupted.store(true);
}

struct LabCommand {
    Q_DECLARE_TR_FUNCTIONS(LabCommand)
};

void printUsage(QTextStream &out)
{
    out << LabCommand::tr("Usage: stacklab-cli lab run STACK [STACK...] --target vm|loop|host --report FILE [options]")
        << "\n\n"
        << LabCommand::tr(
               "Runs the four-stack comparison's scenario on each stack, one after another on the same disks: build, "
               "initial sync, storage-bench, dataset copy, snapshot cost, disk pull, rebuild, verify, "
               "scrub, teardown. Records a lab session and writes one report with a column per stack.")
        << "\n"
        << LabCommand::tr("  --target KIND            vm (the virtual lab), loop (loop disks on this kernel) or host "
                          "(real disks: needs --disks)")
        << "\n"
        << LabCommand::tr("  --report FILE            .md, .csv, .json or .html (PDF: export it from the GUI's "
                          "Results page)")
        << "\n"
        << LabCommand::tr("  --disks ID,ID,...        member disks (default: all lab disks but the last)") << "\n"
        << LabCommand::tr("  --spare ID               the replacement disk (default: the last lab disk)") << "\n"
        << LabCommand::tr("  --rounds N               storage-bench runs per stack (default 3)") << "\n"
        << LabCommand::tr("  --dataset-size SIZE      dataset size, e.g. 512M, 4G (default 25 % of the usable space)")
        << "\n"
        << LabCommand::tr("  --overwrite-size SIZE    bytes overwritten for the snapshot cost (default 1G, at most "
                          "an eighth of the usable space)")
        << "\n"
        << LabCommand::tr("  --workload-runtime S     runtime of the 4k random read job (default 60)") << "\n"
        << LabCommand::tr("  --workload-size SIZE     file size of the storage-bench jobs (default 2G, at most a "
                          "quarter of the usable space)")
        << "\n"
        << LabCommand::tr("  --dataset-percent N      dataset size as a percentage of the usable space (default 25)")
        << "\n"
        << LabCommand::tr("  --dataset-seed N         seed of the dataset's random data (default: a new one per run)")
        << "\n"
        << LabCommand::tr("  --stages LIST            only these stages, e.g. claim,prepare,build,sync,mount,dataset,"
                          "fail,rebuild,verify,teardown (default: all)")
        << "\n"
        << LabCommand::tr("  --tag KEY=VALUE          recorded in the report's run section (a sweep names its cell "
                          "with layout=, fill=, round=); repeatable")
        << "\n"
        << LabCommand::tr("  --disk-count N           vm and loop: number of lab disks (default 4)") << "\n"
        << LabCommand::tr("  --disk-size SIZE         vm and loop: size of each lab disk (default 1G)") << "\n"
        << LabCommand::tr("  --session NAME           lab session name (default lab-YYYYMMDD-HHMMSS)") << "\n"
        << LabCommand::tr("  --session-dir DIR        where the session is recorded (default: the app data folder)")
        << "\n"
        << LabCommand::tr("  --helper PATH            the stacklab-helper binary (default: installed, else next to "
                          "stacklab-cli)")
        << "\n"
        << LabCommand::tr("Exit codes: 0 every stack ran to the end, 1 a stack failed or the lab could not start, "
                          "2 bad arguments.")
        << "\n\n"
        << LabCommand::tr("stacklab-cli lab sweep --csv FILE [options]: the ZFS resilver sweep (see lab sweep "
                          "--help).")
        << "\n";
}

// Waits until the target is ready (true) or failed (false).
bool waitUntilReady(LabTarget *lab)
{
    QEventLoop loop;
    bool ok = false;
    QObject::connect(lab, &LabTarget::ready, &loop, [&] {
        ok = true;
        loop.quit();
    });
    QObject::connect(lab, &LabTarget::failed, &loop, &QEventLoop::quit);
    loop.exec();
    return ok;
}

int runLab(const QStringList &args, CliStreams io)
{
    QStringList stacks;
    QString target;
    QString reportPath;
    QStringList disks;
    QString spare;
    QString sessionName;
    QString sessionDir;
    QString helperPath;
    ScenarioOptions options;
    int diskCount = 4;
    qint64 diskSize = 1024LL * 1024 * 1024;
    QMap<QString, QString> run; // the report's run section (docs/sweeps.md)

    auto usage = [&io](const QString &message) {
        io.err << "stacklab-cli lab run: " << message << "\n";
        return int(CliUsage);
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        auto value = [&](QString *out) {
            if (i + 1 >= args.size())
                return false;
            *out = args.at(++i);
            return true;
        };
        QString v;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printUsage(io.out);
            return CliOk;
        } else if (!arg.startsWith(QLatin1String("--"))) {
            stacks << arg;
        } else if (!value(&v)) {
            return usage(LabCommand::tr("%1 needs a value.").arg(arg));
        } else if (arg == QLatin1String("--target")) {
            target = v;
        } else if (arg == QLatin1String("--report")) {
            reportPath = v;
        } else if (arg == QLatin1String("--disks")) {
            disks = v.split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (arg == QLatin1String("--spare")) {
            spare = v;
        } else if (arg == QLatin1String("--session")) {
            sessionName = v;
        } else if (arg == QLatin1String("--session-dir")) {
            sessionDir = v;
        } else if (arg == QLatin1String("--helper")) {
            helperPath = v;
        } else if (arg == QLatin1String("--rounds") || arg == QLatin1String("--workload-runtime")
            || arg == QLatin1String("--disk-count")) {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1)
                return usage(LabCommand::tr("%1 needs a whole number of at least 1, got '%2'.").arg(arg, v));
            (arg == QLatin1String("--rounds")              ? options.rounds
                    : arg == QLatin1String("--disk-count") ? diskCount
                                                           : options.workloadRuntimeSeconds)
                = n;
        } else if (arg == QLatin1String("--dataset-size") || arg == QLatin1String("--overwrite-size")
            || arg == QLatin1String("--disk-size") || arg == QLatin1String("--workload-size")) {
            const std::optional<qint64> size = parseLabSize(v);
            if (!size)
                return usage(LabCommand::tr("%1 needs a size such as 512M or 4G, got '%2'.").arg(arg, v));
            (arg == QLatin1String("--dataset-size")            ? options.datasetBytes
                    : arg == QLatin1String("--overwrite-size") ? options.overwriteBytes
                    : arg == QLatin1String("--workload-size")  ? options.workloadSizeBytes
                                                               : diskSize)
                = *size;
        } else if (SweepJobs::isCellOption(arg)) {
            if (const QString bad = SweepJobs::applyCellOption(arg, v, &options, &run); !bad.isEmpty())
                return usage(bad);
        } else {
            return usage(LabCommand::tr("unknown option %1 (see --help).").arg(arg));
        }
    }

    if (stacks.isEmpty())
        return usage(LabCommand::tr("name at least one stack (stacklab-cli stacks lists them)."));
    for (const QString &stack : std::as_const(stacks)) {
        if (!stackNames().contains(stack))
            return usage(LabCommand::tr("unknown stack '%1' (stacklab-cli stacks lists them).").arg(stack));
    }
    LabTarget::Kind kind;
    if (target == QLatin1String("vm"))
        kind = LabTarget::Kind::Virtual;
    else if (target == QLatin1String("loop"))
        kind = LabTarget::Kind::Loop;
    else if (target == QLatin1String("host"))
        kind = LabTarget::Kind::Host;
    else
        return usage(LabCommand::tr("--target must be vm, loop or host, got '%1'.").arg(target));
    if (kind == LabTarget::Kind::Host && disks.isEmpty())
        return usage(LabCommand::tr("--target host runs on real disks: name them with --disks (stable IDs from "
                                    "stacklab-cli disks) and the replacement with --spare."));
    if (reportPath.isEmpty())
        return usage(LabCommand::tr("--report FILE is required (.md, .csv, .json or .html)."));
    const QString format = QFileInfo(reportPath).suffix().toLower();
    if (format == QLatin1String("pdf"))
        return usage(LabCommand::tr("PDF needs the GUI's renderer: write --report FILE.html and export the PDF from "
                                    "the Results page of stacklab, or print the HTML file."));
    if (!QStringList {QStringLiteral("md"), QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("html")}
             .contains(format))
        return usage(LabCommand::tr("--report must end in .md, .csv, .json or .html, got '%1'.").arg(reportPath));

    if (sessionName.isEmpty())
        sessionName
            = QStringLiteral("lab-") + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (sessionDir.isEmpty())
        sessionDir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
            + QStringLiteral("/stacklab/sessions/") + sessionName;

    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    if (!store) {
        io.err << LabCommand::tr("The lab session in %1 could not be opened: %2").arg(sessionDir, error) << "\n";
        return CliFailed;
    }
    SessionMetadata metadata = store->session().metadata;
    metadata.name = sessionName;
    if (!metadata.created.isValid())
        metadata.created = QDateTime::currentDateTimeUtc();
    metadata.target = LabTarget::kindName(kind);
    for (const QString &stack : std::as_const(stacks)) {
        if (!metadata.stacks.contains(stack))
            metadata.stacks << stack;
    }
    store->setMetadata(metadata);
    io.out << LabCommand::tr("Session %1 in %2").arg(sessionName, sessionDir) << "\n";
    io.out.flush();

    LabTarget::Options targetOptions;
    targetOptions.kind = kind;
    targetOptions.session = sessionName;
    targetOptions.diskCount = diskCount;
    targetOptions.diskSizeBytes = diskSize;
    targetOptions.helperPath = helperPath;
    std::unique_ptr<LabTarget> lab;
    bool labUp = false;
    auto stopLab = [&lab, &labUp] {
        QEventLoop stopLoop;
        bool stopped = false;
        QObject::connect(lab.get(), &LabTarget::stopped, &stopLoop, [&] {
            stopped = true;
            stopLoop.quit();
        });
        lab->stop();
        if (!stopped)
            stopLoop.exec();
        labUp = false;
    };
    const bool disksFromLab = disks.isEmpty();
    const bool spareFromLab = disksFromLab && spare.isEmpty();
    auto startLab = [&]() -> bool {
        lab = std::make_unique<LabTarget>(targetOptions);
        QObject::connect(lab.get(), &LabTarget::progress, [&io](const QString &line) {
            io.out << "  " << line << "\n";
            io.out.flush();
        });
        lab->start();
        if (!lab->isReady() && (!lab->errorString().isEmpty() || !waitUntilReady(lab.get()))) {
            io.err << LabCommand::tr("The %1 lab could not start: %2").arg(target, lab->errorString()) << "\n";
            lab->stop();
            return false;
        }
        if (disksFromLab) {
            const QStringList all = lab->labDisks();
            if (all.size() < 2) {
                io.err << LabCommand::tr(
                    "The lab has %n disk(s); a scenario needs members and a spare.", nullptr, int(all.size()))
                       << "\n";
                lab->stop();
                return false;
            }
            disks = all.mid(0, all.size() - 1);
            if (spareFromLab)
                spare = all.last();
        }
        labUp = true;
        return true;
    };
    std::signal(SIGINT, onLabInterrupt);
    std::signal(SIGTERM, onLabInterrupt);
    if (!startLab())
        return CliFailed;
    auto pulls = [&store] {
        int count = 0;
        for (const SessionStepRecord &step : store->session().steps) {
            if (step.phase == QLatin1String("fail") && step.stepId == QLatin1String("pull-disk"))
                ++count;
        }
        return count;
    };

    QList<Scenario> scenarios;
    QStringList failures; // the report's run section keeps them: a merge lists the cell as failed
    bool allOk = true;
    bool pulledDisk = false;
    for (const QString &stack : std::as_const(stacks)) {
        // A pulled virtual disk stays gone until the guest boots again, and the next stack's claim
        // would fail on it: a fresh boot brings fresh, blank disks (the session stays the same).
        if (pulledDisk && kind == LabTarget::Kind::Virtual) {
            io.out << LabCommand::tr("Restarting the virtual lab: the previous stack pulled a disk") << "\n";
            io.out.flush();
            stopLab();
            if (!startLab()) {
                allOk = false;
                break;
            }
        }
        RecipeRequest request;
        request.stack = stack;
        request.disks = disks;
        request.spare = spare;
        request.session = sessionName;
        request.kernelNames = lab->kernelNames();
        request.backingFiles = lab->backingFiles();
        if (kind == LabTarget::Kind::Loop)
            request.options.insert(QStringLiteral("pull"), QStringLiteral("loop-truncate"));
        // The lab made its disks, so it knows their size; on real disks the recipe defaults stand.
        options.memberBytes = kind == LabTarget::Kind::Host ? 0 : diskSize;
        Scenario scenario(request, options);
        if (!scenario.ok()) {
            io.err << LabCommand::tr("%1: %2").arg(stack, scenario.error()) << "\n";
            failures << LabCommand::tr("%1: %2").arg(stack, scenario.error());
            allOk = false;
            continue;
        }
        scenarios << scenario;
        io.out << LabCommand::tr("== %1 on %2 + spare %3").arg(stack, disks.join(QLatin1Char(',')), spare) << "\n";
        io.out.flush();
        const int pullsBefore = pulls();
        ScenarioRunner runner(scenario, lab->client(), store.get());
        QObject::connect(&runner, &ScenarioRunner::message, [&io](const QString &line) {
            io.out << "  " << line << "\n";
            io.out.flush();
        });
        QEventLoop loop;
        QObject::connect(&runner, &ScenarioRunner::finished, &loop, &QEventLoop::quit);
        QObject::connect(lab.get(), &LabTarget::failed, &loop, [&](const QString &why) {
            io.err << LabCommand::tr("The lab target failed: %1").arg(why) << "\n";
            loop.quit();
        });
        // Ctrl-C cancels the running step and tears the stack down instead of leaving it built.
        QTimer interruptPoll;
        QObject::connect(&interruptPoll, &QTimer::timeout, &runner, [&runner, &io] {
            if (g_interrupted.exchange(false)) {
                io.out << LabCommand::tr("Interrupted: cancelling and tearing down (Ctrl-C again to cancel the "
                                         "teardown too)")
                       << "\n";
                io.out.flush();
                runner.cancel();
            }
        });
        interruptPoll.start(200);
        runner.run();
        if (!runner.isFinished())
            loop.exec();
        interruptPoll.stop();
        pulledDisk = pulls() > pullsBefore;
        if (!runner.succeeded()) {
            allOk = false;
            failures << LabCommand::tr("%1 failed: %2")
                            .arg(stack,
                                runner.errorString().isEmpty() ? LabCommand::tr("the lab target stopped")
                                                               : runner.errorString());
            io.err << failures.last() << "\n";
            if (!runner.isFinished())
                break;
        }
    }

    ComparisonReport report = ScenarioReport::build(store->session(), scenarios);
    report.run = SweepJobs::runSection(run, sessionName, metadata.target, failures, g_interrupted.load());
    QByteArray bytes;
    if (format == QLatin1String("md"))
        bytes = toMarkdown(report).toUtf8();
    else if (format == QLatin1String("csv"))
        bytes = toCsv(report);
    else if (format == QLatin1String("json"))
        bytes = toJson(report);
    else
        bytes = toHtml(report).toUtf8();
    QSaveFile file(reportPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        io.err << LabCommand::tr("The report %1 could not be written: %2").arg(reportPath, file.errorString()) << "\n";
        allOk = false;
    } else {
        io.out << LabCommand::tr("Report written to %1").arg(reportPath) << "\n";
    }

    io.out << LabCommand::tr("Stopping the lab") << "\n";
    io.out.flush();
    if (labUp)
        stopLab();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return allOk && !g_interrupted.load() ? CliOk : CliFailed;
}

} // namespace

int runLabCommand(const QStringList &args, CliStreams io)
{
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        printUsage(io.out);
        return args.isEmpty() ? CliUsage : CliOk;
    }
    if (args.first() == QLatin1String("run"))
        return runLab(args.mid(1), io);
    if (args.first() == QLatin1String("sweep"))
        return runLabSweepCommand(args.mid(1), io);
    io.err << LabCommand::tr("stacklab-cli lab: unknown subcommand '%1' (run, sweep).").arg(args.first()) << "\n";
    return CliUsage;
}
