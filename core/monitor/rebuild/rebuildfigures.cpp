#include "monitor/rebuild/rebuildfigures.h"

#include <algorithm>

std::optional<double> rebuildLowerBoundSeconds(qint64 bytes, double writeBytesPerSec)
{
    if (bytes < 0 || writeBytesPerSec <= 0)
        return std::nullopt;
    return static_cast<double>(bytes) / writeBytesPerSec;
}

RebuildFigures RebuildFigures::fromSamples(const QList<ProgressSample> &samples, const Inputs &inputs)
{
    RebuildFigures figures;
    figures.samples = static_cast<int>(samples.size());

    std::optional<qint64> start = inputs.startMs;
    std::optional<qint64> end = inputs.endMs;
    for (const ProgressSample &sample : samples) {
        if (!start && progressStateIsActive(sample.state))
            start = sample.timestampMs;
        if (!end && start && sample.state == ProgressState::Finished)
            end = sample.timestampMs;
    }
    if (!start && !samples.isEmpty())
        start = samples.first().timestampMs;
    if (!end && !samples.isEmpty())
        end = samples.last().timestampMs;
    if (start && end && *end > *start)
        figures.wallSeconds = static_cast<double>(*end - *start) / 1000.0;

    figures.bytesRebuilt = inputs.bytesRebuilt;
    double peakReported = 0;
    double peakStep = 0;
    const ProgressSample *previous = nullptr;
    for (const ProgressSample &sample : samples) {
        if (progressStateIsActive(sample.state) && sample.speedBytesPerSec)
            peakReported = std::max(peakReported, *sample.speedBytesPerSec);
        // The finished sample counts as 100 %: the last step ends there.
        const bool counts = progressStateIsActive(sample.state) || sample.state == ProgressState::Finished;
        if (!sample.percent || !counts)
            continue;
        if (previous && figures.bytesRebuilt && sample.timestampMs > previous->timestampMs
            && *sample.percent >= *previous->percent) {
            const double seconds = static_cast<double>(sample.timestampMs - previous->timestampMs) / 1000.0;
            const double bytes = (*sample.percent - *previous->percent) / 100.0 * double(*figures.bytesRebuilt);
            peakStep = std::max(peakStep, bytes / seconds);
        }
        previous = &sample;
    }
    figures.peakBytesPerSec = peakStep > 0 ? peakStep : peakReported;
    if (figures.bytesRebuilt && figures.wallSeconds > 0)
        figures.meanBytesPerSec = static_cast<double>(*figures.bytesRebuilt) / figures.wallSeconds;
    if (inputs.replacementWriteBytesPerSec && figures.bytesRebuilt) {
        figures.lowerBoundSeconds
            = rebuildLowerBoundSeconds(*figures.bytesRebuilt, *inputs.replacementWriteBytesPerSec);
        if (figures.lowerBoundSeconds && figures.wallSeconds > 0)
            figures.efficiency = *figures.lowerBoundSeconds / figures.wallSeconds;
    }
    return figures;
}
