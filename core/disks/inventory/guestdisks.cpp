#include "disks/inventory/guestdisks.h"

#include "disks/disk/diskjson.h"

#include <QJsonObject>

static QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &v : value.toArray())
        list << v.toString();
    return list;
}

static std::optional<DiskClass> classFromName(const QString &name)
{
    for (const DiskClass c : {DiskClass::System, DiskClass::InUse, DiskClass::NotBlank, DiskClass::Blank}) {
        if (diskClassName(c) == name)
            return c;
    }
    return std::nullopt;
}

static StableIdSource sourceFromName(const QString &name)
{
    for (const StableIdSource s : {StableIdSource::ByIdLink, StableIdSource::Wwn, StableIdSource::Serial,
             StableIdSource::ByPath, StableIdSource::BackingFile}) {
        if (stableIdSourceName(s) == name)
            return s;
    }
    return StableIdSource::KernelName;
}

std::optional<InventorySnapshot> GuestDisks::fromJson(const QJsonArray &disks, QString *error)
{
    InventorySnapshot snapshot;
    snapshot.signaturesProbed = true;
    for (const QJsonValue &value : disks) {
        const QJsonObject o = value.toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        if (!value.isObject() || name.isEmpty() || !o.value(QStringLiteral("devnode")).isString()) {
            *error = tr("The helper's disk list has an entry without a name or device node: not a disk.");
            return std::nullopt;
        }
        const std::optional<DiskClass> classification
            = classFromName(o.value(QStringLiteral("classification")).toString());
        if (!classification) {
            // Unknown classes would be offered as blank: refuse instead.
            *error = tr("The helper reports disk %1 with the unknown class \"%2\".")
                         .arg(name, o.value(QStringLiteral("classification")).toString());
            return std::nullopt;
        }
        Disk disk;
        disk.name = name;
        disk.devnode = o.value(QStringLiteral("devnode")).toString();
        disk.stableId = o.value(QStringLiteral("stableId")).toString();
        disk.stableIdSource = sourceFromName(o.value(QStringLiteral("stableIdSource")).toString());
        disk.model = o.value(QStringLiteral("model")).toString();
        disk.vendor = o.value(QStringLiteral("vendor")).toString();
        disk.serial = o.value(QStringLiteral("serial")).toString();
        disk.wwn = o.value(QStringLiteral("wwn")).toString();
        disk.sizeBytes = quint64(o.value(QStringLiteral("sizeBytes")).toInteger());
        disk.logicalSectorSize = o.value(QStringLiteral("logicalSectorSize")).toInt(512);
        disk.physicalSectorSize = o.value(QStringLiteral("physicalSectorSize")).toInt(512);
        disk.rotational = o.value(QStringLiteral("rotational")).toBool();
        disk.removable = o.value(QStringLiteral("removable")).toBool();
        disk.readOnly = o.value(QStringLiteral("readOnly")).toBool();
        disk.transport = o.value(QStringLiteral("transport")).toString();
        disk.holders = strings(o.value(QStringLiteral("holders")));
        disk.mountpoints = strings(o.value(QStringLiteral("mountpoints")));
        disk.swap = o.value(QStringLiteral("swap")).toBool();
        disk.backingFile = o.value(QStringLiteral("backingFile")).toString();
        disk.classification = *classification;
        disk.reason = o.value(QStringLiteral("reason")).toString();
        disk.cleanupCommands = strings(o.value(QStringLiteral("cleanupCommands")));
        disk.signaturesKnown = o.value(QStringLiteral("signaturesKnown")).toBool(true);
        for (const QJsonValue &p : o.value(QStringLiteral("partitions")).toArray()) {
            const QJsonObject po = p.toObject();
            disk.partitions << DiskPartition {po.value(QStringLiteral("name")).toString(),
                po.value(QStringLiteral("devnode")).toString(),
                quint64(po.value(QStringLiteral("sizeBytes")).toInteger()),
                strings(po.value(QStringLiteral("holders"))), strings(po.value(QStringLiteral("mountpoints"))),
                po.value(QStringLiteral("swap")).toBool()};
        }
        for (const QJsonValue &s : o.value(QStringLiteral("signatures")).toArray()) {
            const QJsonObject so = s.toObject();
            disk.signatures << DiskSignature {so.value(QStringLiteral("type")).toString(),
                so.value(QStringLiteral("usage")).toString(), so.value(QStringLiteral("label")).toString(),
                so.value(QStringLiteral("uuid")).toString(), so.value(QStringLiteral("device")).toString()};
        }
        if (!disk.signaturesKnown)
            snapshot.signaturesProbed = false;
        if (disk.stableIdSource == StableIdSource::ByIdLink)
            snapshot.identityFromUdev = true;
        snapshot.disks << disk;
    }
    std::sort(
        snapshot.disks.begin(), snapshot.disks.end(), [](const Disk &a, const Disk &b) { return a.name < b.name; });
    snapshot.identityNote = tr("Disks reported by the virtual lab's helper");
    return snapshot;
}
