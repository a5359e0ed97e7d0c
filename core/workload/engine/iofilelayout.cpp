#include "workload/engine/iofilelayout.h"

#include "workload/engine/offsetsequence.h"

#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vector>

namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

IoRegion failed(IoRegion region, int error, const QString &text)
{
    region.error = error;
    region.errorText = text;
    return region;
}

} // namespace

void IoFileLayout::fill(
    unsigned char *data, std::size_t bytes, std::uint64_t seed, const QByteArray &pattern, std::uint64_t phase)
{
    if (!pattern.isEmpty()) {
        const auto *source = reinterpret_cast<const unsigned char *>(pattern.constData());
        const std::size_t size = static_cast<std::size_t>(pattern.size());
        const std::size_t start = static_cast<std::size_t>(phase % size);
        for (std::size_t i = 0; i < bytes; ++i)
            data[i] = source[(start + i) % size];
        return;
    }
    FastRandom random(seed);
    std::size_t i = 0;
    for (; i + 8 <= bytes; i += 8) {
        const std::uint64_t value = random.next();
        std::memcpy(data + i, &value, 8);
    }
    for (; i < bytes; ++i)
        data[i] = static_cast<unsigned char>(random.next());
}

bool IoFileLayout::needsLayout(const JobSpec &spec, int clone)
{
    if (spec.ioEngine == QLatin1String("null") || !spec.reads() || spec.verifyOnly)
        return false;
    const QFileInfo info(spec.fileFor(clone));
    if (!info.exists())
        return true;
    struct stat st { };
    if (::stat(info.filePath().toLocal8Bit().constData(), &st) != 0 || S_ISBLK(st.st_mode))
        return false;
    return spec.size != 0 && static_cast<std::uint64_t>(st.st_size) < spec.offset + spec.size;
}

IoRegion IoFileLayout::prepare(const JobSpec &spec, int clone)
{
    IoRegion region;
    region.path = spec.fileFor(clone);
    region.offset = spec.offset;
    if (spec.ioEngine == QLatin1String("null")) {
        region.length = spec.size - spec.size % spec.blockSize;
        return region;
    }
    const QByteArray path = region.path.toLocal8Bit();
    struct stat st { };
    const bool exists = ::stat(path.constData(), &st) == 0;
    if (!exists && errno != ENOENT)
        return failed(region, errno, tr("cannot use %1: %2").arg(region.path, errnoText(errno)));

    // verify_only reads back what an earlier run wrote: laying a file out would only destroy it.
    if (spec.verifyOnly
        && (!exists
            || (S_ISREG(st.st_mode) && spec.size != 0
                && static_cast<std::uint64_t>(st.st_size) < spec.offset + spec.size)))
        return failed(region, ENOENT,
            tr("verify_only: %1 does not hold what the job writes (missing or shorter than offset+size); run the "
               "job without verify_only first")
                .arg(region.path));

    std::uint64_t available = 0;
    if (exists && S_ISBLK(st.st_mode)) {
        region.blockDevice = true;
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return failed(
                region, errno, tr("cannot open %1: %2 (block devices need root)").arg(region.path, errnoText(errno)));
        std::uint64_t bytes = 0;
        const int rc = ::ioctl(fd, BLKGETSIZE64, &bytes);
        const int savedErrno = errno;
        ::close(fd);
        if (rc != 0)
            return failed(
                region, savedErrno, tr("cannot read the size of %1: %2").arg(region.path, errnoText(savedErrno)));
        available = bytes;
        if (spec.size != 0 && spec.offset + spec.size > available)
            return failed(region, ENOSPC,
                tr("%1 holds %2 bytes, the job needs offset+size = %3: lower size=")
                    .arg(region.path)
                    .arg(available)
                    .arg(spec.offset + spec.size));
    } else if (exists && !S_ISREG(st.st_mode)) {
        return failed(region, EINVAL, tr("%1 is neither a regular file nor a block device").arg(region.path));
    } else {
        available = exists ? static_cast<std::uint64_t>(st.st_size) : 0;
        if (spec.size == 0 && available <= spec.offset)
            return failed(region, EINVAL,
                exists ? tr("%1 is too small for offset=%2: set size=").arg(region.path).arg(spec.offset)
                       : tr("%1 does not exist and the job sets no size=: set size= so it can be created")
                             .arg(region.path));
        const std::uint64_t needed = spec.offset + spec.size;
        if (spec.size != 0 && available < needed) {
            const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
            if (fd < 0)
                return failed(region, errno, tr("cannot create %1: %2").arg(region.path, errnoText(errno)));
            int error = 0;
            if (spec.reads()) {
                // Laying out IO file: real data, so reads read what a disk would hold.
                constexpr std::size_t chunk = 1 << 20;
                std::vector<unsigned char> buffer(chunk);
                std::uint64_t position = available;
                std::uint64_t seed = spec.randSeed ^ 0x5eedULL;
                while (position < needed && error == 0) {
                    const std::size_t bytes
                        = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, needed - position));
                    fill(buffer.data(), bytes, ++seed, spec.bufferPattern, position);
                    const ssize_t written = ::pwrite(fd, buffer.data(), bytes, static_cast<off_t>(position));
                    if (written < 0)
                        error = errno == EINTR ? 0 : errno;
                    else
                        position += static_cast<std::uint64_t>(written);
                }
                if (error == 0 && ::fdatasync(fd) != 0)
                    error = errno;
            } else if (::ftruncate(fd, static_cast<off_t>(needed)) != 0) {
                error = errno;
            } else {
                ::posix_fallocate(fd, static_cast<off_t>(available), static_cast<off_t>(needed - available));
            }
            ::close(fd);
            if (error != 0)
                return failed(region, error,
                    tr("laying out %1 (%2 bytes) failed: %3").arg(region.path).arg(needed).arg(errnoText(error)));
            available = needed;
        }
    }
    const std::uint64_t length = spec.size != 0 ? spec.size : available - spec.offset;
    region.length = length - length % spec.blockSize;
    if (region.length == 0)
        return failed(region, EINVAL,
            tr("%1 has room for no block of bs=%2 after offset=%3")
                .arg(region.path)
                .arg(spec.blockSize)
                .arg(spec.offset));
    return region;
}
