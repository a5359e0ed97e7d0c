#include "vm/vmimage.h"

#include "about/installlayout.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

VmImage::VmImage(const QString &cacheRoot)
    : m_cacheRoot(cacheRoot)
{
}

QString VmImage::defaultCacheRoot()
{
    const QString fromEnv = qEnvironmentVariable("STACKLAB_VM_CACHE");
    return fromEnv.isEmpty() ? QStringLiteral("/var/cache/stacklab/vm") : fromEnv;
}

QString VmImage::cacheKey(const QByteArray &manifest)
{
    return QString::fromLatin1(QCryptographicHash::hash(manifest, QCryptographicHash::Sha256).toHex().left(16));
}

QString VmImage::directory() const
{
    const QFileInfo current(QDir(m_cacheRoot).filePath(QStringLiteral("current")));
    if (!current.exists())
        return {};
    return current.canonicalFilePath();
}

QString VmImage::key() const
{
    const QString dir = directory();
    return dir.isEmpty() ? QString() : QFileInfo(dir).fileName();
}

QString VmImage::kernelPath() const
{
    const QString dir = directory();
    return dir.isEmpty() ? QString() : QDir(dir).filePath(QStringLiteral("vmlinuz"));
}

QString VmImage::initrdPath() const
{
    const QString dir = directory();
    return dir.isEmpty() ? QString() : QDir(dir).filePath(QStringLiteral("initrd.img"));
}

QString VmImage::buildInfo(const QString &field) const
{
    QFile file(QDir(directory()).filePath(QStringLiteral("build-info.txt")));
    if (directory().isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray prefix = field.toLatin1() + ' ';
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.startsWith(prefix))
            return QString::fromUtf8(line.mid(prefix.size()));
    }
    return {};
}

QString VmImage::kernelVersion() const
{
    return buildInfo(QStringLiteral("kernel"));
}

QString VmImage::zfsVersion() const
{
    return buildInfo(QStringLiteral("zfs"));
}

QStringList VmImage::missing() const
{
    const QString setup = InstallLayout().vmSetupScript();
    const QString dir = directory();
    if (dir.isEmpty())
        return {tr("No virtual lab image in %1 yet: start the virtual lab from StackLab's window, which builds it, or "
                   "run %2 as root (about 10 minutes the first time, then cached).")
                    .arg(m_cacheRoot, setup)};
    QStringList problems;
    for (const QString &name : {QStringLiteral("vmlinuz"), QStringLiteral("initrd.img")}) {
        if (!QFileInfo(QDir(dir).filePath(name)).isFile())
            problems
                << tr("The virtual lab image in %1 has no %2: rebuild it with %3 (as root).").arg(dir, name, setup);
    }
    QFile manifest(QDir(dir).filePath(QStringLiteral("manifest.txt")));
    if (!manifest.open(QIODevice::ReadOnly))
        problems
            << tr("The virtual lab image in %1 has no manifest.txt: rebuild it with %2 (as root).").arg(dir, setup);
    else if (cacheKey(manifest.readAll()) != key())
        problems << tr("The virtual lab image in %1 does not match its manifest: rebuild it with %2 (as root).")
                        .arg(dir, setup);
    return problems;
}
