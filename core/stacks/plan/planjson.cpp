#include "stacks/plan/planjson.h"

#include <QJsonArray>

QString stepKindName(StepKind kind)
{
    switch (kind) {
    case StepKind::Command:
        return QStringLiteral("command");
    case StepKind::Wait:
        return QStringLiteral("wait");
    case StepKind::Check:
        return QStringLiteral("check");
    }
    return QStringLiteral("command");
}

QJsonObject planToJson(const Plan &plan)
{
    QJsonArray phases;
    for (const PlanPhase &phase : plan.phases) {
        QJsonArray steps;
        for (const PlanStep &step : phase.steps) {
            QJsonObject stepObject {
                {QStringLiteral("id"), step.id},
                {QStringLiteral("title"), step.title},
                {QStringLiteral("kind"), stepKindName(step.kind)},
                {QStringLiteral("argv"), QJsonArray::fromStringList(step.argv)},
                {QStringLiteral("destructive"), step.destructive},
                {QStringLiteral("destroys"), step.destroys},
                {QStringLiteral("essential"), step.essential},
                {QStringLiteral("devices"), QJsonArray::fromStringList(step.devices)},
            };
            if (step.fallback)
                stepObject.insert(QStringLiteral("fallback"), true);
            steps.append(stepObject);
        }
        QJsonObject object {{QStringLiteral("name"), phase.name}, {QStringLiteral("steps"), steps}};
        if (phase.onDemand)
            object.insert(QStringLiteral("onDemand"), true);
        phases.append(object);
    }
    return {{QStringLiteral("stack"), plan.stack}, {QStringLiteral("phases"), phases}};
}
