#include "disks/inventory/diskwatcher.h"
#include "mainwindow.h"
#include "models/disktablemodel.h"
#include "pages/diskdetailsview.h"
#include "pages/diskspage.h"
#include "stacklabgui.h"
#include "widgets/sessionheader.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

// The window as the app builds it (addHostLabPages), fed by a real DiskWatcher over a copy
// of the sysfs fixture captured on the development VM (tests/data/disks/README.md): the
// Disks page fills, the header and status bar say where identity came from, and a disk
// that vanishes from sysfs leaves the table on the next 1 s poll while the selection stays.
class TestHostLab : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void watcherFillsDisksPageAndFollowsChanges();

private:
    QTemporaryDir m_dir;
};

void TestHostLab::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString fixture = QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/sysfs-vm/sys");
    QVERIFY2(QDir(fixture).exists(), qPrintable(fixture));
    // cp -a keeps the relative symlinks of the fixture (block/NAME -> ../devices/…).
    QCOMPARE(
        QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), fixture, m_dir.filePath(QStringLiteral("sys"))}),
        0);
}

void TestHostLab::watcherFillsDisksPageAndFollowsChanges()
{
    InventoryRoots roots;
    roots.sys = m_dir.filePath(QStringLiteral("sys"));
    roots.dev = QStringLiteral("/nonexistent/stacklab-test/dev");
    roots.mountinfo = QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/mountinfo-vm.txt");
    roots.swaps = QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/swaps-vm.txt");
    roots.udevControl = QStringLiteral("/nonexistent/stacklab-test/udev-control");
    roots.zfsPools = QStringLiteral("/nonexistent/stacklab-test/zfs");

    MainWindow window;
    DiskWatcher watcher(DiskInventory(roots, false));
    addHostLabPages(&window, &watcher);
    auto *page = qobject_cast<DisksPage *>(window.page(QStringLiteral("disks")));
    QVERIFY(page);
    QCOMPARE(window.currentPage(), page);
    QCOMPARE(window.sessionHeader()->labTarget(), QStringLiteral("This machine"));
    QVERIFY(!page->hasData());

    watcher.start();
    QVERIFY(page->hasData());
    const QAbstractItemModel *table = page->tableView()->model();
    QVERIFY(table->rowCount() >= 5);
    QCOMPARE(window.sessionHeader()->identityNote(), DisksPage::identityNote(watcher.current()));
    QVERIFY(!window.statusNote().isEmpty());
    QCOMPARE(window.statusNote(), DisksPage::identityNote(watcher.current()));

    const int vda = page->model()->rowOfStableId([&] {
        for (const Disk &disk : watcher.current().disks) {
            if (disk.name == QLatin1String("vda"))
                return disk.stableId;
        }
        return QString();
    }());
    QVERIFY(vda >= 0);
    QCOMPARE(page->model()->index(vda, DiskTableModel::StateColumn).data().toString(), QStringLiteral("System"));

    // Keep vda selected, then let loop3 disappear from sysfs.
    const QString vdaId = page->model()->index(vda, 0).data(DiskTableModel::StableIdRole).toString();
    QVERIFY(page->selectStableId(vdaId));
    const int before = table->rowCount();
    QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("sys/block/loop3"))));
    QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), before - 1, 5000);
    QCOMPARE(page->selectedStableId(), vdaId);
    QCOMPARE(page->details()->disk().name, QStringLiteral("vda"));
    bool logged = false;
    for (const LogEntry &entry : window.logModel()->entries())
        logged = logged || entry.text.startsWith(QStringLiteral("Disk gone: loop3"));
    QVERIFY2(logged, qPrintable(window.logModel()->toPlainText()));
}

QTEST_MAIN(TestHostLab)
#include "tst_hostlab.moc"
