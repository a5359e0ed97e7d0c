#pragma once

#include "lab/outcome/copyclocks.h"
#include "lab/session/labsession.h"
#include "monitor/sample/progresssample.h"

#include <QAbstractTableModel>
#include <QList>

#include <optional>

// Where an array stands, as the Rebuild page names it.
enum class ArrayCondition { Unknown, Healthy, Degraded, Rebuilding, Finished };

// The rebuilds, resilvers, syncs and scrubs of a lab run, one track per stack and kind, fed
// sample by sample (live from the scenario runner) or all at once (a recorded session). A row per
// track: its state, progress, speed and ETA now. The Rebuild page charts the tracks' points;
// time is counted from each track's first sample so that stacks overlay from zero.
class RebuildTrackModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        StackColumn,
        KindColumn,
        StateColumn,
        PercentColumn,
        SpeedColumn,
        DurationColumn,
        VerifiedColumn, // the second clock: from the pull until the data read back verified (verified_s)
        MeanSpeedColumn,
        PeakSpeedColumn,
        EtaColumn,
        SamplesColumn,
        ColumnCount
    };

    struct Point {
        double seconds = 0; // since the track's first sample
        std::optional<double> percent;
        std::optional<double> mibPerSec;
    };

    struct Track {
        QString stack;
        QString kind; // rebuild, resilver, scrub, sync
        QList<ProgressSample> samples;
        // One per sample; a copy the lab measured but never sampled running (a short rebuild that
        // ended before its first sample) also gets its start first: 0 % at 0 s, its measured
        // duration before the last sample, which then stands at 100 %.
        QList<Point> points;
        bool wasActive = false; // a copy ran at some point: idle afterwards means finished
        qint64 originMs = 0; // time zero of the points
        // The clock on the whole copy: the lab's measurement (rebuild_s, initial_sync_s), else the
        // copy's phase clock read off the steps (CopyClock: a walk's copies, every scrub). A sync
        // seen copying keeps its samples' clock: a walk's sync phase may run long after the sync.
        std::optional<double> measuredSeconds;
        double verifiedSeconds = 0; // rebuild/resilver: verified_s (plus a clean scrub), 0 unknown
        // What the stack's own tool says the replacement received (rebuilt_bytes): a finished
        // resilver's sample carries no byte count, its "resilvered" figure does.
        std::optional<qint64> measuredBytes;
        std::optional<double> labSeconds; // from setMeasurements()
        std::optional<qint64> labBytes;
        std::optional<CopyClock> clock; // from setCopyClocks()

        ArrayCondition condition() const;
        // The ETA in seconds: what the tool printed, else remaining bytes / speed, else the
        // progress rate of the last samples; 0 once finished; nullopt when nothing says.
        std::optional<qint64> etaSeconds() const;
        std::optional<double> lastPercent() const;
        std::optional<double> lastMibPerSec() const;
        // How long the copy took (so far, while it runs): the measured duration when the lab
        // measured one, else from its first active sample (or first sample) to its end.
        std::optional<double> durationSeconds() const;
        // Bytes copied over the duration; without byte counts, the mean of the speeds sampled.
        std::optional<double> meanMibPerSec() const;
        std::optional<double> peakMibPerSec() const;
        bool neverSeenCopying() const; // sampled, but never while a copy ran (a short one ended before)
        const Point &pointOf(qsizetype sampleIndex) const; // the point drawn for that sample
    };

    explicit RebuildTrackModel(QObject *parent = nullptr);

    // Returns the track's row. A new (stack, kind) pair adds a row.
    int addSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    void clear();
    void clearStack(const QString &stack); // drops that stack's tracks (a model reset)
    // The lab's figures for the copies: rebuild_s times the rebuild or resilver of its stack,
    // initial_sync_s the sync. A track whose copy ended before its first sample is redrawn
    // with its real duration (a model reset).
    void setMeasurements(const QList<Measurement> &measurements);
    // The copies' clocks read off the steps (CopyClocks::of): a copy the lab did not measure (a
    // Build-page walk's, a scrub) gets its duration and mean speed from them (a model reset).
    void setCopyClocks(const QList<CopyClock> &clocks);

    const QList<Track> &tracks() const { return m_tracks; }
    int rowOf(const QString &stack, const QString &kind) const;

    static QString conditionName(ArrayCondition condition); // translated: "healthy", "degraded", …
    static QString etaText(std::optional<qint64> seconds); // "1:05", "2 h 03 min", "done", "—"
    static QString speedText(double mibPerSec); // "12.5 MiB/s"
    static QString durationText(std::optional<double> seconds); // "0.8 s", "1:05", "2 h 03 min", "—"

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void pointAdded(int row); // the track in `row` has one more point

private:
    static Point pointFor(const Track &track, const ProgressSample &sample);
    static void replot(Track &track); // recomputes the points from the samples
    // measuredSeconds and measuredBytes from the lab's figures and the clock; true when they changed.
    static bool settle(Track &track);
    void replotAll();
    QString stateText(const Track &track) const;

    QList<Track> m_tracks;
    // Clocks of copies whose first sample has not come yet (a replace over before its first
    // sample: the sample taken after the phase makes the track).
    QList<CopyClock> m_pendingClocks;
};
