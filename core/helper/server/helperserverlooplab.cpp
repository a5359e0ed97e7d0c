// The helper's loop-lab requests (loop.create, loop.destroy) and the removal of a session's lab,
// kept beside helperserver.cpp: one file per family of requests.
#include "helper/server/helperserver.h"

#include "helper/server/devicevalidator.h"

#include <QDir>
#include <QJsonArray>

bool HelperServer::destroyLoopLab(const QString &session, QStringList *detached, QString *error)
{
    const bool ok = m_loopLab.destroy(session, m_validator.labRoot() + QLatin1Char('/') + session, detached, error);
    for (const QString &node : std::as_const(*detached)) {
        m_state.claims.removeIf([&node](const ClaimedDisk &claim) { return claim.device.node == node; });
        m_state.backingFiles.remove(node);
    }
    // The session's dataset manifests describe stacks that are gone with the lab.
    QDir(m_validator.datasetRoot() + QLatin1Char('/') + session).removeRecursively();
    if (ok) {
        m_loopSessions.removeAll(session);
        if (m_state.loopLabSession == session)
            m_state.loopLabSession.clear();
    }
    return ok;
}

void HelperServer::handleLoopCreate(const HelperRequest &request)
{
    HelperRefusal refusal = m_validator.checkSession(request.session, m_state);
    if (refusal.isNull())
        refusal = LoopLab::checkCreate(request.count, request.sizeBytes);
    if (!refusal.isNull()) {
        refuse(request.id, refusal);
        return;
    }
    if (m_mode == Mode::ValidateOnly) {
        // Recorded as made, so that a later destroy is judged as it would be in execute mode.
        m_state.session = request.session;
        m_state.loopLabSession = request.session;
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
            {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("lab-loop-create")},
                {QStringLiteral("executing"), false}}));
        return;
    }
    // Labs whose helper ended without removing them (killed with its client, or older than the
    // rule above): this start removes them, and says so.
    QJsonArray removed;
    for (const QString &abandoned : m_loopLab.abandonedSessions()) {
        QStringList detached;
        QString ignored;
        if (destroyLoopLab(abandoned, &detached, &ignored))
            removed.append(QJsonObject {{QStringLiteral("session"), abandoned},
                {QStringLiteral("detached"), QJsonArray::fromStringList(detached)}});
    }
    QList<LoopLab::LoopDisk> disks;
    QString error;
    const bool created = m_loopLab.create(request.session, request.count, request.sizeBytes, &disks, &error);
    bool made = created;
    // The nodes losetup printed, resolved like any client's: each must be the kernel's node of a
    // loop device with exactly the file the lab made bound to it.
    const DeviceValidator validator(m_facts, m_validator.labRoot() + QLatin1Char('/') + request.session);
    QList<DeviceIdentity> identities;
    for (const LoopLab::LoopDisk &disk : std::as_const(disks)) {
        DeviceIdentity identity;
        const HelperRefusal resolved = validator.resolve(QStringLiteral("node"), disk.node, &identity);
        if (made
            && (!resolved.isNull() || identity.node != disk.node
                || identity.medium != QStringLiteral("loop:") + disk.backingFile)) {
            error = tr("losetup reported %1 for %2, but that is not the loop device bound to it.")
                        .arg(disk.node, disk.backingFile);
            made = false;
        }
        identities.append(identity);
    }
    if (!made) {
        QStringList detached;
        QString ignored;
        if (created)
            m_loopLab.destroy(
                request.session, m_validator.labRoot() + QLatin1Char('/') + request.session, &detached, &ignored);
        emit send(HelperProtocol::eventLine(HelperEventType::Error,
            {{QStringLiteral("id"), request.id}, {QStringLiteral("rule"), QStringLiteral("lab.failed")},
                {QStringLiteral("message"), error}}));
        return;
    }
    m_state.session = request.session;
    m_state.loopLabSession = request.session;
    QJsonArray list;
    for (qsizetype i = 0; i < disks.size(); ++i) {
        const LoopLab::LoopDisk &disk = disks.at(i);
        m_state.claims.append({disk.node, identities.at(i)});
        m_state.backingFiles.insert(disk.node, disk.backingFile);
        list.append(
            QJsonObject {{QStringLiteral("node"), disk.node}, {QStringLiteral("backingFile"), disk.backingFile}});
    }
    if (!m_loopSessions.contains(request.session))
        m_loopSessions << request.session;
    QJsonObject accepted {{QStringLiteral("id"), request.id},
        {QStringLiteral("request"), QStringLiteral("lab-loop-create")}, {QStringLiteral("session"), m_state.session},
        {QStringLiteral("disks"), list}};
    if (!removed.isEmpty())
        accepted.insert(QStringLiteral("removedAbandoned"), removed);
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted, accepted));
}

void HelperServer::handleLoopDestroy(const HelperRequest &request)
{
    HelperRefusal refusal = m_validator.checkSession(request.session, m_state);
    // Only the loop lab this helper made, or one whose owner is gone (a helper killed with its app
    // never removed it: the app's recovery at start asks): another running helper's lab is not ours.
    const bool abandoned
        = m_state.loopLabSession != request.session && m_loopLab.abandonedSessions().contains(request.session);
    if (refusal.isNull() && m_state.loopLabSession != request.session && !abandoned)
        refusal = {QStringLiteral("lab.not-created"), QStringLiteral("session"),
            tr("This helper made no loop lab for session '%1', and its owner still runs: it removes only the loop "
               "lab it created itself or one that was left behind.")
                .arg(request.session)};
    if (refusal.isNull() && (m_executor.runningCount() > 0 || !m_actions.isEmpty()))
        refusal = {QStringLiteral("lab.busy"), QStringLiteral("session"),
            tr("Steps are still running: wait for them or cancel them before destroying the loop lab.")};
    if (!refusal.isNull()) {
        refuse(request.id, refusal);
        return;
    }
    if (m_mode == Mode::ValidateOnly) {
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
            {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("lab-loop-destroy")},
                {QStringLiteral("executing"), false}}));
        return;
    }
    QStringList detached;
    QString error;
    if (!destroyLoopLab(request.session, &detached, &error)) {
        emit send(HelperProtocol::eventLine(HelperEventType::Error,
            {{QStringLiteral("id"), request.id}, {QStringLiteral("rule"), QStringLiteral("lab.failed")},
                {QStringLiteral("message"), error}}));
        return;
    }
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
        {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("lab-loop-destroy")},
            {QStringLiteral("detached"), QJsonArray::fromStringList(detached)}}));
}
