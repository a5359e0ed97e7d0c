#pragma once

#include "lab/outcome/copyclocks.h"
#include "lab/session/labsession.h"
#include "page.h"
#include "workload/results/loadseries.h"

class LoadLatencyChart;
class QLabel;
class OpenSessionButton;
class QPushButton;
class QTableView;
class RebuildCharts;
class RebuildTrackModel;

// The Rebuild page: progress (%) and speed (MiB/s) against time of every rebuild, resilver,
// sync and scrub of the lab run, one graph per stack (overlaid from time zero), and a table with
// each array's state (healthy, degraded, rebuilding, finished), progress, speed and ETA. Under the
// curves, the rebuild-under-load drill's foreground job (p99 latency and IOPS with the rebuild's
// phase marks), shown from its first sample. Fed live by the scenario runner's progressSample and
// load signals and by the Build page's walk (WalkProgress), or from a recorded session folder.
class RebuildPage : public Page {
    Q_OBJECT
public:
    explicit RebuildPage(QWidget *parent = nullptr);

    QString pageId() const override { return QStringLiteral("rebuild"); }
    QString title() const override;
    QIcon icon() const override;

    RebuildTrackModel *tracks() const { return m_model; }
    RebuildCharts *charts() const { return m_charts; }
    QTableView *table() const { return m_table; }
    LoadLatencyChart *loadChart() const { return m_load; }

    // A live sample (ScenarioRunner::progressSample, WalkProgress::progressSample).
    void addSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    // What is shown live from now on ("Live: the walk of btrfs-raid1, its rebuild"); samples
    // without one say "Live: the running scenario".
    void setLive(const QString &what);
    // The live run or copy ended: `what` says what the curves are now.
    void endLive(const QString &what);
    bool isLive() const { return !m_live.isEmpty(); }
    QString sourceText() const;
    // The copies' clocks read off the steps: the walk's copies and every scrub get their duration
    // and mean speed.
    void setCopyClocks(const QList<CopyClock> &clocks);
    // The session as recorded so far: its measurements, and the copies' clocks of each scenario's stack.
    void setSession(const LabSession &session, const QList<RecipeRequest> &requests);
    // "initial sync", "rebuild", "resilver", "scrub": a track's kind in words.
    static QString copyName(const QString &kind);
    // The rebuild-under-load drill's foreground job on STACK: one interval, or a rebuild phase that began.
    void addLoadSample(const QString &stack, const LoadSample &sample);
    void addLoadMark(const QString &stack, const LoadPhaseMark &mark);
    // A whole series (a recorded session); an empty one hides the chart.
    void showLoadSeries(const QString &stack, const LoadSeries &series);
    // The lab's measured durations (rebuild_s, initial_sync_s): a copy that ended before its
    // first sample is then shown with its real duration.
    void setMeasurements(const QList<Measurement> &measurements);
    // A new run of `stack` starts: its old curves go, other stacks' stay for the comparison.
    void startRun(const QString &stack);
    // Replaces what is shown by the samples the session recorded.
    void showSession(const LabSession &session);
    // Reads a session folder and shows it; false with a message (also logged) when it cannot.
    bool openSession(const QString &dir, QString *error = nullptr);
    void clear();

private:
    void updateNote();

    RebuildTrackModel *m_model;
    RebuildCharts *m_charts;
    LoadLatencyChart *m_load;
    QTableView *m_table;
    QLabel *m_source;
    QLabel *m_empty;
    OpenSessionButton *m_open;
    QString m_live; // what is followed live, empty when nothing is
};
