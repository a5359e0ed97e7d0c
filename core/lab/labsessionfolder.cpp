#include "lab/labsessionfolder.h"

#include "lab/labsessionstore.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

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
