// One executable for the workload area: runs each test class in turn.
#include "fiojobparsertest.h"
#include "jobfittest.h"
#include "latencyhistogramtest.h"
#include "loadseriestest.h"
#include "verifyformattest.h"
#include "workloadvaluestest.h"

#include <QCoreApplication>
#include <QTest>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int status = 0;
    {
        FioJobParserTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        LatencyHistogramTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        WorkloadValuesTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        LoadSeriesTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        JobFitTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    {
        VerifyFormatTest test;
        status |= QTest::qExec(&test, argc, argv);
    }
    return status;
}
