#include "helper/stepexecutor.h"

#include "helper/programresolver.h"

#include <QTimer>

namespace {

constexpr qsizetype MaxOutputLine = 16 * 1024; // longer lines are split, so one event stays small

} // namespace

StepExecutor::StepExecutor(QObject *parent)
    : QObject(parent)
{
}

StepExecutor::~StepExecutor()
{
    stopAll();
}

QProcessEnvironment StepExecutor::cleanEnvironment()
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/sbin:/usr/bin:/sbin:/bin"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    return environment;
}

bool StepExecutor::start(const QString &id, const PlanStep &step, QString *error)
{
    if (m_runs.contains(id)) {
        *error = tr("A step with request id '%1' is already running: use a new id.").arg(id);
        return false;
    }
    if (step.argv.isEmpty()) {
        *error = tr("Step '%1' has no command.").arg(step.id);
        return false;
    }
    const QString program = ProgramResolver::resolve(step.argv.first(), error);
    if (program.isEmpty())
        return false;

    auto *process = new QProcess(this);
    process->setProgram(program);
    process->setArguments(step.argv.mid(1));
    process->setProcessEnvironment(cleanEnvironment());
    process->setWorkingDirectory(QStringLiteral("/"));
    process->setProcessChannelMode(QProcess::SeparateChannels);
    Run &run = m_runs[id];
    run.process = process;
    connect(process, &QProcess::readyReadStandardOutput, this, [this, id] { drain(id, false); });
    connect(process, &QProcess::readyReadStandardError, this, [this, id] { drain(id, false); });
    connect(process, &QProcess::finished, this, [this, id](int exitCode, QProcess::ExitStatus status) {
        finish(id, status == QProcess::NormalExit ? exitCode : -1,
            status == QProcess::NormalExit ? QString() : tr("The program was killed or crashed."));
    });
    connect(process, &QProcess::errorOccurred, this, [this, id, program](QProcess::ProcessError processError) {
        if (processError == QProcess::FailedToStart)
            finish(id, -1, tr("%1 could not be started.").arg(program));
    });
    run.timer.start();
    process->start(QIODevice::ReadWrite);
    if (!step.input.isEmpty())
        process->write(step.input);
    process->closeWriteChannel();
    return true;
}

bool StepExecutor::isRunning(const QString &id) const
{
    return m_runs.contains(id);
}

bool StepExecutor::cancel(const QString &id)
{
    auto it = m_runs.find(id);
    if (it == m_runs.end())
        return false;
    it->cancelled = true;
    QProcess *process = it->process;
    process->terminate();
    QTimer::singleShot(CancelGraceMs, process, [process] {
        if (process->state() != QProcess::NotRunning)
            process->kill();
    });
    return true;
}

void StepExecutor::stopAll()
{
    const QStringList ids = m_runs.keys();
    for (const QString &id : ids) {
        auto it = m_runs.find(id);
        if (it == m_runs.end())
            continue;
        QProcess *process = it->process;
        it->cancelled = true;
        process->terminate();
        if (!process->waitForFinished(CancelGraceMs)) {
            process->kill();
            process->waitForFinished(CancelGraceMs);
        }
        if (m_runs.contains(id))
            finish(id, -1, tr("Stopped because the client went away."));
    }
}

void StepExecutor::drain(const QString &id, bool flush)
{
    auto it = m_runs.find(id);
    if (it == m_runs.end())
        return;
    QProcess *process = it->process;
    it->stdoutBuffer += process->readAllStandardOutput();
    it->stderrBuffer += process->readAllStandardError();
    const auto emitLines = [&](QByteArray &buffer, const QString &stream) {
        while (true) {
            qsizetype end = buffer.indexOf('\n');
            if (end < 0 && buffer.size() >= MaxOutputLine)
                end = MaxOutputLine;
            if (end < 0 && flush && !buffer.isEmpty())
                end = buffer.size();
            if (end < 0)
                break;
            const QByteArray line = buffer.left(end);
            buffer.remove(0, end < buffer.size() && buffer[end] == '\n' ? end + 1 : end);
            emit output(id, stream, QString::fromUtf8(line));
        }
    };
    emitLines(it->stdoutBuffer, QStringLiteral("stdout"));
    emitLines(it->stderrBuffer, QStringLiteral("stderr"));
}

void StepExecutor::finish(const QString &id, int exitCode, const QString &error)
{
    if (!m_runs.contains(id))
        return;
    drain(id, true);
    const Run run = m_runs.take(id);
    run.process->disconnect(this);
    run.process->deleteLater();
    emit exited(id, exitCode, run.timer.elapsed(), run.cancelled, error);
}
