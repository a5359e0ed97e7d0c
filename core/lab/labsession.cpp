#include "lab/labsession.h"

#include <algorithm>
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
    for (SessionStackRun &run : stackRuns) {
        if (run.state == StepState::Running)
            run.state = StepState::Interrupted;
    }
    return count;
}

QList<Measurement> LabSession::measurementsOf(int stackRun) const
{
    if (stackRun < 0 || stackRun >= stackRuns.size())
        return {};
    const qsizetype from = std::clamp<qsizetype>(stackRuns.at(stackRun).firstMeasurement, 0, measurements.size());
    qsizetype to = measurements.size();
    if (stackRun + 1 < stackRuns.size())
        to = std::clamp<qsizetype>(stackRuns.at(stackRun + 1).firstMeasurement, from, measurements.size());
    QList<Measurement> result;
    for (qsizetype i = from; i < to; ++i) {
        if (measurements.at(i).stack == stackRuns.at(stackRun).stack)
            result << measurements.at(i);
    }
    return result;
}
