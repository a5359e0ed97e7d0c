#include "report/sweep/sweepfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

QStringList SweepFolder::cellFiles(const QString &dir)
{
    QStringList files;
    const QDir folder(dir);
    for (const QString &name : folder.entryList({QStringLiteral("cell-*.json")}, QDir::Files, QDir::Name))
        files << folder.filePath(name);
    return files;
}

std::optional<SweepMerged> SweepFolder::read(
    const QStringList &cellFiles, const QString &jobsFile, bool poolHosts, QString *error)
{
    QList<SweepCellReport> cells;
    for (const QString &path : cellFiles) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("The cell report %1 could not be read: %2").arg(path, file.errorString());
            return std::nullopt;
        }
        const QList<SweepCellReport> parsed = SweepMerge::parseReport(path, file.readAll(), error);
        if (parsed.isEmpty())
            return std::nullopt;
        cells << parsed;
    }
    QList<SweepCellKey> expected;
    if (!jobsFile.isEmpty()) {
        QFile file(jobsFile);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("The jobs file %1 could not be read: %2").arg(jobsFile, file.errorString());
            return std::nullopt;
        }
        error->clear();
        expected = SweepMerge::parseJobs(file.readAll(), error);
        if (expected.isEmpty()) {
            if (error->isEmpty())
                *error = tr("The jobs file %1 lists no cell.").arg(jobsFile);
            return std::nullopt;
        }
    }
    if (cells.isEmpty() && expected.isEmpty()) {
        *error = tr("No cell report (cell-*.json) and no jobs file to say which cells to expect.");
        return std::nullopt;
    }
    SweepMerged merged = SweepMerge::merge(cells, expected, poolHosts, error);
    if (merged.title.isEmpty())
        return std::nullopt;
    return merged;
}

std::optional<SweepMerged> SweepFolder::readFolder(const QString &dir, bool poolHosts, QString *error)
{
    if (!QFileInfo(dir).isDir()) {
        *error = tr("%1 is not a folder.").arg(dir);
        return std::nullopt;
    }
    const QString jobs = QDir(dir).filePath(jobsFileName());
    return read(cellFiles(dir), QFileInfo::exists(jobs) ? jobs : QString(), poolHosts, error);
}
