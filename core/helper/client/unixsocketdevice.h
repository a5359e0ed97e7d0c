#pragma once

#include <QIODevice>
#include <QSocketNotifier>

#include <memory>

// A connected AF_UNIX stream socket as a QIODevice, QtCore only (QLocalSocket would pull
// QtNetwork into core and into the guest). HelperClient speaks the protocol over it to a helper
// behind QEMU's chardev socket. Reads are buffered from a notifier; writes block until the
// kernel took the bytes (request lines are small).
class UnixSocketDevice : public QIODevice {
    Q_OBJECT

public:
    explicit UnixSocketDevice(QObject *parent = nullptr);
    ~UnixSocketDevice() override;

    // One non-blocking connect attempt. False with errorString() set (ENOENT, ECONNREFUSED: the
    // server is not listening yet; the caller retries).
    bool connectTo(const QString &path);
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override;
    bool waitForReadyRead(int msecs) override;
    void close() override;
    bool isConnected() const { return m_fd >= 0; }

signals:
    void disconnected(); // the peer closed the connection or it broke

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 maxSize) override;

private:
    // Moves what the kernel has into m_inbound; false when the peer is gone.
    bool fill();
    void onReadable();
    void dropConnection();

    int m_fd = -1;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QByteArray m_inbound;
};
