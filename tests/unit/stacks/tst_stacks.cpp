// Recipes: golden argv lists for every stack and phase, seed 000's command counts, teardown
// order, refusals, the JSON shape and the script fencing.
#include "stackfixtures.h"

#include "stacks/catalog/stackrecipes.h"
#include "stacks/families/zfslayout.h"
#include "stacks/plan/planjson.h"
#include "stacks/plan/planscript.h"
#include "stacks/recipe/labsteps.h"
#include "stacks/recipe/requestrule.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestStacks : public QObject {
    Q_OBJECT
private slots:
    void goldens_data();
    void goldens();
    void everyStackHasAGolden();
    void commandCounts_data();
    void commandCounts();
    void seedCommandLines_data();
    void seedCommandLines();
    void teardownOrder_data();
    void teardownOrder();
    void zfsTeardownOrder();
    void pulledDisksLeftOut_data();
    void pulledDisksLeftOut();
    void zfsReplaceNamesTheVdev_data();
    void zfsReplaceNamesTheVdev();
    void stepInvariants_data();
    void stepInvariants();
    void refusals_data();
    void refusals();
    void emptyPhasesSaySo();
    void loopDisksDieByTruncate();
    void kernelNames_data();
    void kernelNames();
    void jsonShape();
    void scriptFencing_data();
    void scriptFencing();
    void runnerLines_data();
    void runnerLines();
    void shellQuoting_data();
    void shellQuoting();
    void requestDisksNameEveryDevice();
    void recoverAfterAPowerCut();
    void fallbackRunsOnlyAfterAFailure();
    void theSyncStartsWithTheCreatingCommand();
};

static QString goldenDir()
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/stacks");
}

// A pointer into a temporary plan would dangle (ASan caught one): only named plans.
static const PlanPhase *findPhase(const Plan &&plan, const QString &name) = delete;
static const PlanPhase *findPhase(const Plan &plan, const QString &name)
{
    for (const PlanPhase &phase : plan.phases) {
        if (phase.name == name)
            return &phase;
    }
    return nullptr;
}

static Plan planFor(const RecipeRequest &request)
{
    const PlanOrError result = buildPlan(request);
    if (!result.ok())
        qWarning("%s: %s", qPrintable(request.stack), qPrintable(result.error));
    return result.plan;
}

// The index of the first step in PHASE whose command line starts with PREFIX, or -1.
static int indexOf(const PlanPhase &phase, const QStringList &prefix, int from = 0)
{
    for (int i = from; i < phase.steps.size(); ++i) {
        if (phase.steps.at(i).argv.mid(0, prefix.size()) == prefix)
            return i;
    }
    return -1;
}

void TestStacks::goldens_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(goldenDir());
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void TestStacks::goldens()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject golden = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    const RecipeRequest request = requestFromJson(golden.value(QStringLiteral("request")).toObject());
    const PlanOrError result = buildPlan(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QJsonArray actual = argvListsToJson(result.plan);
    if (qEnvironmentVariableIsSet("UPDATE_GOLDENS")) {
        golden.insert(QStringLiteral("phases"), actual);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(golden).toJson(QJsonDocument::Indented));
        return;
    }
    const QJsonArray expected = golden.value(QStringLiteral("phases")).toArray();
    QCOMPARE(actual.size(), expected.size());
    for (int i = 0; i < actual.size(); ++i) {
        const QJsonObject a = actual.at(i).toObject();
        const QJsonObject e = expected.at(i).toObject();
        QCOMPARE(a.value(QStringLiteral("name")).toString(), e.value(QStringLiteral("name")).toString());
        const QJsonArray aSteps = a.value(QStringLiteral("argv")).toArray();
        const QJsonArray eSteps = e.value(QStringLiteral("argv")).toArray();
        for (int s = 0; s < qMin(aSteps.size(), eSteps.size()); ++s) {
            const QString got = QString::fromUtf8(QJsonDocument(aSteps.at(s).toArray()).toJson(QJsonDocument::Compact));
            const QString want
                = QString::fromUtf8(QJsonDocument(eSteps.at(s).toArray()).toJson(QJsonDocument::Compact));
            QCOMPARE(got, want);
        }
        QCOMPARE(aSteps.size(), eSteps.size());
    }
}

void TestStacks::everyStackHasAGolden()
{
    QSet<QString> covered;
    const QDir dir(goldenDir());
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        covered.insert(QJsonDocument::fromJson(file.readAll())
                           .object()
                           .value(QStringLiteral("request"))
                           .toObject()
                           .value(QStringLiteral("stack"))
                           .toString());
    }
    for (const QString &stack : stackNames())
        QVERIFY2(covered.contains(stack), qPrintable(stack + QStringLiteral(" has no golden file")));
    QVERIFY(stackNames().size() >= 19);
}

void TestStacks::commandCounts_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<int>("toMounted");
    QTest::addColumn<int>("toReplace");
    // Seed 000's table: "Commands from blank disks to a mounted filesystem" and "to replace the failed disk".
    QTest::newRow("mdadm RAID5 + XFS") << "mdadm-raid5" << 3 << 1;
    QTest::newRow("LVM RAID5 + XFS") << "lvm-raid5" << 5 << 2;
    QTest::newRow("LVM thin on mdadm RAID5") << "lvm-thin-md-raid5" << 7 << 1;
    QTest::newRow("ZFS raidz1") << "zfs-raidz1" << 2 << 1;
    // The same rule applied to the stacks the seed did not count.
    QTest::newRow("btrfs raid1") << "btrfs-raid1" << 2 << 1;
    QTest::newRow("mdadm RAID6") << "mdadm-raid6" << 3 << 1;
}

void TestStacks::commandCounts()
{
    QFETCH(QString, stack);
    QFETCH(int, toMounted);
    QFETCH(int, toReplace);
    const Plan plan = planFor(seedRequest(stack, stack == QLatin1String("mdadm-raid6") ? 4 : 3));
    QVERIFY(!plan.phases.isEmpty());
    auto essential = [&plan](const QStringList &phases) {
        int count = 0;
        for (const PlanPhase &phase : plan.phases) {
            if (!phases.contains(phase.name))
                continue;
            for (const PlanStep &step : phase.steps)
                count += step.essential ? 1 : 0;
        }
        return count;
    };
    QCOMPARE(essential(
                 {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("sync"), QStringLiteral("mount")}),
        toMounted);
    QCOMPARE(essential({QStringLiteral("rebuild")}), toReplace);
}

void TestStacks::seedCommandLines_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("line");
    const QString d1 = seedDisk(1), d2 = seedDisk(2), d3 = seedDisk(3), d4 = seedDisk(4);
    // Copied from seed 000 with ${DISKn} expanded.
    QTest::newRow("mdadm create")
        << "mdadm-raid5"
        << "build"
        << QStringLiteral("mdadm --create /dev/md/data --level=5 --raid-devices=3 %1 %2 %3 --run").arg(d1, d2, d3);
    QTest::newRow("mdadm wait") << "mdadm-raid5"
                                << "sync"
                                << "mdadm --wait /dev/md/data";
    QTest::newRow("mkfs.xfs md") << "mdadm-raid5"
                                 << "mount"
                                 << "mkfs.xfs /dev/md/data";
    QTest::newRow("pull sdc") << "mdadm-raid5"
                              << "fail"
                              << "tee /sys/block/sdc/device/delete";
    QTest::newRow("poke") << "mdadm-raid5"
                          << "fail"
                          << "dd if=/dev/urandom of=/mnt/stacklab/seed/mdadm-raid5/poke.bin bs=1M count=64 status=none";
    QTest::newRow("mdadm add") << "mdadm-raid5"
                               << "rebuild" << QStringLiteral("mdadm /dev/md/data --add %1").arg(d4);
    // After a power cut: what a person types to bring each stack back (the power-cut drill).
    QTest::newRow("mdadm assemble")
        << "mdadm-raid5"
        << "recover" << QStringLiteral("mdadm --assemble /dev/md/data %1 %2 %3 %4 --run").arg(d1, d2, d3, d4);
    QTest::newRow("md mount again") << "mdadm-raid5"
                                    << "recover"
                                    << "mount /dev/md/data /mnt/stacklab/seed/mdadm-raid5";
    QTest::newRow("lvm activate") << "lvm-raid5"
                                  << "recover"
                                  << "vgchange -ay vg_raid";
    QTest::newRow("thin on md activate") << "lvm-thin-md-raid5"
                                         << "recover"
                                         << "vgchange -ay vg_md";
    QTest::newRow("zpool import") << "zfs-raidz1"
                                  << "recover"
                                  << QStringLiteral("zpool import -d %1 -d %2 -d %3 tank")
                                         .arg(ZfsLayout::labelDevice(d1), ZfsLayout::labelDevice(d2),
                                             ZfsLayout::labelDevice(d3));
    QTest::newRow("btrfs degraded mount")
        << "btrfs-raid1"
        << "recover" << QStringLiteral("mount -o degraded %1 /mnt/stacklab/seed/btrfs-raid1").arg(d1);
    QTest::newRow("mdadm stop") << "mdadm-raid5"
                                << "teardown"
                                << "mdadm --stop /dev/md/data";
    QTest::newRow("pvcreate") << "lvm-raid5"
                              << "build" << QStringLiteral("pvcreate %1 %2 %3 %4").arg(d1, d2, d3, d4);
    QTest::newRow("vgcreate") << "lvm-raid5"
                              << "build" << QStringLiteral("vgcreate vg_raid %1 %2 %3 %4").arg(d1, d2, d3, d4);
    QTest::newRow("lvcreate raid5")
        << "lvm-raid5"
        << "build" << QStringLiteral("lvcreate --type raid5 -i 2 -l 100%PVS -n data vg_raid %1 %2 %3").arg(d1, d2, d3);
    QTest::newRow("thick snapshot") << "lvm-raid5"
                                    << "snapshot"
                                    << "lvcreate -s -L 2G -n data_snap vg_raid/data";
    QTest::newRow("lvconvert repair") << "lvm-raid5"
                                      << "rebuild" << QStringLiteral("lvconvert -y --repair vg_raid/data %1").arg(d4);
    QTest::newRow("vgreduce") << "lvm-raid5"
                              << "rebuild"
                              << "vgreduce --removemissing vg_raid";
    QTest::newRow("vgremove raid") << "lvm-raid5"
                                   << "teardown"
                                   << "vgremove -y vg_raid";
    QTest::newRow("pvremove raid") << "lvm-raid5"
                                   << "teardown" << QStringLiteral("pvremove %1 %2 %3 %4").arg(d1, d2, d3, d4);
    QTest::newRow("pvcreate md") << "lvm-thin-md-raid5"
                                 << "build"
                                 << "pvcreate /dev/md/data";
    QTest::newRow("vgcreate md") << "lvm-thin-md-raid5"
                                 << "build"
                                 << "vgcreate vg_md /dev/md/data";
    QTest::newRow("thin pool") << "lvm-thin-md-raid5"
                               << "build"
                               << "lvcreate --type thin-pool -l 90%FREE -n tpool vg_md";
    QTest::newRow("thin volume") << "lvm-thin-md-raid5"
                                 << "build"
                                 << "lvcreate -V 15G --thin -n tvol vg_md/tpool";
    QTest::newRow("mkfs.xfs thin") << "lvm-thin-md-raid5"
                                   << "mount"
                                   << "mkfs.xfs /dev/vg_md/tvol";
    QTest::newRow("thin snapshot") << "lvm-thin-md-raid5"
                                   << "snapshot"
                                   << "lvcreate -s -n tvol_snap vg_md/tvol";
    QTest::newRow("zero superblock") << "lvm-thin-md-raid5"
                                     << "teardown"
                                     << QStringLiteral("mdadm --zero-superblock %1 %2 %3 %4").arg(d1, d2, d3, d4);
    QTest::newRow("zfs snapshot") << "zfs-raidz1"
                                  << "snapshot"
                                  << "zfs snapshot tank/data@before";
    QTest::newRow("zpool replace")
        << "zfs-raidz1"
        << "rebuild" << QStringLiteral("zpool replace tank scsi-0QEMU_QEMU_HARDDISK_drive-scsi3 %1").arg(d4);
    QTest::newRow("zpool wait") << "zfs-raidz1"
                                << "rebuild"
                                << "zpool wait -t resilver tank";
    QTest::newRow("zpool scrub") << "zfs-raidz1"
                                 << "scrub"
                                 << "zpool scrub -w tank";
    QTest::newRow("zpool labelclear") << "zfs-raidz1"
                                      << "teardown" << QStringLiteral("zpool labelclear -f %1-part1").arg(d1);
    QTest::newRow("wipefs zfs") << "zfs-raidz1"
                                << "teardown" << QStringLiteral("wipefs -a %1").arg(d4);
}

void TestStacks::seedCommandLines()
{
    QFETCH(QString, stack);
    QFETCH(QString, phase);
    QFETCH(QString, line);
    const Plan plan = planFor(seedRequest(stack, 3));
    const PlanPhase *found = findPhase(plan, phase);
    QVERIFY(found);
    QStringList lines;
    for (const PlanStep &step : found->steps)
        lines << step.argv.join(QLatin1Char(' '));
    QVERIFY2(
        lines.contains(line), qPrintable(QStringLiteral("%1 not in:\n%2").arg(line, lines.join(QLatin1Char('\n')))));
}

void TestStacks::teardownOrder_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QStringList>("order"); // program + first argument, in the order they must run
    QTest::newRow("thin on md") << "lvm-thin-md-raid5"
                                << QStringList {"umount", "vgremove -y", "pvremove /dev/md/data", "mdadm --stop",
                                       "mdadm --zero-superblock", "wipefs -n"};
    QTest::newRow("lvm raid") << "lvm-raid5" << QStringList {"umount", "vgremove -y", "pvremove", "wipefs -n"};
    QTest::newRow("mdadm") << "mdadm-raid5"
                           << QStringList {"umount", "mdadm --stop", "mdadm --zero-superblock", "wipefs -n"};
    QTest::newRow("btrfs") << "btrfs-raid1" << QStringList {"umount", "wipefs -a", "wipefs -n"};
    QTest::newRow("zfs") << "zfs-raidz1" << QStringList {"zpool destroy", "zpool labelclear", "wipefs -a", "wipefs -n"};
}

void TestStacks::teardownOrder()
{
    QFETCH(QString, stack);
    QFETCH(QStringList, order);
    const Plan plan = planFor(seedRequest(stack, 3));
    QVERIFY(!plan.phases.isEmpty());
    const PlanPhase &teardown = plan.phases.last();
    QCOMPARE(teardown.name, QStringLiteral("teardown"));
    int previous = -1;
    for (const QString &command : order) {
        const int at = indexOf(teardown, command.split(QLatin1Char(' ')));
        QVERIFY2(at > previous, qPrintable(command + QStringLiteral(" is missing or out of order")));
        previous = at;
    }
    // It ends with a blank check on every disk, the spare included.
    const QStringList disks = seedRequest(stack, 3).disks << seedDisk(4);
    for (int i = 0; i < disks.size(); ++i) {
        const PlanStep &step = teardown.steps.at(teardown.steps.size() - disks.size() + i);
        QCOMPARE(step.argv, (QStringList {"wipefs", "-n", disks.at(i)}));
        QCOMPARE(step.success, SuccessCheck::ExitZeroNoOutput);
        QCOMPARE(step.kind, StepKind::Check);
    }
}

void TestStacks::zfsTeardownOrder()
{
    RecipeRequest request = seedRequest(QStringLiteral("zfs-raidz1"), 3);
    request.options.insert(QStringLiteral("cache"), seedDisk(5));
    const Plan plan = planFor(request);
    const PlanPhase *teardown = findPhase(plan, QStringLiteral("teardown"));
    QVERIFY(teardown);
    const int destroy = indexOf(*teardown, {"zpool", "destroy"});
    QCOMPARE(destroy, 0);
    for (int n : {1, 2, 3, 4, 5}) {
        const QString disk = seedDisk(n);
        const int clear = indexOf(*teardown, {"zpool", "labelclear", "-f", disk + QStringLiteral("-part1")});
        const int wipe = indexOf(*teardown, {"wipefs", "-a", disk});
        const int check = indexOf(*teardown, {"wipefs", "-n", disk});
        QVERIFY2(destroy < clear && clear < wipe && wipe < check, qPrintable(disk));
        // Only the spare may hold no label (the pool takes it at the rebuild): exit 1 is allowed for it
        // alone, so a member whose label will not clear still fails the teardown.
        const QList<int> allowed = n == 4 ? QList<int> {1} : QList<int> {};
        QCOMPARE(teardown->steps.at(clear).alsoOkExitCodes, allowed);
    }
}

void TestStacks::stepInvariants_data()
{
    QTest::addColumn<QString>("stack");
    for (const StackInfo &info : stackInfos())
        QTest::newRow(qPrintable(info.name)) << info.name;
}

void TestStacks::stepInvariants()
{
    QFETCH(QString, stack);
    const StackInfo info = [&stack] {
        for (const StackInfo &candidate : stackInfos()) {
            if (candidate.name == stack)
                return candidate;
        }
        return StackInfo {};
    }();
    QVERIFY(!info.description.isEmpty());
    const Plan plan = planFor(seedRequest(stack, info.minDisks));
    QCOMPARE(plan.stack, stack);
    QVERIFY(plan.phases.size() >= 9);
    QCOMPARE(plan.phases.first().name, QStringLiteral("prepare"));
    QCOMPARE(plan.phases.last().name, QStringLiteral("teardown"));
    const QStringList order = phaseNames();
    int previous = -1;
    for (const PlanPhase &phase : plan.phases) {
        const int at = int(order.indexOf(phase.name));
        QVERIFY2(at > previous, qPrintable(phase.name));
        previous = at;
        QVERIFY2(!phase.steps.isEmpty() || !phase.note.isEmpty(),
            qPrintable(phase.name + QStringLiteral(" is empty and silent")));
        QSet<QString> ids;
        for (const PlanStep &step : phase.steps) {
            QVERIFY2(!ids.contains(step.id), qPrintable(phase.name + QLatin1Char('/') + step.id));
            ids.insert(step.id);
            QVERIFY(!step.title.isEmpty());
            QVERIFY(!step.argv.isEmpty());
            QVERIFY2(!step.argv.first().contains(QLatin1Char('/')), qPrintable(step.argv.first()));
            QVERIFY2(step.destructive == !step.destroys.isEmpty(), qPrintable(step.id));
            QVERIFY2(!step.essential || step.kind == StepKind::Command, qPrintable(step.id));
            for (const QString &arg : step.argv.mid(1))
                QVERIFY2(!arg.isEmpty(), qPrintable(step.id));
        }
    }
    // The fail phase pulls the last member by default; a stripe has nothing to survive a pull with,
    // and a suspended pool would hang the lab: no pull, and the note says why.
    const PlanPhase *fail = findPhase(plan, QStringLiteral("fail"));
    QVERIFY(fail);
    if (info.name == QLatin1String("zfs-stripe")) {
        QVERIFY(fail->steps.isEmpty());
        QVERIFY2(fail->note.contains(QLatin1String("suspends")), qPrintable(fail->note));
        return;
    }
    QCOMPARE(fail->steps.first().devices, QStringList {seedDisk(info.minDisks)});
    QCOMPARE(fail->steps.first().input, QByteArray("1\n"));
}

void TestStacks::refusals_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QStringList>("disks");
    QTest::addColumn<QString>("spare");
    QTest::addColumn<QVariantMap>("options");
    QTest::addColumn<QString>("error");
    const QString d1 = seedDisk(1), d2 = seedDisk(2), d3 = seedDisk(3), d4 = seedDisk(4), d5 = seedDisk(5);
    const QVariantMap none;
    QTest::newRow("raidz2 with 3") << "zfs-raidz2" << QStringList {d1, d2, d3} << d4 << none
                                   << "zfs-raidz2 needs at least 4 disks, got 3";
    QTest::newRow("raidz3 with 4") << "zfs-raidz3" << QStringList {d1, d2, d3, d4} << d5 << none
                                   << "zfs-raidz3 needs at least 5 disks, got 4";
    QTest::newRow("mdadm raid5 with 2") << "mdadm-raid5" << QStringList {d1, d2} << d4 << none
                                        << "mdadm-raid5 needs at least 3 disks, got 2";
    QTest::newRow("lvm raid6 with 4") << "lvm-raid6" << QStringList {d1, d2, d3, d4} << d5 << none
                                      << "lvm-raid6 needs at least 5 disks, got 4";
    QTest::newRow("btrfs raid10 with 3") << "btrfs-raid10" << QStringList {d1, d2, d3} << d4 << none
                                         << "btrfs-raid10 needs at least 4 disks, got 3";
    QTest::newRow("striped mirror odd") << "zfs-striped-mirror" << QStringList {d1, d2, d3, d4, d5} << QString() << none
                                        << "zfs-striped-mirror needs a multiple of 2 disks, got 5";
    QTest::newRow("no disks") << "mdadm-raid1" << QStringList {} << QString() << none
                              << "mdadm-raid1 needs at least 2 disks, got 0";
    QTest::newRow("duplicate") << "mdadm-raid5" << QStringList {d1, d2, d1} << d4 << none
                               << QStringLiteral("%1 is named twice").arg(d1);
    QTest::newRow("empty name") << "mdadm-raid5" << QStringList {d1, d2, QString()} << d4 << none
                                << "a disk name is empty";
    QTest::newRow("option as disk") << "mdadm-raid5" << QStringList {d1, d2, "--force"} << d4 << none
                                    << "'--force' looks like an option, not a disk";
    QTest::newRow("option as spare") << "mdadm-raid5" << QStringList {d1, d2, d3} << "-f" << none
                                     << "'-f' looks like an option, not a disk";
    QTest::newRow("relative") << "mdadm-raid5" << QStringList {d1, d2, "sdc"} << d4 << none
                              << "'sdc' is not an absolute path";
    QTest::newRow("dotdot") << "mdadm-raid5" << QStringList {d1, d2, "/dev/disk/../vda"} << d4 << none
                            << "contains '..'";
    QTest::newRow("spare is member") << "mdadm-raid5" << QStringList {d1, d2, d3} << d3 << none
                                     << QStringLiteral("the spare %1 is also a member").arg(d3);
    QTest::newRow("unknown stack") << "mdadm-raid7" << QStringList {d1, d2, d3} << d4 << none
                                   << "unknown stack 'mdadm-raid7'";
    QTest::newRow("unknown option") << "mdadm-raid5" << QStringList {d1, d2, d3} << d4 << QVariantMap {{"ashift", "12"}}
                                    << "mdadm-raid5 has no option 'ashift'";
    QTest::newRow("option value like option")
        << "zfs-raidz1" << QStringList {d1, d2, d3} << d4 << QVariantMap {{"compression", "--x"}}
        << "option compression='--x' is not a usable value";
    QTest::newRow("bad ashift") << "zfs-raidz1" << QStringList {d1, d2, d3} << d4 << QVariantMap {{"ashift", "40"}}
                                << "ashift must be a number from 9 to 16";
    QTest::newRow("draid too small") << "zfs-draid1" << QStringList {d1, d2, d3, d4} << QString()
                                     << QVariantMap {{"draid-data", "3"}}
                                     << "zfs-draid1 with 3 data and 1 distributed spares needs at least 5 disks, got 4";
    QTest::newRow("expand on mirror") << "zfs-mirror" << QStringList {d1, d2} << d4 << QVariantMap {{"expand", d5}}
                                      << "zfs-mirror has no option 'expand'";
    QTest::newRow("expand on draid") << "zfs-draid1" << QStringList {d1, d2, d3, d4} << QString()
                                     << QVariantMap {{"expand", d5}} << "zfs-draid1 has no option 'expand'";
    QTest::newRow("cache is member") << "zfs-raidz1" << QStringList {d1, d2, d3} << d4 << QVariantMap {{"cache", d2}}
                                     << QStringLiteral("%1 is named twice").arg(d2);
    QTest::newRow("pull method") << "btrfs-raid1" << QStringList {d1, d2} << d4 << QVariantMap {{"pull", "yank"}}
                                 << "option pull='yank' is unknown";
    QTest::newRow("no kernel name") << "btrfs-raid1" << QStringList {d1, "/dev/disk/by-id/ata-X"} << d4 << none
                                    << "the fail phase needs the kernel name of /dev/disk/by-id/ata-X";
    QTest::newRow("bad devid") << "btrfs-raid1" << QStringList {d1, d2} << d4 << QVariantMap {{"devid", "x"}}
                               << "devid must be a btrfs device id";
    // Only a device option may carry a path: any other value could put a file into a command line.
    QTest::newRow("path in a non-device option")
        << "lvm-raid5" << QStringList {d1, d2, d3} << d4 << QVariantMap {{"snapshot-size", "/etc/passwd"}}
        << "option snapshot-size='/etc/passwd' is not a usable value: only the disks may name devices or paths";
    QTest::newRow("path in a zfs property")
        << "zfs-raidz1" << QStringList {d1, d2, d3} << d4 << QVariantMap {{"recordsize", "/etc/passwd"}}
        << "only the disks and the options spares, log, cache, special, expand may name devices or paths";
}

void TestStacks::refusals()
{
    QFETCH(QString, stack);
    QFETCH(QStringList, disks);
    QFETCH(QString, spare);
    QFETCH(QVariantMap, options);
    QFETCH(QString, error);
    RecipeRequest request = seedRequest(stack, 6);
    request.disks = disks;
    request.spare = spare;
    request.options = options;
    const PlanOrError result = buildPlan(request);
    QVERIFY(!result.ok());
    QVERIFY(result.plan.phases.isEmpty());
    QVERIFY2(result.error.contains(error), qPrintable(result.error));
}

void TestStacks::emptyPhasesSaySo()
{
    const Plan md = planFor(seedRequest(QStringLiteral("mdadm-raid5"), 3));
    const PlanPhase *snapshot = findPhase(md, QStringLiteral("snapshot"));
    QVERIFY(snapshot);
    QVERIFY(snapshot->steps.isEmpty());
    QVERIFY(snapshot->note.contains(QLatin1String("no snapshots")));
    RecipeRequest noSpare = seedRequest(QStringLiteral("mdadm-raid5"), 3);
    noSpare.spare.clear();
    const Plan withoutSpare = planFor(noSpare);
    const PlanPhase *rebuild = findPhase(withoutSpare, QStringLiteral("rebuild"));
    QVERIFY(rebuild);
    QVERIFY(rebuild->steps.isEmpty());
    QVERIFY(rebuild->note.contains(QLatin1String("spare")));
}

void TestStacks::loopDisksDieByTruncate()
{
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    request.disks = QStringList {QStringLiteral("/dev/loop4"), QStringLiteral("/dev/loop6")};
    request.backingFiles.insert(QStringLiteral("/dev/loop4"), QStringLiteral("/tmp/lab/a.img"));
    request.backingFiles.insert(QStringLiteral("/dev/loop6"), QStringLiteral("/tmp/lab/b.img"));
    const Plan plan = planFor(request);
    const PlanPhase *fail = findPhase(plan, QStringLiteral("fail"));
    QVERIFY(fail);
    // I/O stops first (the loop driver drains what is in flight), then the file loses its space:
    // the other order lets queued writes grow the file again (issue 29).
    QCOMPARE(fail->steps.at(0).argv, (QStringList {"loop-io", "stop", "/dev/loop6"}));
    QVERIFY(fail->steps.at(0).destructive);
    QCOMPARE(fail->steps.at(1).argv, (QStringList {"truncate", "-s", "0", "/tmp/lab/b.img"}));
    // After the teardown the disk comes back at its place with a member's size, so the lab keeps its count.
    const PlanPhase *teardown = findPhase(plan, QStringLiteral("teardown"));
    QVERIFY(teardown);
    QVERIFY(teardown->steps.size() >= 2);
    QCOMPARE(teardown->steps.at(teardown->steps.size() - 2).argv,
        (QStringList {"truncate", "-r", "/tmp/lab/a.img", "/tmp/lab/b.img"}));
    QCOMPARE(teardown->steps.last().argv, (QStringList {"loop-io", "resume", "/dev/loop6"}));
    request.backingFiles.clear();
    const PlanOrError refused = buildPlan(request);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.contains(QLatin1String("backing file of /dev/loop6")), qPrintable(refused.error));
}

void TestStacks::kernelNames_data()
{
    QTest::addColumn<QString>("disk");
    QTest::addColumn<QString>("kernel");
    QTest::newRow("whole scsi") << "/dev/sdc"
                                << "sdc";
    QTest::newRow("scsi partition") << "/dev/sdc1"
                                    << "sdc";
    QTest::newRow("many letters") << "/dev/sdaa12"
                                  << "sdaa";
    QTest::newRow("virtio") << "/dev/vdb"
                            << "vdb";
    QTest::newRow("nvme") << "/dev/nvme0n1"
                          << "nvme0n1";
    QTest::newRow("nvme partition") << "/dev/nvme0n1p2"
                                    << "nvme0n1";
    QTest::newRow("loop") << "/dev/loop12"
                          << "loop12";
    QTest::newRow("loop partition") << "/dev/loop12p1"
                                    << "loop12";
    QTest::newRow("by-id link") << "/dev/disk/by-id/ata-X"
                                << "";
    QTest::newRow("md link") << "/dev/md/data"
                             << "";
    QTest::newRow("file") << "/tmp/lab/d1.img"
                          << "";
}

void TestStacks::kernelNames()
{
    QFETCH(QString, disk);
    QFETCH(QString, kernel);
    RecipeRequest request;
    QCOMPARE(RequestRule::kernelName(request, disk), kernel);
    request.kernelNames.insert(disk, QStringLiteral("sdq"));
    QCOMPARE(RequestRule::kernelName(request, disk), QStringLiteral("sdq"));
}

void TestStacks::jsonShape()
{
    const Plan plan = planFor(seedRequest(QStringLiteral("lvm-raid5"), 3));
    const QJsonObject json = planToJson(plan);
    QCOMPARE(json.keys(), (QStringList {"phases", "stack"}));
    QCOMPARE(json.value("stack").toString(), QStringLiteral("lvm-raid5"));
    const QJsonArray phases = json.value("phases").toArray();
    QCOMPARE(phases.size(), plan.phases.size());
    int steps = 0;
    for (const QJsonValue &phaseValue : phases) {
        const QJsonObject phase = phaseValue.toObject();
        // onDemand only where it is true: the recovery after a power cut and the corruption drill's phase.
        const QString name = phase.value("name").toString();
        QCOMPARE(phase.keys(),
            name == QLatin1String("recover") || name == QLatin1String("corruption")
                ? (QStringList {"name", "onDemand", "steps"})
                : (QStringList {"name", "steps"}));
        for (const QJsonValue &stepValue : phase.value("steps").toArray()) {
            const QJsonObject step = stepValue.toObject();
            QCOMPARE(step.keys(),
                (QStringList {"argv", "destroys", "destructive", "devices", "essential", "id", "kind", "title"}));
            QVERIFY(step.value("argv").isArray());
            QVERIFY(step.value("devices").isArray());
            QVERIFY(step.value("destructive").isBool());
            QVERIFY(step.value("essential").isBool());
            QVERIFY(QStringList({"command", "wait", "check"}).contains(step.value("kind").toString()));
            ++steps;
        }
    }
    QVERIFY(steps > 20);
    const QJsonObject first = phases.at(1).toObject().value("steps").toArray().at(0).toObject();
    QCOMPARE(first.value("id").toString(), QStringLiteral("pvcreate"));
    QCOMPARE(first.value("destructive").toBool(), true);
    QCOMPARE(first.value("essential").toBool(), true);
    QVERIFY(first.value("destroys").toString().contains(seedDisk(4)));
}

void TestStacks::scriptFencing_data()
{
    QTest::addColumn<QString>("stack");
    for (const char *stack : {"mdadm-raid5", "lvm-raid5", "lvm-thin-md-raid5", "zfs-raidz1", "btrfs-raid1"})
        QTest::newRow(stack) << QString::fromLatin1(stack);
}

void TestStacks::scriptFencing()
{
    QFETCH(QString, stack);
    RecipeRequest request = seedRequest(stack, 3);
    request.clearSignatures = true;
    const Plan plan = planFor(request);
    const QString script = planToScript(plan);
    QVERIFY(script.startsWith(QLatin1String("#!/bin/sh\n")));
    QVERIFY(script.contains(QLatin1String("\nset -eu\n")));
    QVERIFY(script.contains(QLatin1String("printf '1\\n' | tee /sys/block/sdc/device/delete\n")));
    const QStringList lines = script.split(QLatin1Char('\n'));
    int destructive = 0;
    int from = 0; // steps appear in the script in plan order
    for (const PlanPhase &phase : plan.phases) {
        for (const PlanStep &step : phase.steps) {
            if (phase.onDemand) {
                // Written out for a person to type, never run by the script: only as a comment.
                const QString command = step.argv.join(QLatin1Char(' '));
                for (const QString &line : lines)
                    QVERIFY2(!line.contains(command) || line.startsWith(QLatin1Char('#')) || !step.destructive,
                        qPrintable(phase.name + QLatin1Char('/') + step.id));
                QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                             [&](const QString &line) {
                                 return line.startsWith(QLatin1String("#   ")) && line.contains(step.argv.first());
                             }),
                    qPrintable(phase.name + QLatin1Char('/') + step.id));
                continue;
            }
            if (!step.destructive)
                continue;
            ++destructive;
            // The command line comes after a warning block that names what it destroys, then a closing line.
            const QString command = step.argv.join(QLatin1Char(' '));
            int at = -1;
            for (int i = from; i < lines.size(); ++i) {
                if (!lines.at(i).startsWith(QLatin1Char('#')) && lines.at(i).contains(command)) {
                    at = i;
                    break;
                }
            }
            QVERIFY2(at > 4, qPrintable(command));
            from = at + 1;
            bool named = false;
            for (int i = at - 1; i >= 0 && lines.at(i).startsWith(QLatin1Char('#')); --i)
                named = named || lines.at(i) == QStringLiteral("# !!! This destroys: ") + step.destroys;
            QVERIFY2(named, qPrintable(command));
            QCOMPARE(lines.value(at + 1), QStringLiteral("# !!! end of destructive step"));
        }
    }
    QVERIFY(destructive >= 5);
    QCOMPARE(int(script.count(QLatin1String("# !!! DESTRUCTIVE STEP"))), destructive);
    // The script is valid POSIX shell.
    QProcess sh;
    sh.start(QStringLiteral("sh"), {QStringLiteral("-n")});
    QVERIFY(sh.waitForStarted());
    sh.write(script.toUtf8());
    sh.closeWriteChannel();
    QVERIFY(sh.waitForFinished());
    QVERIFY2(sh.exitCode() == 0, sh.readAllStandardError().constData());
}

void TestStacks::runnerLines_data()
{
    QTest::addColumn<QString>("stack");
    for (const char *stack : {"mdadm-raid5", "lvm-raid5", "lvm-thin-md-raid5", "zfs-draid1", "btrfs-raid1"})
        QTest::newRow(stack) << QString::fromLatin1(stack);
}

// The line format of tests/vm/guest/plan-runner.sh: a POSIX shell reading it with IFS='|' and
// `eval set --` gets back every step's phase, id, exit codes, poll value, stdin bytes and argv.
void TestStacks::runnerLines()
{
    QFETCH(QString, stack);
    RecipeRequest request = seedRequest(stack, 4);
    if (stack == QLatin1String("zfs-draid1"))
        request.spare.clear();
    const Plan plan = planFor(request);
    const QString lines = planToRunnerLines(plan);
    QString expected;
    for (const PlanPhase &phase : plan.phases) {
        if (phase.onDemand)
            continue; // the runner walks the plan; recover and the corruption read-back are asked for
        if (phase.steps.isEmpty())
            expected += QStringList {phase.name, QStringLiteral("-"), QStringLiteral("empty"), {}, {}, {}, {},
                            QStringLiteral("0")}
                            .join(QLatin1Char(' '))
                + QLatin1Char('\n');
        for (const PlanStep &step : phase.steps) {
            if (step.fallback)
                continue; // the guest's runner stops at the first failure: a fallback never runs there
            QStringList codes;
            for (int code : step.alsoOkExitCodes)
                codes << QString::number(code);
            expected += QStringList {phase.name, step.id, stepKindName(step.kind), codes.join(QLatin1Char(',')),
                            step.pollUntil,
                            step.success == SuccessCheck::ExitZeroNoOutput ? QStringLiteral("output")
                                                                           : QStringLiteral("exit"),
                            QString::fromLatin1(step.input.toHex()), QString::number(step.argv.size())}
                            .join(QLatin1Char(' '))
                + QLatin1Char('\n');
            for (const QString &arg : step.argv)
                expected += QStringLiteral("  <") + arg + QStringLiteral(">\n");
        }
    }
    QProcess sh;
    sh.start(QStringLiteral("sh"),
        {QStringLiteral("-c"),
            QStringLiteral("while IFS='|' read -r phase id kind codes poll success input argv; do "
                           "hex=$(printf \"$input\" | od -An -tx1 | tr -d ' \\n'); "
                           "eval \"set -- $argv\"; echo \"$phase $id $kind $codes $poll $success $hex $#\"; "
                           "for a in \"$@\"; do echo \"  <$a>\"; done; done")});
    QVERIFY(sh.waitForStarted());
    sh.write(lines.toUtf8());
    sh.closeWriteChannel();
    QVERIFY(sh.waitForFinished());
    QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), expected);
    QVERIFY(lines.contains(QLatin1String("|exit|1\\012|tee /sys/block/sd")));
}

void TestStacks::shellQuoting_data()
{
    QTest::addColumn<QString>("arg");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << "/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi1"
                           << "/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi1";
    QTest::newRow("percent") << "100%PVS"
                             << "100%PVS";
    QTest::newRow("space") << "a b"
                           << "'a b'";
    QTest::newRow("quote") << "it's"
                           << "'it'\\''s'";
    QTest::newRow("dollar") << "$(rm)"
                            << "'$(rm)'";
    QTest::newRow("empty") << ""
                           << "''";
}

void TestStacks::shellQuoting()
{
    QFETCH(QString, arg);
    QFETCH(QString, quoted);
    QCOMPARE(shellQuote(arg), quoted);
}

static StackInfo stackInfo(const QString &name)
{
    for (const StackInfo &info : stackInfos()) {
        if (info.name == name)
            return info;
    }
    return {};
}

static const QString pulledId = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0003");

// A request the way the helper rebuilds it after the fail phase: the present disks as resolved
// kernel nodes, the pulled member by its stable ID with its old kernel name.
static RecipeRequest helperRequestAfterPull(const StackInfo &stack)
{
    RecipeRequest request;
    request.stack = stack.name;
    request.session = QStringLiteral("s1");
    const int count = stack.minDisks < 2 ? 2 : stack.minDisks;
    for (int i = 0; i + 1 < count; ++i)
        request.disks << QStringLiteral("/dev/sd") + QChar(QLatin1Char('d' + i));
    request.disks << pulledId;
    request.spare = QStringLiteral("/dev/sdb");
    request.kernelNames.insert(pulledId, QStringLiteral("sdc"));
    request.pulledDisks = {pulledId};
    return request;
}

void TestStacks::pulledDisksLeftOut_data()
{
    QTest::addColumn<QString>("stack");
    for (const StackInfo &stack : stackInfos())
        QTest::newRow(qPrintable(stack.name)) << stack.name;
}

void TestStacks::pulledDisksLeftOut()
{
    QFETCH(QString, stack);
    const StackInfo info = stackInfo(stack);
    RecipeRequest request = helperRequestAfterPull(info);
    const Plan plan = planFor(request);
    const PlanPhase *teardown = findPhase(plan, QStringLiteral("teardown"));
    QVERIFY(teardown);
    // No teardown command opens the missing disk (mdadm, wipefs, pvremove, labelclear all fail on
    // it): only the checks that it is still absent name it.
    int absentChecks = 0;
    for (const PlanStep &step : teardown->steps) {
        if (!step.argv.contains(pulledId))
            continue;
        QCOMPARE(
            step.argv, (QStringList {QStringLiteral("test"), QStringLiteral("!"), QStringLiteral("-e"), pulledId}));
        QCOMPARE(step.kind, StepKind::Check);
        QVERIFY(!step.destructive);
        QVERIFY(step.note.contains(pulledId));
        ++absentChecks;
    }
    QVERIFY(absentChecks > 0);
    for (const PlanStep &step : teardown->steps) {
        for (const QString &arg : step.argv)
            QVERIFY2(arg == pulledId || !arg.startsWith(pulledId), qPrintable(step.argv.join(' ')));
    }
    QVERIFY(teardown->note.contains(pulledId));
    // Clients plan without pulledDisks and send those step ids: the helper's plan has every one.
    request.pulledDisks.clear();
    const Plan fullPlan = planFor(request);
    QCOMPARE(fullPlan.phases.size(), plan.phases.size());
    for (int p = 0; p < plan.phases.size(); ++p) {
        QStringList ids;
        QStringList fullIds;
        for (const PlanStep &step : plan.phases.at(p).steps)
            ids << step.id;
        for (const PlanStep &step : fullPlan.phases.at(p).steps)
            fullIds << step.id;
        QCOMPARE(ids, fullIds);
    }
    const PlanPhase *full = findPhase(fullPlan, QStringLiteral("teardown"));
    QVERIFY(full);
    QVERIFY(full->note.isEmpty());
}

void TestStacks::zfsReplaceNamesTheVdev_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<bool>("helperShape"); // nodes plus the pulled stable ID, or by-id paths throughout
    QTest::addColumn<QString>("vdev");
    for (const char *stack :
        {"zfs-mirror", "zfs-raidz1", "zfs-raidz2", "zfs-raidz3", "zfs-striped-mirror", "zfs-draid1", "zfs-draid2"}) {
        QTest::addRow("%s from the helper", stack) << QString::fromLatin1(stack) << true << QStringLiteral("sdc");
        QTest::addRow("%s by id", stack) << QString::fromLatin1(stack) << false
                                         << QStringLiteral("scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1");
    }
}

void TestStacks::zfsReplaceNamesTheVdev()
{
    QFETCH(QString, stack);
    QFETCH(bool, helperShape);
    QFETCH(QString, vdev);
    const StackInfo info = stackInfo(stack);
    RecipeRequest request = helperShape ? helperRequestAfterPull(info) : seedRequest(stack, info.minDisks);
    if (!helperShape)
        vdev = vdev.arg(info.minDisks); // `stacklab-cli plan` on by-id paths: the pool knows the basename
    if (stack.startsWith(QLatin1String("zfs-draid")))
        request.spare.clear(); // the distributed spare: zpool replace -s
    const Plan plan = planFor(request);
    const PlanPhase *rebuild = findPhase(plan, QStringLiteral("rebuild"));
    QVERIFY(rebuild);
    QVERIFY(!rebuild->steps.isEmpty());
    const QStringList argv = rebuild->steps.first().argv;
    QCOMPARE(argv.mid(0, 2), (QStringList {QStringLiteral("zpool"), QStringLiteral("replace")}));
    QCOMPARE(argv.at(argv.size() - 2), vdev);
    QCOMPARE(argv.contains(QStringLiteral("-s")), request.spare.isEmpty());
}

void TestStacks::requestDisksNameEveryDevice()
{
    // What a client claims: every disk the plan will touch, device options included, once each.
    RecipeRequest request = seedRequest(QStringLiteral("zfs-raidz1"), 3);
    request.options = {{QStringLiteral("log"), seedDisk(5) + QLatin1Char(',') + seedDisk(6)},
        {QStringLiteral("cache"), seedDisk(7)}, {QStringLiteral("expand"), seedDisk(8)},
        {QStringLiteral("compression"), QStringLiteral("lz4")}};
    QStringList expected = request.disks;
    expected << request.spare << seedDisk(5) << seedDisk(6) << seedDisk(7) << seedDisk(8);
    QStringList disks = requestDisks(request);
    QCOMPARE(QSet<QString>(disks.begin(), disks.end()), QSet<QString>(expected.begin(), expected.end()));
    QCOMPARE(disks.size(), expected.size());
    QCOMPARE(disks.mid(0, 4), expected.mid(0, 4));
    for (const StackInfo &info : stackInfos()) {
        for (const QString &key : info.deviceOptions)
            QVERIFY2(info.options.contains(key), qPrintable(info.name + QLatin1Char(' ') + key));
    }
    request.stack = QStringLiteral("mdadm-raid5");
    request.options.clear();
    QCOMPARE(requestDisks(request), QStringList(request.disks) << request.spare);
}

QTEST_GUILESS_MAIN(TestStacks)
// Every stack can be brought back after a power cut by its own commands: an on-demand phase (never
// the next phase of a walk), ending in the wait until it is redundant again, and leaving a pulled
// member out (it cannot be opened).
void TestStacks::recoverAfterAPowerCut()
{
    for (const QString &stack : stackNames()) {
        int members = 0;
        for (const StackInfo &info : stackInfos()) {
            if (info.name == stack)
                members = info.minDisks;
        }
        RecipeRequest request = seedRequest(stack, members);
        const Plan plan = planFor(request);
        const PlanPhase *recover = findPhase(plan, QStringLiteral("recover"));
        QVERIFY2(recover, qPrintable(stack));
        QVERIFY(recover->onDemand);
        QVERIFY(!recover->note.isEmpty());
        QVERIFY2(recover->steps.size() >= 2, qPrintable(stack));
        QCOMPARE(recover->steps.first().kind, StepKind::Command);
        // One wait until redundant, after the mount; what follows it is what the stack needs once
        // redundant (LVM RAID: the pulled PV dropped from the VG, or lvm2 refuses the scrub).
        qsizetype waitAt = -1;
        qsizetype mountAt = -1;
        for (qsizetype i = 0; i < recover->steps.size(); ++i) {
            const PlanStep &step = recover->steps[i];
            if (step.id == LabSteps::waitRedundantId) {
                QCOMPARE(waitAt, -1);
                QCOMPARE(step.kind, StepKind::Wait);
                waitAt = i;
            }
            if (step.argv.first() == QLatin1String("mount") || step.argv.value(1) == QLatin1String("import"))
                mountAt = i;
        }
        QVERIFY2(waitAt > 0, qPrintable(stack + QStringLiteral(": no wait until redundant")));
        QVERIFY2(mountAt >= 0, qPrintable(stack + QStringLiteral(": the recovery never mounts the filesystem")));
        QVERIFY2(mountAt < waitAt, qPrintable(stack));
        const bool lvmRaid = stack.startsWith(QLatin1String("lvm-raid"));
        QCOMPARE(recover->steps.size() - waitAt - 1, lvmRaid ? 1 : 0);
        if (lvmRaid)
            QCOMPARE(recover->steps.last().argv.join(u' '), QStringLiteral("vgreduce --removemissing vg_raid"));
        for (const PlanPhase &phase : plan.phases)
            QVERIFY2(
                !phase.onDemand || phase.name == QLatin1String("recover") || phase.name == QLatin1String("corruption"),
                qPrintable(phase.name));
        QVERIFY(planToJson(plan)
                    .value(QLatin1String("phases"))
                    .toArray()
                    .at(int(plan.phases.indexOf(*recover)))
                    .toObject()
                    .value(QLatin1String("onDemand"))
                    .toBool());

        // md refuses a dirty degraded array: its stacks (and only they) carry the documented way past
        // it, stop the inactive array and assemble with --force, as fallbacks right after the assemble.
        const bool onMd = stack.startsWith(QLatin1String("mdadm")) || stack == QLatin1String("lvm-thin-md-raid5");
        qsizetype fallbacks = 0;
        for (qsizetype i = 0; i < recover->steps.size(); ++i) {
            const PlanStep &step = recover->steps[i];
            if (!step.fallback)
                continue;
            ++fallbacks;
            QVERIFY2(i > 0
                    && (recover->steps[i - 1].argv.value(1) == QLatin1String("--assemble")
                        || recover->steps[i - 1].fallback),
                qPrintable(stack + QLatin1Char('/') + step.id));
            QVERIFY2(i < waitAt, qPrintable(stack));
        }
        QCOMPARE(fallbacks, onMd ? 2 : 0);
        if (onMd) {
            const qsizetype assembleAt = std::find_if(recover->steps.cbegin(), recover->steps.cend(),
                                             [](const PlanStep &s) { return s.argv.value(1) == u"--assemble"; })
                - recover->steps.cbegin();
            QCOMPARE(recover->steps[assembleAt + 1].argv.join(u' '), QStringLiteral("mdadm --stop /dev/md/data"));
            QCOMPARE(recover->steps[assembleAt + 1].alsoOkExitCodes, QList<int> {1});
            const QStringList forced = recover->steps[assembleAt + 2].argv;
            QCOMPARE(forced.mid(forced.size() - 2), (QStringList {QStringLiteral("--force"), QStringLiteral("--run")}));
            QCOMPARE(forced.mid(3, forced.size() - 5), recover->steps[assembleAt].argv.mid(3, forced.size() - 5));
            // The plan's JSON and its script say so: a person reads it as "only if the one above failed".
            const QJsonArray steps = planToJson(plan)
                                         .value(QLatin1String("phases"))
                                         .toArray()
                                         .at(int(plan.phases.indexOf(*recover)))
                                         .toObject()
                                         .value(QLatin1String("steps"))
                                         .toArray();
            QVERIFY(!steps.at(int(assembleAt)).toObject().contains(QLatin1String("fallback")));
            QVERIFY(steps.at(int(assembleAt + 2)).toObject().value(QLatin1String("fallback")).toBool());
            QVERIFY(planToScript(plan).contains(
                QLatin1String("# Only if the command above failed:\n# ") + recover->steps[assembleAt + 2].title));
            QVERIFY(!planToRunnerLines(plan).contains(QLatin1String("assemble-force")));
        }
        if (!stack.startsWith(QLatin1String("mdadm")))
            continue;
        request.pulledDisks = {request.disks.last()};
        const Plan pulled = planFor(request);
        const PlanPhase *afterPull = findPhase(pulled, QStringLiteral("recover"));
        QVERIFY(afterPull);
        QVERIFY2(!afterPull->steps.first().argv.contains(request.disks.last()),
            qPrintable(afterPull->steps.first().argv.join(QLatin1Char(' '))));
    }
}

void TestStacks::fallbackRunsOnlyAfterAFailure()
{
    // The script a person saves and runs: under `set -eu`, a fallback runs where the step before it
    // failed and is skipped where it succeeded; a failure of the fallback itself still ends it.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto step = [&](const QString &id, const QString &command, bool fallback) {
        PlanStep s;
        s.id = id;
        s.title = id;
        s.argv = {QStringLiteral("sh"), QStringLiteral("-c"),
            command + QStringLiteral(" && echo %1 >> %2/ran").arg(id, dir.path())};
        s.fallback = fallback;
        return s;
    };
    const auto run = [&](const QList<PlanStep> &steps) {
        Plan plan;
        plan.stack = QStringLiteral("test");
        PlanPhase phase;
        phase.name = QStringLiteral("recover-like");
        phase.steps = steps;
        plan.phases << phase;
        QFile::remove(dir.filePath(QStringLiteral("ran")));
        QProcess sh;
        sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), planToScript(plan)});
        sh.waitForFinished();
        QFile ran(dir.filePath(QStringLiteral("ran")));
        const QString lines = ran.open(QIODevice::ReadOnly) ? QString::fromUtf8(ran.readAll()).simplified() : QString();
        return qMakePair(sh.exitCode(), lines);
    };
    QCOMPARE(run({step(QStringLiteral("a"), QStringLiteral("false"), false),
                 step(QStringLiteral("b"), QStringLiteral("true"), true),
                 step(QStringLiteral("c"), QStringLiteral("true"), true),
                 step(QStringLiteral("d"), QStringLiteral("true"), false)}),
        qMakePair(0, QStringLiteral("b c d")));
    QCOMPARE(run({step(QStringLiteral("a"), QStringLiteral("true"), false),
                 step(QStringLiteral("b"), QStringLiteral("true"), true),
                 step(QStringLiteral("d"), QStringLiteral("true"), false)}),
        qMakePair(0, QStringLiteral("a d")));
    const auto bothFail = run({step(QStringLiteral("a"), QStringLiteral("false"), false),
        step(QStringLiteral("b"), QStringLiteral("false"), true),
        step(QStringLiteral("d"), QStringLiteral("true"), false)});
    QVERIFY(bothFail.first != 0);
    QCOMPARE(bothFail.second, QString());
}

void TestStacks::theSyncStartsWithTheCreatingCommand()
{
    // A stack with an initial sync names the build command that starts it (the lab times the sync
    // from there: LVM on md builds its volume group while md syncs); one without names none.
    for (const QString &stack : stackNames()) {
        int members = 0;
        for (const StackInfo &info : stackInfos()) {
            if (info.name == stack)
                members = info.minDisks;
        }
        const Plan plan = planFor(seedRequest(stack, members));
        const PlanPhase *sync = findPhase(plan, QStringLiteral("sync"));
        const PlanPhase *build = findPhase(plan, QStringLiteral("build"));
        QVERIFY2(build, qPrintable(stack));
        const auto starters = std::count_if(
            build->steps.cbegin(), build->steps.cend(), [](const PlanStep &step) { return step.startsSync; });
        const bool syncs = sync && !sync->steps.isEmpty();
        QCOMPARE(starters, syncs ? 1 : 0);
        if (!syncs)
            continue;
        const auto starter = std::find_if(
            build->steps.cbegin(), build->steps.cend(), [](const PlanStep &step) { return step.startsSync; });
        QVERIFY2((starter->argv.first() == u"mdadm" && starter->argv.value(1) == u"--create")
                || starter->argv.first() == u"lvcreate",
            qPrintable(stack + QLatin1Char(' ') + starter->argv.join(u' ')));
    }
}

#include "tst_stacks.moc"
