// planner-rebuild-bench [--disk-size 1G] [--dataset-mib 96] [--keep DIR | --from DIR]: the rebuild forecast
// against the virtual lab. Runs the recipes of mdadm-raid5, lvm-raid5, zfs-raidz1 and btrfs-raid1 in one
// boot (tests/vm/guest/plan-runner.sh with PLAN_BENCH=1): build, initial sync, dataset, a timed scrub
// (ZFS, btrfs), pull the last member, rebuild onto the spare. The forecast divides by the rates
// measured in that same run before the failure (md/LVM: the initial sync's last quarter, scaled by the
// change in a timed read between the sync's end and the pull; ZFS/btrfs: the scrub, and 64 KiB writes
// timed on a fresh disk), at the fill the dataset left; it prints forecast, measured and error per
// stack. The measured rebuild is the lab's clock: the rebuild phase's first command to the end of its
// last step. --from DIR reads a run kept with --keep instead of booting. See bench/README.md.
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdstatparser.h"
#include "planner/advice/layoutplanner.h"
#include "planner/forecast/rebuildpace.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/planscript.h"
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
int members()
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

// The sync's progress samples (the guest's sampler: samples/sync-NNNNNNms-mdstat.txt or -lvs.txt) as
// (seconds, percent).
QList<std::pair<double, double>> syncProgress(const QString &dir, bool lvm)
{
    QList<std::pair<double, double>> points;
    const QRegularExpression name(QStringLiteral("^sync-(\\d+)ms-(mdstat|lvs)\\.txt$"));
    for (const QString &file : QDir(dir + QStringLiteral("/samples")).entryList(QDir::Files, QDir::Name)) {
        const auto m = name.match(file);
        if (!m.hasMatch() || (m.captured(2) == QLatin1String("lvs")) != lvm)
            continue;
        const QString text = readText(dir + QStringLiteral("/samples/") + file);
        std::optional<double> percent;
        if (lvm) {
            for (const LvStatus &lv : LvsReportParser::parse(text).value) {
                if (lv.name == QLatin1String("data"))
                    percent = lv.syncPercent;
            }
        } else {
            const auto report = MdstatParser::parse(text);
            if (!report.value.arrays.isEmpty())
                percent = report.value.arrays.first().progress.percent;
        }
        if (percent)
            points << std::pair {m.captured(1).toDouble() / 1000, *percent};
    }
    return points;
}

// What the replace copied off the pulled disk: its allocation before the pull. `btrfs device usage -b`
// when the run has it, else the per-device lines of `btrfs filesystem usage -b` (runs before 2026-12-02).
std::optional<double> btrfsPulledAllocation(const QString &dir, int disk)
{
    const QString device = QStringLiteral("SLAB%1").arg(disk, 4, 10, QLatin1Char('0'));
    for (const char *file : {"/bench-device-usage.txt", "/bench-prescrub.txt"}) {
        if (const auto bytes = RebuildPace::btrfsDeviceAllocated(readText(dir + QLatin1String(file)), device))
            return double(*bytes);
    }
    return std::nullopt;
}

std::optional<double> phaseSeconds(const QString &timing, const QString &phase)
{
    return number(timing, QStringLiteral("^%1\\t([0-9.]+)$").arg(phase));
}

// The rebuild as the lab times it (its first command to the end of its last step, without the
// bench's sampler starting and stopping, 0.2 to 0.9 s); the whole phase in runs before
// 2026-12-02 15:38, which lack that line.
std::optional<double> rebuildSeconds(const QString &timing)
{
    const auto steps = phaseSeconds(timing, QStringLiteral("rebuild-steps"));
    return steps ? steps : phaseSeconds(timing, QStringLiteral("rebuild"));
}

// Writes the plans and the run script into `share` and boots the virtual lab on them: the guest's exit
// code, or 2 when a plan could not be built.
int runGuest(const QString &sharePath, const QString &diskSize, int datasetMib, const QList<const char *> &stacks,
    QTextStream &err)
{
    const QDir share(sharePath);
    share.mkpath(QStringLiteral("plans"));
    QFile::copy(QStringLiteral(STACKLAB_SOURCE_DIR "/tests/vm/guest/plan-runner.sh"),
        share.filePath(QStringLiteral("plan-runner.sh")));
    QStringList plans;
    for (const char *stack : stacks) {
        RecipeRequest request;
        request.stack = QLatin1String(stack);
        for (int i = 1; i <= members(); ++i)
            request.disks << VmConfig::byIdPath(i);
        request.spare = VmConfig::byIdPath(members() + 1);
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
                             .arg(members())
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

    err << "booting the virtual lab (5 x " << diskSize << " disks, four stacks; about 40 minutes under TCG)\n";
    err.flush();
    QProcess vm;
    vm.setStandardOutputFile(QProcess::nullDevice()); // the guest's console; its outputs come through the share
    // run-vm says which accelerator it booted with; under TCG one host thread runs both vCPUs, so the
    // guest's reads and writes take turns (PlannerAssumptions::serialIo). Kept with the outputs.
    QByteArray console;
    QObject::connect(&vm, &QProcess::readyReadStandardError, [&] {
        const QByteArray chunk = vm.readAllStandardError();
        console += chunk;
        err << chunk;
        err.flush();
    });
    vm.start(QStringLiteral("bash"),
        {QStringLiteral(STACKLAB_SOURCE_DIR "/scripts/vm/run-vm.sh"), QStringLiteral("--disks"), QStringLiteral("5"),
            QStringLiteral("--disk-size"), diskSize, QStringLiteral("--share"), sharePath, QStringLiteral("--run"),
            share.filePath(QStringLiteral("run.sh")), QStringLiteral("--timeout"), QStringLiteral("5400")});
    vm.waitForFinished(-1);
    QFile accel(share.filePath(QStringLiteral("accel.txt")));
    if (accel.open(QIODevice::WriteOnly))
        // One TCG thread for both vCPUs takes a rebuild's reads and writes in turn (serialIo); a
        // thread per vCPU (QEMU >= 8.1) or KVM lets them overlap.
        accel.write(console.contains("tcg,thread=single") ? "tcg\n"
                : console.contains("tcg,thread=multi")    ? "tcg-multi\n"
                                                          : "kvm\n");
    // A stack that failed leaves no rebuild phase: the others are still reported.
    return vm.exitCode() == 2 ? 1 : vm.exitCode();
}

// What a stack's run measured before the failure, as the planner's assumptions; the text for the
// table; what the tools say the rebuild wrote.
struct Readings {
    PlannerAssumptions assumptions;
    QString text;
    std::optional<double> rebuiltBytes;
};

// ZFS and btrfs: the timed scrub, the fixed costs, and the new disk's 64 KiB writes.
std::optional<Readings> scrubReadings(
    const QString &stack, const QString &dir, const LayoutPlan &empty, bool serial, QTextStream &err)
{
    const QString prescrub = readText(dir + QStringLiteral("/bench-prescrub.txt"));
    Readings r;
    const auto seconds = number(prescrub, QStringLiteral("^seconds ([0-9.]+)"));
    const auto allocated = stack.startsWith(QLatin1String("zfs"))
        ? number(prescrub, QStringLiteral("^allocated (\\d+)"))
        : number(prescrub, QStringLiteral("^\\s*Used:\\s+(\\d+)"));
    const auto used = stack.startsWith(QLatin1String("zfs"))
        ? number(prescrub, QStringLiteral("^used (\\d+)"))
        : number(prescrub, QStringLiteral("^Data,RAID1: Size:\\d+, Used:(\\d+)"));
    if (!seconds || !allocated || !used) {
        err << stack << ": no scrub figures in bench-prescrub.txt\n";
        return std::nullopt;
    }
    r.assumptions.scrubBytesPerSecond = *allocated / *seconds;
    // ZFS's fixed costs at this machine's pace: a zpool command, and a forced config txg
    // (zpool sync -f, one command included).
    const auto command = RebuildPace::median(prescrub, QStringLiteral("command-seconds"));
    const auto txg = RebuildPace::median(prescrub, QStringLiteral("txg-sync-seconds"));
    if (command && txg) {
        r.assumptions.commandSeconds = *command;
        r.assumptions.txgSyncSeconds = std::max(0.0, *txg - *command);
    }
    // zpool replace's labelling of the new disk, done the same way on the unused fifth disk.
    const auto label = RebuildPace::median(prescrub, QStringLiteral("label-seconds"));
    if (label)
        r.assumptions.labelSeconds = *label;
    // The new disk's pace for the rebuild's 64 KiB writes, on the unused fifth disk.
    const auto write = RebuildPace::median(prescrub, QStringLiteral("write-seconds"));
    const auto writeBytes = number(prescrub, QStringLiteral("^write-bytes (\\d+)"));
    if (write && writeBytes && *write > 0)
        r.assumptions.rebuildWriteBytesPerSecond = *writeBytes / *write;
    r.assumptions.serialIo = serial;
    r.assumptions.fill = *used / double(empty.capacity.storableBytes);
    r.text = QStringLiteral("scrub %1 MiB/s, %2 % full")
                 .arg(r.assumptions.scrubBytesPerSecond / 1048576, 0, 'f', 1)
                 .arg(100 * r.assumptions.fill, 0, 'f', 0);
    if (command && txg)
        r.text += QStringLiteral("; txg %1 s, command %2 s")
                      .arg(r.assumptions.txgSyncSeconds, 0, 'f', 2)
                      .arg(r.assumptions.commandSeconds, 0, 'f', 2);
    if (label)
        r.text += QStringLiteral(", labelling %1 s").arg(r.assumptions.labelSeconds, 0, 'f', 2);
    if (r.assumptions.rebuildWriteBytesPerSecond > 0)
        r.text += QStringLiteral("; new disk %1 MiB/s%2")
                      .arg(r.assumptions.rebuildWriteBytesPerSecond / 1048576, 0, 'f', 1)
                      .arg(serial ? QStringLiteral(", in turn with the reads") : QString());
    // zpool status -p still prints the resilvered figure rounded ("233M"): its JSON's
    // scan_stats.processed is the byte count.
    // btrfs: what the replace copied, the pulled disk's dev extents before the pull (the
    // replacement's allocation afterwards also holds what the recipe's balance changed).
    r.rebuiltBytes = stack.startsWith(QLatin1String("zfs"))
        ? number(readText(dir + QStringLiteral("/bench-rebuilt.json")), QStringLiteral("\"processed\":(\\d+)"))
        : btrfsPulledAllocation(dir, members());
    return r;
}

// md and LVM: the initial sync's last quarter, the load probe, the timed family command.
std::optional<Readings> syncReadings(
    const QString &stack, const QString &dir, const QString &timing, const LayoutPlan &empty, QTextStream &err)
{
    const QString prescrub = readText(dir + QStringLiteral("/bench-prescrub.txt"));
    const QString rebuilt = readText(dir + QStringLiteral("/bench-rebuilt.txt"));
    Readings r;
    const auto sync = phaseSeconds(timing, QStringLiteral("sync"));
    if (!sync) {
        err << stack << ": no sync phase in timing.tsv\n";
        return std::nullopt;
    }
    // The sync's last quarter, scaled by how the machine's pace changed between the sync's end
    // and the pull (the same timed read at both moments); the mean when the samples lack it.
    const bool lvm = stack.startsWith(QLatin1String("lvm"));
    const double mean = double(empty.capacity.memberDataBytes) / *sync;
    const auto tail = RebuildPace::syncTailRate(syncProgress(dir, lvm), empty.capacity.memberDataBytes);
    const auto probeAfterSync
        = RebuildPace::median(readText(dir + QStringLiteral("/bench-sync.txt")), QStringLiteral("probe-seconds"));
    const auto probeBeforePull = RebuildPace::median(prescrub, QStringLiteral("probe-seconds"));
    const double load = RebuildPace::loadFactor(probeAfterSync.value_or(0), probeBeforePull.value_or(0));
    r.assumptions.syncBytesPerSecond = tail.value_or(mean) * load;
    if (const auto command = RebuildPace::median(prescrub, QStringLiteral("command-seconds")))
        r.assumptions.commandSeconds = *command;
    r.text = QStringLiteral("initial sync %1 MiB/s (mean %2), load x%3; command %4 s")
                 .arg(tail.value_or(mean) / 1048576, 0, 'f', 1)
                 .arg(mean / 1048576, 0, 'f', 1)
                 .arg(load, 0, 'f', 2)
                 .arg(r.assumptions.commandSeconds, 0, 'f', 2);
    if (!tail)
        r.text += QStringLiteral(" (no tail samples: mean)");
    r.rebuiltBytes = stack.startsWith(QLatin1String("mdadm"))
        ? number(rebuilt, QStringLiteral("Used Dev Size : (\\d+) ")).value_or(0) * 1024
        : std::optional<double>(double(empty.capacity.memberDataBytes));
    return r;
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
    const QList<const char *> stacks = {"mdadm-raid5", "lvm-raid5", "zfs-raidz1", "btrfs-raid1"};

    // --from DIR: a run kept with --keep, read again (the guest's outputs are under DIR/out).
    const QString from = value(QStringLiteral("--from"), QString());
    QTemporaryDir share;
    const QString root = from.isEmpty() ? share.path() : from;
    int guestExit = 0;
    if (from.isEmpty()) {
        guestExit = runGuest(share.path(), diskSize, datasetMib, stacks, err);
        if (guestExit == 2)
            return 2;
        const QString keep = value(QStringLiteral("--keep"), QString());
        if (!keep.isEmpty() && QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), share.path(), keep}) != 0)
            err << "could not keep the guest's outputs in " << keep << "\n";
        if (guestExit != 0)
            err << "the guest failed (exit " << guestExit << "); reporting the stacks that finished\n";
    }

    const QString accel = readText(root + QStringLiteral("/accel.txt")).trimmed();
    const bool serial = accel == QLatin1String("tcg");
    if (accel.isEmpty())
        err << "no accel.txt in " << root << ": the reads and writes of a rebuild are taken to overlap\n";
    out << "| stack | rate measured before the failure | rebuild forecast | lower bound | rebuild measured | error | "
           "rebuilt bytes forecast | measured | error |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const char *stack : stacks) {
        const QString dir = root + QStringLiteral("/out/") + QLatin1String(stack);
        const QString timing = readText(dir + QStringLiteral("/timing.tsv"));
        LayoutRequest request;
        request.stack = QLatin1String(stack);
        request.diskBytes = QList<qint64>(members(), diskBytes);
        const LayoutPlan empty = LayoutPlanner::plan(request, PlannerAssumptions());
        const std::optional<Readings> readings
            = request.stack.startsWith(QLatin1String("zfs")) || request.stack.startsWith(QLatin1String("btrfs"))
            ? scrubReadings(request.stack, dir, empty, serial, err)
            : syncReadings(request.stack, dir, timing, empty, err);
        if (!readings)
            continue;
        PlannerAssumptions a = readings->assumptions;
        const QString &rateText = readings->text;
        const std::optional<double> &measuredBytes = readings->rebuiltBytes;
        a.speedSource = QStringLiteral("measured in the same run");
        const LayoutPlan plan = LayoutPlanner::plan(request, a);
        const auto measured = rebuildSeconds(timing);
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
