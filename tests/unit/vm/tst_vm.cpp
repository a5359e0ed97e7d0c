#include "vm/qemucommand.h"
#include "vm/qemuversion.h"
#include "vm/virtuallab.h"
#include "vm/vmconfig.h"
#include "vm/vmimage.h"
#include "vm/vmworkspace.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <sys/wait.h>
#include <unistd.h>

static const QString runVmScript = QStringLiteral(STACKLAB_TEST_DATA_DIR "/../../scripts/vm/run-vm.sh");

static VmConfig baseConfig()
{
    VmConfig config;
    config.imageDir = QStringLiteral("/cache/vm/0123456789abcdef");
    config.diskDir = QStringLiteral("/tmp/lab");
    return config;
}

static QStringList diskArgs(int count, const QString &dir, const QList<int> &left = {}, const QString &throttle = {})
{
    QStringList args;
    for (int i = 1; i <= count; ++i) {
        if (left.contains(i))
            continue;
        const QString serial = QStringLiteral("SLAB000%1").arg(i);
        args << QStringLiteral("-drive")
             << QStringLiteral("if=none,id=d%1,file=%2/%3.img,format=raw,cache=writeback,aio=threads%4")
                    .arg(i)
                    .arg(dir, serial, throttle)
             << QStringLiteral("-device")
             << QStringLiteral("scsi-hd,bus=scsi0.0,scsi-id=%1,lun=0,drive=d%1,serial=%2,id=disk%1").arg(i).arg(serial);
    }
    return args;
}

class TestVm : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void qemuArguments_data()
    {
        QTest::addColumn<VmConfig>("config");
        QTest::addColumn<QStringList>("expected");

        const QStringList head {QStringLiteral("-m"), QStringLiteral("1024"), QStringLiteral("-smp"),
            QStringLiteral("2"), QStringLiteral("-nographic"), QStringLiteral("-no-reboot"), QStringLiteral("-kernel"),
            QStringLiteral("/cache/vm/0123456789abcdef/vmlinuz"), QStringLiteral("-initrd"),
            QStringLiteral("/cache/vm/0123456789abcdef/initrd.img"), QStringLiteral("-append")};
        const QStringList scsi {QStringLiteral("-device"), QStringLiteral("virtio-scsi-pci,id=scsi0")};

        VmConfig tcg = baseConfig();
        tcg.shareDir = QStringLiteral("/tmp/share");
        tcg.guestRun = QStringLiteral("/share/md-raid5.sh");
        QTest::newRow("tcg, 4 disks, share, script")
            << tcg
            << QStringList {QStringLiteral("-accel"), QStringLiteral("tcg,thread=single")} + head
                + QStringList {QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check tsc=reliable "
                                              "stacklab.run=/share/md-raid5.sh")}
                + scsi + diskArgs(4, QStringLiteral("/tmp/lab"))
                + QStringList {QStringLiteral("-virtfs"),
                    QStringLiteral("local,path=/tmp/share,mount_tag=host0,security_model=none")};

        VmConfig kvm = baseConfig();
        kvm.accel = VmAccel::Kvm;
        kvm.diskCount = 6;
        kvm.memoryMiB = 2048;
        kvm.helperSocket = QStringLiteral("/run/stacklab/helper.sock");
        QStringList kvmHead = head;
        kvmHead[1] = QStringLiteral("2048");
        QTest::newRow("kvm, 6 disks, helper channel, shell")
            << kvm
            << QStringList {QStringLiteral("-accel"), QStringLiteral("kvm")} + kvmHead
                + QStringList {QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check tsc=reliable")}
                + scsi + diskArgs(6, QStringLiteral("/tmp/lab"))
                + QStringList {QStringLiteral("-device"), QStringLiteral("virtio-serial-pci,id=vser0"),
                    QStringLiteral("-chardev"),
                    QStringLiteral("socket,id=helper,path=/run/stacklab/helper.sock,server=on,wait=off"),
                    QStringLiteral("-device"),
                    QStringLiteral("virtserialport,bus=vser0.0,chardev=helper,name=org.stacklab.helper")};

        // What VirtualLab adds: the pid file a later start finds a leftover guest by, and the
        // extra kernel words the boot bench and the tests use.
        VmConfig owned = baseConfig();
        owned.pidFile = QStringLiteral("/tmp/stacklab-vm-abc123/qemu.pid");
        owned.extraKernelArgs = QStringLiteral("rdinit=/nowhere");
        QTest::newRow("pid file, extra kernel words")
            << owned
            << QStringList {QStringLiteral("-accel"), QStringLiteral("tcg,thread=single")} + head
                + QStringList {QStringLiteral(
                    "console=ttyS0 quiet oops=panic panic=-1 no_timer_check tsc=reliable rdinit=/nowhere")}
                + scsi + diskArgs(4, QStringLiteral("/tmp/lab"))
                + QStringList {QStringLiteral("-pidfile"), QStringLiteral("/tmp/stacklab-vm-abc123/qemu.pid")};

        // QEMU >= 8.1: a thread per vCPU, and the TSC left to the kernel's own check.
        VmConfig multi = baseConfig();
        multi.tcgThreading = TcgThreading::Multi;
        QTest::newRow("tcg, a thread per vCPU")
            << multi
            << QStringList {QStringLiteral("-accel"), QStringLiteral("tcg,thread=multi")} + head
                + QStringList {QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check")} + scsi
                + diskArgs(4, QStringLiteral("/tmp/lab"));

        // The power-cut drill's power-on: the disk pulled before the cut is not in the machine.
        VmConfig pulled = baseConfig();
        pulled.pulledDisks = {3};
        QTest::newRow("disk 3 pulled before a power cut")
            << pulled
            << QStringList {QStringLiteral("-accel"), QStringLiteral("tcg,thread=single")} + head
                + QStringList {QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check tsc=reliable")}
                + scsi + diskArgs(4, QStringLiteral("/tmp/lab"), {3});

        // The hdd profile: every disk capped on its own, bytes and operations.
        VmConfig hdd = baseConfig();
        hdd.diskProfile = *DiskProfile::builtIn(QStringLiteral("hdd"));
        hdd.pulledDisks = {2};
        QTest::newRow("hdd profile, disk 2 pulled")
            << hdd
            << QStringList {QStringLiteral("-accel"), QStringLiteral("tcg,thread=single")} + head
                + QStringList {QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check tsc=reliable")}
                + scsi
                + diskArgs(4, QStringLiteral("/tmp/lab"), {2},
                    QStringLiteral(",throttling.bps-total=26214400,throttling.iops-total=400"));

        // A byte rate alone: no IOPS limit on the line.
        VmConfig speed = baseConfig();
        speed.diskProfile = DiskProfile::custom(DiskProfile::unthrottled(), 10 * 1024 * 1024, 0);
        QTest::newRow("custom rate, no IOPS limit")
            << speed
            << QStringList {QStringLiteral("-accel"), QStringLiteral("tcg,thread=single")} + head
                + QStringList {QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check tsc=reliable")}
                + scsi + diskArgs(4, QStringLiteral("/tmp/lab"), {}, QStringLiteral(",throttling.bps-total=10485760"));
    }

    void qemuArguments()
    {
        QFETCH(VmConfig, config);
        QFETCH(QStringList, expected);
        QCOMPARE(QemuCommand::arguments(config), expected);
        QCOMPARE(QemuCommand::argv(config), QStringList {QStringLiteral("qemu-system-x86_64")} + expected);
    }

    // scripts/vm/run-vm.sh and QemuCommand must boot the same machine.
    void runVmScriptAgrees_data()
    {
        QTest::addColumn<VmConfig>("config");
        QTest::addColumn<QStringList>("options");
        for (int disks = VmConfig::minDisks; disks <= VmConfig::maxDisks; ++disks) {
            VmConfig config = baseConfig();
            config.diskCount = disks;
            config.accel = disks == 5 ? VmAccel::Kvm : VmAccel::Tcg;
            config.tcgThreading = disks == 6 ? TcgThreading::Multi : TcgThreading::Single;
            config.memoryMiB = 768 + 256 * disks;
            config.shareDir = QStringLiteral("/tmp/share");
            config.guestRun = QStringLiteral("/share/lvm-raid5.sh");
            if (disks == 6)
                config.helperSocket = QStringLiteral("/tmp/helper.sock");
            QStringList options {QStringLiteral("--disks"), QString::number(disks), QStringLiteral("--accel"),
                disks == 5 ? QStringLiteral("kvm") : QStringLiteral("tcg"), QStringLiteral("--memory"),
                QString::number(config.memoryMiB), QStringLiteral("--image"), config.imageDir,
                QStringLiteral("--disk-dir"), config.diskDir, QStringLiteral("--share"), config.shareDir,
                QStringLiteral("--run"), QStringLiteral("tests/vm/guest/lvm-raid5.sh")};
            if (disks == 6)
                options << QStringLiteral("--helper-socket") << config.helperSocket;
            options << QStringLiteral("--tcg-thread")
                    << (disks == 6 ? QStringLiteral("multi") : QStringLiteral("single"));
            // Each built-in throttled profile, and a user's rate over one: the script keeps its
            // own copy of the figures, so this is what holds the two together.
            if (disks == 4) {
                config.diskProfile = *DiskProfile::builtIn(QStringLiteral("hdd"));
                options << QStringLiteral("--disk-profile") << QStringLiteral("hdd");
            } else if (disks == 5) {
                config.diskProfile = *DiskProfile::builtIn(QStringLiteral("ssd"));
                options << QStringLiteral("--disk-profile") << QStringLiteral("ssd");
            } else {
                config.diskProfile
                    = DiskProfile::custom(*DiskProfile::builtIn(QStringLiteral("hdd")), 15LL * 1024 * 1024, 250);
                options << QStringLiteral("--disk-profile") << QStringLiteral("hdd") << QStringLiteral("--disk-speed")
                        << QStringLiteral("15M") << QStringLiteral("--disk-iops") << QStringLiteral("250");
            }
            QTest::addRow("%d disks", disks) << config << options;
        }
    }

    void runVmScriptAgrees()
    {
        QFETCH(VmConfig, config);
        QFETCH(QStringList, options);
        QVERIFY2(QFile::exists(runVmScript), qPrintable(runVmScript));
        QProcess script;
        script.start(QStringLiteral("bash"), QStringList {runVmScript, QStringLiteral("--print-argv")} + options);
        QVERIFY(script.waitForFinished(30000));
        QCOMPARE(script.exitCode(), 0);
        const QStringList printed
            = QString::fromUtf8(script.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(printed, QemuCommand::argv(config));
    }

    void diskProfiles()
    {
        const DiskProfile hdd = *DiskProfile::builtIn(QStringLiteral("hdd"));
        QVERIFY(hdd.modelsRealDisk());
        // 200 MB/s against 25 MiB/s.
        QCOMPARE(qRound(hdd.rateFactor() * 100), 763);
        // A 1 GiB lab disk read end to end: 40.96 s; the 8 TB disk at 200 MB/s: 40,000 s.
        const qint64 gib = 1024LL * 1024 * 1024;
        QCOMPARE(qRound(40.96 * hdd.timeScale(gib)), 40000);
        // Half the lab disk stands for the same real disk: twice the scale.
        QCOMPARE(hdd.timeScale(gib / 2), 2 * hdd.timeScale(gib));
        QVERIFY(hdd.validate().isEmpty());
        QVERIFY(hdd.describe().contains(QStringLiteral("25 MiB/s")));
        QVERIFY(hdd.describe().contains(QStringLiteral("200 MB/s")));

        const DiskProfile ssd = *DiskProfile::builtIn(QStringLiteral("ssd"));
        // The SSD's IOPS scale with its bytes: 90k × 40 MiB/s ÷ 530 MB/s.
        QCOMPARE(ssd.labIops, 7122);

        const DiskProfile none = DiskProfile::unthrottled();
        QVERIFY(!none.isThrottled());
        QVERIFY(!none.modelsRealDisk());
        QCOMPARE(none.timeScale(gib), 0.0);
        QVERIFY(none.qemuDriveOptions().isEmpty());
        QCOMPARE(DiskProfile::builtIn(QStringLiteral("unthrottled")), std::optional<DiskProfile>(none));
        QVERIFY(!DiskProfile::builtIn(QStringLiteral("floppy")));

        // A slower lab rate over hdd keeps the model: the scale follows the new rate.
        const DiskProfile slower = DiskProfile::custom(hdd, 10LL * 1024 * 1024, 0);
        QCOMPARE(slower.name, QStringLiteral("hdd"));
        QCOMPARE(slower.labIops, 400);
        QCOMPARE(qRound(slower.timeScale(gib) / hdd.timeScale(gib) * 100), 40);
        // Figures alone model no disk: measured times only.
        const DiskProfile own = DiskProfile::custom(none, 0, 300);
        QCOMPARE(own.name, QStringLiteral("custom"));
        QVERIFY(own.isThrottled());
        QVERIFY(!own.modelsRealDisk());
        QCOMPARE(own.qemuDriveOptions(), QStringLiteral("throttling.iops-total=300"));

        QVERIFY(!DiskProfile::custom(none, 1024 * 1024, 0).validate().isEmpty());
        QVERIFY(!DiskProfile::custom(none, 0, 5).validate().isEmpty());
        VmConfig config = baseConfig();
        config.diskProfile = DiskProfile::custom(none, 1024 * 1024, 0);
        QVERIFY(config.validate().contains(QStringLiteral("2 MB/s")));
    }

    void qemuVersion_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("number");
        QTest::addColumn<bool>("hasFix");
        // The first lines of `qemu-system-x86_64 --version` of Debian's bookworm and bookworm-backports.
        QTest::newRow("bookworm 7.2") << QStringLiteral(
            "QEMU emulator version 7.2.19 (Debian 1:7.2+dfsg-7+deb12u16)\n"
            "Copyright (c) 2003-2022 Fabrice Bellard and the QEMU Project developers\n")
                                      << QStringLiteral("7.2.19") << false;
        QTest::newRow("bookworm-backports 10.0")
            << QStringLiteral("QEMU emulator version 10.0.2 (Debian 1:10.0.2+ds-2+deb13u1~bpo12+1)\n"
                              "Copyright (c) 2003-2025 Fabrice Bellard and the QEMU Project developers\n")
            << QStringLiteral("10.0.2") << true;
        QTest::newRow("8.0 lacks the fix")
            << QStringLiteral("QEMU emulator version 8.0.4\n") << QStringLiteral("8.0.4") << false;
        QTest::newRow("8.1 has it") << QStringLiteral("QEMU emulator version 8.1.0\n") << QStringLiteral("8.1.0")
                                    << true;
        QTest::newRow("not QEMU") << QStringLiteral("bash: qemu-system-x86_64: command not found\n") << QString()
                                  << false;
    }

    void qemuVersion()
    {
        QFETCH(QString, output);
        QFETCH(QString, number);
        QFETCH(bool, hasFix);
        const QemuVersion version = QemuVersion::parse(output);
        QCOMPARE(version.isKnown(), !number.isEmpty());
        if (version.isKnown())
            QCOMPARE(version.number(), number);
        QCOMPARE(version.hasMultiThreadTcgFix(), hasFix);
    }

    void tcgThreadingFollowsTheVersionUnlessChosen()
    {
        qunsetenv("STACKLAB_VM_TCG_THREAD");
        QCOMPARE(VmConfig::resolveTcgThreading(TcgThreading::Auto, true), TcgThreading::Multi);
        QCOMPARE(VmConfig::resolveTcgThreading(TcgThreading::Auto, false), TcgThreading::Single);
        QCOMPARE(VmConfig::resolveTcgThreading(TcgThreading::Single, true), TcgThreading::Single);
        qputenv("STACKLAB_VM_TCG_THREAD", "single");
        QCOMPARE(VmConfig::resolveTcgThreading(TcgThreading::Auto, true), TcgThreading::Single);
        qputenv("STACKLAB_VM_TCG_THREAD", "multi");
        QCOMPARE(VmConfig::resolveTcgThreading(TcgThreading::Auto, false), TcgThreading::Multi);
        QCOMPARE(VmConfig::resolveTcgThreading(TcgThreading::Single, false), TcgThreading::Single);
        qunsetenv("STACKLAB_VM_TCG_THREAD");
    }

    void serials()
    {
        VmConfig config = baseConfig();
        config.diskCount = 6;
        QCOMPARE(config.serials(),
            QStringList({QStringLiteral("SLAB0001"), QStringLiteral("SLAB0002"), QStringLiteral("SLAB0003"),
                QStringLiteral("SLAB0004"), QStringLiteral("SLAB0005"), QStringLiteral("SLAB0006")}));
        QCOMPARE(VmConfig::byIdPath(3), QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0003"));
        QCOMPARE(config.diskImagePath(2), QStringLiteral("/tmp/lab/SLAB0002.img"));
    }

    void validate_data()
    {
        QTest::addColumn<VmConfig>("config");
        QTest::addColumn<QString>("errorContains");
        QTest::newRow("default") << baseConfig() << QString();
        VmConfig c = baseConfig();
        c.diskCount = 3;
        QTest::newRow("3 disks") << c << QStringLiteral("4 to 12 disks, not 3");
        c.diskCount = 13;
        QTest::newRow("13 disks") << c << QStringLiteral("4 to 12 disks, not 13");
        c = baseConfig();
        c.diskSizeBytes = 32LL * 1024 * 1024;
        QTest::newRow("32 MiB disks") << c << QStringLiteral("at least 64 MiB");
        c = baseConfig();
        c.memoryMiB = 256;
        QTest::newRow("256 MiB memory") << c << QStringLiteral("at least 512 MiB");
        c = baseConfig();
        c.imageDir.clear();
        QTest::newRow("no image") << c << QStringLiteral("setup-virtual-lab.sh");
    }

    void validate()
    {
        QFETCH(VmConfig, config);
        QFETCH(QString, errorContains);
        const QString error = config.validate();
        if (errorContains.isEmpty())
            QCOMPARE(error, QString());
        else
            QVERIFY2(error.contains(errorContains), qPrintable(error));
    }

    void usableAccel()
    {
        QCOMPARE(VmConfig::usableAccel(QStringLiteral("/nonexistent/kvm")), VmAccel::Tcg);
        // Any device that opens read-write counts as usable: /dev/null stands in for /dev/kvm.
        QCOMPARE(VmConfig::usableAccel(QStringLiteral("/dev/null")), VmAccel::Kvm);
    }

    void cacheKey_data()
    {
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<QString>("key");
        // Expected keys from `printf ... | sha256sum | cut -c1-16`, as build-image.sh computes them.
        QTest::newRow("manifest") << QByteArray("stacklab-vm-image 1\npackage zfs-dkms 2.3.2-2~bpo12+2\n")
                                  << QStringLiteral("129d668e7e88f5c7");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("e3b0c44298fc1c14");
    }

    void cacheKey()
    {
        QFETCH(QByteArray, manifest);
        QFETCH(QString, key);
        QCOMPARE(VmImage::cacheKey(manifest), key);
    }

    void image_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<bool>("keyMatches");
        QTest::addColumn<QString>("missingContains");
        const QStringList all {QStringLiteral("vmlinuz"), QStringLiteral("initrd.img"), QStringLiteral("manifest.txt"),
            QStringLiteral("build-info.txt")};
        QTest::newRow("complete") << all << true << QString();
        QTest::newRow("no initrd") << QStringList {QStringLiteral("vmlinuz"), QStringLiteral("manifest.txt")} << true
                                   << QStringLiteral("has no initrd.img");
        QTest::newRow("key mismatch") << all << false << QStringLiteral("does not match its manifest");
        QTest::newRow("no manifest") << QStringList {QStringLiteral("vmlinuz"), QStringLiteral("initrd.img")} << true
                                     << QStringLiteral("no manifest.txt");
    }

    void image()
    {
        QFETCH(QStringList, files);
        QFETCH(bool, keyMatches);
        QFETCH(QString, missingContains);
        QTemporaryDir cache;
        QVERIFY(cache.isValid());
        const QByteArray manifest("stacklab-vm-image 1\npackage linux-image-amd64 6.12.95-1~bpo12+1\n");
        const QString key = keyMatches ? VmImage::cacheKey(manifest) : QStringLiteral("00000000deadbeef");
        QDir(cache.path()).mkpath(key);
        for (const QString &name : files) {
            QFile file(cache.filePath(key + QLatin1Char('/') + name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            if (name == QLatin1String("manifest.txt"))
                file.write(manifest);
            if (name == QLatin1String("build-info.txt"))
                file.write("kernel 6.12.95+deb12-amd64\nzfs 2.3.2-2~bpo12+2\nbuilt 2026-12-01T02:30:00Z in 600 s\n");
        }
        QVERIFY(QFile::link(key, cache.filePath(QStringLiteral("current"))));

        const VmImage image(cache.path());
        QCOMPARE(image.key(), key);
        QCOMPARE(image.kernelPath(), cache.filePath(key + QStringLiteral("/vmlinuz")));
        const QStringList missing = image.missing();
        if (missingContains.isEmpty()) {
            QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
            QVERIFY(image.isPresent());
            QCOMPARE(image.kernelVersion(), QStringLiteral("6.12.95+deb12-amd64"));
            QCOMPARE(image.zfsVersion(), QStringLiteral("2.3.2-2~bpo12+2"));
        } else {
            QVERIFY(!image.isPresent());
            QCOMPARE(missing.size(), 1);
            QVERIFY2(missing.first().contains(missingContains), qPrintable(missing.first()));
            // The next step names the setup script where this build finds it (the source tree here).
            QVERIFY2(missing.first().contains(QLatin1String("scripts/vm/setup-virtual-lab.sh")),
                qPrintable(missing.first()));
        }
    }

    void imageAbsent()
    {
        QTemporaryDir cache;
        const VmImage image(cache.path());
        QVERIFY(!image.isPresent());
        QCOMPARE(image.directory(), QString());
        QCOMPARE(image.missing().size(), 1);
        QVERIFY(image.missing().first().contains(QLatin1String("scripts/vm/setup-virtual-lab.sh")));
    }

    void memory_data()
    {
        QTest::addColumn<QByteArray>("meminfo");
        QTest::addColumn<int>("memoryMiB");
        QTest::addColumn<qint64>("availableKiB");
        QTest::addColumn<bool>("enough");
        const QByteArray plenty(
            "MemTotal:       24603048 kB\nMemFree:        22813412 kB\nMemAvailable:   23467900 kB\n");
        const QByteArray little(
            "MemTotal:        2035848 kB\nMemFree:          402112 kB\nMemAvailable:     911876 kB\n");
        QTest::newRow("24 GiB host, 1 GiB guest") << plenty << 1024 << qint64(23467900) << true;
        QTest::newRow("2 GiB host, 1 GiB guest") << little << 1024 << qint64(911876) << false;
        QTest::newRow("2 GiB host, 512 MiB guest") << little << 512 << qint64(911876) << true;
        QTest::newRow("no MemAvailable: do not refuse") << QByteArray("MemTotal: 1 kB\n") << 1024 << qint64(-1) << true;
    }

    void memory()
    {
        QFETCH(QByteArray, meminfo);
        QFETCH(int, memoryMiB);
        QFETCH(qint64, availableKiB);
        QFETCH(bool, enough);
        QCOMPARE(VirtualLab::memAvailableKiB(meminfo), availableKiB);
        const QString problem = VirtualLab::memoryProblem(memoryMiB, availableKiB);
        QCOMPARE(problem.isEmpty(), enough);
        if (!enough)
            QVERIFY2(problem.contains(QLatin1String("choose less memory")), qPrintable(problem));
    }

    // Workspaces left by owners that ended are removed, with the QEMU that still runs in them;
    // nothing else is touched: a live owner's, one without an owner file, a process that only
    // reuses the pid in a pid file. Real processes stand in for QEMU (tail -f on a disk image:
    // the workspace is on its command line, as on QEMU's).
    void workspacesOfEndedOwners()
    {
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const pid_t ended = ::fork();
        if (ended == 0)
            ::_exit(0);
        QCOMPARE(::waitpid(ended, nullptr, 0), ended);
        LabOwner gone = LabOwner::current();
        gone.pid = ended;
        auto workspace = [&temp](const QString &name, const std::optional<LabOwner> &owner) {
            const QString dir = temp.filePath(VmWorkspace::namePrefix() + name);
            QDir().mkpath(dir);
            QFile(dir + QStringLiteral("/SLAB0001.img")).open(QIODevice::WriteOnly);
            if (owner)
                owner->write(dir + QLatin1Char('/') + VmWorkspace::ownerFileName());
            return dir;
        };
        auto writePid = [](const QString &dir, qint64 pid) {
            QFile file(dir + QLatin1Char('/') + VmWorkspace::qemuPidFileName());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::number(pid) + '\n');
        };
        const QString abandoned = workspace(QStringLiteral("abandoned"), gone);
        const QString live = workspace(QStringLiteral("live"), LabOwner::current());
        const QString legacy = workspace(QStringLiteral("legacy"), std::nullopt);
        const QString reused = workspace(QStringLiteral("reused"), gone);
        // Stand-ins for QEMU that never end by themselves and name the image on their command line
        // (`tail -f` did end once with a normal exit in a sanitizer run of check.sh, 2026-12-07).
        const QString neverEnds = QStringLiteral("while :; do sleep 1; done");
        QProcess guest;
        guest.start(QStringLiteral("sh"),
            {QStringLiteral("-c"), neverEnds, QStringLiteral("sh"), abandoned + QStringLiteral("/SLAB0001.img")});
        QProcess bystander;
        bystander.start(QStringLiteral("sh"), {QStringLiteral("-c"), neverEnds, QStringLiteral("sh")});
        QVERIFY(guest.waitForStarted() && bystander.waitForStarted());
        const qint64 guestPid = guest.processId();
        writePid(abandoned, guestPid);
        writePid(reused, bystander.processId());

        const QList<VmWorkspace::Removal> removed = VmWorkspace::removeAbandoned(temp.path());
        QCOMPARE(removed.size(), 2);
        QVERIFY(guest.waitForFinished(5000));
        QCOMPARE(guest.exitStatus(), QProcess::CrashExit); // SIGKILL
        QVERIFY(!QFileInfo::exists(abandoned));
        QVERIFY(!QFileInfo::exists(reused));
        QCOMPARE(bystander.state(), QProcess::Running);
        QVERIFY(QFileInfo::exists(live));
        QVERIFY(QFileInfo::exists(legacy));
        for (const VmWorkspace::Removal &removal : removed) {
            QCOMPARE(removal.owner.pid, qint64(ended));
            QVERIFY2(removal.directory == abandoned || removal.directory == reused, qPrintable(removal.directory));
            QCOMPARE(removal.qemuPid, removal.directory == abandoned ? guestPid : 0);
            QVERIFY(VmWorkspace::describe(removal).contains(QString::number(ended)));
        }
        bystander.kill();
        bystander.waitForFinished();
    }

    // What a dead guest's console says, from captured consoles (tests/data/vm/README.md).
    void crashSummary_data()
    {
        QTest::addColumn<QString>("capture");
        QTest::addColumn<QString>("summary");
        QTest::newRow("int3 from a stale translation") << QStringLiteral(
            "console-oops-int3.txt") << QStringLiteral("Oops: int3: 0000 [#1] PREEMPT SMP NOPTI in __schedule");
        QTest::newRow("IO-APIC timer check")
            << QStringLiteral("console-io-apic-panic.txt")
            << QStringLiteral("Kernel panic - not syncing: IO-APIC + timer doesn't work!  Boot with apic=debug and "
                              "send a report.  Then try booting with the 'noapic' option.");
    }

    void crashSummary()
    {
        QFETCH(QString, capture);
        QFETCH(QString, summary);
        QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/vm/") + capture);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString console = QString::fromUtf8(file.readAll());
        QCOMPARE(VirtualLab::crashSummary(console), summary);
        // After a retry only the last boot counts.
        QCOMPARE(VirtualLab::crashSummary(console + QStringLiteral("---- boot attempt 2 ----\nstacklab-vm: loading\n")),
            QStringLiteral("its last words: stacklab-vm: loading"));
        QCOMPARE(VirtualLab::crashSummary(QString()), QStringLiteral("no console output"));
    }

    void startRefusesWithoutImage()
    {
        QTemporaryDir cache;
        VirtualLab lab;
        QString error;
        connect(&lab, &VirtualLab::failed, this, [&error](const QString &message) { error = message; });
        QVERIFY(!lab.start(VmConfig(), VmImage(cache.path())));
        QCOMPARE(lab.state(), VirtualLab::State::Failed);
        QVERIFY2(error.contains(QLatin1String("scripts/vm/setup-virtual-lab.sh")), qPrintable(error));
    }

    // The power-cut drill cuts only a running guest and switches on only a lab that lost power;
    // the real cut and boot on the same disks run in tests/vm (tst_labdrills).
    void powerCutNeedsARunningGuest()
    {
        VirtualLab lab;
        QString error;
        QVERIFY(!lab.cutPower(&error));
        QVERIFY2(error.contains(QLatin1String("not running")), qPrintable(error));
        QVERIFY(!lab.powerOn(&error));
        QVERIFY2(error.contains(QLatin1String("did not lose power")), qPrintable(error));
        QCOMPARE(lab.state(), VirtualLab::State::Stopped);
        QCOMPARE(lab.powerCuts(), 0);
    }

    // QEMU itself aborting on the boot after a power cut (its multi-threaded TCG's "iotlb_to_section"
    // assertion, seen in a check.sh run beside another guest): the same disks boot once more, with
    // one thread for every vCPU, and the lab says so. A fake qemu-system-x86_64 first on PATH plays
    // each boot from a plan: run until killed, abort, or run and finish.
    void emulatorCrashAfterPowerCutBootsTheSameDisksAgain()
    {
        QTemporaryDir bin;
        QTemporaryDir imageDir;
        QVERIFY(bin.isValid() && imageDir.isValid());
        for (const char *name : {"vmlinuz", "initrd.img"}) {
            QFile file(imageDir.filePath(QLatin1String(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QFile plan(bin.filePath(QStringLiteral("plan")));
        QVERIFY(plan.open(QIODevice::WriteOnly));
        plan.write("run\nabort\nfinish\n");
        plan.close();
        QFile fake(bin.filePath(QemuCommand::program()));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write(R"sh(#!/bin/sh
dir=$(dirname "$0")
if [ "$1" = "--version" ]; then echo "QEMU emulator version 10.0.2"; exit 0; fi
n=$(($(cat "$dir/runs" 2>/dev/null || echo 0) + 1))
echo "$n" > "$dir/runs"
echo "$*" > "$dir/args-$n"
share=
for arg in "$@"; do
    case "$arg" in local,path=*) share=${arg#local,path=}; share=${share%%,*} ;; esac
done
case "$(sed -n "${n}p" "$dir/plan")" in
abort) kill -ABRT $$ ;;
run) echo "stacklab-vm: running true"; exec sleep 60 ;;
finish) echo "stacklab-vm: running true"; echo 0 > "$share/stacklab-exit-code"; exit 0 ;;
esac
exit 3
)sh");
        fake.close();
        QVERIFY(fake.setPermissions(fake.permissions() | QFileDevice::ExeOwner));
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(bin.path()) + ':' + path);
        const auto restorePath = qScopeGuard([&path] { qputenv("PATH", path); });

        VmConfig config;
        config.accel = VmAccel::Tcg;
        config.imageDir = imageDir.path();
        config.guestRun = QStringLiteral("true");
        VirtualLab lab;
        QStringList progress;
        connect(&lab, &VirtualLab::progress, this, [&progress](const QString &line) { progress << line; });
        std::optional<int> exitCode;
        connect(&lab, &VirtualLab::finished, this, [&exitCode](int code) { exitCode = code; });
        QString failure;
        connect(&lab, &VirtualLab::failed, this, [&failure](const QString &message) { failure = message; });
        QVERIFY2(lab.start(config), qPrintable(failure));
        QTRY_COMPARE_WITH_TIMEOUT(lab.state(), VirtualLab::State::Running, 10000);
        QString error;
        QVERIFY2(lab.cutPower(&error), qPrintable(error));
        QVERIFY2(lab.powerOn(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(exitCode.has_value() || lab.state() == VirtualLab::State::Failed, 10000);
        QVERIFY2(lab.state() == VirtualLab::State::Finished, qPrintable(failure + lab.console()));
        QCOMPARE(*exitCode, 0);
        const auto args = [&bin](int run) {
            QFile file(bin.filePath(QStringLiteral("args-%1").arg(run)));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        QVERIFY2(args(2).contains(QLatin1String("tcg,thread=multi")), qPrintable(args(2)));
        QVERIFY2(args(3).contains(QLatin1String("tcg,thread=single")), qPrintable(args(3)));
        QVERIFY(args(4).isEmpty()); // one more boot, not four
        const QString said = progress.join(QLatin1Char('\n'));
        QVERIFY2(said.contains(QLatin1String("QEMU itself stopped while booting")), qPrintable(said));
        QVERIFY2(
            lab.emulatorDescription().contains(QLatin1String("one thread")), qPrintable(lab.emulatorDescription()));
    }
};

QTEST_GUILESS_MAIN(TestVm)
#include "tst_vm.moc"
