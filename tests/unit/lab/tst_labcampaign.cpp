// LabCampaign's session and report, the parts every front end shares without a lab target:
// a session's metadata recorded once (a reopened folder keeps its creation time and stacks),
// resuming refuses what it cannot continue, and the report goes out in the format its name asks.
#include "lab/campaign/labcampaign.h"
#include "lab/session/labsessionstore.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestLabCampaign : public QObject {
    Q_OBJECT

private slots:
    void sessionNameCarriesPrefixAndUtcTime();
    void openSessionRecordsAndMergesMetadata();
    void startSessionKeepsThePlan();
    void resumeRefusals();
    void reportByFileName();
};

void TestLabCampaign::sessionNameCarriesPrefixAndUtcTime()
{
    const QString name = LabCampaign::newSessionName(QStringLiteral("sweep"));
    QVERIFY2(QRegularExpression(QStringLiteral("^sweep-\\d{8}-\\d{6}$")).match(name).hasMatch(), qPrintable(name));
}

void TestLabCampaign::openSessionRecordsAndMergesMetadata()
{
    QTemporaryDir dir;
    QString error;
    SessionMetadata first;
    first.name = QStringLiteral("lab-a");
    first.target = QStringLiteral("loop");
    first.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1")};
    QDateTime created;
    {
        const std::unique_ptr<LabSessionStore> store = LabCampaign::openSession(dir.path(), first, &error);
        QVERIFY2(store, qPrintable(error));
        created = store->session().metadata.created;
        QVERIFY(created.isValid());
        QCOMPARE(store->session().metadata.stacks, first.stacks);
    }
    QTest::qWait(5); // a second opening must not restamp the creation time
    SessionMetadata second = first;
    second.stacks = {QStringLiteral("zfs-raidz1"), QStringLiteral("btrfs-raid1")};
    const std::unique_ptr<LabSessionStore> store = LabCampaign::openSession(dir.path(), second, &error);
    QVERIFY2(store, qPrintable(error));
    const SessionMetadata &metadata = store->session().metadata;
    QCOMPARE(metadata.created, created);
    QCOMPARE(metadata.stacks,
        QStringList({QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1"), QStringLiteral("btrfs-raid1")}));
    QVERIFY(metadata.run.isEmpty());
}

void TestLabCampaign::startSessionKeepsThePlan()
{
    QTemporaryDir dir;
    LabRunPlan plan;
    plan.stacks = {QStringLiteral("mdadm-raid5")};
    plan.target = QStringLiteral("loop");
    plan.reportPath = dir.filePath(QStringLiteral("r.json"));
    SessionMetadata wanted;
    wanted.name = QStringLiteral("lab-b");
    wanted.target = plan.target;
    wanted.stacks = plan.stacks;
    wanted.run = plan;
    QString error;
    {
        LabCampaign campaign;
        QVERIFY2(campaign.startSession(dir.filePath(QStringLiteral("s")), wanted, &error), qPrintable(error));
        QCOMPARE(campaign.sessionName(), QStringLiteral("lab-b"));
        QCOMPARE(campaign.plan(), plan);
        QCOMPARE(campaign.store()->session().metadata.run, plan);
        // The session is the running campaign's own: a second one cannot open it meanwhile.
        LabCampaign second;
        QCOMPARE(second.resumeSession(dir.filePath(QStringLiteral("s")), {}, &error),
            LabCampaign::ResumeRefusal::CannotOpen);
    }

    // The recorded plan is what --resume continues; a new report path overrides the recorded one.
    LabCampaign resumed;
    QCOMPARE(resumed.resumeSession(dir.filePath(QStringLiteral("s")), dir.filePath(QStringLiteral("n.md")), &error),
        LabCampaign::ResumeRefusal::None);
    QCOMPARE(resumed.plan().stacks, plan.stacks);
    QCOMPARE(resumed.plan().reportPath, dir.filePath(QStringLiteral("n.md")));
}

void TestLabCampaign::resumeRefusals()
{
    QTemporaryDir dir;
    QString error;
    LabCampaign campaign;
    QCOMPARE(campaign.resumeSession(dir.filePath(QStringLiteral("none")), {}, &error),
        LabCampaign::ResumeRefusal::NoSession);
    QVERIFY2(error.contains(QLatin1String("No lab session to resume")), qPrintable(error));

    // A GUI session records no run plan: nothing to continue.
    SessionMetadata gui;
    gui.name = QStringLiteral("mdadm-raid5-20261201-120000");
    gui.target = QStringLiteral("vm");
    gui.stacks = {QStringLiteral("mdadm-raid5")};
    QVERIFY(LabCampaign::openSession(dir.path(), gui, &error));
    QCOMPARE(campaign.resumeSession(dir.path(), {}, &error), LabCampaign::ResumeRefusal::NoRunPlan);
    QVERIFY2(error.contains(QLatin1String("no lab run to resume")), qPrintable(error));
    QVERIFY(!campaign.store());
}

void TestLabCampaign::reportByFileName()
{
    QTemporaryDir dir;
    LabSession session;
    session.metadata.name = QStringLiteral("lab-c");
    session.metadata.stacks = {QStringLiteral("mdadm-raid5")};
    QString error;
    const QString json = dir.filePath(QStringLiteral("r.json"));
    QVERIFY2(LabCampaign::writeReport(session, {}, json, &error), qPrintable(error));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(file.readAll()).object().contains(QLatin1String("stacks")));

    for (const QString &name : {QStringLiteral("r.pdf"), QStringLiteral("r.txt")}) {
        QVERIFY(!LabCampaign::writeReport(session, {}, dir.filePath(name), &error));
        QVERIFY2(error.contains(QLatin1String(".md, .csv, .json or .html")), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(name)));
    }
}

QTEST_GUILESS_MAIN(TestLabCampaign)
#include "tst_labcampaign.moc"
