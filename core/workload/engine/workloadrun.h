#pragma once

#include "workload/engine/workloadsampler.h"
#include "workload/job/jobspec.h"
#include "workload/results/workloadresult.h"

#include <QCoreApplication>
#include <QList>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

class JobWorker;

// Runs a job file's jobs as fio does: stonewall groups one after the other, all jobs of a
// group and their numjobs clones at once (one thread and one io_uring each), files laid out
// before a group's timing starts. run() blocks; cancel() and takeSamples() may be called from
// any other thread while it runs (the CLI's signal handler, the GUI's timer).
class WorkloadRun {
    Q_DECLARE_TR_FUNCTIONS(WorkloadRun)

public:
    explicit WorkloadRun(const QList<JobSpec> &jobs);
    ~WorkloadRun();

    // Called from the thread that runs run().
    std::function<void(const QString &)> onNotice;
    std::function<void(const JobResult &)> onJobFinished;

    RunResult run();
    void cancel() { m_cancel.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancel.load(std::memory_order_relaxed); }

    // Samples since the previous call, one per running job; empty between groups.
    QList<WorkloadSample> takeSamples();

    // Folds clones (and, with group_reporting, a whole group) into one result, as fio reports it.
    static JobResult fold(const std::vector<const JobWorker *> &workers);

private:
    QList<JobResult> runGroup(const QList<JobSpec> &group);

    QList<JobSpec> m_jobs;
    std::atomic<bool> m_cancel {false};
    std::mutex m_samplerMutex; // between the run thread and the sampling thread, never the I/O threads
    WorkloadSampler m_sampler;
};
