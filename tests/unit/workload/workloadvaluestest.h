#pragma once

#include <QObject>

class WorkloadValuesTest : public QObject {
    Q_OBJECT

private slots:
    void randomOffsetsVisitEveryBlockOnce_data();
    void randomOffsetsVisitEveryBlockOnce();
    void sequentialOffsetsWrap();
    void drainWaitsLongerOnASlowMachine();
    void tallyMatchesNaiveStatistics();
    void fioNumberFormat_data();
    void fioNumberFormat();
    void jsonUsesFioFieldNames();
};
