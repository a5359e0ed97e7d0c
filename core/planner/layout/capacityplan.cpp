#include "planner/layout/capacityplan.h"

#include "planner/space/btrfsspace.h"
#include "planner/space/bytesize.h"
#include "planner/space/lvmspace.h"
#include "planner/space/mdspace.h"
#include "planner/space/xfsspace.h"
#include "stacks/families/lvmraidrecipe.h"

#include <QJsonArray>

#include <algorithm>

namespace {

using Family = StackLayout::Family;

qint64 sum(const QList<qint64> &values)
{
    qint64 total = 0;
    for (const qint64 value : values)
        total += value;
    return total;
}

int levelNumber(const QString &level)
{
    return level.mid(4).toInt(); // raid1, raid5, raid6, raid10
}

} // namespace

const SpaceFigure *CapacityPlan::figure(const QString &key) const
{
    for (const SpaceFigure &f : figures) {
        if (f.key == key)
            return &f;
    }
    return nullptr;
}

QJsonObject CapacityPlan::toJson() const
{
    QJsonArray figureArray;
    for (const SpaceFigure &f : figures)
        figureArray.append(QJsonObject {{QStringLiteral("key"), f.key}, {QStringLiteral("label"), f.label},
            {QStringLiteral("bytes"), double(f.bytes)}, {QStringLiteral("tool"), f.tool}});
    QJsonArray overheadArray;
    for (const OverheadItem &item : overhead)
        overheadArray.append(QJsonObject {{QStringLiteral("key"), item.key}, {QStringLiteral("label"), item.label},
            {QStringLiteral("bytes"), double(item.bytes)}});
    QJsonObject json {{QStringLiteral("rawBytes"), double(rawBytes)},
        {QStringLiteral("usableBytes"), double(usableBytes)}, {QStringLiteral("usableKey"), usableKey},
        {QStringLiteral("storableBytes"), double(storableBytes)},
        {QStringLiteral("statfsSizeBytes"), double(statfsSizeBytes)}, {QStringLiteral("figures"), figureArray},
        {QStringLiteral("overhead"), overheadArray}, {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
    if (!error.isEmpty())
        json.insert(QStringLiteral("error"), error);
    return json;
}

namespace {

struct Builder {
    CapacityPlan &plan;
    void figure(const QString &key, const QString &label, qint64 bytes, const QString &tool)
    {
        plan.figures << SpaceFigure {key, label, bytes, tool};
    }
    void overhead(const QString &key, const QString &label, qint64 bytes)
    {
        if (bytes != 0)
            plan.overhead << OverheadItem {key, label, bytes};
    }
    // XFS on a device as the recipes make it (mkfs.xfs DEVICE, mounted): df's two figures.
    bool xfs(qint64 deviceBytes, qint64 ioMin, qint64 ioOpt, int sectorBytes)
    {
        const XfsSpaceFigures fs = XfsSpace::filesystem(deviceBytes, ioMin, ioOpt, sectorBytes);
        if (!fs.error.isEmpty()) {
            plan.error = fs.error;
            return false;
        }
        figure(QStringLiteral("df_size"), CapacityPlanner::tr("df size"), fs.sizeBytes, QStringLiteral("df -B1 MOUNT"));
        figure(QStringLiteral("df_avail"), CapacityPlanner::tr("df available"), fs.availBytes,
            QStringLiteral("df -B1 MOUNT"));
        overhead(QStringLiteral("xfs_tail"), CapacityPlanner::tr("XFS: end of the device past the last block or AG"),
            fs.tailLoss);
        overhead(QStringLiteral("xfs_log"), CapacityPlanner::tr("XFS: internal log"), fs.logLoss);
        overhead(QStringLiteral("xfs_metadata"), CapacityPlanner::tr("XFS: AG headers, btree roots, first inodes"),
            fs.metadataLoss);
        overhead(QStringLiteral("xfs_reserve"), CapacityPlanner::tr("XFS: reserved pool and per-AG btree reservations"),
            fs.reserveLoss);
        plan.usableBytes = fs.availBytes;
        plan.usableKey = QStringLiteral("df_avail");
        plan.storableBytes = fs.availBytes;
        plan.statfsSizeBytes = fs.sizeBytes;
        return true;
    }
    void md(const MdArraySpace &md)
    {
        figure(QStringLiteral("md_array"), CapacityPlanner::tr("md array size"), md.arrayBytes,
            QStringLiteral("blockdev --getsize64 /dev/md/data"));
        figure(QStringLiteral("md_member_data"), CapacityPlanner::tr("data per member (Used Dev Size)"),
            md.componentBytes, QStringLiteral("mdadm --detail /dev/md/data"));
        overhead(QStringLiteral("md_metadata"),
            CapacityPlanner::tr("md: superblock, bitmap and reshape room (data offset %1)")
                .arg(ByteSize::format(md.dataOffsetBytes)),
            md.metadataLoss);
        overhead(QStringLiteral("md_rounding"), CapacityPlanner::tr("md: member size rounded to the chunk"),
            md.roundingLoss);
        overhead(QStringLiteral("unequal_disks"), CapacityPlanner::tr("larger disks used only up to the smallest"),
            md.unequalLoss);
        overhead(QStringLiteral("redundancy"),
            md.level == 1 || md.level == 10 ? CapacityPlanner::tr("mirror copies") : CapacityPlanner::tr("parity"),
            md.redundancyLoss);
    }
};

void planMd(const StackLayout &layout, Builder &b)
{
    const MdArraySpace md = MdSpace::array(levelNumber(layout.level), layout.members);
    b.md(md);
    b.xfs(md.arrayBytes, md.ioMinBytes, md.ioOptBytes, layout.sectorBytes);
    b.plan.memberDataBytes = md.componentBytes;
    b.plan.rawPerLogical = double(md.members) / MdSpace::dataDisks(md.level, md.members);
    if (md.level == 10)
        b.plan.rawPerLogical = 2;
}

void planLvmRaid(const StackLayout &layout, Builder &b)
{
    const LvmRaidSpace lv = layout.integrity
        ? LvmSpace::raidIntegrity(layout.members, LvmRaidRecipe::integrityPercent(int(layout.members.size())))
        : LvmSpace::raid(levelNumber(layout.level), layout.members);
    if (!lv.fits) {
        b.plan.error = CapacityPlanner::tr("the disks are too small for dm-integrity: each needs room for its "
                                           "image, its rmeta and its imeta LV");
        return;
    }
    b.figure(QStringLiteral("lv_size"), CapacityPlanner::tr("logical volume size"), lv.lvBytes,
        QStringLiteral("lvs --units b -o lv_size vg_raid/data"));
    b.overhead(QStringLiteral("lvm_labels"),
        CapacityPlanner::tr("LVM: label, metadata area and alignment before the first extent"), lv.labelLoss);
    b.overhead(
        QStringLiteral("lvm_raid_meta"), CapacityPlanner::tr("LVM: one rmeta extent per image"), lv.raidMetaLoss);
    if (layout.integrity) {
        b.overhead(QStringLiteral("integrity_meta"),
            CapacityPlanner::tr("dm-integrity: one imeta LV per image (checksums and journal)"), lv.integrityMetaLoss);
        b.overhead(QStringLiteral("lvm_left_free"),
            CapacityPlanner::tr("LVM: extents the %PVS size leaves free on the members"), lv.leftFreeLoss);
    }
    b.overhead(QStringLiteral("unequal_disks"), CapacityPlanner::tr("larger disks used only up to the smallest"),
        lv.unequalLoss);
    b.overhead(QStringLiteral("redundancy"),
        lv.level == 1 ? CapacityPlanner::tr("mirror copies") : CapacityPlanner::tr("parity"), lv.redundancyLoss);
    b.xfs(lv.lvBytes, lv.ioMinBytes, lv.ioOptBytes, layout.sectorBytes);
    b.plan.memberDataBytes = (lv.imageExtents + lv.metaExtents + lv.integrityMetaExtents) * lv.extentBytes;
    b.plan.rawPerLogical = lv.level == 1 ? double(layout.members.size())
                                         : double(layout.members.size()) / (layout.members.size() - layout.parity);
}

void planLvmThin(const StackLayout &layout, Builder &b)
{
    const MdArraySpace md = MdSpace::array(5, layout.members);
    b.md(md);
    const LvmThinSpace thin = LvmSpace::thin(md.arrayBytes, md.chunkBytes, md.ioOptBytes, layout.thinBytes);
    b.figure(QStringLiteral("thin_pool"), CapacityPlanner::tr("thin pool data size"), thin.poolBytes,
        QStringLiteral("lvs --units b -o lv_size vg_md/tpool"));
    b.figure(QStringLiteral("thin_pool_metadata"), CapacityPlanner::tr("thin pool metadata size"),
        thin.metadataExtents * thin.extentBytes, QStringLiteral("lvs -a --units b -o lv_size vg_md/tpool_tmeta"));
    b.figure(QStringLiteral("thin_chunk"), CapacityPlanner::tr("thin pool chunk size"), thin.chunkBytes,
        QStringLiteral("lvs -o chunk_size vg_md/tpool"));
    b.figure(QStringLiteral("thin_volume"), CapacityPlanner::tr("thin volume size"), thin.volumeBytes,
        QStringLiteral("lvs --units b -o lv_size vg_md/tvol"));
    b.overhead(QStringLiteral("lvm_labels"),
        CapacityPlanner::tr("LVM: label, metadata area and alignment before the first extent"),
        md.arrayBytes - thin.pv.extents * thin.extentBytes);
    b.overhead(QStringLiteral("lvm_free"), CapacityPlanner::tr("LVM: extents the recipe leaves free (-l 90%FREE)"),
        thin.freeExtents * thin.extentBytes);
    b.overhead(QStringLiteral("thin_metadata"), CapacityPlanner::tr("thin pool metadata and its spare"),
        2 * thin.metadataExtents * thin.extentBytes);
    if (!b.xfs(thin.volumeBytes, thin.ioMinBytes, thin.ioOptBytes, layout.sectorBytes))
        return;
    // The filesystem sits on the virtual volume: between the pool and df lies the volume's size.
    b.overhead(QStringLiteral("thin_volume"),
        thin.volumeBytes > thin.poolBytes ? CapacityPlanner::tr("thin volume larger than its pool (overcommitted)")
                                          : CapacityPlanner::tr("pool space the thin volume does not cover"),
        thin.poolBytes - thin.volumeBytes);
    b.plan.storableBytes = std::min(b.plan.usableBytes, thin.poolBytes);
    if (thin.volumeBytes > thin.poolBytes)
        b.plan.notes << CapacityPlanner::tr("df shows the thin volume's %1, but the pool holds only %2: writes beyond "
                                            "it fail once the pool is full.")
                            .arg(ByteSize::format(thin.volumeBytes), ByteSize::format(thin.poolBytes));
    b.plan.memberDataBytes = md.componentBytes;
    b.plan.rawPerLogical = double(md.members) / (md.members - 1);
}

void planZfs(const StackLayout &layout, Builder &b)
{
    const ZfsPoolLayout pool = CapacityPlanner::zfsLayout(layout);
    const ZfsPoolSpace space = ZfsSpace::pool(pool);
    if (space.data.isEmpty() || space.data.first().asize <= 0) {
        b.plan.error = CapacityPlanner::tr("a disk is too small for ZFS (at least 64 MiB after partitioning)");
        return;
    }
    b.figure(QStringLiteral("zpool_size"), CapacityPlanner::tr("pool size (zpool list SIZE)"), space.zpoolSize,
        QStringLiteral("zpool list -Hp -o size tank"));
    b.figure(QStringLiteral("zfs_avail"), CapacityPlanner::tr("available (zfs list AVAIL)"), space.avail,
        QStringLiteral("zfs list -Hp -o avail tank"));
    // zfs_statvfs: in records of the dataset's recordsize, the referenced bytes rounded up plus AVAIL,
    // rounded down.
    const qint64 record = layout.recordBytes;
    const qint64 statfsAvail = space.avail / record * record;
    const qint64 referenced = ZfsSpace::createdDatasetReferenced(pool);
    const qint64 statfs = ((referenced + record - 1) / record * record + space.avail) / record * record;
    b.figure(
        QStringLiteral("df_size"), CapacityPlanner::tr("df size of tank/data"), statfs, QStringLiteral("df -B1 MOUNT"));
    b.figure(QStringLiteral("df_avail"), CapacityPlanner::tr("df available on tank/data"), statfsAvail,
        QStringLiteral("df -B1 MOUNT"));
    qint64 partitioning = 0, labels = 0, unequal = 0, draid = 0, tail = 0, embedded = 0, redundancy = 0;
    for (const ZfsVdevSpace &vdev : space.data) {
        partitioning += vdev.partitionLoss;
        labels += vdev.labelLoss;
        unequal += vdev.unequalLoss;
        draid += vdev.draidLoss;
        tail += vdev.tailLoss;
        embedded += vdev.embeddedLogLoss;
        redundancy += vdev.redundancyLoss;
    }
    b.overhead(QStringLiteral("partitioning"),
        CapacityPlanner::tr("GPT partitioning of whole disks (1 MiB start, 8 MiB partition 9)"), partitioning);
    b.overhead(QStringLiteral("labels"), CapacityPlanner::tr("ZFS labels and boot area (4.5 MiB per disk)"), labels);
    b.overhead(
        QStringLiteral("unequal_disks"), CapacityPlanner::tr("larger disks used only up to the smallest"), unequal);
    b.overhead(QStringLiteral("draid"),
        CapacityPlanner::tr("dRAID: distributed spares, reflow reserve, row and group rounding"), draid);
    b.overhead(QStringLiteral("metaslab_tail"),
        CapacityPlanner::tr(
            "end of each vdev that fills no whole metaslab (%n metaslabs)", nullptr, int(space.data.first().msCount)),
        tail);
    b.overhead(
        QStringLiteral("embedded_log"), CapacityPlanner::tr("metaslab kept for the ZIL (embedded log)"), embedded);
    b.overhead(QStringLiteral("redundancy"),
        layout.level.contains(QLatin1String("mirror")) ? CapacityPlanner::tr("mirror copies")
                                                       : CapacityPlanner::tr("parity and allocation padding"),
        redundancy);
    b.overhead(QStringLiteral("slop"), CapacityPlanner::tr("slop space ZFS keeps back (1/32, 128 MiB to 128 GiB)"),
        space.slop);
    b.overhead(QStringLiteral("zfs_metadata"), CapacityPlanner::tr("pool and dataset metadata at creation"),
        space.createdUsed);
    b.plan.usableBytes = space.avail;
    b.plan.usableKey = QStringLiteral("zfs_avail");
    b.plan.storableBytes = space.avail;
    b.plan.statfsSizeBytes = statfs;
    for (const ZfsVdevSpace &special : space.special) {
        b.figure(QStringLiteral("special_size"), CapacityPlanner::tr("special vdev size"), special.msBytes,
            QStringLiteral("zpool list -v tank"));
        b.plan.notes << CapacityPlanner::tr("zfs list AVAIL leaves out the special vdev: it holds metadata and "
                                            "small blocks, and losing it loses the pool.");
    }
    const ZfsVdevSpace &first = space.data.first();
    const qint64 leaves = layout.level == QLatin1String("striped-mirror") ? 2 : layout.members.size();
    const bool mirrored = layout.level.contains(QLatin1String("mirror")) || layout.level == QLatin1String("stripe");
    b.plan.memberAllocatableBytes = mirrored ? first.msBytes : first.msBytes / leaves;
    b.plan.memberDataBytes = b.plan.memberAllocatableBytes;
    b.plan.rawPerLogical = layout.level == QLatin1String("mirror") ? double(layout.members.size())
        : layout.level == QLatin1String("striped-mirror")          ? 2.0
                                                                   : 512.0 / first.deflateRatio;
}

void planBtrfs(const StackLayout &layout, Builder &b)
{
    const BtrfsProfile data = BtrfsSpace::profile(layout.level);
    const BtrfsProfile metadata = layout.level == QLatin1String("raid5") ? BtrfsProfile::Raid1 : data;
    const BtrfsFsSpace fs = BtrfsSpace::filesystem(data, metadata, layout.members);
    b.figure(QStringLiteral("btrfs_free_estimated"), CapacityPlanner::tr("Free (estimated)"), fs.freeEstimated,
        QStringLiteral("btrfs filesystem usage -b MOUNT"));
    b.figure(QStringLiteral("btrfs_free_min"), CapacityPlanner::tr("Free (estimated) min"), fs.freeMin,
        QStringLiteral("btrfs filesystem usage -b MOUNT"));
    b.figure(QStringLiteral("btrfs_device_size"), CapacityPlanner::tr("Device size"), fs.totalBytes,
        QStringLiteral("btrfs filesystem usage -b MOUNT"));
    b.figure(QStringLiteral("df_size"), CapacityPlanner::tr("df size"), fs.statfsSize, QStringLiteral("df -B1 MOUNT"));
    b.figure(QStringLiteral("btrfs_allocatable"), CapacityPlanner::tr("data the chunks can really hold"),
        fs.allocatableData, QStringLiteral("(chunk allocation)"));
    b.overhead(QStringLiteral("btrfs_tail"), CapacityPlanner::tr("device ends past the last 4 KiB"),
        sum(layout.members) - fs.totalBytes);
    b.overhead(QStringLiteral("btrfs_metadata"), CapacityPlanner::tr("metadata and system chunks"), fs.metadataLoss);
    b.overhead(QStringLiteral("redundancy"),
        data == BtrfsProfile::Raid5 ? CapacityPlanner::tr("parity") : CapacityPlanner::tr("mirror copies"),
        fs.totalBytes - fs.metadataLoss - fs.freeEstimated);
    b.plan.usableBytes = fs.freeEstimated;
    b.plan.usableKey = QStringLiteral("btrfs_free_estimated");
    b.plan.storableBytes = std::min(fs.freeEstimated, fs.allocatableData);
    b.plan.statfsSizeBytes = fs.statfsSize;
    if (fs.allocatableData + 64 * 1024 * 1024 < fs.freeEstimated)
        b.plan.notes << CapacityPlanner::tr("btrfs filesystem usage says %1 free, but chunks can take only %2: it "
                                            "counts space on the largest disk that nothing can mirror or stripe.")
                            .arg(ByteSize::format(fs.freeEstimated), ByteSize::format(fs.allocatableData));
    b.plan.memberAllocatableBytes = sum(layout.members) / layout.members.size();
    b.plan.rawPerLogical = fs.dataRatio;
}

} // namespace

ZfsPoolLayout CapacityPlanner::zfsLayout(const StackLayout &layout)
{
    ZfsPoolLayout pool;
    pool.ashift = layout.ashift;
    pool.sectorBytes = layout.sectorBytes;
    const QString &level = layout.level;
    if (level == QLatin1String("stripe")) {
        for (const qint64 disk : layout.members)
            pool.data << ZfsVdevLayout {ZfsVdevLayout::Type::Disk, 0, 0, 0, {disk}};
    } else if (level == QLatin1String("striped-mirror")) {
        for (int i = 0; i + 1 < layout.members.size(); i += 2)
            pool.data << ZfsVdevLayout {
                ZfsVdevLayout::Type::Mirror, 1, 0, 0, {layout.members.at(i), layout.members.at(i + 1)}};
    } else if (level == QLatin1String("mirror")) {
        pool.data << ZfsVdevLayout {ZfsVdevLayout::Type::Mirror, layout.parity, 0, 0, layout.members};
    } else if (level.startsWith(QLatin1String("raidz"))) {
        pool.data << ZfsVdevLayout {ZfsVdevLayout::Type::Raidz, layout.parity, 0, 0, layout.members};
    } else {
        pool.data << ZfsVdevLayout {
            ZfsVdevLayout::Type::Draid, layout.parity, layout.draidData, layout.draidSpares, layout.members};
    }
    // The recipe mirrors special devices when given two or more.
    if (layout.special.size() == 1)
        pool.special << ZfsVdevLayout {ZfsVdevLayout::Type::Disk, 0, 0, 0, layout.special};
    else if (layout.special.size() > 1)
        pool.special << ZfsVdevLayout {
            ZfsVdevLayout::Type::Mirror, int(layout.special.size()) - 1, 0, 0, layout.special};
    return pool;
}

CapacityPlan CapacityPlanner::plan(const StackLayout &layout)
{
    CapacityPlan plan;
    if (!layout.ok()) {
        plan.error = layout.error;
        return plan;
    }
    plan.rawBytes = sum(layout.members);
    Builder builder {plan};
    switch (layout.family) {
    case Family::Mdadm:
        planMd(layout, builder);
        break;
    case Family::LvmRaid:
        planLvmRaid(layout, builder);
        break;
    case Family::LvmThin:
        planLvmThin(layout, builder);
        break;
    case Family::Zfs:
        planZfs(layout, builder);
        break;
    case Family::Btrfs:
        planBtrfs(layout, builder);
        break;
    }
    return plan;
}
