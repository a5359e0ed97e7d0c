#pragma once

#include "workload/job/jobspec.h"
#include "workload/results/workloadresult.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>
#include <thread>

class WorkloadRun;

// The GUI's handle on a run: lives in the GUI thread, runs the jobs in a background thread and
// reports through signals. Samples come from a QTimer that reads the workers' atomic counters
// every sampleInterval() ms, so the I/O threads never block on the GUI and the GUI never waits
// for I/O. Exactly one of finished() or failed() ends every start().
class WorkloadRunner : public QObject {
    Q_OBJECT

public:
    explicit WorkloadRunner(QObject *parent = nullptr);
    ~WorkloadRunner() override; // cancels and waits for a run still going

    int sampleInterval() const { return m_timer.interval(); }
    void setSampleInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
    bool isRunning() const { return m_run != nullptr; }

    // Starts the jobs (from FioJobParser or built in code). False when a run is already going.
    bool start(const QList<JobSpec> &jobs);

public slots:
    // Stops every job within a second; finished() follows with the work done so far.
    void cancel();

signals:
    void sampleReady(const WorkloadSample &sample);
    void notice(const QString &text); // "laying out IO file ..."
    void jobFinished(const JobResult &result);
    void finished(const RunResult &result);
    void failed(const QString &message); // the run could not do any I/O at all

private:
    void emitSamples();
    void complete(const RunResult &result);

    std::unique_ptr<WorkloadRun> m_run;
    std::thread m_thread;
    QTimer m_timer;
};
