#pragma once

#include "models/rebuildtrackmodel.h"
#include "workload/results/minmaxtrack.h"

#include <QList>
#include <QTimer>
#include <QWidget>

class QCPGraph;
class QCustomPlot;

// Progress (%) and speed (MiB/s) against time of every track of a RebuildTrackModel, one graph
// per track with a legend, time counted from each track's first sample so that stacks overlay.
// Samples go into MinMaxTracks as the model reports them, and each plot draws them decimated to
// its pixel columns just before it replots (a rebuild of many hours draws as fast as a short
// one); sparse tracks show every sample as a dot. The plots replot on a timer, never per sample.
class RebuildCharts : public QWidget {
    Q_OBJECT
public:
    explicit RebuildCharts(RebuildTrackModel *model, QWidget *parent = nullptr);

    QCustomPlot *progressPlot() const { return m_progress; }
    QCustomPlot *speedPlot() const { return m_speed; }
    // Graphs of the progress plot (and of the speed plot): one per track.
    int graphCount() const;
    void replotNow();

    static QColor colorFor(int trackIndex);
    static QString timeLabel(); // the time axes' label, without its unit

private:
    struct Row {
        QCPGraph *progress = nullptr;
        QCPGraph *speed = nullptr;
        MinMaxTrack progressTrack;
        MinMaxTrack speedTrack;
    };
    void ensureGraphs(int row);
    void appendPoint(int row, const RebuildTrackModel::Point &point);
    void addPoint(int row);
    void rebuildAll();
    void updateRanges();
    void decimate(QCustomPlot *plot);
    // The two clocks of every rebuild track on the progress plot: a labelled vertical line at
    // "redundant again" (rebuild_s) and one at "verified" (verified_s).
    void drawClocks();

    RebuildTrackModel *m_model;
    QCustomPlot *m_progress;
    QCustomPlot *m_speed;
    QList<Row> m_rows;
    double m_endSeconds = 0; // latest sample of any track, or the last clock
    double m_topSpeed = 0;
    QTimer m_replotTimer;
    bool m_dirty = false;
    // Per plot (progress, speed): samples arrived since it last decimated, the width it did.
    bool m_stale[2] = {true, true};
    int m_decimatedWidth[2] = {-1, -1};
};
