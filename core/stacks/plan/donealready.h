#pragma once

#include "stacks/plan/plan.h"

#include <QCoreApplication>

#include <functional>

// Teardown from any state: the documented answers of a step that mean its work is already done
// (the walk torn down after an unmount or an `mdadm --stop` by hand, a teardown run a second time
// after a cleanup). Each is an exit code and the exact lines the tool prints for exactly that state,
// as captured from the real tool under LC_ALL=C (tests/data/stacks/done-already/); the helper then
// reports the step as done with the state's note instead of the failure. Keyed on the command, so
// every recipe's step that runs it has the same states.
struct DoneAlready {
    int exitCode = 0;
    QStringList lines; // what the tool prints, each line exact: "umount: /mnt/stacklab/s/x: not mounted."
    QString note; // what the run reports instead (translated): "already unmounted"
};

class DoneAlreadyStates {
    Q_DECLARE_TR_FUNCTIONS(DoneAlreadyStates)
public:
    // The path the kernel names a device by (/dev/md/data -> /dev/md127), for the tools that print
    // that name rather than the one they were given (pvremove). Default: the canonical file path.
    using Canonical = std::function<QString(const QString &path)>;

    // The states of `step`; empty for a command with none written down.
    static QList<DoneAlready> of(const PlanStep &step, const Canonical &canonical = {});
    // The lines a command prints for the part of its work it did do (pvremove of four disks, two
    // of them wiped already): a state may share the output with them, nothing else may.
    static QStringList doneLines(const PlanStep &step);
    // The note of an attempt (exit code, its stdout and stderr) whose every output line is one of
    // the states of that exit code or a done line, with at least one state seen; else empty. A
    // multi-disk command whose one disk failed for another reason stays a failure.
    static QString match(const PlanStep &step, int exitCode, const QByteArray &output, const Canonical &canonical = {});
};
