#include "cli/lab/sweepdispatch.h"

#include "cli/inspect/reportcommand.h"
#include "report/sweep/sweepmerge.h"
#include "report/table/comparisonreport.h"
#include "stacks/recipe/measurementkeys.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

struct SweepDispatchText {
    Q_DECLARE_TR_FUNCTIONS(SweepDispatch)
};

bool writeFile(const QString &path, const QByteArray &bytes, CliStreams io)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    io.err << SweepDispatchText::tr("%1 could not be written: %2").arg(path, file.errorString()) << "\n";
    return false;
}

// Runs parallel with the jobs file on its standard input, its output passed through as it comes.
int runParallel(
    const QString &program, const QStringList &args, const QString &jobsFile, const QString &workDir, CliStreams io)
{
    QProcess parallel;
    parallel.setProgram(program);
    parallel.setArguments(args);
    parallel.setWorkingDirectory(workDir);
    parallel.setStandardInputFile(jobsFile);
    parallel.setProcessChannelMode(QProcess::MergedChannels);
    QEventLoop loop;
    QObject::connect(&parallel, &QProcess::readyRead, &loop, [&] {
        io.out << QString::fromUtf8(parallel.readAll());
        io.out.flush();
    });
    QObject::connect(&parallel, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&parallel, &QProcess::errorOccurred, &loop, [&](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            loop.quit();
    });
    parallel.start();
    if (parallel.state() != QProcess::NotRunning || parallel.error() != QProcess::FailedToStart)
        loop.exec();
    io.out << QString::fromUtf8(parallel.readAll());
    if (parallel.error() == QProcess::FailedToStart) {
        io.err << SweepDispatchText::tr("GNU parallel could not start: %1").arg(parallel.errorString()) << "\n";
        return -1;
    }
    return parallel.exitStatus() == QProcess::NormalExit ? parallel.exitCode() : -1;
}

// The merged cells in the serial sweep's shape: a result per cell of the matrix, in its order.
QList<SweepResult> serialResults(const SweepDispatch &dispatch, const SweepMerged &merged)
{
    QList<SweepResult> results;
    for (const SweepCell &cell : dispatch.cells) {
        SweepResult result;
        result.cell = cell;
        const QString id = SweepJobs::cellId(cell);
        const auto found = std::find_if(
            merged.cells.begin(), merged.cells.end(), [&id](const SweepCellReport &c) { return c.cellId == id; });
        if (found == merged.cells.end()) {
            result.error = SweepDispatchText::tr("no report (the job log says why)");
        } else {
            result.resilverSeconds = found->measurements.value(MeasurementKey::RebuildS);
            result.resilveredBytes = qint64(found->measurements.value(MeasurementKey::RebuiltBytes));
            result.dataVerified = found->measurements.value(MeasurementKey::DataVerified) > 0;
            result.error = found->measured() ? QString() : found->failure();
        }
        results << result;
    }
    return results;
}

} // namespace

int runSweepDispatch(const SweepDispatch &dispatch, CliStreams io)
{
    const QList<SweepJob> jobs = SweepJobs::build(dispatch.cells, dispatch.jobOptions);
    const QByteArray jobsText = SweepJobs::jobsFile(jobs);
    if (!dispatch.emitJobsPath.isEmpty()) {
        if (!writeFile(dispatch.emitJobsPath, jobsText, io))
            return CliFailed;
        io.out << SweepDispatchText::tr("%n cell job(s) written to %1", nullptr, int(jobs.size()))
                      .arg(dispatch.emitJobsPath)
               << "\n";
        if (!dispatch.run) {
            const QStringList args = SweepJobs::parallelArguments(dispatch.parallel);
            io.out << SweepDispatchText::tr("Run them with: %1 < %2")
                          .arg(commandLine(QStringList {QStringLiteral("parallel")} + args), dispatch.emitJobsPath)
                   << "\n";
            return CliOk;
        }
    }

    const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
    if (parallel.isEmpty()) {
        io.err << SweepDispatchText::tr("GNU parallel not found: install the parallel package (--jobs and --hosts "
                                        "run the cells through it).")
               << "\n";
        return CliFailed;
    }
    if (dispatch.parallel.sshLoginFile.isEmpty()) {
        // Every slot is a lab on this machine: check they fit before the first one starts.
        VmConfig vm;
        if (dispatch.jobOptions.vmCpus > 0)
            vm.cpus = dispatch.jobOptions.vmCpus;
        const SlotNeeds needs = SweepJobs::slotNeeds(dispatch.kind,
            std::max_element(dispatch.cells.begin(), dispatch.cells.end(),
                [](const SweepCell &a, const SweepCell &b) {
                    return a.layout.width < b.layout.width;
                })->layout.width
                + 1,
            dispatch.jobOptions.diskSizeBytes, vm);
        const QString labDir
            = dispatch.kind == LabTarget::Kind::Loop ? QStringLiteral("/var/lib/stacklab/loop-lab") : QDir::tempPath();
        if (const QString tooMany
            = SweepJobs::checkSlots(needs, dispatch.parallel.jobs, SweepJobs::localResources(labDir));
            !tooMany.isEmpty()) {
            io.err << tooMany << "\n";
            return CliUsage;
        }
    }

    const QFileInfo csv(dispatch.csvPath);
    const QString cellsDir = csv.absolutePath() + QLatin1Char('/') + csv.completeBaseName() + QStringLiteral("-cells");
    if (!QDir().mkpath(cellsDir)) {
        io.err << SweepDispatchText::tr("The folder %1 for the cell reports could not be made.").arg(cellsDir) << "\n";
        return CliFailed;
    }
    const QString jobsFile = cellsDir + QStringLiteral("/jobs.txt");
    if (!writeFile(jobsFile, jobsText, io))
        return CliFailed;
    ParallelOptions options = dispatch.parallel;
    options.joblog = cellsDir + QStringLiteral("/joblog.tsv");
    io.out << SweepDispatchText::tr("%n cell(s) through GNU parallel, %1 lab(s) at once per host; jobs, job log and "
                                    "cell reports in %2",
        nullptr, int(jobs.size()))
                  .arg(options.jobs)
                  .arg(cellsDir)
           << "\n";
    io.out.flush();
    const int parallelExit = runParallel(parallel, SweepJobs::parallelArguments(options), jobsFile, cellsDir, io);
    if (parallelExit < 0)
        return CliFailed;

    QStringList cellFiles;
    for (const SweepJob &job : jobs) {
        const QString path = cellsDir + QLatin1Char('/') + job.reportFile;
        if (QFileInfo::exists(path))
            cellFiles << path;
    }
    QString error;
    QList<SweepCellReport> cells;
    for (const QString &path : std::as_const(cellFiles)) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            cells << SweepMerge::parseReport(path, file.readAll(), &error);
    }
    const SweepMerged merged
        = SweepMerge::merge(cells, SweepMerge::parseJobs(jobsText, &error), dispatch.poolHosts, &error);
    const QList<SweepResult> results = serialResults(dispatch, merged);
    io.out << "\n" << LabSweep::summary(results);
    const QString svgPath = csv.path() + QLatin1Char('/') + csv.completeBaseName() + QStringLiteral(".svg");
    bool ok = writeFile(dispatch.csvPath, LabSweep::toCsv(results), io)
        && writeFile(svgPath, LabSweep::chartSvg(results).toUtf8(), io);
    if (ok)
        io.out << SweepDispatchText::tr("Results in %1, chart in %2").arg(dispatch.csvPath, svgPath) << "\n";
    int mergeExit = CliOk;
    if (!dispatch.reportPaths.isEmpty())
        mergeExit = mergeSweepReports(cellFiles, jobsFile, dispatch.poolHosts, dispatch.reportPaths, io);
    for (const SweepResult &r : results)
        ok = ok && r.measured() && r.dataVerified;
    return ok && parallelExit == 0 && mergeExit == CliOk ? CliOk : CliFailed;
}
