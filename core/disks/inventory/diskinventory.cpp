#include "disks/inventory/diskinventory.h"

#include "disks/probes/blkidprobe.h"
#include "disks/probes/stableidresolver.h"
#include "disks/probes/udevdisksource.h"
#include "disks/rules/blockstack.h"
#include "disks/rules/diskclassifier.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

// The /dev/disk/by-id links something other than udevd made (the virtual lab guest's init, a
// container's runtime), by the kernel name they point at; partitions' links left out.
static QHash<QString, QStringList> byIdLinksOnDisk(const QString &dev)
{
    static const QRegularExpression partitionLink(QStringLiteral("-part\\d+$"));
    QHash<QString, QStringList> links;
    const QDir byId(dev + QStringLiteral("/disk/by-id"));
    for (const QFileInfo &link : byId.entryInfoList(QDir::System | QDir::Files | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!link.isSymLink() || link.fileName().contains(partitionLink))
            continue;
        links[QFileInfo(link.symLinkTarget()).fileName()] << QStringLiteral("/dev/disk/by-id/") + link.fileName();
    }
    return links;
}

bool InventoryRoots::isLiveSystem() const
{
    const InventoryRoots live;
    return sys == live.sys && dev == live.dev && mountinfo == live.mountinfo && swaps == live.swaps;
}

DiskInventory::DiskInventory(InventoryRoots roots, bool probeSignatures)
    : m_roots(std::move(roots))
    , m_probeSignatures(probeSignatures)
{
}

static QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Whole disks only: md and dm devices are holders, zram and ram are memory, empty loop
// devices and card readers without a medium have no size.
static bool isInventoried(const SysfsBlockDevice &device)
{
    const bool kind = device.kind == SysfsBlockDevice::Kind::Disk || device.kind == SysfsBlockDevice::Kind::Loop;
    return kind && device.sizeBytes > 0;
}

Disk DiskInventory::identify(const SysfsBlockDevice &device, const UdevDiskFacts &udev)
{
    Disk disk;
    disk.name = device.name;
    disk.devnode = QStringLiteral("/dev/") + device.name;
    disk.model = udev.model().isEmpty() ? device.model : udev.model();
    disk.vendor = udev.vendor().isEmpty() ? device.vendor : udev.vendor();
    disk.serial = udev.serial().isEmpty() ? device.serial : udev.serial();
    disk.wwn = udev.wwn().isEmpty() ? SysfsBlockReader::wwnFromWwid(device.wwid) : udev.wwn();
    disk.backingFile = device.backingFile;
    disk.sizeBytes = device.sizeBytes;
    disk.logicalSectorSize = device.logicalSectorSize;
    disk.physicalSectorSize = device.physicalSectorSize;
    disk.rotational = device.rotational;
    disk.removable = device.removable;
    disk.readOnly = device.readOnly;
    disk.transport = device.transport;
    disk.holders = device.holders;

    StableIdFacts facts;
    facts.name = device.name;
    facts.transport = device.transport;
    facts.model = disk.model;
    facts.vendor = disk.vendor;
    facts.serial = disk.serial;
    facts.wwn = disk.wwn;
    facts.pathId = device.pathId;
    facts.backingFile = device.backingFile;
    facts.byIdLinks = udev.byIdLinks();
    disk.byIdLinks = facts.byIdLinks;
    if (device.kind == SysfsBlockDevice::Kind::Loop) { // a loop device is its file, whatever the bus path says
        facts.pathId.clear();
        if (!device.backingFile.isEmpty())
            facts.wwn.clear(), facts.serial.clear();
    }
    const StableId id = StableIdResolver::resolve(facts);
    disk.stableId = id.id;
    disk.stableIdSource = id.source;
    return disk;
}

static QStringList importedZfsPools(const QString &kstatDir)
{
    // /proc/spl/kstat/zfs holds files (arcstats …) and one directory per imported pool.
    return QDir(kstatDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

InventorySnapshot DiskInventory::scan() const
{
    const SysfsBlockReader reader(m_roots.sys);
    QList<SysfsBlockDevice> devices;
    for (const QString &name : reader.names())
        devices.append(reader.read(name));

    BlockStack stack(devices, MountInfoParser::parse(readText(m_roots.mountinfo)),
        SwapsParser::parse(readText(m_roots.swaps)), reader.btrfsMembers(), m_roots.dev);

    const bool daemon = UdevDiskSource::daemonRunning(m_roots.udevControl);
    QHash<QString, UdevDiskFacts> udev;
    if (daemon && m_roots.isLiveSystem())
        udev = UdevDiskSource::enumerateDisks();
    // Without udev a stable ID that exists as a link beats one made up from the serial (the
    // virtual lab's guest links scsi-0QEMU_…, the name its plans use).
    const QHash<QString, QStringList> linksWithoutUdev
        = daemon ? QHash<QString, QStringList> {} : byIdLinksOnDisk(m_roots.dev);

    InventorySnapshot snapshot;
    snapshot.signaturesProbed = m_probeSignatures;
    QList<Disk> disks;
    QList<SysfsBlockDevice> sources;
    QHash<QString, QList<DiskSignature>> signaturesByNode;
    QHash<QString, QString> probeErrors;
    for (const SysfsBlockDevice &device : std::as_const(devices)) {
        if (!isInventoried(device))
            continue;
        UdevDiskFacts facts = udev.value(device.name);
        snapshot.identityFromUdev = snapshot.identityFromUdev || facts.hasIdentity();
        if (facts.devlinks.isEmpty())
            facts.devlinks = linksWithoutUdev.value(device.name);
        Disk disk = identify(device, facts);
        QList<ProbeRegion> regions {{disk.devnode, 0, 0}};
        for (const SysfsPartition &partition : device.partitions) {
            DiskPartition part;
            part.name = partition.name;
            part.devnode = QStringLiteral("/dev/") + partition.name;
            part.sizeBytes = partition.sizeBytes;
            part.holders = partition.holders;
            disk.partitions.append(part);
            regions.append({part.devnode, partition.startSector * 512, partition.sizeBytes});
        }
        if (m_probeSignatures) {
            const ProbeResult probe = BlkidProbe::probe(m_roots.dev + QLatin1Char('/') + device.name, regions);
            disk.signatures = probe.signatures;
            disk.signaturesKnown = probe.probed;
            if (!probe.probed) {
                probeErrors.insert(device.name, probe.error);
                snapshot.signaturesProbed = false;
                if (probe.permissionDenied)
                    snapshot.signaturesNote = QCoreApplication::translate(
                        "DiskInventory", "Signatures unknown: run as root to read the disks");
                else if (snapshot.signaturesNote.isEmpty())
                    snapshot.signaturesNote
                        = QCoreApplication::translate("DiskInventory", "%1: %2").arg(disk.name, probe.error);
            }
            for (const DiskSignature &signature : std::as_const(disk.signatures))
                signaturesByNode[signature.device.section(QLatin1Char('/'), -1)].append(signature);
        } else {
            disk.signaturesKnown = false;
            probeErrors.insert(device.name, QCoreApplication::translate("DiskInventory", "signatures not probed"));
        }
        disks.append(disk);
        sources.append(device);
    }
    if (!m_probeSignatures)
        snapshot.signaturesNote = QCoreApplication::translate("DiskInventory", "Signatures not probed");

    stack.addZfsPools(importedZfsPools(m_roots.zfsPools), signaturesByNode);

    // Classify; a loop device that holds the system makes the disk under its backing file
    // system too, which can change other loop devices: repeat until nothing changes.
    for (int round = 0; round < 8; ++round) {
        bool changed = false;
        for (Disk &disk : disks) {
            ClassifierInput input;
            input.disk = disk.name;
            input.diskDevnode = disk.devnode;
            for (const DiskPartition &part : std::as_const(disk.partitions))
                input.partitions.append(part.name);
            input.nodes = stack.nodes();
            input.signatures = disk.signatures;
            input.signaturesKnown = disk.signaturesKnown;
            input.signaturesError = probeErrors.value(disk.name);
            const Classification result = DiskClassifier::classify(input);
            disk.classification = result.diskClass;
            disk.reason = result.reason;
            disk.cleanupCommands = result.cleanupCommands;
            if (disk.classification == DiskClass::System && !disk.backingFile.isEmpty())
                changed = stack.addSystemBackingFile(disk.name, disk.backingFile) || changed;
        }
        if (!changed)
            break;
    }

    for (Disk &disk : disks) {
        const BlockNode node = stack.nodes().value(disk.name);
        for (const MountEntry &mount : node.mounts)
            disk.mountpoints.append(mount.mountPoint);
        disk.swap = node.swap;
        for (DiskPartition &part : disk.partitions) {
            const BlockNode partNode = stack.nodes().value(part.name);
            for (const MountEntry &mount : partNode.mounts)
                part.mountpoints.append(mount.mountPoint);
            part.swap = partNode.swap;
        }
    }
    std::sort(disks.begin(), disks.end(), [](const Disk &a, const Disk &b) { return a.name < b.name; });
    snapshot.disks = disks;
    if (snapshot.identityFromUdev)
        snapshot.identityNote = QCoreApplication::translate("DiskInventory", "Disk identity from udev");
    else if (daemon)
        snapshot.identityNote
            = QCoreApplication::translate("DiskInventory", "udev gave no disk identity: identity read from sysfs");
    else
        snapshot.identityNote
            = QCoreApplication::translate("DiskInventory", "No udev daemon: disk identity read from sysfs");
    return snapshot;
}
