// The stage engine's parts that need no helper: LabStage::inOrder (parts in order, the first
// failure ends the stage, parts that answer later from the event loop), the stage list (one entry
// per kind, one teardown and it comes last, only the build owes a teardown) and the recipes'
// probes that replaced the stack-name tests of the old runner.

#include "lab/scenario/scenario.h"
#include "lab/scenario/stagelist.h"
#include "lab/stages/drills/corruptionstage.h"
#include "lab/stages/drills/powercutstage.h"
#include "lab/stages/drills/secondfailurestage.h"
#include "lab/stages/labstage.h"
#include "stacks/recipe/stackprobes.h"

#include <QFile>
#include <QSet>
#include <QTest>
#include <QTimer>

namespace {
// A stage that only chains parts: inOrder is what is under test.
class ChainStage : public LabStage {
public:
    using LabStage::inOrder;
    using LabStage::LabStage;
    void run(Done done) override { done(true); }
};

void append(QStringList &ran, const char *name, const LabStage::Done &next, bool ok)
{
    ran << QLatin1String(name);
    next(ok);
}

RecipeRequest request(const QString &stack)
{
    RecipeRequest r;
    r.stack = stack;
    return r;
}

// A recipe request on the virtual lab's disks: three members and a spare.
RecipeRequest vmRequest(const QString &stack)
{
    RecipeRequest r = request(stack);
    for (int i = 1; i <= 4; ++i) {
        const QString id = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1").arg(i);
        if (i < 4)
            r.disks << id;
        else
            r.spare = id;
        r.kernelNames.insert(id, QStringLiteral("sd%1").arg(QChar(u'a' + i - 1)));
    }
    r.session = QStringLiteral("t");
    return r;
}

QStringList stageNames(const Scenario &scenario)
{
    QStringList names;
    for (const ScenarioStage &stage : scenario.stages())
        names << stage.name;
    return names;
}
} // namespace

class TestStages : public QObject {
    Q_OBJECT

private slots:
    void inOrderRunsPartsInOrder();
    void inOrderStopsAtTheFirstFailure();
    void inOrderWaitsForLateAnswers();
    void stageListHasOneEntryPerKind();
    void teardownIsLastAndOnlyTheBuildOwesIt();
    void scenarioStagesFollowTheList();
    void probesComeFromTheRecipes();
    void drillsAreOptIn();
    void drillOptionsAreChecked_data();
    void drillOptionsAreChecked();
    void drillMembers();
    void powerCutRequest();
    void secondFailureReadsTheTools_data();
    void secondFailureReadsTheTools();
};

void TestStages::inOrderRunsPartsInOrder()
{
    QStringList ran;
    std::optional<bool> result;
    ChainStage::inOrder({[&](LabStage::Done next) { append(ran, "a", next, true); },
                            [&](LabStage::Done next) { append(ran, "b", next, true); },
                            [&](LabStage::Done next) { append(ran, "c", next, true); }},
        [&](bool ok) { result = ok; });
    QCOMPARE(ran, QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    QCOMPARE(result, std::optional<bool>(true));
    // No parts: done at once, with success.
    std::optional<bool> empty;
    ChainStage::inOrder({}, [&](bool ok) { empty = ok; });
    QCOMPARE(empty, std::optional<bool>(true));
}

void TestStages::inOrderStopsAtTheFirstFailure()
{
    QStringList ran;
    int doneCalls = 0;
    bool result = true;
    ChainStage::inOrder({[&](LabStage::Done next) { append(ran, "a", next, true); },
                            [&](LabStage::Done next) { append(ran, "b", next, false); },
                            [&](LabStage::Done next) { append(ran, "c", next, true); }},
        [&](bool ok) {
            ++doneCalls;
            result = ok;
        });
    QCOMPARE(ran, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(doneCalls, 1);
    QVERIFY(!result);
}

void TestStages::inOrderWaitsForLateAnswers()
{
    // Each part answers from the event loop, as the helper's events do.
    QStringList ran;
    std::optional<bool> result;
    auto later = [&](const QString &name) {
        return [&ran, name](LabStage::Done next) {
            QTimer::singleShot(5, [&ran, name, next] {
                ran << name;
                next(true);
            });
        };
    };
    ChainStage::inOrder({later(QStringLiteral("a")), later(QStringLiteral("b")), later(QStringLiteral("c"))},
        [&](bool ok) { result = ok; });
    QVERIFY(ran.isEmpty());
    QTRY_VERIFY(result.has_value());
    QCOMPARE(ran, QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    QVERIFY(*result);
}

void TestStages::stageListHasOneEntryPerKind()
{
    QSet<int> kinds;
    QSet<QString> names;
    for (const StageListEntry &entry : stageList()) {
        QVERIFY2(!kinds.contains(int(entry.kind)), entry.name);
        kinds.insert(int(entry.kind));
        QVERIFY2(!names.contains(QLatin1String(entry.name)), entry.name);
        names.insert(QLatin1String(entry.name));
        QVERIFY2(entry.title && *entry.title, entry.name);
        // Its LabStage class: makeStage (core/lab/campaign/stagefactory.cpp) switches over every kind
        // with no default, so -Wswitch (-Wall) names a kind that has none at build time.
        QCOMPARE(scenarioStageName(entry.kind), QLatin1String(entry.name));
        QCOMPARE(scenarioStageFromName(QLatin1String(entry.name)), std::optional<ScenarioStageKind>(entry.kind));
    }
    QCOMPARE(kinds.size(), int(ScenarioStageKind::Teardown) + 1);
    QCOMPARE(scenarioStageNames().size(), stageList().size());
    QVERIFY(!scenarioStageFromName(QStringLiteral("resync")));
}

void TestStages::teardownIsLastAndOnlyTheBuildOwesIt()
{
    const QList<StageListEntry> &list = stageList();
    QVERIFY(list.last().tearsDown);
    QCOMPARE(list.last().kind, ScenarioStageKind::Teardown);
    for (const StageListEntry &entry : list) {
        QCOMPARE(entry.tearsDown, entry.kind == ScenarioStageKind::Teardown);
        QCOMPARE(entry.buildsStack, entry.kind == ScenarioStageKind::Build);
    }
    // The claim and the prepare come before the build: a refusal there leaves no teardown owed.
    QCOMPARE(list.at(0).kind, ScenarioStageKind::Claim);
    QCOMPARE(list.at(1).kind, ScenarioStageKind::Prepare);
    QCOMPARE(list.at(2).kind, ScenarioStageKind::Build);
}

void TestStages::scenarioStagesFollowTheList()
{
    RecipeRequest r = request(QStringLiteral("mdadm-raid5"));
    for (int i = 1; i <= 4; ++i) {
        const QString id = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1").arg(i);
        if (i < 4)
            r.disks << id;
        else
            r.spare = id;
        r.kernelNames.insert(id, QStringLiteral("sd%1").arg(QChar(u'a' + i - 1)));
    }
    r.session = QStringLiteral("t");
    ScenarioOptions options;
    options.rounds = 2;
    const Scenario scenario(r, options);
    QVERIFY2(scenario.ok(), qPrintable(scenario.error()));
    QStringList names;
    for (const ScenarioStage &stage : scenario.stages())
        names << stage.name;
    QCOMPARE(names,
        QStringList({QStringLiteral("claim"), QStringLiteral("prepare"), QStringLiteral("build"),
            QStringLiteral("sync"), QStringLiteral("mount"), QStringLiteral("workload-1"), QStringLiteral("workload-2"),
            QStringLiteral("dataset"), QStringLiteral("snapshot"), QStringLiteral("fail"), QStringLiteral("rebuild"),
            QStringLiteral("verify"), QStringLiteral("scrub"), QStringLiteral("teardown")}));
    // Titles: the stack in the build's, the round in the workload's.
    QVERIFY(scenario.stages().at(2).title.contains(QLatin1String("mdadm-raid5")));
    QVERIFY(scenario.stages().at(6).title.contains(QLatin1String("2")));
    // mdadm has no snapshot phase: the stage is there, not applicable, with the phase's note.
    QVERIFY(!scenario.stages().at(8).applicable);
    QVERIFY(!scenario.stages().at(8).note.isEmpty());
}

void TestStages::probesComeFromTheRecipes()
{
    const qint64 gib = 1024LL * 1024 * 1024;
    QCOMPARE(
        snapshotSpaceProbe(request(QStringLiteral("lvm-raid5"))).fixedReserveBytes, std::optional<qint64>(2 * gib));
    QVERIFY(!snapshotSpaceProbe(request(QStringLiteral("lvm-raid5"))).spaceIsGrowth);
    QVERIFY(snapshotSpaceProbe(request(QStringLiteral("lvm-thin-md-raid5"))).spaceIsGrowth);
    QVERIFY(!snapshotSpaceProbe(request(QStringLiteral("lvm-thin-md-raid5"))).fixedReserveBytes);
    QVERIFY(snapshotSpaceProbe(request(QStringLiteral("btrfs-raid1"))).spaceIsGrowth);
    QVERIFY(!snapshotSpaceProbe(request(QStringLiteral("zfs-raidz1"))).spaceIsGrowth);
    QCOMPARE(snapshotSpaceProbe(request(QStringLiteral("mdadm-raid5"))), SnapshotSpaceProbe());

    QCOMPARE(rebuildProbe(request(QStringLiteral("zfs-raidz2"))).progressKind, QStringLiteral("resilver"));
    QCOMPARE(rebuildProbe(request(QStringLiteral("mdadm-raid5"))).progressKind, QStringLiteral("rebuild"));
    QCOMPARE(rebuildProbe(request(QStringLiteral("lvm-raid1"))).raidLv, QStringLiteral("data"));
    QVERIFY(rebuildProbe(request(QStringLiteral("btrfs-raid1"))).raidLv.isEmpty());
    // A stack no recipe knows: the defaults, not a guess.
    QCOMPARE(rebuildProbe(request(QStringLiteral("no-such-stack"))), RebuildProbe());
}

void TestStages::drillsAreOptIn()
{
    // Without drills a scenario is seed 000's: no drill stage at all.
    const Scenario plain(vmRequest(QStringLiteral("mdadm-raid5")));
    QVERIFY2(plain.ok(), qPrintable(plain.error()));
    QVERIFY(plain.drillNames().isEmpty());
    QVERIFY(!stageNames(plain).contains(QLatin1String("corruption")));
    QVERIFY(plain.runsAfter(ScenarioStageKind::Scrub, ScenarioStageKind::Rebuild));
    QCOMPARE(scenarioDrillNames(),
        QStringList({QStringLiteral("second-failure"), QStringLiteral("power-cut"), QStringLiteral("load"),
            QStringLiteral("corruption")}));
    QVERIFY(!scenarioDrillFromName(QStringLiteral("rebuild")));

    // Chosen: the second failure runs the rebuild in its place, the corruption drill comes before
    // the teardown, and a stage selection does not leave a chosen drill out.
    ScenarioOptions options;
    options.drills = {ScenarioStageKind::Corruption, ScenarioStageKind::SecondFailure};
    options.stageSelection = {ScenarioStageKind::Claim, ScenarioStageKind::Prepare, ScenarioStageKind::Build,
        ScenarioStageKind::Sync, ScenarioStageKind::Mount, ScenarioStageKind::Dataset, ScenarioStageKind::Fail,
        ScenarioStageKind::Rebuild, ScenarioStageKind::Verify, ScenarioStageKind::Teardown};
    const Scenario drilled(vmRequest(QStringLiteral("mdadm-raid5")), options);
    QVERIFY2(drilled.ok(), qPrintable(drilled.error()));
    QCOMPARE(stageNames(drilled),
        QStringList({QStringLiteral("claim"), QStringLiteral("prepare"), QStringLiteral("build"),
            QStringLiteral("sync"), QStringLiteral("mount"), QStringLiteral("dataset"), QStringLiteral("fail"),
            QStringLiteral("second-failure"), QStringLiteral("verify"), QStringLiteral("corruption"),
            QStringLiteral("teardown")}));
    QCOMPARE(drilled.drillNames(), QStringList({QStringLiteral("second-failure"), QStringLiteral("corruption")}));
    // No scrub stage follows the rebuild here: the rebuild scrubs itself for its verified clock.
    QVERIFY(!drilled.runsAfter(ScenarioStageKind::Scrub, ScenarioStageKind::SecondFailure));
    // The drill's steps come from the recipe's corruption phase: md has a repair, ZFS a cold ARC.
    QVERIFY(drilled.hasSteps(QStringLiteral("corruption")));
    QCOMPARE(drilled.phase(QStringLiteral("corruption"))->steps.first().id, QStringLiteral("repair-start"));
    const Scenario zfs(vmRequest(QStringLiteral("zfs-raidz1")), options);
    QVERIFY2(zfs.ok(), qPrintable(zfs.error()));
    QCOMPARE(zfs.phase(QStringLiteral("corruption"))->steps.first().argv.mid(0, 2),
        QStringList({QStringLiteral("zpool"), QStringLiteral("export")}));
    // Only the data stages are skipped once the data is lost; the teardown never is.
    QVERIFY(stageEntry(ScenarioStageKind::Verify).needsData);
    QVERIFY(stageEntry(ScenarioStageKind::Corruption).needsData);
    QVERIFY(!stageEntry(ScenarioStageKind::Teardown).needsData);
}

void TestStages::drillOptionsAreChecked_data()
{
    QTest::addColumn<ScenarioOptions>("options");
    QTest::addColumn<QString>("error");
    ScenarioOptions o;
    o.corruptBlocks = 0;
    QTest::newRow("no blocks") << o << "1 to 4096 blocks, got 0";
    o = {};
    o.corruptBlocks = 4097;
    QTest::newRow("too many blocks") << o << "got 4097";
    o = {};
    o.secondFailureAtPercent = 100;
    QTest::newRow("second failure at the end") << o << "1 to 99 % of the rebuild, got 100";
    o = {};
    o.powerCutAtPercent = 0;
    QTest::newRow("power cut at the start") << o << "power cut comes at 1 to 99 %";
    o = {};
    o.drills = {ScenarioStageKind::Scrub};
    QTest::newRow("not a drill") << o << "The stage scrub is not a fault drill";
    o = {};
    o.drills = {ScenarioStageKind::SecondFailure, ScenarioStageKind::PowerCut};
    QTest::newRow("two drills run the rebuild") << o << "The second-failure and power-cut drills both run the rebuild";
}

void TestStages::drillOptionsAreChecked()
{
    QFETCH(ScenarioOptions, options);
    QFETCH(QString, error);
    QVERIFY2(Scenario::checkOptions(options).contains(error), qPrintable(Scenario::checkOptions(options)));
    const Scenario scenario(vmRequest(QStringLiteral("mdadm-raid5")), options);
    QVERIFY(!scenario.ok());
    QVERIFY(scenario.error().contains(error));
    QVERIFY(Scenario::checkOptions(ScenarioOptions {}).isEmpty());
}

void TestStages::drillMembers()
{
    // The fail phase pulls the last member: the corruption goes to the first, and so does the
    // second failure; with another fail disk they step round it.
    RecipeRequest r = vmRequest(QStringLiteral("mdadm-raid5"));
    QCOMPARE(CorruptionStage::memberOf(r), r.disks.at(0));
    QCOMPARE(SecondFailureStage::secondMember(r), r.disks.at(0));
    r.failDisk = r.disks.at(0);
    QCOMPARE(CorruptionStage::memberOf(r), r.disks.at(1));
    QCOMPARE(SecondFailureStage::secondMember(r), r.disks.at(1));
}

void TestStages::powerCutRequest()
{
    // After the cut the pulled member is gone and the spare is a member; the recipe builds the
    // recover phase on what is there (md assembles exactly those three, ZFS imports their labels).
    const RecipeRequest r = vmRequest(QStringLiteral("mdadm-raid5"));
    const QMap<QString, QString> names {{r.disks.at(0), QStringLiteral("sda")}, {r.disks.at(1), QStringLiteral("sdb")},
        {r.spare, QStringLiteral("sdc")}};
    const RecipeRequest after = PowerCutStage::afterPowerCut(r, r.disks.last(), names);
    QCOMPARE(after.disks, QStringList({r.disks.at(0), r.disks.at(1), r.spare}));
    QVERIFY(after.spare.isEmpty() && after.failDisk.isEmpty());
    QCOMPARE(after.kernelNames, names);
    const Scenario md(after);
    QVERIFY2(md.ok(), qPrintable(md.error()));
    const PlanStep assemble = md.phase(QStringLiteral("recover"))->steps.first();
    QCOMPARE(assemble.argv,
        QStringList({QStringLiteral("mdadm"), QStringLiteral("--assemble"), QStringLiteral("/dev/md/data"),
            r.disks.at(0), r.disks.at(1), r.spare, QStringLiteral("--run")}));
    QCOMPARE(md.phase(QStringLiteral("recover"))->steps.last().kind, StepKind::Wait);
    RecipeRequest zfsRequest = r;
    zfsRequest.stack = QStringLiteral("zfs-raidz1");
    const Scenario zfs(PowerCutStage::afterPowerCut(zfsRequest, r.disks.last(), names));
    QVERIFY2(zfs.ok(), qPrintable(zfs.error()));
    QCOMPARE(zfs.phase(QStringLiteral("recover"))->steps.last().argv.mid(0, 4),
        QStringList(
            {QStringLiteral("zpool"), QStringLiteral("wait"), QStringLiteral("-t"), QStringLiteral("resilver")}));
    // The recover wait's bound: ten times the rebuild so far, never under ten minutes.
    QCOMPARE(PowerCutStage::waitBoundMs(5000), qint64(600000));
    QCOMPARE(PowerCutStage::waitBoundMs(120000), qint64(1200000));
    // Only the virtual lab has a power switch; loop and host targets say why not.
    QVERIFY(LabTarget::powerCutRefusal(LabTarget::Kind::Virtual).isEmpty());
    QVERIFY(LabTarget::powerCutRefusal(LabTarget::Kind::Loop).contains(QStringLiteral("--target vm")));
    QVERIFY(LabTarget::powerCutRefusal(LabTarget::Kind::Host).contains(QStringLiteral("--target vm")));
}

void TestStages::secondFailureReadsTheTools_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("lost");
    // Degraded but serving (captured in the virtual lab, tests/data/monitor/README-vm.md).
    QTest::newRow("md degraded") << "mdadm-raid5"
                                 << "mdadm-detail-vm-degraded.txt" << false;
    QTest::newRow("md clean") << "mdadm-raid5"
                              << "mdadm-detail-vm-clean.txt" << false;
    QTest::newRow("zfs unavail log device") << "zfs-raidz1"
                                            << "zpool-status-scrub-unavail-logs.txt" << false;
}

void TestStages::secondFailureReadsTheTools()
{
    QFETCH(QString, stack);
    QFETCH(QString, file);
    QFETCH(bool, lost);
    QFile capture(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/") + file);
    QVERIFY2(capture.open(QIODevice::ReadOnly), qPrintable(capture.fileName()));
    const QStringList lines = SecondFailureStage::lostLines(stack, QString::fromUtf8(capture.readAll()));
    QVERIFY2(lines.isEmpty() != lost, qPrintable(lines.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestStages)
#include "tst_stages.moc"
