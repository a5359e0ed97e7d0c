#include "helper/server/loopio.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <unistd.h>

bool LoopIo::run(const QStringList &argv, QString *error)
{
    if (argv.size() != 3 || !isBuiltin(argv) || !argv.at(2).startsWith(QLatin1String("/dev/loop"))) {
        *error = tr("loop-io takes 'stop' or 'resume' and one loop device, not: %1").arg(argv.join(QLatin1Char(' ')));
        return false;
    }
    if (argv.at(1) == QLatin1String("stop"))
        return stop(argv.at(2), error);
    if (argv.at(1) == QLatin1String("resume"))
        return resume(argv.at(2), error);
    *error = tr("loop-io knows 'stop' and 'resume', not '%1'.").arg(argv.at(1).left(32));
    return false;
}

bool LoopIo::setSizeLimit(const QString &node, quint64 bytes, QString *error)
{
    // O_RDONLY: the ioctls need no write access, and a read-only open never flushes anything.
    const int fd = ::open(QFile::encodeName(node).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *error = tr("%1 cannot be opened: %2").arg(node, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    loop_info64 info {};
    bool ok = ::ioctl(fd, LOOP_GET_STATUS64, &info) == 0;
    if (ok) {
        info.lo_sizelimit = bytes;
        ok = ::ioctl(fd, LOOP_SET_STATUS64, &info) == 0;
    }
    if (!ok)
        *error = tr("The loop driver refused to change the size limit of %1: %2")
                     .arg(node, QString::fromLocal8Bit(std::strerror(errno)));
    // The size limit is read against the file's size when set; resume needs the new size read too.
    if (ok && bytes == 0 && ::ioctl(fd, LOOP_SET_CAPACITY, 0) != 0) {
        *error = tr("The loop driver did not reread the size of %1: %2")
                     .arg(node, QString::fromLocal8Bit(std::strerror(errno)));
        ok = false;
    }
    ::close(fd);
    return ok;
}
