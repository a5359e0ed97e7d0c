#pragma once

#include "stacks/plan/plan.h"

class ExecPolicy;

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QProcess>

#include <functional>

// Runs plan steps: the program resolved and launched by the helper's ExecPolicy, no shell, a
// cleared environment (PATH=/usr/sbin:/usr/bin:/sbin:/bin, LC_ALL=C), stdout and stderr streamed
// line by line, exit code and duration reported; cancel sends SIGTERM, then SIGKILL after a grace.
// It also judges the step as its recipe says: the success check (exit 0, or exit 0 and no output),
// extra exit codes that mean success (mdadm --wait: 1 = nothing to wait for), and Wait steps that
// poll: rerun every PollIntervalMs until the trimmed stdout equals PlanStep::pollUntil. A failure
// in one of the step's documented "already done" states (DoneAlreadyStates: umount of a mount
// point with nothing mounted) is a success with the state's note. A device that was busy for a
// moment gets a few more attempts (BusyRetries).
class StepExecutor : public QObject {
    Q_OBJECT

public:
    explicit StepExecutor(const ExecPolicy &policy, QObject *parent = nullptr);
    ~StepExecutor() override;

    // Says why the step must not start again (a device it names changed), or nothing.
    using Guard = std::function<QString()>;

    // Starts the step under the client's request id. Returns false (and says why in *error) when the
    // program cannot be resolved or the id is already running; nothing is started then. GUARD runs
    // before every later attempt of a polling step; the caller checks before the first.
    bool start(const QString &id, const PlanStep &step, QString *error, Guard guard = {});
    bool isRunning(const QString &id) const;
    bool cancel(const QString &id);
    // Terminates every running step and waits for them (the client went away).
    void stopAll();
    int runningCount() const { return static_cast<int>(m_runs.size()); }

    static constexpr int CancelGraceMs = 3000;
    static constexpr int PollIntervalMs = 2000;
    // A step that failed because its device was busy (EBUSY at open: right after an unmount, btrfs
    // or a probe by another program may still hold the device for a moment) runs again, up to
    // BusyRetries times, waiting BusyFirstDelayMs and twice as long before each next attempt
    // (6.2 s in all); a device that stays busy fails with the tool's own words.
    static constexpr int BusyRetries = 5;
    static constexpr int BusyFirstDelayMs = 200;
    static bool deviceWasBusy(const QByteArray &output);
    // The same attempts for an md array's /dev/md/<name> link that was not there yet (ENOENT on it
    // right after mdadm --create or --assemble: udev, or the virtual lab's mdev hook, makes the
    // link a moment after the array starts, later on a loaded host): the link the step names, or
    // empty.
    static QString arrayLinkNotYetThere(const PlanStep &step, const QByteArray &output);

    // Whether a finished attempt meets the step's success check (pure, for tests and the server).
    static bool succeeded(const PlanStep &step, int exitCode, const QByteArray &stdoutBytes);
    // Whether a Wait step that polls is done after a successful attempt.
    static bool pollSatisfied(const PlanStep &step, const QByteArray &stdoutBytes);

signals:
    void output(const QString &id, const QString &stream, const QString &line);
    // `ok` is the step's verdict: its success check passed (for a polling step: the state was reached),
    // or its work was already done, and `note` says so ("already unmounted").
    void exited(const QString &id, int exitCode, qint64 durationMs, bool cancelled, const QString &error, bool ok,
        const QString &note = {});

private:
    struct Run {
        PlanStep step;
        QString program;
        Guard guard;
        QProcess *process = nullptr;
        QElapsedTimer timer;
        QByteArray stdoutBuffer;
        QByteArray stderrBuffer;
        QByteArray stdoutOfAttempt; // what the success check and pollUntil look at (capped)
        QByteArray outputOfAttempt; // stdout and stderr, for the "already done" states (capped)
        bool cancelled = false;
        int attempts = 0;
        int busyRetries = 0;
    };
    void launch(const QString &id);
    // Runs the step again after delayMs unless it was cancelled or its guard objects meanwhile.
    void relaunchLater(const QString &id, int delayMs);
    void startBuiltin(const QString &id, const PlanStep &step); // LoopIo: no process, one attempt
    void drain(const QString &id, bool flush);
    void finish(const QString &id, int exitCode, const QString &error);

    const ExecPolicy &m_policy;
    QHash<QString, Run> m_runs;
};
