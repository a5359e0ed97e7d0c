#pragma once

#include "workload/job/fiojobparser.h"

#include <QDebug>

// A job file's jobs with ${DIR} set to `directory` (the test's temporary directory); a parse
// error is printed and gives no jobs, which the test then fails on.
inline QList<JobSpec> parseJobs(const QString &text, const QString &directory)
{
    const FioJobFile file = FioJobParser::parse(text, {{QStringLiteral("DIR"), directory}});
    if (!file.ok())
        qWarning() << file.error;
    return file.jobs;
}
