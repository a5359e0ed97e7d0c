#include "lab/session/labsession.h"

#include <QRegularExpression>

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

constexpr std::array<std::pair<MeasurementSource::Kind, const char *>, 3> sourceKindNames {{
    {MeasurementSource::Kind::NotRecorded, "not_recorded"},
    {MeasurementSource::Kind::Tool, "tool"},
    {MeasurementSource::Kind::Measured, "measured"},
}};

} // namespace

MeasurementSource MeasurementSource::tool(const QStringList &command, const QStringList &lines, const QString &method)
{
    return MeasurementSource {Kind::Tool, command, lines, method};
}

MeasurementSource MeasurementSource::measured(const QString &method, const QStringList &lines)
{
    return MeasurementSource {Kind::Measured, {}, lines, method};
}

QString measurementSourceKindName(MeasurementSource::Kind kind)
{
    for (const auto &[value, name] : sourceKindNames) {
        if (value == kind)
            return QLatin1String(name);
    }
    return {};
}

std::optional<MeasurementSource::Kind> measurementSourceKindFromName(const QString &name)
{
    for (const auto &[value, text] : sourceKindNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

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

// The runner's own "exit 1" adds nothing: the tool's lines speak.
QString SessionStepRecord::lastWords() const
{
    static const QRegularExpression wrong(
        QStringLiteral("error|failed|fail|cannot|can't|unable|no space|not |-\\d+$|refus"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList said;
    for (qsizetype i = outputLines.size() - 1; i >= 0 && said.size() < 2; --i) {
        const QString line = outputLines.at(i).trimmed();
        if (!line.isEmpty() && wrong.match(line).hasMatch())
            said.prepend(line);
    }
    if (said.isEmpty()) {
        for (qsizetype i = outputLines.size() - 1; i >= 0; --i) {
            if (!outputLines.at(i).trimmed().isEmpty())
                return outputLines.at(i).trimmed();
        }
    }
    return said.join(QLatin1String("; "));
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

// Where a stack run's records lie in a list of `size` of them: from its own first (the field
// `first` of the run) up to the next run's first. Empty for a run that does not exist.
static std::pair<qsizetype, qsizetype> runSpan(
    const QList<SessionStackRun> &runs, int stackRun, int SessionStackRun::*first, qsizetype size)
{
    if (stackRun < 0 || stackRun >= runs.size())
        return {0, 0};
    const qsizetype from = std::clamp<qsizetype>(runs.at(stackRun).*first, 0, size);
    const qsizetype to
        = stackRun + 1 < runs.size() ? std::clamp<qsizetype>(runs.at(stackRun + 1).*first, from, size) : size;
    return {from, to};
}

QList<SessionStepRecord> LabSession::stepsOf(int stackRun) const
{
    const auto [from, to] = runSpan(stackRuns, stackRun, &SessionStackRun::firstStep, steps.size());
    return steps.mid(from, to - from);
}

QList<Measurement> LabSession::measurementsOf(int stackRun) const
{
    const auto [from, to] = runSpan(stackRuns, stackRun, &SessionStackRun::firstMeasurement, measurements.size());
    QList<Measurement> result;
    for (qsizetype i = from; i < to; ++i) {
        if (measurements.at(i).stack == stackRuns.at(stackRun).stack)
            result << measurements.at(i);
    }
    return result;
}
