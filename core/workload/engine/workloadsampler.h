#pragma once

#include "workload/results/workloadresult.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class JobWorker;

// Turns the live counters of running workers into WorkloadSamples: one per job (all its clones)
// per call, from the deltas since the previous call. Reads only relaxed atomics: the I/O
// threads never wait for it. Used by one thread (the GUI timer or the CLI loop).
class WorkloadSampler {
public:
    // The workers of the group now running; resets the deltas.
    void setWorkers(const std::vector<const JobWorker *> &workers, std::uint64_t startNs);
    void clear();
    QList<WorkloadSample> sample(std::uint64_t nowNs);

private:
    struct DirectionState {
        std::uint64_t ios = 0;
        std::uint64_t bytes = 0;
        std::uint64_t clatSumNs = 0;
        LatencyHistogram histogram;
    };
    struct JobState {
        QString name;
        int groupId = 0;
        std::vector<const JobWorker *> workers;
        DirectionState read;
        DirectionState write;
    };

    static DirectionState read(const std::vector<const JobWorker *> &workers, bool write);
    static DirectionSample delta(const DirectionState &now, const DirectionState &before, double seconds);
    // The interval's non-empty buckets, reads and writes together (counters only grow).
    static QList<LatencyBucketCount> intervalBuckets(
        const JobState &job, const DirectionState &readNow, const DirectionState &writeNow);

    std::vector<std::unique_ptr<JobState>> m_jobs;
    std::uint64_t m_startNs = 0;
    std::uint64_t m_lastNs = 0;
};
