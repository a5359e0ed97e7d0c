#include "vm/qmpmonitor.h"

#include "helper/client/unixsocketdevice.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QThread>

QmpMonitor::QmpMonitor() = default;
QmpMonitor::~QmpMonitor() = default;

bool QmpMonitor::open(const QString &socketPath, int timeoutMs)
{
    m_socket = std::make_unique<UnixSocketDevice>();
    m_buffer.clear();
    const QDeadlineTimer deadline(timeoutMs);
    // QEMU listens from its start on; a monitor opened right after the start may be a moment early.
    while (!m_socket->connectTo(socketPath)) {
        if (deadline.hasExpired()) {
            m_error = tr("QEMU's monitor %1 does not answer: %2").arg(socketPath, m_socket->errorString());
            return false;
        }
        QThread::msleep(50);
    }
    QJsonObject greeting;
    if (!readMessage(&greeting, int(deadline.remainingTime())))
        return false;
    if (!greeting.contains(QLatin1String("QMP"))) {
        m_error = tr("QEMU's monitor did not greet as QMP does: %1")
                      .arg(QString::fromUtf8(QJsonDocument(greeting).toJson(QJsonDocument::Compact)));
        return false;
    }
    return !execute(QStringLiteral("qmp_capabilities"), {}, int(deadline.remainingTime())).isUndefined();
}

QJsonValue QmpMonitor::execute(const QString &command, const QJsonObject &arguments, int timeoutMs)
{
    m_error.clear();
    m_errorClass.clear();
    if (!m_socket || !m_socket->isConnected()) {
        m_error = tr("QEMU's monitor is not open");
        return QJsonValue::Undefined;
    }
    QJsonObject request {{QStringLiteral("execute"), command}};
    if (!arguments.isEmpty())
        request.insert(QStringLiteral("arguments"), arguments);
    QByteArray line = QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n';
    if (m_socket->write(line) != line.size()) {
        m_error = tr("QEMU's monitor took no command: %1").arg(m_socket->errorString());
        return QJsonValue::Undefined;
    }
    const QDeadlineTimer deadline(std::max(timeoutMs, 1));
    for (;;) {
        QJsonObject message;
        if (!readMessage(&message, int(deadline.remainingTime())))
            return QJsonValue::Undefined;
        if (message.contains(QLatin1String("return")))
            return message.value(QLatin1String("return"));
        if (message.contains(QLatin1String("error"))) {
            const QJsonObject error = message.value(QLatin1String("error")).toObject();
            m_errorClass = error.value(QLatin1String("class")).toString();
            m_error = error.value(QLatin1String("desc")).toString();
            return QJsonValue::Undefined;
        }
        // An event ("DEVICE_DELETED", "RESET"): not the answer.
    }
}

QString QmpMonitor::humanCommand(const QString &commandLine, int timeoutMs)
{
    const QJsonValue output
        = execute(QStringLiteral("human-monitor-command"), {{QStringLiteral("command-line"), commandLine}}, timeoutMs);
    return output.toString();
}

bool QmpMonitor::readMessage(QJsonObject *message, int timeoutMs)
{
    const QDeadlineTimer deadline(std::max(timeoutMs, 1));
    for (;;) {
        if (const qsizetype end = m_buffer.indexOf('\n'); end >= 0) {
            const QByteArray line = m_buffer.left(end).trimmed();
            m_buffer.remove(0, end + 1);
            if (line.isEmpty())
                continue;
            QJsonParseError parseError;
            const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
            if (!document.isObject()) {
                m_error = tr("QEMU's monitor sent a line that is not QMP: %1").arg(QString::fromUtf8(line.left(200)));
                return false;
            }
            *message = document.object();
            return true;
        }
        if (deadline.hasExpired() || !m_socket->waitForReadyRead(int(deadline.remainingTime()))) {
            m_error = m_socket->isConnected() ? tr("QEMU's monitor did not answer within %1 ms").arg(timeoutMs)
                                              : tr("QEMU's monitor closed: QEMU has ended");
            return false;
        }
        m_buffer += m_socket->readAll();
    }
}
