#pragma once

#include "lab/session/labsession.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// A recorded lab session folder (session.json + journal.jsonl) opened for viewing: the
// Rebuild and Results pages, `stacklab --session` / `--export-report` and `stacklab-cli lab
// report` read sessions here; where a session's folder is when the user names it.
class LabSessionFolder {
    Q_DECLARE_TR_FUNCTIONS(LabSessionFolder)
public:
    // Replays the folder through LabSessionStore (so a journal written after the last snapshot
    // counts, and an interrupted step shows as such) and lets go of it again. A folder without
    // session.json is refused instead of being turned into a new empty session.
    static std::optional<LabSession> read(const QString &dir, QString *error, QStringList *warnings = nullptr);

    // The default folder of a session named `name`: the app data folder's stacklab/sessions/NAME.
    static QString defaultDirectory(const QString &name);
    // SESSION as the user names it: a session folder, else a name under the default folder.
    static QString directoryOf(const QString &session);
    // Where the Lab page records sessions: <app data>/sessions. Open session… starts here.
    static QString defaultRoot();
    // The newest session folders (with a session.json) under `root`, newest first, at most `count`.
    static QStringList recent(const QString &root, int count = 8);
};
