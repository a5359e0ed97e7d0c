// The view of what exists on the target, in the window as the app builds it, on a real loop lab
// through the real helper (root): btrfs raid1 built to its mount on the Build page, then the view
// (opened from the Build page) lists the filesystem, its mount and the loop lab, marked StackLab's,
// and / as the system's; "Tear down the stack…" runs the teardown (confirmed) and removes the loop
// lab, and the view then lists nothing of that session's.
#include "../fixtures/labwindow.h"

#include <QMenuBar>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <unistd.h>

class TestTargetInventoryView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("the view's test needs root (the helper makes loop disks and mounts btrfs)");
    }

    void listsAndTearsDownALoopLabStack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString session = QStringLiteral("tst-inventory-%1").arg(QCoreApplication::applicationPid());
        LabWindow lab;
        QVERIFY(lab.open(dir.filePath(QStringLiteral("sessions"))));
        auto stop = qScopeGuard([&] { lab.stopLab(); });
        const QString error = lab.startLab(session);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList nodes = lab.bench->target()->labDisks();
        QVERIFY(lab.choose());
        DialogAnswerer answerer;
        for (const QString &expected : {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("mount")}) {
            bool ok = false;
            QCOMPARE(lab.runNext(&ok), expected);
            QVERIFY2(ok, qPrintable(lab.build->hintText()));
        }

        // Both entry points: the Build page's button and Lab > What exists on the target.
        auto *view = lab.window.findChild<TargetInventoryView *>();
        QVERIFY(view);
        QVERIFY(lab.window.findChild<QAction *>(QStringLiteral("showTargetInventory")));
        QSignalSpy refreshed(view, &TargetInventoryView::refreshed);
        lab.build->findChild<QPushButton *>(QStringLiteral("showTargetInventory"))->click();
        QVERIFY(view->isVisible());
        QVERIFY(QTest::qWaitFor([&] { return !refreshed.isEmpty(); }, 60000));
        QVERIFY2(refreshed.first().first().toBool(), qPrintable(view->statusText()));
        QCOMPARE(view->helpersStarted(), 0); // the loop lab's own helper answered

        const QString mountPoint = QStringLiteral("/mnt/stacklab/%1/%2").arg(session, stack);
        const auto mine = [&](const InventoryItem &item) {
            return item.name == session || item.name == mountPoint || nodes.contains(item.name)
                || std::any_of(item.devices.cbegin(), item.devices.cend(),
                    [&](const QString &device) { return nodes.contains(device); });
        };
        bool btrfs = false;
        bool mount = false;
        bool loopLab = false;
        for (const InventoryItem &item : view->inventory().all()) {
            if (!mine(item))
                continue;
            QVERIFY2(item.stackLab && !item.system, qPrintable(item.name + QStringLiteral(": ") + item.why));
            btrfs = btrfs || item.kind == InventoryItem::Kind::Btrfs;
            mount = mount || (item.kind == InventoryItem::Kind::Mount && item.name == mountPoint);
            if (item.kind == InventoryItem::Kind::LoopLab) {
                loopLab = true;
                QCOMPARE(item.children.size(), nodes.size()); // its four loop devices
            }
        }
        QVERIFY(btrfs);
        QVERIFY(mount);
        QVERIFY(loopLab);
        // / is the system's: listed, marked, never StackLab's.
        bool root = false;
        for (const InventoryItem &item : view->inventory().all()) {
            if (item.kind == InventoryItem::Kind::Mount && item.name == QLatin1String("/")) {
                root = true;
                QVERIFY(item.system && !item.stackLab);
            }
        }
        QVERIFY(root);
        // The tree shows the same, with whose it is.
        const QList<QTreeWidgetItem *> rows
            = view->tree()->findItems(mountPoint, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(rows.size(), 1);
        QVERIFY2(rows.first()->text(3).startsWith(QStringLiteral("StackLab's")), qPrintable(rows.first()->text(3)));

        // Tear down from the view: the walk's teardown (confirmed), then the loop lab goes too.
        auto *tearDown = view->findChild<QPushButton *>(QStringLiteral("tearDown"));
        QVERIFY(tearDown->isEnabled());
        const int confirmed = answerer.confirmations;
        refreshed.clear();
        QSignalSpy torn(lab.build, &BuildPage::stepsFinished);
        tearDown->click();
        QVERIFY(QTest::qWaitFor([&] { return !refreshed.isEmpty(); }, 240000));
        QVERIFY2(refreshed.first().first().toBool(), qPrintable(view->statusText()));
        QVERIFY(answerer.confirmations > confirmed);
        QVERIFY(!lab.bench->target());
        QCOMPARE(torn.size(), 1);
        QVERIFY(torn.first().first().toBool()); // every teardown step succeeded
        // Other sessions (other tests on this machine) may have things of StackLab's: none of this one's remain.
        // Their loop devices may by now carry the numbers this lab let go (tests run side by side), so
        // a leftover is told by this session's name (the loop lab, its files, its mount), not by node.
        const auto stillMine = [&](const InventoryItem &item) {
            return item.name == session || item.name == mountPoint || item.detail.contains(session);
        };
        for (const InventoryItem &item : view->inventory().all())
            QVERIFY2(!stillMine(item),
                qPrintable(item.name + QStringLiteral(" (") + item.detail + QStringLiteral(") is still listed")));
        QVERIFY(!view->findChild<QPushButton *>(QStringLiteral("tearDown"))->isEnabled());
        QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));

        // No lab now: one helper of this machine serves every reading while the view is open (a user
        // who is not root authenticates once), and goes when the view closes.
        QCOMPARE(view->helpersStarted(), 1);
        for (int i = 0; i < 2; ++i) {
            refreshed.clear();
            view->refresh();
            QVERIFY(QTest::qWaitFor([&] { return !refreshed.isEmpty(); }, 60000));
            QVERIFY2(refreshed.first().first().toBool(), qPrintable(view->statusText()));
        }
        QCOMPARE(view->helpersStarted(), 1);
        view->hide();
        refreshed.clear();
        view->refresh();
        QVERIFY(QTest::qWaitFor([&] { return !refreshed.isEmpty(); }, 60000));
        QCOMPARE(view->helpersStarted(), 2);
        view->hide();
    }
};

QTEST_MAIN(TestTargetInventoryView)
#include "tst_targetinventoryview.moc"
