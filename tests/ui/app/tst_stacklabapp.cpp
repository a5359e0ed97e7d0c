#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

// The stacklab executable's command line: --screenshot renders the real window (over this
// machine's real disk inventory, read-only) and exits; bad arguments exit 2 and say why.
class TestStackLabApp : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void screenshotWritesPng_data();
    void screenshotWritesPng();
    void badArgumentsExitTwo_data();
    void badArgumentsExitTwo();
    void settingsUnderStackLabFolder();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run run(const QStringList &arguments,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
    QTemporaryDir m_dir;
};

void TestStackLabApp::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(STACKLAB_GUI_EXECUTABLE)), STACKLAB_GUI_EXECUTABLE);
    QCOMPARE(qEnvironmentVariable("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
}

TestStackLabApp::Run TestStackLabApp::run(const QStringList &arguments, const QProcessEnvironment &environment)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(STACKLAB_GUI_EXECUTABLE), arguments);
    Run result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("stacklab did not finish within 60 s");
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

void TestStackLabApp::screenshotWritesPng_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QSize>("size");
    QTest::newRow("default page and size") << QStringList() << QSize(1280, 800);
    QTest::newRow("disks page") << QStringList {QStringLiteral("--page"), QStringLiteral("disks")} << QSize(1280, 800);
    QTest::newRow("custom size") << QStringList {QStringLiteral("--size"), QStringLiteral("1024x640")}
                                 << QSize(1024, 640);
}

void TestStackLabApp::screenshotWritesPng()
{
    QFETCH(QStringList, extra);
    QFETCH(QSize, size);
    const QString file = m_dir.filePath(QStringLiteral("%1.png").arg(QTest::currentDataTag()));
    const Run result = run(QStringList {QStringLiteral("--screenshot"), file} + extra);
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(result.out.contains(file), qPrintable(result.out));
    QVERIFY(QFileInfo(file).size() > 10000);
    QImage image;
    QVERIFY(image.load(file, "PNG"));
    QCOMPARE(image.size(), size);
    // Not an empty canvas: a real window has many colours (the table tints, text, icons).
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
}

void TestStackLabApp::badArgumentsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString file = QStringLiteral("/tmp/stacklab-test-never-written.png");
    QTest::newRow("unknown page") << QStringList {QStringLiteral("--screenshot"), file, QStringLiteral("--page"),
        QStringLiteral("nope")} << QStringLiteral("valid pages are disks");
    QTest::newRow("bad size") << QStringList {QStringLiteral("--screenshot"), file, QStringLiteral("--size"),
        QStringLiteral("huge")}
                              << QStringLiteral("1280x800");
    QTest::newRow("page without screenshot")
        << QStringList {QStringLiteral("--page"), QStringLiteral("disks")} << QStringLiteral("--screenshot FILE");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--frobnicate")} << QStringLiteral("frobnicate");
    QTest::newRow("missing folder") << QStringList {QStringLiteral("--screenshot"),
        QStringLiteral("/nonexistent-stacklab-dir/x.png")}
                                    << QStringLiteral("does not exist");
}

void TestStackLabApp::badArgumentsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(message), qPrintable(result.err));
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/stacklab-test-never-written.png")));
}

// The settings file is where docs/gui.md says (~/.config/StackLab/StackLab.conf), and the file an
// earlier StackLab wrote under QSettings' "Unknown Organization" moves there once, with the
// choices it remembers; a file already there is never overwritten.
void TestStackLabApp::settingsUnderStackLabFolder()
{
    const QString config = m_dir.filePath(QStringLiteral("config"));
    const QString old = config + QStringLiteral("/Unknown Organization/StackLab.conf");
    const QString wanted = config + QStringLiteral("/StackLab/StackLab.conf");
    const auto writeOld = [&old](const QByteArray &stack) {
        QDir().mkpath(QFileInfo(old).absolutePath());
        QFile file(old);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[build]\nstack=" + stack + "\n");
    };
    writeOld("zfs-raidz2");
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    const QString shot = m_dir.filePath(QStringLiteral("settings.png"));
    Run result = run({QStringLiteral("--screenshot"), shot}, environment);
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(QFile::exists(wanted), qPrintable(wanted));
    QVERIFY(!QFile::exists(old));
    QVERIFY(!QFileInfo::exists(QFileInfo(old).absolutePath()));
    QCOMPARE(QSettings(wanted, QSettings::IniFormat).value(QStringLiteral("build/stack")).toString(),
        QStringLiteral("zfs-raidz2"));

    // Once: a later old file (an older StackLab run again) does not replace the settings in use.
    writeOld("btrfs-raid1");
    result = run({QStringLiteral("--screenshot"), shot}, environment);
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QCOMPARE(QSettings(wanted, QSettings::IniFormat).value(QStringLiteral("build/stack")).toString(),
        QStringLiteral("zfs-raidz2"));
    QVERIFY(QFile::exists(old));
}

QTEST_GUILESS_MAIN(TestStackLabApp)
#include "tst_stacklabapp.moc"
