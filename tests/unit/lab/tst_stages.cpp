// The stage engine's parts that need no helper: LabStage::inOrder (parts in order, the first
// failure ends the stage, parts that answer later from the event loop), the stage list (one entry
// per kind, one teardown and it comes last, only the build owes a teardown) and the recipes'
// probes that replaced the stack-name tests of the old runner.

#include "lab/scenario.h"
#include "lab/stages/labstage.h"
#include "lab/stages/stagelist.h"
#include "stacks/stackprobes.h"

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
        QVERIFY2(entry.make, entry.name);
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

QTEST_GUILESS_MAIN(TestStages)
#include "tst_stages.moc"
