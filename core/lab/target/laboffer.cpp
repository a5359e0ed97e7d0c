#include "lab/target/laboffer.h"

#include "lab/target/labtargetchoice.h"
#include "lab/target/targetcapabilities.h"
#include "vm/qemucommand.h"
#include "vm/vmimage.h"

#include <QStandardPaths>

#include <unistd.h>

LabOffer::Facts LabOffer::probe(const QString &root)
{
    Facts facts;
    facts.root = ::geteuid() == 0;
    facts.kernelStacks = TargetCapabilities::probe(root).kernelStacks();
    facts.image = VmImage().isPresent();
    facts.qemu = !QStandardPaths::findExecutable(QemuCommand::program()).isEmpty();
    return facts;
}

bool LabOffer::wanted(const InventorySnapshot &snapshot)
{
    for (const Disk &disk : snapshot.disks) {
        if (disk.classification == DiskClass::Blank)
            return false;
    }
    return true;
}

LabTarget::Kind LabOffer::firstChoice(const Facts &facts, bool blankDisk)
{
    if (facts.qemu && facts.image)
        return LabTarget::Kind::Virtual;
    if (!facts.kernelStacks.isEmpty())
        return LabTarget::Kind::Loop;
    if (blankDisk)
        return LabTarget::Kind::Host;
    return LabTarget::Kind::Virtual;
}

QString LabOffer::heading()
{
    return tr("No blank disk on this machine");
}

QString LabOffer::safety()
{
    return tr("Every disk here holds the system or data, and StackLab never writes to those. Run the lab on disks of "
              "its own instead: nothing on this machine's disks is touched.");
}

QString LabOffer::loopNote(const Facts &facts)
{
    const LabTargetChoice choice {LabTarget::Kind::Loop};
    QString note = tr("%1 sparse files of %2 under /var/lib/stacklab, attached as loop disks on this kernel. Ready "
                      "in seconds.")
                       .arg(choice.diskCount)
                       .arg(LabTargetChoice::sizeText(choice.diskSizeBytes));
    note += QLatin1Char(' ');
    note += facts.kernelStacks.isEmpty()
        ? tr("This kernel has no btrfs, md, device-mapper or ZFS driver: no stack can run on loop disks here, use "
             "the virtual lab.")
        : tr("It runs the stacks this kernel has drivers for (here: %1).")
              .arg(facts.kernelStacks.join(QStringLiteral(", ")));
    note += QLatin1Char(' ');
    note += facts.root ? tr("Needs root: StackLab runs as root, so no password is asked.")
                       : tr("Needs root: pkexec asks for an administrator's password once per lab.");
    return note;
}

QString LabOffer::virtualNote(const Facts &facts)
{
    const LabTargetChoice choice {LabTarget::Kind::Virtual};
    QString note = tr("A QEMU guest with real mdadm, LVM, OpenZFS and btrfs on %1 virtual disks of %2 that can be "
                      "pulled.")
                       .arg(choice.diskCount)
                       .arg(LabTargetChoice::sizeText(choice.diskSizeBytes));
    note += QLatin1Char(' ');
    if (facts.qemu && facts.image)
        note += tr("Its image is built: it starts in about a minute and needs no root.");
    else
        note += facts.root ? tr("The first start installs QEMU and builds the guest image once: about 10 minutes. "
                                "Later starts take about a minute.")
                           : tr("The first start installs QEMU and builds the guest image once: about 10 minutes, as "
                                "root (pkexec asks for an administrator's password). Later starts take about a "
                                "minute and need no root.");
    return note;
}
