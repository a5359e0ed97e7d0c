#pragma once

#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QStringList>

// What to try next when a plan step fails: recognises the tool errors of seed 000's "What broke
// in the lab" in a step's output and names the cleanup command. Pure: output lines in, advice out.
struct StepFailureHint {
    Q_DECLARE_TR_FUNCTIONS(StepFailureHint)

public:
    enum class Cause { Unknown, Partitioned, OutdatedPv, StaleMdSuperblock, ProgramMissing };

    Cause cause = Cause::Unknown;
    QString title; // "device is partitioned"
    QString advice; // what to do, in words
    QStringList commands; // the cleanup commands, one per line, for the devices involved

    static StepFailureHint forOutput(const PlanStep &step, const QStringList &output);
};
