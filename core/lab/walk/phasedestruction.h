#pragma once

#include "disks/disk/disk.h"
#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

// One disk a destructive phase destroys, as its confirmation names it.
struct DoomedDisk {
    Q_DECLARE_TR_FUNCTIONS(DoomedDisk)
public:
    static constexpr int SuffixLength = 6;

    QString device; // as the plan names it (by-id link, loop node, guest path)
    QString name; // kernel name (sdb, loop7), or the device when the inventory does not know it
    QString identity; // what identifies it to a person: by-id name, WWN, serial, backing file
    quint64 sizeBytes = 0; // 0: unknown
    QString token; // the text that confirms it, read off the disk list (see of())
    QString tokenMeaning; // translated: what the token is ("the last 6 characters of the stable ID")
    bool loopDevice = false; // a loop device: its data is a file made for the lab, not a disk's

    // Real disks: the last SuffixLength characters of the by-id name, WWN or serial (what the
    // label on the drive and `ls /dev/disk/by-id` show, and what the list shows as its identity).
    // Loop devices: the kernel name (loop7), because every loop lab names its files k0.img, k1.img …
    // so the backing file's name tells one lab's disk from another's no better than a click; loop7
    // is unique on the machine now and is what lsblk, the kernel log and the Disks page call it.
    // Disks known only by bus path or kernel name: the kernel name.
    static DoomedDisk of(const Disk &disk, const QString &device);
    static DoomedDisk unknown(const QString &device); // not in the inventory: its last path component
    // The last SuffixLength characters of a stable ID (all of a shorter one).
    static QString suffixOf(const QString &stableId) { return stableId.right(SuffixLength); }
};

// What one destructive phase of a walk does to the disks, decided before any of its steps runs, so
// that a person answers once per phase with everything in view, not once per command (an mdadm walk
// asked seven times, and the seventh answer was no longer read). The Build page asks with it; this
// decides what is destructive, what is the lab's own object and how the question is answered.
struct PhaseDestruction {
    Q_DECLARE_TR_FUNCTIONS(PhaseDestruction)
public:
    enum class Confirm {
        None, // nothing destructive, or only the lab's own objects made earlier in the walk
        Plain, // lab disks (a loop lab's, the virtual lab's, loop devices): a click is enough
        Typed, // a real disk of this machine: the person reads a text off the disk list and types it
    };
    struct Command {
        QString title;
        QString command; // shell-quoted argv (stepCommandLine)
        QString destroys;
        bool labObject = false; // names none of the disks: works on what the plan made
        bool fallback = false; // runs only if the command before it fails (PlanStep::fallback)
    };

    QString phase;
    QList<Command> commands; // every destructive command of the phase, in order
    QList<DoomedDisk> disks; // every disk they destroy, once each, in the steps' order
    Confirm confirm = Confirm::None;
    int typedDisk = -1; // Typed: the index in `disks` of the disk whose token is typed (the first real one)

    // The text to type (empty unless Typed) and what it is, in words ("the last 6 characters of …").
    QString requiredText() const;
    QString requiredMeaning() const;

    // `steps` of `phase` of the walk on `request`; `disksOf` names the disks of a step (from the
    // inventory). `targetKind` is LabTarget's kind name: only "host" holds a person's data; the loop
    // lab's ("loop") and the virtual lab's ("vm") disks are the lab's. `madeEarlier`: the walk has
    // already made the plan's objects (its build phase ran, see StackWalk::hasBuilt), so commands
    // on them alone need no confirmation; before, what such a command destroys lives on the disks,
    // so they are listed.
    static PhaseDestruction of(const QString &phase, const QList<PlanStep> &steps, const RecipeRequest &request,
        const std::function<QList<DoomedDisk>(const PlanStep &)> &disksOf, const QString &targetKind, bool madeEarlier);

    // The step's command names one of the request's disks or a partition of one (its path, its
    // backing file, /dev/<kernel name>, /sys/block/<kernel name>/…, <by-id>-part1, /dev/sdb1,
    // /dev/loop3p1). A destructive step that names none works only on what the plan itself made
    // (its array /dev/md/data, volume group, pool).
    static bool namesDisk(const RecipeRequest &request, const PlanStep &step);
};
