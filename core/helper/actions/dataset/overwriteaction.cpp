#include "helper/actions/dataset/overwriteaction.h"

#include "helper/actions/mountedstack.h"

#include "helper/actions/dataset/randomfill.h"
#include <QFile>

#include <QDateTime>
#include <QElapsedTimer>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {
constexpr std::size_t BlockBytes = 1 << 20;
constexpr qint64 FlushBytes = 8 << 20;
} // namespace

OverwriteAction::OverwriteAction(const QString &id, QString mountPoint, qint64 sizeBytes, QObject *parent)
    : LabAction(id, parent)
    , m_mountPoint(std::move(mountPoint))
    , m_sizeBytes(sizeBytes)
{
}

bool OverwriteAction::writeRange(int fd, std::uint64_t stream, double fractionFrom, double fractionTo, QString *error)
{
    RandomFill random(static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()), stream);
    std::vector<char> block(BlockBytes);
    qint64 offset = 0;
    QElapsedTimer sinceReport;
    sinceReport.start();
    while (offset < m_sizeBytes && !isCancelled()) {
        const std::size_t n = static_cast<std::size_t>(std::min<qint64>(m_sizeBytes - offset, BlockBytes));
        random.fill(block.data(), n);
        if (::pwrite(fd, block.data(), n, offset) != static_cast<ssize_t>(n)) {
            *error = tr("Writing %1/%2 at %3 failed: %4.")
                         .arg(m_mountPoint, fileName())
                         .arg(offset)
                         .arg(MountedStack::errnoText(errno));
            return false;
        }
        offset += static_cast<qint64>(n);
        // Writeback started as we go (see DatasetWriter): a cancel does not wait for one big flush.
        if (offset % FlushBytes == 0 || offset == m_sizeBytes)
            ::sync_file_range(fd, std::max<qint64>(0, offset - FlushBytes), FlushBytes, SYNC_FILE_RANGE_WRITE);
        if (sinceReport.elapsed() >= 250) {
            sinceReport.restart();
            const double done = double(offset) / double(m_sizeBytes);
            report(fractionFrom + (fractionTo - fractionFrom) * done,
                tr("%1 of %2 bytes of %3 written").arg(offset).arg(m_sizeBytes).arg(fileName()));
        }
    }
    if (!isCancelled() && ::fdatasync(fd) != 0) {
        *error = tr("Flushing %1/%2 failed: %3.").arg(m_mountPoint, fileName(), MountedStack::errnoText(errno));
        return false;
    }
    return true;
}

LabAction::Outcome OverwriteAction::work()
{
    Outcome outcome;
    MountedStack stack;
    if (!stack.open(m_mountPoint, &outcome.error))
        return outcome;
    const QByteArray name = QFile::encodeName(fileName());
    const int fd = ::openat(stack.fd(), name.constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    struct stat info { };
    if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        outcome.error = tr("Cannot open %1/%2 as a regular file: %3.")
                            .arg(m_mountPoint, fileName(), MountedStack::errnoText(errno));
        if (fd >= 0)
            ::close(fd);
        return outcome;
    }
    // The file must hold sizeBytes of real data before the timed pass, or the pass would time
    // allocation instead of an overwrite.
    const bool created = info.st_size < m_sizeBytes;
    if (created && !writeRange(fd, 1, 0.0, 0.5, &outcome.error)) {
        ::close(fd);
        return outcome;
    }
    QElapsedTimer timer;
    timer.start();
    const bool ok = !isCancelled() && writeRange(fd, 2, created ? 0.5 : 0.0, 1.0, &outcome.error);
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    ::close(fd);
    if (!ok)
        return outcome;
    outcome.ok = true;
    outcome.result = {{QStringLiteral("bytes"), m_sizeBytes}, {QStringLiteral("seconds"), seconds},
        {QStringLiteral("mibPerSecond"), seconds > 0 ? double(m_sizeBytes) / 1048576.0 / seconds : 0.0},
        {QStringLiteral("created"), created}};
    return outcome;
}
