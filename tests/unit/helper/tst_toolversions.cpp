#include "helper/actions/execpolicy.h"
#include "helper/actions/probes/stacksampler.h"
#include "helper/actions/probes/toolversions.h"

#include <QFile>
#include <QTest>

#include <fcntl.h>
#include <sys/utsname.h>
#include <unistd.h>

// The versions request's text, from the real tools' outputs captured in the virtual lab, and
// the probes run for real on this machine.
class TestToolVersions : public QObject {
    Q_OBJECT

private slots:
    void fromCapturedOutput_data();
    void fromCapturedOutput();
    void probeAllOnThisMachine();
    void childHasOnlyStandardDescriptors();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
};

namespace {
// The capture files hold a two-line header (kernel, captured …) before the tool's output.
QByteArray capturedOutput(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = file.readAll().split('\n');
    return lines.mid(2).join('\n');
}

ToolVersions::Probe probeFor(const QString &tool)
{
    for (const ToolVersions::Probe &probe : ToolVersions::probes()) {
        if (probe.tool == tool)
            return probe;
    }
    return {};
}
} // namespace

void TestToolVersions::fromCapturedOutput_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("expected");
    QTest::newRow("mdadm") << QStringLiteral("mdadm") << capturedOutput(QStringLiteral("vm-versions-md-raid5.txt"))
                           << QStringLiteral("mdadm - v4.2 - 2021-12-30 - Debian 4.2-5");
    QTest::newRow("lvm2 without its configure line")
        << QStringLiteral("lvm2") << capturedOutput(QStringLiteral("vm-versions-lvm-raid5.txt"))
        << QStringLiteral("LVM version: 2.03.16(2) (2022-05-18)");
    // zfs-raidz1's capture holds zfs version, then btrfs and mkfs.xfs: zfs keeps its two lines.
    QTest::newRow("zfs userland and module")
        << QStringLiteral("zfs") << capturedOutput(QStringLiteral("vm-versions-zfs-raidz1.txt"))
        << QStringLiteral("zfs-2.3.2-2~bpo12+2; zfs-kmod-2.3.2-2~bpo12+2");
    QTest::newRow("btrfs-progs") << QStringLiteral("btrfs-progs") << QByteArray("btrfs-progs v6.2\n")
                                 << QStringLiteral("btrfs-progs v6.2");
    QTest::newRow("xfsprogs after blank lines")
        << QStringLiteral("xfsprogs") << QByteArray("\n\nmkfs.xfs version 6.1.0\n")
        << QStringLiteral("mkfs.xfs version 6.1.0");
    QTest::newRow("nothing printed") << QStringLiteral("mdadm") << QByteArray("\n \n") << QString();
}

void TestToolVersions::fromCapturedOutput()
{
    QFETCH(QString, tool);
    QFETCH(QByteArray, output);
    QFETCH(QString, expected);
    QVERIFY2(!output.isEmpty() || expected.isEmpty(), "capture file missing");
    const ToolVersions::Probe probe = probeFor(tool);
    QCOMPARE(probe.tool, tool);
    QCOMPARE(ToolVersions::fromOutput(probe, output), expected);
}

void TestToolVersions::probeAllOnThisMachine()
{
    const QMap<QString, QString> versions = ToolVersions::probeAll(m_policy);
    struct utsname name { };
    QCOMPARE(::uname(&name), 0);
    QCOMPARE(versions.value(QStringLiteral("kernel")), QString::fromUtf8(name.release));
    for (const ToolVersions::Probe &probe : ToolVersions::probes()) {
        QVERIFY2(versions.contains(probe.tool), qPrintable(probe.tool));
        QVERIFY2(!versions.value(probe.tool).isEmpty(), qPrintable(probe.tool));
    }
    // btrfs-progs and xfsprogs are installed on every machine that builds StackLab
    // (scripts/install-deps.sh); md, LVM and ZFS are not on this host's kernel or disk.
    QVERIFY2(versions.value(QStringLiteral("btrfs-progs")).startsWith(QLatin1String("btrfs-progs v")),
        qPrintable(versions.value(QStringLiteral("btrfs-progs"))));
    QVERIFY2(versions.value(QStringLiteral("xfsprogs")).startsWith(QLatin1String("mkfs.xfs version ")),
        qPrintable(versions.value(QStringLiteral("xfsprogs"))));
    if (!QFile::exists(QStringLiteral("/usr/sbin/zfs")) && !QFile::exists(QStringLiteral("/sbin/zfs")))
        QCOMPARE(versions.value(QStringLiteral("zfs")), QStringLiteral("not installed (package zfsutils-linux)"));
}

void TestToolVersions::childHasOnlyStandardDescriptors()
{
    // A descriptor the helper holds without close-on-exec (as QProcess's pipes of other children
    // are) must not reach a program: lvm names every one it finds in a warning (issue 29).
    const int fd = ::open("/dev/null", O_RDONLY);
    QVERIFY(fd > 2);
    QByteArray output;
    int exitCode = -1;
    QString error;
    const bool ran = StackSampler::runCommand(ExecPolicy(),
        {QStringLiteral("test"), QStringLiteral("-e"), QStringLiteral("/proc/self/fd/%1").arg(fd)}, &output, &exitCode,
        &error);
    ::close(fd);
    QVERIFY2(ran, qPrintable(error));
    QCOMPARE(exitCode, 1);
}

QTEST_GUILESS_MAIN(TestToolVersions)
#include "tst_toolversions.moc"
