#include "about/publishedsources.h"

QString PublishedSource::citation() const
{
    QString text = QStringLiteral("\u201c%1\u201d").arg(title);
    if (!author.isEmpty())
        text += QStringLiteral(", ") + author;
    if (!published.isEmpty())
        text += QStringLiteral(", ") + published;
    return text;
}

QList<PublishedSource> PublishedSource::all()
{
    return {
        {QStringLiteral("four-stack-comparison"), QStringLiteral("RAID vs LVM vs ZFS comparison"),
            QStringLiteral("You have four disks and one question: build the array with mdadm, let LVM do the RAID, "
                           "or hand everything to ZFS."),
            {}, QStringLiteral("tested October 2026 on Ubuntu 26.04"), {},
            tr("the four-stack comparison (mdadm RAID5, LVM RAID5, LVM thin on mdadm RAID5 and ZFS raidz1 on the "
               "same disks): the lab procedure, the storage-bench fio job, the comparison table, the disk pull, "
               "the teardown order, and what broke: stale metadata, partitioned disks, a silent O_DIRECT failure")},
        {QStringLiteral("resilver-performance"), QStringLiteral("ZFS: Resilver Performance of Various RAID Schemas"),
            QStringLiteral("When building your own DIY home NAS, it is important that you simulate and test drive "
                           "failures before you put your important data on it."),
            QStringLiteral("Louwrentius"), QStringLiteral("31 January 2016"),
            QStringLiteral("https://louwrentius.com/zfs-resilver-performance-of-various-raid-schemas.html"),
            tr("the resilver sweep: mirror and raidz1/2/3 layouts at 25 % and 50 % fill, one CSV row per run")},
        {QStringLiteral("raid5-risk"), QStringLiteral("RAID 5 gets a lot of flak these days\u2026"),
            QStringLiteral("RAID 5 gets a lot of flak these days."), QStringLiteral("Louwrentius"), {}, {},
            tr("the risk of an unrecoverable read error (URE) during a rebuild, and scrubbing before one")},
        {QStringLiteral("zfs-expansion-cost"), QStringLiteral("The 'Hidden' Cost of Using ZFS for Your Home NAS"),
            QStringLiteral("Many home NAS builders consider using ZFS for their file system."),
            QStringLiteral("Louwrentius"), QStringLiteral("2 January 2016"),
            QStringLiteral("https://louwrentius.com/the-hidden-cost-of-using-zfs-for-your-home-nas.html"),
            tr("the cost of expanding a ZFS pool compared with growing an mdadm array")},
        {QStringLiteral("zfs-pool-layouts"), QStringLiteral("Every meaningful pool layout in FreeBSD 15 ZFS 2.4"),
            QStringLiteral("The pool layout you choose on day one is almost impossible to change without a full "
                           "backup-restore cycle."),
            QStringLiteral("computingforgeeks.com"), QStringLiteral("tested April 2026"),
            QStringLiteral("https://computingforgeeks.com/?p=166423"),
            tr("the ZFS pool layouts (stripe, mirror, raidz1/2, striped mirrors, dRAID), special vdevs, spares, "
               "raidz expansion, and the 4k random-write fio job")},
    };
}
