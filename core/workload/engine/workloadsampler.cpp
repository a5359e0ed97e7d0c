#include "workload/engine/workloadsampler.h"

#include "workload/engine/jobworker.h"

void WorkloadSampler::clear()
{
    m_jobs.clear();
}

void WorkloadSampler::setWorkers(const std::vector<const JobWorker *> &workers, std::uint64_t startNs)
{
    m_jobs.clear();
    m_startNs = startNs;
    m_lastNs = startNs;
    for (const JobWorker *worker : workers) {
        JobState *job = nullptr;
        for (const auto &existing : m_jobs) {
            if (existing->name == worker->spec().name && existing->groupId == worker->spec().groupId)
                job = existing.get();
        }
        if (!job) {
            m_jobs.push_back(std::make_unique<JobState>());
            job = m_jobs.back().get();
            job->name = worker->spec().name;
            job->groupId = worker->spec().groupId;
        }
        job->workers.push_back(worker);
    }
    for (const auto &job : m_jobs) {
        job->read = read(job->workers, false);
        job->write = read(job->workers, true);
    }
}

WorkloadSampler::DirectionState WorkloadSampler::read(const std::vector<const JobWorker *> &workers, bool write)
{
    DirectionState state;
    for (const JobWorker *worker : workers) {
        const LiveDirection &live = write ? worker->live().write : worker->live().read;
        state.ios += live.ios.load(std::memory_order_relaxed);
        state.bytes += live.bytes.load(std::memory_order_relaxed);
        state.clatSumNs += live.clatSumNs.load(std::memory_order_relaxed);
        for (int i = 0; i < LatencyHistogram::BucketCount; ++i) {
            const std::uint64_t count = live.buckets[static_cast<std::size_t>(i)].load(std::memory_order_relaxed);
            if (count)
                state.histogram.addToBucket(i, count);
        }
    }
    return state;
}

DirectionSample WorkloadSampler::delta(const DirectionState &now, const DirectionState &before, double seconds)
{
    DirectionSample sample;
    const std::uint64_t ios = now.ios - before.ios;
    if (seconds <= 0 || ios == 0)
        return sample;
    sample.iops = static_cast<double>(ios) / seconds;
    sample.bwBytesPerSec = static_cast<double>(now.bytes - before.bytes) / seconds;
    sample.meanLatencyNs = static_cast<double>(now.clatSumNs - before.clatSumNs) / static_cast<double>(ios);
    LatencyHistogram interval;
    for (int i = 0; i < LatencyHistogram::BucketCount; ++i) {
        const std::uint64_t a = now.histogram.count(i);
        const std::uint64_t b = before.histogram.count(i);
        if (a > b)
            interval.addToBucket(i, a - b);
    }
    const QList<std::uint64_t> values = interval.percentiles({50.0, 99.0, 99.9});
    sample.p50LatencyNs = values.at(0);
    sample.p99LatencyNs = values.at(1);
    sample.p999LatencyNs = values.at(2);
    return sample;
}

QList<LatencyBucketCount> WorkloadSampler::intervalBuckets(
    const JobState &job, const DirectionState &readNow, const DirectionState &writeNow)
{
    QList<LatencyBucketCount> buckets;
    for (int i = 0; i < LatencyHistogram::BucketCount; ++i) {
        const std::uint64_t reads = readNow.histogram.count(i) - job.read.histogram.count(i);
        const std::uint64_t writes = writeNow.histogram.count(i) - job.write.histogram.count(i);
        if (reads + writes > 0)
            buckets.append({i, reads + writes});
    }
    return buckets;
}

QList<WorkloadSample> WorkloadSampler::sample(std::uint64_t nowNs)
{
    QList<WorkloadSample> samples;
    const double seconds = static_cast<double>(nowNs - m_lastNs) / 1e9;
    for (const auto &job : m_jobs) {
        const DirectionState readNow = read(job->workers, false);
        const DirectionState writeNow = read(job->workers, true);
        WorkloadSample sample;
        sample.jobName = job->name;
        sample.groupId = job->groupId;
        sample.elapsedMs = static_cast<std::int64_t>((nowNs - m_startNs) / 1'000'000ULL);
        sample.intervalMs = static_cast<std::int64_t>((nowNs - m_lastNs) / 1'000'000ULL);
        sample.read = delta(readNow, job->read, seconds);
        sample.write = delta(writeNow, job->write, seconds);
        sample.latencyBuckets = intervalBuckets(*job, readNow, writeNow);
        job->read = readNow;
        job->write = writeNow;
        samples.append(sample);
    }
    m_lastNs = nowNs;
    return samples;
}
