#include "helper/client/helperclient.h"

#include "helper/client/unixsocketdevice.h"

#include <QThread>
#include <QTimer>

static constexpr int connectRetryMs = 100;

HelperClient::HelperClient(std::unique_ptr<HelperChannel> channel, QObject *parent)
    : QObject(parent)
    , m_channel(std::move(channel))
{
    if (isSocket()) {
        m_socket = new UnixSocketDevice(this);
        m_device = m_socket;
        connect(m_socket, &QIODevice::readyRead, this, &HelperClient::readEvents);
        connect(m_socket, &UnixSocketDevice::disconnected, this, &HelperClient::socketDisconnected);
        return;
    }
    m_process = new QProcess(this);
    m_device = m_process;
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &HelperClient::readEvents);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QList<QByteArray> lines = m_process->readAllStandardError().split('\n');
        for (const QByteArray &line : lines) {
            if (!line.isEmpty())
                emit stderrLine(QString::fromLocal8Bit(line));
        }
    });
    connect(m_process, &QProcess::finished, this, [this](int exitCode) {
        readEvents();
        emit finished(exitCode);
    });
}

HelperClient::~HelperClient()
{
    if (isRunning())
        close(3000);
}

bool HelperClient::isSocket() const
{
    return m_channel->transport() == HelperChannel::Transport::LocalSocket;
}

void HelperClient::start()
{
    if (!isSocket()) {
        m_process->start(m_channel->program(), m_channel->arguments());
        return;
    }
    m_error.clear();
    m_saidBye = false;
    m_connectDeadline = QDeadlineTimer(m_channel->connectTimeoutMs());
    m_connecting = !tryConnect();
    if (!m_connecting)
        return;
    // QEMU creates its chardev socket a moment after it starts: keep trying until the deadline.
    auto *retry = new QTimer(this);
    retry->setInterval(connectRetryMs);
    connect(retry, &QTimer::timeout, this, [this, retry] {
        if (!m_connecting || tryConnect()) {
            m_connecting = false;
            retry->deleteLater();
        } else if (m_connectDeadline.hasExpired()) {
            m_connecting = false;
            retry->deleteLater();
            emit stderrLine(m_error);
        }
    });
    retry->start();
}

bool HelperClient::tryConnect()
{
    if (m_socket->connectTo(m_channel->socketPath()))
        return true;
    m_error = tr("The helper at %1 cannot be reached (%2): is the virtual lab running with its helper?")
                  .arg(m_channel->socketPath(), m_socket->errorString());
    return false;
}

bool HelperClient::waitForStarted(int msecs)
{
    if (!isSocket())
        return m_process->waitForStarted(msecs);
    const QDeadlineTimer deadline(msecs);
    while (!m_socket->isConnected()) {
        if (!m_connecting)
            return false;
        if (tryConnect()) {
            m_connecting = false;
            return true;
        }
        if (deadline.hasExpired() || m_connectDeadline.hasExpired())
            return false;
        QThread::msleep(connectRetryMs);
    }
    return true;
}

bool HelperClient::isRunning() const
{
    if (isSocket())
        return m_socket->isConnected();
    return m_process->state() == QProcess::Running;
}

void HelperClient::send(const HelperRequest &request)
{
    if (request.type == HelperRequestType::Bye)
        m_saidBye = true;
    m_device->write(HelperProtocol::serialiseRequest(request));
}

void HelperClient::close(int msecs)
{
    if (isSocket()) {
        m_connecting = false;
        if (!m_socket->isConnected())
            return;
        // The guest helper outlives nothing but its session: `bye` ends it now, and the closed
        // connection ends the one the guest starts next.
        HelperRequest bye;
        bye.type = HelperRequestType::Bye;
        bye.id = QStringLiteral("stacklab-close");
        send(bye);
        HelperEvent answer;
        waitForEvent(bye.id, {HelperEventType::Accepted, HelperEventType::Refused}, &answer, msecs);
        // The helper may answer and hang up before the wait returns: the drop then already said
        // finished, and a second one would end a session twice.
        const bool stillConnected = m_socket->isConnected();
        m_socket->close();
        if (stillConnected)
            emit finished(0);
        return;
    }
    m_process->closeWriteChannel();
    if (!m_process->waitForFinished(msecs)) {
        m_process->terminate();
        if (!m_process->waitForFinished(msecs))
            m_process->kill();
    }
}

void HelperClient::socketDisconnected()
{
    readEvents();
    emit finished(m_saidBye ? 0 : -1);
}

void HelperClient::readEvents()
{
    m_buffer += m_device->readAll();
    qsizetype newline;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        HelperEvent parsed;
        if (HelperProtocol::parseEvent(line, &parsed)) {
            if (m_pending.size() > 100000)
                m_pending.removeFirst(); // nobody waits for them: keep memory bounded
            m_pending.append(parsed);
            emit received(parsed);
            emitTyped(parsed);
        }
    }
}

void HelperClient::emitTyped(const HelperEvent &event)
{
    const QString id = event.id();
    switch (event.type) {
    case HelperEventType::Hello:
        emit hello(id, *event.hello());
        return;
    case HelperEventType::Accepted:
        emit accepted(id, *event.accepted());
        return;
    case HelperEventType::Refused:
    case HelperEventType::Error:
        emit refused(id, *event.refused());
        return;
    case HelperEventType::Output:
        emit output(id, *event.output());
        return;
    case HelperEventType::Progress:
        emit progress(id, *event.progress());
        return;
    case HelperEventType::Exited:
        emit exited(id, *event.exited());
        return;
    }
}

bool HelperClient::waitForEvent(const QString &id, const QList<HelperEventType> &types, HelperEvent *event, int msecs)
{
    const QDeadlineTimer deadline(msecs);
    while (true) {
        for (qsizetype i = 0; i < m_pending.size(); ++i) {
            if (m_pending[i].id() == id && types.contains(m_pending[i].type)) {
                *event = m_pending.takeAt(i);
                // Earlier events of the same request were delivered through event(); those of other
                // requests stay for their own waits.
                for (qsizetype j = i - 1; j >= 0; --j) {
                    if (m_pending[j].id() == id)
                        m_pending.removeAt(j);
                }
                return true;
            }
        }
        if (deadline.hasExpired() || !isRunning()) {
            readEvents();
            if (!isRunning()) {
                for (qsizetype i = 0; i < m_pending.size(); ++i) {
                    if (m_pending[i].id() == id && types.contains(m_pending[i].type)) {
                        *event = m_pending.takeAt(i);
                        return true;
                    }
                }
            }
            return false;
        }
        m_device->waitForReadyRead(static_cast<int>(std::min<qint64>(deadline.remainingTime(), 200)));
        readEvents();
    }
}
