#include "planner/forecast/rebuildpace.h"

#include <QRegularExpression>

#include <algorithm>

std::optional<double> RebuildPace::syncTailRate(
    const QList<std::pair<double, double>> &secondsPercent, qint64 memberBytes)
{
    constexpr double tailStart = 75; // percent: the last quarter
    QList<std::pair<double, double>> samples = secondsPercent;
    std::sort(samples.begin(), samples.end());
    // dm-raid's sync_percent (and md's sync_completed) move in steps of a sixteenth of the member:
    // a sample late in a step reads the step's start. Only the first sample of each step says when
    // the sync got that far; the later ones would make the rate up to a step slower.
    std::optional<std::pair<double, double>> first;
    std::optional<std::pair<double, double>> last;
    double seen = -1;
    for (const auto &sample : samples) {
        if (sample.second <= seen)
            continue;
        seen = sample.second;
        // A sample at 100 % may have been taken long after the end (the sampler's interval).
        if (sample.second < tailStart || sample.second >= 100)
            continue;
        if (!first)
            first = sample;
        last = sample;
    }
    if (!first || !last || last->first - first->first <= 0 || last->second <= first->second)
        return std::nullopt;
    return (last->second - first->second) / 100 * double(memberBytes) / (last->first - first->first);
}

bool RebuildPace::syncWatchedFromItsStart(const QList<std::pair<double, double>> &secondsPercent)
{
    if (secondsPercent.isEmpty())
        return true;
    const auto earliest = std::min_element(secondsPercent.cbegin(), secondsPercent.cend());
    return earliest->second < 50;
}

double RebuildPace::loadFactor(double probeAfterSyncSeconds, double probeBeforeFailureSeconds)
{
    if (probeAfterSyncSeconds <= 0 || probeBeforeFailureSeconds <= 0)
        return 1;
    return probeAfterSyncSeconds / probeBeforeFailureSeconds;
}

std::optional<double> RebuildPace::median(const QString &text, const QString &name)
{
    QList<double> values;
    const QRegularExpression line(
        QStringLiteral("^%1 ([0-9.]+)$").arg(QRegularExpression::escape(name)), QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(text); it.hasNext();)
        values << it.next().captured(1).toDouble();
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

std::optional<qint64> RebuildPace::btrfsDeviceAllocated(const QString &usage, const QString &device)
{
    // `btrfs device usage -b`: "/dev/disk/by-id/…SLAB0003, ID: 3" opens a device's block, then
    // "   Data,RAID1:   496566272" lines. `btrfs filesystem usage -b`: "Data,RAID1: Size:…, Used:…"
    // opens a chunk kind, then "   /dev/disk/by-id/…SLAB0003\t 496566272" lines; "Unallocated:" ends them.
    static const QRegularExpression deviceHeader(QStringLiteral("^(\\S+), ID: \\d+$"));
    static const QRegularExpression deviceLine(QStringLiteral("^\\s+(?:Data|Metadata|System),[^:]*:\\s+(\\d+)$"));
    static const QRegularExpression kindHeader(QStringLiteral("^(Data|Metadata|System),\\S+: Size:"));
    static const QRegularExpression kindLine(QStringLiteral("^\\s+(\\S+)\\s+(\\d+)$"));
    bool inDevice = false;
    bool inKind = false;
    std::optional<qint64> total;
    const auto add = [&total](const QString &bytes) { total = total.value_or(0) + bytes.toLongLong(); };
    for (const QString &line : usage.split(QLatin1Char('\n'))) {
        if (const auto h = deviceHeader.match(line); h.hasMatch()) {
            inDevice = h.captured(1).endsWith(device);
            if (inDevice)
                total = total.value_or(0);
        } else if (!line.isEmpty() && !line.front().isSpace()) {
            inKind = kindHeader.match(line).hasMatch();
        } else if (const auto d = deviceLine.match(line); inDevice && d.hasMatch()) {
            add(d.captured(1));
        } else if (const auto k = kindLine.match(line); inKind && k.hasMatch() && k.captured(1).endsWith(device)) {
            add(k.captured(2));
        }
    }
    return total;
}
