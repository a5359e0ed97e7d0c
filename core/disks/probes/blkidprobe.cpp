#include "disks/probes/blkidprobe.h"

#include "disks/probes/lvmmetadatareader.h"

#include <QCoreApplication>

#include <blkid/blkid.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

static QString value(blkid_probe probe, const char *name)
{
    const char *data = nullptr;
    if (blkid_probe_lookup_value(probe, name, &data, nullptr) == 0 && data)
        return QString::fromUtf8(data);
    return {};
}

static void collect(blkid_probe probe, const QString &device, QList<DiskSignature> &out)
{
    const QString type = value(probe, "TYPE");
    if (!type.isEmpty()) {
        DiskSignature signature {type, value(probe, "USAGE"), value(probe, "LABEL"), value(probe, "UUID"), device};
        if (!out.contains(signature))
            out.append(signature);
    }
    const QString ptType = value(probe, "PTTYPE");
    if (!ptType.isEmpty()) {
        DiskSignature signature {ptType, QStringLiteral("partition_table"), {}, value(probe, "PTUUID"), device};
        if (!out.contains(signature))
            out.append(signature);
    }
}

static blkid_probe newProbe(int fd, const ProbeRegion &region, bool withPartitions)
{
    blkid_probe probe = blkid_new_probe();
    if (!probe)
        return nullptr;
    if (blkid_probe_set_device(
            probe, fd, static_cast<blkid_loff_t>(region.offsetBytes), static_cast<blkid_loff_t>(region.sizeBytes))
        != 0) {
        blkid_free_probe(probe);
        return nullptr;
    }
    blkid_probe_enable_superblocks(probe, 1);
    blkid_probe_set_superblocks_flags(
        probe, BLKID_SUBLKS_LABEL | BLKID_SUBLKS_UUID | BLKID_SUBLKS_TYPE | BLKID_SUBLKS_USAGE);
    blkid_probe_enable_partitions(probe, withPartitions ? 1 : 0);
    if (withPartitions)
        blkid_probe_set_partitions_flags(probe, BLKID_PARTS_MAGIC);
    return probe;
}

// Returns false when libblkid failed on the region.
static bool probeRegion(int fd, const ProbeRegion &region, QList<DiskSignature> &out)
{
    blkid_probe probe = newProbe(fd, region, true);
    if (!probe)
        return false;
    const int rc = blkid_do_safeprobe(probe);
    if (rc == 0)
        collect(probe, region.device, out);
    blkid_free_probe(probe);
    if (rc == -2) {
        // Ambivalent: more than one superblock. List each, as wipefs does.
        blkid_probe each = newProbe(fd, region, false);
        if (!each)
            return false;
        while (blkid_do_probe(each) == 0)
            collect(each, region.device, out);
        blkid_free_probe(each);
        return true;
    }
    return rc != -1;
}

// blkid names no volume group for an LVM2_member: read it from the PV's metadata area.
static void addVolumeGroups(int fd, const ProbeRegion &region, QList<DiskSignature> &signatures)
{
    for (DiskSignature &signature : signatures) {
        if (signature.type != QLatin1String("LVM2_member") || signature.device != region.device
            || !signature.label.isEmpty())
            continue;
        QByteArray head(LvmMetadataReader::HeadBytes, '\0');
        const ssize_t got
            = ::pread(fd, head.data(), static_cast<size_t>(head.size()), static_cast<off_t>(region.offsetBytes));
        if (got <= 0)
            return;
        head.truncate(got);
        signature.label = LvmMetadataReader::volumeGroup(head);
    }
}

ProbeResult BlkidProbe::probe(const QString &diskNode, const QList<ProbeRegion> &regions)
{
    ProbeResult result;
    const int fd = ::open(diskNode.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const int error = errno;
        const bool refused = error == EACCES || error == EPERM;
        result.permissionDenied = refused && ::geteuid() != 0;
        if (result.permissionDenied)
            result.error
                = QCoreApplication::translate("BlkidProbe", "signatures unknown: run as root to read %1").arg(diskNode);
        else if (refused)
            result.error = QCoreApplication::translate("BlkidProbe",
                "signatures unknown: the system refuses to open %1 even to "
                "root (device access is restricted here, as in a container)")
                               .arg(diskNode);
        else if (error == ENOMEDIUM)
            result.error = QCoreApplication::translate("BlkidProbe", "no medium in %1").arg(diskNode);
        else
            result.error = QCoreApplication::translate("BlkidProbe", "signatures unknown: cannot open %1: %2")
                               .arg(diskNode, QString::fromLocal8Bit(std::strerror(error)));
        return result;
    }
    result.probed = true;
    for (const ProbeRegion &region : regions) {
        const bool probed = probeRegion(fd, region, result.signatures);
        addVolumeGroups(fd, region, result.signatures);
        if (!probed) {
            result.probed = false;
            result.error = QCoreApplication::translate("BlkidProbe", "signatures unknown: libblkid could not probe %1")
                               .arg(region.device);
        }
    }
    ::close(fd);
    return result;
}
