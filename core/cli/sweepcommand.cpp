#include "cli/sweepcommand.h"

#include "lab/labcampaign.h"
#include "lab/labsessionfolder.h"
#include "lab/labsweep.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
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
        << SweepCommand::tr("The ZFS resilver sweep, unattended: for each layout, fill level and round, builds "
                            "the ZFS pool, fills it, pulls a disk, replaces it with the spare, times the resilver, "
                            "verifies the data and tears the pool down. Writes one CSV row per run, a chart (the "
                            "CSV's name with .svg) and prints the median per layout and fill level.")
        << "\n"
        << SweepCommand::tr("  --target KIND            vm (the virtual lab, default) or loop (loop disks on this "
                            "kernel: needs ZFS on the host)")
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
        << SweepCommand::tr("  --disk-size SIZE         size of each lab disk (default 256M)") << "\n"
        << SweepCommand::tr("  --csv FILE               where the results go (required)") << "\n"
        << SweepCommand::tr("  --session NAME           lab session name (default sweep-YYYYMMDD-HHMMSS)") << "\n"
        << SweepCommand::tr("  --session-dir DIR        where the session is recorded (default: the app data folder)")
        << "\n"
        << SweepCommand::tr("  --helper PATH            the stacklab-helper binary (default: installed, else next to "
                            "stacklab-cli)")
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
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*([KMGT]?)(?:i?B)?$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const QString unit = m.captured(2).toUpper();
    const int shift = unit.isEmpty() ? 0 : 10 * int(QStringLiteral("KMGT").indexOf(unit) + 1);
    const double value = m.captured(1).toDouble() * double(qint64(1) << shift);
    if (value < 1 || value > 9.0e18)
        return std::nullopt;
    return qint64(value);
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

int runLabSweepCommand(const QStringList &args, CliStreams io)
{
    QString target = QStringLiteral("vm");
    QString layoutText = LabSweep::defaultLayouts();
    QString fillText = LabSweep::defaultFillLevels();
    QString csvPath;
    QString sessionName;
    QString sessionDir;
    QString helperPath;
    int rounds = 1;
    int diskCount = 6;
    qint64 diskSize = 256LL * 1024 * 1024;

    auto usage = [&io](const QString &message) {
        io.err << "stacklab-cli lab sweep: " << message << "\n";
        return int(CliUsage);
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printUsage(io.out);
            return CliOk;
        }
        if (!arg.startsWith(QLatin1String("--")))
            return usage(SweepCommand::tr("unexpected argument '%1' (see --help).").arg(arg));
        if (i + 1 >= args.size())
            return usage(SweepCommand::tr("%1 needs a value.").arg(arg));
        const QString v = args.at(++i);
        if (arg == QLatin1String("--target")) {
            target = v;
        } else if (arg == QLatin1String("--layouts")) {
            layoutText = v;
        } else if (arg == QLatin1String("--fill")) {
            fillText = v;
        } else if (arg == QLatin1String("--csv")) {
            csvPath = v;
        } else if (arg == QLatin1String("--session")) {
            sessionName = v;
        } else if (arg == QLatin1String("--session-dir")) {
            sessionDir = v;
        } else if (arg == QLatin1String("--helper")) {
            helperPath = v;
        } else if (arg == QLatin1String("--rounds") || arg == QLatin1String("--disk-count")) {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1)
                return usage(SweepCommand::tr("%1 needs a whole number of at least 1, got '%2'.").arg(arg, v));
            (arg == QLatin1String("--rounds") ? rounds : diskCount) = n;
        } else if (arg == QLatin1String("--disk-size")) {
            const std::optional<qint64> size = parseLabSize(v);
            if (!size)
                return usage(SweepCommand::tr("%1 needs a size such as 256M or 1G, got '%2'.").arg(arg, v));
            diskSize = *size;
        } else {
            return usage(SweepCommand::tr("unknown option %1 (see --help).").arg(arg));
        }
    }

    LabTarget::Kind kind;
    if (target == QLatin1String("vm"))
        kind = LabTarget::Kind::Virtual;
    else if (target == QLatin1String("loop"))
        kind = LabTarget::Kind::Loop;
    else
        return usage(SweepCommand::tr("--target must be vm or loop, got '%1' (a sweep pulls disks: real disks are "
                                      "not offered).")
                         .arg(target));
    QString error;
    const QList<SweepLayout> layouts = LabSweep::parseLayouts(layoutText, &error);
    if (layouts.isEmpty())
        return usage(error);
    const QList<int> fills = LabSweep::parseFillLevels(fillText, &error);
    if (fills.isEmpty())
        return usage(error);
    if (const QString tooWide = LabSweep::checkDiskCount(layouts, diskCount); !tooWide.isEmpty())
        return usage(tooWide);
    if (csvPath.isEmpty())
        return usage(SweepCommand::tr("--csv FILE is required (the chart goes next to it, with .svg)."));
    const QFileInfo csvInfo(csvPath);
    const QString svgPath = csvInfo.path() + QLatin1Char('/') + csvInfo.completeBaseName() + QStringLiteral(".svg");

    LabCampaign campaign;
    campaign.setHelperPath(helperPath);
    showLabCampaign(&campaign, io);

    SessionMetadata wanted;
    wanted.name = sessionName.isEmpty() ? LabCampaign::newSessionName(QStringLiteral("sweep")) : sessionName;
    wanted.target = LabTarget::kindName(kind);
    for (const SweepLayout &layout : layouts)
        wanted.stacks << layout.stack;
    if (sessionDir.isEmpty())
        sessionDir = LabSessionFolder::defaultDirectory(wanted.name);
    if (!campaign.startSession(sessionDir, wanted, &error)) {
        io.err << error << "\n";
        return CliFailed;
    }

    const QList<SweepCell> cells = LabSweep::matrix(layouts, fills, rounds);
    io.out << SweepCommand::tr("Session %1 in %2: %n run(s)", nullptr, int(cells.size())).arg(wanted.name, sessionDir)
           << "\n";
    io.out.flush();

    std::signal(SIGINT, onSweepInterrupt);
    std::signal(SIGTERM, onSweepInterrupt);
    // Ctrl-C cancels the running run (its teardown runs) and ends the sweep after it.
    QTimer interruptPoll;
    QObject::connect(&interruptPoll, &QTimer::timeout, &campaign, [&campaign, &io] {
        if (g_sweepInterrupted.load() && campaign.isScenarioRunning() && !campaign.isScenarioCancelled()) {
            io.out << SweepCommand::tr("Interrupted: cancelling and tearing down") << "\n";
            io.out.flush();
            campaign.cancel();
        }
    });
    interruptPoll.start(200);
    bool allOk = true;
    auto afterRun = [&](const QList<SweepResult> &results, const QList<Measurement> &) {
        const SweepResult &result = results.last();
        if (!result.error.isEmpty()) {
            allOk = false;
            io.err << SweepCommand::tr("%1 at %2 %: %3")
                          .arg(result.cell.layout.token)
                          .arg(result.cell.fillPercent)
                          .arg(result.error)
                   << "\n";
        } else {
            if (!result.measured() || !result.dataVerified)
                allOk = false;
            io.out << SweepCommand::tr("  resilver %1 s, %2 MiB, %3 MiB/s, data %4")
                          .arg(result.resilverSeconds, 0, 'f', 1)
                          .arg(double(result.resilveredBytes) / 1048576.0, 0, 'f', 1)
                          .arg(result.meanMibs(), 0, 'f', 1)
                          .arg(result.dataVerified ? SweepCommand::tr("verified") : SweepCommand::tr("NOT verified"))
                   << "\n";
        }
        // Written after every run: an interrupted sweep keeps what it measured.
        QString writeError;
        if (!writeFile(csvPath, LabSweep::toCsv(results), &writeError)) {
            io.err << SweepCommand::tr("The CSV %1 could not be written: %2").arg(csvPath, writeError) << "\n";
            allOk = false;
            return false;
        }
        return true;
    };
    const std::optional<QList<SweepResult>> results
        = campaign.runSweep(kind, diskCount, diskSize, cells, afterRun, [] { return g_sweepInterrupted.load(); });
    interruptPoll.stop();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!results)
        return CliFailed;

    io.out << "\n" << LabSweep::summary(*results);
    if (!writeFile(svgPath, LabSweep::chartSvg(*results).toUtf8(), &error)) {
        io.err << SweepCommand::tr("The chart %1 could not be written: %2").arg(svgPath, error) << "\n";
        allOk = false;
    } else {
        io.out << SweepCommand::tr("Results in %1, chart in %2").arg(csvPath, svgPath) << "\n";
    }
    io.out.flush();
    return allOk && results->size() == cells.size() && !g_sweepInterrupted.load() ? CliOk : CliFailed;
}
