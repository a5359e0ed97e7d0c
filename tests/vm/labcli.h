#pragma once

// Drives stacklab-cli from the vm tests: the run's output goes to the test log as it comes (a
// four-stack run takes many minutes under TCG, and a CI log should show where it stood), and
// the lab's own sizes are the smallest that still run every stage of every stack.

#include <QDeadlineTimer>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

struct LabCliRun {
    QString output;
    int exitCode = -1;
    bool crashed = false;
    bool finished = false;
};

// `lab run STACKS` in the virtual lab with the helper this build made, recording into one session
// folder and writing one report.
inline QStringList labRunArguments(
    const QStringList &stacks, const QString &session, const QString &sessionDir, const QString &report)
{
    return QStringList {QStringLiteral("lab"), QStringLiteral("run")} + stacks
        + QStringList {QStringLiteral("--target"), QStringLiteral("vm"), QStringLiteral("--session"), session,
            QStringLiteral("--session-dir"), sessionDir, QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER),
            QStringLiteral("--report"), report};
}

// The smallest lab that still runs every stage: 256 MiB members (XFS needs about 300 MB of the
// 512 MiB an array of three has), one storage-bench round of one second on 32 MiB, a 32 MiB
// dataset, a 16 MiB overwrite under the snapshot.
inline QStringList smallLabOptions()
{
    return {QStringLiteral("--disk-size"), QStringLiteral("256M"), QStringLiteral("--rounds"), QStringLiteral("1"),
        QStringLiteral("--workload-runtime"), QStringLiteral("1"), QStringLiteral("--workload-size"),
        QStringLiteral("32M"), QStringLiteral("--dataset-size"), QStringLiteral("32M"),
        QStringLiteral("--overwrite-size"), QStringLiteral("16M")};
}

// The disk profile the vm tests that judge times run with: hdd unless STACKLAB_VM_TEST_DISK_PROFILE
// names another (unthrottled shows the emulator's own times; their checks are then skipped).
inline QString testDiskProfile()
{
    const QString chosen = qEnvironmentVariable("STACKLAB_VM_TEST_DISK_PROFILE");
    return chosen.isEmpty() ? QStringLiteral("hdd") : chosen;
}

// Starts the CLI and logs its lines until it ends, the deadline passes, or `stopWhen` (given each
// new line) returns true; then returns with the process still running (check `finished`).
inline LabCliRun runLabCli(QProcess &cli, const QStringList &arguments, int timeoutMs,
    const std::function<bool(const QString &line)> &stopWhen = {})
{
    LabCliRun run;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(STACKLAB_CLI), arguments);
    const QDeadlineTimer deadline(timeoutMs);
    QByteArray partial;
    while (!deadline.hasExpired()) {
        const bool more = cli.waitForReadyRead(1000);
        partial += cli.readAll();
        qsizetype newline;
        while ((newline = partial.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(partial.left(newline));
            partial.remove(0, newline + 1);
            run.output += line + QLatin1Char('\n');
            qInfo("cli| %s", qPrintable(line));
            if (stopWhen && stopWhen(line))
                return run;
        }
        if (!more && cli.state() == QProcess::NotRunning)
            break;
    }
    if (cli.state() != QProcess::NotRunning && deadline.hasExpired())
        return run;
    cli.waitForFinished(5000);
    run.output += QString::fromUtf8(partial + cli.readAll());
    run.finished = true;
    run.crashed = cli.exitStatus() == QProcess::CrashExit;
    run.exitCode = cli.exitCode();
    return run;
}
