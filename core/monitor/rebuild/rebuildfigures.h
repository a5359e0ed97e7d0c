#pragma once

#include "monitor/sample/progresssample.h"

#include <QList>

#include <optional>

// What a rebuild cost, from a series of progress samples of one device and the bytes the stack's
// own tool says were written to the replacement (RebuiltBytes). The samples give the time and the
// shape of the progress only: what they count while the rebuild runs (ZFS's pool-wide issued
// bytes, LVM's sync_percent over the whole LV) is not what the new disk received.
struct RebuildFigures {
    struct Inputs {
        std::optional<qint64> startMs; // when the rebuild was started (default: first active sample)
        std::optional<qint64> endMs; // when it ended (default: first finished sample, else the last one)
        // Written to the replacement, by the stack's own account (RebuiltBytes); without it there
        // is no byte figure and no speed.
        std::optional<qint64> bytesRebuilt;
        std::optional<double> replacementWriteBytesPerSec; // sequential write speed measured on the new disk
    };

    double wallSeconds = 0;
    std::optional<qint64> bytesRebuilt;
    std::optional<double> meanBytesPerSec; // bytesRebuilt / wallSeconds
    // The fastest step between two samples: their percent difference applied to bytesRebuilt
    // (else the fastest rate the tool itself reported).
    double peakBytesPerSec = 0;
    std::optional<double> lowerBoundSeconds; // bytesRebuilt / replacement disk write speed
    std::optional<double> efficiency; // lowerBoundSeconds / wallSeconds: 1.0 is the physical limit
    int samples = 0;

    static RebuildFigures fromSamples(const QList<ProgressSample> &samples, const Inputs &inputs);
};

// The shortest a rebuild of `bytes` can take on a disk that writes `writeBytesPerSec` sequentially.
std::optional<double> rebuildLowerBoundSeconds(qint64 bytes, double writeBytesPerSec);
