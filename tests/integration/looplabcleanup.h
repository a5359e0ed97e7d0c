#pragma once

// What a loop-lab test does at its end, whatever failed: the helper destroys the session's loop
// lab, then anything still attached to the session's backing files (only those: loop devices of
// other tests and programs stay) is unmounted at `mountPoint` and detached here, and the
// session's folder of backing files removed.

#include "helper/client/helperclient.h"

#include <QDir>
#include <QFile>
#include <QProcess>

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
        QProcess::execute(QStringLiteral("/usr/bin/umount"), {mountPoint});
        QProcess::execute(QStringLiteral("/usr/sbin/losetup"), {QStringLiteral("-d"), node});
    }
    QDir(sessionDir).removeRecursively();
}
