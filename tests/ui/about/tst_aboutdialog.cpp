#include "dialogs/aboutdialog.h"
#include "dialogs/pagehelpdialog.h"
#include "mainwindow.h"
#include "pages/buildpage.h"
#include "pages/diskspage.h"
#include "pages/labpage.h"
#include "pages/plannerpage.h"
#include "pages/rebuildpage.h"
#include "pages/resultspage.h"
#include "pages/workloadpage.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
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
    void f1OnEveryPageSpeaksToTheAdmin_data();
    void f1OnEveryPageSpeaksToTheAdmin();
};

// The names of our own types, read from the headers of core, ui and app: the words of StackLab's
// code that an admin's help must not use (issue 30 found StepDetailsView and TargetCapabilities in
// F1). Only the CamelCase ones: "Plan" or "Scenario" are also plain words.
static QSet<QString> ourTypeNames()
{
    static const QRegularExpression declaration(
        QStringLiteral("^\\s*(?:class|struct|enum class|enum)\\s+([A-Z][a-z]+[A-Z]\\w*)\\b"),
        QRegularExpression::MultilineOption);
    QSet<QString> names;
    for (const char *dir : {"core", "ui", "app"}) {
        QDirIterator it(QStringLiteral(STACKLAB_SOURCE_DIR "/") + QLatin1String(dir), {QStringLiteral("*.h")},
            QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile header(it.next());
            if (!header.open(QIODevice::ReadOnly))
                continue;
            for (const QRegularExpressionMatch &match : declaration.globalMatch(QString::fromUtf8(header.readAll())))
                names << match.captured(1);
        }
    }
    return names;
}

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
    QVERIFY(!dialog->markdown().contains(QLatin1String("## Results page")));
}

void TestAboutDialog::f1OnEveryPageSpeaksToTheAdmin_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("purpose"); // words of the section's "What it is for"
    QTest::newRow("disks") << "disks"
                           << "which disks of the lab StackLab may use";
    QTest::newRow("planner") << "planner"
                             << "decide which layout to build";
    QTest::newRow("build") << "build"
                           << "build one stack by hand";
    QTest::newRow("workload") << "workload"
                              << "how fast a filesystem is";
    QTest::newRow("lab") << "lab"
                         << "run the whole procedure";
    QTest::newRow("rebuild") << "rebuild"
                             << "watch a sync, rebuild, resilver or scrub";
    QTest::newRow("results") << "results"
                             << "compare the stacks of a session";
}

// F1 on every page, in the window with all seven pages: the page's section of the user guide, which
// says what the page is for, in an admin's words: no call "()", no scope "::", none of our types.
void TestAboutDialog::f1OnEveryPageSpeaksToTheAdmin()
{
    QFETCH(QString, page);
    QFETCH(QString, purpose);
    static const QSet<QString> types = ourTypeNames();
    // The list is real: it holds the names the old help showed.
    for (const char *known : {"StepDetailsView", "TargetCapabilities", "FioReport", "RebuildTrackModel"})
        QVERIFY2(types.contains(QLatin1String(known)), known);

    MainWindow window;
    window.addPage(new DisksPage);
    window.addPage(new PlannerPage);
    window.addPage(new BuildPage);
    window.addPage(new WorkloadPage);
    window.addPage(new LabPage);
    window.addPage(new RebuildPage);
    window.addPage(new ResultsPage);
    QVERIFY(window.setCurrentPage(page));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_F1);
    auto *dialog = window.findChild<PageHelpDialog *>(QStringLiteral("pageHelp"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const QString text = dialog->markdown();
    QVERIFY2(text.contains(QLatin1String("What it is for:")), qPrintable(text));
    QVERIFY2(text.simplified().contains(purpose), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("()")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("::")), qPrintable(text));
    static const QRegularExpression camelCase(QStringLiteral("\\b[A-Z][a-z]+[A-Z]\\w*\\b"));
    QStringList named;
    for (const QRegularExpressionMatch &match : camelCase.globalMatch(text)) {
        if (types.contains(match.captured()))
            named << match.captured();
    }
    QVERIFY2(named.isEmpty(), qPrintable(named.join(QStringLiteral(", "))));
}

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
