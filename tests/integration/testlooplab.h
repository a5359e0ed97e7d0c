#pragma once

// A loop lab of the helper's for a test: made at the start, removed at the end whatever failed.

#include "helper/client/helperclient.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>

// `count` sparse loop disks of `bytes` for `session`; their entries ({node, backingFile}), empty
// with *error when the helper did not make them.
inline QJsonArray createTestLoopLab(
    HelperClient *client, const QString &session, int count, qint64 bytes, QString *error)
{
    HelperRequest create;
    create.type = HelperRequestType::LabLoopCreate;
    create.id = QStringLiteral("lab");
    create.session = session;
    create.count = count;
    create.sizeBytes = bytes;
    client->send(create);
    HelperEvent event;
    if (!client->waitForEvent(QStringLiteral("lab"),
            {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000)) {
        *error = QStringLiteral("no answer to lab-loop-create within 60 s");
        return {};
    }
    if (event.type != HelperEventType::Accepted) {
        *error = event.fields.value(QLatin1String("message")).toString();
        return {};
    }
    return event.fields.value(QLatin1String("disks")).toArray();
}

// The helper destroys the session's loop lab, then anything still attached to the session's
// backing files (only those: loop devices of other tests and programs stay) is unmounted at
// `mountPoint` (none: empty) and detached here, and the session's folder of backing files removed.
inline void removeTestLoopLab(
    HelperClient *client, const QString &session, const QStringList &nodes, const QString &mountPoint)
{
    if (session.isEmpty() || nodes.isEmpty())
        return;
    if (client && client->isRunning()) {
        HelperRequest destroy;
        destroy.type = HelperRequestType::LabLoopDestroy;
        destroy.id = QStringLiteral("cleanup");
        destroy.session = session;
        client->send(destroy);
        HelperEvent event;
        client->waitForEvent(QStringLiteral("cleanup"),
            {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000);
    }
    const QString sessionDir = QStringLiteral("/var/lib/stacklab/loop-lab/") + session;
    for (const QString &node : nodes) {
        QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(node.section(QLatin1Char('/'), -1)));
        if (!backing.open(QIODevice::ReadOnly) || !backing.readAll().startsWith(sessionDir.toLocal8Bit()))
            continue;
        if (!mountPoint.isEmpty())
            QProcess::execute(QStringLiteral("/usr/bin/umount"), {mountPoint});
        QProcess::execute(QStringLiteral("/usr/sbin/losetup"), {QStringLiteral("-d"), node});
    }
    QDir(sessionDir).removeRecursively();
}
