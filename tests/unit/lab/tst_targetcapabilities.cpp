#include "lab/targetcapabilities.h"
#include "stacks/stackrecipes.h"

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
