#pragma once

#include "lab/scenario/scenario.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// One thing a run keeps on the stack at its fullest moment.
struct SpaceUse {
    QString what; // translated: "the dataset", "the load drill's job file", …
    qint64 bytes = 0;
    bool operator==(const SpaceUse &) const = default;
};

// Whether a scenario's writes fit its stack, from the planner's usable space (exactly what the
// tools show) and the sizes the stages will write. A plain value: the CLI, the GUI and a sweep
// show the same refusal.
struct ScenarioSpaceCheck {
    QString stack;
    int members = 0;
    qint64 memberBytes = 0; // the smallest member
    qint64 usableBytes = 0; // the statfs size the stages scale their sizes by
    qint64 storableBytes = 0; // what files can really take
    qint64 datasetBytes = 0; // the dataset the run writes (0: no dataset stage)
    QList<SpaceUse> peak; // what is on the stack at its fullest moment (after the pull)
    qint64 peakBytes = 0;
    qint64 rebuildFreeBytes = 0; // what the rebuild needs free besides (btrfs replace: a data chunk)
    QString problem; // translated, empty: it fits
    QString activity; // "the load drill", "the resilver sweep's cell", …: for the refusal
    bool datasetAsPercent = true; // the dataset is a share of the usable space (no --dataset-size)
    // Set when the run does not fit: the smallest member size that works, and at this size the
    // largest dataset (bytes and percent of the usable space) that works; 0 when none does.
    qint64 minMemberBytes = 0;
    qint64 maxDatasetBytes = 0;
    int maxDatasetPercent = 0;

    bool fits() const { return problem.isEmpty(); }
    // "needs disks of at least 1.5 GiB for a 600 MiB dataset with the load drill on btrfs-raid1:
    // choose --disk-size 2G or --dataset-size 300M"; `fillOption` names the option that sets the
    // dataset's share ("--dataset-percent", a sweep's "--fill").
    QString refusal(const QString &fillOption = QStringLiteral("--dataset-percent")) const;
    // The same in other words for the choices, each with %1 for the figure: the GUI names its own
    // fields ("disks of 3.5G (Lab target…)", "a dataset of 10 % (Dataset)").
    QString refusal(
        const QString &diskSizeChoice, const QString &percentChoice, const QString &datasetSizeChoice) const;
};

// The space check every drill and sweep cell runs before it starts (issue 29, findings 3 and 6).
// What a run writes, stage by stage: the storage-bench file (deleted after each round), the
// dataset, the snapshot stage's overwrite file and the old blocks the snapshot keeps, the pull's
// 64 MiB poke write (on btrfs a whole new data chunk), the load drill's job file (twice on btrfs: a random write into a
// copy-on-write extent keeps the whole old extent until all of it is rewritten), and what the
// rebuild needs free (btrfs replace sets each block group read-only and needs room for a new data
// chunk on the members; measured on loop disks, docs/sweeps.md).
class ScenarioSpace {
    Q_DECLARE_TR_FUNCTIONS(ScenarioSpace)

public:
    // How far btrfs's data chunks may run ahead of its data. Typical: a quarter chunk (calibrated:
    // the README's 256 MiB sweeps pass, 25 % fill on them fails); a refusal says a run fails even
    // then. Worst: a chunk and one 128 MiB extent (the worst measured run, 1.72 chunks ahead): what
    // defaults are chosen with, so they keep working.
    enum class ChunkAllowance { Typical, Worst };

    // The check for the scenario on its disks (ScenarioOptions::memberBytes, else each disk's size
    // in sysfs). Members of unknown size: a check that fits (nothing to say before the build).
    static ScenarioSpaceCheck check(const RecipeRequest &request, const ScenarioOptions &options,
        ChunkAllowance allowance = ChunkAllowance::Typical);
    // A lab the lab itself makes: `members` disks of `memberBytes` (their names are made up: only the sizes count).
    static ScenarioSpaceCheck check(const QString &stack, int members, qint64 memberBytes,
        const ScenarioOptions &options, ChunkAllowance allowance = ChunkAllowance::Typical);
    // "2G", "1.5G", "768M": a size as --disk-size takes it, rounded up to a step a person would type.
    static QString sizeOption(qint64 bytes, bool roundUp);
    // "1.5 GiB", "600 MiB".
    static QString sizeText(qint64 bytes);

private:
    static ScenarioSpaceCheck measure(
        const RecipeRequest &request, const ScenarioOptions &options, ChunkAllowance allowance);
};
