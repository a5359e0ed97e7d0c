#include "helper/execpolicy.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <sys/stat.h>

const QStringList &ExecPolicy::allowedPrograms()
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
        // plain file work under the lab root
        QStringLiteral("mkdir"), QStringLiteral("rmdir"), QStringLiteral("tee"), QStringLiteral("dd"),
        QStringLiteral("sync"), QStringLiteral("truncate"), QStringLiteral("sha256sum"), QStringLiteral("cat"),
        QStringLiteral("test"), QStringLiteral("stat"),
        QStringLiteral("df"), // read-only: the usable space the report states
    };
    return programs;
}

bool ExecPolicy::isAllowed(const QString &program)
{
    return allowedPrograms().contains(program);
}

const QStringList &ExecPolicy::trustedDirectories()
{
    static const QStringList directories
        = {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/sbin"), QStringLiteral("/bin")};
    return directories;
}

bool ExecPolicy::isTrustedFile(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return false;
    QString current = canonical;
    while (true) {
        struct stat info { };
        if (::stat(QFile::encodeName(current).constData(), &info) != 0)
            return false;
        if (info.st_uid != 0 || (info.st_mode & (S_IWGRP | S_IWOTH)) != 0)
            return false;
        if (current == QLatin1String("/"))
            return true;
        current = QFileInfo(current).absolutePath();
    }
}

QString ExecPolicy::packageFor(const QString &program)
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
             QStringLiteral("umount"), QStringLiteral("blockdev"), QStringLiteral("fstrim")},
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

QString ExecPolicy::resolve(const QString &program, QString *error)
{
    if (program.contains(QLatin1Char('/')) || !isAllowed(program)) {
        *error = tr("'%1' is not on the helper's list of allowed programs.").arg(program.left(64));
        return {};
    }
    bool foundUntrusted = false;
    for (const QString &directory : trustedDirectories()) {
        const QString candidate = directory + QLatin1Char('/') + program;
        const QFileInfo info(candidate);
        if (!info.exists())
            continue;
        if (!info.isFile() && !info.isSymLink())
            continue;
        if (!isTrustedFile(candidate)) {
            foundUntrusted = true;
            continue;
        }
        if (!info.isExecutable())
            continue;
        return candidate;
    }
    *error = foundUntrusted
        ? tr("%1 was found but is not owned by root or is writable by others: refusing to run it.").arg(program)
        : tr("%1 not found in /usr/sbin, /usr/bin, /sbin or /bin: install the %2 package.")
              .arg(program, packageFor(program));
    return {};
}

QProcessEnvironment ExecPolicy::cleanEnvironment()
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), trustedDirectories().join(QLatin1Char(':')));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    return environment;
}

void ExecPolicy::prepare(QProcess *process, const QString &resolvedProgram, const QStringList &arguments)
{
    process->setProgram(resolvedProgram);
    process->setArguments(arguments);
    process->setProcessEnvironment(cleanEnvironment());
    process->setWorkingDirectory(QStringLiteral("/"));
}
