#pragma once

#include "disks/disk.h"
#include "stacks/plan.h"

#include <QDialog>
#include <QList>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

// One disk a destructive phase destroys, as the confirmation names it.
struct DoomedDisk {
    QString device; // as the plan names it (by-id link, loop node, guest path)
    QString name; // kernel name (sdb, loop7), or the device when the inventory does not know it
    QString identity; // what identifies it to a person: by-id name, WWN, serial, backing file
    quint64 sizeBytes = 0; // 0: unknown
    QString token; // the text that confirms it (see of())
    QString tokenMeaning; // translated: what the token is ("the last 6 characters of the stable ID")
    bool labDisk = false; // a loop lab's disk: its data is the lab's, not a person's

    // Real disks: the last SuffixLength characters of the by-id name, WWN or serial (what the
    // label on the drive and `ls /dev/disk/by-id` show). Loop devices: the kernel name (loop7),
    // because every loop lab names its files k0.img, k1.img … so the backing file's name tells
    // one lab's disk from another's no better than a click; loop7 is unique on the machine
    // now and is what lsblk, the kernel log and the Disks page call it. Disks known only by
    // bus path or kernel name: the kernel name.
    static DoomedDisk of(const Disk &disk, const QString &device);
    static DoomedDisk unknown(const QString &device); // not in the inventory: its last path component
};

// What one destructive phase does to the disks, gathered before any of its steps runs, so that a
// person answers once per phase with everything in view, not once per command (an mdadm walk
// asked seven times, and the seventh answer is no longer read).
struct PhaseDestruction {
    enum class Confirm {
        None, // only the lab's own objects made earlier in the walk (its array, pool, volume group)
        Plain, // lab disks (loop, virtual): their data is the lab's, a click is enough
        Typed, // a real disk of this machine: the person reads a text off the disk list and types it
    };
    struct Command {
        QString title;
        QString command; // shell-quoted argv
        QString destroys;
        bool labObject = false; // names none of the disks: works on what the plan made
    };

    QString phase;
    QList<Command> commands; // every destructive command of the phase, in order
    QList<DoomedDisk> disks; // every disk they destroy, once each, in order
    Confirm confirm = Confirm::None;

    // `steps` of `phase` of the walk on `request`; `disksOf` names the disks of a step.
    // `targetKind` is LabTarget's kind name: only "host" holds a person's data. `madeEarlier`:
    // the walk already made the plan's objects (its build phase ran), so commands on them alone
    // need no confirmation.
    static PhaseDestruction of(const QString &phase, const QList<PlanStep> &steps, const RecipeRequest &request,
        const std::function<QList<DoomedDisk>(const PlanStep &)> &disksOf, const QString &targetKind, bool madeEarlier);
};

// Asks once before a destructive phase runs: lists every destructive command of the phase and
// every disk they destroy (kernel name, stable ID, size). For a real disk of this machine the
// person types a text read off that list (the end of the first disk's stable ID, which the prompt
// describes but does not print, as GitHub asks for a repository's name before deleting it), so
// the phase never runs on the wrong disks by a click; for lab disks one click confirms. Enter
// confirms once the text matches; before, it does nothing (it never cancels silently).
class DestructiveConfirmation : public QDialog {
    Q_OBJECT
public:
    static constexpr int SuffixLength = 6;

    explicit DestructiveConfirmation(const PhaseDestruction &destruction, QWidget *parent = nullptr);

    // The last SuffixLength characters of a stable ID (all of a shorter one).
    static QString requiredSuffix(const QString &stableId);
    QString requiredText() const { return m_required; } // empty: a plain confirmation
    bool isTyped() const { return !m_required.isEmpty(); }
    bool matches(const QString &typed) const;

    QLineEdit *input() const { return m_input; }
    QString messageText() const; // the dialog's text, as plain text (tests read the disk list here)
    bool canAccept() const; // the confirm button is enabled

private:
    QString m_required;
    QLabel *m_text;
    QLineEdit *m_input;
    QDialogButtonBox *m_buttons;
};
