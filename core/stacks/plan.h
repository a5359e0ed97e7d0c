#pragma once

#include <QByteArray>
#include <QList>
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
    bool operator==(const PlanStep &) const = default;
};

struct PlanPhase {
    QString name; // prepare, build, sync, mount, snapshot, fail, rebuild, scrub, teardown
    QList<PlanStep> steps;
    bool operator==(const PlanPhase &) const = default;
};

struct Plan {
    QString stack; // e.g. mdadm-raid5
    QList<PlanPhase> phases;
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
    bool operator==(const RecipeRequest &) const = default;
};
