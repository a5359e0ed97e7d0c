#pragma once

#include "lab/session/labsession.h"

#include <QFile>
#include <QJsonObject>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QDir;

// A lab session on disk: DIR/session.json (a snapshot, replaced atomically) and DIR/journal.jsonl
// (one JSON object per event, appended and fdatasync()ed before a write returns). Every event
// carries a sequence number; the snapshot names the last one it contains, so a crash between
// writing a snapshot and truncating the journal replays nothing twice.
class LabSessionStore {
public:
    ~LabSessionStore();
    LabSessionStore(const LabSessionStore &) = delete;
    LabSessionStore &operator=(const LabSessionStore &) = delete;

    // Opens DIR (creating it and an empty session if needed) for this process alone (a lock file
    // that a crashed owner leaves behind is taken over), replays snapshot + journal, marks
    // steps still running as interrupted and compacts. A torn last journal line is dropped with a
    // warning; any other unreadable line is an error and leaves the files untouched.
    static std::unique_ptr<LabSessionStore> open(const QString &dir, QString *error, QStringList *warnings = nullptr);

    // The session in DIR as recorded, read only: no lock taken, nothing marked or compacted on
    // disk, so a list of sessions can be read without reordering or changing them. Steps still
    // running count as interrupted unless a running program holds the session (*live then true).
    // nullopt when DIR holds no readable session.
    static std::optional<LabSession> peek(const QString &dir, bool *live = nullptr);

    const LabSession &session() const { return m_session; }
    QString directory() const { return m_dir; }
    QString errorString() const { return m_error; }

    // Each returns once the event is on disk (false with errorString() if it could not be written;
    // the in-memory session is then unchanged).
    bool setMetadata(const SessionMetadata &metadata);
    // Returns the new step's index, or -1.
    int startStep(const SessionStepRecord &step);
    bool appendOutput(int stepIndex, const QStringList &lines);
    bool finishStep(int stepIndex, StepState state, int exitCode, qint64 endedAtMs);
    bool addMeasurement(const Measurement &measurement);
    bool addProgress(const SessionProgressSample &progress);
    // A stack's scenario begins (its index, or -1) and ends.
    int startStackRun(const QString &stack, qint64 startedAtMs, const QStringList &drills = {});
    bool finishStackRun(int index, StepState state, const QString &error, qint64 endedAtMs);

    // Writes a new snapshot atomically, then empties the journal.
    bool compact();

    static QString snapshotFileName() { return QStringLiteral("session.json"); }
    static QString journalFileName() { return QStringLiteral("journal.jsonl"); }
    static QString lockFileName() { return QStringLiteral("session.lock"); }

private:
    explicit LabSessionStore(const QString &dir);
    static bool load(const QDir &dir, LabSession &session, qint64 &lastSeq, QString *error, QStringList *warnings);
    bool append(const QString &event, const QJsonObject &data);
    bool openJournal();

    QString m_dir;
    QString m_error;
    LabSession m_session;
    qint64 m_lastSeq = 0;
    QFile m_journal;
    std::unique_ptr<QLockFile> m_lock;
};

// Applies one journal event to a session (exposed for tests). Returns false with an error for an
// event it cannot read.
bool applySessionEvent(LabSession &session, const QJsonObject &event, QString *error);
