// planner-rebuild-bench [--disk-size 1G] [--dataset-mib 96] [--keep DIR]: the rebuild forecast against the
// virtual lab. Runs the recipes of mdadm-raid5, lvm-raid5, zfs-raidz1 and btrfs-raid1 in one boot
// (tests/vm/guest/plan-runner.sh with PLAN_BENCH=1): build, initial sync, dataset, a timed scrub
// (ZFS, btrfs), pull the last member, rebuild onto the spare. The forecast divides by the rates
// measured in that same run before the failure (md/LVM: the initial sync; ZFS/btrfs: the scrub),
// at the fill the dataset left; it prints forecast, measured and error per stack. See bench/README.md.
#include "planner/layoutplanner.h"
#include "stacks/planscript.h"
#include "stacks/stackrecipes.h"
#include "vm/vmconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <optional>

namespace {

// Three members each, as the lab runs them. btrfs raid1 needs two survivors: on two members the
// replace fails with ENOSPC (a read-only block group needs a new raid1 chunk, and one device
// cannot hold both copies; measured 2026-12-01 on 2 x 1 GiB).
int members(const char *)
{
    return 3;
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

std::optional<double> number(const QString &text, const QString &pattern)
{
    const auto match = QRegularExpression(pattern, QRegularExpression::MultilineOption).match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toDouble();
}

// The median of every "NAME value" line (the guest times its probes three times).
std::optional<double> median(const QString &text, const QString &name)
{
    QList<double> values;
    const QRegularExpression line(QStringLiteral("^%1 ([0-9.]+)$").arg(name), QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(text); it.hasNext();)
        values << it.next().captured(1).toDouble();
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

std::optional<double> phaseSeconds(const QString &timing, const QString &phase)
{
    return number(timing, QStringLiteral("^%1\\t([0-9.]+)$").arg(phase));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = app.arguments();
    const auto value = [&](const QString &name, const QString &fallback) {
        const qsizetype at = args.indexOf(name);
        return at > 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const QString diskSize = value(QStringLiteral("--disk-size"), QStringLiteral("1G"));
    const int datasetMib = value(QStringLiteral("--dataset-mib"), QStringLiteral("96")).toInt();
    const qint64 diskBytes
        = qint64(diskSize.chopped(1).toDouble() * (diskSize.endsWith(QLatin1Char('G')) ? 1 << 30 : 1 << 20));
    const char *stacks[] = {"mdadm-raid5", "lvm-raid5", "zfs-raidz1", "btrfs-raid1"};

    QTemporaryDir share;
    QDir(share.path()).mkpath(QStringLiteral("plans"));
    QFile::copy(QStringLiteral(STACKLAB_SOURCE_DIR "/tests/vm/guest/plan-runner.sh"),
        share.filePath(QStringLiteral("plan-runner.sh")));
    QStringList plans;
    for (const char *stack : stacks) {
        RecipeRequest request;
        request.stack = QLatin1String(stack);
        for (int i = 1; i <= members(stack); ++i)
            request.disks << VmConfig::byIdPath(i);
        request.spare = VmConfig::byIdPath(members(stack) + 1);
        if (request.stack.startsWith(QLatin1String("lvm-raid")))
            request.options.insert(QStringLiteral("snapshot-size"), QStringLiteral("64M"));
        for (int i = 1; i <= 5; ++i)
            request.kernelNames.insert(
                VmConfig::byIdPath(i), QStringLiteral("KNAME_SLAB%1").arg(i, 4, 10, QLatin1Char('0')));
        const PlanOrError plan = buildPlan(request);
        if (!plan.ok()) {
            err << stack << ": " << plan.error << "\n";
            return 2;
        }
        QString header = QStringLiteral("#mount /mnt/stacklab/lab/%1\n#fail %2\n#dataset-mib %3\n")
                             .arg(QLatin1String(stack))
                             .arg(members(stack))
                             .arg(datasetMib);
        for (int i = 1; i <= 5; ++i)
            header += QStringLiteral("#kname KNAME_SLAB%1 %2\n").arg(i, 4, 10, QLatin1Char('0')).arg(i);
        QFile file(share.filePath(QStringLiteral("plans/%1.plan").arg(QLatin1String(stack))));
        file.open(QIODevice::WriteOnly);
        file.write((header + planToRunnerLines(plan.plan)).toUtf8());
        plans << QStringLiteral("/share/plans/%1.plan").arg(QLatin1String(stack));
    }
    QFile run(share.filePath(QStringLiteral("run.sh")));
    run.open(QIODevice::WriteOnly);
    run.write(
        QStringLiteral("PLAN_BENCH=1 exec sh /share/plan-runner.sh %1\n").arg(plans.join(QLatin1Char(' '))).toUtf8());
    run.close();

    err << "booting the virtual lab (5 x " << diskSize << " disks, four stacks; about 20 minutes under TCG)\n";
    err.flush();
    QProcess vm;
    vm.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    vm.start(QStringLiteral("bash"),
        {QStringLiteral(STACKLAB_SOURCE_DIR "/scripts/vm/run-vm.sh"), QStringLiteral("--disks"), QStringLiteral("5"),
            QStringLiteral("--disk-size"), diskSize, QStringLiteral("--share"), share.path(), QStringLiteral("--run"),
            share.filePath(QStringLiteral("run.sh")), QStringLiteral("--timeout"), QStringLiteral("5400")});
    vm.waitForFinished(-1);
    // A stack that failed leaves no rebuild phase: the others are still reported.
    const int guestExit = vm.exitCode();
    const QString keep = value(QStringLiteral("--keep"), QString());
    if (!keep.isEmpty() && QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), share.path(), keep}) != 0)
        err << "could not keep the guest's outputs in " << keep << "\n";
    if (guestExit != 0)
        err << "the guest failed (exit " << guestExit << "); reporting the stacks that finished\n";

    out << "| stack | rate measured before the failure | rebuild forecast | lower bound | rebuild measured | error | "
           "rebuilt bytes forecast | measured | error |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const char *stack : stacks) {
        const QString dir = share.filePath(QStringLiteral("out/") + QLatin1String(stack));
        const QString timing = readText(dir + QStringLiteral("/timing.tsv"));
        const QString prescrub = readText(dir + QStringLiteral("/bench-prescrub.txt"));
        const QString rebuilt = readText(dir + QStringLiteral("/bench-rebuilt.txt"));
        LayoutRequest request;
        request.stack = QLatin1String(stack);
        request.diskBytes = QList<qint64>(members(stack), diskBytes);
        PlannerAssumptions a;
        const LayoutPlan empty = LayoutPlanner::plan(request, a);
        QString rateText;
        std::optional<double> measuredBytes;
        if (request.stack.startsWith(QLatin1String("zfs")) || request.stack.startsWith(QLatin1String("btrfs"))) {
            const auto seconds = number(prescrub, QStringLiteral("^seconds ([0-9.]+)"));
            const auto allocated = request.stack.startsWith(QLatin1String("zfs"))
                ? number(prescrub, QStringLiteral("^allocated (\\d+)"))
                : number(prescrub, QStringLiteral("^\\s*Used:\\s+(\\d+)"));
            const auto used = request.stack.startsWith(QLatin1String("zfs"))
                ? number(prescrub, QStringLiteral("^used (\\d+)"))
                : number(prescrub, QStringLiteral("^Data,RAID1: Size:\\d+, Used:(\\d+)"));
            if (!seconds || !allocated || !used) {
                err << stack << ": no scrub figures in bench-prescrub.txt\n";
                continue;
            }
            a.scrubBytesPerSecond = *allocated / *seconds;
            // ZFS's fixed costs at this machine's pace: a zpool command, and a forced config txg
            // (zpool sync -f, one command included).
            const auto command = median(prescrub, QStringLiteral("command-seconds"));
            const auto txg = median(prescrub, QStringLiteral("txg-sync-seconds"));
            if (command && txg) {
                a.commandSeconds = *command;
                a.txgSyncSeconds = std::max(0.0, *txg - *command);
            }
            a.fill = *used / double(empty.capacity.storableBytes);
            rateText = QStringLiteral("scrub %1 MiB/s, %2 % full")
                           .arg(a.scrubBytesPerSecond / 1048576, 0, 'f', 1)
                           .arg(100 * a.fill, 0, 'f', 0);
            if (command && txg)
                rateText += QStringLiteral("; txg %1 s, command %2 s")
                                .arg(a.txgSyncSeconds, 0, 'f', 2)
                                .arg(a.commandSeconds, 0, 'f', 2);
            // zpool status -p still prints the resilvered figure rounded ("233M"): its JSON's
            // scan_stats.processed is the byte count.
            measuredBytes = request.stack.startsWith(QLatin1String("zfs"))
                ? number(readText(dir + QStringLiteral("/bench-rebuilt.json")), QStringLiteral("\"processed\":(\\d+)"))
                : number(rebuilt, QStringLiteral("devid\\s+%1 size \\d+ used (\\d+) path").arg(1));
            if (request.stack.startsWith(QLatin1String("btrfs"))) {
                // The replacement takes the pulled disk's devid (the last member).
                measuredBytes
                    = number(rebuilt, QStringLiteral("devid\\s+%1 size \\d+ used (\\d+) path").arg(members(stack)));
            }
        } else {
            const auto sync = phaseSeconds(timing, QStringLiteral("sync"));
            if (!sync) {
                err << stack << ": no sync phase in timing.tsv\n";
                continue;
            }
            a.syncBytesPerSecond = double(empty.capacity.memberDataBytes) / *sync;
            rateText = QStringLiteral("initial sync %1 MiB/s").arg(a.syncBytesPerSecond / 1048576, 0, 'f', 1);
            measuredBytes = request.stack.startsWith(QLatin1String("mdadm"))
                ? number(rebuilt, QStringLiteral("Used Dev Size : (\\d+) ")).value_or(0) * 1024
                : std::optional<double>(double(empty.capacity.memberDataBytes));
        }
        a.speedSource = QStringLiteral("measured in the same run");
        const LayoutPlan plan = LayoutPlanner::plan(request, a);
        const auto measured = phaseSeconds(timing, QStringLiteral("rebuild"));
        if (!measured) {
            err << stack << ": no rebuild phase in timing.tsv\n" << timing;
            continue;
        }
        const double error = (plan.rebuild.seconds - *measured) / *measured;
        out << "| " << stack << " | " << rateText << " | " << QString::number(plan.rebuild.seconds, 'f', 1) << " s | "
            << QString::number(plan.rebuild.lowerBoundSeconds, 'f', 1) << " s | " << QString::number(*measured, 'f', 1)
            << " s | " << QStringLiteral("%1 %").arg(100 * error, 0, 'f', 0) << " | "
            << QString::number(plan.rebuild.writeBytes / 1048576.0, 'f', 1) << " MiB | "
            << (measuredBytes ? QString::number(*measuredBytes / 1048576.0, 'f', 1) + QStringLiteral(" MiB")
                              : QStringLiteral("-"))
            << " | "
            << (measuredBytes && *measuredBytes > 0 ? QStringLiteral("%1 %").arg(
                    100 * (plan.rebuild.writeBytes - *measuredBytes) / *measuredBytes, 0, 'f', 0)
                                                    : QStringLiteral("-"))
            << " |\n";
        out.flush();
    }
    return guestExit == 0 ? 0 : 1;
}
