#pragma once

#include "workload/job/jobspec.h"
#include "workload/results/workloadresult.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

// Renders a RunResult in fio's formats, with fio's field names, so tools that read fio's
// output read ours: --output-format=json and the human summary ("normal").
class FioReport {
    Q_DECLARE_TR_FUNCTIONS(FioReport)

public:
    // fio-compatible JSON: "stacklab version" (instead of "fio version"), "jobs"[] with jobname,
    // groupid, error, read/write {io_bytes, io_kbytes, bw_bytes, bw (KiB/s), iops, runtime (ms),
    // total_ios, clat_ns {min, max, mean, stddev, N, percentile {"99.000000": ns}}}, usr_cpu, sys_cpu.
    static QByteArray json(const RunResult &run, const QList<JobSpec> &jobs);

    // fio's normal output: per job "read: IOPS=..., BW=...MiB/s (...MB/s)(...MiB/...msec)", clat
    // line and percentile block, cpu line, errors.
    static QString text(const RunResult &run, const QList<JobSpec> &jobs);

    // fio's num2str style: "62.3k", "5704"; with a byte unit "22.3MiB", "9952KiB".
    static QString count(double value);
    static QString bytes(double value, bool binary = true);
};
