#include "about/installlayout.h"
#include "vm/vmimagebuild.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

// VmImageBuild: the command it runs (the installed setup script, through pkexec unless root),
// the script's output as lines, and what each way of ending says. A stand-in script plays the
// build; the real one refuses to run without root.
class TestVmImageBuild : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void command();
    void endings_data();
    void endings();
    void setupScriptNeedsRoot();

private:
    QString standIn(const QByteArray &body);
    QTemporaryDir m_dir;
    int m_scripts = 0;
};

QString TestVmImageBuild::standIn(const QByteArray &body)
{
    const QString path = m_dir.filePath(QStringLiteral("build-%1.sh").arg(++m_scripts));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\n" + body);
    file.close();
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return path;
}

void TestVmImageBuild::command()
{
    const InstallLayout layout(QStringLiteral("/opt/x/bin"));
    QCOMPARE(VmImageBuild::command(layout, true), QStringList {layout.vmSetupScript()});
    QCOMPARE(VmImageBuild::command(layout, false),
        (QStringList {QStringLiteral("/usr/bin/pkexec"), layout.vmSetupScript()}));
}

void TestVmImageBuild::endings_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("viaPkexec");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("errorContains");
    QTest::addColumn<QStringList>("lines");
    const QStringList two {QStringLiteral("host tools"), QStringLiteral("[  3s] image: /cache/abc")};
    QTest::newRow("built") << QByteArray("echo 'host tools'\nprintf '[  3s] image: /cache/abc'\nexit 0\n") << false
                           << true << QString() << two;
    QTest::newRow("build failed") << QByteArray("echo 'host tools'\necho '[  3s] image: /cache/abc' >&2\nexit 3\n")
                                  << true << false << QStringLiteral("exit code 3") << two;
    QTest::newRow("password dialog dismissed")
        << QByteArray("exit 126\n") << true << false << QStringLiteral("not authorized") << QStringList();
    QTest::newRow("no polkit authority") << QByteArray("exit 127\n") << true << false << QStringLiteral("run ")
                                         << QStringList();
    QTest::newRow("126 from the script itself, as root")
        << QByteArray("exit 126\n") << false << false << QStringLiteral("exit code 126") << QStringList();
}

void TestVmImageBuild::endings()
{
    QFETCH(QByteArray, body);
    QFETCH(bool, viaPkexec);
    QFETCH(bool, ok);
    QFETCH(QString, errorContains);
    QFETCH(QStringList, lines);
    VmImageBuild build;
    QSignalSpy lineSpy(&build, &VmImageBuild::line);
    QSignalSpy finished(&build, &VmImageBuild::finished);
    build.start({standIn(body)}, viaPkexec);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().at(0).toBool(), ok);
    const QString error = finished.first().at(1).toString();
    QVERIFY2(ok ? error.isEmpty() : error.contains(errorContains), qPrintable(error));
    QStringList got;
    for (const QList<QVariant> &args : lineSpy)
        got << args.at(0).toString();
    QCOMPARE(got, lines);
    QVERIFY(!build.isRunning());
}

// The installed script refuses to run without root and says why, before touching anything.
void TestVmImageBuild::setupScriptNeedsRoot()
{
    const QString script = InstallLayout().vmSetupScript();
    QVERIFY2(QFileInfo(script).isExecutable(), qPrintable(script));
    QProcess process;
    if (::geteuid() != 0) {
        process.start(script, {});
    } else {
        // As root, run a copy as nobody (who may not enter the source tree): the check must refuse.
        QTemporaryDir open;
        QVERIFY(QFile::setPermissions(open.path(), QFile::permissions(open.path()) | QFileDevice::ExeOther));
        const QString copy = open.filePath(QStringLiteral("setup-virtual-lab.sh"));
        QVERIFY(QFile::copy(script, copy));
        QVERIFY(QFile::setPermissions(copy, QFile::permissions(copy) | QFileDevice::ReadOther | QFileDevice::ExeOther));
        process.start(
            QStringLiteral("runuser"), {QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), copy});
        QVERIFY(process.waitForFinished(20000));
    }
    QVERIFY(process.waitForFinished(20000) || process.state() == QProcess::NotRunning);
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(process.readAllStandardError().contains("run as root"), "the script says it needs root");
}

QTEST_GUILESS_MAIN(TestVmImageBuild)
#include "tst_vmimagebuild.moc"
