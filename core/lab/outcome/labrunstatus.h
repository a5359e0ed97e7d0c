#pragma once

#include "lab/session/labsession.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// Where a multi-stack run stands, read from its session alone: for each stack of the run, whether
// its last run succeeded, failed, was cancelled, was cut short (the app, the helper or the lab
// died: its run never ended), still runs (in this process) or never started. `stacklab-cli lab run --resume` (and,
// later, the GUI's recovery) runs unfinished() in order; the report marks every stack that is not Succeeded.
class LabRunStatus {
    Q_DECLARE_TR_FUNCTIONS(LabRunStatus)

public:
    enum class StackState { Succeeded, Failed, Cancelled, Interrupted, Running, NotStarted };

    struct Stack {
        QString name;
        StackState state = StackState::NotStarted;
        int lastRun = -1; // index into LabSession::stackRuns; -1 if it never started
        int runs = 0; // how many times it started
        QString error; // a failed run's reason
    };

    // The stacks of the session's run plan (else of its metadata, then of its stack runs), each
    // judged by its last run. A session recorded before stack runs existed has none: a stack with
    // measurements counts as Succeeded there.
    static LabRunStatus of(const LabSession &session);

    const QList<Stack> &stacks() const { return m_stacks; }
    // Every stack but the Succeeded and Failed ones, in run order: what a resumed run still runs.
    QStringList unfinished() const;
    bool isComplete() const { return unfinished().isEmpty(); }

    static QString stateName(StackState state); // "succeeded", …, "running", "not run"
    // For a person: "interrupted: the lab or the app stopped before it ended (resume the session to
    // run it again)".
    static QString describe(const Stack &stack);

private:
    QList<Stack> m_stacks;
};
