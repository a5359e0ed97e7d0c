#include "lab/sweep/sweepjobs.h"

#include "report/table/comparisonreport.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStorageInfo>
#include <QSysInfo>
#include <QThread>

namespace {

constexpr qint64 mib = 1024 * 1024;

QString mibText(qint64 bytes)
{
    return QString::number((bytes + mib - 1) / mib);
}

} // namespace

QString SweepJob::commandLine() const
{
    return ::commandLine(argv);
}

QString SweepJobs::cellId(const SweepCell &cell)
{
    return QStringLiteral("%1-fill%2-r%3").arg(cell.layout.token).arg(cell.fillPercent).arg(cell.round);
}

quint32 SweepJobs::cellSeed(quint32 sweepSeed, const SweepCell &cell)
{
    // FNV-1a: the same in every process and on every host, unlike qHash's per-process seed.
    quint32 hash = 2166136261u;
    const QByteArray key = QByteArray::number(sweepSeed) + '/' + cellId(cell).toUtf8();
    for (const char c : key) {
        hash ^= quint8(c);
        hash *= 16777619u;
    }
    hash &= 0x7fffffff; // the runner's own seeds are 31-bit; keep the same range
    return hash == 0 ? 1 : hash;
}

QList<SweepJob> SweepJobs::build(const QList<SweepCell> &cells, const SweepJobOptions &options)
{
    QList<SweepJob> jobs;
    for (const SweepCell &cell : cells) {
        SweepJob job;
        job.cellId = cellId(cell);
        job.datasetSeed = cellSeed(options.seed, cell);
        job.reportFile = QStringLiteral("cell-%1.json").arg(job.cellId);
        QStringList stages;
        for (const ScenarioStageKind kind : LabSweep::scenarioOptions(cell).stageSelection)
            stages << scenarioStageName(kind);
        const QString session = options.sweep + QLatin1Char('-') + job.cellId;
        job.argv = QStringList {options.cli, QStringLiteral("lab"), QStringLiteral("run"), cell.layout.stack,
            QStringLiteral("--target"), options.target, QStringLiteral("--disk-count"),
            QString::number(cell.layout.width + 1), QStringLiteral("--disk-size"),
            QString::number(options.diskSizeBytes), QStringLiteral("--rounds"), QStringLiteral("1"),
            QStringLiteral("--stages"), stages.join(QLatin1Char(',')), QStringLiteral("--dataset-percent"),
            QString::number(cell.fillPercent), QStringLiteral("--dataset-seed"), QString::number(job.datasetSeed),
            QStringLiteral("--session"), session};
        if (!options.sessionRoot.isEmpty())
            job.argv << QStringLiteral("--session-dir") << options.sessionRoot + QLatin1Char('/') + job.cellId;
        if (!options.helperPath.isEmpty())
            job.argv << QStringLiteral("--helper") << options.helperPath;
        if (options.vmCpus > 0)
            job.argv << QStringLiteral("--vm-cpus") << QString::number(options.vmCpus);
        job.argv << options.diskProfileArgs;
        job.argv << QStringLiteral("--tag") << QStringLiteral("sweep=") + options.sweep << QStringLiteral("--tag")
                 << QStringLiteral("layout=") + cell.layout.token << QStringLiteral("--tag")
                 << QStringLiteral("width=%1").arg(cell.layout.width) << QStringLiteral("--tag")
                 << QStringLiteral("fill=%1").arg(cell.fillPercent) << QStringLiteral("--tag")
                 << QStringLiteral("round=%1").arg(cell.round) << QStringLiteral("--tag")
                 << QStringLiteral("cell=") + job.cellId << QStringLiteral("--report") << job.reportFile;
        jobs << job;
    }
    return jobs;
}

QByteArray SweepJobs::jobsFile(const QList<SweepJob> &jobs)
{
    QByteArray text;
    for (const SweepJob &job : jobs)
        text += job.commandLine().toUtf8() + '\n';
    return text;
}

QStringList SweepJobs::parallelArguments(const ParallelOptions &options)
{
    // Each input line is a whole command; the perl expressions pick the cell and the report out
    // of it (a cell ID and a report name never hold spaces: cellId() is built from tokens).
    QStringList args {QStringLiteral("--will-cite"), QStringLiteral("--jobs"), QString::number(options.jobs),
        QStringLiteral("--retries"), QString::number(options.retries), QStringLiteral("--halt"),
        QStringLiteral("never"), QStringLiteral("--line-buffer"), QStringLiteral("--tagstring"),
        QStringLiteral("{= s/.* --tag cell=(\\S+).*/$1/ =}")};
    if (!options.joblog.isEmpty())
        args << QStringLiteral("--joblog") << options.joblog << QStringLiteral("--resume-failed");
    if (!options.sshLoginFile.isEmpty()) {
        // A private working folder per job on the remote side, the report brought back and the
        // folder removed: the remote host keeps nothing but its lab session.
        args << QStringLiteral("--sshloginfile") << options.sshLoginFile << QStringLiteral("--workdir")
             << QStringLiteral("...") << QStringLiteral("--return")
             << QStringLiteral("{= s/.* --report (\\S+).*/$1/ =}") << QStringLiteral("--cleanup");
    }
    return args;
}

bool SweepJobs::isCellOption(const QString &option)
{
    return option == QLatin1String("--dataset-percent") || option == QLatin1String("--dataset-seed")
        || option == QLatin1String("--stages") || option == QLatin1String("--tag");
}

QString SweepJobs::applyCellOption(
    const QString &option, const QString &value, ScenarioOptions *options, QMap<QString, QString> *run)
{
    bool ok = false;
    if (option == QLatin1String("--dataset-percent")) {
        const int percent = value.toInt(&ok);
        if (!ok || percent < 1 || percent > 90)
            return tr("--dataset-percent needs a percentage from 1 to 90, got '%1'.").arg(value);
        options->datasetPercent = percent;
        options->datasetBytes = 0;
    } else if (option == QLatin1String("--dataset-seed")) {
        const quint32 seed = value.toUInt(&ok);
        if (!ok || seed == 0 || seed > 0x7fffffffu)
            return tr("--dataset-seed needs a whole number from 1 to 2147483647, got '%1'.").arg(value);
        options->datasetSeed = seed;
        run->insert(QStringLiteral("dataset_seed"), QString::number(seed));
    } else if (option == QLatin1String("--stages")) {
        QList<ScenarioStageKind> stages;
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<ScenarioStageKind> kind = scenarioStageFromName(name.trimmed());
            if (!kind)
                return tr("--stages: unknown stage '%1' (%2).")
                    .arg(name.trimmed(), scenarioStageNames().join(QStringLiteral(", ")));
            stages << *kind;
        }
        if (stages.isEmpty())
            return tr("--stages needs at least one stage name.");
        options->stageSelection = stages;
    } else if (option == QLatin1String("--tag")) {
        static const QRegularExpression tag(QStringLiteral("^([a-z][a-z0-9_]*)=(.*)$"));
        const QRegularExpressionMatch m = tag.match(value);
        if (!m.hasMatch())
            return tr("--tag needs KEY=VALUE with a lower-case key such as layout=raidz1-4, got '%1'.").arg(value);
        static const QStringList reserved {QStringLiteral("host"), QStringLiteral("target"), QStringLiteral("session"),
            QStringLiteral("error"), QStringLiteral("dataset_seed")};
        if (reserved.contains(m.captured(1)))
            return tr("--tag %1: the lab records %2 itself.").arg(value, m.captured(1));
        run->insert(m.captured(1), m.captured(2));
    }
    return {};
}

QMap<QString, QString> SweepJobs::runSection(const QMap<QString, QString> &given, const QString &session,
    const QString &target, const QStringList &failures, bool interrupted)
{
    QMap<QString, QString> run = given;
    run.insert(QStringLiteral("host"), QSysInfo::machineHostName());
    run.insert(QStringLiteral("target"), target);
    run.insert(QStringLiteral("session"), session);
    QStringList errors = failures;
    if (interrupted)
        errors << tr("interrupted");
    if (!errors.isEmpty())
        run.insert(QStringLiteral("error"), errors.join(QStringLiteral("; ")));
    return run;
}

SlotNeeds SweepJobs::slotNeeds(LabTarget::Kind kind, int diskCount, qint64 diskSizeBytes, const VmConfig &vm)
{
    SlotNeeds needs;
    needs.diskBytes = qint64(diskCount) * diskSizeBytes;
    if (kind == LabTarget::Kind::Virtual) {
        needs.cpus = vm.cpus;
        needs.memoryBytes = (qint64(vm.memoryMiB) + 256) * mib;
    } else {
        needs.cpus = 1;
        needs.memoryBytes = 256 * mib;
    }
    return needs;
}

QString SweepJobs::checkSlots(const SlotNeeds &needs, int labs, const HostResources &host)
{
    QStringList short_;
    int fit = labs;
    if (needs.cpus * labs > host.cpus) {
        short_ << tr("%1 cores (this machine has %2)").arg(needs.cpus * labs).arg(host.cpus);
        fit = std::min(fit, host.cpus / std::max(1, needs.cpus));
    }
    if (needs.memoryBytes * labs > host.memoryAvailableBytes) {
        short_ << tr("%1 MiB of memory (%2 MiB available)")
                      .arg(mibText(needs.memoryBytes * labs), mibText(host.memoryAvailableBytes));
        fit = std::min(fit, int(host.memoryAvailableBytes / std::max<qint64>(1, needs.memoryBytes)));
    }
    if (needs.diskBytes * labs > host.diskFreeBytes) {
        short_ << tr("%1 MiB of disk space for the lab disks (%2 MiB free)")
                      .arg(mibText(needs.diskBytes * labs), mibText(host.diskFreeBytes));
        fit = std::min(fit, int(host.diskFreeBytes / std::max<qint64>(1, needs.diskBytes)));
    }
    if (short_.isEmpty())
        return {};
    const QString each = tr("each lab needs %1 core(s), %2 MiB of memory and %3 MiB for its disks")
                             .arg(needs.cpus)
                             .arg(mibText(needs.memoryBytes))
                             .arg(mibText(needs.diskBytes));
    return fit >= 1 ? tr("%n lab(s) at once need %1; %2. --jobs %3 fits.", nullptr, labs)
                          .arg(short_.join(QStringLiteral(", ")), each)
                          .arg(fit)
                    : tr("%n lab(s) at once need %1; %2. Not even one fits.", nullptr, labs)
                          .arg(short_.join(QStringLiteral(", ")), each);
}

HostResources SweepJobs::localResources(const QString &labDir)
{
    HostResources host;
    host.cpus = std::max(1, QThread::idealThreadCount());
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (meminfo.open(QIODevice::ReadOnly)) {
        static const QRegularExpression available(
            QStringLiteral("^MemAvailable:\\s+(\\d+) kB"), QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = available.match(QString::fromLatin1(meminfo.readAll()));
        if (m.hasMatch())
            host.memoryAvailableBytes = m.captured(1).toLongLong() * 1024;
    }
    QString dir = labDir;
    while (!dir.isEmpty() && !QFileInfo::exists(dir))
        dir = QFileInfo(dir).path() == dir ? QString() : QFileInfo(dir).path();
    host.diskFreeBytes = QStorageInfo(dir.isEmpty() ? QStringLiteral("/") : dir).bytesAvailable();
    return host;
}
