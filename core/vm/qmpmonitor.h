#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <memory>

class UnixSocketDevice;

// QEMU's machine protocol (QMP) on the monitor socket the virtual lab starts QEMU with: the host's
// hand on the machine's hardware while the guest runs (a disk taken out of its slot, a fresh one
// put in). One command at a time, answered before the next is sent; QMP's events in between are
// kept for waitForEvent(). Blocking, with a deadline per answer: QEMU answers these in
// milliseconds, and a monitor that does not answer is a QEMU that is gone.
class QmpMonitor {
    Q_DECLARE_TR_FUNCTIONS(QmpMonitor)

public:
    QmpMonitor();
    ~QmpMonitor();

    // Connects, reads QEMU's greeting and leaves capabilities negotiation: false with error().
    bool open(const QString &socketPath, int timeoutMs = 5000);
    // Runs `command` with `arguments`: its "return" value, or an undefined value with error() set
    // to QMP's own words ("Device 'disk3' not found") and errorClass() to its class.
    QJsonValue execute(const QString &command, const QJsonObject &arguments = {}, int timeoutMs = 5000);
    // An HMP command through human-monitor-command (drive_add has no QMP twin that takes -drive's
    // options): its output, which is where HMP puts its errors too.
    QString humanCommand(const QString &commandLine, int timeoutMs = 5000);
    QString error() const { return m_error; }
    QString errorClass() const { return m_errorClass; }

private:
    bool readMessage(QJsonObject *message, int timeoutMs);

    std::unique_ptr<UnixSocketDevice> m_socket;
    QByteArray m_buffer;
    QString m_error;
    QString m_errorClass;
};
