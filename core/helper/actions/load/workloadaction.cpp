#include "helper/actions/load/workloadaction.h"

#include "helper/actions/load/btrfsreclaimwait.h"
#include "helper/actions/mountedstack.h"
#include "workload/engine/workloadrunner.h"
#include "workload/job/fiojobparser.h"
#include "workload/results/fioreport.h"
#include "workload/results/workloadsamplejson.h"

#include <QFile>
#include <QJsonDocument>

#include <unistd.h>

WorkloadAction::WorkloadAction(const QString &id, QString mountPoint, QList<JobSpec> jobs, QObject *parent)
    : LabAction(id, parent)
    , m_mountPoint(std::move(mountPoint))
    , m_jobs(std::move(jobs))
{
}

WorkloadAction::~WorkloadAction()
{
    delete m_runner; // cancels and joins its thread
}

QStringList WorkloadAction::jobNames()
{
    return {QStringLiteral("storage-bench"), QStringLiteral("randwrite-4k"), QStringLiteral("foreground-load")};
}

QList<JobSpec> WorkloadAction::jobsFor(
    const QString &job, const QString &mountPoint, qint64 runtimeSeconds, qint64 sizeBytes, QString *error)
{
    if (!jobNames().contains(job)) {
        *error = tr("Unknown job '%1'.").arg(job);
        return {};
    }
    QFile file(QStringLiteral(":/helper/jobs/%1.fio").arg(job));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("The built-in job %1 is missing from this helper build.").arg(job);
        return {};
    }
    const FioJobFile parsed
        = FioJobParser::parse(QString::fromUtf8(file.readAll()), {{QStringLiteral("TESTDIR"), mountPoint}}, false);
    if (!parsed.ok()) {
        *error = tr("The built-in job %1 does not parse: line %2: %3").arg(job).arg(parsed.errorLine).arg(parsed.error);
        return {};
    }
    QList<JobSpec> jobs = parsed.jobs;
    const QString prefix = mountPoint + QLatin1Char('/');
    for (JobSpec &spec : jobs) {
        spec.directory = mountPoint;
        if (runtimeSeconds > 0)
            spec.runtimeMs = runtimeSeconds * 1000;
        if (sizeBytes > 0)
            spec.size = static_cast<std::uint64_t>(sizeBytes);
        for (int clone = 0; clone < spec.numJobs; ++clone) {
            const QString path = spec.fileFor(clone);
            const QString relative = path.mid(prefix.size());
            if (!path.startsWith(prefix) || relative.isEmpty() || relative.contains(QLatin1Char('/'))) {
                *error = tr("The job %1 would use %2, outside the stack's mount point %3.")
                             .arg(spec.name, path, mountPoint);
                return {};
            }
        }
    }
    return jobs;
}

void WorkloadAction::start()
{
    startTimer();
    m_runner = new WorkloadRunner;
    connect(m_runner, &WorkloadRunner::sampleReady, this, [this](const WorkloadSample &sample) {
        const JobSpec *spec = nullptr;
        for (const JobSpec &candidate : std::as_const(m_jobs)) {
            if (candidate.name == sample.jobName)
                spec = &candidate;
        }
        double within = 0.0;
        if (spec && spec->runtimeMs > 0)
            within = std::min(1.0, double(sample.elapsedMs) / double(spec->runtimeMs + spec->rampMs));
        const double fraction = std::min(1.0, (m_jobsDone + within) / std::max<qsizetype>(1, m_jobs.size()));
        report(fraction, tr("%1: %2 s").arg(sample.jobName).arg(double(sample.elapsedMs) / 1000.0, 0, 'f', 1),
            WorkloadSampleJson::toJson(sample));
    });
    connect(m_runner, &WorkloadRunner::jobFinished, this, [this](const JobResult &) { ++m_jobsDone; });
    connect(m_runner, &WorkloadRunner::finished, this, [this](const RunResult &run) {
        Outcome outcome;
        outcome.result = QJsonDocument::fromJson(FioReport::json(run, m_jobs)).object();
        outcome.ok = run.failure.isEmpty() && run.firstError() == 0;
        if (!run.failure.isEmpty()) {
            outcome.error = run.failure;
        } else {
            for (const JobResult &job : run.jobs) {
                if (job.error != 0 && outcome.error.isEmpty())
                    outcome.error = job.errorText;
            }
        }
        finishAfterCleanup(outcome);
    });
    connect(m_runner, &WorkloadRunner::failed, this, [this](const QString &message) {
        removeJobFiles();
        complete({false, message, {}});
    });
    if (!m_runner->start(m_jobs))
        complete({false, tr("The workload engine is already running."), {}});
}

void WorkloadAction::cancel()
{
    LabAction::cancel();
    if (m_runner)
        m_runner->cancel();
    if (m_reclaim && m_reclaim->isRunning()) {
        m_reclaim->stop();
        complete(m_outcome);
    }
}

void WorkloadAction::finishAfterCleanup(const Outcome &outcome)
{
    removeJobFiles();
    // A cancelled or failed run goes straight on (to the teardown, usually): no waiting there.
    QString error;
    if (!outcome.ok || isCancelled() || !m_settleStack.open(m_mountPoint, &error)) {
        complete(outcome);
        return;
    }
    m_outcome = outcome;
    m_reclaim = new BtrfsReclaimWait(this);
    connect(m_reclaim, &BtrfsReclaimWait::done, this,
        [this](bool settled, qint64 releasedBytes, qint64 elapsedMs, bool isBtrfs) {
            if (isBtrfs) {
                const QString text = settled
                    ? tr("btrfs returned %1 MiB of emptied block groups in %2 s")
                          .arg(releasedBytes / (1024 * 1024))
                          .arg(double(elapsedMs) / 1000.0, 0, 'f', 1)
                    : tr("btrfs had not returned the emptied block groups after %1 s; going on").arg(elapsedMs / 1000);
                report(1.0, text,
                    {{QStringLiteral("btrfsReclaimMs"), elapsedMs},
                        {QStringLiteral("btrfsReleasedBytes"), releasedBytes},
                        {QStringLiteral("btrfsSettled"), settled}});
                m_outcome.result.insert(QStringLiteral("btrfs_reclaim_ms"), elapsedMs);
                m_outcome.result.insert(QStringLiteral("btrfs_released_bytes"), releasedBytes);
            }
            complete(m_outcome);
        });
    m_reclaim->start(m_settleStack.fd());
}

void WorkloadAction::removeJobFiles() const
{
    MountedStack stack;
    QString error;
    if (!stack.open(m_mountPoint, &error))
        return;
    const QString prefix = m_mountPoint + QLatin1Char('/');
    for (const JobSpec &spec : m_jobs) {
        for (int clone = 0; clone < spec.numJobs; ++clone) {
            const QString relative = spec.fileFor(clone).mid(prefix.size());
            ::unlinkat(stack.fd(), QFile::encodeName(relative).constData(), 0);
        }
    }
}
