#pragma once

#include "vm/diskprofile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// How QEMU runs the guest: KVM when /dev/kvm is usable, TCG (emulation) otherwise.
enum class VmAccel {
    Kvm,
    Tcg,
};

// How TCG runs the vCPUs (KVM ignores it): one host thread for all of them, or one each. Auto lets
// VirtualLab::start choose by QEMU's version (QemuVersion::hasMultiThreadTcgFix); a command line
// built without that choice (QemuCommand on Auto) takes one thread, the safe side.
enum class TcgThreading {
    Auto,
    Single,
    Multi,
};

// Everything that decides the virtual lab's QEMU command line: a plain value.
// scripts/vm/run-vm.sh takes the same settings as options.
struct VmConfig {
    Q_DECLARE_TR_FUNCTIONS(VmConfig)

public:
    static constexpr int minDisks = 4;
    // Up to 6 chosen (LabTargetChoice) and fresh ones a multi-stack run brings for pulled disks
    // (LabCampaign::runStacks); virtio-scsi takes far more.
    static constexpr int maxDisks = 12;
    static constexpr qint64 minDiskSizeBytes = 64LL * 1024 * 1024;
    static constexpr int minMemoryMiB = 512;

    int diskCount = 4;
    qint64 diskSizeBytes = 1024LL * 1024 * 1024; // default 4 × 1 GiB
    int memoryMiB = 1024;
    int cpus = 2;
    VmAccel accel = VmAccel::Tcg;
    TcgThreading tcgThreading = TcgThreading::Auto;
    QString imageDir; // holds vmlinuz and initrd.img (VmImage::directory())
    QString diskDir; // where the sparse disk images live
    QString shareDir; // shared with the guest as /share (9p); empty: no share
    QString guestRun; // guest path run after boot, e.g. /share/scenario.sh; empty: a shell
    QString helperSocket; // host end of the helper's virtio-serial port; empty: none
    // QEMU's QMP monitor socket (VirtualLab::replaceDisk puts a fresh disk in a pulled one's slot
    // through it); empty: none. VirtualLab sets one in its work directory.
    QString qmpSocket;
    // Host path of a stacklab-helper to serve inside the guest on that port (VirtualLab packs it
    // into an initrd overlay and sets helperSocket in its work directory when empty); empty: none.
    QString guestHelper;
    QString initrdPath; // empty: <imageDir>/initrd.img
    QString pidFile; // QEMU writes its pid there (-pidfile): how a later start finds a leftover guest
    QString extraKernelArgs; // appended to the kernel command line (the boot bench, tests)
    // Disks (1 … diskCount) QEMU leaves out: pulled before a power cut, a disk is not in the
    // machine when it boots again (VirtualLab::powerOn). Their images stay on the host.
    QList<int> pulledDisks;
    // How fast each lab disk is (QEMU's throttling on every -drive) and which real disk it stands for.
    DiskProfile diskProfile = DiskProfile::unthrottled();

    // SLAB0001 … for index 1 … diskCount.
    static QString serial(int index);
    QStringList serials() const;
    // The guest's by-id path of disk `index`, as udev would name it.
    static QString byIdPath(int index);
    QString diskImagePath(int index) const;

    // Empty when valid, else what is wrong and what to choose instead.
    QString validate() const;

    // KVM if `kvmDevice` opens read-write, else TCG.
    static VmAccel usableAccel(const QString &kvmDevice = QStringLiteral("/dev/kvm"));
    // Auto resolved: STACKLAB_VM_TCG_THREAD=single|multi decides when set, else a thread per vCPU
    // when `qemuHasFix` (QEMU >= 8.1), else one thread.
    static TcgThreading resolveTcgThreading(TcgThreading wanted, bool qemuHasFix);

    bool operator==(const VmConfig &) const = default;
};
