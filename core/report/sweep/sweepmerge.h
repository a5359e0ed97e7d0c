#pragma once

// Many cells of a sweep, each a lab run's JSON report (its "run" section names the cell and the
// host), merged into one table: a row per host × layout × fill level with the medians of its
// rounds, every cell with its host, kernel and tool versions, and the cells that are missing or
// failed. Cells from different hosts are never averaged together unless the merge is told to pool
// them (docs/sweeps.md). Pure: bytes in, values out.

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// One cell as its report recorded it.
struct SweepCellReport {
    QString file; // the report it came from
    QString cellId; // run.cell, else the report's file name without cell- and .json
    QString host; // run.host: the machine the lab ran on
    QString target; // loop, vm or host
    QString kernel; // versions.kernel: the lab's kernel (the guest's for the virtual lab)
    QMap<QString, QString> versions; // every tool version the report holds
    QString stack; // btrfs-raid1
    QString layout; // run.layout: btrfs-raid1-2
    int width = 0;
    int fillPercent = 0;
    int round = 0;
    QString datasetSeed;
    QMap<QString, double> measurements; // the measured medians (data_verified: 1 or 0); nulls left out
    QString error; // run.error: why the run failed

    // A failed cell: an error, or no rebuild time measured.
    bool measured() const;
    QString failure() const; // the error, or "no rebuild was measured"
    QString groupKey() const; // host and kernel: what may be averaged together
};

// A cell the sweep asked for.
struct SweepCellKey {
    QString cellId;
    QString layout;
    int fillPercent = 0;
    int round = 0;
    bool operator==(const SweepCellKey &) const = default;
};

// A row of the merged table: the rounds of one layout and fill level on one host (or on all
// hosts when pooled).
struct SweepGroup {
    QString host; // "host · kernel", or the pooled hosts joined
    QString layout;
    int width = 0;
    int fillPercent = 0;
    int runs = 0;
    int measured = 0;
    double rebuildSeconds = 0; // medians of the measured runs
    double rebuiltBytes = 0;
    double meanMibs = 0;
    bool allVerified = false;
};

struct SweepMerged {
    QString title;
    bool pooled = false;
    QStringList hosts; // groupKey()s in the order they first appear
    QList<SweepCellReport> cells; // in the sweep's order: layout, fill level, round, host
    QList<SweepGroup> groups;
    QList<SweepCellKey> missing; // asked for, no report
    QList<const SweepCellReport *> failed() const;
};

class SweepMerge {
    Q_DECLARE_TR_FUNCTIONS(SweepMerge)

public:
    // The cells of one report (one per stack column); an error naming the file when it is not a
    // lab run's JSON report.
    static QList<SweepCellReport> parseReport(const QString &file, const QByteArray &bytes, QString *error);
    // The cells a jobs file (lab sweep --emit-jobs) asks for, from the --tag words of its lines.
    static QList<SweepCellKey> parseJobs(const QByteArray &jobsFile, QString *error);
    // Merges; `expected` empty: every layout × fill level × round seen in any cell is expected.
    // Refuses (empty title, error set) two reports of one cell from one host.
    static SweepMerged merge(
        QList<SweepCellReport> cells, const QList<SweepCellKey> &expected, bool poolHosts, QString *error);
};

// The exporters of a merged sweep.
QString sweepToMarkdown(const SweepMerged &merged);
// One row per cell, missing cells included with status "missing".
QByteArray sweepToCsv(const SweepMerged &merged);
QByteArray sweepToJson(const SweepMerged &merged);
// Self-contained: the table, the chart (inline SVG), the cells, the hosts' versions.
QString sweepToHtml(const SweepMerged &merged);
