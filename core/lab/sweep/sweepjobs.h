#pragma once

#include "lab/sweep/labsweep.h"
#include "lab/target/labtarget.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// What every job of a sweep shares.
struct SweepJobOptions {
    QString cli; // the stacklab-cli each job runs: this one's absolute path (remote hosts need the same)
    QString target = QStringLiteral("loop"); // vm or loop
    qint64 diskSizeBytes = 256LL * 1024 * 1024;
    int vmCpus = 0; // vm: each cell's guest vCPUs; 0 = the virtual lab's default
    QStringList diskProfileArgs; // vm: --disk-profile, --disk-speed, --disk-iops as the sweep was given them
    QString helperPath; // empty: the installed helper
    QString sweep; // the sweep's name: each cell's session is <sweep>-<cell>
    QString sessionRoot; // empty: each host's default session folder; else <root>/<cell>
    quint32 seed = 1; // the sweep's seed: each cell's dataset seed derives from it
};

// One cell as a self-describing command line: everything the cell needs is in its argv, so it
// runs the same on this machine, on another one through ssh, or by hand.
struct SweepJob {
    QString cellId; // raidz1-4-fill25-r1: names the report and the session
    quint32 datasetSeed = 0;
    QString reportFile; // cell-<id>.json, relative to where the job runs
    QStringList argv;
    QString commandLine() const; // argv quoted for the shell, as the jobs file holds it
};

// How GNU parallel runs the jobs file.
struct ParallelOptions {
    int jobs = 1; // labs at once per host (an ssh login line's own "N/" prefix wins)
    int retries = 1; // tries per cell, the first included
    QString joblog; // --joblog: with --resume-failed a rerun repeats only failed and unrun cells
    QString sshLoginFile; // empty: this machine only
};

// What one lab slot needs on the machine that runs it.
struct SlotNeeds {
    int cpus = 1;
    qint64 memoryBytes = 0;
    qint64 diskBytes = 0; // the lab disks, as if written full (sparse files can fill up)
};

// What this machine has free for labs.
struct HostResources {
    int cpus = 1;
    qint64 memoryAvailableBytes = 0; // MemAvailable
    qint64 diskFreeBytes = 0; // where the labs keep their disks
};

// The resilver sweep as independent jobs: cell IDs and seeds, the lab run command line of each cell,
// the options a cell job carries (emitted here, parsed back by lab run), the GNU parallel command
// that runs them and the resource check before N labs start at once. Pure except localResources().
class SweepJobs {
    Q_DECLARE_TR_FUNCTIONS(SweepJobs)

public:
    static QString cellId(const SweepCell &cell);
    // Derived from the sweep's seed and the cell, never 0 (0 asks the runner for a fresh seed):
    // a rerun of a cell writes the same data.
    static quint32 cellSeed(quint32 sweepSeed, const SweepCell &cell);
    static QList<SweepJob> build(const QList<SweepCell> &cells, const SweepJobOptions &options);
    // One command line per job, newline-terminated: GNU parallel's input, or a script to run by hand.
    static QByteArray jobsFile(const QList<SweepJob> &jobs);
    // The arguments of `parallel` (the jobs file goes to its standard input).
    static QStringList parallelArguments(const ParallelOptions &options);

    // The options lab run takes for a cell: --dataset-percent, --dataset-seed, --stages, --tag.
    static bool isCellOption(const QString &option);
    // Applies one; on bad input the error naming the option and the value, else empty.
    static QString applyCellOption(
        const QString &option, const QString &value, ScenarioOptions *options, QMap<QString, QString> *run);
    // The report's run section: the tags and seed given, plus host, target, session and the errors.
    static QMap<QString, QString> runSection(const QMap<QString, QString> &given, const QString &session,
        const QString &target, const QStringList &failures, bool interrupted);

    // Loop: one core, 256 MiB (stacklab-cli, the helper, fill buffers), its disks; virtual lab:
    // the guest's vCPUs and memory plus QEMU's own 256 MiB, its disks.
    static SlotNeeds slotNeeds(LabTarget::Kind kind, int diskCount, qint64 diskSizeBytes, const VmConfig &vm = {});
    // Empty when `labs` labs fit, else what is short, by how much, and the --jobs that would fit.
    static QString checkSlots(const SlotNeeds &needs, int labs, const HostResources &host);
    // This machine: cores, MemAvailable, free space under `labDir` (or its nearest existing parent).
    static HostResources localResources(const QString &labDir);
};
