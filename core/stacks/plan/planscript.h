#pragma once

#include "stacks/plan/plan.h"

// The plan as a commented POSIX shell script (set -eu): one block per phase, every destructive
// step fenced by a warning naming what it destroys, stdin input as printf '…' | cmd,
// blank checks as [ -z "$(wipefs -n …)" ], polling waits as until-loops. A phase run only on
// demand (recover, corruption) is written as comments: the script never runs it by itself.
QString planToScript(const Plan &plan);

// ARG quoted for a POSIX shell: bare when it is safe, else in single quotes.
QString shellQuote(const QString &arg);

// One step's command as a person would type it: its argv quoted, stdin input as printf '…' | cmd.
// What the Build page's plan, details and confirmations show.
QString stepCommandLine(const PlanStep &step);

// The plan in the line format tests/vm/guest/plan-runner.sh executes (busybox sh reads it with
// IFS='|'): one step per line, "phase|id|kind|okcodes|pollUntil|success|input|argv", where okcodes
// are the exit codes besides 0 that mean success (comma-separated), success is "output" for
// ExitZeroNoOutput and "exit" otherwise, input is a printf format of the stdin bytes (octal
// escapes, never '|'), and argv is shell-quoted for `eval set --`. A phase with no steps still
// gets a line "phase|-|empty||||" so the runner performs the lab actions that follow it. Phases run
// only on demand (recover, corruption) are left out: the runner walks the plan in order.
QString planToRunnerLines(const Plan &plan);
