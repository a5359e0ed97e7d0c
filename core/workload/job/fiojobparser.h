#pragma once

#include "workload/job/jobspec.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QStringList>

// The outcome of reading a job file: the jobs, or the first error with its line and option.
struct FioJobFile {
    QList<JobSpec> jobs;
    QStringList notices; // e.g. "ioengine=libaio runs on StackLab's io_uring engine"
    QStringList warnings; // unsupported options skipped because of --ignore-unsupported
    QString error; // empty: parsed
    int errorLine = 0;
    QString errorOption;

    bool ok() const { return error.isEmpty(); }
};

// Reads fio job files (pure: text + environment in, jobs or an error out). Knows [global]
// inheritance, ${VAR} expansion, fio's size and time suffixes, stonewall/new_group groups.
// An option it does not run is an error "line N: unsupported option 'X'" unless
// ignoreUnsupported turns it into a warning: never a silent ignore.
class FioJobParser {
    Q_DECLARE_TR_FUNCTIONS(FioJobParser)

public:
    static FioJobFile parse(
        const QString &text, const QHash<QString, QString> &environment, bool ignoreUnsupported = false);

    // The options a job file may use (documented in docs/workload.md).
    static QStringList supportedOptions();
};
