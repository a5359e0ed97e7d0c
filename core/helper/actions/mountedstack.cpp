#include "helper/actions/mountedstack.h"

#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

MountedStack::~MountedStack()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QString MountedStack::errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

bool MountedStack::open(const QString &mountPoint, QString *error)
{
    const QString real = QFileInfo(mountPoint).canonicalFilePath();
    if (real.isEmpty()) {
        *error = tr("%1 does not exist: run the stack's mount phase first.").arg(mountPoint);
        return false;
    }
    if (real != mountPoint) {
        *error = tr("%1 leads elsewhere (%2) through a symbolic link: the helper writes only into the lab's "
                    "own mount point.")
                     .arg(mountPoint, real);
        return false;
    }
    const QByteArray path = QFile::encodeName(mountPoint);
    const int fd = ::open(path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        *error = tr("Cannot open %1: %2.").arg(mountPoint, errnoText(errno));
        return false;
    }
    struct stat self { };
    struct stat parent { };
    const int parentFd = ::openat(fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const bool statted = ::fstat(fd, &self) == 0 && parentFd >= 0 && ::fstat(parentFd, &parent) == 0;
    if (parentFd >= 0)
        ::close(parentFd);
    // A mount point is the root of another filesystem than its parent directory's.
    if (!statted || self.st_dev == parent.st_dev) {
        ::close(fd);
        *error = tr("Nothing is mounted on %1: run the stack's mount phase first.").arg(mountPoint);
        return false;
    }
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = fd;
    m_path = mountPoint;
    return true;
}

int MountedStack::openDirectory(const QString &name, bool create, QString *error) const
{
    const QByteArray encoded = QFile::encodeName(name);
    if (create && ::mkdirat(m_fd, encoded.constData(), 0700) != 0 && errno != EEXIST) {
        *error = tr("Cannot create %1/%2: %3.").arg(m_path, name, errnoText(errno));
        return -1;
    }
    const int fd = ::openat(m_fd, encoded.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        *error = tr("Cannot open the directory %1/%2: %3.").arg(m_path, name, errnoText(errno));
    return fd;
}

bool MountedStack::space(Space *space, QString *error) const
{
    struct statvfs figures { };
    if (::fstatvfs(m_fd, &figures) != 0) {
        *error = tr("Cannot read the space of %1: %2.").arg(m_path, errnoText(errno));
        return false;
    }
    const auto unit = static_cast<qint64>(figures.f_frsize);
    space->sizeBytes = static_cast<qint64>(figures.f_blocks) * unit;
    space->usedBytes = static_cast<qint64>(figures.f_blocks - figures.f_bfree) * unit;
    space->availableBytes = static_cast<qint64>(figures.f_bavail) * unit;
    return true;
}

bool MountedStack::syncFilesystem(QString *error) const
{
    if (::syncfs(m_fd) != 0) {
        *error = tr("Flushing %1 failed: %2.").arg(m_path, errnoText(errno));
        return false;
    }
    return true;
}

bool MountedStack::writeAll(int fd, const char *data, std::size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

qint64 MountedStack::readAll(int fd, char *data, std::size_t size)
{
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::read(fd, data + done, size - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    return static_cast<qint64>(done);
}
