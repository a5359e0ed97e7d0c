#pragma once

#include "workload/engine/iofilelayout.h"
#include "workload/engine/livecounters.h"
#include "workload/job/jobspec.h"
#include "workload/results/workloadresult.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>

// What one job clone did.
struct WorkerResult {
    DirectionTally read;
    DirectionTally write;
    std::int64_t runtimeUs = 0; // timed part, ramp excluded
    // Time each direction ran (fio's per-direction runtime): a verify job writes, then reads back.
    std::int64_t readRuntimeUs = 0;
    std::int64_t writeRuntimeUs = 0;
    std::uint64_t verifiedBlocks = 0;
    std::uint64_t verifyFailureCount = 0;
    QList<VerifyFailure> verifyFailures; // the first MaxVerifyReports
    double usrSeconds = 0;
    double sysSeconds = 0;
    int error = 0;
    QString errorText;
    bool cancelled = false;
    QString buffers; // IoBuffers::summary(); empty for the null engine
};

// One job clone: one thread (the caller of run()), one io_uring, buffers allocated once
// (IoBuffers), the file registered, iodepth I/Os kept in flight. A job works in passes over its
// region; a verify=crc32c job that writes reads each pass back after writing it (or every
// verify_backlog writes), as fio does. Completion waits time out after 100 ms, so a cancel or a
// dead device never hangs it.
class JobWorker {
    Q_DECLARE_TR_FUNCTIONS(JobWorker)

public:
    JobWorker(const JobSpec &spec, int clone, const IoRegion &region, const std::atomic<bool> *cancel);
    ~JobWorker();
    JobWorker(const JobWorker &) = delete;
    JobWorker &operator=(const JobWorker &) = delete;

    // Runs the clone to its end (size done, runtime over, error or cancel). Blocking.
    void run();

    const JobSpec &spec() const { return m_spec; }
    int clone() const { return m_clone; }
    const LiveCounters &live() const { return *m_live; }
    // Valid once run() returned.
    const WorkerResult &result() const { return m_result; }

    // How long a stopped job waits without any completion before it gives up on the I/Os
    // still in flight: at least DrainTimeoutMs, and four times the slowest completion seen.
    static constexpr std::int64_t DrainTimeoutMs = 5000;
    static constexpr std::uint64_t drainPatienceNs(std::uint64_t slowestCompletionNs)
    {
        return std::max<std::uint64_t>(
            static_cast<std::uint64_t>(DrainTimeoutMs) * 1'000'000ULL, 4 * slowestCompletionNs);
    }
    // Verify failures kept with their report (all are counted).
    static constexpr int MaxVerifyReports = 64;

private:
    struct Engine;
    struct Loop;
    bool setUp(Engine &engine);
    void fail(int error, const QString &what);
    void recordVerifyFailures(const QList<VerifyFailure> &failures);

    JobSpec m_spec;
    int m_clone = 0;
    IoRegion m_region;
    const std::atomic<bool> *m_cancel = nullptr;
    std::unique_ptr<LiveCounters> m_live;
    WorkerResult m_result;
};
