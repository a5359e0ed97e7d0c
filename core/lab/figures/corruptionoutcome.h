#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

struct ZpoolStatus;

// What the tools said at the drill's three moments, verbatim, and the two checksum reads.
struct CorruptionReadings {
    int datasetFiles = 0;
    int corruptReads = 0; // files whose checksum differed on the first read
    int corruptAfterRepair = 0; // on the second read
    // md: /sys/block/mdX/md/mismatch_cnt; LVM: `lvs --reportformat json -a -o …,raid_mismatch_count,
    // integritymismatches` (the sample source); ZFS: `zpool status -p`; btrfs: `btrfs device stats`
    // after the read, `btrfs scrub status` after the scrub.
    QString afterRead;
    QString afterScrub; // after md/LVM check, zpool scrub, btrfs scrub
    QString afterRepair; // md/LVM after repair; empty for ZFS and btrfs (their scrub repairs)
};

// What the silent corruption drill found on one stack (issue 15): blocks overwritten on one
// member behind the stack's back, then the dataset read back, the stack's scrub or check, and a
// second read. The five answers the report's "Drills" section shows side by side; unset where a
// stack has no way to say (md and plain LVM report nothing on read).
struct CorruptionOutcome {
    Q_DECLARE_TR_FUNCTIONS(CorruptionOutcome)

public:
    QString stack;
    QString member; // the member the blocks were written to
    int blocksWritten = 0; // 4 KiB blocks
    int datasetFiles = 0;
    // Files whose checksum differed on the first read: bad data returned to the application.
    std::optional<int> corruptReads;
    // Errors the stack itself reported during that read (ZFS CKSUM, btrfs corruption_errs,
    // dm-integrity mismatches).
    std::optional<qint64> errorsOnRead;
    // What the scrub or check found: md mismatch_cnt (sectors), lvs raid_mismatch_count (and
    // integritymismatches), ZFS CKSUM after the scrub, btrfs scrub's error count.
    std::optional<qint64> foundByScrub;
    QString foundUnit; // a key: "sectors" (512 B), "integrity-mismatches", "checksum-errors"
    // What the stack repaired: ZFS "repaired" bytes, btrfs "Corrected", md/LVM after a repair.
    std::optional<qint64> repaired;
    QString repairedUnit; // a key: "sectors", "bytes", "checksum-errors"
    // Files whose checksum still differed on a second read after the scrub/repair.
    std::optional<int> corruptAfterRepair;
    QStringList toolLines; // what the tools said, verbatim, for the report

    enum class Verdict {
        NotRun,
        Repaired, // detected, and every file reads back right
        DetectedNotRepaired, // the stack knew, but bad data remains
        Silent, // bad data reached the application and the stack said nothing
        NoHarm, // nothing detected and the data reads back right (the blocks hit free space)
    };
    Verdict verdict() const;
    QString verdictText() const; // translated, for a storage admin

    // The outcome the readings of one stack's tools give (the checksum counts as they are).
    static CorruptionOutcome assemble(
        const QString &stack, const QString &member, int blocksWritten, const CorruptionReadings &readings);

    QJsonObject toJson() const;
    static CorruptionOutcome fromJson(const QJsonObject &json);
    bool operator==(const CorruptionOutcome &) const = default;
};

// The stack's own error counters, read from its tools' output (parsed by core/monitor).
class CorruptionCounters {
public:
    // Sum of the CKSUM column over the pool's leaf devices.
    static std::optional<qint64> zpoolChecksumErrors(const ZpoolStatus &status);
    // "errors: 3 data errors, use '-v' for a list" -> 3; "No known data errors" -> 0.
    static std::optional<qint64> zpoolDataErrors(const ZpoolStatus &status);
    // "btrfs device stats MNT": the sum of one counter (corruption_errs, read_io_errs, …) over devices.
    static std::optional<qint64> btrfsDeviceStat(const QString &deviceStats, const QString &counter);
    // "sha256sum -c" output: the number of lines ending in FAILED (or FAILED open or read).
    static int sha256Failures(const QString &checkOutput);
};
