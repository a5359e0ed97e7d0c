#include "helper/server/stepexecutor.h"

#include "helper/actions/execpolicy.h"
#include "helper/server/loopio.h"
#include "stacks/plan/donealready.h"

#include <QTimer>

namespace {

constexpr qsizetype MaxOutputLine = 16 * 1024; // longer lines are split, so one event stays small
constexpr qsizetype MaxJudgedOutput = 64 * 1024; // enough for any state a poll compares

} // namespace

StepExecutor::StepExecutor(const ExecPolicy &policy, QObject *parent)
    : QObject(parent)
    , m_policy(policy)
{
}

StepExecutor::~StepExecutor()
{
    stopAll();
}

bool StepExecutor::start(const QString &id, const PlanStep &step, QString *error, Guard guard)
{
    if (m_runs.contains(id)) {
        *error = tr("A step with request id '%1' is already running: use a new id.").arg(id);
        return false;
    }
    if (step.argv.isEmpty()) {
        *error = tr("Step '%1' has no command.").arg(step.id);
        return false;
    }
    if (LoopIo::isBuiltin(step.argv)) {
        if (!m_policy.isAllowed(LoopIo::program())) {
            *error = tr("'%1' is not on the helper's list of allowed programs.").arg(LoopIo::program());
            return false;
        }
        startBuiltin(id, step);
        return true;
    }
    const QString program = m_policy.resolve(step.argv.first(), error);
    if (program.isEmpty())
        return false;

    Run &run = m_runs[id];
    run.step = step;
    run.program = program;
    run.guard = std::move(guard);
    run.timer.start();
    launch(id);
    return true;
}

void StepExecutor::startBuiltin(const QString &id, const PlanStep &step)
{
    // Reported from the event loop, as a program's end would be: the server sends "accepted" first.
    Run &run = m_runs[id];
    run.step = step;
    run.program = step.argv.first();
    run.timer.start();
    QTimer::singleShot(0, this, [this, id] {
        auto it = m_runs.find(id);
        if (it == m_runs.end())
            return;
        QString error;
        const bool ok = !it->cancelled && LoopIo::run(it->step.argv, &error);
        const Run done = m_runs.take(id);
        if (!error.isEmpty())
            emit output(id, QStringLiteral("stderr"), error);
        emit exited(id, ok ? 0 : 1, done.timer.elapsed(), done.cancelled, QString(), ok);
    });
}

void StepExecutor::launch(const QString &id)
{
    Run &run = m_runs[id];
    ++run.attempts;
    run.stdoutOfAttempt.clear();
    run.outputOfAttempt.clear();
    auto *process = new QProcess(this);
    m_policy.prepare(process, run.program, run.step.argv.mid(1));
    process->setProcessChannelMode(QProcess::SeparateChannels);
    run.process = process;
    connect(process, &QProcess::readyReadStandardOutput, this, [this, id] { drain(id, false); });
    connect(process, &QProcess::readyReadStandardError, this, [this, id] { drain(id, false); });
    connect(process, &QProcess::finished, this, [this, id](int exitCode, QProcess::ExitStatus status) {
        finish(id, status == QProcess::NormalExit ? exitCode : -1,
            status == QProcess::NormalExit ? QString() : tr("The program was killed or crashed."));
    });
    const QString program = run.program;
    connect(process, &QProcess::errorOccurred, this, [this, id, program](QProcess::ProcessError processError) {
        if (processError == QProcess::FailedToStart)
            finish(id, -1, tr("%1 could not be started.").arg(program));
    });
    process->start(QIODevice::ReadWrite);
    if (!run.step.input.isEmpty())
        process->write(run.step.input);
    process->closeWriteChannel();
}

bool StepExecutor::succeeded(const PlanStep &step, int exitCode, const QByteArray &stdoutBytes)
{
    if (exitCode != 0 && !step.alsoOkExitCodes.contains(exitCode))
        return false;
    if (step.success == SuccessCheck::ExitZeroNoOutput)
        return stdoutBytes.trimmed().isEmpty();
    return true;
}

bool StepExecutor::pollSatisfied(const PlanStep &step, const QByteArray &stdoutBytes)
{
    return step.pollUntil.isEmpty() || QString::fromUtf8(stdoutBytes).trimmed() == step.pollUntil;
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
    if (!process) { // a polling step between two attempts
        const Run run = m_runs.take(id);
        emit exited(id, -1, run.timer.elapsed(), true, QString(), false);
        return true;
    }
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
        if (!process) {
            const Run run = m_runs.take(id);
            emit exited(id, -1, run.timer.elapsed(), true, tr("Stopped because the client went away."), false);
            continue;
        }
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
    if (!process)
        return;
    const QByteArray stdoutBytes = process->readAllStandardOutput();
    if (it->stdoutOfAttempt.size() < MaxJudgedOutput)
        it->stdoutOfAttempt += stdoutBytes.left(MaxJudgedOutput - it->stdoutOfAttempt.size());
    it->stdoutBuffer += stdoutBytes;
    const QByteArray stderrBytes = process->readAllStandardError();
    it->stderrBuffer += stderrBytes;
    for (const QByteArray &bytes : {stdoutBytes, stderrBytes}) {
        if (it->outputOfAttempt.size() < MaxJudgedOutput)
            it->outputOfAttempt += bytes.left(MaxJudgedOutput - it->outputOfAttempt.size());
    }
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
    Run &run = m_runs[id];
    if (!run.process)
        return; // between two attempts of a polling step: nothing is running
    run.process->disconnect(this);
    run.process->deleteLater();
    run.process = nullptr;
    bool ok = error.isEmpty() && !run.cancelled && succeeded(run.step, exitCode, run.stdoutOfAttempt);
    // Also for a success: mdadm --zero-superblock exits 0 on a disk it finds nothing on, and says so.
    const QString note = error.isEmpty() && !run.cancelled
        ? DoneAlreadyStates::match(run.step, exitCode, run.outputOfAttempt)
        : QString();
    ok = ok || !note.isEmpty();
    if (ok && !pollSatisfied(run.step, run.stdoutOfAttempt)) {
        relaunchLater(id, PollIntervalMs);
        return;
    }
    if (!ok && error.isEmpty() && !run.cancelled && run.step.pollUntil.isEmpty() && run.busyRetries < BusyRetries) {
        const QString link = arrayLinkNotYetThere(run.step, run.outputOfAttempt);
        if (deviceWasBusy(run.outputOfAttempt) || !link.isEmpty()) {
            const int delayMs = BusyFirstDelayMs << run.busyRetries++;
            const QString why = link.isEmpty()
                ? tr("The device was busy (another program still held it open)")
                : tr("%1 was not there yet (udev makes an array's link a moment after the array starts)").arg(link);
            emit output(id, QStringLiteral("stderr"),
                tr("%1; trying again in %2 ms (%3 of %4).")
                    .arg(why)
                    .arg(delayMs)
                    .arg(run.busyRetries)
                    .arg(BusyRetries));
            relaunchLater(id, delayMs);
            return;
        }
    }
    const Run done = m_runs.take(id);
    emit exited(id, exitCode, done.timer.elapsed(), done.cancelled, error, ok, note);
}

bool StepExecutor::deviceWasBusy(const QByteArray &output)
{
    // strerror(EBUSY) as wipefs, mkfs, mdadm and zpool print it when they open the device.
    return output.contains("Device or resource busy");
}

QString StepExecutor::arrayLinkNotYetThere(const PlanStep &step, const QByteArray &output)
{
    // strerror(ENOENT) as wipefs and mkfs print it; mount says "special device … does not exist".
    for (const QString &arg : step.argv) {
        if (!arg.startsWith(QLatin1String("/dev/md/")))
            continue;
        const QByteArray link = arg.toUtf8();
        if ((output.contains(link) && output.contains("No such file or directory"))
            || output.contains("special device " + link + " does not exist"))
            return arg;
    }
    return {};
}

void StepExecutor::relaunchLater(const QString &id, int delayMs)
{
    QTimer::singleShot(delayMs, this, [this, id] {
        auto it = m_runs.find(id);
        if (it == m_runs.end())
            return;
        if (it->cancelled) {
            const Run cancelled = m_runs.take(id);
            emit exited(id, -1, cancelled.timer.elapsed(), true, QString(), false);
            return;
        }
        if (const QString why = it->guard ? it->guard() : QString(); !why.isEmpty()) {
            const Run stopped = m_runs.take(id);
            emit exited(id, -1, stopped.timer.elapsed(), false, why, false);
            return;
        }
        launch(id);
    });
}
