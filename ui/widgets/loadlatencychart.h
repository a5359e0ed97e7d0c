#pragma once

#include "workload/results/loadseries.h"

#include <QTimer>
#include <QWidget>

class QCPGraph;
class QCustomPlot;

// The foreground job of the rebuild-under-load drill, drawn under the rebuild curve: p99 (and p50)
// completion latency in ms and IOPS against time since the job started, with a labelled vertical
// line where each rebuild phase began (before the pull, degraded, rebuilding, after). One stack's
// job at a time; it draws from the first sample and replots on a timer, never per sample.
class LoadLatencyChart : public QWidget {
    Q_OBJECT
public:
    explicit LoadLatencyChart(QWidget *parent = nullptr);

    // STACK's job begins (or is shown from a session): what was drawn before goes.
    void showSeries(const QString &stack, const LoadSeries &series);
    void addSample(const QString &stack, const LoadSample &sample);
    void addMark(const QString &stack, const LoadPhaseMark &mark);
    void clear();

    QString stack() const { return m_stack; }
    QCustomPlot *plot() const { return m_plot; }
    int pointCount() const;
    QStringList markLabels() const;
    void replotNow();

private:
    static QString timeLabel();
    void startStack(const QString &stack);
    void updateTitle();

    QCustomPlot *m_plot;
    QCPGraph *m_p99 = nullptr;
    QCPGraph *m_p50 = nullptr;
    QCPGraph *m_iops = nullptr;
    QString m_stack;
    QStringList m_marks;
    double m_endSeconds = 0;
    double m_topMs = 0;
    double m_topIops = 0;
    QTimer m_replotTimer;
    bool m_dirty = false;
};
