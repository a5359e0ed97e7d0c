// The Build page's confirmation decision (issue 30, point 2): one question per destructive phase,
// listing every destructive command and every disk once; typed only for a real disk of this
// machine, with a text read off the disk list; a click for lab disks; nothing for commands on the
// lab's own objects once the walk made them.

#include "lab/walk/phasedestruction.h"
#include "lab/walk/stackwalk.h"
#include "stacks/catalog/stackrecipes.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

const QString host = QStringLiteral("host");

// Four disks of this machine as the inventory lists them (none exists here: the plans only).
QList<Disk> realDisks()
{
    QList<Disk> disks;
    for (const char *name : {"sdb", "sdc", "sdd", "sde"}) {
        Disk d;
        d.name = QString::fromLatin1(name);
        d.devnode = QStringLiteral("/dev/") + d.name;
        d.stableId = QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_") + d.name.toUpper();
        d.stableIdSource = StableIdSource::ByIdLink;
        d.sizeBytes = 1ULL << 34;
        disks << d;
    }
    return disks;
}

// A loop lab's four disks: loop40 … loop43 on k0.img … k3.img.
QList<Disk> loopDisks()
{
    QList<Disk> disks;
    for (int i = 0; i < 4; ++i) {
        Disk d;
        d.name = QStringLiteral("loop%1").arg(40 + i);
        d.devnode = QStringLiteral("/dev/") + d.name;
        d.stableId = QStringLiteral("/var/lib/stacklab/loop-lab/lab/k%1.img").arg(i);
        d.backingFile = d.stableId;
        d.stableIdSource = StableIdSource::BackingFile;
        d.sizeBytes = 512ULL << 20;
        disks << d;
    }
    return disks;
}

// The request as the Build page makes it: real disks by their by-id links, loop disks by node.
RecipeRequest requestFor(const QString &stack, const QList<Disk> &disks)
{
    RecipeRequest request;
    request.stack = stack;
    request.session = QStringLiteral("tst-confirm");
    for (const Disk &d : disks) {
        const QString path = d.stableIdSource == StableIdSource::BackingFile ? d.devnode : d.stableId;
        if (request.disks.size() < 3)
            request.disks << path;
        else
            request.spare = path;
        request.kernelNames.insert(path, d.name);
        if (!d.backingFile.isEmpty())
            request.backingFiles.insert(path, d.backingFile);
    }
    return request;
}

// The disks a step destroys, found in `disks` by the path the plan names them by.
std::function<QList<DoomedDisk>(const PlanStep &)> disksOf(const QList<Disk> &disks)
{
    return [disks](const PlanStep &step) {
        QList<DoomedDisk> doomed;
        for (const QString &device : step.devices) {
            const auto it = std::find_if(disks.cbegin(), disks.cend(),
                [&](const Disk &d) { return d.stableId == device || d.devnode == device; });
            doomed << (it == disks.cend() ? DoomedDisk::unknown(device) : DoomedDisk::of(*it, device));
        }
        return doomed;
    };
}

Plan planFor(const RecipeRequest &request)
{
    const PlanOrError built = buildPlan(request);
    if (!built.ok())
        qWarning("%s", qPrintable(built.error));
    return built.plan;
}

QList<PlanStep> stepsOf(const Plan &plan, const QString &phase)
{
    for (const PlanPhase &p : plan.phases) {
        if (p.name == phase)
            return p.steps;
    }
    return {};
}

QStringList namesOf(const QList<DoomedDisk> &disks)
{
    QStringList names;
    for (const DoomedDisk &d : disks)
        names << d.name;
    return names;
}

} // namespace

class TestPhaseDestruction : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyPhaseOfAWalk_data();
    void everyPhaseOfAWalk();
    void realDisksAreTypedFromTheList();
    void theLabsOwnObjects();
    void namesDisk_data();
    void namesDisk();
    void tokenPerKindOfDisk_data();
    void tokenPerKindOfDisk();
    void mixedDisksTypeTheRealOne();
    void aWalkThatBuiltItsStack();
};

// How each phase of a walk, prepare to teardown, is confirmed: at most one question per phase by
// construction, and which kind. The build already ran when the later phases come (madeEarlier).
void TestPhaseDestruction::everyPhaseOfAWalk_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("asking"); // "phase:kind" for each phase that asks
    QTest::newRow("mdadm-raid5, this machine")
        << QStringLiteral("mdadm-raid5") << host
        << QStringList {QStringLiteral("prepare:typed"), QStringLiteral("build:typed"), QStringLiteral("fail:typed"),
               QStringLiteral("rebuild:typed"), QStringLiteral("teardown:typed")};
    QTest::newRow("mdadm-raid5, virtual lab")
        << QStringLiteral("mdadm-raid5") << QStringLiteral("vm")
        << QStringList {QStringLiteral("prepare:plain"), QStringLiteral("build:plain"), QStringLiteral("fail:plain"),
               QStringLiteral("rebuild:plain"), QStringLiteral("teardown:plain")};
    QTest::newRow("btrfs-raid1, loop lab")
        << QStringLiteral("btrfs-raid1") << QStringLiteral("loop")
        << QStringList {QStringLiteral("prepare:plain"), QStringLiteral("build:plain"), QStringLiteral("fail:plain"),
               QStringLiteral("rebuild:plain"), QStringLiteral("teardown:plain")};
    QTest::newRow("lvm-thin-md-raid5, virtual lab")
        << QStringLiteral("lvm-thin-md-raid5") << QStringLiteral("vm")
        << QStringList {QStringLiteral("prepare:plain"), QStringLiteral("build:plain"), QStringLiteral("fail:plain"),
               QStringLiteral("rebuild:plain"), QStringLiteral("teardown:plain")};
}

void TestPhaseDestruction::everyPhaseOfAWalk()
{
    QFETCH(QString, stack);
    QFETCH(QString, target);
    QFETCH(QStringList, asking);
    const QList<Disk> disks = target == QLatin1String("loop") ? loopDisks() : realDisks();
    const RecipeRequest request = requestFor(stack, disks);
    const Plan plan = planFor(request);
    QVERIFY(!plan.phases.isEmpty());
    QStringList asked;
    for (const PlanPhase &phase : plan.phases) {
        if (phase.onDemand)
            continue;
        const bool madeEarlier = phase.name != QLatin1String("prepare") && phase.name != QLatin1String("build");
        const PhaseDestruction d
            = PhaseDestruction::of(phase.name, phase.steps, request, disksOf(disks), target, madeEarlier);
        int destructive = 0;
        for (const PlanStep &step : phase.steps)
            destructive += step.destructive ? 1 : 0;
        QCOMPARE(d.commands.size(), destructive); // every destructive command listed, in order
        if (d.confirm == PhaseDestruction::Confirm::None)
            continue;
        asked << phase.name
                + (d.confirm == PhaseDestruction::Confirm::Typed ? QStringLiteral(":typed") : QStringLiteral(":plain"));
        QVERIFY(!d.disks.isEmpty());
        // Each disk once.
        QStringList devices;
        for (const DoomedDisk &disk : d.disks)
            devices << disk.device;
        devices.removeDuplicates();
        QCOMPARE(devices.size(), d.disks.size());
        QCOMPARE(d.requiredText().isEmpty(), d.confirm != PhaseDestruction::Confirm::Typed);
    }
    QCOMPARE(asked, asking);
}

// On this machine the text is the end of a listed disk's stable ID: in the list, never the prompt.
void TestPhaseDestruction::realDisksAreTypedFromTheList()
{
    const QList<Disk> disks = realDisks();
    const RecipeRequest request = requestFor(QStringLiteral("mdadm-raid5"), disks);
    const Plan plan = planFor(request);
    const PhaseDestruction build = PhaseDestruction::of(
        QStringLiteral("build"), stepsOf(plan, QStringLiteral("build")), request, disksOf(disks), host, false);
    QCOMPARE(build.confirm, PhaseDestruction::Confirm::Typed);
    QCOMPARE(namesOf(build.disks), (QStringList {QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")}));
    QCOMPARE(build.typedDisk, 0);
    QCOMPARE(build.requiredText(), QStringLiteral("SK_SDB"));
    QVERIFY(build.disks.at(0).identity.endsWith(build.requiredText()));
    QCOMPARE(build.requiredMeaning(), QStringLiteral("the last 6 characters of the stable ID"));
    // mdadm --create on the disks, then wipefs on the array it made: one question for both.
    QCOMPARE(build.commands.size(), 2);
    QVERIFY(build.commands.at(0).command.startsWith(QLatin1String("mdadm --create")));
    QVERIFY(!build.commands.at(0).labObject);
    QCOMPARE(build.commands.at(1).command, QStringLiteral("wipefs -a /dev/md/data"));
    QVERIFY(build.commands.at(1).labObject);

    // The teardown: every disk, the spare too, once.
    const PhaseDestruction teardown = PhaseDestruction::of(
        QStringLiteral("teardown"), stepsOf(plan, QStringLiteral("teardown")), request, disksOf(disks), host, true);
    QCOMPARE(teardown.confirm, PhaseDestruction::Confirm::Typed);
    QCOMPARE(namesOf(teardown.disks),
        (QStringList {QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd"), QStringLiteral("sde")}));
    // The sync only reads and waits: nothing to ask.
    QCOMPARE(PhaseDestruction::of(
                 QStringLiteral("sync"), stepsOf(plan, QStringLiteral("sync")), request, disksOf(disks), host, true)
                 .confirm,
        PhaseDestruction::Confirm::None);
}

// mkfs on the array the walk made asks nothing; before the build ran, the same command's data lives
// on the disks, so they are listed and asked for. ZFS's teardown: zpool destroy is on the pool, its
// labelclear on each disk's partition is on the disk.
void TestPhaseDestruction::theLabsOwnObjects()
{
    const QList<Disk> disks = realDisks();
    const RecipeRequest md = requestFor(QStringLiteral("mdadm-raid5"), disks);
    const QList<PlanStep> mount = stepsOf(planFor(md), QStringLiteral("mount"));
    const PhaseDestruction made = PhaseDestruction::of(QStringLiteral("mount"), mount, md, disksOf(disks), host, true);
    QCOMPARE(made.confirm, PhaseDestruction::Confirm::None);
    QCOMPARE(made.commands.size(), 1);
    QVERIFY(made.commands.first().labObject);
    QVERIFY(made.disks.isEmpty());
    const PhaseDestruction before
        = PhaseDestruction::of(QStringLiteral("mount"), mount, md, disksOf(disks), host, false);
    QCOMPARE(before.confirm, PhaseDestruction::Confirm::Typed);
    QCOMPARE(before.disks.size(), 3);

    // btrfs's second replace runs only if the first fails: said so, and the spare named once.
    const RecipeRequest btrfs = requestFor(QStringLiteral("btrfs-raid1"), disks);
    const PhaseDestruction rebuild = PhaseDestruction::of(QStringLiteral("rebuild"),
        stepsOf(planFor(btrfs), QStringLiteral("rebuild")), btrfs, disksOf(disks), host, true);
    QCOMPARE(rebuild.commands.size(), 2);
    QVERIFY(!rebuild.commands.at(0).fallback);
    QVERIFY(rebuild.commands.at(1).fallback);
    QCOMPARE(rebuild.disks.size(), 1);

    const RecipeRequest lvm = requestFor(QStringLiteral("lvm-thin-md-raid5"), disks);
    const PhaseDestruction vgMount = PhaseDestruction::of(
        QStringLiteral("mount"), stepsOf(planFor(lvm), QStringLiteral("mount")), lvm, disksOf(disks), host, true);
    QCOMPARE(vgMount.confirm, PhaseDestruction::Confirm::None);

    if (!stackNames().contains(QStringLiteral("zfs-raidz1")))
        return;
    const RecipeRequest zfs = requestFor(QStringLiteral("zfs-raidz1"), disks);
    const PhaseDestruction teardown = PhaseDestruction::of(QStringLiteral("teardown"),
        stepsOf(planFor(zfs), QStringLiteral("teardown")), zfs, disksOf(disks), QStringLiteral("vm"), true);
    QCOMPARE(teardown.confirm, PhaseDestruction::Confirm::Plain);
    QCOMPARE(teardown.disks.size(), 4);
    for (const PhaseDestruction::Command &command : teardown.commands) {
        QCOMPARE(command.labObject, command.command.startsWith(QLatin1String("zpool destroy")));
    }
}

void TestPhaseDestruction::namesDisk_data()
{
    QTest::addColumn<QStringList>("argv");
    QTest::addColumn<bool>("names");
    QTest::newRow("by-id link") << QStringList {QStringLiteral("wipefs"), QStringLiteral("-a"),
        QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDB")}
                                << true;
    QTest::newRow("its partition") << QStringList {QStringLiteral("zpool"), QStringLiteral("labelclear"),
        QStringLiteral("-f"), QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDC-part1")}
                                   << true;
    QTest::newRow("kernel node") << QStringList {QStringLiteral("wipefs"), QStringLiteral("/dev/sdd")} << true;
    QTest::newRow("kernel partition") << QStringList {QStringLiteral("wipefs"), QStringLiteral("/dev/sdd1")} << true;
    QTest::newRow("option value") << QStringList {QStringLiteral("dd"), QStringLiteral("if=/dev/zero"),
        QStringLiteral("of=/dev/disk/by-id/ata-FAKE_DISK_SDE")}
                                  << true;
    QTest::newRow("sysfs") << QStringList {QStringLiteral("tee"), QStringLiteral("/sys/block/sdd/device/delete")}
                           << true;
    QTest::newRow("the array") << QStringList {QStringLiteral("wipefs"), QStringLiteral("-a"),
        QStringLiteral("/dev/md/data")}
                               << false;
    QTest::newRow("the volume group") << QStringList {QStringLiteral("vgremove"), QStringLiteral("-y"),
        QStringLiteral("vg_md")} << false;
    QTest::newRow("another disk") << QStringList {QStringLiteral("wipefs"), QStringLiteral("/dev/sdf")} << false;
    QTest::newRow("a longer by-id name") << QStringList {QStringLiteral("wipefs"),
        QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDB2")}
                                         << false;
}

void TestPhaseDestruction::namesDisk()
{
    QFETCH(QStringList, argv);
    QFETCH(bool, names);
    PlanStep step;
    step.argv = argv;
    QCOMPARE(PhaseDestruction::namesDisk(requestFor(QStringLiteral("mdadm-raid5"), realDisks()), step), names);
}

// What the person types, per kind of disk: the end of a real disk's by-id name, WWN or serial; the
// loop device's name (never its backing file "k0.img", which every lab has); else the kernel name.
void TestPhaseDestruction::tokenPerKindOfDisk_data()
{
    QTest::addColumn<Disk>("target");
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("loop");
    QTest::newRow("by-id link") << realDisks().at(0) << QStringLiteral("SK_SDB") << false;
    Disk wwn = realDisks().at(1);
    wwn.stableId = QStringLiteral("wwn-0x5000c500a1b2c3d4");
    wwn.stableIdSource = StableIdSource::Wwn;
    QTest::newRow("wwn") << wwn << QStringLiteral("b2c3d4") << false;
    Disk serial = realDisks().at(2);
    serial.stableId = QStringLiteral("virtio-SLAB0002");
    serial.stableIdSource = StableIdSource::Serial;
    QTest::newRow("virtio serial") << serial << QStringLiteral("AB0002") << false;
    QTest::newRow("loop lab disk") << loopDisks().at(3) << QStringLiteral("loop43") << true;
    Disk byPath = realDisks().at(2);
    byPath.stableId = QStringLiteral("pci-0000:00:1f.2-ata-1");
    byPath.stableIdSource = StableIdSource::ByPath;
    QTest::newRow("bus path only") << byPath << QStringLiteral("sdd") << false;
}

void TestPhaseDestruction::tokenPerKindOfDisk()
{
    QFETCH(Disk, target);
    QFETCH(QString, token);
    QFETCH(bool, loop);
    const DoomedDisk doomed = DoomedDisk::of(target, target.devnode);
    QCOMPARE(doomed.token, token);
    QCOMPARE(doomed.loopDevice, loop);
    QVERIFY(!doomed.tokenMeaning.isEmpty());
    QVERIFY((doomed.identity + doomed.name).contains(token)); // readable off the list
    // A virtual lab's disk: the guest's sysfs gives scsi-QEMU_…, the plan names the udev link
    // scsi-0QEMU_…: the list shows what the commands name.
    Disk guest = realDisks().at(0);
    guest.stableId = QStringLiteral("scsi-QEMU_QEMU_HARDDISK_SLAB0001");
    guest.stableIdSource = StableIdSource::Serial;
    const QString link = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0001");
    const DoomedDisk inGuest = DoomedDisk::of(guest, link);
    QCOMPARE(inGuest.identity, link);
    QCOMPARE(inGuest.token, QStringLiteral("AB0001"));
    const DoomedDisk unknown = DoomedDisk::unknown(QStringLiteral("/dev/disk/by-id/nvme-GONE_1234"));
    QCOMPARE(unknown.token, QStringLiteral("nvme-GONE_1234"));
}

// A phase on this machine that takes a loop device first and a real disk after: the text is the
// real disk's, and the question says which disk of the list (by its number), not the text.
void TestPhaseDestruction::mixedDisksTypeTheRealOne()
{
    QList<Disk> disks = loopDisks().mid(0, 2) + realDisks().mid(0, 2);
    const RecipeRequest request = requestFor(QStringLiteral("btrfs-raid1"), disks);
    const Plan plan = planFor(request);
    const PhaseDestruction teardown = PhaseDestruction::of(
        QStringLiteral("teardown"), stepsOf(plan, QStringLiteral("teardown")), request, disksOf(disks), host, true);
    QCOMPARE(teardown.confirm, PhaseDestruction::Confirm::Typed);
    QCOMPARE(teardown.disks.size(), 4);
    QCOMPARE(teardown.typedDisk, 2);
    QCOMPARE(teardown.requiredText(), QStringLiteral("SK_SDB"));
    // Only loop devices on this machine: a click.
    const QList<Disk> loops = loopDisks();
    const RecipeRequest loopRequest = requestFor(QStringLiteral("btrfs-raid1"), loops);
    const PhaseDestruction plain = PhaseDestruction::of(QStringLiteral("teardown"),
        stepsOf(planFor(loopRequest), QStringLiteral("teardown")), loopRequest, disksOf(loops), host, true);
    QCOMPARE(plain.confirm, PhaseDestruction::Confirm::Plain);
    QVERIFY(plain.requiredText().isEmpty());
}

// The walk says when it made its objects: once its build phase succeeded.
void TestPhaseDestruction::aWalkThatBuiltItsStack()
{
    QTemporaryDir dir;
    QString error;
    const RecipeRequest request = requestFor(QStringLiteral("btrfs-raid1"), loopDisks());
    const Plan plan = planFor(request);
    std::unique_ptr<StackWalk> walk = StackWalk::begin(dir.path(), request, QStringLiteral("loop"), &error);
    QVERIFY2(walk, qPrintable(error));
    QVERIFY(!walk->hasBuilt(plan));
    for (const QString &phase : {QStringLiteral("prepare"), QStringLiteral("build")}) {
        QVERIFY(!walk->hasBuilt(plan));
        for (const PlanStep &step : stepsOf(plan, phase)) {
            QVERIFY(walk->stepStarted(phase, step, step.argv));
            QVERIFY(walk->stepFinished(phase, step.id, StepState::Succeeded, 0, 10, {}));
        }
    }
    QVERIFY(walk->hasBuilt(plan));
}

QTEST_GUILESS_MAIN(TestPhaseDestruction)
#include "tst_phasedestruction.moc"
