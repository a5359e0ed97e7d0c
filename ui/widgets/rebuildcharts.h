#pragma once

#include "models/rebuildtrackmodel.h"

#include <QList>
#include <QTimer>
#include <QWidget>

class QCPGraph;
class QCustomPlot;

// Progress (%) and speed (MiB/s) against time of every track of a RebuildTrackModel, one graph
// per track with a legend, time counted from each track's first sample so that stacks overlay.
// Points are appended as the model reports them; the plots replot on a timer, never per sample.
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

private:
    void ensureGraphs(int row);
    void appendPoint(int row, const RebuildTrackModel::Point &point);
    void addPoint(int row);
    void rebuildAll();
    void updateRanges();

    RebuildTrackModel *m_model;
    QCustomPlot *m_progress;
    QCustomPlot *m_speed;
    QList<QCPGraph *> m_progressGraphs;
    QList<QCPGraph *> m_speedGraphs;
    QTimer m_replotTimer;
    bool m_dirty = false;
};
