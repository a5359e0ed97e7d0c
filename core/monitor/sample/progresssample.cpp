#include "monitor/sample/progresssample.h"

#include <array>
#include <utility>

namespace {
constexpr std::array<std::pair<ProgressState, const char *>, 16> stateNames {{
    {ProgressState::Unknown, "unknown"},
    {ProgressState::Idle, "idle"},
    {ProgressState::Resync, "resync"},
    {ProgressState::Recovery, "recovery"},
    {ProgressState::Check, "check"},
    {ProgressState::Repair, "repair"},
    {ProgressState::Reshape, "reshape"},
    {ProgressState::Resilver, "resilver"},
    {ProgressState::Scrub, "scrub"},
    {ProgressState::Replace, "replace"},
    {ProgressState::Delayed, "delayed"},
    {ProgressState::Pending, "pending"},
    {ProgressState::Paused, "paused"},
    {ProgressState::Canceled, "canceled"},
    {ProgressState::Finished, "finished"},
    {ProgressState::Degraded, "degraded"},
}};
} // namespace

QString progressStateName(ProgressState state)
{
    for (const auto &[value, name] : stateNames) {
        if (value == state)
            return QString::fromLatin1(name);
    }
    return QStringLiteral("unknown");
}

std::optional<ProgressState> progressStateFromName(const QString &name)
{
    for (const auto &[value, text] : stateNames) {
        if (name == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

bool progressStateIsActive(ProgressState state)
{
    switch (state) {
    case ProgressState::Resync:
    case ProgressState::Recovery:
    case ProgressState::Check:
    case ProgressState::Repair:
    case ProgressState::Reshape:
    case ProgressState::Resilver:
    case ProgressState::Scrub:
    case ProgressState::Replace:
        return true;
    default:
        return false;
    }
}

ProgressState progressStateFromSyncAction(const QString &action)
{
    if (action == QLatin1String("resync"))
        return ProgressState::Resync;
    if (action == QLatin1String("recover"))
        return ProgressState::Recovery;
    if (action == QLatin1String("check"))
        return ProgressState::Check;
    if (action == QLatin1String("repair"))
        return ProgressState::Repair;
    if (action == QLatin1String("reshape"))
        return ProgressState::Reshape;
    if (action == QLatin1String("frozen"))
        return ProgressState::Paused;
    if (action == QLatin1String("idle"))
        return ProgressState::Idle;
    return ProgressState::Unknown;
}
