#include "monitor/rebuildfigures.h"

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

    qint64 maxDone = 0;
    double peakReported = 0;
    double peakStep = 0;
    const ProgressSample *previous = nullptr;
    for (const ProgressSample &sample : samples) {
        if (sample.bytesDone)
            maxDone = std::max(maxDone, *sample.bytesDone);
        if (progressStateIsActive(sample.state) && sample.speedBytesPerSec)
            peakReported = std::max(peakReported, *sample.speedBytesPerSec);
        if (!sample.bytesDone || !progressStateIsActive(sample.state))
            continue;
        if (previous && sample.timestampMs > previous->timestampMs && *sample.bytesDone >= *previous->bytesDone) {
            const double seconds = static_cast<double>(sample.timestampMs - previous->timestampMs) / 1000.0;
            peakStep = std::max(peakStep, static_cast<double>(*sample.bytesDone - *previous->bytesDone) / seconds);
        }
        previous = &sample;
    }
    figures.bytesRebuilt = inputs.bytesRebuilt.value_or(maxDone);
    figures.peakBytesPerSec = peakStep > 0 ? peakStep : peakReported;
    if (figures.wallSeconds > 0)
        figures.meanBytesPerSec = static_cast<double>(figures.bytesRebuilt) / figures.wallSeconds;
    if (inputs.replacementWriteBytesPerSec) {
        figures.lowerBoundSeconds = rebuildLowerBoundSeconds(figures.bytesRebuilt, *inputs.replacementWriteBytesPerSec);
        if (figures.lowerBoundSeconds && figures.wallSeconds > 0)
            figures.efficiency = *figures.lowerBoundSeconds / figures.wallSeconds;
    }
    return figures;
}
