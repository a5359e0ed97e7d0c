#pragma once

#include "helper/client/helperchannel.h"
#include "helper/protocol/helperprotocol.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QProcess>

#include <memory>

class UnixSocketDevice;

// The host side of the protocol: reaches the helper through a channel (starts its process, or
// connects to its socket), sends requests and emits every event it parses. The GUI and the CLI
// use it; a process helper lives as long as the client.
class HelperClient : public QObject {
    Q_OBJECT

public:
    explicit HelperClient(std::unique_ptr<HelperChannel> channel, QObject *parent = nullptr);
    ~HelperClient() override;

    // Process: starts it. Socket: connects, retrying until the channel's connect timeout.
    void start();
    bool waitForStarted(int msecs = 30000);
    bool isRunning() const;
    void send(const HelperRequest &request);
    // Process: closes the helper's stdin (it stops its steps and exits) and waits for it.
    // Socket: says `bye`, waits for the answer and closes the connection.
    void close(int msecs = 10000);
    const HelperChannel &channel() const { return *m_channel; }
    // Why the helper could not be reached (socket channels); empty otherwise.
    QString errorString() const { return m_error; }

    // Convenience for scripts and tests: wait until an event for `id` of one of `types` arrives.
    bool waitForEvent(const QString &id, const QList<HelperEventType> &types, HelperEvent *event, int msecs);

signals:
    // Every event, typed in HelperEvent's payload (waitForEvent's callers and the protocol tests).
    void received(const HelperEvent &event);
    // The same events by kind, each with the request id it is about.
    void hello(const QString &id, const HelperHello &hello);
    void accepted(const QString &id, const HelperAccepted &accepted);
    void refused(const QString &id, const HelperRefused &refusal); // refused and error events
    void output(const QString &id, const HelperOutput &output);
    void progress(const QString &id, const HelperProgress &progress);
    void exited(const QString &id, const HelperExited &exited);
    void stderrLine(const QString &line); // pkexec and ssh talk on stderr (authentication errors)
    void finished(int exitCode); // socket: 0 after `bye`, -1 when the connection broke

private:
    void readEvents();
    void emitTyped(const HelperEvent &event);
    bool isSocket() const;
    bool tryConnect();
    void socketDisconnected();

    std::unique_ptr<HelperChannel> m_channel;
    QProcess *m_process = nullptr;
    UnixSocketDevice *m_socket = nullptr;
    QIODevice *m_device = nullptr;
    QByteArray m_buffer;
    QList<HelperEvent> m_pending; // seen by waitForEvent
    QString m_error;
    QDeadlineTimer m_connectDeadline;
    bool m_connecting = false;
    bool m_saidBye = false;
};
