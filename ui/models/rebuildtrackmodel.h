#pragma once

#include "monitor/progresssample.h"

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
        QList<Point> points; // one per sample
        bool wasActive = false; // a copy ran at some point: idle afterwards means finished

        ArrayCondition condition() const;
        // The ETA in seconds: what the tool printed, else remaining bytes / speed, else the
        // progress rate of the last samples; 0 once finished; nullopt when nothing says.
        std::optional<qint64> etaSeconds() const;
        std::optional<double> lastPercent() const;
        std::optional<double> lastMibPerSec() const;
    };

    explicit RebuildTrackModel(QObject *parent = nullptr);

    // Returns the track's row. A new (stack, kind) pair adds a row.
    int addSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    void clear();
    void clearStack(const QString &stack); // drops that stack's tracks (a model reset)

    const QList<Track> &tracks() const { return m_tracks; }
    int rowOf(const QString &stack, const QString &kind) const;

    static QString conditionName(ArrayCondition condition); // translated: "healthy", "degraded", …
    static QString etaText(std::optional<qint64> seconds); // "1:05", "2 h 03 min", "done", "—"

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void pointAdded(int row); // the track in `row` has one more point

private:
    static Point pointFor(const Track &track, const ProgressSample &sample);
    QString stateText(const Track &track) const;

    QList<Track> m_tracks;
};
