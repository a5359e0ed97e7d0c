#pragma once

#include "workload/results/latencyhistogram.h"

#include <array>
#include <atomic>
#include <cstdint>

// Counters one worker thread writes while it runs and any other thread may read at any time
// (relaxed atomics, one writer each): the sampler turns their deltas into live samples without
// a lock and without ever making the I/O thread wait.
struct LiveDirection {
    std::atomic<std::uint64_t> ios {0};
    std::atomic<std::uint64_t> bytes {0};
    std::atomic<std::uint64_t> clatSumNs {0};
    std::array<std::atomic<std::uint64_t>, LatencyHistogram::BucketCount> buckets {};

    // Single writer: a relaxed load and store is a plain add, no locked instruction.
    static void bump(std::atomic<std::uint64_t> &counter, std::uint64_t amount)
    {
        counter.store(counter.load(std::memory_order_relaxed) + amount, std::memory_order_relaxed);
    }
    // `bucket`: LatencyHistogram::bucketOf(clatNs), computed once per I/O by the caller.
    void record(std::uint64_t ioBytes, std::uint64_t clatNs, int bucket)
    {
        bump(ios, 1);
        bump(bytes, ioBytes);
        bump(clatSumNs, clatNs);
        bump(buckets[static_cast<std::size_t>(bucket)], 1);
    }
};

struct LiveCounters {
    LiveDirection read;
    LiveDirection write;
};
