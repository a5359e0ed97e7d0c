#pragma once

#include "disks/disk.h"

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

// One disk a destructive step destroys, as the confirmation names it.
struct DoomedDisk {
    QString device; // as the plan names it (by-id link, loop node, guest path)
    QString name; // kernel name (sdb, loop7), or the device when the inventory does not know it
    QString identity; // what identifies it to a person: by-id name, WWN, serial, backing file
    quint64 sizeBytes = 0; // 0: unknown
    QString token; // the text that confirms it (see tokenFor)
    QString tokenMeaning; // translated: what the token is ("the end of its serial or by-id name")

    // Real disks: the last SuffixLength characters of the by-id name, WWN or serial (what the
    // label on the drive and `ls /dev/disk/by-id` show). Loop devices: the kernel name (loop7),
    // because every loop lab names its files k0.img, k1.img … so the backing file's name tells
    // one lab's disk from another's no better than a click; loop7 is unique on the machine
    // now and is what lsblk, the kernel log and the Disks page call it. Disks known only by
    // bus path or kernel name: the kernel name.
    static DoomedDisk of(const Disk &disk, const QString &device);
    static DoomedDisk unknown(const QString &device); // not in the inventory: its last path component
};

// Asks before a destructive step runs: names every disk it destroys (all members, the spare)
// with size and identity, and accepts only when the user types the confirmation text of the
// first of them (as GitHub asks for a repository's name before deleting it), so a step never
// runs on the wrong disks by a click. Enter confirms once the text matches; before, it does
// nothing (it never cancels silently).
class DestructiveConfirmation : public QDialog {
    Q_OBJECT
public:
    static constexpr int SuffixLength = 6;

    DestructiveConfirmation(
        const QString &stepTitle, const QString &destroys, const QList<DoomedDisk> &disks, QWidget *parent = nullptr);

    // The last SuffixLength characters of a stable ID (all of a shorter one).
    static QString requiredSuffix(const QString &stableId);
    QString requiredText() const { return m_required; }
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
