#pragma once

#include "helper/actions/labaction.h"
#include "helper/actions/load/btrfsreclaimwait.h"
#include "helper/actions/mountedstack.h"
#include "workload/job/jobspec.h"

#include <QList>

class WorkloadRunner;

// workload: one of the helper's built-in fio job files (compiled in, never from the client) on
// the project's own engine, inside the stack's mount point. Progress events carry the engine's
// live samples; the result is the fio-compatible JSON report (FioReport).
class WorkloadAction : public LabAction {
    Q_OBJECT

public:
    // jobs: from jobsFor(); the files they create are removed when the run ends.
    WorkloadAction(const QString &id, QString mountPoint, QList<JobSpec> jobs, QObject *parent = nullptr);
    ~WorkloadAction() override;

    // "storage-bench" (the four-stack comparison's job, resources/jobs/storage-bench.fio), "randwrite-4k",
    // "foreground-load" (the rebuild-under-load drill's 4k random 70/30 job, time-based: the drill cancels it).
    static QStringList jobNames();
    // The job file's jobs with ${TESTDIR} and directory= set to the mount point, every file under
    // it, and the optional overrides (runtimeSeconds > 0, sizeBytes > 0) applied to every job.
    // Empty with *error when the job is unknown or would leave the mount point.
    static QList<JobSpec> jobsFor(
        const QString &job, const QString &mountPoint, qint64 runtimeSeconds, qint64 sizeBytes, QString *error);

    void start() override;
    void cancel() override;

private:
    void removeJobFiles() const;
    // Removes the job files, then (after a run that succeeded) waits for btrfs to return the
    // block groups they emptied (BtrfsReclaimWait) before completing.
    void finishAfterCleanup(const Outcome &outcome);

    QString m_mountPoint;
    QList<JobSpec> m_jobs;
    WorkloadRunner *m_runner = nullptr;
    int m_jobsDone = 0;
    MountedStack m_settleStack;
    BtrfsReclaimWait *m_reclaim = nullptr;
    Outcome m_outcome;
};
