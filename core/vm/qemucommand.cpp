#include "vm/qemucommand.h"

#include <QDir>

QString QemuCommand::kernelCommandLine(const VmConfig &config)
{
    // oops=panic panic=-1 with -no-reboot: a guest kernel crash ends QEMU instead of hanging the run.
    // Emulated (TCG) time under a busy host breaks two of the kernel's boot-time sanity checks:
    // - no_timer_check: the IO-APIC timer check busy-waits a few ticks and panics ("IO-APIC +
    //   timer doesn't work!") when the host did not run the vCPU meanwhile (2 of 80 boots here);
    // - tsc=reliable: the clocksource watchdog compares the TSC with the HPET across host
    //   preemptions and may call the TSC unstable, which flips sched_clock's static keys by live
    //   text patching at any time (see -accel below). QEMU derives every vCPU's TSC from one host
    //   clock, so it is reliable. Only with one TCG thread: with a thread per vCPU (QEMU >= 8.1) it
    //   makes the key flip at a late initcall with both vCPUs running, and without it the kernel
    //   settles the TSC early, before the second vCPU runs.
    QString line = QStringLiteral("console=ttyS0 quiet oops=panic panic=-1 no_timer_check");
    if (!(config.accel == VmAccel::Tcg && config.tcgThreading == TcgThreading::Multi))
        line += QStringLiteral(" tsc=reliable");
    if (!config.guestRun.isEmpty())
        line += QStringLiteral(" stacklab.run=") + config.guestRun;
    if (!config.extraKernelArgs.isEmpty())
        line += QLatin1Char(' ') + config.extraKernelArgs;
    return line;
}

QStringList QemuCommand::arguments(const VmConfig &config)
{
    QStringList args;
    // QEMU's default CPU model in both cases: `-cpu host` aborts on some nested KVM hosts
    // ("failed to set MSR 0x10a").
    // TCG with a thread per vCPU only where QEMU has the fix (QemuVersion::hasMultiThreadTcgFix):
    // before 8.1 code that one vCPU patches live (the kernel's static keys: text_poke with int3)
    // could run from a stale translation on the other ("Oops: int3" in sched_clock_cpu).
    QString accel = QStringLiteral("kvm");
    if (config.accel == VmAccel::Tcg)
        accel = config.tcgThreading == TcgThreading::Multi ? QStringLiteral("tcg,thread=multi")
                                                           : QStringLiteral("tcg,thread=single");
    args << QStringLiteral("-accel") << accel;
    const QDir image(config.imageDir);
    args << QStringLiteral("-m") << QString::number(config.memoryMiB) << QStringLiteral("-smp")
         << QString::number(config.cpus) << QStringLiteral("-nographic") << QStringLiteral("-no-reboot")
         << QStringLiteral("-kernel") << image.filePath(QStringLiteral("vmlinuz")) << QStringLiteral("-initrd")
         << (config.initrdPath.isEmpty() ? image.filePath(QStringLiteral("initrd.img")) : config.initrdPath)
         << QStringLiteral("-append") << kernelCommandLine(config) << QStringLiteral("-device")
         << QStringLiteral("virtio-scsi-pci,id=scsi0");
    for (int i = 1; i <= config.diskCount; ++i) {
        if (config.pulledDisks.contains(i))
            continue;
        args << QStringLiteral("-drive") << driveOptions(config, i, QStringLiteral("d%1").arg(i))
             << QStringLiteral("-device") << diskDevice(i, QStringLiteral("d%1").arg(i));
    }
    if (!config.shareDir.isEmpty())
        args << QStringLiteral("-virtfs")
             << QStringLiteral("local,path=%1,mount_tag=host0,security_model=none").arg(config.shareDir);
    if (!config.helperSocket.isEmpty())
        args << QStringLiteral("-device") << QStringLiteral("virtio-serial-pci,id=vser0") << QStringLiteral("-chardev")
             << QStringLiteral("socket,id=helper,path=%1,server=on,wait=off").arg(config.helperSocket)
             << QStringLiteral("-device")
             << QStringLiteral("virtserialport,bus=vser0.0,chardev=helper,name=org.stacklab.helper");
    if (!config.qmpSocket.isEmpty())
        args << QStringLiteral("-qmp") << QStringLiteral("unix:%1,server=on,wait=off").arg(config.qmpSocket);
    if (!config.pidFile.isEmpty())
        args << QStringLiteral("-pidfile") << config.pidFile;
    return args;
}

QString QemuCommand::driveOptions(const VmConfig &config, int index, const QString &driveId)
{
    QString drive = QStringLiteral("if=none,id=%1,file=%2,format=raw,cache=writeback,aio=threads")
                        .arg(driveId, config.diskImagePath(index));
    // The disk profile's rate caps each disk on its own (DiskProfile::qemuDriveOptions).
    if (const QString throttle = config.diskProfile.qemuDriveOptions(); !throttle.isEmpty())
        drive += QLatin1Char(',') + throttle;
    return drive;
}

QString QemuCommand::diskDevice(int index, const QString &driveId)
{
    return QStringLiteral("scsi-hd,bus=scsi0.0,scsi-id=%1,lun=0,drive=%2,serial=%3,id=%4")
        .arg(index)
        .arg(driveId, VmConfig::serial(index), diskDeviceId(index));
}

QStringList QemuCommand::argv(const VmConfig &config)
{
    return QStringList {program()} + arguments(config);
}
