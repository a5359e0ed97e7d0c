#include "helper/programresolver.h"

#include "helper/requestvalidator.h"

#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

const QStringList &ProgramResolver::trustedDirectories()
{
    static const QStringList directories
        = {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/sbin"), QStringLiteral("/bin")};
    return directories;
}

bool ProgramResolver::isTrustedFile(const QString &path)
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

QString ProgramResolver::packageFor(const QString &program)
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

QString ProgramResolver::resolve(const QString &program, QString *error)
{
    if (program.contains(QLatin1Char('/')) || !RequestValidator::allowedPrograms().contains(program)) {
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
