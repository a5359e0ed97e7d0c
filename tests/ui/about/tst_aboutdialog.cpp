#include "dialogs/aboutdialog.h"
#include "dialogs/pagehelpdialog.h"
#include "mainwindow.h"
#include "pages/rebuildpage.h"
#include "pages/resultspage.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// Help > About StackLab: the version every binary and the package carry, where each file the app
// loads was found (a missing one stands out), and the published sources by title.
class TestAboutDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void showsVersionFilesAndSources();
    void missingFileStandsOut();
    void helpMenuHasAbout();
    void f1ShowsThePagesDocumentation();
};

void TestAboutDialog::showsVersionFilesAndSources()
{
    const AboutInfo about = AboutInfo::current(InstallLayout(QStringLiteral(STACKLAB_BINARY_DIR "/bin")));
    AboutDialog dialog(about);
    QVERIFY(dialog.versionText().contains(QStringLiteral("StackLab ") + about.version));
    QCOMPARE(about.version, AboutInfo::versionString());
    const QString html = dialog.detailsHtml();
    QVERIFY(html.contains(QLatin1String("Running from the build tree")));
    QVERIFY(html.contains(QLatin1String("setup-virtual-lab.sh")));
    QVERIFY(html.contains(QLatin1String("RAID vs LVM vs ZFS comparison")));
    QVERIFY(html.contains(QLatin1String("louwrentius.com/zfs-resilver-performance-of-various-raid-schemas.html")));
}

void TestAboutDialog::missingFileStandsOut()
{
    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("usr/bin")));
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("usr/share/stacklab")));
    const AboutInfo about = AboutInfo::current(InstallLayout(root.filePath(QStringLiteral("usr/bin"))));
    const QString html = AboutDialog::toHtml(about);
    QVERIFY(html.contains(QStringLiteral("Installed in ") + root.filePath(QStringLiteral("usr"))));
    QVERIFY(html.contains(root.filePath(QStringLiteral("usr/libexec/stacklab/stacklab-helper"))));
    QVERIFY(html.contains(QLatin1String("#8b1a1a\">missing")));
}

void TestAboutDialog::helpMenuHasAbout()
{
    MainWindow window;
    QAction *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    QCOMPARE(about->text(), QStringLiteral("&About StackLab"));
    QCOMPARE(about->menuRole(), QAction::AboutRole);
}

// F1 (Help > Documentation for this page) shows the section of docs/gui.md of the page in front.
void TestAboutDialog::f1ShowsThePagesDocumentation()
{
    MainWindow window;
    window.addPage(new RebuildPage);
    window.addPage(new ResultsPage);
    QVERIFY(window.setCurrentPage(QStringLiteral("results")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *help = window.findChild<QAction *>(QStringLiteral("pageHelpAction"));
    QVERIFY(help);
    QCOMPARE(help->shortcut(), QKeySequence(Qt::Key_F1));
    QTest::keyClick(&window, Qt::Key_F1);
    auto *dialog = window.findChild<PageHelpDialog *>(QStringLiteral("pageHelp"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->markdown().contains(QLatin1String("## Results page")), qPrintable(dialog->markdown()));
    QVERIFY(!dialog->markdown().contains(QLatin1String("## Rebuild page")));
    dialog->hide();
    QVERIFY(window.setCurrentPage(QStringLiteral("rebuild")));
    QTest::keyClick(&window, Qt::Key_F1);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->markdown().contains(QLatin1String("## Rebuild page")), qPrintable(dialog->markdown()));
    QVERIFY(dialog->markdown().contains(QLatin1String("RebuildTrackModel")));
    QVERIFY(!dialog->markdown().contains(QLatin1String("## Results page")));
}

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
