#pragma once

#include "workload/job/jobspec.h"
#include "workload/results/workloadresult.h"
#include "workload/results/workloadseries.h"

#include <QCoreApplication>

class QWidget;

// The Workload page's results as files, the format named by the extension: .json is fio's
// --output-format=json (FioReport::json: fio's field names, so what reads fio's output reads
// ours), .csv the live series (one row per point: job, direction, seconds, IOPS, bandwidth, mean
// and p99 latency; empty latency where no I/O completed), .png the charts as shown.
class WorkloadExport {
    Q_DECLARE_TR_FUNCTIONS(WorkloadExport)
public:
    static QString csv(const WorkloadSeries &series);
    static bool write(const QString &path, const RunResult &run, const QList<JobSpec> &jobs,
        const WorkloadSeries &series, QWidget *charts, QString *error);
    static QString filter(); // for the save dialog
};
