#pragma once

#include "report/sweep/sweepmerge.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// A sweep's cell reports on disk, read and merged: the files `stacklab-cli report merge` is given,
// or the folder `lab sweep --jobs` fills while its cells run (CSV-cells/: jobs.txt, joblog.tsv and
// one cell-ID.json per finished cell). Read again as cells arrive, the folder's merge lists the
// cells still to come as missing.
class SweepFolder {
    Q_DECLARE_TR_FUNCTIONS(SweepFolder)

public:
    static QString jobsFileName() { return QStringLiteral("jobs.txt"); }

    // The cell reports in `dir` (cell-*.json, by name).
    static QStringList cellFiles(const QString &dir);
    // Reads and merges `cellFiles`; with `jobsFile` the cells it lists and that have no report are
    // missing. nullopt with *error naming the file that could not be read or is not a cell report.
    static std::optional<SweepMerged> read(
        const QStringList &cellFiles, const QString &jobsFile, bool poolHosts, QString *error);
    // The folder's cells, its jobs.txt when it has one. A folder with a jobs file and no cell yet
    // merges to every cell missing.
    static std::optional<SweepMerged> readFolder(const QString &dir, bool poolHosts, QString *error);
};
