#include "monitor/parsers/zpoolstatus.h"

namespace {
bool healthy(const QString &state)
{
    return state == QLatin1String("ONLINE") || state == QLatin1String("AVAIL") || state == QLatin1String("INUSE")
        || state.isEmpty();
}
} // namespace

bool ZpoolStatus::degraded() const
{
    if (!healthy(state))
        return true;
    for (const ZpoolVdev &vdev : vdevs) {
        if (!healthy(vdev.state))
            return true;
    }
    return false;
}

QStringList ZpoolStatus::unhealthyDevices() const
{
    QStringList names;
    for (qsizetype i = 0; i < vdevs.size(); ++i) {
        const bool leaf = i + 1 == vdevs.size() || vdevs[i + 1].depth <= vdevs[i].depth;
        if (leaf && !healthy(vdevs[i].state))
            names << vdevs[i].name;
    }
    return names;
}

ProgressSample ZpoolStatus::progress() const
{
    if (expand && progressStateIsActive(expand->sample.state) && !progressStateIsActive(scan.sample.state))
        return expand->sample;
    ProgressSample sample = scan.sample;
    if ((sample.state == ProgressState::Idle || sample.state == ProgressState::Finished) && degraded())
        sample.state = ProgressState::Degraded;
    return sample;
}

QList<ZpoolScan> ZpoolStatus::finishedRebuilds() const
{
    QList<ZpoolScan> found;
    for (const ZpoolScan &printed : scans) {
        if (printed.function == QLatin1String("resilver") && printed.sample.state == ProgressState::Finished)
            found << printed;
    }
    return found;
}
