#pragma once

#include "helper/helperchannel.h"
#include "helper/helperprotocol.h"

#include <QObject>
#include <QProcess>

#include <memory>

// The host side of the protocol: starts the helper through a channel, sends requests and emits
// every event it parses. The GUI and the CLI use it; the helper lives as long as the client.
class HelperClient : public QObject {
    Q_OBJECT

public:
    explicit HelperClient(std::unique_ptr<HelperChannel> channel, QObject *parent = nullptr);
    ~HelperClient() override;

    void start();
    bool waitForStarted(int msecs = 30000);
    bool isRunning() const;
    void send(const HelperRequest &request);
    // Closes the helper's stdin (it stops its steps and exits) and waits for it.
    void close(int msecs = 10000);
    const HelperChannel &channel() const { return *m_channel; }

    // Convenience for scripts and tests: wait until an event for `id` of one of `types` arrives.
    bool waitForEvent(const QString &id, const QList<HelperEventType> &types, HelperEvent *event, int msecs);

signals:
    void event(const HelperEvent &event);
    void stderrLine(const QString &line); // pkexec and ssh talk on stderr (authentication errors)
    void finished(int exitCode);

private:
    void readEvents();

    std::unique_ptr<HelperChannel> m_channel;
    QProcess m_process;
    QByteArray m_buffer;
    QList<HelperEvent> m_pending; // seen by waitForEvent
};
