#pragma once

#include "lab/scenario/scenario.h"
#include "lab/scenario/sweepcell.h"
#include "lab/session/labsession.h"
#include "lab/sweep/scenariospace.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// What one cell measured (a CSV row). A cell that failed keeps its error and no figures.
struct SweepResult {
    SweepCell cell;
    double resilverSeconds = 0;
    qint64 resilveredBytes = 0;
    bool dataVerified = false;
    QString error;

    bool measured() const { return error.isEmpty() && resilverSeconds > 0; }
    double meanMibs() const; // resilvered bytes / resilver time, 0 without both
};

// Seed 003's resilver study: the layout × fill × round matrix, the scenario each cell runs (the
// pool, the fill, the pull, the replace and the check; no workload, snapshot or scrub), and what
// the sweep writes: the CSV, the median summary and the chart.
class LabSweep {
    Q_DECLARE_TR_FUNCTIONS(LabSweep)

public:
    // "mirror2,mirror3,raidz1-3,raidz1-4,raidz2-4": fits the virtual lab's six disks with a spare.
    static QString defaultLayouts() { return QStringLiteral("mirror2,mirror3,raidz1-3,raidz1-4,raidz2-4"); }
    static QString defaultFillLevels() { return QStringLiteral("25,50"); }
    // The forms a layout token may take, for error messages and --help.
    static QString layoutForms();

    // Comma-separated layout tokens; on a bad token an empty list and an error naming it.
    static QList<SweepLayout> parseLayouts(const QString &text, QString *error);
    // Comma-separated fill percentages, 1 to 90 each.
    static QList<int> parseFillLevels(const QString &text, QString *error);
    // Layouts that need more than diskCount disks (members plus the spare) are refused, by name.
    static QString checkDiskCount(const QList<SweepLayout> &layouts, int diskCount);
    // Every cell's space check (ScenarioSpace) on disks of diskBytes: the first refusal, with the
    // disk size and the fill level that work, or empty when every cell fits.
    static QString checkSpace(const QList<SweepLayout> &layouts, const QList<int> &fills, qint64 diskBytes,
        ScenarioSpace::ChunkAllowance allowance = ScenarioSpace::ChunkAllowance::Typical);
    // The default disk size: the smallest of defaultDiskSizes() on which every cell fits even with
    // btrfs's worst measured chunk allocation; 0 when none does (checkSpace then says why).
    static qint64 defaultDiskBytes(const QList<SweepLayout> &layouts, const QList<int> &fills);
    // The candidates, smallest first: 256 MiB (enough for md, LVM and ZFS cells at 25 and 50 %),
    // then doubling to 8 GiB (btrfs replace needs unallocated chunks, docs/sweeps.md).
    static QList<qint64> defaultDiskSizes();
    // Layout-major: every fill level and round of the first layout, then the next.
    static QList<SweepCell> matrix(const QList<SweepLayout> &layouts, const QList<int> &fills, int rounds);

    // The scenario options of a cell: its fill as the dataset's share of the usable space, and
    // only the stages the resilver study needs.
    static ScenarioOptions scenarioOptions(const SweepCell &cell);
    // The figures of a cell from the measurements its scenario recorded; a resilver figure that
    // fails one of SessionChecks' checks makes the cell an error naming the check.
    static SweepResult resultOf(const SweepCell &cell, const QList<Measurement> &measurements);

    // layout,width,fill_percent,round,resilver_s,resilvered_bytes,mean_mibs,data_verified
    static QByteArray toCsv(const QList<SweepResult> &results);
    // Median resilver time, bytes and speed per layout × fill level, as a text table.
    static QString summary(const QList<SweepResult> &results);
    // Median resilver time per layout, one series per fill level.
    static QString chartSvg(const QList<SweepResult> &results);
};
