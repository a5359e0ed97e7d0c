// stacklab-cli plan and stacks, run as the built binary: the system-disk refusal, previews for
// disks that are not on this machine, usage errors and the output forms.
#include "stacks/catalog/stackrecipes.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

class TestPlanCommand : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void refusesTheDiskHoldingRoot();
    void previewForDisksNotOnThisMachine();
    void usageErrors_data();
    void usageErrors();
    void onePhaseAsScript();
    void stacksListsEveryStack();

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    Run cli(const QStringList &args) const;
    QString m_cli;
};

static QString missing(int n)
{
    return QStringLiteral("/dev/disk/by-id/stacklab-test-missing-%1").arg(n);
}

// The block device holding /, from the major:minor field of its mountinfo line.
static QString rootDevice()
{
    QFile mountinfo(QStringLiteral("/proc/self/mountinfo"));
    if (!mountinfo.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : mountinfo.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 5 || fields.at(4) != "/")
            continue;
        const QString sysfs = QStringLiteral("/sys/dev/block/") + QString::fromLatin1(fields.at(2));
        const QString name = QFileInfo(QFileInfo(sysfs).canonicalFilePath()).fileName();
        if (!name.isEmpty() && QFileInfo::exists(QStringLiteral("/dev/") + name))
            return QStringLiteral("/dev/") + name;
    }
    return {};
}

void TestPlanCommand::initTestCase()
{
    m_cli = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-cli");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), qPrintable(m_cli));
}

TestPlanCommand::Run TestPlanCommand::cli(const QStringList &args) const
{
    QProcess process;
    process.start(m_cli, args);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

void TestPlanCommand::refusesTheDiskHoldingRoot()
{
    const QString root = rootDevice();
    QVERIFY2(!root.isEmpty(), "no block device holds / in /proc/self/mountinfo");
    const Run run = cli({QStringLiteral("plan"), QStringLiteral("mdadm-raid1"), QStringLiteral("--disks"),
        root + QLatin1Char(',') + missing(1), QStringLiteral("--spare"), missing(2)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QLatin1String("refused: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("System disk")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("/")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestPlanCommand::previewForDisksNotOnThisMachine()
{
    const Run run = cli({QStringLiteral("plan"), QStringLiteral("zfs-raidz1"), QStringLiteral("--disks"),
        QStringList {missing(1), missing(2), missing(3)}.join(QLatin1Char(',')), QStringLiteral("--spare"), missing(4),
        QStringLiteral("--kernel-name"), missing(3) + QStringLiteral("=sdc"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QLatin1String("preview")), qPrintable(run.err));
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json.value(QStringLiteral("stack")).toString(), QStringLiteral("zfs-raidz1"));
    // Seed 000's nine phases, the corruption drill's and the recovery after a power cut (both on demand).
    QCOMPARE(json.value(QStringLiteral("phases")).toArray().size(), 11);
}

void TestPlanCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString three = QStringList {missing(1), missing(2), missing(3)}.join(QLatin1Char(','));
    QTest::newRow("unknown stack") << QStringList {"plan", "raid9", "--disks", three} << "unknown stack 'raid9'";
    QTest::newRow("too few") << QStringList {"plan", "zfs-raidz2", "--disks", three}
                             << "zfs-raidz2 needs at least 4 disks, got 3";
    QTest::newRow("no disks") << QStringList {"plan", "mdadm-raid5"} << "--disks";
    QTest::newRow("option as disk") << QStringList {"plan", "mdadm-raid5", "--disks",
        missing(1) + ",--force," + missing(2)}
                                    << "looks like an option";
    QTest::newRow("bad phase") << QStringList {"plan", "mdadm-raid5", "--disks", three, "--kernel-name",
        missing(3) + "=sdc", "--phase", "party"}
                               << "has no phase 'party'";
    QTest::newRow("json and script") << QStringList {"plan", "mdadm-raid5", "--disks", three, "--json", "--script"}
                                     << "--json or --script";
    QTest::newRow("bad option") << QStringList {"plan", "mdadm-raid5", "--disks", three, "--option", "noequals"}
                                << "KEY=VALUE";
    QTest::newRow("no kernel name") << QStringList {"plan", "btrfs-raid1", "--disks", missing(1) + "," + missing(2)}
                                    << "--kernel-name";
}

void TestPlanCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = cli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestPlanCommand::onePhaseAsScript()
{
    const Run run = cli({QStringLiteral("plan"), QStringLiteral("lvm-raid5"), QStringLiteral("--disks"),
        QStringList {missing(1), missing(2), missing(3)}.join(QLatin1Char(',')), QStringLiteral("--spare"), missing(4),
        QStringLiteral("--kernel-name"), missing(3) + QStringLiteral("=sdc"), QStringLiteral("--phase"),
        QStringLiteral("build"), QStringLiteral("--script")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QLatin1String("#!/bin/sh\n")));
    QVERIFY(run.out.contains(QLatin1String("# === build ===")));
    QVERIFY(!run.out.contains(QLatin1String("# === teardown ===")));
    QVERIFY(run.out.contains(
        QStringLiteral("\npvcreate %1 %2 %3 %4\n").arg(missing(1), missing(2), missing(3), missing(4))));
    QVERIFY(run.out.contains(QLatin1String("# !!! DESTRUCTIVE STEP")));
}

void TestPlanCommand::stacksListsEveryStack()
{
    const Run run = cli({QStringLiteral("stacks")});
    QCOMPARE(run.exitCode, 0);
    for (const QString &name : stackNames())
        QVERIFY2(run.out.contains(name + QLatin1Char(' ')), qPrintable(name));
    QVERIFY(run.out.contains(QLatin1String("4+ disks")));
    QCOMPARE(cli({QStringLiteral("stacks"), QStringLiteral("extra")}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestPlanCommand)
#include "tst_plancommand.moc"
