#pragma once

#include "stacks/plan.h"

#include <QCoreApplication>

// Teardown from any state: the documented failures of a step that mean its work is already done
// (the walk torn down after an unmount by hand, or after a cleanup). Each is the exit code and a
// fragment of what the tool prints for exactly that state, as captured from the real tool under
// LC_ALL=C; the helper then reports the step as done with the state's note instead of the failure,
// and any other failure stays a failure. Keyed on the command, so every recipe's step that runs
// it has the same states.
struct DoneAlready {
    int exitCode = 0;
    QString says; // a fragment of its stdout or stderr: "/mnt/stacklab/s/btrfs-raid1: not mounted."
    QString note; // what the run reports instead (translated): "already unmounted"
};

class DoneAlreadyStates {
    Q_DECLARE_TR_FUNCTIONS(DoneAlreadyStates)
public:
    // The states of `step`; empty for a command with none written down yet.
    static QList<DoneAlready> of(const PlanStep &step);
    // The note of the state a failed attempt (exit code, its stdout and stderr) is in, or empty.
    static QString match(const PlanStep &step, int exitCode, const QByteArray &output);
};
