#include "workload/engine/jobloop.h"

#include <QStringList>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/resource.h>

namespace {

constexpr long long WaitTimeoutNs = 100'000'000; // 100 ms: cancel and deadlines act within it

inline std::uint64_t nowNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1'000'000'000ULL + static_cast<std::uint64_t>(ts.tv_nsec);
}

double threadCpuSeconds(bool user)
{
    rusage usage {};
    getrusage(RUSAGE_THREAD, &usage);
    const timeval &tv = user ? usage.ru_utime : usage.ru_stime;
    return static_cast<double>(tv.tv_sec) + static_cast<double>(tv.tv_usec) / 1e6;
}

} // namespace

JobWorker::Loop::Loop(JobWorker &worker, Engine &engine)
    : m_worker(worker)
    , m_engine(engine)
    , m_spec(worker.m_spec)
    , m_result(worker.m_result)
{
    const IoRegion &region = worker.m_region;
    m_blockSize = m_spec.blockSize;
    m_blocks = region.length / m_blockSize;
    m_seed = m_spec.randRepeat ? m_spec.randSeed + static_cast<std::uint64_t>(worker.m_clone) * 7919
                               : nowNs() ^ reinterpret_cast<std::uintptr_t>(this);
    m_readOffsets = OffsetSequence(region.offset, region.length, m_blockSize, m_spec.isRandom(), m_seed);
    m_writeOffsets = OffsetSequence(region.offset, region.length, m_blockSize, m_spec.isRandom(), m_seed + 1);
    m_mix = FastRandom(m_seed ^ 0xa5a5a5a5ULL);
    m_mixed = m_spec.reads() && m_spec.writes();
    m_writeOnly = !m_spec.reads();
    m_mixThreshold = static_cast<std::uint64_t>(m_spec.rwmixRead);
    m_batchSubmit = m_spec.ioDepthBatchSubmit > 0 ? static_cast<unsigned>(m_spec.ioDepthBatchSubmit)
                                                  : static_cast<unsigned>(m_spec.ioDepth);
    m_verifying = !engine.nullEngine && m_spec.verifiesOwnWrites();
    m_checkReads = !engine.nullEngine && !m_spec.writes() && m_spec.verify != VerifyMethod::None;
    m_backlog = m_verifying && m_spec.verifyBacklog > 0;

    m_now = nowNs();
    m_rampEnd = m_now + static_cast<std::uint64_t>(m_spec.rampMs) * 1'000'000ULL;
    m_stopAt
        = m_spec.runtimeMs > 0 ? m_rampEnd + static_cast<std::uint64_t>(m_spec.runtimeMs) * 1'000'000ULL : UINT64_MAX;
    m_timed = m_spec.rampMs == 0;
    m_timedStart = m_now;
    m_lastCompletion = m_now;
    m_phaseStart = m_now;
    m_usrStart = threadCpuSeconds(true);
    m_sysStart = threadCpuSeconds(false);
}

void JobWorker::Loop::run()
{
    startPass();
    for (;;) {
        checkStop();
        if (!m_stopIssuing)
            advance();
        if (!m_stopIssuing)
            issue();
        // After advance() a pass always has I/O to queue, so nothing in flight means the end.
        if (m_inFlight == 0)
            break;
        const unsigned reaped = waitAndReap();
        if (m_stopIssuing && m_inFlight > 0) {
            // A starved machine (a TCG guest on a loaded host) completes slowly, not never: the
            // clock restarts at every completion, and its length follows the slowest one seen.
            if (m_drainDeadline == 0 || reaped > 0) {
                m_drainDeadline = m_now + JobWorker::drainPatienceNs(m_slowestClat);
            } else if (m_now > m_drainDeadline) {
                const QString note = JobWorker::tr("%1 I/Os still in flight were abandoned: none completed for %2 s")
                                         .arg(m_inFlight)
                                         .arg(JobWorker::drainPatienceNs(m_slowestClat) / 1'000'000'000ULL);
                if (m_result.error == 0)
                    m_worker.fail(ETIMEDOUT, note);
                else
                    m_result.errorText += QStringLiteral("; ") + note;
                break;
            }
        }
    }
    finish();
}

void JobWorker::Loop::checkStop()
{
    if (m_stopIssuing)
        return;
    if (m_worker.m_cancel && m_worker.m_cancel->load(std::memory_order_relaxed)) {
        m_result.cancelled = true;
        m_stopIssuing = true;
    } else if (m_now >= m_stopAt) {
        m_stopIssuing = true;
    }
}

// Pass and phase changes, once the I/O they wait for is done.
void JobWorker::Loop::advance()
{
    for (;;) {
        if (m_phase == Phase::Io && m_passIssued >= m_blocks) {
            // The next pass (or the read-back) may touch the blocks still being written.
            if (m_verifying && m_inFlight > 0)
                return;
            if (m_verifying && passWrites() > m_replayed) {
                syncBeforeVerify();
                if (!m_stopIssuing)
                    enterPhase(Phase::Verify);
                return;
            }
        } else if (m_phase != Phase::Verify || m_replayed < passWrites() || m_inFlight > 0) {
            return;
        }
        endPass();
        if (m_stopIssuing)
            return;
    }
}

void JobWorker::Loop::startPass()
{
    m_passIssued = 0;
    m_passWriteBase = m_writesIssued;
    m_replay = m_writeOffsets;
    m_replayed = 0;
    m_passFailed = false;
    enterPhase(Phase::Io);
    if (m_spec.verifyOnly)
        dryRunPass();
}

void JobWorker::Loop::endPass()
{
    ++m_passesDone;
    // fio stops a job at a failed verify; without verify_fatal the whole pass is checked first.
    if (m_passFailed || (!m_spec.timeBased && m_passesDone >= static_cast<std::uint64_t>(m_spec.loops))) {
        m_stopIssuing = true;
        return;
    }
    startPass();
}

// verify_only: the pass's offsets and write numbers as the writing job made them, no I/O.
void JobWorker::Loop::dryRunPass()
{
    for (; m_passIssued < m_blocks; ++m_passIssued) {
        if (m_writeOnly || (m_mixed && m_mix.next() % 100 >= m_mixThreshold)) {
            m_writeOffsets.next();
            ++m_writesIssued;
        } else {
            m_readOffsets.next();
        }
    }
}

void JobWorker::Loop::enterPhase(Phase phase)
{
    if (m_timed) {
        const std::uint64_t from = std::max(m_phaseStart, m_timedStart);
        const std::uint64_t spent = m_now > from ? m_now - from : 0;
        (m_phase == Phase::Io ? m_ioPhaseNs : m_verifyPhaseNs) += spent;
    }
    m_phaseStart = m_now;
    m_phase = phase;
}

// What fio does before its verify phase (fio_io_sync, file_invalidate_cache): the data must come
// from the disk, not from the page cache.
void JobWorker::Loop::syncBeforeVerify()
{
    if (::fsync(m_engine.fd) != 0) {
        m_worker.fail(errno, JobWorker::tr("fsync of %1 before verifying failed").arg(m_worker.m_region.path));
        m_stopIssuing = true;
        return;
    }
    if (!m_spec.direct)
        ::posix_fadvise(m_engine.fd, static_cast<off_t>(m_worker.m_region.offset),
            static_cast<off_t>(m_worker.m_region.length), POSIX_FADV_DONTNEED);
    m_now = nowNs();
}

void JobWorker::Loop::issue()
{
    if (!m_fsyncDue && m_engine.freeSlots.empty())
        return;
    std::uint64_t submitNs = nowNs();
    unsigned queued = 0;
    while (!m_engine.freeSlots.empty()) {
        if (m_fsyncDue) {
            m_engine.prepareFsync();
            m_fsyncDue = false;
            ++m_inFlight;
        }
        const std::uint32_t index = m_engine.freeSlots.back();
        Engine::Slot &slot = m_engine.ioSlots[index];
        if (!queueNext(slot))
            break;
        m_engine.freeSlots.pop_back();
        slot.submitNs = submitNs;
        slot.busy = true;
        m_engine.prepare(index);
        ++m_inFlight;
        // Submitting each I/O as it is ready (fio's iodepth_batch_submit=1) keeps the device
        // from seeing the whole batch at once: on virtio disks a batch of 32 4k reads raised
        // the median latency by ~130 us. The last one goes in with the wait.
        if (++queued >= m_batchSubmit && !m_engine.freeSlots.empty()) {
            io_uring_submit(&m_engine.ring);
            queued = 0;
            submitNs = nowNs();
        }
    }
}

// Sets up `slot` for the next I/O of the job; false when there is none to queue now.
bool JobWorker::Loop::queueNext(Engine::Slot &slot)
{
    slot.length = static_cast<std::uint32_t>(m_blockSize);
    slot.done = 0;
    if (m_phase == Phase::Verify) {
        if (m_replayed >= passWrites())
            return false;
        queueVerifyRead(slot);
        return true;
    }
    if (m_backlog && takeBacklogRead()) {
        queueVerifyRead(slot);
        return true;
    }
    if (m_passIssued >= m_blocks)
        return false;
    ++m_passIssued;
    const bool write = m_writeOnly || (m_mixed && m_mix.next() % 100 >= m_mixThreshold);
    if (!write) {
        slot.kind = Engine::Kind::Read;
        slot.offset = m_readOffsets.next();
        return true;
    }
    slot.kind = Engine::Kind::Write;
    slot.offset = m_writeOffsets.next();
    slot.writeIndex = m_writesIssued++;
    if (m_engine.format) {
        VerifyStamp stamp;
        stamp.offset = slot.offset;
        stamp.randSeed = VerifyFormat::seedFor(m_seed, slot.writeIndex);
        stamp.numberio = static_cast<std::uint16_t>(slot.writeIndex);
        stamp.thread = static_cast<std::uint16_t>(m_worker.m_clone + 1);
        m_engine.format->fill(slot.buffer, slot.length, stamp);
    } else if (m_engine.patternShifts) {
        std::memcpy(slot.buffer, m_engine.patternBlock.data() + slot.offset % m_engine.patternLength, slot.length);
    }
    if (m_spec.fsyncEvery > 0 && ++m_writesSinceFsync >= m_spec.fsyncEvery) {
        m_writesSinceFsync = 0;
        m_fsyncDue = true;
    }
    return true;
}

void JobWorker::Loop::queueVerifyRead(Engine::Slot &slot)
{
    slot.kind = Engine::Kind::VerifyRead;
    slot.offset = m_replay.next();
    slot.writeIndex = m_passWriteBase + m_replayed;
    ++m_replayed;
}

// verify_backlog: once that many writes wait to be read back, read back a batch of them
// (verify_backlog_batch), oldest first, each as soon as it and every write before it completed.
bool JobWorker::Loop::takeBacklogRead()
{
    const std::uint64_t waiting = passWrites() - m_replayed;
    if (waiting == 0) {
        m_backlogLeft = 0;
        return false;
    }
    if (m_backlogLeft == 0 && waiting >= static_cast<std::uint64_t>(m_spec.verifyBacklog))
        m_backlogLeft = static_cast<std::uint64_t>(
            m_spec.verifyBacklogBatch > 0 ? m_spec.verifyBacklogBatch : m_spec.verifyBacklog);
    if (m_backlogLeft == 0 || m_passWriteBase + m_replayed >= completedWritesBelow())
        return false;
    --m_backlogLeft;
    return true;
}

// Every write with a lower index has completed (iodepth slots to look at, backlog jobs only).
std::uint64_t JobWorker::Loop::completedWritesBelow() const
{
    std::uint64_t lowest = m_writesIssued;
    for (const Engine::Slot &slot : m_engine.ioSlots) {
        if (slot.busy && slot.isWrite())
            lowest = std::min(lowest, slot.writeIndex);
    }
    return lowest;
}

unsigned JobWorker::Loop::waitAndReap()
{
    io_uring_cqe *first = nullptr;
    __kernel_timespec timeout {0, WaitTimeoutNs};
    const int rc = io_uring_submit_and_wait_timeout(&m_engine.ring, &first, 1, &timeout, nullptr);
    if (rc < 0 && rc != -ETIME && rc != -EINTR && rc != -EAGAIN && rc != -EBUSY) {
        m_worker.fail(-rc, JobWorker::tr("waiting for completions failed"));
        m_stopIssuing = true;
    }
    m_now = nowNs();
    unsigned head = 0;
    unsigned reaped = 0;
    io_uring_cqe *cqe = nullptr;
    io_uring_for_each_cqe(&m_engine.ring, head, cqe)
    {
        ++reaped;
        const std::uint64_t tag = io_uring_cqe_get_data64(cqe);
        if (tag == Engine::FsyncTag) {
            --m_inFlight;
            if (cqe->res < 0) {
                m_worker.fail(-cqe->res, JobWorker::tr("fsync of %1 failed").arg(m_worker.m_region.path));
                m_stopIssuing = true;
            }
            continue;
        }
        complete(static_cast<std::uint32_t>(tag), cqe->res);
    }
    io_uring_cq_advance(&m_engine.ring, reaped);
    return reaped;
}

void JobWorker::Loop::complete(std::uint32_t index, int res)
{
    Engine::Slot &slot = m_engine.ioSlots[index];
    if (res < 0 || (res == 0 && !m_engine.nullEngine)) {
        if ((res == -EAGAIN || res == -EINTR) && !m_stopIssuing) {
            m_engine.prepare(index); // transient: try the same I/O again
            return;
        }
        const QString what = slot.isWrite() ? QStringLiteral("write") : QStringLiteral("read");
        m_worker.fail(res < 0 ? -res : EIO,
            res < 0 ? JobWorker::tr("%1 of %2 bytes at offset %3 of %4 failed")
                          .arg(what)
                          .arg(slot.length)
                          .arg(slot.offset)
                          .arg(m_worker.m_region.path)
                    : JobWorker::tr("%1 reached the end of %2 at offset %3 (the file or device shrank)")
                          .arg(what, m_worker.m_region.path)
                          .arg(slot.offset + slot.done));
        m_stopIssuing = true;
        --m_inFlight;
        slot.busy = false;
        m_engine.freeSlots.push_back(index);
        return;
    }
    slot.done += m_engine.nullEngine ? slot.length : static_cast<std::uint32_t>(res);
    if (slot.done < slot.length) {
        m_engine.prepare(index); // short read or write: submit the rest of the block
        return;
    }
    finishBlock(index);
}

void JobWorker::Loop::finishBlock(std::uint32_t index)
{
    Engine::Slot &slot = m_engine.ioSlots[index];
    if (slot.kind == Engine::Kind::VerifyRead || (m_checkReads && slot.kind == Engine::Kind::Read))
        checkBlock(slot);
    if (!m_timed && m_now >= m_rampEnd) {
        // The timed part starts where ramp_time ends, not at the first completion after it: on
        // a busy machine that came up to 180 ms later and cut the measured runtime short.
        m_timed = true;
        m_timedStart = m_rampEnd;
        m_usrStart = threadCpuSeconds(true);
        m_sysStart = threadCpuSeconds(false);
    }
    const std::uint64_t clat = m_now - slot.submitNs;
    m_slowestClat = std::max(m_slowestClat, clat);
    const int bucket = LatencyHistogram::bucketOf(clat);
    const bool write = slot.isWrite();
    if (m_timed) {
        (write ? m_result.write : m_result.read).add(slot.length, clat, bucket);
        m_lastCompletion = m_now;
    }
    (write ? m_worker.m_live->write : m_worker.m_live->read).record(slot.length, clat, bucket);
    --m_inFlight;
    slot.busy = false;
    m_engine.freeSlots.push_back(index);
}

void JobWorker::Loop::checkBlock(const Engine::Slot &slot)
{
    ++m_result.verifiedBlocks;
    QList<VerifyFailure> failures;
    const QString &path = m_worker.m_region.path;
    if (m_spec.verify == VerifyMethod::Pattern) {
        const unsigned char *wanted = m_engine.patternBlock.data() + slot.offset % m_engine.patternLength;
        if (std::memcmp(slot.buffer, wanted, slot.length) == 0)
            return;
        VerifyFormat::checkPattern(slot.buffer, wanted, slot.length, slot.offset, path, &failures);
    } else {
        VerifyExpectation expected;
        expected.offset = slot.offset;
        if (slot.kind == Engine::Kind::VerifyRead) {
            expected.flags = 0x88;
            // verify_only reads what an earlier run wrote: its seeds and numbers are not known.
            if (!m_spec.verifyOnly) {
                expected.randSeed = VerifyFormat::seedFor(m_seed, slot.writeIndex);
                if (!m_spec.timeBased)
                    expected.numberio = static_cast<std::uint16_t>(slot.writeIndex);
            }
        }
        if (m_engine.format->check(slot.buffer, slot.length, expected, path, m_spec.verifyFatal, &failures))
            return;
    }
    m_worker.recordVerifyFailures(failures);
    m_passFailed = true;
    if (m_spec.verifyFatal)
        m_stopIssuing = true;
}

void JobWorker::Loop::finish()
{
    if (!m_timed)
        return;
    const std::uint64_t end = m_lastCompletion;
    const std::uint64_t from = std::max(m_phaseStart, m_timedStart);
    (m_phase == Phase::Io ? m_ioPhaseNs : m_verifyPhaseNs) += end > from ? end - from : 0;
    m_result.runtimeUs = static_cast<std::int64_t>((m_lastCompletion - m_timedStart) / 1000);
    m_result.usrSeconds = threadCpuSeconds(true) - m_usrStart;
    m_result.sysSeconds = threadCpuSeconds(false) - m_sysStart;
    if (!m_verifying) {
        m_result.readRuntimeUs = m_result.runtimeUs;
        m_result.writeRuntimeUs = m_result.runtimeUs;
        return;
    }
    // fio: writes count the write passes; reads the read-back, and the passes when they read too.
    const bool readsWhileWriting = m_spec.reads() || m_spec.verifyBacklog > 0;
    m_result.writeRuntimeUs = static_cast<std::int64_t>(m_ioPhaseNs / 1000);
    m_result.readRuntimeUs
        = static_cast<std::int64_t>((m_verifyPhaseNs + (readsWhileWriting ? m_ioPhaseNs : 0)) / 1000);
}
