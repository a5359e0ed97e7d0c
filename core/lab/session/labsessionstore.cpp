#include "lab/session/labsessionstore.h"

#include "lab/session/labsessionjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <fcntl.h>
#include <unistd.h>

namespace {

constexpr int snapshotVersion = 1;

// fsync of a directory makes a created or renamed entry in it durable.
void syncDirectory(const QString &dir)
{
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

QJsonObject snapshotToJson(const LabSession &session, qint64 lastSeq)
{
    QJsonArray steps;
    for (const SessionStepRecord &step : session.steps)
        steps << sessionStepToJson(step);
    QJsonArray measurements;
    for (const Measurement &m : session.measurements)
        measurements << measurementToJson(m);
    QJsonArray progress;
    for (const SessionProgressSample &p : session.progress)
        progress << sessionProgressToJson(p);
    QJsonArray stackRuns;
    for (const SessionStackRun &run : session.stackRuns)
        stackRuns << sessionStackRunToJson(run);
    QJsonObject o;
    o.insert(QLatin1String("format"), QLatin1String("stacklab-lab-session"));
    o.insert(QLatin1String("version"), snapshotVersion);
    o.insert(QLatin1String("last_seq"), lastSeq);
    o.insert(QLatin1String("metadata"), sessionMetadataToJson(session.metadata));
    o.insert(QLatin1String("steps"), steps);
    o.insert(QLatin1String("measurements"), measurements);
    o.insert(QLatin1String("progress"), progress);
    o.insert(QLatin1String("stack_runs"), stackRuns);
    return o;
}

bool snapshotFromJson(const QJsonObject &o, LabSession &session, qint64 &lastSeq, QString *error)
{
    if (o.value(QLatin1String("format")).toString() != QLatin1String("stacklab-lab-session")
        || o.value(QLatin1String("version")).toInt() != snapshotVersion) {
        *error = QCoreApplication::translate("LabSession", "not a StackLab lab session of version 1");
        return false;
    }
    lastSeq = o.value(QLatin1String("last_seq")).toInteger();
    const std::optional<SessionMetadata> metadata
        = sessionMetadataFromJson(o.value(QLatin1String("metadata")).toObject(), error);
    if (!metadata)
        return false;
    session.metadata = *metadata;
    for (const QJsonValue &v : o.value(QLatin1String("steps")).toArray()) {
        const std::optional<SessionStepRecord> step = sessionStepFromJson(v.toObject(), error);
        if (!step)
            return false;
        session.steps << *step;
    }
    for (const QJsonValue &v : o.value(QLatin1String("measurements")).toArray()) {
        const std::optional<Measurement> m = measurementFromJson(v.toObject(), error);
        if (!m)
            return false;
        session.measurements << *m;
    }
    for (const QJsonValue &v : o.value(QLatin1String("progress")).toArray()) {
        const std::optional<SessionProgressSample> p = sessionProgressFromJson(v.toObject(), error);
        if (!p)
            return false;
        session.progress << *p;
    }
    // Sessions written before stack runs were recorded have none: their report reads every
    // measurement of a stack, as it always did.
    for (const QJsonValue &v : o.value(QLatin1String("stack_runs")).toArray()) {
        const std::optional<SessionStackRun> run = sessionStackRunFromJson(v.toObject(), error);
        if (!run)
            return false;
        session.stackRuns << *run;
    }
    return true;
}

} // namespace

bool applySessionEvent(LabSession &session, const QJsonObject &event, QString *error)
{
    const QString kind = event.value(QLatin1String("event")).toString();
    const QJsonObject data = event.value(QLatin1String("data")).toObject();
    if (kind == QLatin1String("metadata")) {
        const std::optional<SessionMetadata> m = sessionMetadataFromJson(data, error);
        if (m)
            session.metadata = *m;
        return m.has_value();
    }
    if (kind == QLatin1String("step")) {
        const std::optional<SessionStepRecord> step = sessionStepFromJson(data, error);
        if (step)
            session.steps << *step;
        return step.has_value();
    }
    if (kind == QLatin1String("output") || kind == QLatin1String("finish")) {
        const int index = data.value(QLatin1String("index")).toInt(-1);
        if (index < 0 || index >= session.steps.size()) {
            *error = QCoreApplication::translate("LabSession", "journal: event for step %1, which was never started")
                         .arg(index);
            return false;
        }
        SessionStepRecord &step = session.steps[index];
        if (kind == QLatin1String("output")) {
            QStringList lines;
            for (const QJsonValue &v : data.value(QLatin1String("lines")).toArray())
                lines << v.toString();
            step.appendOutput(lines);
            return true;
        }
        const std::optional<StepState> state = stepStateFromName(data.value(QLatin1String("state")).toString());
        if (!state) {
            *error = QCoreApplication::translate("LabSession", "journal: a finished step without a valid state");
            return false;
        }
        step.state = *state;
        step.exitCode = data.value(QLatin1String("exit_code")).toInt(-1);
        step.endedAtMs = data.value(QLatin1String("ended_at_ms")).toInteger();
        step.ok = *state == StepState::Succeeded;
        return true;
    }
    if (kind == QLatin1String("measurement")) {
        const std::optional<Measurement> m = measurementFromJson(data, error);
        if (m)
            session.measurements << *m;
        return m.has_value();
    }
    if (kind == QLatin1String("progress")) {
        const std::optional<SessionProgressSample> p = sessionProgressFromJson(data, error);
        if (p)
            session.progress << *p;
        return p.has_value();
    }
    if (kind == QLatin1String("stack-run")) {
        const std::optional<SessionStackRun> run = sessionStackRunFromJson(data, error);
        if (run)
            session.stackRuns << *run;
        return run.has_value();
    }
    if (kind == QLatin1String("stack-run-end")) {
        const int index = data.value(QLatin1String("index")).toInt(-1);
        const std::optional<StepState> state = stepStateFromName(data.value(QLatin1String("state")).toString());
        if (index < 0 || index >= session.stackRuns.size() || !state) {
            *error = QCoreApplication::translate("LabSession",
                "journal: the end of stack run %1, which was never "
                "started or has no valid state")
                         .arg(index);
            return false;
        }
        SessionStackRun &run = session.stackRuns[index];
        run.state = *state;
        run.endedAtMs = data.value(QLatin1String("ended_at_ms")).toInteger();
        run.error = data.value(QLatin1String("error")).toString();
        return true;
    }
    *error = QCoreApplication::translate("LabSession", "journal: unknown event \"%1\"").arg(kind);
    return false;
}

LabSessionStore::LabSessionStore(const QString &dir)
    : m_dir(dir)
{
}

LabSessionStore::~LabSessionStore() = default;

// Snapshot, then the journal's events after it, into `session`: what open() and peek() share.
bool LabSessionStore::load(const QDir &dir, LabSession &session, qint64 &lastSeq, QString *error, QStringList *warnings)
{
    QFile snapshot(dir.filePath(snapshotFileName()));
    if (snapshot.exists()) {
        if (!snapshot.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("LabSession", "cannot read %1: %2")
                         .arg(snapshot.fileName(), snapshot.errorString());
            return false;
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(snapshot.readAll(), &parseError);
        QString why;
        if (!doc.isObject() || !snapshotFromJson(doc.object(), session, lastSeq, &why)) {
            *error = QCoreApplication::translate("LabSession", "%1 is damaged (%2); the session was left untouched")
                         .arg(snapshot.fileName(), doc.isObject() ? why : parseError.errorString());
            return false;
        }
    }

    QFile journal(dir.filePath(journalFileName()));
    if (journal.exists()) {
        if (!journal.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("LabSession", "cannot read %1: %2")
                         .arg(journal.fileName(), journal.errorString());
            return false;
        }
        const QByteArray text = journal.readAll();
        const QList<QByteArray> lines = text.split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QByteArray &line = lines.at(i);
            if (line.trimmed().isEmpty())
                continue;
            // A crash during a write leaves at most the last line incomplete (its one write() was
            // cut short): that line is dropped with a warning. Damage anywhere else is an error.
            const bool last = i == lines.size() - 1 || (i == lines.size() - 2 && lines.last().isEmpty());
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
            if (!doc.isObject()) {
                if (last) {
                    if (warnings)
                        warnings->append(QCoreApplication::translate(
                            "LabSession", "%1: ignored an incomplete last line (%2 bytes) left by a crash")
                                             .arg(journal.fileName())
                                             .arg(line.size()));
                    break;
                }
                *error = QCoreApplication::translate(
                    "LabSession", "%1 line %2 is damaged (%3); the session was left untouched")
                             .arg(journal.fileName())
                             .arg(i + 1)
                             .arg(parseError.errorString());
                return false;
            }
            const QJsonObject event = doc.object();
            const qint64 seq = event.value(QLatin1String("seq")).toInteger();
            if (seq <= lastSeq)
                continue; // already in the snapshot (a crash during compaction)
            QString why;
            if (!applySessionEvent(session, event, &why)) {
                *error = QCoreApplication::translate("LabSession", "%1 line %2: %3; the session was left untouched")
                             .arg(journal.fileName())
                             .arg(i + 1)
                             .arg(why);
                return false;
            }
            lastSeq = seq;
        }
    }

    return true;
}

std::optional<LabSession> LabSessionStore::peek(const QString &dir, bool *live)
{
    const QDir d(dir);
    if (!QFileInfo::exists(d.filePath(snapshotFileName())))
        return std::nullopt;
    LabSession session;
    qint64 lastSeq = 0;
    QString error;
    if (!load(d, session, lastSeq, &error, nullptr))
        return std::nullopt;
    // Held by a running program (this one included): its running steps run. Else they were cut
    // short, as open() would mark them (here in memory only).
    QLockFile lock(d.filePath(lockFileName()));
    lock.setStaleLockTime(0);
    bool held = false;
    if (lock.tryLock(0))
        lock.unlock();
    else
        held = lock.error() == QLockFile::LockFailedError;
    if (!held)
        session.interruptRunningSteps();
    if (live)
        *live = held;
    return session;
}

std::unique_ptr<LabSessionStore> LabSessionStore::open(const QString &dir, QString *error, QStringList *warnings)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!QDir().mkpath(dir)) {
        *error = QCoreApplication::translate(
            "LabSession", "cannot create the session folder %1: check that its parent exists and is writable")
                     .arg(dir);
        return nullptr;
    }
    std::unique_ptr<LabSessionStore> store(new LabSessionStore(QDir(dir).absolutePath()));
    const QDir d(store->m_dir);

    store->m_lock = std::make_unique<QLockFile>(d.filePath(lockFileName()));
    store->m_lock->setStaleLockTime(0); // only a dead owner makes the lock stale
    if (!store->m_lock->tryLock(0)) {
        qint64 pid = 0;
        QString host;
        QString application;
        store->m_lock->getLockInfo(&pid, &host, &application);
        *error = QCoreApplication::translate("LabSession",
            "the session %1 is open in another program (%2, process %3): close it "
            "there first")
                     .arg(store->m_dir, application)
                     .arg(pid);
        return nullptr;
    }

    if (!load(d, store->m_session, store->m_lastSeq, error, warnings))
        return nullptr;

    const int interrupted = store->m_session.interruptRunningSteps();
    if (interrupted > 0 && warnings)
        warnings->append(QCoreApplication::translate("LabSession",
            "%n step(s) were still running when the session ended and "
            "are marked interrupted",
            nullptr, interrupted));
    if (!store->compact()) {
        *error = store->m_error;
        return nullptr;
    }
    return store;
}

bool LabSessionStore::openJournal()
{
    if (m_journal.isOpen())
        return true;
    m_journal.setFileName(QDir(m_dir).filePath(journalFileName()));
    if (!m_journal.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        m_error = QCoreApplication::translate("LabSession", "cannot write %1: %2")
                      .arg(m_journal.fileName(), m_journal.errorString());
        return false;
    }
    return true;
}

bool LabSessionStore::append(const QString &event, const QJsonObject &data)
{
    if (!openJournal())
        return false;
    QJsonObject o;
    o.insert(QLatin1String("seq"), m_lastSeq + 1);
    o.insert(QLatin1String("event"), event);
    o.insert(QLatin1String("data"), data);
    const QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    const qint64 sizeBefore = m_journal.size();
    if (m_journal.write(line) != line.size() || !m_journal.flush() || ::fdatasync(m_journal.handle()) != 0) {
        m_error = QCoreApplication::translate("LabSession", "cannot write %1: %2 (is the disk full?)")
                      .arg(m_journal.fileName(), m_journal.errorString());
        // Take back a partly written line so that later events do not follow a damaged one.
        m_journal.resize(sizeBefore);
        return false;
    }
    ++m_lastSeq;
    return true;
}

bool LabSessionStore::setMetadata(const SessionMetadata &metadata)
{
    if (!append(QStringLiteral("metadata"), sessionMetadataToJson(metadata)))
        return false;
    m_session.metadata = metadata;
    return true;
}

int LabSessionStore::startStep(const SessionStepRecord &step)
{
    if (!append(QStringLiteral("step"), sessionStepToJson(step)))
        return -1;
    m_session.steps << step;
    return static_cast<int>(m_session.steps.size() - 1);
}

bool LabSessionStore::appendOutput(int stepIndex, const QStringList &lines)
{
    if (stepIndex < 0 || stepIndex >= m_session.steps.size()) {
        m_error = QCoreApplication::translate("LabSession", "no step %1 in this session").arg(stepIndex);
        return false;
    }
    QJsonObject data;
    data.insert(QLatin1String("index"), stepIndex);
    data.insert(QLatin1String("lines"), QJsonArray::fromStringList(lines));
    if (!append(QStringLiteral("output"), data))
        return false;
    m_session.steps[stepIndex].appendOutput(lines);
    return true;
}

bool LabSessionStore::finishStep(int stepIndex, StepState state, int exitCode, qint64 endedAtMs)
{
    if (stepIndex < 0 || stepIndex >= m_session.steps.size()) {
        m_error = QCoreApplication::translate("LabSession", "no step %1 in this session").arg(stepIndex);
        return false;
    }
    QJsonObject data;
    data.insert(QLatin1String("index"), stepIndex);
    data.insert(QLatin1String("state"), stepStateName(state));
    data.insert(QLatin1String("exit_code"), exitCode);
    data.insert(QLatin1String("ended_at_ms"), endedAtMs);
    if (!append(QStringLiteral("finish"), data))
        return false;
    SessionStepRecord &step = m_session.steps[stepIndex];
    step.state = state;
    step.exitCode = exitCode;
    step.endedAtMs = endedAtMs;
    step.ok = state == StepState::Succeeded;
    return true;
}

bool LabSessionStore::addMeasurement(const Measurement &measurement)
{
    if (!append(QStringLiteral("measurement"), measurementToJson(measurement)))
        return false;
    m_session.measurements << measurement;
    return true;
}

bool LabSessionStore::addProgress(const SessionProgressSample &progress)
{
    if (!append(QStringLiteral("progress"), sessionProgressToJson(progress)))
        return false;
    m_session.progress << progress;
    return true;
}

int LabSessionStore::startStackRun(const QString &stack, qint64 startedAtMs, const QStringList &drills)
{
    SessionStackRun run;
    run.stack = stack;
    run.drills = drills;
    run.startedAtMs = startedAtMs;
    run.firstStep = int(m_session.steps.size());
    run.firstMeasurement = int(m_session.measurements.size());
    run.firstProgress = int(m_session.progress.size());
    if (!append(QStringLiteral("stack-run"), sessionStackRunToJson(run)))
        return -1;
    m_session.stackRuns << run;
    return int(m_session.stackRuns.size() - 1);
}

bool LabSessionStore::finishStackRun(int index, StepState state, const QString &error, qint64 endedAtMs)
{
    if (index < 0 || index >= m_session.stackRuns.size()) {
        m_error = QCoreApplication::translate("LabSession", "no stack run %1 in this session").arg(index);
        return false;
    }
    QJsonObject data;
    data.insert(QLatin1String("index"), index);
    data.insert(QLatin1String("state"), stepStateName(state));
    data.insert(QLatin1String("ended_at_ms"), endedAtMs);
    if (!error.isEmpty())
        data.insert(QLatin1String("error"), error);
    if (!append(QStringLiteral("stack-run-end"), data))
        return false;
    SessionStackRun &run = m_session.stackRuns[index];
    run.state = state;
    run.endedAtMs = endedAtMs;
    run.error = error;
    return true;
}

bool LabSessionStore::compact()
{
    const QDir d(m_dir);
    QSaveFile snapshot(d.filePath(snapshotFileName()));
    if (!snapshot.open(QIODevice::WriteOnly)) {
        m_error = QCoreApplication::translate("LabSession", "cannot write %1: %2")
                      .arg(snapshot.fileName(), snapshot.errorString());
        return false;
    }
    snapshot.write(QJsonDocument(snapshotToJson(m_session, m_lastSeq)).toJson(QJsonDocument::Indented));
    if (!snapshot.commit()) { // flushes, fsyncs and renames over the old snapshot
        m_error = QCoreApplication::translate("LabSession", "cannot write %1: %2 (is the disk full?)")
                      .arg(snapshot.fileName(), snapshot.errorString());
        return false;
    }
    syncDirectory(m_dir);
    // The snapshot holds every event up to m_lastSeq: a crash from here on replays nothing twice.
    m_journal.close();
    QFile journal(d.filePath(journalFileName()));
    if (!journal.open(QIODevice::WriteOnly | QIODevice::Truncate) || ::fdatasync(journal.handle()) != 0) {
        m_error = QCoreApplication::translate("LabSession", "cannot empty %1: %2")
                      .arg(journal.fileName(), journal.errorString());
        return false;
    }
    journal.close();
    syncDirectory(m_dir);
    return openJournal();
}
