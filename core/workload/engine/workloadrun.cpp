#include "workload/engine/workloadrun.h"

#include "workload/engine/iofilelayout.h"
#include "workload/engine/jobworker.h"

#include <QDateTime>

#include <ctime>
#include <thread>

static std::uint64_t monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1'000'000'000ULL + static_cast<std::uint64_t>(ts.tv_nsec);
}

WorkloadRun::WorkloadRun(const QList<JobSpec> &jobs)
    : m_jobs(jobs)
{
}

WorkloadRun::~WorkloadRun() = default;

QList<WorkloadSample> WorkloadRun::takeSamples()
{
    std::lock_guard lock(m_samplerMutex);
    return m_sampler.sample(monotonicNs());
}

JobResult WorkloadRun::fold(const std::vector<const JobWorker *> &workers)
{
    JobResult job;
    if (workers.empty())
        return job;
    job.jobName = workers.front()->spec().name;
    job.groupId = workers.front()->spec().groupId;
    job.jobs = static_cast<int>(workers.size());
    DirectionTally read;
    DirectionTally write;
    std::int64_t runtimeSumUs = 0;
    std::int64_t readRuntimeUs = 0;
    std::int64_t writeRuntimeUs = 0;
    for (const JobWorker *worker : workers) {
        const WorkerResult &result = worker->result();
        read.merge(result.read);
        write.merge(result.write);
        job.runtimeUs = std::max(job.runtimeUs, result.runtimeUs);
        readRuntimeUs = std::max(readRuntimeUs, result.readRuntimeUs);
        writeRuntimeUs = std::max(writeRuntimeUs, result.writeRuntimeUs);
        runtimeSumUs += result.runtimeUs;
        job.verifiedBlocks += result.verifiedBlocks;
        job.verifyFailureCount += result.verifyFailureCount;
        for (const VerifyFailure &failure : result.verifyFailures) {
            if (job.verifyFailures.size() < JobWorker::MaxVerifyReports)
                job.verifyFailures.append(failure);
        }
        job.usrSeconds += result.usrSeconds;
        job.sysSeconds += result.sysSeconds;
        job.cancelled = job.cancelled || result.cancelled;
        if (!result.buffers.isEmpty() && !job.buffers.split(QStringLiteral(", ")).contains(result.buffers))
            job.buffers += (job.buffers.isEmpty() ? QString() : QStringLiteral(", ")) + result.buffers;
        if (job.error == 0 && result.error != 0) {
            job.error = result.error;
            job.errorText = result.errorText;
        }
    }
    job.runtimeMs = (job.runtimeUs + 500) / 1000;
    job.read = read.toResult(readRuntimeUs);
    job.write = write.toResult(writeRuntimeUs);
    if (runtimeSumUs > 0) {
        job.usrCpuPercent = job.usrSeconds * 1e8 / static_cast<double>(runtimeSumUs);
        job.sysCpuPercent = job.sysSeconds * 1e8 / static_cast<double>(runtimeSumUs);
    }
    return job;
}

QList<JobResult> WorkloadRun::runGroup(const QList<JobSpec> &group)
{
    std::vector<std::unique_ptr<JobWorker>> workers;
    for (const JobSpec &spec : group) {
        for (int clone = 0; clone < spec.numJobs && !isCancelled(); ++clone) {
            if (onNotice && IoFileLayout::needsLayout(spec, clone))
                onNotice(tr("%1: laying out IO file %2 (%3 bytes)")
                             .arg(spec.name, spec.fileFor(clone))
                             .arg(spec.offset + spec.size));
            const IoRegion region = IoFileLayout::prepare(spec, clone);
            workers.push_back(std::make_unique<JobWorker>(spec, clone, region, &m_cancel));
        }
    }
    std::vector<const JobWorker *> view;
    for (const auto &worker : workers)
        view.push_back(worker.get());
    {
        std::lock_guard lock(m_samplerMutex);
        m_sampler.setWorkers(view, monotonicNs());
    }
    std::vector<std::thread> threads;
    threads.reserve(workers.size());
    for (const auto &worker : workers)
        threads.emplace_back([w = worker.get()] { w->run(); });
    for (std::thread &thread : threads)
        thread.join();
    {
        std::lock_guard lock(m_samplerMutex);
        m_sampler.clear();
    }

    QList<JobResult> results;
    if (!group.isEmpty() && group.front().groupReporting) {
        results.append(fold(view));
    } else {
        for (const JobWorker *worker : view)
            results.append(fold({worker}));
    }
    return results;
}

RunResult WorkloadRun::run()
{
    RunResult run;
    run.startedAtMs = QDateTime::currentMSecsSinceEpoch();
    qsizetype index = 0;
    while (index < m_jobs.size() && !isCancelled()) {
        QList<JobSpec> group;
        const int groupId = m_jobs[index].groupId;
        while (index < m_jobs.size() && m_jobs[index].groupId == groupId)
            group.append(m_jobs[index++]);
        for (const JobResult &job : runGroup(group)) {
            run.jobs.append(job);
            if (onJobFinished)
                onJobFinished(job);
        }
    }
    run.cancelled = isCancelled();
    bool anyIo = false;
    for (const JobResult &job : std::as_const(run.jobs))
        anyIo = anyIo || job.read.ios > 0 || job.write.ios > 0;
    if (!anyIo && run.firstError() != 0) {
        for (const JobResult &job : std::as_const(run.jobs)) {
            if (job.error != 0) {
                run.failure = tr("%1: %2").arg(job.jobName, job.errorText);
                break;
            }
        }
    }
    return run;
}
