#pragma once

#include "workload/iofilelayout.h"
#include "workload/jobspec.h"
#include "workload/livecounters.h"
#include "workload/workloadresult.h"

#include <QCoreApplication>

#include <atomic>
#include <memory>

// What one job clone did.
struct WorkerResult {
    DirectionTally read;
    DirectionTally write;
    std::int64_t runtimeUs = 0; // timed part, ramp excluded
    double usrSeconds = 0;
    double sysSeconds = 0;
    int error = 0;
    QString errorText;
    bool cancelled = false;
};

// One job clone: one thread (the caller of run()), one io_uring, buffers allocated once,
// aligned for O_DIRECT and registered, the file registered, iodepth I/Os kept in flight.
// Completion waits time out after 100 ms, so a cancel or a dead device never hangs it.
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

    // How long a stopped job waits for I/Os still in flight before it gives up on them.
    static constexpr std::int64_t DrainTimeoutMs = 5000;

private:
    struct Engine;
    bool setUp(Engine &engine);
    void loop(Engine &engine);
    void fail(int error, const QString &what);

    JobSpec m_spec;
    int m_clone = 0;
    IoRegion m_region;
    const std::atomic<bool> *m_cancel = nullptr;
    std::unique_ptr<LiveCounters> m_live;
    WorkerResult m_result;
};
