#include "helper/client/localsocketchannel.h"

LocalSocketChannel::LocalSocketChannel(QString socketPath, int connectTimeoutMs)
    : m_socketPath(std::move(socketPath))
    , m_connectTimeoutMs(connectTimeoutMs)
{
}
