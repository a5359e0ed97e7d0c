#pragma once

#include <QObject>

// A job sized to the directory it runs in (JobFit): the built-in storage-bench on a lab stack's
// free space, a job that fits left alone, every size= that asks too much lowered in its own words.
class JobFitTest : public QObject {
    Q_OBJECT

private slots:
    void budgetIsHalfTheFreeSpaceInWholeMiB();
    void storageBenchFitsALabStack();
    void aJobThatFitsStaysAsItIs();
    void everyFileOfTheJobCounts();
    void aTextThatDoesNotParseStaysAsItIs();
};
