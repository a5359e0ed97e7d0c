#pragma once

#include "helper/protocol/helperevents.h"
#include "helper/protocol/helperprotocol.h"

#include <QObject>
#include <QString>

#include <functional>

class HelperClient;
class QTimer;

// What became of one request: the event that ended it (accepted for a question, exited for a lab
// action) or why none came: the helper's refusal, or one of ours with its own rule
// ("helper.stopped", "helper.timeout", "lab.powered-off").
struct HelperReply {
    bool ok = false; // accepted, or exited with the helper's ok
    bool cancelled = false; // exited after a cancel
    HelperEvent event; // the event that ended the call; an Error event for our own refusals
    HelperRefused refusal; // !ok and no exit: why

    const HelperAccepted *accepted() const { return event.accepted(); }
    const HelperExited *exited() const { return event.exited(); }
    // accepted's answer, or exited's result: what the helper measured or read.
    QJsonObject answer() const;
    // "rule: message" of a refusal; exited's error for a failed action.
    QString why() const;
};

// One request to the helper and its one answer: the way every caller in core and ui asks the helper
// something and waits. It names the request, sends it, hears only the events of that request and
// calls `done` exactly once: with the answer, a refusal, the helper's end, a timeout or the power
// switched off (no client). A cancel asks the helper to stop the request and its exited ends it.
// The call belongs to `owner` (its callback never runs once the owner is gone) and deletes itself
// after `done`.
class HelperCall : public QObject {
    Q_OBJECT

public:
    // Questions (claim, space, versions…) end with accepted; lab actions (dataset write, workload…)
    // with exited, after progress events.
    enum class EndsAt { Answer, Exit };
    struct Options {
        EndsAt endsAt = EndsAt::Answer;
        int timeoutMs = 0; // 0: as long as the helper lives
        QString what; // names the request id (the session log and the helper's log show it)
        std::function<void(const HelperEvent &)> onEvent; // progress and output before the end
    };
    using Done = std::function<void(const HelperReply &)>;

    // Sends `request` under an id of its own and returns the call (its id() for a cancel).
    static HelperCall *ask(HelperClient *client, HelperRequest request, QObject *owner, Done done, Options options);
    static HelperCall *ask(HelperClient *client, HelperRequest request, QObject *owner, Done done)
    {
        return ask(client, std::move(request), owner, std::move(done), Options {});
    }
    // Claims `disks` for `session`: from then on the helper runs plan steps on them for that session
    // only. The accepted answer's nodes name the node each disk resolved to, in request order.
    static HelperCall *claim(
        HelperClient *client, const QString &session, const QStringList &disks, QObject *owner, Done done);
    // Says hello in this build's protocol version; `what` names the asker in the logs.
    static HelperCall *hello(HelperClient *client, const QString &what, QObject *owner, Done done);
    // How often a hello to a helper that is still starting is said again. A guest's helper misses
    // a hello that reaches its port before it opens it; under TCG it starts within about a second,
    // so a longer pause is time every boot of the virtual lab waits for nothing.
    static constexpr int helloRepeatMs = 1000;
    // Blocks until the answer (destructors: a loop lab must not outlive its target); done runs as
    // usual inside. False when none came within msecs.
    bool wait(int msecs);

    QString id() const { return m_request.id; }
    // Asks the helper to stop the request; the call ends with its answer.
    void cancel();
    // No callback from here on (the helper went with the guest's power): the call deletes itself.
    void abandon();

private:
    HelperCall(HelperClient *client, HelperRequest request, QObject *owner, Done done, Options options);
    void send();
    void onEvent(const HelperEvent &event);
    void finish(const HelperReply &reply);
    void refuse(const QString &rule, const QString &message);

    HelperClient *m_client;
    HelperRequest m_request;
    Done m_done;
    Options m_options;
    QTimer *m_timer = nullptr;
    bool m_accepted = false; // an action's accepted came: it runs
    bool m_cancelSent = false;
    bool m_finished = false;
};
