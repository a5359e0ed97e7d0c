#include "fakelab.h"
#include "helper/devicevalidator.h"
#include "helper/requestvalidator.h"

#include <QTest>

class TestHelperValidation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void checksDevices_data();
    void checksDevices();
    void findsTheSystemDisk();
    void rebuildsTheStepFromResolvedNodes();
    void passesLoopBackingFilesToTheRecipe();
    void sessionNames_data();
    void sessionNames();

private:
    FakeDeviceFacts m_facts;
    QString m_systemDisk;
};

void TestHelperValidation::initTestCase()
{
    FakeLab::describe(&m_facts);
    const QStringList system = SystemDeviceFacts::systemDiskNames();
    QVERIFY2(!system.isEmpty(), "no disk holds / according to /proc/self/mountinfo");
    m_systemDisk = QStringLiteral("/dev/") + system.first();
}

void TestHelperValidation::checksDevices_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("claim");
    QTest::addColumn<QString>("rule");

    QTest::newRow("free disk claim") << FakeLab::E << true << QString();
    QTest::newRow("lab-mounted disk run") << FakeLab::LabMounted << false << QString();
    QTest::newRow("lab-mounted disk claim") << FakeLab::LabMounted << true << QStringLiteral("device.mounted");
    QTest::newRow("mounted elsewhere run") << FakeLab::Mounted << false << QStringLiteral("device.mounted");
    QTest::newRow("held claim") << FakeLab::Held << true << QStringLiteral("device.held");
    QTest::newRow("held run (the lab's own array)") << FakeLab::Held << false << QString();
    QTest::newRow("in use claim") << FakeLab::InUse << true << QStringLiteral("device.in-use");
    QTest::newRow("partition") << FakeLab::Part << true << QStringLiteral("device.partition");
    QTest::newRow("option") << QStringLiteral("--force") << true << QStringLiteral("device.option-like");
    QTest::newRow("newline") << QStringLiteral("/dev/x\n") << true << QStringLiteral("device.control-char");
    QTest::newRow("relative") << QStringLiteral("loop0") << true << QStringLiteral("device.not-absolute");
    QTest::newRow("256 bytes") << QStringLiteral("/").repeated(256) << true << QStringLiteral("device.too-long");
    QTest::newRow("255 bytes resolve") << QStringLiteral("/").repeated(250) + QStringLiteral("dev/x") << true
                                       << QStringLiteral("device.not-found");
    QTest::newRow("char device") << QStringLiteral("/dev/null") << true << QStringLiteral("device.not-block");
    QTest::newRow("traversal") << QStringLiteral("/dev/../etc/passwd") << true << QStringLiteral("device.not-block");
    QTest::newRow("missing") << QStringLiteral("/dev/disk/by-id/none") << true << QStringLiteral("device.not-found");
    QTest::newRow("empty") << QString() << true << QStringLiteral("device.empty");
}

void TestHelperValidation::checksDevices()
{
    QFETCH(QString, device);
    QFETCH(bool, claim);
    QFETCH(QString, rule);
    const DeviceValidator validator(m_facts, QStringLiteral("/mnt/stacklab/s1"));
    QString node;
    const HelperRefusal refusal = validator.check(QStringLiteral("disks[0]"), device,
        claim ? DeviceValidator::Purpose::Claim : DeviceValidator::Purpose::Run, &node);
    QCOMPARE(refusal.rule, rule);
    QCOMPARE(refusal.field, rule.isEmpty() ? QString() : QStringLiteral("disks[0]"));
    if (rule.isEmpty())
        QCOMPARE(node, device);
    else
        QVERIFY(!refusal.message.isEmpty());
}

void TestHelperValidation::findsTheSystemDisk()
{
    const DeviceValidator validator(m_facts, QStringLiteral("/mnt/stacklab/s1"));
    QString node;
    QCOMPARE(validator.check(QStringLiteral("disks[0]"), m_systemDisk, DeviceValidator::Purpose::Run, &node).rule,
        QStringLiteral("device.system-disk"));
    QVERIFY(node.isEmpty());
    QCOMPARE(SystemDeviceFacts::wholeDiskName(m_systemDisk.mid(5)), m_systemDisk.mid(5));
}

void TestHelperValidation::rebuildsTheStepFromResolvedNodes()
{
    const RequestValidator validator(m_facts, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request;
    request.type = HelperRequestType::Run;
    request.id = QStringLiteral("r");
    request.session = QStringLiteral("s1");
    request.stack = QStringLiteral("btrfs-raid1");
    request.phase = QStringLiteral("build");
    request.step = QStringLiteral("mkfs");
    request.disks = {FakeLab::A, FakeLab::B};
    request.spare = FakeLab::C;
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, FakeLab::claimedState(), &run);
    QVERIFY2(refusal.isNull(), qPrintable(refusal.rule + QLatin1Char(' ') + refusal.message));
    QCOMPARE(run.step.argv,
        (QStringList {QStringLiteral("mkfs.btrfs"), QStringLiteral("-f"), QStringLiteral("-d"), QStringLiteral("raid1"),
            QStringLiteral("-m"), QStringLiteral("raid1"), FakeLab::A, FakeLab::B}));
    QCOMPARE(run.nodes, (QStringList {FakeLab::A, FakeLab::B, FakeLab::C}));
    QCOMPARE(run.recipe.labRoot, QStringLiteral("/mnt/stacklab"));
}

void TestHelperValidation::passesLoopBackingFilesToTheRecipe()
{
    const RequestValidator validator(m_facts, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request;
    request.type = HelperRequestType::Run;
    request.id = QStringLiteral("r");
    request.session = QStringLiteral("s1");
    request.stack = QStringLiteral("btrfs-raid1");
    request.phase = QStringLiteral("fail");
    request.step = QStringLiteral("truncate-backing");
    request.disks = {FakeLab::A, FakeLab::B};
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, FakeLab::claimedState(), &run);
    QVERIFY2(refusal.isNull(), qPrintable(refusal.rule + QLatin1Char(' ') + refusal.message));
    QCOMPARE(run.step.argv.last(), FakeLab::Backing);
    // Without the lab's record of the backing file, the recipe's fallback path is refused.
    LabSessionState state = FakeLab::claimedState();
    state.backingFiles.clear();
    QCOMPARE(validator.validateRun(request, state, &run).rule, QStringLiteral("exec.path-outside-lab"));
}

void TestHelperValidation::sessionNames_data()
{
    QTest::addColumn<QString>("session");
    QTest::addColumn<bool>("ok");
    QTest::newRow("plain") << QStringLiteral("s1") << true;
    QTest::newRow("dated") << QStringLiteral("2026-12-01_lab.3") << true;
    QTest::newRow("64") << QStringLiteral("a").repeated(64) << true;
    QTest::newRow("65") << QStringLiteral("a").repeated(65) << false;
    QTest::newRow("dotdot") << QStringLiteral("..") << false;
    QTest::newRow("slash") << QStringLiteral("a/b") << false;
    QTest::newRow("dash first") << QStringLiteral("-x") << false;
    QTest::newRow("umlaut") << QStringLiteral("l\u00e4b") << false;
    QTest::newRow("trailing newline") << QStringLiteral("s1\n") << false;
}

void TestHelperValidation::sessionNames()
{
    QFETCH(QString, session);
    QFETCH(bool, ok);
    QCOMPARE(RequestValidator::checkSessionName(session).isNull(), ok);
}

QTEST_GUILESS_MAIN(TestHelperValidation)
#include "tst_helpervalidation.moc"
