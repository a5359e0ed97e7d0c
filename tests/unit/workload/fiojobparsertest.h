#pragma once

#include <QObject>

class FioJobParserTest : public QObject {
    Q_OBJECT

private slots:
    void parsesJobs_data();
    void parsesJobs();
    void reportsErrors_data();
    void reportsErrors();
    void ignoreUnsupportedWarns();
    void enginesGiveNotices();
    void seedJobFilesParse_data();
    void seedJobFilesParse();
    void sizes_data();
    void sizes();
    void times_data();
    void times();
    void patterns_data();
    void patterns();
};
