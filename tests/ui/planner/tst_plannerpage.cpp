#include "../fixtures/fixturedisks.h"

#include "disks/inventory/diskwatcher.h"
#include "mainwindow.h"
#include "models/layouttablemodel.h"
#include "pages/buildpage.h"
#include "pages/plannerpage.h"
#include "planner/advice/layoutplanner.h"
#include "planner/space/bytesize.h"
#include "stacklabgui.h"
#include "stacks/catalog/stackrecipes.h"
#include "widgets/customplot.h"
#include "widgets/plannercharts.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTest>

class TestPlannerPage : public QObject {
    Q_OBJECT

    static int stacksFitting(int disks)
    {
        int count = 0;
        for (const StackInfo &info : stackInfos())
            count += disks >= info.minDisks && disks % info.diskMultiple == 0 ? 1 : 0;
        return count;
    }

    static InventorySnapshot labDisks()
    {
        QList<Disk> disks = FixtureDisks::all();
        for (int i = 0; i < 3; ++i) {
            Disk d = FixtureDisks::blankDisk();
            d.name = QStringLiteral("sd%1").arg(QChar('b' + i));
            d.devnode = QStringLiteral("/dev/") + d.name;
            d.stableId = QStringLiteral("/dev/disk/by-id/scsi-LAB%1").arg(i);
            d.sizeBytes = 10ULL * 1024 * 1024 * 1024;
            disks << d;
        }
        return FixtureDisks::snapshot(disks);
    }

private Q_SLOTS:
    void typedSizesListEveryLayoutThatFits()
    {
        PlannerPage page;
        page.setHypotheticalSizes(QStringLiteral("4x8TB"));
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
        QCOMPARE(page.model()->rowCount(), stacksFitting(4));
        // The table shows what the planner computes for these disks, nothing else.
        const int row = page.model()->rowOf(QStringLiteral("zfs-raidz1"));
        QVERIFY(row >= 0);
        LayoutRequest request;
        request.stack = QStringLiteral("zfs-raidz1");
        request.diskBytes = QList<qint64>(4, qint64(8e12));
        const LayoutPlan plan = LayoutPlanner::plan(request, page.assumptions());
        QCOMPARE(page.model()->index(row, LayoutTableModel::UsableColumn).data().toString(),
            ByteSize::format(plan.capacity.storableBytes));
        QCOMPARE(page.model()->index(row, LayoutTableModel::UsableColumn).data(LayoutTableModel::SortRole).toDouble(),
            double(plan.capacity.storableBytes));
        // Ranks run 1..n, a worse standing never above a better one, and each row says why it ranks
        // there, in its own column.
        for (int r = 0; r < page.model()->rowCount(); ++r) {
            const RankedLayout *layout = page.model()->layoutAt(r);
            QCOMPARE(layout->rank, r + 1);
            if (r > 0)
                QVERIFY(page.model()->layoutAt(r - 1)->standing <= layout->standing);
            QCOMPARE(page.model()->index(r, LayoutTableModel::WhyColumn).data().toString(), layout->why);
            QVERIFY(!layout->why.isEmpty());
            // One risk form: a percentage, never a float in exponent notation.
            const QString risk = page.model()->index(r, LayoutTableModel::RiskColumn).data().toString();
            QVERIFY2(risk.endsWith(QLatin1String(" %")) && !risk.contains(QLatin1Char('e')), qPrintable(risk));
        }
        QCOMPARE(
            page.model()->layoutAt(page.model()->rowCount() - 1)->plan.request.stack, QStringLiteral("zfs-stripe"));
        // The stripe survives nothing and says so.
        const int stripe = page.model()->rowOf(QStringLiteral("zfs-stripe"));
        QCOMPARE(
            page.model()->index(stripe, LayoutTableModel::ToleranceColumn).data().toString(), QStringLiteral("none"));
        QCOMPARE(page.model()->index(stripe, LayoutTableModel::RebuildColumn).data().toString(),
            QStringLiteral("impossible"));
    }

    void badSizesNameTheField()
    {
        PlannerPage page;
        page.setHypotheticalSizes(QStringLiteral("4x8XB"));
        QVERIFY(page.errorText().contains(QStringLiteral("Disk sizes")));
        QVERIFY(page.errorText().contains(QStringLiteral("XB")));
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY(!page.buildButton()->isEnabled());
        page.setHypotheticalSizes(QStringLiteral("3x10GiB"));
        QVERIFY(page.errorText().isEmpty());
        QVERIFY(page.model()->rowCount() > 0);
        // A decimal comma is named, in the lab target dialog's words, instead of a 1-byte disk
        // and a 5 GiB one (the comma separates disks here, in every language).
        page.setHypotheticalSizes(QStringLiteral("3x10GiB,1,5 GiB"));
        QVERIFY2(page.errorText().contains(QStringLiteral("\"1,5 GiB\" is not a size here: use a point as the "
                                                          "decimal separator, e.g. 1.5 GiB")),
            qPrintable(page.errorText()));
        QCOMPARE(page.model()->rowCount(), 0);
        page.setHypotheticalSizes(QStringLiteral("1.5GiB,1.5GiB"));
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    }

    void detailsShowWhereTheSpaceWentAndTheCaveat()
    {
        PlannerPage page;
        page.setHypotheticalSizes(QStringLiteral("6x16TB"));
        QVERIFY(page.selectLayout(QStringLiteral("mdadm-raid5")));
        QCOMPARE(page.selectedStack(), QStringLiteral("mdadm-raid5"));
        const QString text = page.detailsText();
        QVERIFY2(text.contains(QStringLiteral("Where the raw")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("parity")));
        QVERIFY(text.contains(QStringLiteral("XFS: internal log")));
        QVERIFY(text.contains(QStringLiteral("RAID 5 is perfectly fine for home usage")));
        QVERIFY(text.contains(QStringLiteral("Why rank")));
        QVERIFY(page.selectLayout(QStringLiteral("zfs-raidz2")));
        QVERIFY(page.detailsText().contains(QStringLiteral("raidz expansion")));
        QVERIFY(page.detailsText().contains(QStringLiteral("slop space")));
    }

    void assumptionsChangeTheRisk()
    {
        PlannerPage page;
        page.setHypotheticalSizes(QStringLiteral("3x1TB"));
        const int row = page.model()->rowOf(QStringLiteral("mdadm-raid5"));
        const double before
            = page.model()->index(row, LayoutTableModel::RiskColumn).data(LayoutTableModel::SortRole).toDouble();
        // Reading 2 TB at one error in 10^14 bits: 15 %; the drives' real rate is far lower (the caveat).
        QVERIFY(before > 0.1 && before < 0.2);
        PlannerAssumptions optimistic = page.assumptions();
        optimistic.urePerBit = 1e-15;
        page.setAssumptions(optimistic);
        const int again = page.model()->rowOf(QStringLiteral("mdadm-raid5"));
        const double after
            = page.model()->index(again, LayoutTableModel::RiskColumn).data(LayoutTableModel::SortRole).toDouble();
        QVERIFY2(after < before / 5, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void chartsDrawCapacityAndRisk()
    {
        PlannerPage page;
        page.resize(1400, 1200);
        page.setHypotheticalSizes(QStringLiteral("6x10TB"));
        // Three stacked layers (usable, copies and parity, other overhead), one bar per layout.
        QCOMPARE(page.charts()->capacityPlot()->plottableCount(), 3);
        auto *usable = qobject_cast<QCPBars *>(page.charts()->capacityPlot()->plottable(0));
        QVERIFY(usable);
        QCOMPARE(usable->data()->size(), page.model()->rowCount());
        // A risk curve per top layout that can rebuild, one point per disk size.
        QVERIFY(page.charts()->riskCurveCount() >= 3);
        QCOMPARE(page.charts()->riskPlot()->graph(0)->data()->size(), PlannerCharts::riskSizesTb().size());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!page.grab().isNull());
    }

    void labDisksAreChosenBySizeAndTheSystemDiskIsNot()
    {
        PlannerPage page;
        page.setSnapshot(labDisks());
        page.useLabDisks({QStringLiteral("vda"), QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        // vda holds /: listed, never choosable; the three 10 GiB disks are.
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
        QCOMPARE(page.model()->rowCount(), stacksFitting(3));
        const int row = page.model()->rowOf(QStringLiteral("mdadm-raid5"));
        QVERIFY(row >= 0);
        QCOMPARE(page.model()->layoutAt(row)->plan.capacity.rawBytes, 3 * 10LL * 1024 * 1024 * 1024);
    }

    void buildThisLayoutOpensTheBuildPage()
    {
        MainWindow window;
        DiskWatcher watcher(DiskInventory(InventoryRoots {}, false));
        addHostLabPages(&window, &watcher);
        // Between Disks and Build.
        const QStringList ids = window.pageIds();
        QCOMPARE(ids.indexOf(QStringLiteral("planner")), ids.indexOf(QStringLiteral("disks")) + 1);
        QCOMPARE(ids.indexOf(QStringLiteral("build")), ids.indexOf(QStringLiteral("planner")) + 1);
        auto *planner = qobject_cast<PlannerPage *>(window.page(QStringLiteral("planner")));
        auto *build = qobject_cast<BuildPage *>(window.page(QStringLiteral("build")));
        QVERIFY(planner && build);
        planner->setSnapshot(labDisks());
        planner->useLabDisks({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        build->setSnapshot(labDisks());
        QVERIFY(planner->selectLayout(QStringLiteral("zfs-raidz1")));
        QTest::mouseClick(planner->buildButton(), Qt::LeftButton);
        QCOMPARE(window.currentPage(), build);
        QCOMPARE(build->request().stack, QStringLiteral("zfs-raidz1"));
        QCOMPARE(build->members(), (QStringList {QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")}));
        // The thin volume the planner assumed goes with it: the recipe's own default is 15G whatever the disks.
        window.setCurrentPage(QStringLiteral("planner"));
        QVERIFY(planner->selectLayout(QStringLiteral("lvm-thin-md-raid5")));
        QTest::mouseClick(planner->buildButton(), Qt::LeftButton);
        QCOMPARE(build->request().stack, QStringLiteral("lvm-thin-md-raid5"));
        const qint64 thin = planner->model()
                                ->layoutAt(planner->model()->rowOf(QStringLiteral("lvm-thin-md-raid5")))
                                ->plan.layout.thinBytes;
        QCOMPARE(build->request().options.value(QStringLiteral("thin-size")).toString(),
            QStringLiteral("%1M").arg(thin / (1024 * 1024)));
    }
};

QTEST_MAIN(TestPlannerPage)
#include "tst_plannerpage.moc"
