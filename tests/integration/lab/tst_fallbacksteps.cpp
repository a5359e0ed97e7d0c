// Fallback steps through the real stacklab-helper on the loop lab (root): StepDriver runs a plan's
// fallbacks only after the ordinary step before them failed, and then they speak for it; after a
// success they never start. The plan is btrfs raid1's rebuild phase, whose `btrfs replace` is
// followed by a flush and a second replace (the ENOSPC a replace meets now and then on small
// disks). Its first replace here is made to fail for certain: the spare carries an ext4 that
// btrfs-progs refuses to overwrite without -f.

#include "../testlooplab.h"
#include "helper/client/helperchannel.h"
#include "helper/client/helperclient.h"
#include "lab/drive/stepdriver.h"
#include "stacks/catalog/stackrecipes.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <unistd.h>

class TestFallbackSteps : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fallbacksRunOnlyAfterARefusal();
    void cleanupTestCase();

private:
    // Runs the named phases with StepDriver; the ids of the steps that started, in order.
    bool runPhases(const QStringList &names, QStringList *started, QStringList *failed);

    std::unique_ptr<HelperClient> m_client;
    std::unique_ptr<StepDriver> m_driver;
    RecipeRequest m_recipe;
    Plan m_plan;
    QStringList m_nodes;
};

void TestFallbackSteps::initTestCase()
{
    QVERIFY2(::geteuid() == 0, "the fallback test needs root (the helper makes loop disks)");
    m_client = std::make_unique<HelperClient>(std::make_unique<DirectChannel>(QStringLiteral(STACKLAB_HELPER)));
    m_client->start();
    QVERIFY(m_client->waitForStarted());
    m_recipe.stack = QStringLiteral("btrfs-raid1");
    m_recipe.session = QStringLiteral("fallback-%1").arg(::getpid());
    QString error;
    const QJsonArray disks = createTestLoopLab(m_client.get(), m_recipe.session, 3, 512LL << 20, &error);
    QVERIFY2(!disks.isEmpty(), qPrintable(error));
    for (const QJsonValue &disk : disks) {
        const QString node = disk.toObject().value(QLatin1String("node")).toString();
        m_nodes << node;
        m_recipe.backingFiles.insert(node, disk.toObject().value(QLatin1String("backingFile")).toString());
    }
    QCOMPARE(m_nodes.size(), 3);
    m_recipe.disks = m_nodes.mid(0, 2);
    m_recipe.spare = m_nodes.last();
    const PlanOrError plan = buildPlan(m_recipe);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    m_plan = plan.plan;
    m_driver = std::make_unique<StepDriver>(m_client.get());
}

bool TestFallbackSteps::runPhases(const QStringList &names, QStringList *started, QStringList *failed)
{
    QList<StepDriver::Step> steps;
    for (const PlanPhase &phase : std::as_const(m_plan.phases)) {
        if (names.contains(phase.name)) {
            for (const PlanStep &step : phase.steps)
                steps.append({phase.name, step});
        }
    }
    const auto onStart = connect(m_driver.get(), &StepDriver::stepStarted, this,
        [started](const QString &, const PlanStep &step, const QStringList &) { *started << step.id; });
    const auto onFinish = connect(m_driver.get(), &StepDriver::stepFinished, this,
        [failed](const QString &, const PlanStep &step, const StepOutcome &outcome) {
            if (!outcome.ok)
                *failed << step.id;
        });
    bool finished = false;
    bool ok = false;
    m_driver->claimAndRunSteps(m_recipe, steps, [&](bool result, const HelperRefused &) {
        finished = true;
        ok = result;
    });
    const bool inTime = QTest::qWaitFor([&] { return finished; }, 180000);
    disconnect(onStart);
    disconnect(onFinish);
    return inTime && ok;
}

void TestFallbackSteps::fallbacksRunOnlyAfterARefusal()
{
    QStringList started;
    QStringList failed;
    QVERIFY(runPhases({QStringLiteral("build"), QStringLiteral("mount")}, &started, &failed));
    QVERIFY(failed.isEmpty());

    // The spare carries a filesystem: the replace refuses it, the flush and the second replace
    // run, the second refuses it too, and the sequence fails there without the steps after it.
    QCOMPARE(QProcess::execute(QStringLiteral("/usr/sbin/mkfs.ext4"), {QStringLiteral("-q"), m_recipe.spare}), 0);
    started.clear();
    QVERIFY(!runPhases({QStringLiteral("rebuild")}, &started, &failed));
    QCOMPARE(started,
        QStringList(
            {QStringLiteral("replace"), QStringLiteral("flush-before-replace"), QStringLiteral("replace-again")}));
    QCOMPARE(failed, QStringList({QStringLiteral("replace"), QStringLiteral("replace-again")}));

    // A blank spare: the replace succeeds and its fallbacks never start.
    QCOMPARE(QProcess::execute(
                 QStringLiteral("/usr/sbin/wipefs"), {QStringLiteral("-q"), QStringLiteral("-a"), m_recipe.spare}),
        0);
    started.clear();
    failed.clear();
    QVERIFY(runPhases({QStringLiteral("rebuild")}, &started, &failed));
    QCOMPARE(started, QStringList({QStringLiteral("replace"), QStringLiteral("balance"), QStringLiteral("show")}));
    QVERIFY(failed.isEmpty());
}

void TestFallbackSteps::cleanupTestCase()
{
    removeTestLoopLab(m_client.get(), m_recipe.session, m_nodes,
        QStringLiteral("/mnt/stacklab/%1/btrfs-raid1").arg(m_recipe.session));
    m_driver.reset();
    if (m_client)
        m_client->close();
}

QTEST_GUILESS_MAIN(TestFallbackSteps)
#include "tst_fallbacksteps.moc"
