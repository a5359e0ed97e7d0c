#include "lab/session/labsessionfolder.h"

#include "lab/session/labsessionstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

std::optional<LabSession> LabSessionFolder::read(const QString &dir, QString *error, QStringList *warnings)
{
    const QString snapshot = QDir(dir).filePath(LabSessionStore::snapshotFileName());
    if (!QFileInfo(dir).isDir()) {
        *error = tr("%1 is not a folder. Choose the folder of a lab session (it holds session.json).").arg(dir);
        return std::nullopt;
    }
    if (!QFileInfo::exists(snapshot)) {
        *error = tr("%1 holds no session.json: it is not a lab session folder. Choose the folder a lab run "
                    "recorded into (stacklab-cli lab run … --session-dir DIR).")
                     .arg(dir);
        return std::nullopt;
    }
    QString storeError;
    const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir, &storeError, warnings);
    if (!store) {
        *error = tr("Cannot open the lab session in %1: %2").arg(dir, storeError);
        return std::nullopt;
    }
    return store->session();
}

QString LabSessionFolder::defaultDirectory(const QString &name)
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/stacklab/sessions/")
        + name;
}

QString LabSessionFolder::directoryOf(const QString &session)
{
    if (QFileInfo(session).isDir())
        return QFileInfo(session).absoluteFilePath();
    return defaultDirectory(session);
}

QString LabSessionFolder::defaultRoot()
{
    // <data>/<application>/sessions, not AppDataLocation: that adds the organization once the app
    // names one (for its settings file), and the walks recorded before would no longer be found.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QLatin1Char('/')
        + QCoreApplication::applicationName() + QStringLiteral("/sessions");
}

QStringList LabSessionFolder::recent(const QString &root, int count)
{
    QFileInfoList folders = QDir(root).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot);
    folders.removeIf([](const QFileInfo &folder) {
        return !QFileInfo::exists(folder.filePath() + QStringLiteral("/session.json"));
    });
    // The session.json's time: it is rewritten at every stage, so the last run comes first.
    std::sort(folders.begin(), folders.end(), [](const QFileInfo &a, const QFileInfo &b) {
        return QFileInfo(a.filePath() + QStringLiteral("/session.json")).lastModified()
            > QFileInfo(b.filePath() + QStringLiteral("/session.json")).lastModified();
    });
    QStringList paths;
    for (const QFileInfo &folder : std::as_const(folders)) {
        if (paths.size() >= count)
            break;
        paths << folder.filePath();
    }
    return paths;
}
