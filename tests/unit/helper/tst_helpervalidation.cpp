#include "fakelab.h"
#include "helper/actions/execpolicy.h"
#include "helper/server/devicevalidator.h"
#include "helper/server/requestvalidator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

class TestHelperValidation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void checksDevices_data();
    void checksDevices();
    void findsTheSystemDisk();
    void rebuildsTheStepFromResolvedNodes();
    void followsTheInjectedPolicy();
    void passesLoopBackingFilesToTheRecipe();
    void sessionNames_data();
    void sessionNames();
    void readsDiskIdentityFromSysfs_data();
    void readsDiskIdentityFromSysfs();
    void acceptsAPulledDiskByItsClaimedName();
    void refusesAReplacedDisk();
    void refusesAMissingUnclaimedDisk();
    void acceptsThePulledDiskBackUnderAnotherName();
    void acceptsActionsOnAStackWithAPulledDisk();
    void runsThePullAndTheRebuildUnderALoad();
    void neverReplacesAClaimRecord();
    void resolvesDeviceOptionsLikeMembers_data();
    void resolvesDeviceOptionsLikeMembers();
    void namesOnlyPathsTheHelperResolved_data();
    void namesOnlyPathsTheHelperResolved();
    void rechecksEveryPathBeforeItRuns();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
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
    QTest::newRow("unbound loop claim") << FakeLab::Unbound << true << QStringLiteral("device.no-medium");
    QTest::newRow("unbound loop run (a pulled disk is judged by its claim)") << FakeLab::Unbound << false << QString();
    QTest::newRow("partition") << FakeLab::Part << true << QStringLiteral("device.partition");
    QTest::newRow("option") << QStringLiteral("--force") << true << QStringLiteral("device.option-like");
    QTest::newRow("newline") << QStringLiteral("/dev/x\n") << true << QStringLiteral("device.control-char");
    QTest::newRow("relative") << QStringLiteral("loop0") << true << QStringLiteral("device.not-absolute");
    QTest::newRow("256 bytes") << QStringLiteral("/").repeated(256) << true << QStringLiteral("device.too-long");
    QTest::newRow("255 bytes resolve") << QStringLiteral("/").repeated(250) + QStringLiteral("dev/x") << true
                                       << QStringLiteral("device.not-found");
    QTest::newRow("char device") << QStringLiteral("/dev/null") << true << QStringLiteral("device.not-block");
    QTest::newRow("directory in /dev") << QStringLiteral("/dev/shm") << true << QStringLiteral("device.not-block");
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
    DeviceIdentity identity;
    const HelperRefusal refusal = validator.check(QStringLiteral("disks[0]"), device,
        claim ? DeviceValidator::Purpose::Claim : DeviceValidator::Purpose::Run, &identity);
    QCOMPARE(refusal.rule, rule);
    QCOMPARE(refusal.field, rule.isEmpty() ? QString() : QStringLiteral("disks[0]"));
    if (rule.isEmpty()) {
        QCOMPARE(identity.node, device);
        QCOMPARE(identity.number, FakeDeviceFacts::fakeNumber(device));
    } else {
        QVERIFY(!refusal.message.isEmpty());
        QVERIFY(identity.isNull());
    }
}

void TestHelperValidation::findsTheSystemDisk()
{
    const DeviceValidator validator(m_facts, QStringLiteral("/mnt/stacklab/s1"));
    DeviceIdentity identity;
    QCOMPARE(validator.check(QStringLiteral("disks[0]"), m_systemDisk, DeviceValidator::Purpose::Run, &identity).rule,
        QStringLiteral("device.system-disk"));
    QVERIFY(identity.isNull());
    // By number: the device / lives on is among the system's devices, whatever it is called.
    struct stat root { };
    QCOMPARE(::stat("/", &root), 0);
    if (::major(root.st_dev) != 0)
        QVERIFY(SystemDeviceFacts::systemDevices().contains(DeviceNumber::fromDev(root.st_dev)));
    const std::optional<DeviceNumber> number = SystemDeviceFacts().numberOf(m_systemDisk.mid(5));
    QVERIFY(number.has_value());
    QVERIFY(SystemDeviceFacts().isSystemDisk(*number));
    QCOMPARE(SystemDeviceFacts().kernelName(*number), m_systemDisk.mid(5));
}

namespace {

// A run of a btrfs-raid1 step on the fake lab's disks A and B, in session s1.
HelperRequest btrfsRun(const QString &phase, const QString &step)
{
    HelperRequest request;
    request.type = HelperRequestType::Run;
    request.id = QStringLiteral("r");
    request.session = QStringLiteral("s1");
    request.stack = QStringLiteral("btrfs-raid1");
    request.phase = phase;
    request.step = step;
    request.disks = {FakeLab::A, FakeLab::B};
    return request;
}

} // namespace

void TestHelperValidation::rebuildsTheStepFromResolvedNodes()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = btrfsRun(QStringLiteral("build"), QStringLiteral("mkfs"));
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

// The validator asks the policy it was given, not a list of its own: a policy without mkfs.btrfs
// refuses the step that the default policy accepts above.
void TestHelperValidation::followsTheInjectedPolicy()
{
    QStringList programs = m_policy.allowedPrograms();
    QVERIFY(programs.removeAll(QStringLiteral("mkfs.btrfs")) == 1);
    const ExecPolicy narrower(programs);
    const RequestValidator validator(m_facts, narrower, FakeLab::recipeBook(m_systemDisk));
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(
        btrfsRun(QStringLiteral("build"), QStringLiteral("mkfs")), FakeLab::claimedState(), &run);
    QCOMPARE(refusal.rule, QStringLiteral("exec.not-allowed"));
    QVERIFY2(refusal.message.contains(QLatin1String("mkfs.btrfs")), qPrintable(refusal.message));
    QString error;
    QVERIFY(narrower.resolve(QStringLiteral("mkfs.btrfs"), &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("allowed programs")), qPrintable(error));
}

void TestHelperValidation::passesLoopBackingFilesToTheRecipe()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    const HelperRequest request = btrfsRun(QStringLiteral("fail"), QStringLiteral("truncate-backing"));
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

namespace {

HelperRequest pulledRun(const QString &phase, const QString &step)
{
    HelperRequest request = btrfsRun(phase, step);
    request.disks = {FakeLab::A, FakeLab::Pulled};
    request.failDisk = FakeLab::Pulled;
    return request;
}

QString describe(const HelperRefusal &refusal)
{
    return refusal.rule + QLatin1Char(' ') + refusal.message;
}

} // namespace

void TestHelperValidation::readsDiskIdentityFromSysfs_data()
{
    QTest::addColumn<QString>("root");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("identity");
    const QString data = QStringLiteral(STACKLAB_TEST_DATA_DIR "/disks/");
    // Captured on the development VM: a virtio disk with a serial, bound and detached loops.
    QTest::newRow("virtio serial") << data + QStringLiteral("sysfs-vm/sys") << QStringLiteral("vda")
                                   << QStringLiteral("serial:overlayblk");
    QTest::newRow("bound loop") << data + QStringLiteral("sysfs-vm/sys") << QStringLiteral("loop0")
                                << QStringLiteral("loop:/tmp/disksprobe.DZdG/a.img");
    QTest::newRow("detached loop") << data + QStringLiteral("sysfs-vm/sys") << QStringLiteral("loop4") << QString();
    QTest::newRow("pulled disk") << data + QStringLiteral("sysfs-vm/sys") << QStringLiteral("sdc") << QString();
    QTest::newRow("traversal") << data + QStringLiteral("sysfs-vm/sys") << QStringLiteral("../block/vda") << QString();
    // Modelled on real servers: the SCSI wwid wins over the unit serial page, NVMe has its own.
    QTest::newRow("sata wwid") << data + QStringLiteral("sysfs-server/sys") << QStringLiteral("sda")
                               << QStringLiteral("wwid:naa.5002538e40a0b1c2");
    QTest::newRow("nvme wwid") << data + QStringLiteral("sysfs-server/sys") << QStringLiteral("nvme0n1")
                               << QStringLiteral("wwid:eui.0025388b91b2c3d4");
    QTest::newRow("detached loop (server)")
        << data + QStringLiteral("sysfs-server/sys") << QStringLiteral("loop7") << QString();
}

void TestHelperValidation::readsDiskIdentityFromSysfs()
{
    QFETCH(QString, root);
    QFETCH(QString, name);
    QFETCH(QString, identity);
    QCOMPARE(SystemDeviceFacts::identityIn(root, name), identity);
}

void TestHelperValidation::acceptsAPulledDiskByItsClaimedName()
{
    // The QEMU SCSI disk of the virtual lab as sysfs shows it: no wwid, the serial in page 0x80
    // (4-byte header, then the serial); echo 1 > device/delete takes the whole entry away.
    QTemporaryDir sys;
    QVERIFY(sys.isValid());
    QVERIFY(QDir().mkpath(sys.path() + QStringLiteral("/block/sdc/device")));
    QFile page(sys.path() + QStringLiteral("/block/sdc/device/vpd_pg80"));
    QVERIFY(page.open(QIODevice::WriteOnly));
    page.write(QByteArray::fromHex("00800008") + QByteArrayLiteral("SLAB0003"));
    page.close();
    QCOMPARE(SystemDeviceFacts::identityIn(sys.path(), QStringLiteral("sdc")), QStringLiteral("serial:SLAB0003"));
    QVERIFY(QDir(sys.path() + QStringLiteral("/block/sdc")).removeRecursively());
    QCOMPARE(SystemDeviceFacts::identityIn(sys.path(), QStringLiteral("sdc")), QString());

    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    ValidatedRun run;
    HelperRefusal refusal = validator.validateRun(
        pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write")), FakeLab::claimedState(), &run);
    QVERIFY2(refusal.isNull(), qPrintable(describe(refusal)));
    // The recipe sees the kernel node the helper resolved at the claim, never the name the client
    // typed (a link that is gone, and could be made again to lead anywhere).
    QCOMPARE(run.recipe.disks, (QStringList {FakeLab::A, FakeLab::PulledNode}));
    QCOMPARE(run.recipe.failDisk, FakeLab::PulledNode);
    QCOMPARE(run.recipe.kernelNames.value(FakeLab::PulledNode), QStringLiteral("stacklab-fake-pulled"));
    QCOMPARE(run.recipe.pulledDisks, QStringList {FakeLab::PulledNode});
    QCOMPARE(run.nodes, (QStringList {FakeLab::A, FakeLab::PulledNode}));
    for (const QString &argument : std::as_const(run.step.argv))
        QVERIFY2(!argument.contains(FakeLab::Pulled), qPrintable(argument));

    // Named by the node it was claimed at, it is the same pulled disk.
    HelperRequest byNode = pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write"));
    byNode.disks = {FakeLab::A, FakeLab::PulledNode};
    byNode.failDisk = FakeLab::PulledNode;
    refusal = validator.validateRun(byNode, FakeLab::claimedState(), &run);
    QVERIFY2(refusal.isNull(), qPrintable(describe(refusal)));
    QCOMPARE(run.recipe.failDisk, FakeLab::PulledNode);

    // Pulling it again would write to whatever holds its old kernel name now.
    QCOMPARE(
        validator
            .validateRun(pulledRun(QStringLiteral("fail"), QStringLiteral("pull-disk")), FakeLab::claimedState(), &run)
            .rule,
        QStringLiteral("device.pulled"));

    // Still one step at a time: a step running on its old node keeps it busy.
    LabSessionState busy = FakeLab::claimedState();
    busy.runningByDevice.insert(FakeLab::PulledNode, QStringLiteral("r-rebuild"));
    QCOMPARE(validator.validateRun(pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write")), busy, &run).rule,
        QStringLiteral("device.busy"));
}

void TestHelperValidation::refusesAReplacedDisk()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write"));
    request.disks = {FakeLab::A, FakeLab::Replaced};
    request.failDisk.clear();
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, FakeLab::claimedState(), &run);
    QCOMPARE(refusal.rule, QStringLiteral("device.replaced"));
    QCOMPARE(refusal.field, QStringLiteral("disks[1]"));
    QVERIFY2(
        refusal.message.contains(QLatin1String("serial:OLD")) && refusal.message.contains(QLatin1String("serial:NEW")),
        qPrintable(refusal.message));

    // A pulled disk whose node came back holding another disk (its stable ID still gone).
    FakeDeviceFacts facts = m_facts;
    facts.disks.insert(FakeLab::PulledNode, {true, false, false, false, {}, {}, QStringLiteral("serial:OTHER")});
    const RequestValidator after(facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    QCOMPARE(
        after
            .validateRun(pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write")), FakeLab::claimedState(), &run)
            .rule,
        QStringLiteral("device.replaced"));
    // The same disk back at its node: the claimed disk again, by its node.
    facts.disks[FakeLab::PulledNode].identity = QStringLiteral("serial:STACKLABP");
    const RequestValidator back(facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    const HelperRefusal again = back.validateRun(
        pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write")), FakeLab::claimedState(), &run);
    QVERIFY2(again.isNull(), qPrintable(describe(again)));
    QCOMPARE(run.recipe.disks, (QStringList {FakeLab::A, FakeLab::PulledNode}));
    QCOMPARE(run.recipe.kernelNames.value(FakeLab::PulledNode), QStringLiteral("stacklab-fake-pulled"));
    QVERIFY(run.recipe.pulledDisks.isEmpty());
}

void TestHelperValidation::refusesAMissingUnclaimedDisk()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write"));
    request.disks = {FakeLab::A, QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_NEVER")};
    request.failDisk.clear();
    ValidatedRun run;
    QCOMPARE(validator.validateRun(request, FakeLab::claimedState(), &run).rule, QStringLiteral("device.not-found"));
    // A claim without an identity cannot prove that its node is the disk: not pulled, not found.
    LabSessionState state = FakeLab::claimedState();
    state.claims.append({QStringLiteral("/dev/disk/by-id/ata-NOSERIAL"), FakeDeviceFacts::fakeIdentity(FakeLab::B)});
    request.disks = {FakeLab::A, QStringLiteral("/dev/disk/by-id/ata-NOSERIAL")};
    QCOMPARE(validator.validateRun(request, state, &run).rule, QStringLiteral("device.not-found"));
    // An unclaimed disk is never pulled, even when its node is gone.
    state = FakeLab::claimedState();
    state.claims.removeIf([](const ClaimedDisk &claim) { return claim.name == FakeLab::Pulled; });
    request.disks = {FakeLab::A, FakeLab::Pulled};
    QCOMPARE(validator.validateRun(request, state, &run).rule, QStringLiteral("device.not-found"));
}

void TestHelperValidation::acceptsThePulledDiskBackUnderAnotherName()
{
    // After a SCSI rescan the pulled disk may come back as sdX with a new letter: its stable ID
    // then points at the new node, and the serial proves it is the claimed disk.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString link = dir.path() + QStringLiteral("/scsi-0QEMU_QEMU_HARDDISK_STACKLABP");
    const QString newNode = QStringLiteral("/dev/stacklab-fake-back");
    QVERIFY(QFile::link(newNode, link));
    FakeDeviceFacts facts = m_facts;
    facts.disks.insert(newNode, {true, false, false, false, {}, {}, QStringLiteral("serial:STACKLABP")});
    LabSessionState state = FakeLab::claimedState();
    state.claims.append({link,
        FakeDeviceFacts::fakeIdentity(QStringLiteral("/dev/stacklab-fake-gone"), QStringLiteral("serial:STACKLABP"))});
    const RequestValidator validator(facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write"));
    request.disks = {FakeLab::A, link};
    request.failDisk.clear();
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, state, &run);
    QVERIFY2(refusal.isNull(), qPrintable(describe(refusal)));
    QCOMPARE(run.nodes, (QStringList {FakeLab::A, newNode}));
    // Another disk behind the same link name is not it.
    facts.disks[newNode].identity = QStringLiteral("serial:IMPOSTOR");
    const RequestValidator impostor(facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    QCOMPARE(impostor.validateRun(request, state, &run).rule, QStringLiteral("device.unclaimed"));
}

void TestHelperValidation::acceptsActionsOnAStackWithAPulledDisk()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    for (const HelperRequestType type : {HelperRequestType::Space, HelperRequestType::Sample,
             HelperRequestType::DatasetWrite, HelperRequestType::Overwrite}) {
        HelperRequest request = pulledRun({}, {});
        request.type = type;
        request.spare = FakeLab::C;
        request.sizeBytes = qint64(32) << 20;
        ValidatedAction action;
        const HelperRefusal refusal = validator.validateAction(request, FakeLab::claimedState(), &action);
        QVERIFY2(refusal.isNull(), qPrintable(describe(refusal)));
        QCOMPARE(action.recipe.disks, (QStringList {FakeLab::A, FakeLab::PulledNode}));
        QCOMPARE(action.nodes, (QStringList {FakeLab::A, FakeLab::PulledNode, FakeLab::C}));
    }
}

// The rebuild-under-load drill: a workload on the stack's filesystem keeps its disks from other
// work, but the pull, the rebuild and the scrub run under it, and samples keep being answered.
void TestHelperValidation::runsThePullAndTheRebuildUnderALoad()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    LabSessionState loaded = FakeLab::claimedState();
    loaded.loadByDevice.insert(FakeLab::A, QStringLiteral("load-1"));
    ValidatedRun run;
    const HelperRefusal pull
        = validator.validateRun(pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write")), loaded, &run);
    QVERIFY2(pull.isNull(), qPrintable(describe(pull)));
    // (The fake md step is refused for its path; what matters is that the load is not the reason.)
    QVERIFY(
        validator.validateRun(pulledRun(QStringLiteral("scrub"), QStringLiteral("md-mismatches")), loaded, &run).rule
        != QLatin1String("device.under-load"));
    const HelperRefusal mount
        = validator.validateRun(pulledRun(QStringLiteral("mount"), QStringLiteral("mkdir")), loaded, &run);
    QCOMPARE(mount.rule, QStringLiteral("device.under-load"));
    QVERIFY2(mount.message.contains(QLatin1String("load-1")) && mount.message.contains(FakeLab::A),
        qPrintable(mount.message));

    // Reads are answered under the load; a second long action on the same disks waits.
    HelperRequest request = pulledRun({}, {});
    request.sizeBytes = qint64(32) << 20;
    ValidatedAction action;
    request.type = HelperRequestType::Sample;
    QVERIFY2(validator.validateAction(request, loaded, &action).isNull(), "sample under a load");
    request.type = HelperRequestType::Space;
    QVERIFY2(validator.validateAction(request, loaded, &action).isNull(), "space under a load");
    for (const HelperRequestType type : {HelperRequestType::DatasetWrite, HelperRequestType::Overwrite}) {
        request.type = type;
        QCOMPARE(validator.validateAction(request, loaded, &action).rule, QStringLiteral("device.under-load"));
    }
    // A step running on a disk still keeps it busy for everything else, load or not.
    loaded.runningByDevice.insert(FakeLab::A, QStringLiteral("r-rebuild"));
    QCOMPARE(validator.validateRun(pulledRun(QStringLiteral("fail"), QStringLiteral("poke-write")), loaded, &run).rule,
        QStringLiteral("device.busy"));
}

void TestHelperValidation::neverReplacesAClaimRecord()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest claim;
    claim.type = HelperRequestType::Claim;
    claim.session = QStringLiteral("s1");
    // Another disk now sits where a claimed one was: claiming it would overwrite the record that
    // refuses it in runs.
    claim.disks = {FakeLab::Replaced};
    QList<DeviceIdentity> devices;
    HelperRefusal refusal = validator.validateClaim(claim, FakeLab::claimedState(), &devices);
    QCOMPARE(refusal.rule, QStringLiteral("device.replaced"));
    QVERIFY2(refusal.message.contains(QLatin1String("serial:OLD")), qPrintable(refusal.message));
    // The same disk again (any name) is fine and adds no new kind of record.
    claim.disks = {FakeLab::E};
    LabSessionState state = FakeLab::claimedState();
    state.claims.append({FakeLab::E, FakeDeviceFacts::fakeIdentity(FakeLab::E)});
    refusal = validator.validateClaim(claim, state, &devices);
    QVERIFY2(refusal.isNull(), qPrintable(describe(refusal)));
    QCOMPARE(devices.value(0).node, FakeLab::E);
    // A claim never accepts a node with nothing behind it.
    claim.disks = {FakeLab::Unbound};
    QCOMPARE(validator.validateClaim(claim, state, &devices).rule, QStringLiteral("device.no-medium"));
}

void TestHelperValidation::resolvesDeviceOptionsLikeMembers_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("field");
    QTest::newRow("log claimed") << "log" << FakeLab::D << QString() << QString();
    QTest::newRow("cache unclaimed") << "cache" << FakeLab::E << "device.unclaimed"
                                     << "options.cache";
    QTest::newRow("special a file") << "special"
                                    << "/etc/passwd"
                                    << "device.not-block"
                                    << "options.special";
    QTest::newRow("spares missing") << "spares"
                                    << "/dev/disk/by-id/none"
                                    << "device.not-found"
                                    << "options.spares";
    QTest::newRow("expand the system disk") << "expand" << m_systemDisk << "device.system-disk"
                                            << "options.expand";
    QTest::newRow("log a member") << "log" << FakeLab::A << "request.duplicate-disk"
                                  << "options.log";
    QTest::newRow("cache second entry") << "cache" << FakeLab::D + QStringLiteral(",/boot") << "device.not-block"
                                        << "options.cache[1]";
    QTest::newRow("spares busy") << "spares" << FakeLab::Busy << "device.busy"
                                 << "options.spares";
    QTest::newRow("log relative") << "log"
                                  << "sdb"
                                  << "device.not-absolute"
                                  << "options.log";
}

void TestHelperValidation::resolvesDeviceOptionsLikeMembers()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, rule);
    QFETCH(QString, field);
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request;
    request.type = HelperRequestType::Validate;
    request.id = QStringLiteral("r");
    request.session = QStringLiteral("s1");
    request.stack = QStringLiteral("zfs-raidz1");
    request.phase = QStringLiteral("build");
    request.step = QStringLiteral("create-pool");
    request.disks = {FakeLab::A, FakeLab::B, FakeLab::C};
    request.options.insert(key, value);
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, FakeLab::claimedState(), &run);
    QCOMPARE(refusal.rule, rule);
    QCOMPARE(refusal.field, field);
    if (rule.isEmpty()) {
        QCOMPARE(run.recipe.options.value(key).toString(), value);
        QVERIFY(run.step.argv.contains(value));
        QVERIFY(run.nodes.contains(value));
    }
}

void TestHelperValidation::namesOnlyPathsTheHelperResolved_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("rule");
    QTest::newRow("a claimed disk") << FakeLab::A << QString();
    QTest::newRow("a partition of it") << FakeLab::A + QStringLiteral("1") << QString();
    QTest::newRow("the system disk") << m_systemDisk << "exec.path-not-resolved";
    QTest::newRow("an unclaimed disk") << FakeLab::E << "exec.path-not-resolved";
    QTest::newRow("a by-id link") << "/dev/disk/by-id/ata-X"
                                  << "exec.path-not-resolved";
    QTest::newRow("a node in /dev/shm") << "/dev/shm/loop0"
                                        << "exec.path-not-resolved";
    QTest::newRow("a file") << "/etc/shadow"
                            << "exec.path-outside-lab";
    QTest::newRow("sysfs of the system disk") << "/sys/block/" + m_systemDisk.mid(5) << "exec.path-outside-lab";
    QTest::newRow("dot dot") << "/mnt/stacklab/s1/../../../etc/passwd"
                             << "exec.path-outside-lab";
    QTest::newRow("the session's files") << "/mnt/stacklab/s1/btrfs-raid1/x" << QString();
}

void TestHelperValidation::namesOnlyPathsTheHelperResolved()
{
    // The fixture's "option-path" step puts an option value into an argv, as a recipe would that
    // forgot to declare the option a device: the helper's own check of every argv path catches it.
    QFETCH(QString, target);
    QFETCH(QString, rule);
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = pulledRun(QStringLiteral("evil"), QStringLiteral("option-path"));
    request.disks = {FakeLab::A, FakeLab::B};
    request.failDisk.clear();
    request.options.insert(QStringLiteral("target"), target);
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, FakeLab::claimedState(), &run);
    QCOMPARE(refusal.rule, rule);
    QCOMPARE(StepPaths::pathOf(QStringLiteral("of=/x")), QStringLiteral("/x"));
    QCOMPARE(StepPaths::pathOf(QStringLiteral("--mountpoint=/x")), QStringLiteral("/x"));
    QCOMPARE(StepPaths::pathOf(QStringLiteral("tank/data")), QString());
    QCOMPARE(StepPaths::pathOf(QStringLiteral("lv_name=x")), QString());
}

void TestHelperValidation::rechecksEveryPathBeforeItRuns()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = pulledRun(QStringLiteral("build"), QStringLiteral("mkfs"));
    request.disks = {FakeLab::A, FakeLab::B};
    request.failDisk.clear();
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(request, FakeLab::claimedState(), &run);
    QVERIFY2(refusal.isNull(), qPrintable(describe(refusal)));
    QCOMPARE(run.pathChecks.size(), 2);
    QCOMPARE(run.pathChecks.first().kind, PathCheck::Kind::Node);
    QVERIFY(StepPaths::recheck(m_facts, run.pathChecks, run.step.id).isNull());
    // Between the check and the start, B's node went away and another disk appeared elsewhere.
    FakeDeviceFacts swapped = m_facts;
    swapped.disks.remove(FakeLab::B);
    const QString elsewhere = QStringLiteral("/dev/stacklab-fake-b2");
    swapped.disks.insert(elsewhere, {});
    QCOMPARE(StepPaths::recheck(swapped, run.pathChecks, run.step.id).rule, QStringLiteral("device.changed"));
}

QTEST_GUILESS_MAIN(TestHelperValidation)
#include "tst_helpervalidation.moc"
