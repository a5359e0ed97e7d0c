#include "lab/walk/stackwalk.h"

#include "lab/session/labsessionstore.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A walk's folder is named so: the Lab page's sessions share the root and are not walks.
const QString walkPrefix = QStringLiteral("walk-");

} // namespace

StackWalk::~StackWalk() = default;

std::unique_ptr<StackWalk> StackWalk::begin(
    const QString &root, const RecipeRequest &request, const QString &target, QString *error)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString dir = QDir(root).filePath(
        walkPrefix + request.stack + QLatin1Char('-') + now.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    for (int n = 2; QFileInfo::exists(dir); ++n)
        dir = QDir(root).filePath(walkPrefix + request.stack + QLatin1Char('-')
            + now.toString(QStringLiteral("yyyyMMdd-HHmmss")) + QLatin1Char('-') + QString::number(n));
    std::unique_ptr<StackWalk> walk(new StackWalk);
    walk->m_store = LabSessionStore::open(dir, error);
    if (!walk->m_store)
        return nullptr;
    SessionMetadata metadata;
    metadata.name = request.session;
    metadata.created = now;
    metadata.target = target;
    metadata.stacks = {request.stack};
    // What the walk is built from, so that it can go on after a restart: the stack and its disks
    // by the names the plan gives them (stable IDs).
    metadata.run.stacks = {request.stack};
    metadata.run.target = target;
    metadata.run.disks = request.disks;
    metadata.run.spare = request.spare;
    if (!walk->m_store->setMetadata(metadata) || !walk->startRun()) {
        *error = walk->m_store->errorString();
        return nullptr;
    }
    walk->m_request = request;
    return walk;
}

std::unique_ptr<StackWalk> StackWalk::resume(const QString &dir, QString *error)
{
    std::unique_ptr<StackWalk> walk(new StackWalk);
    walk->m_store = LabSessionStore::open(dir, error);
    if (!walk->m_store)
        return nullptr;
    const SessionMetadata &metadata = walk->m_store->session().metadata;
    if (metadata.run.stacks.size() != 1 || metadata.run.disks.isEmpty()) {
        *error = tr("%1 is not a walk of the Build page (no stack and disks recorded).").arg(dir);
        return nullptr;
    }
    walk->m_request.stack = metadata.run.stacks.first();
    walk->m_request.session = metadata.name;
    walk->m_request.disks = metadata.run.disks;
    walk->m_request.spare = metadata.run.spare;
    if (walk->hasEnded()) {
        *error = tr("The walk in %1 has ended: its stack was torn down.").arg(dir);
        return nullptr;
    }
    if (!walk->startRun()) {
        *error = walk->m_store->errorString();
        return nullptr;
    }
    return walk;
}

bool StackWalk::startRun()
{
    m_run = m_store->startStackRun(m_store->session().metadata.run.stacks.value(0), nowMs());
    return m_run >= 0;
}

bool StackWalk::isWalkFolder(const QString &dir)
{
    return QFileInfo(dir).fileName().startsWith(walkPrefix);
}

QStringList StackWalk::unfinished(const QString &root)
{
    QStringList dirs;
    const QFileInfoList entries
        = QDir(root).entryInfoList({walkPrefix + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time);
    for (const QFileInfo &entry : entries) {
        const std::optional<Summary> walk = summary(entry.absoluteFilePath());
        if (walk)
            dirs << entry.absoluteFilePath();
    }
    return dirs;
}

std::optional<StackWalk::Summary> StackWalk::summary(const QString &dir)
{
    // Read without the lock: the journal's last events may be missing from the snapshot, so
    // replay through the store only when nobody holds it (a walk of a running app is not offered).
    QString error;
    const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir, &error);
    if (!store)
        return std::nullopt;
    const LabSession &session = store->session();
    if (session.metadata.run.stacks.size() != 1 || session.stackRuns.isEmpty())
        return std::nullopt;
    const StepState last = session.stackRuns.last().state;
    if (last == StepState::Succeeded || last == StepState::Cancelled)
        return std::nullopt;
    Summary walk;
    walk.directory = dir;
    walk.stack = session.metadata.run.stacks.first();
    walk.session = session.metadata.name;
    walk.target = session.metadata.target;
    walk.disks = session.metadata.run.disks;
    if (!session.metadata.run.spare.isEmpty())
        walk.disks << session.metadata.run.spare;
    walk.lastPhase = session.steps.isEmpty() ? QString() : session.steps.last().phase;
    walk.interrupted = last == StepState::Interrupted;
    return walk;
}

QString StackWalk::directory() const
{
    return m_store->directory();
}

QString StackWalk::target() const
{
    return m_store->session().metadata.target;
}

const LabSession &StackWalk::session() const
{
    return m_store->session();
}

bool StackWalk::stepStarted(const QString &phase, const PlanStep &step, const QStringList &argv)
{
    SessionStepRecord record;
    record.phase = phase;
    record.stepId = step.id;
    record.title = step.title;
    record.argv = argv;
    record.startedAtMs = nowMs();
    return m_store->startStep(record) >= 0;
}

bool StackWalk::stepFinished(
    const QString &phase, const QString &stepId, StepState state, int exitCode, qint64 durationMs, const QString &note)
{
    const QList<SessionStepRecord> &steps = m_store->session().steps;
    for (qsizetype i = steps.size() - 1; i >= 0; --i) {
        const SessionStepRecord &step = steps.at(i);
        if (step.phase != phase || step.stepId != stepId || step.state != StepState::Running)
            continue;
        // The note is the record's one output line: the Build page's pane holds the rest.
        if (!note.isEmpty() && !m_store->appendOutput(int(i), {note}))
            return false;
        return m_store->finishStep(int(i), state, exitCode, step.startedAtMs + durationMs);
    }
    return false;
}

bool StackWalk::addProgress(const QString &kind, const ProgressSample &sample)
{
    return m_store->addProgress(SessionProgressSample {m_request.stack, kind, sample});
}

std::optional<StackWalk::StepResult> StackWalk::result(const QString &phase, const QString &stepId) const
{
    const QList<SessionStepRecord> &steps = m_store->session().steps;
    for (qsizetype i = steps.size() - 1; i >= 0; --i) {
        const SessionStepRecord &step = steps.at(i);
        if (step.phase == phase && step.stepId == stepId) {
            const qint64 ended = step.endedAtMs > 0 ? step.endedAtMs : step.startedAtMs;
            return StepResult {step.state, step.exitCode, ended - step.startedAtMs, step.outputLines.value(0)};
        }
    }
    return std::nullopt;
}

bool StackWalk::phaseDone(const Plan &plan, const QString &phase) const
{
    for (const PlanPhase &p : plan.phases) {
        if (p.name != phase)
            continue;
        // An ordinary step is done when it succeeded, or when it failed and the last of the
        // fallbacks after it succeeded (they speak for it); fallbacks are judged with it.
        for (qsizetype i = 0; i < p.steps.size(); ++i) {
            if (p.steps.at(i).fallback)
                continue;
            qsizetype chainEnd = i + 1;
            while (chainEnd < p.steps.size() && p.steps.at(chainEnd).fallback)
                ++chainEnd;
            if (succeeded(p.name, p.steps.at(i).id))
                continue;
            if (chainEnd == i + 1 || !succeeded(p.name, p.steps.at(chainEnd - 1).id))
                return false;
        }
        return true;
    }
    return false;
}

bool StackWalk::succeeded(const QString &phase, const QString &stepId) const
{
    const std::optional<StepResult> last = result(phase, stepId);
    return last && last->state == StepState::Succeeded;
}

bool StackWalk::fallbackNotNeeded(const PlanPhase &phase, const QString &stepId) const
{
    for (qsizetype i = phase.steps.size() - 1; i >= 0; --i) {
        if (phase.steps.at(i).id != stepId)
            continue;
        while (i >= 0 && phase.steps.at(i).fallback)
            --i;
        return i >= 0 && succeeded(phase.name, phase.steps.at(i).id);
    }
    return false;
}

QString StackWalk::nextPhase(const Plan &plan) const
{
    for (const PlanPhase &phase : plan.phases) {
        if (!phase.onDemand && !phaseDone(plan, phase.name))
            return phase.name;
    }
    return {};
}

QStringList StackWalk::offeredPhases(const Plan &plan) const
{
    QStringList phases;
    const QString next = nextPhase(plan);
    if (!next.isEmpty())
        phases << next;
    const bool ranAnything = !m_store->session().steps.isEmpty();
    if (ranAnything && !phases.contains(QStringLiteral("teardown")))
        phases << QStringLiteral("teardown");
    return phases;
}

bool StackWalk::interrupt(const QString &why)
{
    return m_store->finishStackRun(m_run, StepState::Interrupted, why, nowMs());
}

bool StackWalk::end(StepState state, const QString &why)
{
    return m_store->finishStackRun(m_run, state, why, nowMs());
}

bool StackWalk::hasEnded() const
{
    const QList<SessionStackRun> &runs = m_store->session().stackRuns;
    if (runs.isEmpty())
        return false;
    const StepState last = runs.last().state;
    return last == StepState::Succeeded || last == StepState::Cancelled;
}
