#include "workload/results/fioreport.h"

#include "stacklabversion.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

// Up to 4 digits before the point, 3 significant digits below 100 (fio's num2str).
QString shortNumber(double value)
{
    if (value >= 100 || value == 0)
        return QString::number(static_cast<qint64>(value + 0.5));
    if (value >= 10)
        return QString::number(value, 'f', 1);
    return QString::number(value, 'f', 2);
}

QString scaled(double value, double base, const QStringList &units)
{
    int unit = 0;
    while (value >= 10000 && unit + 1 < units.size()) {
        value /= base;
        ++unit;
    }
    return shortNumber(value) + units[unit];
}

const JobSpec *specFor(const QList<JobSpec> &jobs, const JobResult &result)
{
    for (const JobSpec &spec : jobs) {
        if (spec.name == result.jobName && spec.groupId == result.groupId)
            return &spec;
    }
    return nullptr;
}

QJsonObject direction(const DirectionResult &dir)
{
    QJsonObject percentiles;
    for (qsizetype i = 0; i < dir.percentileList.size() && i < dir.percentileNs.size(); ++i)
        percentiles.insert(QString::number(dir.percentileList[i], 'f', 6), static_cast<double>(dir.percentileNs[i]));
    QJsonObject clat {{QStringLiteral("min"), static_cast<double>(dir.clatMinNs)},
        {QStringLiteral("max"), static_cast<double>(dir.clatMaxNs)}, {QStringLiteral("mean"), dir.clatMeanNs},
        {QStringLiteral("stddev"), dir.clatStddevNs}, {QStringLiteral("N"), static_cast<double>(dir.ios)}};
    if (dir.ios > 0)
        clat.insert(QStringLiteral("percentile"), percentiles);
    return {{QStringLiteral("io_bytes"), static_cast<double>(dir.ioBytes)},
        {QStringLiteral("io_kbytes"), static_cast<double>(dir.ioBytes / 1024)},
        {QStringLiteral("bw_bytes"), static_cast<double>(static_cast<std::uint64_t>(dir.bwBytesPerSec))},
        {QStringLiteral("bw"), static_cast<double>(static_cast<std::uint64_t>(dir.bwBytesPerSec / 1024))},
        {QStringLiteral("iops"), dir.iops}, {QStringLiteral("runtime"), static_cast<double>(dir.runtimeMs)},
        {QStringLiteral("total_ios"), static_cast<double>(dir.ios)}, {QStringLiteral("short_ios"), 0},
        {QStringLiteral("drop_ios"), 0}, {QStringLiteral("clat_ns"), clat}};
}

// fio picks the unit of a latency line from its minimum (stat.c: nsec_to_usec/usec_to_msec)...
struct LatencyUnit {
    const char *name;
    double divisor;
};
LatencyUnit lineUnit(std::uint64_t minNs)
{
    if (minNs >= 10'000'000)
        return {"msec", 1e6};
    if (minNs >= 10'000)
        return {"usec", 1e3};
    return {"nsec", 1};
}

// ...and the unit of a percentile block from its smallest and largest values.
LatencyUnit percentileUnit(std::uint64_t minNs, std::uint64_t maxNs)
{
    if (minNs > 2'000'000 && maxNs > 99'999'999)
        return {"msec", 1e6};
    if (minNs > 2'000 && maxNs > 99'999)
        return {"usec", 1e3};
    return {"nsec", 1};
}

void directionText(QString &out, const char *name, const DirectionResult &dir)
{
    out += QStringLiteral("  %1: IOPS=%2, BW=%3/s (%4/s)(%5/%6msec)\n")
               .arg(QLatin1String(name), FioReport::count(dir.iops), FioReport::bytes(dir.bwBytesPerSec),
                   FioReport::bytes(dir.bwBytesPerSec, false), FioReport::bytes(static_cast<double>(dir.ioBytes)))
               .arg(dir.runtimeMs);
    const LatencyUnit clat = lineUnit(dir.clatMinNs);
    out += QStringLiteral("    clat (%1): min=%2, max=%3, avg=%4, stdev=%5\n")
               .arg(QLatin1String(clat.name))
               .arg(shortNumber(static_cast<double>(dir.clatMinNs) / clat.divisor))
               .arg(shortNumber(static_cast<double>(dir.clatMaxNs) / clat.divisor))
               .arg(dir.clatMeanNs / clat.divisor, 0, 'f', 2)
               .arg(dir.clatStddevNs / clat.divisor, 0, 'f', 2);
    const LatencyUnit pct = dir.percentileNs.isEmpty()
        ? LatencyUnit {"nsec", 1}
        : percentileUnit(dir.percentileNs.constFirst(), dir.percentileNs.constLast());
    out += QStringLiteral("    clat percentiles (%1):\n").arg(QLatin1String(pct.name));
    for (qsizetype i = 0; i < dir.percentileList.size(); ++i) {
        if (i % 3 == 0)
            out += QStringLiteral("     |");
        const auto value = static_cast<qint64>(static_cast<double>(dir.percentileNs[i]) / pct.divisor + 0.5);
        out += QStringLiteral(" %1th=[%2]").arg(dir.percentileList[i], 5, 'f', 2).arg(value, 7);
        const bool last = i + 1 == dir.percentileList.size();
        out += last ? QStringLiteral("\n") : (i % 3 == 2 ? QStringLiteral(",\n") : QStringLiteral(","));
    }
}

} // namespace

QString FioReport::count(double value)
{
    return scaled(value, 1000, {QString(), QStringLiteral("k"), QStringLiteral("M"), QStringLiteral("G")});
}

QString FioReport::bytes(double value, bool binary)
{
    if (binary)
        return scaled(value, 1024,
            {QStringLiteral("B"), QStringLiteral("KiB"), QStringLiteral("MiB"), QStringLiteral("GiB"),
                QStringLiteral("TiB")});
    return scaled(value, 1000,
        {QStringLiteral("B"), QStringLiteral("kB"), QStringLiteral("MB"), QStringLiteral("GB"), QStringLiteral("TB")});
}

QByteArray FioReport::json(const RunResult &run, const QList<JobSpec> &jobs)
{
    QJsonArray jobArray;
    for (const JobResult &job : run.jobs) {
        QJsonObject options;
        if (const JobSpec *spec = specFor(jobs, job)) {
            options.insert(QStringLiteral("name"), spec->name);
            options.insert(QStringLiteral("filename"), spec->fileFor(0));
            options.insert(QStringLiteral("rw"), spec->patternName());
            options.insert(QStringLiteral("bs"), QString::number(spec->blockSize));
            options.insert(QStringLiteral("iodepth"), QString::number(spec->ioDepth));
            options.insert(QStringLiteral("direct"), spec->direct ? QStringLiteral("1") : QStringLiteral("0"));
            if (!spec->ioEngine.isEmpty())
                options.insert(QStringLiteral("ioengine"), spec->ioEngine);
        }
        QJsonObject object {{QStringLiteral("jobname"), job.jobName}, {QStringLiteral("groupid"), job.groupId},
            {QStringLiteral("error"), job.error}, {QStringLiteral("job options"), options},
            {QStringLiteral("read"), direction(job.read)}, {QStringLiteral("write"), direction(job.write)},
            {QStringLiteral("job_runtime"), static_cast<double>(job.runtimeMs)},
            {QStringLiteral("usr_cpu"), job.usrCpuPercent}, {QStringLiteral("sys_cpu"), job.sysCpuPercent},
            {QStringLiteral("stacklab_jobs"), job.jobs}};
        if (job.error != 0)
            object.insert(QStringLiteral("stacklab_error_text"), job.errorText);
        if (!job.buffers.isEmpty())
            object.insert(QStringLiteral("stacklab_buffers"), job.buffers);
        if (job.verifiedBlocks > 0 || job.verifyFailureCount > 0) {
            QJsonArray failures;
            for (const VerifyFailure &failure : job.verifyFailures)
                failures.append(QJsonObject {{QStringLiteral("file"), failure.file},
                    {QStringLiteral("offset"), static_cast<double>(failure.offset)},
                    {QStringLiteral("length"), static_cast<double>(failure.length)},
                    {QStringLiteral("block_offset"), static_cast<double>(failure.blockOffset)},
                    {QStringLiteral("block_length"), static_cast<double>(failure.blockLength)},
                    {QStringLiteral("check"), failure.check}, {QStringLiteral("expected"), failure.expected},
                    {QStringLiteral("received"), failure.received}});
            object.insert(QStringLiteral("stacklab_verify"),
                QJsonObject {{QStringLiteral("blocks"), static_cast<double>(job.verifiedBlocks)},
                    {QStringLiteral("failed"), static_cast<double>(job.verifyFailureCount)},
                    {QStringLiteral("failures"), failures}});
        }
        if (job.cancelled)
            object.insert(QStringLiteral("stacklab_cancelled"), true);
        jobArray.append(object);
    }
    const QDateTime started = QDateTime::fromMSecsSinceEpoch(run.startedAtMs);
    QJsonObject root {{QStringLiteral("stacklab version"), QStringLiteral("stacklab-" STACKLAB_VERSION_STRING)},
        {QStringLiteral("timestamp"), static_cast<double>(run.startedAtMs / 1000)},
        {QStringLiteral("timestamp_ms"), static_cast<double>(run.startedAtMs)},
        {QStringLiteral("time"), started.toString(Qt::TextDate)}, {QStringLiteral("jobs"), jobArray}};
    if (run.cancelled)
        root.insert(QStringLiteral("stacklab_cancelled"), true);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString FioReport::text(const RunResult &run, const QList<JobSpec> &jobs)
{
    QString out;
    for (const JobResult &job : run.jobs) {
        out += QStringLiteral("%1: (groupid=%2, jobs=%3): err=%4\n")
                   .arg(job.jobName)
                   .arg(job.groupId)
                   .arg(job.jobs)
                   .arg(job.error, 2);
        if (job.error != 0)
            out += QStringLiteral("  error: %1\n").arg(job.errorText);
        if (job.verifiedBlocks > 0)
            out += tr("  verify       : %1 blocks read back, %2 bad")
                       .arg(job.verifiedBlocks)
                       .arg(job.verifyFailureCount)
                + QLatin1Char('\n');
        if (job.cancelled)
            out += tr("  cancelled: the figures cover the work done until then") + QLatin1Char('\n');
        if (job.read.hasIo())
            directionText(out, "read", job.read);
        if (job.write.hasIo())
            directionText(out, "write", job.write);
        out += QStringLiteral("  cpu          : usr=%1%, sys=%2%\n")
                   .arg(job.usrCpuPercent, 0, 'f', 2)
                   .arg(job.sysCpuPercent, 0, 'f', 2);
        if (const JobSpec *spec = specFor(jobs, job))
            out += QStringLiteral("  job          : rw=%1, bs=%2, iodepth=%3, direct=%4, file=%5\n")
                       .arg(spec->patternName(), bytes(static_cast<double>(spec->blockSize)))
                       .arg(spec->ioDepth)
                       .arg(spec->direct ? 1 : 0)
                       .arg(spec->fileFor(0));
        out += QLatin1Char('\n');
    }
    return out;
}
