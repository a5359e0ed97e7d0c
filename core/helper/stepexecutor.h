#pragma once

#include "stacks/plan.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QProcess>

// Runs plan steps: the program resolved in trusted directories (ProgramResolver), no shell, a
// cleared environment (PATH=/usr/sbin:/usr/bin:/sbin:/bin, LC_ALL=C), stdout and stderr streamed
// line by line, exit code and duration reported; cancel sends SIGTERM, then SIGKILL after a grace.
class StepExecutor : public QObject {
    Q_OBJECT

public:
    explicit StepExecutor(QObject *parent = nullptr);
    ~StepExecutor() override;

    // Starts the step under the client's request id. Returns false (and says why in *error) when the
    // program cannot be resolved or the id is already running; nothing is started then.
    bool start(const QString &id, const PlanStep &step, QString *error);
    bool isRunning(const QString &id) const;
    bool cancel(const QString &id);
    // Terminates every running step and waits for them (the client went away).
    void stopAll();
    int runningCount() const { return static_cast<int>(m_runs.size()); }

    static QProcessEnvironment cleanEnvironment();
    static constexpr int CancelGraceMs = 3000;

signals:
    void output(const QString &id, const QString &stream, const QString &line);
    void exited(const QString &id, int exitCode, qint64 durationMs, bool cancelled, const QString &error);

private:
    struct Run {
        QProcess *process = nullptr;
        QElapsedTimer timer;
        QByteArray stdoutBuffer;
        QByteArray stderrBuffer;
        bool cancelled = false;
    };
    void drain(const QString &id, bool flush);
    void finish(const QString &id, int exitCode, const QString &error);

    QHash<QString, Run> m_runs;
};
