// One executable for the Workload page: its data models first, then the page itself.
#include "workloadpagetest.h"
#include "workloadseriestest.h"

#include <QApplication>
#include <QTest>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    int status = 0;
    {
        WorkloadSeriesTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        WorkloadPageTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    return status;
}
