#include "lab/labsession.h"

#include <array>
#include <utility>

namespace {

constexpr std::array<std::pair<StepState, const char *>, 5> stepStateNames {{
    {StepState::Running, "running"},
    {StepState::Succeeded, "succeeded"},
    {StepState::Failed, "failed"},
    {StepState::Cancelled, "cancelled"},
    {StepState::Interrupted, "interrupted"},
}};

} // namespace

QString stepStateName(StepState state)
{
    for (const auto &[value, name] : stepStateNames) {
        if (value == state)
            return QLatin1String(name);
    }
    return {};
}

std::optional<StepState> stepStateFromName(const QString &name)
{
    for (const auto &[value, text] : stepStateNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

void SessionStepRecord::appendOutput(const QStringList &lines)
{
    outputLines += lines;
    const qsizetype excess = outputLines.size() - maxOutputLines;
    if (excess > 0) {
        outputLines.remove(0, excess);
        droppedOutputLines += excess;
    }
}

int LabSession::interruptRunningSteps()
{
    int count = 0;
    for (SessionStepRecord &step : steps) {
        if (step.state == StepState::Running) {
            step.state = StepState::Interrupted;
            ++count;
        }
    }
    return count;
}
