#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// A report figure as a storage tool states it: the value, the line(s) of the tool's output it
// stands on and how it is read off them. The lab records a figure this way, and the report's
// source check reads it again off the recorded lines: both go through read(), so a recorded value
// that differs from what its lines say is caught.
struct ToolStatement {
    Q_DECLARE_TR_FUNCTIONS(ToolStatement)

public:
    // What narrows a tool's whole output down to the line that matters. Re-reading a recorded
    // statement needs none of it: its lines are that line already.
    struct Context {
        QString mountPoint; // df: the filesystem's line
        QString lv; // lvs -a: the RAID LV whose images to read ("data")
        QStringList replacementDevices; // lvs -a, btrfs filesystem show: the replacement's names
        // lvs: the volume whose rows state a snapshot's space (SnapshotSpaceProbe::lvsVolume)
        QString lvsVolume;
    };

    double value = 0;
    QStringList lines; // verbatim, leading blanks trimmed (kept where they nest rows: zpool status)
    QString method; // how the value is read off the lines (translated)

    // Reads the report key `key` (usable_bytes, rebuilt_bytes, scrub_errors,
    // snapshot_reserve_bytes, snapshot_space_after_overwrite_bytes, replacement_bytes,
    // replacement_write_bytes_per_s) off the output of `command`; nothing when the program does
    // not state that figure or the output does not hold it.
    //   usable_bytes: df -P -B1 (1-blocks of the mount point); zfs list -Hp -o name,used,avail,…
    //     (USED + AVAIL of the dataset).
    //   rebuilt_bytes: zpool status, mdadm --detail, lvs -a (images), btrfs filesystem show
    //     (RebuiltBytes).
    //   scrub_errors: zpool status ("with N errors" of the finished scrub), cat …/mismatch_cnt,
    //     lvs …raid_mismatch_count, btrfs scrub start -B (the Error summary's counts).
    //   snapshot_reserve_bytes: lvs (LSize of the thick snapshot, the context's lvsVolume).
    //   snapshot_space_after_overwrite_bytes: lvs (one row of lvsVolume, a thick snapshot: LSize ×
    //     Data%; two rows, a thin pool: the growth of LSize × Data% between two readings; a recorded
    //     statement's own rows without a context), zfs list (USEDSNAP of the dataset), btrfs
    //     filesystem df -b (the growth of Data used between two readings).
    //   replacement_bytes: blockdev --getsize64; replacement_write_bytes_per_s: dd (bytes ÷ s).
    //   errors_on_read, errors_found_by_scrub, errors_repaired: the corruption drill's counters
    //     (readCorruptionFigure, lab/figures/corruptionstatement.h).
    static std::optional<ToolStatement> read(
        const QString &key, const QStringList &command, const QStringList &output, const Context &context = {});
    // Whether read() knows the figure `key` at all. A drill's yes/no judgment (data lost after the
    // second pull or the power cut) quotes the tool's lines as its evidence but is no number printed
    // on them: nothing can read it again, so the report does not check it as if it were.
    static bool readsKey(const QString &key);
};
