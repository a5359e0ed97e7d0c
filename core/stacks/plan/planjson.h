#pragma once

#include "stacks/plan/plan.h"

#include <QJsonObject>

// {"stack":…, "phases":[{"name":…, "steps":[{"id":…, "title":…, "kind":…, "argv":[…],
//   "destructive":bool, "destroys":…, "essential":bool, "devices":[…]}]}]}
QJsonObject planToJson(const Plan &plan);

// "command", "wait", "check"
QString stepKindName(StepKind kind);
