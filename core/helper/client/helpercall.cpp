#include "helper/client/helpercall.h"

#include "helper/client/helperclient.h"

#include <QDeadlineTimer>
#include <QTimer>

#include <atomic>

namespace {
// Every listener of a client hears every event: ids must differ across all the calls on it.
std::atomic<int> callSerial {0};
} // namespace

QJsonObject HelperReply::answer() const
{
    if (const HelperAccepted *answered = accepted())
        return answered->answer;
    if (const HelperExited *ended = exited())
        return ended->result;
    return {};
}

QString HelperReply::why() const
{
    if (const HelperExited *ended = exited())
        return ended->error;
    return QStringLiteral("%1: %2").arg(refusal.rule, refusal.message);
}

HelperCall::HelperCall(HelperClient *client, HelperRequest request, QObject *owner, Done done, Options options)
    : QObject(owner)
    , m_client(client)
    , m_request(std::move(request))
    , m_done(std::move(done))
    , m_options(std::move(options))
{
    const QString what = m_options.what.isEmpty() ? HelperProtocol::requestTypeName(m_request.type) : m_options.what;
    m_request.id = QStringLiteral("%1-%2").arg(what).arg(++callSerial);
}

HelperCall *HelperCall::ask(HelperClient *client, HelperRequest request, QObject *owner, Done done, Options options)
{
    auto *call = new HelperCall(client, std::move(request), owner, std::move(done), std::move(options));
    call->send();
    return call;
}

HelperCall *HelperCall::claim(
    HelperClient *client, const QString &session, const QStringList &disks, QObject *owner, Done done)
{
    HelperRequest request;
    request.type = HelperRequestType::Claim;
    request.session = session;
    request.disks = disks;
    return ask(client, std::move(request), owner, std::move(done));
}

HelperCall *HelperCall::hello(HelperClient *client, const QString &what, QObject *owner, Done done)
{
    HelperRequest request;
    request.type = HelperRequestType::Hello;
    request.version = HelperProtocolVersion;
    Options options;
    options.what = what;
    return ask(client, std::move(request), owner, std::move(done), options);
}

void HelperCall::send()
{
    if (!m_client) {
        // The power is off: the answer a gone helper gives, from the event loop so that the caller
        // finishes what it was doing first.
        QTimer::singleShot(0, this, [this] {
            refuse(QStringLiteral("lab.powered-off"),
                tr("The virtual lab is switched off (power-cut drill): nothing answers."));
        });
        return;
    }
    connect(m_client, &HelperClient::received, this, &HelperCall::onEvent);
    connect(m_client, &HelperClient::finished, this, [this](int exitCode) {
        refuse(QStringLiteral("helper.stopped"),
            tr("The helper stopped (exit code %1) before it answered %2.").arg(exitCode).arg(m_request.id));
    });
    connect(m_client, &QObject::destroyed, this, [this] {
        m_client = nullptr;
        refuse(QStringLiteral("helper.stopped"), tr("The helper went away before it answered %1.").arg(m_request.id));
    });
    if (m_options.timeoutMs > 0) {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, [this] {
            refuse(QStringLiteral("helper.timeout"),
                tr("The helper did not answer %1 within %2 s.").arg(m_request.id).arg(m_options.timeoutMs / 1000));
        });
        m_timer->start(m_options.timeoutMs);
    }
    m_client->send(m_request);
}

void HelperCall::onEvent(const HelperEvent &event)
{
    if (m_finished || event.id() != m_request.id)
        return;
    HelperReply reply;
    reply.event = event;
    switch (event.type) {
    case HelperEventType::Accepted:
        if (m_options.endsAt == EndsAt::Exit) {
            m_accepted = true;
            if (m_options.onEvent)
                m_options.onEvent(event);
            return; // an action runs on: its exited ends it
        }
        reply.ok = true;
        return finish(reply);
    case HelperEventType::Refused:
        // Once an action runs, a refusal is the answer to our own cancel (the action had just
        // ended, say): its exited, not the refusal, ends the call.
        if (m_accepted || (m_cancelSent && event.refused()->rule == QLatin1String("request.not-running")))
            return;
        [[fallthrough]];
    case HelperEventType::Error:
        reply.refusal = *event.refused();
        return finish(reply);
    case HelperEventType::Exited:
        if (m_options.endsAt != EndsAt::Exit)
            return;
        reply.ok = event.exited()->ok && !event.exited()->cancelled;
        reply.cancelled = event.exited()->cancelled;
        return finish(reply);
    case HelperEventType::Hello:
        reply.ok = true;
        return finish(reply);
    case HelperEventType::Output:
    case HelperEventType::Progress:
        if (m_options.onEvent)
            m_options.onEvent(event);
        return;
    }
}

void HelperCall::refuse(const QString &rule, const QString &message)
{
    if (m_finished)
        return;
    HelperReply reply;
    reply.refusal = HelperRefused {rule, QString(), message, true};
    reply.event.type = HelperEventType::Error;
    reply.event.fields.insert(QStringLiteral("id"), m_request.id);
    reply.event.fields.insert(QStringLiteral("rule"), rule);
    reply.event.fields.insert(QStringLiteral("message"), message);
    reply.event.payload = reply.refusal;
    finish(reply);
}

void HelperCall::finish(const HelperReply &reply)
{
    m_finished = true;
    if (m_timer)
        m_timer->stop();
    if (m_client)
        m_client->disconnect(this);
    deleteLater();
    // The callback may start the next call, or delete the owner (and with it this call, later).
    if (const Done done = std::exchange(m_done, nullptr))
        done(reply);
}

bool HelperCall::wait(int msecs)
{
    const QDeadlineTimer deadline(msecs);
    // The client emits every event it reads while it waits: onEvent() ends the call in there.
    while (!m_finished && m_client && m_client->isRunning() && !deadline.hasExpired()) {
        HelperEvent ignored;
        m_client->waitForEvent(m_request.id,
            {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error, HelperEventType::Exited},
            &ignored, int(std::max<qint64>(1, deadline.remainingTime())));
    }
    return m_finished;
}

void HelperCall::cancel()
{
    if (m_finished || !m_client)
        return;
    HelperRequest request;
    request.type = HelperRequestType::Cancel;
    request.id = m_request.id;
    m_cancelSent = true;
    m_client->send(request);
}

void HelperCall::abandon()
{
    m_finished = true;
    m_done = nullptr;
    if (m_client)
        m_client->disconnect(this);
    deleteLater();
}
