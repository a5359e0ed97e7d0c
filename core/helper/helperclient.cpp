#include "helper/helperclient.h"

#include <QDeadlineTimer>

HelperClient::HelperClient(std::unique_ptr<HelperChannel> channel, QObject *parent)
    : QObject(parent)
    , m_channel(std::move(channel))
{
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &HelperClient::readEvents);
    connect(&m_process, &QProcess::readyReadStandardError, this, [this] {
        const QList<QByteArray> lines = m_process.readAllStandardError().split('\n');
        for (const QByteArray &line : lines) {
            if (!line.isEmpty())
                emit stderrLine(QString::fromLocal8Bit(line));
        }
    });
    connect(&m_process, &QProcess::finished, this, [this](int exitCode) {
        readEvents();
        emit finished(exitCode);
    });
}

HelperClient::~HelperClient()
{
    if (m_process.state() != QProcess::NotRunning)
        close(3000);
}

void HelperClient::start()
{
    m_process.start(m_channel->program(), m_channel->arguments());
}

bool HelperClient::waitForStarted(int msecs)
{
    return m_process.waitForStarted(msecs);
}

bool HelperClient::isRunning() const
{
    return m_process.state() == QProcess::Running;
}

void HelperClient::send(const HelperRequest &request)
{
    m_process.write(HelperProtocol::serialiseRequest(request));
}

void HelperClient::close(int msecs)
{
    m_process.closeWriteChannel();
    if (!m_process.waitForFinished(msecs)) {
        m_process.terminate();
        if (!m_process.waitForFinished(msecs))
            m_process.kill();
    }
}

void HelperClient::readEvents()
{
    m_buffer += m_process.readAllStandardOutput();
    qsizetype newline;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        HelperEvent parsed;
        if (HelperProtocol::parseEvent(line, &parsed)) {
            if (m_pending.size() > 100000)
                m_pending.removeFirst(); // nobody waits for them: keep memory bounded
            m_pending.append(parsed);
            emit event(parsed);
        }
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
        if (deadline.hasExpired() || m_process.state() == QProcess::NotRunning) {
            readEvents();
            if (m_process.state() == QProcess::NotRunning) {
                for (qsizetype i = 0; i < m_pending.size(); ++i) {
                    if (m_pending[i].id() == id && types.contains(m_pending[i].type)) {
                        *event = m_pending.takeAt(i);
                        return true;
                    }
                }
            }
            return false;
        }
        m_process.waitForReadyRead(static_cast<int>(std::min<qint64>(deadline.remainingTime(), 200)));
        readEvents();
    }
}
