// Words for users: nothing a user reads names a published source by our design notes' number
// ("seed 000", "Seed 003's …"); the texts name the thing itself (the four-stack comparison, the
// resilver sweep, what broke). Checked where the words reach users:
//  - every translatable string and its translation (translations/*.ts: every tr() of core, ui and
//    app is there, style.translations keeps them current);
//  - what the binaries print: --help of stacklab-cli and of each of its commands, stacklab --help,
//    stacklab-helper's usage error, `stacklab-cli stacks`, `about` and the plans with their notes,
//    in English and in German (the catalogue the build made);
//  - the report in all four formats for the four-stack comparison's stacks and btrfs;
//  - the user's documents: README.md, docs/*.md, the man page sources, the desktop entry, the
//    AppStream data, the bash completion and the fio job files.
#include "about/installlayout.h"
#include "lab/outcome/scenarioreport.h"
#include "lab/session/labsession.h"
#include "report/export/reportexport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

static const QRegularExpression jargon(QStringLiteral("seed[\\s_-]*0"), QRegularExpression::CaseInsensitiveOption);

// The lines of `text` that contain the jargon, each prefixed with `where`.
static QStringList offending(const QString &where, const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (jargon.match(line).hasMatch())
            lines << where + QStringLiteral(": ") + line.trimmed();
    }
    return lines;
}

class TestWording : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jargonIsCaught();
    void translations_data();
    void translations();
    void programOutput_data();
    void programOutput();
    void reports_data();
    void reports();
    void documents_data();
    void documents();
    void latin1TextIsAscii();

private:
    static QString source(const QString &relative) { return QStringLiteral(STACKLAB_SOURCE_DIR "/") + relative; }
};

// The pattern itself: what the old strings said is caught, the words that replace them are not.
void TestWording::jargonIsCaught()
{
    QVERIFY(!offending(QStringLiteral("t"), QStringLiteral("Run seed 000's lab scenario")).isEmpty());
    QVERIFY(!offending(QStringLiteral("t"), QStringLiteral("Seed 003's resilver study")).isEmpty());
    QVERIFY(!offending(QStringLiteral("t"), QStringLiteral("mdadm RAID5 (seed000 step 2)")).isEmpty());
    QVERIFY(offending(QStringLiteral("t"), QStringLiteral("the four-stack comparison; randseed=42")).isEmpty());
}

void TestWording::translations_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(source(QStringLiteral("translations")));
    const QStringList files = dir.entryList({QStringLiteral("*.ts")});
    QVERIFY(!files.isEmpty());
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestWording::translations()
{
    QFETCH(QString, file);
    QFile ts(file);
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.errorString()));
    QXmlStreamReader xml(&ts);
    QStringList bad;
    int messages = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source")) {
            ++messages;
            bad << offending(QStringLiteral("source"), xml.readElementText(QXmlStreamReader::IncludeChildElements));
        } else if (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform")) {
            bad << offending(
                QStringLiteral("translation"), xml.readElementText(QXmlStreamReader::IncludeChildElements));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 100);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestWording::programOutput_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("language");
    const QString cli = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-cli");
    const QString gui = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab");
    const QString helper = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper");
    const QStringList disks = {QStringLiteral("--disks"), QStringLiteral("/dev/lab-a,/dev/lab-b,/dev/lab-c"),
        QStringLiteral("--spare"), QStringLiteral("/dev/lab-d")};
    const QList<QStringList> cliRuns = {
        {QStringLiteral("--help")},
        {QStringLiteral("disks"), QStringLiteral("--help")},
        {QStringLiteral("bench"), QStringLiteral("--help")},
        {QStringLiteral("stacks"), QStringLiteral("--help")},
        {QStringLiteral("stacks")},
        {QStringLiteral("plan"), QStringLiteral("--help")},
        {QStringLiteral("parse"), QStringLiteral("--help")},
        {QStringLiteral("lab"), QStringLiteral("--help")},
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--help")},
        {QStringLiteral("lab"), QStringLiteral("sweep"), QStringLiteral("--help")},
        {QStringLiteral("about")},
        {QStringLiteral("about"), QStringLiteral("--help")},
        QStringList {QStringLiteral("plan"), QStringLiteral("mdadm-raid5")} + disks,
        QStringList {QStringLiteral("plan"), QStringLiteral("lvm-raid5")} + disks,
        QStringList {QStringLiteral("plan"), QStringLiteral("lvm-thin-md-raid5")} + disks,
        QStringList {QStringLiteral("plan"), QStringLiteral("zfs-raidz1")} + disks,
        QStringList {QStringLiteral("plan"), QStringLiteral("btrfs-raid1")} + disks,
        {QStringLiteral("no-such-command")},
    };
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        for (const QStringList &args : cliRuns)
            QTest::addRow("%s: stacklab-cli %s", qPrintable(language), qPrintable(args.join(QLatin1Char(' '))))
                << cli << args << language;
        QTest::addRow("%s: stacklab --help", qPrintable(language))
            << gui << QStringList {QStringLiteral("--help")} << language;
        QTest::addRow("%s: stacklab-helper --no-such-option", qPrintable(language))
            << helper << QStringList {QStringLiteral("--no-such-option")} << language;
    }
}

void TestWording::programOutput()
{
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(QString, language);
    QVERIFY2(QFileInfo(program).isExecutable(), qPrintable(program + QStringLiteral(" is not built")));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.remove(QStringLiteral("LC_ALL"));
    env.insert(QStringLiteral("LANG"),
        language == QLatin1String("de") ? QStringLiteral("de_DE.UTF-8") : QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), language);
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    QVERIFY2(process.waitForFinished(60000), qPrintable(program + QStringLiteral(" did not finish")));
    const QString out = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
    QVERIFY2(!out.trimmed().isEmpty(), "the program printed nothing");
    const QStringList bad = offending(arguments.join(QLatin1Char(' ')), out);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestWording::reports_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestWording::reports()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(translator.load(QStringLiteral("stacklab_") + language, InstallLayout().translationsDir()));
        QCoreApplication::installTranslator(&translator);
    }
    LabSession session;
    session.metadata.name = QStringLiteral("wording");
    session.metadata.target = QStringLiteral("vm");
    session.metadata.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
        QStringLiteral("lvm-thin-md-raid5"), QStringLiteral("zfs-raidz1"), QStringLiteral("btrfs-raid1")};
    session.metadata.toolVersions = {{QStringLiteral("kernel"), QStringLiteral("6.12")}};
    for (const QString &stack : session.metadata.stacks) {
        session.measurements << Measurement {stack, QStringLiteral("rebuild_s"), 16, QStringLiteral("s"), 0, {}, {}};
        session.measurements << Measurement {stack, QStringLiteral("copy_s"), 30, QStringLiteral("s"), 0, {}, {}};
    }
    const ComparisonReport report = ScenarioReport::build(session, {});
    QCOMPARE(report.stacks.size(), 5);
    const QList<QPair<QString, QString>> exports = {
        {QStringLiteral("markdown"), toMarkdown(report)},
        {QStringLiteral("html"), toHtml(report)},
        {QStringLiteral("csv"), QString::fromUtf8(toCsv(report))},
        {QStringLiteral("json"), QString::fromUtf8(toJson(report))},
    };
    QStringList bad;
    for (const auto &[format, text] : exports) {
        QVERIFY2(text.contains(QLatin1String("raidz1")), qPrintable(format));
        bad << offending(format, text);
    }
    // The report's footer cites the source by title instead.
    QVERIFY(exports.at(0).second.contains(QLatin1String("RAID vs LVM vs ZFS comparison")));
    QVERIFY(exports.at(1).second.contains(QLatin1String("<footer>")));
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestWording::documents_data()
{
    QTest::addColumn<QString>("file");
    QStringList files = {QStringLiteral("README.md"), QStringLiteral("resources/org.stacklab.StackLab.desktop"),
        QStringLiteral("resources/org.stacklab.StackLab.metainfo.xml.in"),
        QStringLiteral("resources/completion/stacklab-cli"), QStringLiteral("resources/jobs/storage-bench.fio"),
        QStringLiteral("resources/jobs/randwrite-4k.fio"),
        QStringLiteral("resources/polkit/org.stacklab.helper.policy")};
    for (const QString &dir : {QStringLiteral("docs"), QStringLiteral("docs/man"), QStringLiteral("docs/debian")}) {
        for (const QString &name : QDir(source(dir)).entryList(QDir::Files))
            if (!name.endsWith(QLatin1String(".png")) && !name.endsWith(QLatin1String(".txt")))
                files << dir + QLatin1Char('/') + name;
    }
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestWording::documents()
{
    QFETCH(QString, file);
    QFile document(source(file));
    QVERIFY2(document.open(QIODevice::ReadOnly), qPrintable(document.errorString()));
    const QStringList bad = offending(file, QString::fromUtf8(document.readAll()));
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

// QLatin1String reads its bytes as Latin-1, so a UTF-8 "—" in it reaches the user as "â€”" (seen on
// the Lab page's verdict line): text beyond ASCII goes through QStringLiteral or tr().
void TestWording::latin1TextIsAscii()
{
    static const QRegularExpression latin1(
        QStringLiteral("QLatin1(?:String|StringView|Char)\\(\"[^\"]*[^\\x00-\\x7F]"));
    QStringList bad;
    for (const QString &dir : {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app")}) {
        QDirIterator files(
            source(dir), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
            const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (latin1.match(lines.at(i)).hasMatch())
                    bad << QStringLiteral("%1:%2: %3").arg(file.fileName()).arg(i + 1).arg(lines.at(i).trimmed());
            }
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestWording)
#include "tst_wording.moc"
