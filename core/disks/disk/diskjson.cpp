#include "disks/disk/diskjson.h"

QString diskClassName(DiskClass c)
{
    switch (c) {
    case DiskClass::System:
        return QStringLiteral("system");
    case DiskClass::InUse:
        return QStringLiteral("in-use");
    case DiskClass::NotBlank:
        return QStringLiteral("not-blank");
    case DiskClass::Blank:
        return QStringLiteral("blank");
    }
    return QStringLiteral("system");
}

QString stableIdSourceName(StableIdSource s)
{
    switch (s) {
    case StableIdSource::ByIdLink:
        return QStringLiteral("by-id");
    case StableIdSource::Wwn:
        return QStringLiteral("wwn");
    case StableIdSource::Serial:
        return QStringLiteral("serial");
    case StableIdSource::ByPath:
        return QStringLiteral("by-path");
    case StableIdSource::BackingFile:
        return QStringLiteral("backing-file");
    case StableIdSource::KernelName:
        return QStringLiteral("kernel-name");
    }
    return QStringLiteral("kernel-name");
}

static QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

static QJsonObject signatureToJson(const DiskSignature &s)
{
    return QJsonObject {
        {QStringLiteral("type"), s.type},
        {QStringLiteral("usage"), s.usage},
        {QStringLiteral("label"), s.label},
        {QStringLiteral("uuid"), s.uuid},
        {QStringLiteral("device"), s.device},
    };
}

static QJsonObject partitionToJson(const DiskPartition &p)
{
    return QJsonObject {
        {QStringLiteral("name"), p.name},
        {QStringLiteral("devnode"), p.devnode},
        {QStringLiteral("sizeBytes"), static_cast<qint64>(p.sizeBytes)},
        {QStringLiteral("holders"), toArray(p.holders)},
        {QStringLiteral("mountpoints"), toArray(p.mountpoints)},
        {QStringLiteral("swap"), p.swap},
    };
}

QJsonObject diskToJson(const Disk &disk)
{
    QJsonArray partitions;
    for (const DiskPartition &p : disk.partitions)
        partitions.append(partitionToJson(p));
    QJsonArray signatures;
    for (const DiskSignature &s : disk.signatures)
        signatures.append(signatureToJson(s));
    return QJsonObject {
        {QStringLiteral("name"), disk.name},
        {QStringLiteral("devnode"), disk.devnode},
        {QStringLiteral("stableId"), disk.stableId},
        {QStringLiteral("stableIdSource"), stableIdSourceName(disk.stableIdSource)},
        {QStringLiteral("model"), disk.model},
        {QStringLiteral("vendor"), disk.vendor},
        {QStringLiteral("serial"), disk.serial},
        {QStringLiteral("wwn"), disk.wwn},
        {QStringLiteral("sizeBytes"), static_cast<qint64>(disk.sizeBytes)},
        {QStringLiteral("logicalSectorSize"), disk.logicalSectorSize},
        {QStringLiteral("physicalSectorSize"), disk.physicalSectorSize},
        {QStringLiteral("rotational"), disk.rotational},
        {QStringLiteral("removable"), disk.removable},
        {QStringLiteral("readOnly"), disk.readOnly},
        {QStringLiteral("transport"), disk.transport},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("holders"), toArray(disk.holders)},
        {QStringLiteral("mountpoints"), toArray(disk.mountpoints)},
        {QStringLiteral("swap"), disk.swap},
        {QStringLiteral("backingFile"), disk.backingFile},
        {QStringLiteral("classification"), diskClassName(disk.classification)},
        {QStringLiteral("selectable"), disk.selectable()},
        {QStringLiteral("reason"), disk.reason},
        {QStringLiteral("cleanupCommands"), toArray(disk.cleanupCommands)},
        {QStringLiteral("signatures"), signatures},
        {QStringLiteral("signaturesKnown"), disk.signaturesKnown},
    };
}

QJsonArray disksToJson(const QList<Disk> &disks)
{
    QJsonArray array;
    for (const Disk &disk : disks)
        array.append(diskToJson(disk));
    return array;
}
