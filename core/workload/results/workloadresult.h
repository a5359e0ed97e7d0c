#pragma once

#include "workload/results/latencyhistogram.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>

// The figures of one direction (read or write) of a job, as fio reports them.
struct DirectionResult {
    std::uint64_t ioBytes = 0;
    std::uint64_t ios = 0;
    std::int64_t runtimeMs = 0;
    double bwBytesPerSec = 0; // io_bytes / runtime
    double iops = 0;
    // Completion latency, nanoseconds.
    std::uint64_t clatMinNs = 0;
    std::uint64_t clatMaxNs = 0;
    double clatMeanNs = 0;
    double clatStddevNs = 0;
    QList<double> percentileList; // fio's default list unless set otherwise
    QList<std::uint64_t> percentileNs; // one value per entry of percentileList
    LatencyHistogram histogram;

    bool hasIo() const { return ios > 0; }
    std::uint64_t percentileValue(double p) const;
};

// Raw sums a worker keeps while it runs; turned into a DirectionResult at the end.
struct DirectionTally {
    std::uint64_t ioBytes = 0;
    std::uint64_t ios = 0;
    std::uint64_t clatMinNs = UINT64_MAX;
    std::uint64_t clatMaxNs = 0;
    double clatMeanNs = 0; // running mean and sum of squared deviations (Welford, as fio)
    double clatM2 = 0;
    LatencyHistogram histogram;

    void add(std::uint64_t bytes, std::uint64_t clatNs) { add(bytes, clatNs, LatencyHistogram::bucketOf(clatNs)); }
    void add(std::uint64_t bytes, std::uint64_t clatNs, int bucket)
    {
        ioBytes += bytes;
        ++ios;
        clatMinNs = clatNs < clatMinNs ? clatNs : clatMinNs;
        clatMaxNs = clatNs > clatMaxNs ? clatNs : clatMaxNs;
        const double x = static_cast<double>(clatNs);
        const double delta = x - clatMeanNs;
        clatMeanNs += delta / static_cast<double>(ios);
        clatM2 += delta * (x - clatMeanNs);
        histogram.addToBucket(bucket, 1);
    }
    void merge(const DirectionTally &other);
    DirectionResult toResult(std::int64_t runtimeUs) const;
};

// One block (or verify_interval of it) that read back wrong in a verify job: where, which check
// failed (crc32c, magic, length, rand_seed, offset, numberio, header crc, pattern), what the
// header promised and what was read, and fio's own report of it.
struct VerifyFailure {
    QString file;
    std::uint64_t offset = 0; // of the failing interval
    std::uint32_t length = 0;
    std::uint64_t blockOffset = 0; // of the block that was read
    std::uint32_t blockLength = 0;
    QString check;
    QString expected; // checksums as fio prints them (bytes in memory order), fields as numbers
    QString received;
    QString report; // fio's lines, e.g. "crc32c: verify failed at file ... offset ..."

    bool operator==(const VerifyFailure &other) const = default;
};

// One job as reported: one clone, or a whole group with group_reporting.
struct JobResult {
    QString jobName;
    int groupId = 0;
    int jobs = 1; // clones folded into this result
    DirectionResult read;
    DirectionResult write;
    std::int64_t runtimeMs = 0; // the timed part (ramp_time excluded)
    std::int64_t runtimeUs = 0;
    QString buffers; // the clones' IoBuffers::summary(), distinct ones joined by ", "
    double usrCpuPercent = 0; // of runtime, as fio's usr_cpu
    double sysCpuPercent = 0;
    double usrSeconds = 0;
    double sysSeconds = 0;
    int error = 0; // errno that stopped the job, 0: none
    QString errorText; // what happened, where, and what to do
    bool cancelled = false;
    std::uint64_t verifiedBlocks = 0; // blocks read back and checked (verify=crc32c or pattern)
    std::uint64_t verifyFailureCount = 0; // all failures, also those beyond verifyFailures
    QList<VerifyFailure> verifyFailures; // the first ones, in the order they were found
};

// A whole job file run.
struct RunResult {
    QList<JobResult> jobs;
    bool cancelled = false;
    qint64 startedAtMs = 0; // epoch ms
    QString failure; // set when the run could not run at all (no job did any I/O)

    // The first error of any job (0: none).
    int firstError() const;
};

// One live sample of a running job (all its clones), every sample interval.
struct DirectionSample {
    double iops = 0;
    double bwBytesPerSec = 0;
    double meanLatencyNs = 0;
    std::uint64_t p50LatencyNs = 0;
    std::uint64_t p99LatencyNs = 0;
    std::uint64_t p999LatencyNs = 0;
};

// One non-empty bucket of a LatencyHistogram: a sample carries only these (a few dozen to a few
// hundred of the 1,856), so that a series can merge any stretch of intervals into exact percentiles.
struct LatencyBucketCount {
    int bucket = 0;
    std::uint64_t count = 0;
    bool operator==(const LatencyBucketCount &) const = default;
};

struct WorkloadSample {
    QString jobName;
    int groupId = 0;
    std::int64_t elapsedMs = 0; // since the job started (ramp included)
    std::int64_t intervalMs = 0;
    DirectionSample read;
    DirectionSample write;
    // The interval's completions, reads and writes together.
    QList<LatencyBucketCount> latencyBuckets;
};

Q_DECLARE_METATYPE(JobResult)
Q_DECLARE_METATYPE(RunResult)
Q_DECLARE_METATYPE(WorkloadSample)
