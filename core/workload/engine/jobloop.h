#pragma once

// Internal to JobWorker: the hot loop of one clone.

#include "workload/engine/jobengine.h"
#include "workload/engine/offsetsequence.h"

// Works through the job's region in passes. A pass is one I/O per block of the region (reads
// and writes as rw= says); a job that verifies its own writes (verify=crc32c) then fsyncs and
// reads the pass's writes back in the order they were written (fio's io_hist list), or every
// verify_backlog writes while writing, and checks each block. loops= or time_based repeat the
// passes; runtime, a cancel, an error or a failed verify stop them.
struct JobWorker::Loop {
    Loop(JobWorker &worker, Engine &engine);
    void run();

private:
    enum class Phase { Io, Verify };

    void checkStop();
    void advance();
    void issue();
    bool queueNext(Engine::Slot &slot);
    void queueVerifyRead(Engine::Slot &slot);
    bool takeBacklogRead();
    std::uint64_t completedWritesBelow() const;
    unsigned waitAndReap(); // how many completions it reaped
    void complete(std::uint32_t index, int res);
    void finishBlock(std::uint32_t index);
    void checkBlock(const Engine::Slot &slot);
    void startPass();
    void endPass();
    void dryRunPass();
    void enterPhase(Phase phase);
    void syncBeforeVerify();
    void finish();
    std::uint64_t passWrites() const { return m_writesIssued - m_passWriteBase; }

    JobWorker &m_worker;
    Engine &m_engine;
    const JobSpec &m_spec;
    WorkerResult &m_result;

    std::uint64_t m_blockSize = 0;
    std::uint64_t m_blocks = 0; // per pass
    std::uint64_t m_seed = 0;
    OffsetSequence m_readOffsets;
    OffsetSequence m_writeOffsets;
    FastRandom m_mix;
    bool m_mixed = false;
    bool m_writeOnly = false;
    std::uint64_t m_mixThreshold = 0;
    unsigned m_batchSubmit = 1;

    // Verification.
    bool m_verifying = false; // reads back its own crc32c writes
    bool m_checkReads = false; // a read job that checks what it reads (crc32c or pattern)
    bool m_backlog = false; // verify_backlog: reads back while writing
    OffsetSequence m_replay; // the pass's write offsets again, in order
    std::uint64_t m_passWriteBase = 0; // index of the pass's first write in the job
    std::uint64_t m_writesIssued = 0;
    std::uint64_t m_replayed = 0; // writes of the pass read back (queued)
    std::uint64_t m_backlogLeft = 0;
    bool m_passFailed = false;

    // Passes and phases.
    Phase m_phase = Phase::Io;
    std::uint64_t m_passIssued = 0;
    std::uint64_t m_passesDone = 0;

    // Time, in CLOCK_MONOTONIC ns.
    std::uint64_t m_now = 0;
    std::uint64_t m_rampEnd = 0;
    std::uint64_t m_stopAt = 0;
    bool m_timed = false;
    std::uint64_t m_timedStart = 0;
    std::uint64_t m_lastCompletion = 0;
    std::uint64_t m_phaseStart = 0;
    std::uint64_t m_ioPhaseNs = 0;
    std::uint64_t m_verifyPhaseNs = 0;
    double m_usrStart = 0;
    double m_sysStart = 0;

    unsigned m_inFlight = 0;
    int m_writesSinceFsync = 0;
    bool m_fsyncDue = false;
    bool m_stopIssuing = false;
    std::uint64_t m_drainDeadline = 0;
    std::uint64_t m_slowestClat = 0;
};
