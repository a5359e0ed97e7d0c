#pragma once

#include "workload/results/workloadresult.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <optional>

// Where a rebuild stands while a foreground job runs on the stack (the rebuild-under-load drill).
enum class LoadPhase {
    BeforePull, // the stack redundant, the job alone
    Degraded, // a member pulled, nothing rebuilding yet
    Rebuilding, // the rebuild or resilver runs
    After, // redundant again
};

// One interval of the foreground job: IOPS and completion latency of reads and writes together,
// in the rebuild phase it fell into.
struct LoadSample {
    qint64 atMs = 0; // end of the interval, since the job started
    qint64 intervalMs = 0;
    double iops = 0;
    std::uint64_t p50Ns = 0;
    std::uint64_t p99Ns = 0;
    std::uint64_t p999Ns = 0;
    LoadPhase phase = LoadPhase::BeforePull;
    QList<LatencyBucketCount> buckets; // the interval's completions, for exact percentiles of a phase
};

// When a phase began, since the job started.
struct LoadPhaseMark {
    LoadPhase phase = LoadPhase::BeforePull;
    qint64 atMs = 0;
    bool operator==(const LoadPhaseMark &) const = default;
};

// The foreground job's whole series with its phase marks: what the Rebuild page draws under the
// rebuild curve, and what the drill's figures come from. Percentiles of a phase come from the
// merged histograms of its intervals (exact as fio's), never from averaging per-second percentiles.
class LoadSeries {
    Q_DECLARE_TR_FUNCTIONS(LoadSeries)

public:
    struct PhaseFigures {
        int samples = 0;
        double seconds = 0;
        double iops = 0; // completions / seconds
        std::uint64_t p50Ns = 0;
        std::uint64_t p99Ns = 0;
        std::uint64_t p999Ns = 0;
    };

    static QList<LoadPhase> phases();
    static QString key(LoadPhase phase); // "before", "degraded", "rebuilding", "after"
    static QString title(LoadPhase phase); // translated
    static std::optional<LoadPhase> phaseFromKey(const QString &key);

    // PHASE begins now (AT ms since the job started); later samples fall into it. A phase that
    // begins again (a rebuild that did not start at once) keeps its first mark.
    void mark(LoadPhase phase, qint64 atMs);
    LoadPhase currentPhase() const { return m_current; }
    // One interval of the job (every job of the sample's run summed), in the current phase.
    LoadSample add(const WorkloadSample &sample);
    void addSample(const LoadSample &sample) { m_samples.append(sample); }

    const QList<LoadSample> &samples() const { return m_samples; }
    const QList<LoadPhaseMark> &marks() const { return m_marks; }
    bool isEmpty() const { return m_samples.isEmpty(); }
    PhaseFigures figures(LoadPhase phase) const;

    // {marks: [{phase, atMs}], samples: [{atMs, intervalMs, iops, p50Ns, p99Ns, p999Ns, phase}]}
    // (without the buckets: the figures are recorded as measurements).
    QJsonObject toJson() const;
    static std::optional<LoadSeries> fromJson(const QJsonObject &object, QString *error);

private:
    QList<LoadSample> m_samples;
    QList<LoadPhaseMark> m_marks;
    LoadPhase m_current = LoadPhase::BeforePull;
};
