#include "workload/jobworker.h"

#include "workload/offsetsequence.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <liburing.h>
#include <sys/resource.h>
#include <unistd.h>

#include <vector>

namespace {

constexpr std::uint64_t FsyncTag = ~std::uint64_t(0);
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

QString errnoName(int error)
{
    const char *name = strerrorname_np(error);
    return QStringLiteral("%1 (%2)").arg(
        QString::fromLocal8Bit(std::strerror(error)), name ? QString::fromLatin1(name) : QString::number(error));
}

} // namespace

struct JobWorker::Engine {
    struct Slot {
        std::uint64_t offset = 0;
        std::uint64_t submitNs = 0;
        unsigned char *buffer = nullptr;
        std::uint32_t length = 0;
        std::uint32_t done = 0;
        bool write = false;
    };

    io_uring ring {};
    bool ringReady = false;
    int fd = -1;
    bool fixedFile = false;
    bool fixedBuffers = false;
    bool nullEngine = false;
    unsigned char *buffers = nullptr;
    // buffer_pattern / verify_pattern laid out for one block plus one pattern length, so that
    // patternBlock + offset % length is what a block at that file offset holds.
    std::vector<unsigned char> patternBlock;
    std::size_t patternLength = 0;
    bool patternShifts = false; // blocks start at different pattern phases: refill per write
    bool verify = false;
    std::vector<Slot> ioSlots;
    std::vector<std::uint32_t> freeSlots;

    ~Engine()
    {
        if (ringReady) {
            // The kernel tears a ring down in a workqueue after its fd closes, and a registered
            // file stays referenced until then: unmounting the filesystem right after the job
            // (a lab teardown) failed with EBUSY. Unregistering is synchronous.
            if (fixedFile)
                io_uring_unregister_files(&ring);
            io_uring_queue_exit(&ring);
        }
        if (fd >= 0)
            ::close(fd);
        std::free(buffers);
    }

    io_uring_sqe *sqe()
    {
        io_uring_sqe *entry = io_uring_get_sqe(&ring);
        if (!entry) { // cannot happen with the ring sized to iodepth + 1, but never spin on it
            io_uring_submit(&ring);
            entry = io_uring_get_sqe(&ring);
        }
        return entry;
    }

    void prepare(std::uint32_t index)
    {
        Slot &slot = ioSlots[index];
        io_uring_sqe *entry = sqe();
        if (nullEngine) {
            io_uring_prep_nop(entry);
        } else {
            const int file = fixedFile ? 0 : fd;
            unsigned char *address = slot.buffer + slot.done;
            const unsigned bytes = slot.length - slot.done;
            const std::uint64_t offset = slot.offset + slot.done;
            if (slot.write) {
                if (fixedBuffers)
                    io_uring_prep_write_fixed(entry, file, address, bytes, offset, static_cast<int>(index));
                else
                    io_uring_prep_write(entry, file, address, bytes, offset);
            } else {
                if (fixedBuffers)
                    io_uring_prep_read_fixed(entry, file, address, bytes, offset, static_cast<int>(index));
                else
                    io_uring_prep_read(entry, file, address, bytes, offset);
            }
            if (fixedFile)
                entry->flags |= IOSQE_FIXED_FILE;
        }
        io_uring_sqe_set_data64(entry, index);
    }

    void prepareFsync()
    {
        io_uring_sqe *entry = sqe();
        io_uring_prep_fsync(entry, fixedFile ? 0 : fd, 0);
        entry->flags |= IOSQE_IO_DRAIN | (fixedFile ? IOSQE_FIXED_FILE : 0);
        io_uring_sqe_set_data64(entry, FsyncTag);
    }
};

JobWorker::JobWorker(const JobSpec &spec, int clone, const IoRegion &region, const std::atomic<bool> *cancel)
    : m_spec(spec)
    , m_clone(clone)
    , m_region(region)
    , m_cancel(cancel)
    , m_live(std::make_unique<LiveCounters>())
{
}

JobWorker::~JobWorker() = default;

void JobWorker::fail(int error, const QString &what)
{
    if (m_result.error != 0)
        return; // the first error is the one that stopped the job
    m_result.error = error;
    QString next;
    switch (error) {
    case EIO:
    case ENXIO:
    case ENODEV:
        next = tr("the device failed or disappeared: check dmesg and the disk");
        break;
    case ENOSPC:
        next = tr("no space left: lower size= or free space on the target");
        break;
    case EINVAL:
        next = m_spec.direct
            ? tr("the target may not support O_DIRECT with bs=%1: try direct=0 or a larger bs").arg(m_spec.blockSize)
            : QString();
        break;
    default:
        break;
    }
    m_result.errorText = next.isEmpty() ? tr("%1: %2").arg(what, errnoName(error))
                                        : tr("%1: %2; %3").arg(what, errnoName(error), next);
}

bool JobWorker::setUp(Engine &engine)
{
    if (!m_region.ok()) {
        fail(m_region.error, m_region.errorText);
        return false;
    }
    engine.nullEngine = m_spec.ioEngine == QLatin1String("null");
    const unsigned depth = static_cast<unsigned>(m_spec.ioDepth);

    if (!engine.nullEngine) {
        int flags = O_CLOEXEC | (m_spec.direct ? O_DIRECT : 0);
        flags |= m_spec.reads() && m_spec.writes() ? O_RDWR : (m_spec.writes() ? O_WRONLY : O_RDONLY);
        engine.fd = ::open(m_region.path.toLocal8Bit().constData(), flags);
        if (engine.fd < 0) {
            fail(errno, tr("cannot open %1").arg(m_region.path));
            return false;
        }
    }

    io_uring_params params {};
    params.flags = IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
    int rc = io_uring_queue_init_params(depth + 1, &engine.ring, &params);
    if (rc == -EINVAL) { // kernels before 6.1
        params = {};
        rc = io_uring_queue_init_params(depth + 1, &engine.ring, &params);
    }
    if (rc < 0) {
        fail(-rc, tr("io_uring is not available (check /proc/sys/kernel/io_uring_disabled and the memlock limit)"));
        return false;
    }
    engine.ringReady = true;

    const std::size_t bs = m_spec.blockSize;
    engine.ioSlots.resize(depth);
    engine.freeSlots.reserve(depth);
    if (!engine.nullEngine) {
        void *memory = nullptr;
        if (posix_memalign(&memory, 4096, bs * depth) != 0) {
            fail(ENOMEM, tr("cannot allocate %1 bytes of I/O buffers").arg(bs * depth));
            return false;
        }
        engine.buffers = static_cast<unsigned char *>(memory);
        std::vector<iovec> vectors(depth);
        for (unsigned i = 0; i < depth; ++i) {
            unsigned char *buffer = engine.buffers + i * bs;
            IoFileLayout::fill(buffer, bs, m_spec.randSeed * 31 + static_cast<std::uint64_t>(m_clone) * 1009 + i,
                m_spec.bufferPattern);
            vectors[i] = {buffer, bs};
        }
        // Registered buffers and file save the kernel a page walk and an fget per I/O; without
        // them (memlock limit) the same loop runs with plain reads and writes.
        engine.fixedBuffers = io_uring_register_buffers(&engine.ring, vectors.data(), depth) == 0;
        engine.fixedFile = io_uring_register_files(&engine.ring, &engine.fd, 1) == 0;
        if (!m_spec.bufferPattern.isEmpty()) {
            engine.patternLength = static_cast<std::size_t>(m_spec.bufferPattern.size());
            engine.patternBlock.resize(bs + engine.patternLength);
            IoFileLayout::fill(engine.patternBlock.data(), engine.patternBlock.size(), 0, m_spec.bufferPattern);
            engine.patternShifts = bs % engine.patternLength != 0 || m_region.offset % engine.patternLength != 0;
            engine.verify = m_spec.verifyPattern;
        }
    }
    for (unsigned i = 0; i < depth; ++i) {
        engine.ioSlots[i].buffer = engine.buffers ? engine.buffers + i * bs : nullptr;
        engine.freeSlots.push_back(depth - 1 - i);
    }
    return true;
}

void JobWorker::run()
{
    Engine engine;
    if (setUp(engine))
        loop(engine);
    if (engine.fd >= 0 && m_result.error == 0 && !m_result.cancelled && m_spec.endFsync && m_spec.writes()
        && ::fsync(engine.fd) != 0)
        fail(errno, tr("end_fsync on %1 failed").arg(m_region.path));
}

void JobWorker::loop(Engine &engine)
{
    const std::uint64_t bs = m_spec.blockSize;
    const std::uint64_t seed = m_spec.randRepeat ? m_spec.randSeed + static_cast<std::uint64_t>(m_clone) * 7919
                                                 : nowNs() ^ reinterpret_cast<std::uintptr_t>(this);
    OffsetSequence readOffsets(m_region.offset, m_region.length, bs, m_spec.isRandom(), seed);
    OffsetSequence writeOffsets(m_region.offset, m_region.length, bs, m_spec.isRandom(), seed + 1);
    FastRandom mix(seed ^ 0xa5a5a5a5ULL);
    const bool mixed = m_spec.reads() && m_spec.writes();
    const bool writeOnly = !m_spec.reads();
    const std::uint64_t mixThreshold = static_cast<std::uint64_t>(m_spec.rwmixRead);
    const std::uint64_t blocks = m_region.length / bs;
    const std::uint64_t totalIos = m_spec.timeBased ? UINT64_MAX : blocks * static_cast<std::uint64_t>(m_spec.loops);

    const std::uint64_t start = nowNs();
    const std::uint64_t rampEnd = start + static_cast<std::uint64_t>(m_spec.rampMs) * 1'000'000ULL;
    const std::uint64_t stopAt
        = m_spec.runtimeMs > 0 ? rampEnd + static_cast<std::uint64_t>(m_spec.runtimeMs) * 1'000'000ULL : UINT64_MAX;
    bool timed = m_spec.rampMs == 0;
    std::uint64_t timedStart = start;
    std::uint64_t lastCompletion = start;
    double usrStart = threadCpuSeconds(true);
    double sysStart = threadCpuSeconds(false);

    std::uint64_t issued = 0;
    unsigned inFlight = 0;
    int writesSinceFsync = 0;
    bool fsyncDue = false;
    bool stopIssuing = false;
    std::uint64_t drainDeadline = 0;
    std::uint64_t now = start;
    __kernel_timespec timeout {0, WaitTimeoutNs};
    const unsigned batchSubmit = m_spec.ioDepthBatchSubmit > 0 ? static_cast<unsigned>(m_spec.ioDepthBatchSubmit)
                                                               : static_cast<unsigned>(m_spec.ioDepth);

    for (;;) {
        if (!stopIssuing) {
            if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
                m_result.cancelled = true;
                stopIssuing = true;
            } else if (now >= stopAt || issued >= totalIos) {
                stopIssuing = true;
            }
        }
        if (!stopIssuing && (fsyncDue || !engine.freeSlots.empty())) {
            std::uint64_t submitNs = nowNs();
            unsigned queued = 0;
            while (!engine.freeSlots.empty() && issued < totalIos) {
                if (fsyncDue) {
                    engine.prepareFsync();
                    fsyncDue = false;
                    ++inFlight;
                }
                const std::uint32_t index = engine.freeSlots.back();
                engine.freeSlots.pop_back();
                Engine::Slot &slot = engine.ioSlots[index];
                slot.write = writeOnly || (mixed && mix.next() % 100 >= mixThreshold);
                slot.offset = slot.write ? writeOffsets.next() : readOffsets.next();
                slot.length = static_cast<std::uint32_t>(bs);
                slot.done = 0;
                slot.submitNs = submitNs;
                if (slot.write && engine.patternShifts)
                    std::memcpy(slot.buffer, engine.patternBlock.data() + slot.offset % engine.patternLength, bs);
                engine.prepare(index);
                ++issued;
                ++inFlight;
                // Submitting each I/O as it is ready (fio's iodepth_batch_submit=1) keeps the device
                // from seeing the whole batch at once: on virtio disks a batch of 32 4k reads raised
                // the median latency by ~130 us. The last one goes in with the wait below.
                if (++queued >= batchSubmit && !engine.freeSlots.empty() && issued < totalIos) {
                    io_uring_submit(&engine.ring);
                    queued = 0;
                    submitNs = nowNs();
                }
                if (slot.write && m_spec.fsyncEvery > 0 && ++writesSinceFsync >= m_spec.fsyncEvery) {
                    writesSinceFsync = 0;
                    fsyncDue = true;
                }
            }
        }
        if (inFlight == 0)
            break;

        io_uring_cqe *first = nullptr;
        const int rc = io_uring_submit_and_wait_timeout(&engine.ring, &first, 1, &timeout, nullptr);
        if (rc < 0 && rc != -ETIME && rc != -EINTR && rc != -EAGAIN && rc != -EBUSY) {
            fail(-rc, tr("waiting for completions failed"));
            stopIssuing = true;
        }

        now = nowNs();
        unsigned head = 0;
        unsigned reaped = 0;
        io_uring_cqe *cqe = nullptr;
        io_uring_for_each_cqe(&engine.ring, head, cqe)
        {
            ++reaped;
            const std::uint64_t tag = io_uring_cqe_get_data64(cqe);
            const int res = cqe->res;
            if (tag == FsyncTag) {
                --inFlight;
                if (res < 0) {
                    fail(-res, tr("fsync of %1 failed").arg(m_region.path));
                    stopIssuing = true;
                }
                continue;
            }
            const auto index = static_cast<std::uint32_t>(tag);
            Engine::Slot &slot = engine.ioSlots[index];
            if (res < 0 || (res == 0 && !engine.nullEngine)) {
                if ((res == -EAGAIN || res == -EINTR) && !stopIssuing) {
                    engine.prepare(index); // transient: try the same I/O again
                    continue;
                }
                fail(res < 0 ? -res : EIO,
                    res < 0 ? tr("%1 of %2 bytes at offset %3 of %4 failed")
                                  .arg(slot.write ? QStringLiteral("write") : QStringLiteral("read"))
                                  .arg(slot.length)
                                  .arg(slot.offset)
                                  .arg(m_region.path)
                            : tr("%1 reached the end of %2 at offset %3 (the file or device shrank)")
                                  .arg(slot.write ? QStringLiteral("write") : QStringLiteral("read"), m_region.path)
                                  .arg(slot.offset + slot.done));
                stopIssuing = true;
                --inFlight;
                engine.freeSlots.push_back(index);
                continue;
            }
            slot.done += engine.nullEngine ? slot.length : static_cast<std::uint32_t>(res);
            if (slot.done < slot.length) {
                engine.prepare(index); // short read or write: submit the rest of the block
                continue;
            }
            if (engine.verify && !slot.write
                && std::memcmp(
                       slot.buffer, engine.patternBlock.data() + slot.offset % engine.patternLength, slot.length)
                    != 0) {
                fail(EILSEQ,
                    tr("verify: the block at offset %1 of %2 differs from verify_pattern")
                        .arg(slot.offset)
                        .arg(m_region.path));
                stopIssuing = true;
            }
            if (!timed && now >= rampEnd) {
                timed = true;
                timedStart = now;
                usrStart = threadCpuSeconds(true);
                sysStart = threadCpuSeconds(false);
            }
            const std::uint64_t clat = now - slot.submitNs;
            if (timed) {
                (slot.write ? m_result.write : m_result.read).add(slot.length, clat);
                lastCompletion = now;
            }
            (slot.write ? m_live->write : m_live->read).record(slot.length, clat);
            --inFlight;
            engine.freeSlots.push_back(index);
        }
        io_uring_cq_advance(&engine.ring, reaped);

        if (stopIssuing && inFlight > 0) {
            if (drainDeadline == 0)
                drainDeadline = now + static_cast<std::uint64_t>(DrainTimeoutMs) * 1'000'000ULL;
            else if (now > drainDeadline) {
                const QString note
                    = tr("%1 I/Os still in flight after %2 s were abandoned").arg(inFlight).arg(DrainTimeoutMs / 1000);
                if (m_result.error == 0)
                    fail(ETIMEDOUT, note);
                else
                    m_result.errorText += QStringLiteral("; ") + note;
                break;
            }
        }
    }
    if (timed) {
        m_result.runtimeUs = static_cast<std::int64_t>((lastCompletion - timedStart) / 1000);
        m_result.usrSeconds = threadCpuSeconds(true) - usrStart;
        m_result.sysSeconds = threadCpuSeconds(false) - sysStart;
    }
}
