#pragma once

#include "monitor/progresssample.h"

#include <QList>

#include <optional>

// What a rebuild cost, from a series of progress samples of one device.
struct RebuildFigures {
    struct Inputs {
        std::optional<qint64> startMs; // when the rebuild was started (default: first active sample)
        std::optional<qint64> endMs; // when it ended (default: first finished sample, else the last one)
        std::optional<qint64> bytesRebuilt; // md/LVM: the member size; ZFS: resilvered bytes
        std::optional<double> replacementWriteBytesPerSec; // sequential write speed measured on the new disk
    };

    double wallSeconds = 0;
    qint64 bytesRebuilt = 0;
    double meanBytesPerSec = 0;
    double peakBytesPerSec = 0; // fastest step between two samples (or the fastest reported speed)
    std::optional<double> lowerBoundSeconds; // bytesRebuilt / replacement disk write speed
    std::optional<double> efficiency; // lowerBoundSeconds / wallSeconds: 1.0 is the physical limit
    int samples = 0;

    static RebuildFigures fromSamples(const QList<ProgressSample> &samples, const Inputs &inputs);
};

// The shortest a rebuild of `bytes` can take on a disk that writes `writeBytesPerSec` sequentially.
std::optional<double> rebuildLowerBoundSeconds(qint64 bytes, double writeBytesPerSec);
