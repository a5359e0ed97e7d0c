#include "cli/lab/labcommand.h"

#include "cli/lab/diskprofilearguments.h"
#include "cli/lab/labreportcommand.h"
#include "cli/lab/sweepcommand.h"

#include "lab/campaign/labcampaign.h"
#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "lab/sweep/scenariospace.h"
#include "lab/sweep/sweepjobs.h"
#include "stacks/catalog/stackrecipes.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <optional>

namespace {

std::atomic<bool> g_interrupted {false};

extern "C" void onLabInterrupt(int)
{
    // Async-signal-safe: a timer in the event loop turns it into LabCampaign::cancel().
    g_interrupted.store(true);
}

struct LabCommand {
    Q_DECLARE_TR_FUNCTIONS(LabCommand)
};

void printUsage(QTextStream &out)
{
    out << LabCommand::tr("Usage: stacklab-cli lab run STACK [STACK...] --target vm|loop|host --report FILE [options]")
        << "\n"
        << LabCommand::tr("       stacklab-cli lab run --resume SESSION [--report FILE] [--helper PATH]") << "\n\n"
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
        << LabCommand::tr("  --drill LIST             fault drills to run as well, e.g. %1 (docs/drills.md; "
                          "default: none)")
               .arg(scenarioDrillNames().join(QLatin1Char(',')))
        << "\n"
        << LabCommand::tr("  --corrupt-blocks N       corruption drill: 4 KiB blocks overwritten on one member, 1 to "
                          "4096 (default 64)")
        << "\n"
        << LabCommand::tr("  --second-failure-at P%   second-failure drill: the rebuild's progress when the second "
                          "disk is pulled, 1 to 99 (default 30%)")
        << "\n"
        << LabCommand::tr("  --power-cut-at P%        power-cut drill: the rebuild's progress when the virtual lab "
                          "loses power, 1 to 99 (default 50%)")
        << "\n"
        << LabCommand::tr("  --drill-seed N           where the corruption drill's blocks land (default: the "
                          "dataset's seed)")
        << "\n"
        << LabCommand::tr("  --tag KEY=VALUE          recorded in the report's run section (a sweep names its cell "
                          "with layout=, fill=, round=); repeatable")
        << "\n"
        << LabCommand::tr("  --disk-count N           vm and loop: number of lab disks (default 4)") << "\n"
        << LabCommand::tr("  --disk-size SIZE         vm and loop: size of each lab disk (default 1G; 512M with "
                          "--disk-profile hdd)")
        << "\n"
        << LabCommand::tr("  --vm-cpus N              vm: the guest's virtual CPUs, 1 to 64 (default 2)") << "\n"
        << DiskProfileArguments::usage()
        << LabCommand::tr("  --session NAME           lab session name (default lab-YYYYMMDD-HHMMSS)") << "\n"
        << LabCommand::tr("  --session-dir DIR        where the session is recorded (default: the app data folder)")
        << "\n"
        << LabCommand::tr("  --helper PATH            the stacklab-helper binary (default: installed, else next to "
                          "stacklab-cli)")
        << "\n"
        << LabCommand::tr("  --resume SESSION         continue a run that a crash, a kill or a lab that stopped cut "
                          "short (a session folder or name): its stacks and options, from the first stack that did "
                          "not run to its end")
        << "\n"
        << LabCommand::tr("Exit codes: 0 every stack ran to the end, 1 a stack failed or the lab could not start, "
                          "2 bad arguments.")
        << "\n\n"
        << LabCommand::tr("stacklab-cli lab report SESSION --report FILE: the report of a recorded session, partial "
                          "or not (see lab report --help).")
        << "\n"
        << LabCommand::tr("stacklab-cli lab sweep --csv FILE [options]: the ZFS resilver sweep (see lab sweep "
                          "--help).")
        << "\n";
}

bool isDrillOption(const QString &option)
{
    return option == QLatin1String("--drill") || option == QLatin1String("--corrupt-blocks")
        || option == QLatin1String("--second-failure-at") || option == QLatin1String("--power-cut-at")
        || option == QLatin1String("--drill-seed");
}

// "30%" or "30": a whole percentage from 1 to 99.
std::optional<int> percentOf(QString value)
{
    if (value.endsWith(QLatin1Char('%')))
        value.chop(1);
    bool ok = false;
    const int percent = value.toInt(&ok);
    if (!ok || percent < 1 || percent > 99)
        return std::nullopt;
    return percent;
}

// Sets the drill option on `options`; returns the error in words, empty when it is good.
QString applyDrillOption(const QString &option, const QString &value, ScenarioOptions *options)
{
    bool ok = false;
    if (option == QLatin1String("--drill")) {
        options->drills.clear();
        for (const QString &word : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<ScenarioStageKind> drill = scenarioDrillFromName(word.trimmed());
            if (!drill)
                return LabCommand::tr("--drill: unknown drill '%1' (drills: %2).")
                    .arg(word.trimmed(), scenarioDrillNames().join(QStringLiteral(", ")));
            if (!options->drills.contains(*drill))
                options->drills << *drill;
        }
        if (options->drills.isEmpty())
            return LabCommand::tr("--drill needs at least one drill (drills: %1).")
                .arg(scenarioDrillNames().join(QStringLiteral(", ")));
    } else if (option == QLatin1String("--corrupt-blocks")) {
        const int blocks = value.toInt(&ok);
        if (!ok || blocks < 1 || blocks > 4096)
            return LabCommand::tr("--corrupt-blocks needs a number of 4 KiB blocks from 1 to 4096, got '%1'.")
                .arg(value);
        options->corruptBlocks = blocks;
    } else if (option == QLatin1String("--second-failure-at") || option == QLatin1String("--power-cut-at")) {
        const std::optional<int> percent = percentOf(value);
        if (!percent)
            return LabCommand::tr("%1 needs a percentage of the rebuild from 1 to 99 such as 30%, got '%2'.")
                .arg(option, value);
        (option == QLatin1String("--power-cut-at") ? options->powerCutAtPercent : options->secondFailureAtPercent)
            = *percent;
    } else if (option == QLatin1String("--drill-seed")) {
        const quint32 seed = value.toUInt(&ok);
        if (!ok || seed == 0 || seed > 0x7fffffffu)
            return LabCommand::tr("--drill-seed needs a whole number from 1 to 2147483647, got '%1'.").arg(value);
        options->drillSeed = seed;
    }
    return {};
}

// A drill's parameter without its drill does nothing: say so rather than run without it.
QString drillParameterProblem(const QStringList &given, const ScenarioOptions &options)
{
    const QList<std::pair<const char *, const char *>> needs = {{"--corrupt-blocks", "corruption"},
        {"--drill-seed", "corruption"}, {"--second-failure-at", "second-failure"}, {"--power-cut-at", "power-cut"}};
    for (const auto &[option, drill] : needs) {
        const std::optional<ScenarioStageKind> kind = scenarioDrillFromName(QLatin1String(drill));
        if (given.contains(QLatin1String(option)) && (!kind || !options.drills.contains(*kind)))
            return LabCommand::tr("%1 sets the %2 drill: add --drill %2.")
                .arg(QLatin1String(option), QLatin1String(drill));
    }
    return {};
}

// What `lab run` was asked: a new run's plan, or the session to resume.
struct RunArguments {
    LabRunPlan plan;
    QString sessionName;
    QString sessionDir;
    QString helperPath;
    QString resume;
    QStringList planOptions; // options that set the plan (refused with --resume)
    QMap<QString, QString> runSection; // the report's run section: tags, seed (docs/sweeps.md)
    DiskProfileArguments diskProfile;
};

// What is wrong with the arguments as a whole once each option is read (empty: nothing), and the
// report's path made absolute.
QString runArgumentsProblem(RunArguments *run)
{
    LabRunPlan &plan = run->plan;
    if (!run->resume.isEmpty()) {
        if (!run->planOptions.isEmpty() || !run->sessionName.isEmpty() || !run->sessionDir.isEmpty())
            return LabCommand::tr("--resume continues the session's own stacks and options: give only "
                                  "--report and --helper with it, not %1.")
                .arg(run->planOptions.isEmpty() ? QStringLiteral("--session") : run->planOptions.first());
    } else {
        if (plan.stacks.isEmpty())
            return LabCommand::tr("name at least one stack (stacklab-cli stacks lists them).");
        for (const QString &stack : std::as_const(plan.stacks)) {
            if (!stackNames().contains(stack))
                return LabCommand::tr("unknown stack '%1' (stacklab-cli stacks lists them).").arg(stack);
        }
        if (plan.target != QLatin1String("vm") && plan.target != QLatin1String("loop")
            && plan.target != QLatin1String("host"))
            return LabCommand::tr("--target must be vm, loop or host, got '%1'.").arg(plan.target);
        if (plan.vmCpus > 0 && plan.target != QLatin1String("vm"))
            return LabCommand::tr("--vm-cpus sets the virtual lab's CPUs: it goes with --target vm only.");
        if (run->diskProfile.isGiven() && plan.target != QLatin1String("vm"))
            return LabCommand::tr("--disk-profile, --disk-speed and --disk-iops set the virtual lab's disks: "
                                  "they go with --target vm only.");
        QString profileProblem;
        const std::optional<DiskProfile> profile = run->diskProfile.resolve(&profileProblem);
        if (!profile)
            return profileProblem;
        plan.diskProfile = *profile;
        if (!run->planOptions.contains(QLatin1String("--disk-size")) && profile->labDiskBytes > 0)
            plan.diskSizeBytes = profile->labDiskBytes;
        if (plan.target == QLatin1String("host") && plan.disks.isEmpty())
            return LabCommand::tr("--target host runs on real disks: name them with --disks (stable IDs from "
                                  "stacklab-cli disks) and the replacement with --spare.");
        if (plan.reportPath.isEmpty())
            return LabCommand::tr("--report FILE is required (.md, .csv, .json or .html).");
        // A report the run could not write is named before the sizes are weighed.
        if (const QString problem = labReportFormatProblem(plan.reportPath); !problem.isEmpty())
            return problem;
        if (const QString problem = drillParameterProblem(run->planOptions, plan.options); !problem.isEmpty())
            return problem;
        // Two drills that both run the rebuild, say: the scenario's own words.
        if (const QString problem = Scenario::checkOptions(plan.options); !problem.isEmpty())
            return problem;
        if (plan.options.drills.contains(ScenarioStageKind::PowerCut) && plan.target != QLatin1String("vm"))
            return LabTarget::powerCutRefusal(
                plan.target == QLatin1String("host") ? LabTarget::Kind::Host : LabTarget::Kind::Loop);
        // Each stack's space before the lab starts (issue 29, finding 3): the lab makes its disks,
        // so their size is known; on real disks LabCampaign checks once it has them.
        if (plan.target != QLatin1String("host")) {
            const int members = plan.disks.isEmpty() ? plan.diskCount - 1 : int(plan.disks.size());
            for (const QString &stack : std::as_const(plan.stacks)) {
                const ScenarioSpaceCheck space = ScenarioSpace::check(stack, members, plan.diskSizeBytes, plan.options);
                if (!space.fits())
                    return space.refusal();
            }
        }
    }
    if (!plan.reportPath.isEmpty()) {
        if (const QString problem = labReportFormatProblem(plan.reportPath); !problem.isEmpty())
            return problem;
        plan.reportPath = QFileInfo(plan.reportPath).absoluteFilePath();
    }
    return {};
}

// Fills `run`; returns -1 to go on, else the exit code.
int parseRunArguments(const QStringList &args, CliStreams io, RunArguments *run)
{
    LabRunPlan &plan = run->plan;
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
            plan.stacks << arg;
            run->planOptions << arg;
        } else if (!value(&v)) {
            return usage(LabCommand::tr("%1 needs a value.").arg(arg));
        } else if (arg == QLatin1String("--report")) {
            plan.reportPath = v;
        } else if (arg == QLatin1String("--session")) {
            run->sessionName = v;
        } else if (arg == QLatin1String("--session-dir")) {
            run->sessionDir = v;
        } else if (arg == QLatin1String("--helper")) {
            run->helperPath = v;
        } else if (arg == QLatin1String("--resume")) {
            run->resume = v;
        } else if (arg == QLatin1String("--target")) {
            plan.target = v;
            run->planOptions << arg;
        } else if (arg == QLatin1String("--disks")) {
            plan.disks = v.split(QLatin1Char(','), Qt::SkipEmptyParts);
            run->planOptions << arg;
        } else if (arg == QLatin1String("--spare")) {
            plan.spare = v;
            run->planOptions << arg;
        } else if (arg == QLatin1String("--vm-cpus")) {
            const std::optional<int> cpus = parseVmCpus(v);
            if (!cpus)
                return usage(LabCommand::tr("--vm-cpus needs a whole number from 1 to 64, got '%1'.").arg(v));
            plan.vmCpus = *cpus;
            run->planOptions << arg;
        } else if (arg == QLatin1String("--rounds") || arg == QLatin1String("--workload-runtime")
            || arg == QLatin1String("--disk-count")) {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1)
                return usage(LabCommand::tr("%1 needs a whole number of at least 1, got '%2'.").arg(arg, v));
            (arg == QLatin1String("--rounds")              ? plan.options.rounds
                    : arg == QLatin1String("--disk-count") ? plan.diskCount
                                                           : plan.options.workloadRuntimeSeconds)
                = n;
            run->planOptions << arg;
        } else if (arg == QLatin1String("--dataset-size") || arg == QLatin1String("--overwrite-size")
            || arg == QLatin1String("--disk-size") || arg == QLatin1String("--workload-size")) {
            const std::optional<qint64> size = parseLabSize(v);
            if (!size)
                return usage(LabCommand::tr("%1 needs a size such as 512M or 4G, got '%2'.").arg(arg, v));
            (arg == QLatin1String("--dataset-size")            ? plan.options.datasetBytes
                    : arg == QLatin1String("--overwrite-size") ? plan.options.overwriteBytes
                    : arg == QLatin1String("--workload-size")  ? plan.options.workloadSizeBytes
                                                               : plan.diskSizeBytes)
                = *size;
            run->planOptions << arg;
        } else if (DiskProfileArguments::isOption(arg)) {
            if (const QString bad = run->diskProfile.take(arg, v); !bad.isEmpty())
                return usage(bad);
            run->planOptions << arg;
        } else if (isDrillOption(arg)) {
            if (const QString bad = applyDrillOption(arg, v, &plan.options); !bad.isEmpty())
                return usage(bad);
            run->planOptions << arg;
        } else if (SweepJobs::isCellOption(arg)) {
            if (const QString bad = SweepJobs::applyCellOption(arg, v, &plan.options, &run->runSection); !bad.isEmpty())
                return usage(bad);
            run->planOptions << arg;
        } else {
            return usage(LabCommand::tr("unknown option %1 (see --help).").arg(arg));
        }
    }

    if (const QString problem = runArgumentsProblem(run); !problem.isEmpty())
        return usage(problem);
    return -1;
}

// Opens the campaign's session: a new one for the plan, or the one --resume names with its
// recorded plan. Returns -1 to go on, else the exit code; *toRun gets the stacks still to run.
int openSession(const RunArguments &run, LabCampaign *campaign, CliStreams io, QStringList *toRun)
{
    QString error;
    if (run.resume.isEmpty()) {
        SessionMetadata wanted;
        wanted.name = run.sessionName.isEmpty() ? LabCampaign::newSessionName(QStringLiteral("lab")) : run.sessionName;
        wanted.target = run.plan.target;
        wanted.stacks = run.plan.stacks;
        wanted.run = run.plan;
        if (!campaign->startSession(run.sessionDir, wanted, &error)) {
            io.err << error << "\n";
            return CliFailed;
        }
        *toRun = run.plan.stacks;
        io.out << LabCommand::tr("Session %1 in %2").arg(campaign->sessionName(), campaign->store()->directory())
               << "\n";
        io.out.flush();
        return -1;
    }
    const QString dir = LabSessionFolder::directoryOf(run.resume);
    switch (campaign->resumeSession(dir, run.plan.reportPath, &error)) {
    case LabCampaign::ResumeRefusal::None:
        break;
    case LabCampaign::ResumeRefusal::CannotOpen:
        io.err << error << "\n";
        return CliFailed;
    case LabCampaign::ResumeRefusal::NoSession:
    case LabCampaign::ResumeRefusal::NoRunPlan:
        io.err << error << "\n";
        return CliUsage;
    }
    const LabRunStatus status = LabRunStatus::of(campaign->store()->session());
    *toRun = status.unfinished();
    for (const LabRunStatus::Stack &stack : status.stacks())
        io.out << "  " << stack.name << ": " << LabRunStatus::describe(stack) << "\n";
    io.out << LabCommand::tr("Resuming session %1 in %2").arg(campaign->sessionName(), dir) << "\n";
    io.out.flush();
    return -1;
}

int runLab(const QStringList &args, CliStreams io)
{
    RunArguments run;
    if (const int code = parseRunArguments(args, io, &run); code >= 0)
        return code;
    LabCampaign campaign;
    campaign.setHelperPath(run.helperPath);
    showLabCampaign(&campaign, io);
    QStringList toRun;
    if (const int code = openSession(run, &campaign, io, &toRun); code >= 0)
        return code;
    const QString reportPath = campaign.plan().reportPath;
    if (reportPath.isEmpty()) {
        io.err << "stacklab-cli lab run: " << LabCommand::tr("--report FILE is required (.md, .csv, .json or .html).")
               << "\n";
        return CliUsage;
    }

    // A closed terminal (SIGHUP) tears down like Ctrl-C; SIGKILL cannot be caught, so the lab
    // itself ends with us (VirtualLab, the helper's end of input).
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        std::signal(signal, onLabInterrupt);
    // Ctrl-C cancels the running step and tears the stack down instead of leaving it built.
    QTimer interruptPoll;
    bool interrupted = false; // g_interrupted is reset so that a second Ctrl-C can cancel the teardown
    QObject::connect(&interruptPoll, &QTimer::timeout, &campaign, [&campaign, &io, &interrupted] {
        if (campaign.isScenarioRunning() && g_interrupted.exchange(false)) {
            interrupted = true;
            io.out << LabCommand::tr("Interrupted: cancelling and tearing down (Ctrl-C again to cancel the "
                                     "teardown too)")
                   << "\n";
            io.out.flush();
            campaign.cancel();
        }
    });
    interruptPoll.start(200);
    bool allOk = toRun.isEmpty() || campaign.runStacks(toRun);
    interruptPoll.stop();
    // The helper client and the virtual lab are deleted later (they may be inside their own
    // signals when the lab stops): this is later.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);

    // The report's run section keeps the failures: a merge lists the cell as failed.
    const QMap<QString, QString> runSection = SweepJobs::runSection(run.runSection, campaign.sessionName(),
        campaign.plan().target, campaign.failures(), interrupted || g_interrupted.load());
    QString error;
    if (!campaign.writeReport(reportPath, &error, runSection)) {
        io.err << LabCommand::tr("The report %1 could not be written: %2").arg(reportPath, error) << "\n";
        allOk = false;
    } else {
        io.out << LabCommand::tr("Report written to %1").arg(reportPath) << "\n";
    }
    const LabRunStatus status = LabRunStatus::of(campaign.store()->session());
    for (const LabRunStatus::Stack &stack : status.stacks()) {
        if (stack.state != LabRunStatus::StackState::Succeeded) {
            allOk = false;
            io.out << "  " << stack.name << ": " << LabRunStatus::describe(stack) << "\n";
        }
    }
    if (!status.isComplete())
        io.out
            << LabCommand::tr("Continue it with: stacklab-cli lab run --resume %1").arg(campaign.store()->directory())
            << "\n";
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        std::signal(signal, SIG_DFL);
    return allOk && !interrupted && !g_interrupted.load() ? CliOk : CliFailed;
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
    if (args.first() == QLatin1String("report"))
        return runLabReportCommand(args.mid(1), io);
    if (args.first() == QLatin1String("sweep"))
        return runLabSweepCommand(args.mid(1), io);
    io.err << LabCommand::tr("stacklab-cli lab: unknown subcommand '%1' (run, report, sweep).").arg(args.first())
           << "\n";
    return CliUsage;
}
