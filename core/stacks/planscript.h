#pragma once

#include "stacks/plan.h"

// The plan as a commented POSIX shell script (set -eu): one block per phase, every destructive
// step fenced by a warning naming what it destroys, stdin input as printf '…' | cmd,
// blank checks as [ -z "$(wipefs -n …)" ], polling waits as until-loops.
QString planToScript(const Plan &plan);

// ARG quoted for a POSIX shell: bare when it is safe, else in single quotes.
QString shellQuote(const QString &arg);
