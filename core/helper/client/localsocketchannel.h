#pragma once

#include "helper/client/helperchannel.h"

// A helper that already runs at the other end of a unix socket: the virtual lab's guest helper
// behind QEMU's virtio-serial chardev (docs/virtual-lab.md). Nothing is started on this host;
// HelperClient connects, retrying while the socket does not exist yet (QEMU still starting).
class LocalSocketChannel : public HelperChannel {
public:
    explicit LocalSocketChannel(QString socketPath, int connectTimeoutMs = 60000);
    QString name() const override { return QStringLiteral("socket"); }
    Transport transport() const override { return Transport::LocalSocket; }
    QString program() const override { return {}; }
    QStringList arguments() const override { return {}; }
    QString socketPath() const override { return m_socketPath; }
    int connectTimeoutMs() const override { return m_connectTimeoutMs; }

private:
    QString m_socketPath;
    int m_connectTimeoutMs;
};
