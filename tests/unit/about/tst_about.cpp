#include "about/aboutinfo.h"
#include "about/installlayout.h"
#include "about/publishedsources.h"
#include "about/userguide.h"
#include "report/export/reportexport.h"
#include "report/export/reportsources.h"
#include "stacklabversion.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// Makes `path` (and its directories) under `root`; executable when asked.
static bool touch(const QString &root, const QString &path, bool executable = false)
{
    const QString full = root + QLatin1Char('/') + path;
    if (!QDir().mkpath(QFileInfo(full).path()))
        return false;
    QFile file(full);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("#!/bin/sh\n");
    file.close();
    return !executable || file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
}

class TestAbout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void installedUnderAnyPrefix_data();
    void installedUnderAnyPrefix();
    void missingFilesAreNamed();
    void buildTreeUsesTheTreesItCameFrom();
    void userGuideHasASectionPerPage();
    void aboutJsonAndText();
    void sourcesAreCitedByTitle();
    void reportFooterCitesItsSources();
};

void TestAbout::installedUnderAnyPrefix_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::newRow("/usr") << QStringLiteral("usr");
    QTest::newRow("/usr/local") << QStringLiteral("usr/local");
    QTest::newRow("/opt/stacklab") << QStringLiteral("opt/stacklab");
}

// The package's tree, unpacked under a throw-away root: every file is found relative to the
// executable's directory, none at a fixed path.
void TestAbout::installedUnderAnyPrefix()
{
    QFETCH(QString, prefix);
    QTemporaryDir root;
    const QString p = root.filePath(prefix);
    QVERIFY(touch(p, QStringLiteral("bin/stacklab-cli"), true));
    QVERIFY(touch(p, QStringLiteral("libexec/stacklab/stacklab-helper"), true));
    for (const QString &file : {QStringLiteral("vm/setup-virtual-lab.sh"), QStringLiteral("vm/build-image.sh"),
             QStringLiteral("vm/install-host-deps.sh"), QStringLiteral("vm/run-vm.sh"), QStringLiteral("vm/guest/init"),
             QStringLiteral("jobs/storage-bench.fio"), QStringLiteral("jobs/randwrite-4k.fio")})
        QVERIFY(touch(p, QStringLiteral("share/stacklab/") + file, file.startsWith(QLatin1String("vm/"))));
    for (const QString &language : InstallLayout::languages())
        QVERIFY(touch(p, QStringLiteral("share/stacklab/translations/stacklab_%1.qm").arg(language)));
    QVERIFY(touch(p, QStringLiteral("share/doc/stacklab/user-guide.md")));

    const InstallLayout layout(p + QStringLiteral("/bin"));
    QVERIFY(layout.isInstalled());
    QCOMPARE(layout.prefix(), p);
    QCOMPARE(layout.helper(), p + QStringLiteral("/libexec/stacklab/stacklab-helper"));
    QCOMPARE(layout.vmSetupScript(), p + QStringLiteral("/share/stacklab/vm/setup-virtual-lab.sh"));
    QCOMPARE(layout.translationsDir(), p + QStringLiteral("/share/stacklab/translations"));
    QCOMPARE(layout.jobsDir(), p + QStringLiteral("/share/stacklab/jobs"));
    QCOMPARE(layout.userGuide(), p + QStringLiteral("/share/doc/stacklab/user-guide.md"));
    const QList<InstallLayout::File> files = layout.files();
    QVERIFY(files.size() >= 8);
    for (const InstallLayout::File &file : files) {
        QVERIFY2(file.path.startsWith(p + QLatin1Char('/')), qPrintable(file.path));
        QVERIFY2(file.found, qPrintable(file.role + QLatin1Char(' ') + file.path));
    }
}

void TestAbout::missingFilesAreNamed()
{
    QTemporaryDir root;
    QVERIFY(touch(root.path(), QStringLiteral("usr/bin/stacklab"), true));
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("usr/share/stacklab")));
    const AboutInfo about = AboutInfo::current(InstallLayout(root.filePath(QStringLiteral("usr/bin"))));
    QVERIFY(about.layout.isInstalled());
    QStringList missing;
    for (const InstallLayout::File &file : about.files) {
        if (!file.found)
            missing << file.role;
    }
    QVERIFY(missing.contains(QStringLiteral("helper")));
    QVERIFY(missing.contains(QStringLiteral("vm-setup")));
    QVERIFY(about.toText().contains(root.filePath(QStringLiteral("usr/libexec/stacklab/stacklab-helper (missing)"))));
}

// A build tree (build/<preset>/bin, no share/stacklab beside it): the helper built next to the
// executable, the scripts of the source tree, the catalogues the build compiled.
void TestAbout::buildTreeUsesTheTreesItCameFrom()
{
    const InstallLayout layout(QStringLiteral(STACKLAB_BINARY_DIR "/bin"));
    QVERIFY(!layout.isInstalled());
    QCOMPARE(layout.prefix(), QString());
    QCOMPARE(layout.helper(), QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper"));
    QVERIFY(QFileInfo(layout.vmSetupScript()).isExecutable());
    QVERIFY(QFileInfo(layout.jobsDir() + QStringLiteral("/storage-bench.fio")).isFile());
    QVERIFY(QFileInfo(layout.vmScript(QStringLiteral("build-image.sh"))).isExecutable());
    QVERIFY(InstallLayout::languages().contains(QStringLiteral("de")));
    QVERIFY(QFileInfo(layout.userGuide()).isFile());
}

// F1 shows the page's section of docs/user-guide.md: every page of the window has one.
void TestAbout::userGuideHasASectionPerPage()
{
    QFile guide(InstallLayout(QStringLiteral(STACKLAB_BINARY_DIR "/bin")).userGuide());
    QVERIFY(guide.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(guide.readAll());
    for (const QString &page : {QStringLiteral("disks"), QStringLiteral("planner"), QStringLiteral("build"),
             QStringLiteral("workload"), QStringLiteral("lab"), QStringLiteral("rebuild"), QStringLiteral("results")}) {
        const QString heading = UserGuide::headingFor(page);
        const QString section = UserGuide::section(markdown, heading);
        QVERIFY2(section.startsWith(QStringLiteral("## ") + heading), qPrintable(page));
        QVERIFY2(section.count(QLatin1Char('\n')) >= 2, qPrintable(section)); // more than a heading
        QVERIFY2(section.indexOf(QLatin1String("\n## ")) < 0, qPrintable(section)); // only its own section
    }
    QCOMPARE(UserGuide::headingFor(QStringLiteral("rebuild")), QStringLiteral("Rebuild page"));
    QCOMPARE(UserGuide::section(QStringLiteral("# T\n## A page\none\n\n## B page\ntwo\n"), QStringLiteral("A page")),
        QStringLiteral("## A page\none"));
    QCOMPARE(UserGuide::section(QStringLiteral("## A page\none"), QStringLiteral("C page")), QString());
}

void TestAbout::aboutJsonAndText()
{
    const AboutInfo about = AboutInfo::current(InstallLayout(QStringLiteral(STACKLAB_BINARY_DIR "/bin")));
    QCOMPARE(about.version, QStringLiteral(STACKLAB_VERSION_STRING));
    QVERIFY(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$")).match(about.version).hasMatch());
    const QJsonObject json = about.toJson();
    QCOMPARE(json.value(QStringLiteral("version")).toString(), about.version);
    QCOMPARE(json.value(QStringLiteral("installed")).toBool(), false);
    QCOMPARE(json.value(QStringLiteral("files")).toArray().size(), about.files.size());
    QCOMPARE(json.value(QStringLiteral("sources")).toArray().size(), PublishedSource::all().size());
    const QString text = about.toText();
    QVERIFY(text.startsWith(QStringLiteral("StackLab ") + about.version));
    QVERIFY(text.contains(QLatin1String("Running from the build tree")));
    QVERIFY(text.contains(QLatin1String("ZFS: Resilver Performance of Various RAID Schemas")));
}

void TestAbout::sourcesAreCitedByTitle()
{
    const QList<PublishedSource> sources = PublishedSource::all();
    QStringList keys;
    for (const PublishedSource &source : sources) {
        keys << source.key;
        QVERIFY2(
            !source.title.isEmpty() && !source.opening.isEmpty() && !source.usedFor.isEmpty(), qPrintable(source.key));
        QVERIFY(source.citation().startsWith(QStringLiteral("\u201c") + source.title + QStringLiteral("\u201d")));
    }
    QCOMPARE(keys,
        (QStringList {QStringLiteral("four-stack-comparison"), QStringLiteral("resilver-performance"),
            QStringLiteral("raid5-risk"), QStringLiteral("zfs-expansion-cost"), QStringLiteral("zfs-pool-layouts")}));
    QCOMPARE(sources.at(1).citation(),
        QStringLiteral("\u201cZFS: Resilver Performance of Various RAID Schemas\u201d, Louwrentius, 31 January 2016"));
}

// The footer of a comparison report: the four-stack comparison always, the ZFS layouts guide
// only when a ZFS stack is in the report.
void TestAbout::reportFooterCitesItsSources()
{
    ComparisonReport report;
    report.stacks = {ReportStack {QStringLiteral("btrfs-raid1"), QStringLiteral("btrfs raid1"), {}, {}}};
    QCOMPARE(reportSources(report).size(), 1);
    QCOMPARE(reportSources(report).first().key, QStringLiteral("four-stack-comparison"));
    const QString markdown = toMarkdown(report);
    QVERIFY2(markdown.endsWith(QStringLiteral("- \u201cRAID vs LVM vs ZFS comparison\u201d, tested October 2026 on "
                                              "Ubuntu 26.04\n")),
        qPrintable(markdown.right(200)));
    QVERIFY(!markdown.contains(QLatin1String("FreeBSD 15")));

    report.stacks << ReportStack {QStringLiteral("zfs-raidz1"), QStringLiteral("ZFS raidz1"), {}, {}};
    QCOMPARE(reportSources(report).size(), 2);
    const QString html = toHtml(report);
    QVERIFY(html.contains(QLatin1String("<footer>")));
    QVERIFY(html.indexOf(QLatin1String("<footer>")) > html.indexOf(QLatin1String("</table>")));
    QVERIFY(html.contains(QLatin1String("Every meaningful pool layout in FreeBSD 15 ZFS 2.4")));
    QVERIFY(html.endsWith(QLatin1String("</footer>\n</body>\n</html>\n")));
}

QTEST_GUILESS_MAIN(TestAbout)
#include "tst_about.moc"
