#include "fixtures/fixturedisks.h"
#include "lab/target/laboffer.h"
#include "mainwindow.h"
#include "models/diskpresentation.h"
#include "models/disktablemodel.h"
#include "models/logmodel.h"
#include "pages/diskdetailsview.h"
#include "pages/diskspage.h"
#include "widgets/sessionheader.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

// The Disks page offscreen, fed with snapshots as DiskWatcher would send them, and the
// main window shell it lives in.
class TestDisksPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void firstSnapshotFillsTableAndSelects();
    void systemDiskShowsWhyAndIsNotSelectable();
    void inUseDiskShowsWhy();
    void notBlankDiskShowsCleanupWithCopy();
    void blankDiskHasNoCleanup();
    void clickingRowShowsDetails();
    void liveUpdateKeepsSelectionByStableId();
    void vanishedSelectionClearsDetails();
    void statusNoteSaysWhereIdentityCameFrom_data();
    void statusNoteSaysWhereIdentityCameFrom();
    void filterNarrowsTable();
    void signaturesNoteIsShown();
    void mainWindowShellHostsPage();
    void windowFitsSmallScreen();
    void labOfferOnlyWithoutBlankDisk();
    void labOfferStartsEachLab();
    void labOfferWords_data();
    void labOfferWords();
    void labOfferReadsTheKernel();
};

static Disk withName(Disk disk, const QString &name)
{
    disk.name = name;
    disk.devnode = QStringLiteral("/dev/") + name;
    return disk;
}

void TestDisksPage::firstSnapshotFillsTableAndSelects()
{
    DisksPage page;
    QVERIFY(!page.hasData());
    QCOMPARE(page.pageId(), QStringLiteral("disks"));
    QSignalSpy ready(&page, &Page::dataReady);
    QSignalSpy log(&page, &Page::logMessage);
    page.setSnapshot(FixtureDisks::snapshot());
    QVERIFY(page.hasData());
    QCOMPARE(ready.size(), 1);
    QCOMPARE(page.tableView()->model()->rowCount(), 4);
    QCOMPARE(page.summaryText(), QStringLiteral("Disks: 4 (system 1, in use 1, not blank 1, blank 1)"));
    // Sorted by device name, naturally; the first row is selected so the details are never empty.
    QCOMPARE(page.selectedStableId(), FixtureDisks::blankDisk().stableId); // loop2
    QVERIFY(page.details()->hasDisk());
    QCOMPARE(log.size(), 1);
    QVERIFY(log.first().at(1).toString().contains(QStringLiteral("Disk inventory: 4 found.")));

    page.setSnapshot(FixtureDisks::snapshot()); // same again: no second dataReady, nothing logged
    QCOMPARE(ready.size(), 1);
    QCOMPARE(log.size(), 1);
}

void TestDisksPage::systemDiskShowsWhyAndIsNotSelectable()
{
    DisksPage page;
    page.show();
    page.setSnapshot(FixtureDisks::snapshot());
    const Disk system = FixtureDisks::systemDisk();
    QVERIFY(page.selectStableId(system.stableId));
    QCOMPARE(page.selectedStableId(), system.stableId);

    const DiskDetailsView *details = page.details();
    QCOMPARE(details->disk(), system);
    QCOMPARE(details->verdictText(), DiskPresentation::classVerdict(DiskClass::System));
    QVERIFY2(details->reasonText().contains(system.reason), qPrintable(details->reasonText()));
    QVERIFY(details->cleanupText().isEmpty()); // never a command for the system disk
    QCOMPARE(details->signatureTable()->rowCount(), 2);
    QCOMPARE(details->signatureTable()->item(1, 0)->text(), QStringLiteral("ext4"));
    QCOMPARE(details->signatureTable()->item(1, 3)->text(), QStringLiteral("/dev/vda1"));
    QCOMPARE(details->signatureTable()->item(1, 4)->text(), QStringLiteral("0f3c7a52-9a57-4c4e-8f62-2f1c6a4c1d10"));
    QCOMPARE(details->partitionTable()->rowCount(), 1);
    QCOMPARE(details->partitionTable()->item(0, 2)->text(), QStringLiteral("/"));

    // Not selectable for the lab: the row says so, and a picking model disables it.
    const QModelIndex current = page.tableView()->currentIndex();
    QCOMPARE(current.data(DiskTableModel::SelectableRole).toBool(), false);
    QCOMPARE(current.sibling(current.row(), DiskTableModel::StateColumn).data().toString(), QStringLiteral("System"));
    DiskTableModel pick(DiskTableModel::Purpose::PickForLab);
    pick.setDisks(page.snapshot().disks);
    QVERIFY(!pick.flags(pick.index(pick.rowOfStableId(system.stableId), 0)).testFlag(Qt::ItemIsEnabled));
}

void TestDisksPage::inUseDiskShowsWhy()
{
    DisksPage page;
    page.setSnapshot(FixtureDisks::snapshot());
    QVERIFY(page.selectStableId(FixtureDisks::inUseDisk().stableId));
    QCOMPARE(page.details()->verdictText(), DiskPresentation::classVerdict(DiskClass::InUse));
    QVERIFY(page.details()->reasonText().contains(QStringLiteral("mounted at /mnt/busy")));
}

void TestDisksPage::notBlankDiskShowsCleanupWithCopy()
{
    DisksPage page;
    page.show();
    page.setSnapshot(FixtureDisks::snapshot());
    QVERIFY(page.selectStableId(FixtureDisks::notBlankDisk().stableId));
    QCOMPARE(page.details()->verdictText(), DiskPresentation::classVerdict(DiskClass::NotBlank));
    QCOMPARE(page.details()->cleanupText(), QStringLiteral("wipefs -a /dev/loop10"));

    QSignalSpy log(&page, &Page::logMessage);
    auto *copy = page.details()->findChild<QPushButton *>(QStringLiteral("copyCleanup"));
    QVERIFY(copy);
    QVERIFY(copy->isVisible());
    QTest::mouseClick(copy, Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("wipefs -a /dev/loop10"));
    QCOMPARE(log.size(), 1);
    QVERIFY(log.first().at(1).toString().contains(QStringLiteral("/dev/loop10")));
}

void TestDisksPage::blankDiskHasNoCleanup()
{
    DisksPage page;
    page.show();
    page.setSnapshot(FixtureDisks::snapshot());
    QVERIFY(page.selectStableId(FixtureDisks::blankDisk().stableId));
    QCOMPARE(page.details()->verdictText(), DiskPresentation::classVerdict(DiskClass::Blank));
    QVERIFY(page.details()->cleanupText().isEmpty());
    QCOMPARE(page.details()->signatureTable()->rowCount(), 0);
    QVERIFY(!page.details()->findChild<QPushButton *>(QStringLiteral("copyCleanup"))->isVisible());
}

void TestDisksPage::clickingRowShowsDetails()
{
    DisksPage page;
    page.resize(1200, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.setSnapshot(FixtureDisks::snapshot());
    QTableView *view = page.tableView();
    // The system disk sorts last (vda after the loops); a user can click it to read why.
    const QModelIndex system = view->model()->index(3, DiskTableModel::StateColumn);
    QCOMPARE(system.data(DiskTableModel::StableIdRole).toString(), FixtureDisks::systemDisk().stableId);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(system).center());
    QCOMPARE(page.selectedStableId(), FixtureDisks::systemDisk().stableId);
    QVERIFY(page.details()->reasonText().contains(QStringLiteral("holds /")));
}

void TestDisksPage::liveUpdateKeepsSelectionByStableId()
{
    DisksPage page;
    page.setSnapshot(FixtureDisks::snapshot());
    const QString xfs = FixtureDisks::notBlankDisk().stableId;
    QVERIFY(page.selectStableId(xfs));
    QSignalSpy log(&page, &Page::logMessage);

    // The xfs disk comes back under a new kernel name, the in-use disk is gone.
    page.setSnapshot(FixtureDisks::snapshot({FixtureDisks::systemDisk(),
        withName(FixtureDisks::notBlankDisk(), QStringLiteral("loop11")), FixtureDisks::blankDisk()}));
    QCOMPARE(page.selectedStableId(), xfs);
    QCOMPARE(page.details()->disk().name, QStringLiteral("loop11"));
    QCOMPARE(page.tableView()->model()->rowCount(), 3);
    QCOMPARE(page.tableView()->selectionModel()->selectedRows().size(), 1);

    QStringList lines;
    for (const QList<QVariant> &args : log)
        lines << args.at(1).toString();
    QVERIFY2(lines.filter(QStringLiteral("Disk appeared: loop11")).size() == 1, qPrintable(lines.join('\n')));
    QVERIFY2(lines.filter(QStringLiteral("Disk gone: loop7")).size() == 1, qPrintable(lines.join('\n')));
    QVERIFY2(lines.filter(QStringLiteral("Disk gone: loop10")).size() == 1, qPrintable(lines.join('\n')));

    // The disk gets wiped: same row, fresh details, and the class change is logged.
    Disk wiped = withName(FixtureDisks::notBlankDisk(), QStringLiteral("loop11"));
    wiped.classification = DiskClass::Blank;
    wiped.reason = QStringLiteral("no signatures");
    wiped.signatures.clear();
    wiped.cleanupCommands.clear();
    log.clear();
    page.setSnapshot(FixtureDisks::snapshot({FixtureDisks::systemDisk(), wiped, FixtureDisks::blankDisk()}));
    QCOMPARE(page.selectedStableId(), xfs);
    QCOMPARE(page.details()->verdictText(), DiskPresentation::classVerdict(DiskClass::Blank));
    QCOMPARE(log.size(), 1);
    QVERIFY(log.first().at(1).toString().contains(QStringLiteral("Not blank → Blank")));
}

void TestDisksPage::vanishedSelectionClearsDetails()
{
    DisksPage page;
    page.setSnapshot(FixtureDisks::snapshot());
    QVERIFY(page.selectStableId(FixtureDisks::inUseDisk().stableId));
    page.setSnapshot(FixtureDisks::snapshot({FixtureDisks::systemDisk(), FixtureDisks::blankDisk()}));
    QVERIFY(page.selectedStableId().isEmpty());
    QVERIFY(!page.details()->hasDisk());
    QVERIFY(!page.selectStableId(FixtureDisks::inUseDisk().stableId));
}

void TestDisksPage::statusNoteSaysWhereIdentityCameFrom_data()
{
    QTest::addColumn<bool>("fromUdev");
    QTest::addColumn<QString>("note");
    QTest::addColumn<QString>("expected");
    QTest::newRow("sysfs, inventory note") << false << "No udev daemon: disk identity read from sysfs"
                                           << "No udev daemon: disk identity read from sysfs";
    QTest::newRow("udev, inventory note") << true << "Disk identity from udev"
                                          << "Disk identity from udev";
    QTest::newRow("sysfs, no note") << false << ""
                                    << "No udev daemon: disk identity read from sysfs";
    QTest::newRow("udev, no note") << true << ""
                                   << "Disk identity from udev";
}

void TestDisksPage::statusNoteSaysWhereIdentityCameFrom()
{
    QFETCH(bool, fromUdev);
    QFETCH(QString, note);
    QFETCH(QString, expected);
    InventorySnapshot snapshot = FixtureDisks::snapshot();
    snapshot.identityFromUdev = fromUdev;
    snapshot.identityNote = note;
    DisksPage page;
    QSignalSpy changed(&page, &Page::statusNoteChanged);
    page.setSnapshot(snapshot);
    QCOMPARE(page.statusNote(), expected);
    QCOMPARE(changed.size(), 1);
    QVERIFY(page.statusNoteToolTip().contains(fromUdev ? QStringLiteral("by-id") : QStringLiteral("backing file")));
}

void TestDisksPage::filterNarrowsTable()
{
    DisksPage page;
    page.setSnapshot(FixtureDisks::snapshot());
    auto *filter = page.findChild<QLineEdit *>(QStringLiteral("diskFilter"));
    QVERIFY(filter);
    filter->setText(QStringLiteral("xfs.img"));
    QCOMPARE(page.tableView()->model()->rowCount(), 1);
    QCOMPARE(page.tableView()->model()->index(0, 0).data().toString(), QStringLiteral("loop10"));
    filter->setText(QStringLiteral("VIRTIO"));
    QCOMPARE(page.tableView()->model()->rowCount(), 1);
    QCOMPARE(page.tableView()->model()->index(0, 0).data().toString(), QStringLiteral("vda"));
    filter->clear();
    QCOMPARE(page.tableView()->model()->rowCount(), 4);
}

void TestDisksPage::signaturesNoteIsShown()
{
    InventorySnapshot snapshot = FixtureDisks::snapshot();
    snapshot.signaturesProbed = false;
    snapshot.signaturesNote = QStringLiteral("Signatures not probed: run StackLab as root");
    DisksPage page;
    page.show();
    QSignalSpy log(&page, &Page::logMessage);
    page.setSnapshot(snapshot);
    auto *notice = page.findChild<QLabel *>(QStringLiteral("inventoryNotice"));
    QVERIFY(notice && notice->isVisible());
    QCOMPARE(notice->text(), snapshot.signaturesNote);
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.at(1).at(0).value<LogLevel>(), LogLevel::Warning);

    // A disk libblkid could not open (here: the system disk in a container) is not "no signature".
    Disk unread = FixtureDisks::systemDisk();
    unread.signatures.clear();
    unread.signaturesKnown = false;
    snapshot.disks = {unread};
    page.setSnapshot(snapshot);
    QVERIFY(page.selectStableId(unread.stableId));
    auto *none = page.details()->findChild<QLabel *>(QStringLiteral("noSignatures"));
    QVERIFY(none && none->isVisible());
    QVERIFY2(none->text().startsWith(QLatin1String("Signatures unknown")), qPrintable(none->text()));
    unread.signaturesKnown = true;
    snapshot.disks = {unread};
    page.setSnapshot(snapshot);
    QVERIFY2(none->text().startsWith(QLatin1String("libblkid found no signature")), qPrintable(none->text()));

    // The virtual lab's disks replace this machine's in the list: one line says so, no disk is "gone".
    InventorySnapshot guest = FixtureDisks::snapshot();
    guest.disks.removeIf([&unread](const Disk &disk) { return disk.stableId == unread.stableId; });
    guest.identityNote = QStringLiteral("Disks reported by the virtual lab's helper");
    log.clear();
    page.setSnapshot(guest);
    QCOMPARE(log.size(), 1);
    QCOMPARE(log.at(0).at(0).value<LogLevel>(), LogLevel::Info);
    QVERIFY2(log.at(0).at(1).toString().contains(guest.identityNote), qPrintable(log.at(0).at(1).toString()));
}

void TestDisksPage::mainWindowShellHostsPage()
{
    MainWindow window;
    auto *page = new DisksPage;
    window.addPage(page);
    QCOMPARE(window.pageIds(), QStringList {QStringLiteral("disks")});
    QCOMPARE(window.currentPage(), page);
    QVERIFY(!window.setCurrentPage(QStringLiteral("nope")));
    bool goAction = false;
    for (const QAction *action : window.findChildren<QAction *>())
        goAction = goAction
            || (action->text() == page->title() && action->shortcut() == QKeySequence(QStringLiteral("Ctrl+1")));
    QVERIFY2(goAction, "the Go menu has Ctrl+1 for the first page");
    QVERIFY(window.setCurrentPage(QStringLiteral("disks")));
    window.sessionHeader()->setLabTarget(QStringLiteral("Host disks"));
    QCOMPARE(window.sessionHeader()->labTarget(), QStringLiteral("Host disks"));

    page->setSnapshot(FixtureDisks::snapshot());
    QCOMPARE(window.statusNote(), QStringLiteral("No udev daemon: disk identity read from sysfs"));
    QCOMPARE(window.logModel()->rowCount(), 1);
    QCOMPARE(window.logModel()->index(0, LogModel::SourceColumn).data().toString(), QStringLiteral("Disks"));
    QVERIFY(window.logModel()->entries().first().text.contains(QStringLiteral("Disk inventory: 4 found.")));
}

void TestDisksPage::windowFitsSmallScreen()
{
    MainWindow window;
    auto *page = new DisksPage;
    window.addPage(page);
    page->setSnapshot(FixtureDisks::snapshot());
    page->selectStableId(FixtureDisks::notBlankDisk().stableId);
    window.resize(1024, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 640,
        qPrintable(QStringLiteral("minimum size %1x%2").arg(minimum.width()).arg(minimum.height())));
    QCOMPARE(window.size(), QSize(1024, 640));
}

// The first run on a laptop: no blank disk, so the page says so and offers both labs.
void TestDisksPage::labOfferOnlyWithoutBlankDisk()
{
    DisksPage page;
    QVERIFY(!page.labOffer()->isVisibleTo(&page)); // nothing read yet
    page.setSnapshot(FixtureDisks::snapshot()); // has a blank loop disk
    QVERIFY(!page.labOffer()->isVisibleTo(&page));

    page.setSnapshot(
        FixtureDisks::snapshot({FixtureDisks::systemDisk(), FixtureDisks::inUseDisk(), FixtureDisks::notBlankDisk()}));
    QVERIFY(page.labOffer()->isVisibleTo(&page));
    const QString text = page.labOfferText();
    QVERIFY2(text.contains(QLatin1String("No blank disk on this machine")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("nothing on this machine's disks is touched")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Start a loop lab")) && text.contains(QLatin1String("Start the virtual lab")),
        qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Needs root")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("QEMU guest")), qPrintable(text));

    // A running lab shows its own disks: the offer is for this machine only.
    page.setOffersLabs(false);
    QVERIFY(!page.labOffer()->isVisibleTo(&page));
    page.setOffersLabs(true);
    QVERIFY(page.labOffer()->isVisibleTo(&page));

    // A blank disk appears (plugged in): the offer goes.
    page.setSnapshot(FixtureDisks::snapshot());
    QVERIFY(!page.labOffer()->isVisibleTo(&page));
}

void TestDisksPage::labOfferStartsEachLab()
{
    DisksPage page;
    page.show();
    page.setSnapshot(FixtureDisks::snapshot({FixtureDisks::systemDisk()}));
    QVERIFY(page.loopLabButton()->isVisible());
    QSignalSpy requested(&page, &DisksPage::labRequested);
    QTest::mouseClick(page.loopLabButton(), Qt::LeftButton);
    QTest::mouseClick(page.virtualLabButton(), Qt::LeftButton);
    QCOMPARE(requested.size(), 2);
    QCOMPARE(requested.at(0).at(0).value<LabTarget::Kind>(), LabTarget::Kind::Loop);
    QCOMPARE(requested.at(1).at(0).value<LabTarget::Kind>(), LabTarget::Kind::Virtual);
}

void TestDisksPage::labOfferWords_data()
{
    QTest::addColumn<bool>("root");
    QTest::addColumn<QStringList>("kernelStacks");
    QTest::addColumn<bool>("image");
    QTest::addColumn<QStringList>("loopSays");
    QTest::addColumn<QStringList>("virtualSays");
    QTest::addColumn<QStringList>("virtualDoesNotSay");
    const QStringList btrfs {QStringLiteral("btrfs")};
    QTest::newRow("laptop user, no image")
        << false << btrfs << false
        << QStringList {QStringLiteral("4 sparse files of 1 GiB"), QStringLiteral("(here: btrfs)"),
               QStringLiteral("pkexec asks for an administrator's password")}
        << QStringList {QStringLiteral("about 10 minutes"), QStringLiteral("pkexec"), QStringLiteral("installs QEMU")}
        << QStringList {QStringLiteral("is built")};
    QTest::newRow("root, image built")
        << true << QStringList {QStringLiteral("btrfs"), QStringLiteral("mdadm"), QStringLiteral("LVM")} << true
        << QStringList {QStringLiteral("(here: btrfs, mdadm, LVM)"), QStringLiteral("no password")}
        << QStringList {QStringLiteral("Its image is built"), QStringLiteral("about a minute")}
        << QStringList {QStringLiteral("10 minutes"), QStringLiteral("pkexec")};
    QTest::newRow("kernel without storage drivers")
        << false << QStringList() << false << QStringList {QStringLiteral("use the virtual lab")}
        << QStringList {QStringLiteral("about 10 minutes")} << QStringList();
}

void TestDisksPage::labOfferWords()
{
    QFETCH(bool, root);
    QFETCH(QStringList, kernelStacks);
    QFETCH(bool, image);
    QFETCH(QStringList, loopSays);
    QFETCH(QStringList, virtualSays);
    QFETCH(QStringList, virtualDoesNotSay);
    const LabOffer::Facts facts {root, kernelStacks, image, image};
    const QString loop = LabOffer::loopNote(facts);
    const QString virtualLab = LabOffer::virtualNote(facts);
    for (const QString &words : loopSays)
        QVERIFY2(loop.contains(words), qPrintable(loop));
    for (const QString &words : virtualSays)
        QVERIFY2(virtualLab.contains(words), qPrintable(virtualLab));
    for (const QString &words : virtualDoesNotSay)
        QVERIFY2(!virtualLab.contains(words), qPrintable(virtualLab));
}

// What the loop lab can run is read from the kernel: btrfs in /proc/filesystems, md when
// /proc/mdstat exists, device-mapper's control node, the zfs module.
void TestDisksPage::labOfferReadsTheKernel()
{
    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("proc")));
    QFile filesystems(root.filePath(QStringLiteral("proc/filesystems")));
    QVERIFY(filesystems.open(QIODevice::WriteOnly));
    filesystems.write("nodev\tsysfs\nnodev\ttmpfs\n\text4\n\txfs\n\tbtrfs\n");
    filesystems.close();
    QCOMPARE(LabOffer::probe(root.path()).kernelStacks, QStringList {QStringLiteral("btrfs")});
    QFile mdstat(root.filePath(QStringLiteral("proc/mdstat")));
    QVERIFY(mdstat.open(QIODevice::WriteOnly));
    mdstat.close();
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("sys/module/zfs")));
    QCOMPARE(LabOffer::probe(root.path()).kernelStacks,
        (QStringList {QStringLiteral("btrfs"), QStringLiteral("mdadm"), QStringLiteral("ZFS")}));
}

QTEST_MAIN(TestDisksPage)
#include "tst_diskspage.moc"
