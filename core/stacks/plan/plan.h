#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>

// What kind of step a person would see: a command they type, a wait for the kernel,
// or a check that only reads state.
enum class StepKind {
    Command, // changes something; an *essential* command is one a person types to get there
    Wait, // blocks until the kernel finishes something (mdadm --wait, zpool wait, …)
    Check, // reads state only (wipefs -n, mdadm --detail, zpool status)
};

// How the runner decides a step succeeded.
enum class SuccessCheck {
    ExitZero, // exit status 0
    ExitZeroNoOutput, // exit status 0 and nothing on stdout (e.g. `wipefs -n` on a blank disk)
};

// One step of a plan: a plain value the GUI shows, the CLI prints, the helper rebuilds and runs.
struct PlanStep {
    QString id; // unique within its phase, stable across runs: "create-array", "mkfs", "mount"
    QString title; // human title (translated)
    StepKind kind = StepKind::Command;
    QStringList argv; // the exact argv; argv[0] is a program name the helper resolves in trusted directories
    QByteArray input; // bytes fed to stdin (e.g. "1\n" for `tee /sys/block/sdc/device/delete`), usually empty
    bool destructive = false;
    QString destroys; // when destructive: what is lost, in words (translated)
    QStringList devices; // the block devices it touches, as the user chose them (stable IDs)
    bool essential = false; // one of the commands a person types (seed 000's command counts)
    SuccessCheck success = SuccessCheck::ExitZero;
    // Added by the recipes (all optional, a runner that ignores them stays correct for most steps):
    QList<int> alsoOkExitCodes; // exit codes besides 0 that also mean success (mdadm --wait: 1 = nothing to wait for)
    QString pollUntil; // a Wait that polls: rerun argv every 2 s until its trimmed stdout equals this
    QString note; // why the step is there, when it is a trap or not obvious (translated)
    QString requiresVersion; // a tool version the step needs, e.g. "OpenZFS >= 2.3"; empty if any
    // Runs only when the ordinary step before it (and any fallback between them) failed: the tool's
    // documented way past its own refusal, e.g. `mdadm --assemble --force` for an array md will not
    // start because it is both dirty and degraded. A runner that meets it after a success skips it.
    bool fallback = false;
    // The command whose device the sync phase waits for (mdadm --create, lvcreate --type raid5):
    // the initial sync runs from its start, also while the build's later commands run (pvcreate,
    // vgcreate on the new array), so the lab times the sync from here, not from the sync phase.
    bool startsSync = false;
    bool operator==(const PlanStep &) const = default;
};

struct PlanPhase {
    QString name; // prepare, build, sync, mount, snapshot, fail, rebuild, scrub, teardown
    QList<PlanStep> steps;
    QString note; // says why a phase is empty ("mdadm has no snapshots"), translated
    // Run only when asked (recover: what a person types after a power cut), never as the next
    // phase of a walk through the plan.
    bool onDemand = false;
    bool operator==(const PlanPhase &) const = default;
};

struct Plan {
    QString stack; // e.g. mdadm-raid5
    QList<PlanPhase> phases;
    // The block devices the plan itself creates (/dev/md/data, /dev/vg_raid/data): besides the
    // request's own disks, the only device paths its commands name. The helper lets them through
    // only while they are absent or an array or volume on the request's disks.
    QStringList createdDevices;
    bool operator==(const Plan &) const = default;
};

// What a recipe is built from. The helper receives exactly these fields and rebuilds
// the plan itself; it never receives an argv.
struct RecipeRequest {
    QString stack;
    QStringList disks; // stable IDs (by-id links, loop backing files resolve through the lab) in member order
    QString spare; // the replacement disk, empty if none
    QString failDisk; // the member the fail phase pulls; default: the last member
    QString session; // lab session name: mount points live under <labRoot>/<session>/<stack>
    QString labRoot = QStringLiteral("/mnt/stacklab");
    QVariantMap options; // per stack: ashift, compression, recordsize, atime, layout, spares, log, cache, …
    bool clearSignatures = false; // the user consented to wiping stale signatures in the prepare phase
    // stable ID -> kernel name (sdc, loop3, md127 for "/dev/md/data"): the fail phase writes to
    // /sys/block/<kernel name>/device/delete. A /dev/<name> disk needs no entry.
    QMap<QString, QString> kernelNames;
    // stable ID -> backing file of a loop device, for options["pull"] == "loop-truncate";
    // a disk that is itself a file (not under /dev) needs no entry.
    QMap<QString, QString> backingFiles;
    // Members the helper found pulled (claimed, now gone), by the name the request gives them. Only
    // the helper sets it: teardown and the final blank checks leave these disks out, since no
    // command can open a disk that is not there. Empty: the plan names every disk.
    QStringList pulledDisks;
    bool operator==(const RecipeRequest &) const = default;
};
