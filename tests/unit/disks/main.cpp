// One executable for the disks area: the parsers, the classifier, the inventory and the identity
// resolver on fixture trees.
#include "tst_diskclassifier.h"
#include "tst_diskidentity.h"
#include "tst_diskinventory.h"
#include "tst_diskparsers.h"

#include <QCoreApplication>
#include <QTest>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int failed = 0;
    {
        TestDiskParsers test;
        failed += QTest::qExec(&test, argc, argv);
    }
    {
        TestDiskClassifier test;
        failed += QTest::qExec(&test, argc, argv);
    }
    {
        TestDiskInventory test;
        failed += QTest::qExec(&test, argc, argv);
    }
    {
        TestDiskIdentity test;
        failed += QTest::qExec(&test, argc, argv);
    }
    return failed == 0 ? 0 : 1;
}
