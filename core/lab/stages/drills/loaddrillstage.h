#pragma once

#include "lab/stages/procedure/rebuildstage.h"
#include "workload/results/loadseries.h"

#include <QCoreApplication>
#include <QPair>
#include <QPointer>
#include <QTimer>

// The rebuild-under-load drill (issue 15, docs/drills.md): a foreground job (the helper's built-in
// foreground-load: 4k random 70/30, iodepth 8, on the stack's filesystem) starts before the pull
// and runs through the degraded stack, the rebuild and a while after it; this stage does the pull
// (the fail phase) and the rebuild (RebuildStage) under it. Every interval of the job goes into a
// LoadSeries with the rebuild phase it fell into; per phase the job's IOPS and p50/p99/p99.9
// latency (from the merged histograms) are recorded, with the rebuild's time under load. The
// rebuild without load is the same stack's rebuild_s of a run without this drill in the session
// (docs/drills.md says why). The job is always stopped, and waited for, before the stage ends.
class LoadDrillStage : public RebuildStage {
    Q_DECLARE_TR_FUNCTIONS(LoadDrillStage)

public:
    using RebuildStage::RebuildStage;
    ~LoadDrillStage() override;

    // How long the job runs alone before the pull, degraded before the rebuild, and after it.
    static constexpr int BeforeSeconds = 10;
    static constexpr int DegradedSeconds = 5;
    static constexpr int AfterSeconds = 10;
    // The session step that holds the series (its last output line: {"loadSeries": …}).
    static QString stepId() { return QStringLiteral("foreground-load"); }
    // Every load series a session recorded, with its stack, in run order.
    static QList<QPair<QString, LoadSeries>> seriesIn(const LabSession &session);
    // The job's file: a tenth of the filesystem, 16 MiB to 256 MiB.
    static qint64 jobBytes(qint64 usableBytes);

    void run(Done done) override;

protected:
    void beforeRebuild(Done next) override;
    void afterRebuild(Done next) override;

private:
    void startJob(Done next);
    void onJobSample(const HelperEvent &event);
    void onJobEnd(const HelperReply &reply);
    void mark(LoadPhase phase);
    void waitSeconds(int seconds, Done next);
    void stopJob(std::function<void()> then);
    void recordLoadFigures();
    void recordIdleRebuild();

    LoadSeries m_series;
    QPointer<HelperCall> m_job;
    int m_jobStep = -1;
    qint64 m_jobStartMs = 0;
    bool m_jobRunning = false;
    QString m_jobError;
    std::function<void()> m_whenStopped;
    Done m_whenFirstSample;
    QTimer m_wait;
};
