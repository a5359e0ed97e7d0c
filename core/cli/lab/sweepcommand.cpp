#include "cli/lab/sweepcommand.h"

#include "cli/lab/diskprofilearguments.h"
#include "cli/lab/sweepdispatch.h"

#include "lab/campaign/labcampaign.h"
#include "lab/predictions/stackpredictions.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "lab/sweep/labsweep.h"
#include "lab/target/labtargetchoice.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QMap>
#include <QSaveFile>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace {

std::atomic<bool> g_sweepInterrupted {false};

extern "C" void onSweepInterrupt(int)
{
    // Async-signal-safe: a timer in the event loop turns it into LabCampaign::cancel().
    g_sweepInterrupted.store(true);
}

struct SweepCommand {
    Q_DECLARE_TR_FUNCTIONS(SweepCommand)
};

void printUsage(QTextStream &out)
{
    out << SweepCommand::tr("Usage: stacklab-cli lab sweep --csv FILE [options]") << "\n\n"
        << SweepCommand::tr("The resilver sweep, unattended: for each layout, fill level and round, builds "
                            "the stack, fills it, pulls a disk, replaces it with the spare, times the rebuild or "
                            "resilver, verifies the data and tears the stack down. Writes one CSV row per run, a "
                            "chart (the CSV's name with .svg), the planner's forecast against each run's "
                            "measurement (the CSV's name with -predictions.csv) and prints the median per layout "
                            "and fill level.")
        << "\n"
        << SweepCommand::tr("  --target KIND            vm (the virtual lab, default) or loop (loop disks on this "
                            "kernel: btrfs here, ZFS only with ZFS on the host)")
        << "\n"
        << SweepCommand::tr("  --layouts LIST           default %1; forms: %2")
               .arg(LabSweep::defaultLayouts(), LabSweep::layoutForms())
        << "\n"
        << SweepCommand::tr("  --fill LIST              percent of the usable space written before the pull "
                            "(default %1)")
               .arg(LabSweep::defaultFillLevels())
        << "\n"
        << SweepCommand::tr("  --rounds N               runs per layout and fill level (default 1)") << "\n"
        << SweepCommand::tr("  --disk-count N           lab disks, the spare included (default 6, the virtual "
                            "lab's maximum)")
        << "\n"
        << SweepCommand::tr("  --disk-size SIZE         size of each lab disk (default: the smallest of 256M, 512M, "
                            "1G, 2G, 4G and 8G on which every cell has the space it writes and its rebuild needs; "
                            "btrfs replace needs free chunks: docs/sweeps.md)")
        << "\n"
        << SweepCommand::tr("  --vm-cpus N              vm: each virtual lab's CPUs, 1 to 64 (default 2; --jobs checks "
                            "that the labs at once fit this machine's cores)")
        << "\n"
        << DiskProfileArguments::usage()
        << SweepCommand::tr("  --csv FILE               where the results go (required)") << "\n"
        << SweepCommand::tr("  --session NAME           lab session name (default sweep-YYYYMMDD-HHMMSS)") << "\n"
        << SweepCommand::tr("  --session-dir DIR        where the session is recorded (default: the app data folder)")
        << "\n"
        << SweepCommand::tr("  --helper PATH            the stacklab-helper binary (default: installed, else next to "
                            "stacklab-cli)")
        << "\n"
        << SweepCommand::tr("  --emit-jobs FILE         write one stacklab-cli lab run command line per cell (its "
                            "seed included) and stop, unless --jobs or --hosts runs them too")
        << "\n"
        << SweepCommand::tr("  --jobs N                 run the cells as jobs through GNU parallel, N labs at once "
                            "(per host with --hosts); each cell its own lab and session")
        << "\n"
        << SweepCommand::tr("  --hosts FILE             GNU parallel's ssh login file: spread the cells over these "
                            "hosts (each needs stacklab installed at the same path and its own lab)")
        << "\n"
        << SweepCommand::tr("  --retries N              tries per cell with --jobs/--hosts (default 1)") << "\n"
        << SweepCommand::tr("  --seed N                 the sweep's seed; each cell's dataset seed derives from it "
                            "(default: from the clock)")
        << "\n"
        << SweepCommand::tr("  --report FILE            with --jobs/--hosts: the merged report (.html, .md, .csv, "
                            ".json; repeatable), as stacklab-cli report merge writes it")
        << "\n"
        << SweepCommand::tr("  --pool-hosts             with --report: average cells from different hosts together")
        << "\n"
        << SweepCommand::tr("Exit codes: 0 every run measured a resilver and verified its data, 1 a run failed or "
                            "the lab could not start, 2 bad arguments.")
        << "\n";
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    *error = file.errorString();
    return false;
}

} // namespace

std::optional<qint64> parseLabSize(const QString &text)
{
    // The lab target dialog's parser, with the point only (a command line has no language).
    const std::optional<qint64> bytes = LabTargetChoice::parseSize(text, QLocale::c());
    if (!bytes || *bytes < 1)
        return std::nullopt;
    return bytes;
}

std::optional<int> parseVmCpus(const QString &text)
{
    bool ok = false;
    const int cpus = text.toInt(&ok);
    if (!ok || cpus < 1 || cpus > 64)
        return std::nullopt;
    return cpus;
}

void showLabCampaign(LabCampaign *campaign, CliStreams io)
{
    QObject::connect(campaign, &LabCampaign::message, [io](const QString &line) {
        io.out << line << "\n";
        io.out.flush();
    });
    QObject::connect(campaign, &LabCampaign::detail, [io](const QString &line) {
        io.out << "  " << line << "\n";
        io.out.flush();
    });
    QObject::connect(campaign, &LabCampaign::problem, [io](const QString &line) { io.err << line << "\n"; });
}

namespace {

// What `lab sweep` was asked.
struct SweepArguments {
    QString target = QStringLiteral("vm");
    LabTarget::Kind kind = LabTarget::Kind::Virtual;
    QList<SweepLayout> layouts;
    QList<int> fills;
    QString csvPath;
    QString sessionName;
    QString sessionDir;
    QString helperPath;
    int rounds = 1;
    int diskCount = 6;
    qint64 diskSize = 0; // 0: LabSweep::defaultDiskBytes for the sweep's layouts and fill levels
    int vmCpus = 0; // vm: the guest's vCPUs, 0 = the virtual lab's default
    DiskProfileArguments diskProfileArgs;
    DiskProfile diskProfile = DiskProfile::unthrottled(); // vm: resolved from diskProfileArgs
    SweepDispatch dispatch; // cells as jobs (docs/sweeps.md)
    int seed = 0;
    bool asJobs() const { return dispatch.run || !dispatch.emitJobsPath.isEmpty(); }
};

int sweepUsage(CliStreams io, const QString &message)
{
    io.err << "stacklab-cli lab sweep: " << message << "\n";
    return int(CliUsage);
}

// Reads the options into `sweep`; returns -1 to go on, else the exit code.
int readSweepOptions(
    const QStringList &args, CliStreams io, SweepArguments *sweep, QString *layoutText, QString *fillText)
{
    SweepDispatch &dispatch = sweep->dispatch;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printUsage(io.out);
            return CliOk;
        }
        if (!arg.startsWith(QLatin1String("--")))
            return sweepUsage(io, SweepCommand::tr("unexpected argument '%1' (see --help).").arg(arg));
        if (arg == QLatin1String("--pool-hosts")) {
            dispatch.poolHosts = true;
            continue;
        }
        if (i + 1 >= args.size())
            return sweepUsage(io, SweepCommand::tr("%1 needs a value.").arg(arg));
        const QString v = args.at(++i);
        const QMap<QString, QString *> texts = {{QStringLiteral("--target"), &sweep->target},
            {QStringLiteral("--layouts"), layoutText}, {QStringLiteral("--fill"), fillText},
            {QStringLiteral("--csv"), &sweep->csvPath}, {QStringLiteral("--session"), &sweep->sessionName},
            {QStringLiteral("--session-dir"), &sweep->sessionDir}, {QStringLiteral("--helper"), &sweep->helperPath},
            {QStringLiteral("--emit-jobs"), &dispatch.emitJobsPath}};
        const QMap<QString, int *> counts = {{QStringLiteral("--rounds"), &sweep->rounds},
            {QStringLiteral("--disk-count"), &sweep->diskCount}, {QStringLiteral("--jobs"), &dispatch.parallel.jobs},
            {QStringLiteral("--retries"), &dispatch.parallel.retries}, {QStringLiteral("--seed"), &sweep->seed}};
        if (QString *text = texts.value(arg)) {
            *text = v;
        } else if (arg == QLatin1String("--hosts")) {
            dispatch.parallel.sshLoginFile = QFileInfo(v).absoluteFilePath(); // parallel runs in FILE-cells/
            dispatch.run = true;
        } else if (arg == QLatin1String("--report")) {
            dispatch.reportPaths << v;
        } else if (int *count = counts.value(arg)) {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1)
                return sweepUsage(io, SweepCommand::tr("%1 needs a whole number of at least 1, got '%2'.").arg(arg, v));
            *count = n;
            dispatch.run = dispatch.run || arg == QLatin1String("--jobs");
        } else if (arg == QLatin1String("--vm-cpus")) {
            const std::optional<int> cpus = parseVmCpus(v);
            if (!cpus)
                return sweepUsage(
                    io, SweepCommand::tr("--vm-cpus needs a whole number from 1 to 64, got '%1'.").arg(v));
            sweep->vmCpus = *cpus;
        } else if (DiskProfileArguments::isOption(arg)) {
            if (const QString bad = sweep->diskProfileArgs.take(arg, v); !bad.isEmpty())
                return sweepUsage(io, bad);
        } else if (arg == QLatin1String("--disk-size")) {
            const std::optional<qint64> size = parseLabSize(v);
            if (!size)
                return sweepUsage(io, SweepCommand::tr("%1 needs a size such as 256M or 1G, got '%2'.").arg(arg, v));
            sweep->diskSize = *size;
        } else {
            return sweepUsage(io, SweepCommand::tr("unknown option %1 (see --help).").arg(arg));
        }
    }
    return -1;
}

// Fills `sweep` and checks that its options go together; returns -1 to go on, else the exit code.
int parseSweepArguments(const QStringList &args, CliStreams io, SweepArguments *sweep)
{
    QString layoutText = LabSweep::defaultLayouts();
    QString fillText = LabSweep::defaultFillLevels();
    if (const int code = readSweepOptions(args, io, sweep, &layoutText, &fillText); code >= 0)
        return code;
    if (sweep->target == QLatin1String("vm"))
        sweep->kind = LabTarget::Kind::Virtual;
    else if (sweep->target == QLatin1String("loop"))
        sweep->kind = LabTarget::Kind::Loop;
    else
        return sweepUsage(io,
            SweepCommand::tr("--target must be vm or loop, got '%1' (a sweep pulls disks: real "
                             "disks are not offered).")
                .arg(sweep->target));
    if (sweep->vmCpus > 0 && sweep->kind != LabTarget::Kind::Virtual)
        return sweepUsage(
            io, SweepCommand::tr("--vm-cpus sets the virtual lab's CPUs: it goes with --target vm only."));
    if (sweep->diskProfileArgs.isGiven() && sweep->kind != LabTarget::Kind::Virtual)
        return sweepUsage(io,
            SweepCommand::tr("--disk-profile, --disk-speed and --disk-iops set the virtual lab's disks: they go "
                             "with --target vm only."));
    QString error;
    const std::optional<DiskProfile> profile = sweep->diskProfileArgs.resolve(&error);
    if (!profile)
        return sweepUsage(io, error);
    sweep->diskProfile = *profile;
    sweep->layouts = LabSweep::parseLayouts(layoutText, &error);
    if (sweep->layouts.isEmpty())
        return sweepUsage(io, error);
    sweep->fills = LabSweep::parseFillLevels(fillText, &error);
    if (sweep->fills.isEmpty())
        return sweepUsage(io, error);
    // Every cell's space before the first one starts (issue 29, finding 6): the default disk size
    // is one on which every cell fits; a size given is checked the same way.
    if (sweep->diskSize <= 0) {
        const qint64 fitting = LabSweep::defaultDiskBytes(sweep->layouts, sweep->fills);
        sweep->diskSize = fitting > 0 ? fitting : LabSweep::defaultDiskSizes().last();
    }
    if (const QString space = LabSweep::checkSpace(sweep->layouts, sweep->fills, sweep->diskSize); !space.isEmpty())
        return sweepUsage(io, space);
    const SweepDispatch &dispatch = sweep->dispatch;
    // A cell job makes its own lab with the cell's members and spare: --disk-count is the serial lab's.
    if (const QString tooWide = LabSweep::checkDiskCount(sweep->layouts, sweep->diskCount);
        !tooWide.isEmpty() && !sweep->asJobs())
        return sweepUsage(io, tooWide);
    if (!dispatch.reportPaths.isEmpty() && !dispatch.run)
        return sweepUsage(io,
            SweepCommand::tr("--report merges cell reports: it needs --jobs or --hosts (a serial "
                             "sweep writes --csv)."));
    if (sweep->csvPath.isEmpty() && dispatch.run)
        return sweepUsage(io,
            SweepCommand::tr("--csv FILE is required (the chart goes next to it, with .svg; the "
                             "cell reports into FILE-cells/)."));
    if (sweep->csvPath.isEmpty() && !sweep->asJobs())
        return sweepUsage(io, SweepCommand::tr("--csv FILE is required (the chart goes next to it, with .svg)."));
    return -1;
}

// Each cell its own `lab run` job, written out or handed to GNU parallel (SweepDispatch).
int dispatchCells(SweepArguments &sweep, const QString &sessionName, CliStreams io)
{
    SweepDispatch &dispatch = sweep.dispatch;
    dispatch.cells = LabSweep::matrix(sweep.layouts, sweep.fills, sweep.rounds);
    dispatch.kind = sweep.kind;
    dispatch.csvPath = sweep.csvPath;
    dispatch.jobOptions.cli = QCoreApplication::applicationFilePath();
    dispatch.jobOptions.target = sweep.target;
    dispatch.jobOptions.diskSizeBytes = sweep.diskSize;
    dispatch.jobOptions.vmCpus = sweep.vmCpus;
    dispatch.jobOptions.diskProfileArgs = sweep.diskProfileArgs.argv();
    // The jobs run in the cells' folder (and by hand from anywhere): no relative paths in them.
    dispatch.jobOptions.helperPath
        = sweep.helperPath.isEmpty() ? QString() : QFileInfo(sweep.helperPath).absoluteFilePath();
    dispatch.jobOptions.sweep = sessionName;
    // Remote hosts keep their sessions in their own default folder; local cells under the sweep's.
    dispatch.jobOptions.sessionRoot
        = dispatch.parallel.sshLoginFile.isEmpty() ? QFileInfo(sweep.sessionDir).absoluteFilePath() : QString();
    dispatch.jobOptions.seed
        = sweep.seed > 0 ? quint32(sweep.seed) : quint32(QDateTime::currentMSecsSinceEpoch() % 0x7fffffff) | 1u;
    return runSweepDispatch(dispatch, io);
}

// After each run of a serial sweep: prints it and rewrites the CSV and the forecast's CSV, so an
// interrupted sweep keeps what it measured. False when the CSV could not be written.
class SweepProgress {
public:
    SweepProgress(const QString &csvPath, LabCampaign &campaign, CliStreams io)
        : m_csvPath(csvPath)
        , m_campaign(campaign)
        , m_io(io)
    {
        const QFileInfo csv(csvPath);
        m_predictionsPath = csv.path() + QLatin1Char('/') + csv.completeBaseName() + QStringLiteral("-predictions.csv");
    }

    bool afterRun(const QList<SweepResult> &results, const QList<Measurement> &measured)
    {
        const SweepResult &result = results.last();
        if (!result.error.isEmpty()) {
            allOk = false;
            m_io.err << SweepCommand::tr("%1 at %2 %: %3")
                            .arg(result.cell.layout.token)
                            .arg(result.cell.fillPercent)
                            .arg(result.error)
                     << "\n";
        } else {
            if (!result.measured() || !result.dataVerified)
                allOk = false;
            m_io.out << SweepCommand::tr("  resilver %1 s, %2 MiB, %3 MiB/s, data %4")
                            .arg(result.resilverSeconds, 0, 'f', 1)
                            .arg(double(result.resilveredBytes) / 1048576.0, 0, 'f', 1)
                            .arg(result.meanMibs(), 0, 'f', 1)
                            .arg(result.dataVerified ? SweepCommand::tr("verified") : SweepCommand::tr("NOT verified"))
                     << "\n";
        }
        QString writeError;
        if (!writeFile(m_csvPath, LabSweep::toCsv(results), &writeError)) {
            m_io.err << SweepCommand::tr("The CSV %1 could not be written: %2").arg(m_csvPath, writeError) << "\n";
            allOk = false;
            return false;
        }
        const SweepCell &cell = result.cell;
        m_scored << std::pair {
            cell, StackPredictions::rows(m_campaign.store()->session(), cell.layout.stack, measured)};
        if (!writeFile(m_predictionsPath, StackPredictions::sweepCsv(m_scored), &writeError))
            m_io.err << SweepCommand::tr("The CSV %1 could not be written: %2").arg(m_predictionsPath, writeError)
                     << "\n";
        return true;
    }

    bool allOk = true;

private:
    QString m_csvPath;
    QString m_predictionsPath;
    LabCampaign &m_campaign;
    CliStreams m_io;
    QList<std::pair<SweepCell, QList<ReportPrediction>>> m_scored; // the planner's forecast per cell
};

// Every cell one after the other in one lab; Ctrl-C cancels the running run (its teardown runs)
// and ends the sweep after it.
int runSerialSweep(const SweepArguments &sweep, LabCampaign &campaign, const QString &sessionName, CliStreams io)
{
    const QList<SweepCell> cells = LabSweep::matrix(sweep.layouts, sweep.fills, sweep.rounds);
    io.out << SweepCommand::tr("Session %1 in %2: %n run(s)", nullptr, int(cells.size()))
                  .arg(sessionName, sweep.sessionDir)
           << "\n";
    io.out.flush();

    std::signal(SIGINT, onSweepInterrupt);
    std::signal(SIGTERM, onSweepInterrupt);
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, &campaign, [&campaign, &io] {
        if (g_sweepInterrupted.load() && campaign.isScenarioRunning() && !campaign.isScenarioCancelled()) {
            io.out << SweepCommand::tr("Interrupted: cancelling and tearing down") << "\n";
            io.out.flush();
            campaign.cancel();
        }
    });
    interruptPoll.start(200);
    SweepProgress progress(sweep.csvPath, campaign, io);
    const std::optional<QList<SweepResult>> results = campaign.runSweep(
        sweep.kind, sweep.diskCount, sweep.diskSize, cells,
        [&progress](const QList<SweepResult> &done, const QList<Measurement> &measured) {
            return progress.afterRun(done, measured);
        },
        [] { return g_sweepInterrupted.load(); });
    interruptPoll.stop();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!results)
        return CliFailed;

    io.out << "\n" << LabSweep::summary(*results);
    const QFileInfo csv(sweep.csvPath);
    const QString svgPath = csv.path() + QLatin1Char('/') + csv.completeBaseName() + QStringLiteral(".svg");
    QString error;
    bool allOk = progress.allOk;
    if (!writeFile(svgPath, LabSweep::chartSvg(*results).toUtf8(), &error)) {
        io.err << SweepCommand::tr("The chart %1 could not be written: %2").arg(svgPath, error) << "\n";
        allOk = false;
    } else {
        io.out << SweepCommand::tr("Results in %1, chart in %2").arg(sweep.csvPath, svgPath) << "\n";
    }
    io.out.flush();
    return allOk && results->size() == cells.size() && !g_sweepInterrupted.load() ? CliOk : CliFailed;
}

} // namespace

int runLabSweepCommand(const QStringList &args, CliStreams io)
{
    SweepArguments sweep;
    if (const int code = parseSweepArguments(args, io, &sweep); code >= 0)
        return code;

    SessionMetadata wanted;
    wanted.name
        = sweep.sessionName.isEmpty() ? LabCampaign::newSessionName(QStringLiteral("sweep")) : sweep.sessionName;
    wanted.target = LabTarget::kindName(sweep.kind);
    for (const SweepLayout &layout : sweep.layouts)
        wanted.stacks << layout.stack;
    if (sweep.sessionDir.isEmpty())
        sweep.sessionDir = LabSessionFolder::defaultDirectory(wanted.name);
    if (sweep.asJobs())
        return dispatchCells(sweep, wanted.name, io);

    LabCampaign campaign;
    campaign.setHelperPath(sweep.helperPath);
    campaign.setVmCpus(sweep.vmCpus);
    campaign.setDiskProfile(sweep.diskProfile);
    showLabCampaign(&campaign, io);
    QString error;
    if (!campaign.startSession(sweep.sessionDir, wanted, &error)) {
        io.err << error << "\n";
        return CliFailed;
    }
    return runSerialSweep(sweep, campaign, wanted.name, io);
}
