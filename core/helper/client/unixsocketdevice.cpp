#include "helper/client/unixsocketdevice.h"

#include <QDeadlineTimer>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

UnixSocketDevice::UnixSocketDevice(QObject *parent)
    : QIODevice(parent)
{
}

UnixSocketDevice::~UnixSocketDevice()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool UnixSocketDevice::connectTo(const QString &path)
{
    if (m_fd >= 0)
        close();
    const QByteArray encoded = QFile::encodeName(path);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    if (encoded.size() >= static_cast<qsizetype>(sizeof address.sun_path)) {
        setErrorString(tr("The socket path %1 is longer than the %2 bytes a unix socket allows: use a shorter "
                          "temporary directory (TMPDIR).")
                           .arg(path)
                           .arg(sizeof address.sun_path - 1));
        return false;
    }
    std::memcpy(address.sun_path, encoded.constData(), static_cast<size_t>(encoded.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        setErrorString(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    // A unix stream connect either succeeds or fails at once (a full backlog: EAGAIN in
    // non-blocking mode), so it is made blocking and the socket switched afterwards.
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        setErrorString(tr("Cannot connect to %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno))));
        ::close(fd);
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    m_fd = fd;
    m_inbound.clear();
    m_notifier = std::make_unique<QSocketNotifier>(fd, QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &UnixSocketDevice::onReadable);
    QIODevice::open(QIODevice::ReadWrite | QIODevice::Unbuffered);
    return true;
}

qint64 UnixSocketDevice::bytesAvailable() const
{
    return m_inbound.size() + QIODevice::bytesAvailable();
}

bool UnixSocketDevice::fill()
{
    char buffer[16384];
    while (m_fd >= 0) {
        const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
        if (n > 0) {
            m_inbound.append(buffer, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return true;
        return false; // 0: the peer closed; else the connection broke
    }
    return false;
}

void UnixSocketDevice::onReadable()
{
    const qsizetype before = m_inbound.size();
    const bool alive = fill();
    if (m_inbound.size() > before)
        emit readyRead();
    if (!alive)
        dropConnection();
}

void UnixSocketDevice::dropConnection()
{
    if (m_fd < 0)
        return;
    m_notifier.reset();
    ::close(m_fd);
    m_fd = -1;
    emit disconnected();
}

bool UnixSocketDevice::waitForReadyRead(int msecs)
{
    if (!m_inbound.isEmpty())
        return true;
    const QDeadlineTimer deadline(msecs);
    while (m_fd >= 0) {
        pollfd pfd {m_fd, POLLIN, 0};
        const int ready = ::poll(&pfd, 1, static_cast<int>(std::max<qint64>(0, deadline.remainingTime())));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return false;
        onReadable();
        return !m_inbound.isEmpty();
    }
    return false;
}

qint64 UnixSocketDevice::readData(char *data, qint64 maxSize)
{
    // The bytes that came before the peer closed are still served; the drop follows.
    if (m_inbound.isEmpty() && m_fd >= 0 && !fill())
        QMetaObject::invokeMethod(this, &UnixSocketDevice::dropConnection, Qt::QueuedConnection);
    const qint64 n = std::min<qint64>(maxSize, m_inbound.size());
    std::memcpy(data, m_inbound.constData(), static_cast<size_t>(n));
    m_inbound.remove(0, n);
    return n;
}

qint64 UnixSocketDevice::writeData(const char *data, qint64 maxSize)
{
    qint64 written = 0;
    while (m_fd >= 0 && written < maxSize) {
        // MSG_NOSIGNAL: a vanished peer is an error here, not a SIGPIPE for the whole app.
        const ssize_t n = ::send(m_fd, data + written, static_cast<size_t>(maxSize - written), MSG_NOSIGNAL);
        if (n > 0) {
            written += n;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd pfd {m_fd, POLLOUT, 0};
            ::poll(&pfd, 1, 1000);
            continue;
        }
        setErrorString(QString::fromLocal8Bit(std::strerror(errno)));
        return written > 0 ? written : -1;
    }
    return written;
}

void UnixSocketDevice::close()
{
    if (m_fd >= 0) {
        m_notifier.reset();
        ::close(m_fd);
        m_fd = -1;
    }
    m_inbound.clear();
    QIODevice::close();
}
