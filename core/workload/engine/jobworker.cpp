#include "workload/engine/jobworker.h"

#include "workload/engine/jobloop.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>

namespace {

QString errnoName(int error)
{
    const char *name = strerrorname_np(error);
    return QStringLiteral("%1 (%2)").arg(
        QString::fromLocal8Bit(std::strerror(error)), name ? QString::fromLatin1(name) : QString::number(error));
}

} // namespace

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

void JobWorker::recordVerifyFailures(const QList<VerifyFailure> &failures)
{
    for (const VerifyFailure &failure : failures) {
        if (m_result.verifyFailures.size() < MaxVerifyReports)
            m_result.verifyFailures.append(failure);
    }
    m_result.verifyFailureCount += static_cast<std::uint64_t>(failures.size());
    if (m_result.error != 0 && m_result.error != EILSEQ)
        return; // an I/O error came first and stays the job's error; the failures are kept
    const VerifyFailure &first = m_result.verifyFailures.constFirst();
    // EILSEQ as fio (err=84); the text names the first bad block, the reports list them all.
    m_result.error = EILSEQ;
    m_result.errorText = tr("verify failed: %n block(s) of %1 read back wrong, the first at offset %2 (%3: "
                            "expected %4, received %5); the data on the disk is not what was written",
        nullptr, static_cast<int>(m_result.verifyFailureCount))
                             .arg(first.file)
                             .arg(first.blockOffset)
                             .arg(first.check, first.expected, first.received);
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
        const bool readBack = m_spec.verifiesOwnWrites() && !m_spec.verifyOnly;
        int flags = O_CLOEXEC | (m_spec.direct ? O_DIRECT : 0);
        if (m_spec.verifyOnly || !m_spec.writes())
            flags |= O_RDONLY;
        else
            flags |= m_spec.reads() || readBack ? O_RDWR : O_WRONLY;
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
    // Every io_uring_enter looked the ring's fd up (fget/fput, 2 % of a 4k read's CPU in perf);
    // a registered ring fd skips that. Optional: kernels before 5.18 refuse it.
    io_uring_register_ring_fd(&engine.ring);

    const std::size_t bs = m_spec.blockSize;
    engine.ioSlots.resize(depth);
    engine.freeSlots.reserve(depth);
    if (!engine.nullEngine) {
        if (!engine.buffers.allocate(bs, depth)) {
            fail(ENOMEM, tr("cannot allocate %1 bytes of I/O buffers").arg(bs * depth));
            return false;
        }
        for (unsigned i = 0; i < depth; ++i)
            IoFileLayout::fill(engine.buffers.block(i), bs,
                m_spec.randSeed * 31 + static_cast<std::uint64_t>(m_clone) * 1009 + i, m_spec.bufferPattern);
        // Registered buffers and file save the kernel a page walk and an fget per I/O; without
        // them (memlock limit) the same loop runs with plain reads and writes.
        engine.buffers.registerWith(&engine.ring);
        engine.fixedFile = io_uring_register_files(&engine.ring, &engine.fd, 1) == 0;
        m_result.buffers = QString::fromLatin1(engine.buffers.summary());
        if (!m_spec.bufferPattern.isEmpty()) {
            engine.patternLength = static_cast<std::size_t>(m_spec.bufferPattern.size());
            engine.patternBlock.resize(bs + engine.patternLength);
            IoFileLayout::fill(engine.patternBlock.data(), engine.patternBlock.size(), 0, m_spec.bufferPattern);
            engine.patternShifts = bs % engine.patternLength != 0 || m_region.offset % engine.patternLength != 0;
        }
        if (m_spec.verify == VerifyMethod::Crc32c)
            engine.format.emplace(static_cast<std::uint32_t>(m_spec.verifyInterval),
                m_spec.randSeed + static_cast<std::uint64_t>(m_clone), m_spec.bufferPattern);
    }
    for (unsigned i = 0; i < depth; ++i) {
        engine.ioSlots[i].buffer = engine.nullEngine ? nullptr : engine.buffers.block(i);
        engine.freeSlots.push_back(depth - 1 - i);
    }
    return true;
}

void JobWorker::run()
{
    Engine engine;
    if (setUp(engine))
        Loop(*this, engine).run();
    if (engine.fd >= 0 && m_result.error == 0 && !m_result.cancelled && m_spec.endFsync && m_spec.writes()
        && !m_spec.verifyOnly && ::fsync(engine.fd) != 0)
        fail(errno, tr("end_fsync on %1 failed").arg(m_region.path));
}
