#include "lab/target/targetcapabilities.h"
#include "stacks/catalog/stackrecipes.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// The capability probe on fixture trees laid out as the kernel lays out /proc, /sys and /dev,
// for the machines StackLab meets: this kind of host (btrfs, XFS, ext4 and loop only), a kernel
// with md but without the mdadm package, md only as a loadable module, and OpenZFS loaded.
class TestTargetCapabilities : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hostWithoutMdOrDm();
    void mdRunningButPackageMissing();
    void loadableModules_data();
    void loadableModules();
    void zfsModuleLoaded();
    void driversFromTheKernelNotNodes_data();
    void driversFromTheKernelNotNodes();
    void trueCauseOfLvmsWords();
    void programsComeFromThePlan();

private:
    static bool write(const QString &root, const QString &path, const QByteArray &text = {});
    static bool program(const QString &root, const QString &name);
    // Every program any stack's plan runs, installed under usr/sbin, except `except`.
    static bool allPrograms(const QString &root, const QStringList &except = {});
};

bool TestTargetCapabilities::write(const QString &root, const QString &path, const QByteArray &text)
{
    const QString full = root + QLatin1Char('/') + path;
    if (!QDir().mkpath(QFileInfo(full).path()))
        return false;
    QFile file(full);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

bool TestTargetCapabilities::program(const QString &root, const QString &name)
{
    const QString path = QStringLiteral("usr/sbin/") + name;
    return write(root, path, "#!/bin/sh\n")
        && QFile::setPermissions(
            root + QLatin1Char('/') + path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

bool TestTargetCapabilities::allPrograms(const QString &root, const QStringList &except)
{
    for (const QString &stack : stackNames()) {
        for (const QString &name : TargetCapabilities::programsFor(stack)) {
            if (!except.contains(name) && !program(root, name))
                return false;
        }
    }
    return true;
}

// As /proc/filesystems reads on this kind of machine (Debian 12, FACTS.md): no md, no dm.
static const QByteArray hostFilesystems
    = "nodev\tsysfs\nnodev\ttmpfs\nnodev\tproc\n\text4\n\tbtrfs\n\txfs\nnodev\tfuse\n";

void TestTargetCapabilities::hostWithoutMdOrDm()
{
    QTemporaryDir root;
    QVERIFY(write(root.path(), QStringLiteral("proc/filesystems"), hostFilesystems));
    QVERIFY(write(root.path(), QStringLiteral("proc/sys/kernel/modules_disabled"), "1\n"));
    QVERIFY(allPrograms(root.path()));
    const TargetCapabilities caps = TargetCapabilities::probe(root.path());
    QVERIFY(caps.hasDriver(TargetCapabilities::Driver::Btrfs));
    QVERIFY(caps.hasDriver(TargetCapabilities::Driver::Xfs));
    QVERIFY(!caps.hasDriver(TargetCapabilities::Driver::Md));
    QVERIFY(!caps.hasDriver(TargetCapabilities::Driver::DeviceMapper));
    QVERIFY(!caps.hasDriver(TargetCapabilities::Driver::Zfs));
    QCOMPARE(caps.whyNot(QStringLiteral("btrfs-raid1")), QString());
    const QString md = caps.whyNot(QStringLiteral("mdadm-raid5"));
    QVERIFY2(md.contains(QLatin1String("no md (software RAID) driver")), qPrintable(md));
    QVERIFY2(!md.contains(QLatin1String("install the")), qPrintable(md)); // not a package problem
    QVERIFY(caps.kernelLacks(QStringLiteral("mdadm-raid5")));
    QVERIFY(caps.whyNot(QStringLiteral("lvm-raid5")).contains(QLatin1String("device-mapper")));
    QVERIFY(caps.whyNot(QStringLiteral("zfs-raidz1")).contains(QLatin1String("no ZFS driver")));
    QVERIFY(!caps.kernelLacks(QStringLiteral("btrfs-raid1")));
}

void TestTargetCapabilities::mdRunningButPackageMissing()
{
    QTemporaryDir root;
    QVERIFY(write(root.path(), QStringLiteral("proc/filesystems"), hostFilesystems));
    QVERIFY(write(root.path(), QStringLiteral("proc/mdstat"),
        "Personalities : [raid6] [raid5] [raid4]\nunused devices: <none>\n"));
    QVERIFY(allPrograms(root.path(), {QStringLiteral("mdadm")}));
    const TargetCapabilities caps = TargetCapabilities::probe(root.path());
    QVERIFY(caps.hasDriver(TargetCapabilities::Driver::Md));
    QVERIFY(!caps.kernelLacks(QStringLiteral("mdadm-raid5")));
    const QString why = caps.whyNot(QStringLiteral("mdadm-raid5"));
    QVERIFY2(why.contains(QLatin1String("mdadm is not installed: install the mdadm package")), qPrintable(why));
}

void TestTargetCapabilities::loadableModules_data()
{
    QTest::addColumn<QByteArray>("disabled");
    QTest::addColumn<bool>("md");
    QTest::newRow("loading allowed") << QByteArray("0\n") << true;
    QTest::newRow("loading disabled") << QByteArray("1\n") << false;
}

void TestTargetCapabilities::loadableModules()
{
    QFETCH(QByteArray, disabled);
    QFETCH(bool, md);
    QTemporaryDir root;
    QVERIFY(write(root.path(), QStringLiteral("proc/filesystems"), hostFilesystems));
    QVERIFY(write(root.path(), QStringLiteral("proc/sys/kernel/osrelease"), "6.1.0-27-amd64\n"));
    QVERIFY(write(root.path(), QStringLiteral("proc/sys/kernel/modules_disabled"), disabled));
    QVERIFY(write(root.path(), QStringLiteral("lib/modules/6.1.0-27-amd64/modules.dep"),
        "kernel/drivers/md/raid456.ko: kernel/drivers/md/md-mod.ko\nkernel/drivers/md/md-mod.ko:\n"));
    const TargetCapabilities caps = TargetCapabilities::probe(root.path());
    QCOMPARE(caps.hasDriver(TargetCapabilities::Driver::Md), md);
    QVERIFY(!caps.hasDriver(TargetCapabilities::Driver::DeviceMapper));
}

void TestTargetCapabilities::driversFromTheKernelNotNodes_data()
{
    QTest::addColumn<QByteArray>("devices");
    QTest::addColumn<QByteArray>("misc");
    QTest::addColumn<bool>("dm");
    QTest::addColumn<bool>("md");
    QTest::addColumn<QStringList>("stacks");
    // This host (6.18, captured): no md, no device-mapper, only the misc minors it has.
    const QByteArray hostDevices = "Character devices:\n  1 mem\n 10 misc\n\nBlock devices:\n  7 loop\n  8 sd\n"
                                   "252 virtblk\n";
    const QByteArray hostMisc = "183 hw_random\n229 fuse\n237 loop-control\n";
    QTest::newRow("this host, /dev/mapper/control made by lvs")
        << hostDevices << hostMisc << false << false << QStringList {QStringLiteral("btrfs")};
    // Debian 12's guest kernel with md and dm built or loaded.
    QTest::newRow("md and dm registered")
        << QByteArray(hostDevices + "  9 md\n253 device-mapper\n254 mdp\n")
        << QByteArray(hostMisc + "236 device-mapper\n") << true << true
        << QStringList {QStringLiteral("btrfs"), QStringLiteral("mdadm"), QStringLiteral("LVM")};
    QTest::newRow("dm in /proc/misc only") << hostDevices << QByteArray(hostMisc + "236 device-mapper\n") << true
                                           << false << QStringList {QStringLiteral("btrfs"), QStringLiteral("LVM")};
}

void TestTargetCapabilities::driversFromTheKernelNotNodes()
{
    QFETCH(QByteArray, devices);
    QFETCH(QByteArray, misc);
    QFETCH(bool, dm);
    QFETCH(bool, md);
    QFETCH(QStringList, stacks);
    QTemporaryDir root;
    QVERIFY(write(root.path(), QStringLiteral("proc/filesystems"), hostFilesystems));
    QVERIFY(write(root.path(), QStringLiteral("proc/sys/kernel/modules_disabled"), "1\n"));
    QVERIFY(write(root.path(), QStringLiteral("proc/devices"), devices));
    QVERIFY(write(root.path(), QStringLiteral("proc/misc"), misc));
    // What libdevmapper leaves behind on a kernel without the driver: a node proves nothing.
    QVERIFY(write(root.path(), QStringLiteral("dev/mapper/control")));
    const TargetCapabilities caps = TargetCapabilities::probe(root.path());
    QCOMPARE(caps.hasDriver(TargetCapabilities::Driver::DeviceMapper), dm);
    QCOMPARE(caps.hasDriver(TargetCapabilities::Driver::Md), md);
    QCOMPARE(caps.kernelStacks(), stacks);
    QCOMPARE(caps.kernelLacks(QStringLiteral("lvm-raid1")), !dm);
}

void TestTargetCapabilities::trueCauseOfLvmsWords()
{
    // lvcreate on the host of issue 29, after pvcreate and vgcreate had passed.
    const QString lvcreate = QStringLiteral("  /dev/mapper/control: open failed: No such device\n"
                                            "  Failure to communicate with kernel device-mapper driver.\n"
                                            "  Required device-mapper target(s) not detected in your kernel.\n"
                                            "  Run `lvcreate --help' for more information.");
    TargetCapabilities caps;
    const QString none = caps.whyFailed(lvcreate);
    QVERIFY2(none.contains(QLatin1String("no device-mapper driver")) && none.contains(QLatin1String("virtual lab")),
        qPrintable(none));
    caps.setDriver(TargetCapabilities::Driver::DeviceMapper, true);
    const QString target
        = caps.whyFailed(QStringLiteral("  Required device-mapper target(s) not detected in your kernel."));
    QVERIFY2(target.contains(QLatin1String("not the target")), qPrintable(target));
    QCOMPARE(caps.whyFailed(QStringLiteral("mkfs.btrfs: ERROR: device busy")), QString());
}

void TestTargetCapabilities::zfsModuleLoaded()
{
    QTemporaryDir root;
    QVERIFY(write(root.path(), QStringLiteral("proc/filesystems"), hostFilesystems + "nodev\tzfs\n"));
    QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("sys/module/zfs/parameters"))));
    QVERIFY(allPrograms(root.path(), {QStringLiteral("zpool")}));
    const TargetCapabilities caps = TargetCapabilities::probe(root.path());
    QVERIFY(caps.hasDriver(TargetCapabilities::Driver::Zfs));
    const QString why = caps.whyNot(QStringLiteral("zfs-raidz1"));
    QVERIFY2(why.contains(QLatin1String("install the zfsutils-linux package")), qPrintable(why));
}

void TestTargetCapabilities::programsComeFromThePlan()
{
    QVERIFY(TargetCapabilities::programsFor(QStringLiteral("mdadm-raid5")).contains(QStringLiteral("mdadm")));
    QVERIFY(TargetCapabilities::programsFor(QStringLiteral("zfs-raidz1")).contains(QStringLiteral("zpool")));
    QVERIFY(TargetCapabilities::programsFor(QStringLiteral("btrfs-raid1")).contains(QStringLiteral("mkfs.btrfs")));
    QVERIFY(TargetCapabilities::programsFor(QStringLiteral("lvm-raid5")).contains(QStringLiteral("lvcreate")));
    for (const QString &stack : stackNames())
        QVERIFY2(!TargetCapabilities::programsFor(stack).isEmpty(), qPrintable(stack));
}

QTEST_MAIN(TestTargetCapabilities)
#include "tst_targetcapabilities.moc"
