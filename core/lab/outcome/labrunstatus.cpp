#include "lab/outcome/labrunstatus.h"

#include <algorithm>

LabRunStatus LabRunStatus::of(const LabSession &session)
{
    QStringList names = session.metadata.run.stacks;
    if (names.isEmpty())
        names = session.metadata.stacks;
    for (const SessionStackRun &run : session.stackRuns) {
        if (!names.contains(run.stack))
            names << run.stack;
    }
    LabRunStatus status;
    for (const QString &name : std::as_const(names)) {
        Stack stack;
        stack.name = name;
        for (qsizetype i = 0; i < session.stackRuns.size(); ++i) {
            if (session.stackRuns.at(i).stack != name)
                continue;
            stack.lastRun = int(i);
            ++stack.runs;
        }
        if (stack.lastRun >= 0) {
            const SessionStackRun &run = session.stackRuns.at(stack.lastRun);
            stack.error = run.error;
            switch (run.state) {
            case StepState::Succeeded:
                stack.state = StackState::Succeeded;
                break;
            case StepState::Failed:
                stack.state = StackState::Failed;
                break;
            case StepState::Cancelled:
                stack.state = StackState::Cancelled;
                break;
            case StepState::Running: // in this process: a store reopened after a crash says Interrupted
                stack.state = StackState::Running;
                break;
            case StepState::Interrupted:
                stack.state = StackState::Interrupted;
                break;
            }
        } else if (session.stackRuns.isEmpty()) {
            const bool measured = std::any_of(session.measurements.begin(), session.measurements.end(),
                [&name](const Measurement &m) { return m.stack == name; });
            stack.state = measured ? StackState::Succeeded : StackState::NotStarted;
        }
        status.m_stacks << stack;
    }
    return status;
}

QStringList LabRunStatus::unfinished() const
{
    QStringList names;
    for (const Stack &stack : m_stacks) {
        if (stack.state != StackState::Succeeded && stack.state != StackState::Failed)
            names << stack.name;
    }
    return names;
}

QString LabRunStatus::stateName(StackState state)
{
    switch (state) {
    case StackState::Succeeded:
        return QStringLiteral("succeeded");
    case StackState::Failed:
        return QStringLiteral("failed");
    case StackState::Cancelled:
        return QStringLiteral("cancelled");
    case StackState::Interrupted:
        return QStringLiteral("interrupted");
    case StackState::Running:
        return QStringLiteral("running");
    case StackState::NotStarted:
        return QStringLiteral("not run");
    }
    return {};
}

QString LabRunStatus::describe(const Stack &stack)
{
    switch (stack.state) {
    case StackState::Succeeded:
        return tr("ran to its end");
    case StackState::Failed:
        return stack.error.isEmpty() ? tr("failed") : tr("failed: %1").arg(stack.error);
    case StackState::Cancelled:
        return tr("cancelled before its end: its figures are incomplete (resume the session to run it again)");
    case StackState::Interrupted:
        return tr("interrupted: the app, the helper or the lab stopped before it ended, so its figures are "
                  "incomplete (resume the session to run it again)");
    case StackState::Running:
        return tr("still running: its figures are not complete yet");
    case StackState::NotStarted:
        return tr("not run: the session ended before this stack (resume the session to run it)");
    }
    return {};
}
