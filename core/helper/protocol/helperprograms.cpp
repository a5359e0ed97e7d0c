#include "helper/protocol/helperprograms.h"

const QStringList &HelperPrograms::allowed()
{
    static const QStringList programs = {
        // md and LVM
        QStringLiteral("mdadm"), QStringLiteral("pvcreate"), QStringLiteral("vgcreate"), QStringLiteral("lvcreate"),
        QStringLiteral("lvconvert"), QStringLiteral("lvchange"), QStringLiteral("lvextend"), QStringLiteral("lvs"),
        QStringLiteral("vgs"), QStringLiteral("pvs"), QStringLiteral("vgreduce"), QStringLiteral("vgremove"),
        QStringLiteral("vgchange"), QStringLiteral("pvremove"), QStringLiteral("vgck"), QStringLiteral("lvremove"),
        QStringLiteral("lvdisplay"),
        // ZFS
        QStringLiteral("zpool"), QStringLiteral("zfs"),
        // filesystems
        QStringLiteral("mkfs.xfs"), QStringLiteral("mkfs.btrfs"), QStringLiteral("btrfs"), QStringLiteral("xfs_repair"),
        QStringLiteral("mount"), QStringLiteral("umount"), QStringLiteral("fstrim"),
        // disks and the loop lab
        QStringLiteral("wipefs"), QStringLiteral("blkid"), QStringLiteral("losetup"), QStringLiteral("sgdisk"),
        QStringLiteral("parted"), QStringLiteral("blockdev"), QStringLiteral("udevadm"),
        // built into the helper, no program file: the loop lab's pull and give-back (LoopIo)
        QStringLiteral("loop-io"),
        // plain file work under the lab root
        QStringLiteral("mkdir"), QStringLiteral("rmdir"), QStringLiteral("tee"), QStringLiteral("dd"),
        QStringLiteral("sync"), QStringLiteral("truncate"), QStringLiteral("sha256sum"), QStringLiteral("cat"),
        QStringLiteral("test"), QStringLiteral("stat"),
        QStringLiteral("df"), // read-only: the usable space the report states
        QStringLiteral("findmnt"), // read-only: the inventory's mounts
    };
    return programs;
}

const QStringList &HelperPrograms::trustedDirectories()
{
    static const QStringList directories
        = {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/sbin"), QStringLiteral("/bin")};
    return directories;
}

QString HelperPrograms::packageFor(const QString &program)
{
    static const QList<std::pair<QStringList, const char *>> packages = {
        {{QStringLiteral("mdadm")}, "mdadm"},
        {{QStringLiteral("zpool"), QStringLiteral("zfs")}, "zfsutils-linux"},
        {{QStringLiteral("mkfs.xfs"), QStringLiteral("xfs_repair")}, "xfsprogs"},
        {{QStringLiteral("mkfs.btrfs"), QStringLiteral("btrfs")}, "btrfs-progs"},
        {{QStringLiteral("sgdisk")}, "gdisk"},
        {{QStringLiteral("parted")}, "parted"},
        {{QStringLiteral("udevadm")}, "udev"},
        {{QStringLiteral("wipefs"), QStringLiteral("blkid"), QStringLiteral("losetup"), QStringLiteral("mount"),
             QStringLiteral("umount"), QStringLiteral("blockdev"), QStringLiteral("fstrim"), QStringLiteral("findmnt")},
            "util-linux / mount"},
    };
    for (const auto &[programs, package] : packages) {
        if (programs.contains(program))
            return QString::fromLatin1(package);
    }
    if (program.startsWith(QLatin1String("pv")) || program.startsWith(QLatin1String("vg"))
        || program.startsWith(QLatin1String("lv")))
        return QStringLiteral("lvm2");
    return QStringLiteral("coreutils");
}
