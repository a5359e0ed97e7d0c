#include "about/installlayout.h"
#include "disks/inventory/diskwatcher.h"
#include "mainwindow.h"
#include "page.h"
#include "pages/buildpage.h"
#include "stacklabgui.h"
#include "widgets/sessionheader.h"

#include <QAbstractButton>
#include <QDir>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTranslator>

// The smallest window StackLab promises to work in (a 1024×768 screen less the panels), in the
// languages it ships: every page fits sideways and shows every button whole.
class TestPageLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyPageFits_data();
    void everyPageFits();

private:
    static InventorySnapshot disks();
};

// Six disks with by-id names as long as real ones, so that the Build page shows a whole plan.
InventorySnapshot TestPageLayout::disks()
{
    InventorySnapshot snapshot;
    snapshot.identityFromUdev = true;
    for (int i = 0; i < 6; ++i) {
        Disk disk;
        disk.name = QStringLiteral("sd") + QChar(u'b' + i);
        disk.devnode = QStringLiteral("/dev/") + disk.name;
        disk.stableId = QStringLiteral("ata-WDC_WD40EFRX-68N32N0_WD-WCC7K%1ABCDEF").arg(i);
        disk.stableIdSource = StableIdSource::ByIdLink;
        disk.sizeBytes = 4'000'787'030'016ULL;
        disk.classification = DiskClass::Blank;
        snapshot.disks << disk;
    }
    return snapshot;
}

void TestPageLayout::everyPageFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestPageLayout::everyPageFits()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(translator.load(QStringLiteral("stacklab_") + language, InstallLayout().translationsDir()));
        QCoreApplication::installTranslator(&translator);
    }
    QLocale::setDefault(QLocale(language));
    {
        MainWindow window;
        DiskWatcher watcher; // not started: the pages as they are before the first inventory
        addHostLabPages(&window, &watcher);
        auto *build = qobject_cast<BuildPage *>(window.page(QStringLiteral("build")));
        QVERIFY(build);
        build->setSnapshot(disks());
        QVERIFY(build->selectStack(QStringLiteral("mdadm-raid5")));
        build->setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd"), QStringLiteral("sde")});
        build->setSpare(QStringLiteral("sdf"));
        // The header as a walk on a loop lab without udev leaves it (issue 30): the lab, its Stop
        // button, the longest walk name and the identity note pushed the window to 1044 px.
        window.sessionHeader()->setLabTarget(QStringLiteral("Loop lab, 4 × 1 GiB"));
        window.sessionHeader()->setTargetRunning(true);
        window.sessionHeader()->setSessionName(QStringLiteral("walk-lvm-raid5-integrity-20261207-024343"));
        window.sessionHeader()->setIdentityNote(QStringLiteral("No udev daemon: disk identity read from sysfs"));
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1024, 700));
        const QByteArray shots = qgetenv("STACKLAB_SCREENSHOT_DIR");
        for (const QString &id : window.pageIds()) {
            QVERIFY(window.setCurrentPage(id));
            Page *page = window.page(id);
            QApplication::processEvents();
            QTest::qWait(20);
            QScrollArea *scroll = nullptr;
            for (QWidget *w = page->parentWidget(); w && !scroll; w = w->parentWidget())
                scroll = qobject_cast<QScrollArea *>(w);
            QVERIFY(scroll);
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                qPrintable(QStringLiteral("%1 (%2) scrolls sideways: needs %3 px, has %4 px")
                               .arg(id, language)
                               .arg(page->minimumSizeHint().width())
                               .arg(scroll->viewport()->width())));
            const int width = scroll->viewport()->width();
            for (QAbstractButton *button : page->findChildren<QAbstractButton *>()) {
                // Buttons without text are parts of other widgets (a table's corner button), sized by them.
                if (!button->isVisibleTo(page) || button->text().isEmpty())
                    continue;
                const QString what = QStringLiteral("%1 (%2): %3 %4 \"%5\"")
                                         .arg(id, language, QString::fromLatin1(button->metaObject()->className()),
                                             button->objectName(), button->text());
                const int left = button->mapTo(scroll->viewport(), QPoint(0, 0)).x();
                QVERIFY2(
                    left >= 0 && left + button->width() <= width, qPrintable(what + QStringLiteral(" is outside")));
                QVERIFY2(
                    button->width() >= button->minimumSizeHint().width(), qPrintable(what + QStringLiteral(" is cut")));
            }
            if (!shots.isEmpty())
                QVERIFY(window.grab().save(
                    QDir(QString::fromLocal8Bit(shots)).filePath(QStringLiteral("%1-%2.png").arg(id, language))));
        }
    }
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QTEST_MAIN(TestPageLayout)
#include "tst_pagelayout.moc"
