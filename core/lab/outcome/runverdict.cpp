#include "lab/outcome/runverdict.h"

#include "lab/session/labsessionstore.h"

#include <QJsonArray>

#include <QRegularExpression>
#include <algorithm>

namespace {

// What a person can do about a cause the tools word the same way every time.
QString adviceFor(const QString &cause)
{
    static const QRegularExpression noSpace(
        QStringLiteral("ENOSPC|No space left on device|: -28\\b|\\(-28\\)|error -28"),
        QRegularExpression::CaseInsensitiveOption);
    if (noSpace.match(cause).hasMatch())
        return StackVerdict::tr("the stack ran out of space (ENOSPC): use bigger disks, or write less (a smaller "
                                "dataset or fill)");
    return {};
}

} // namespace

QString StackVerdict::text() const
{
    QString line = headline();
    if (outcome != Outcome::Passed && !cause.isEmpty())
        line += QLatin1String(": ") + cause;
    if (outcome == Outcome::Failed && !advice.isEmpty())
        line += QStringLiteral(" — ") + advice;
    return line;
}

QString StackVerdict::headline() const
{
    switch (outcome) {
    case Outcome::Passed:
        return tr("passed");
    case Outcome::Failed:
        return stage.isEmpty() ? tr("failed") : tr("failed at %1").arg(stage);
    case Outcome::Interrupted:
        return stage.isEmpty() ? tr("interrupted") : tr("interrupted at %1").arg(stage);
    }
    return {};
}

QJsonObject StackVerdict::toJson() const
{
    QJsonObject json {{QStringLiteral("stack"), stack}, {QStringLiteral("verdict"), RunVerdict::outcomeName(outcome)},
        {QStringLiteral("text"), text()}};
    if (!stage.isEmpty())
        json.insert(QStringLiteral("stage"), stage);
    if (!cause.isEmpty())
        json.insert(QStringLiteral("cause"), cause);
    if (!advice.isEmpty())
        json.insert(QStringLiteral("advice"), advice);
    return json;
}

RunVerdict RunVerdict::of(const LabSession &session)
{
    RunVerdict verdict;
    const LabRunStatus status = LabRunStatus::of(session);
    for (const LabRunStatus::Stack &stack : status.stacks()) {
        StackVerdict v;
        v.stack = stack.name;
        const QList<SessionStepRecord> steps
            = stack.lastRun >= 0 ? session.stepsOf(stack.lastRun) : QList<SessionStepRecord>();
        switch (stack.state) {
        case LabRunStatus::StackState::Succeeded:
            v.outcome = StackVerdict::Outcome::Passed;
            break;
        case LabRunStatus::StackState::Failed: {
            v.outcome = StackVerdict::Outcome::Failed;
            // The last step that failed is where the run stopped; the stage's own message (the
            // run's error) speaks when no step did, or when the step said nothing.
            for (qsizetype i = steps.size() - 1; i >= 0; --i) {
                if (steps.at(i).state == StepState::Failed || (!steps.at(i).ok && steps.at(i).endedAtMs > 0)) {
                    v.stage = steps.at(i).phase;
                    v.cause = steps.at(i).lastWords();
                    break;
                }
            }
            if (v.cause.isEmpty())
                v.cause = stack.error;
            else if (!stack.error.isEmpty() && !stack.error.contains(v.cause))
                v.cause += QLatin1String(" (") + stack.error + QLatin1Char(')');
            v.advice = adviceFor(v.cause);
            break;
        }
        case LabRunStatus::StackState::Cancelled:
        case LabRunStatus::StackState::Interrupted:
        case LabRunStatus::StackState::Running:
        case LabRunStatus::StackState::NotStarted:
            v.outcome = StackVerdict::Outcome::Interrupted;
            v.stage = steps.isEmpty() ? QString() : steps.last().phase;
            v.cause = LabRunStatus::describe(stack);
            break;
        }
        if (v.outcome == StackVerdict::Outcome::Failed
            || (v.outcome == StackVerdict::Outcome::Interrupted && verdict.outcome == StackVerdict::Outcome::Passed))
            verdict.outcome = v.outcome;
        verdict.stacks << v;
    }
    return verdict;
}

QString RunVerdict::outcomeName(StackVerdict::Outcome outcome)
{
    switch (outcome) {
    case StackVerdict::Outcome::Passed:
        return QStringLiteral("passed");
    case StackVerdict::Outcome::Failed:
        return QStringLiteral("failed");
    case StackVerdict::Outcome::Interrupted:
        return QStringLiteral("interrupted");
    }
    return {};
}

QString RunVerdict::text() const
{
    QStringList notPassed;
    for (const StackVerdict &stack : stacks) {
        if (stack.outcome != StackVerdict::Outcome::Passed)
            notPassed << stack.stack + QLatin1Char(' ') + stack.text();
    }
    switch (outcome) {
    case StackVerdict::Outcome::Passed:
        return tr("Passed: %n stack(s) ran to their end.", nullptr, int(stacks.size()));
    case StackVerdict::Outcome::Failed:
        return tr("Failed: %1.").arg(notPassed.join(QLatin1String("; ")));
    case StackVerdict::Outcome::Interrupted:
        return tr("Interrupted: %1.").arg(notPassed.join(QLatin1String("; ")));
    }
    return {};
}

QString RunVerdict::brief(const LabSession &session)
{
    const LabRunStatus status = LabRunStatus::of(session);
    if (status.stacks().isEmpty())
        return {};
    if (std::all_of(status.stacks().begin(), status.stacks().end(),
            [](const LabRunStatus::Stack &stack) { return stack.state == LabRunStatus::StackState::NotStarted; }))
        return tr("not started");
    const RunVerdict verdict = of(session);
    if (verdict.outcome == StackVerdict::Outcome::Passed)
        return tr("complete");
    // The worst stack speaks: the first that failed, else the first cut short.
    for (const StackVerdict &stack : verdict.stacks) {
        if (stack.outcome == verdict.outcome)
            return verdict.stacks.size() > 1 ? stack.stack + QLatin1Char(' ') + stack.headline() : stack.headline();
    }
    return {};
}

QString RunVerdict::briefOf(const QString &dir)
{
    bool live = false;
    const std::optional<LabSession> session = LabSessionStore::peek(dir, &live);
    if (!session)
        return {};
    const LabRunStatus status = LabRunStatus::of(*session);
    if (live && std::any_of(status.stacks().begin(), status.stacks().end(), [](const LabRunStatus::Stack &stack) {
            return stack.state == LabRunStatus::StackState::Running;
        }))
        return tr("running");
    return brief(*session);
}

QJsonObject RunVerdict::toJson() const
{
    QJsonArray list;
    for (const StackVerdict &stack : stacks)
        list.append(stack.toJson());
    return {{QStringLiteral("verdict"), outcomeName(outcome)}, {QStringLiteral("text"), text()},
        {QStringLiteral("stacks"), list}};
}
