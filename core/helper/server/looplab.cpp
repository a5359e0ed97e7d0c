#include "helper/server/looplab.h"

#include "helper/actions/execpolicy.h"
#include "helper/server/deviceidentity.h"
#include "ownership/labowner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

LoopLab::LoopLab(const ExecPolicy &policy, QString root)
    : m_policy(&policy)
    , m_root(std::move(root))
{
}

HelperRefusal LoopLab::checkCreate(int count, qint64 sizeBytes)
{
    if (count < 1 || count > MaxCount)
        return {QStringLiteral("lab.bad-count"), QStringLiteral("count"),
            tr("The loop lab makes 1 to %1 disks; %2 were asked for.").arg(MaxCount).arg(count)};
    if (sizeBytes < MinSizeBytes || sizeBytes > MaxSizeBytes || sizeBytes % 4096 != 0)
        return {QStringLiteral("lab.bad-size"), QStringLiteral("sizeBytes"),
            tr("A loop disk is 64 MiB to 16 GiB and a multiple of 4096 bytes; %1 bytes were asked for.")
                .arg(sizeBytes)};
    return {};
}

bool LoopLab::runTool(const QStringList &argv, QByteArray *out, QString *error) const
{
    const QString program = m_policy->resolve(argv.first(), error);
    if (program.isEmpty())
        return false;
    QProcess process;
    m_policy->prepare(&process, program, argv.mid(1));
    process.start();
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        *error = tr("%1 did not finish within a minute.").arg(argv.join(QLatin1Char(' ')));
        return false;
    }
    if (out)
        *out = process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error
            = tr("%1 failed: %2")
                  .arg(argv.join(QLatin1Char(' ')), QString::fromLocal8Bit(process.readAllStandardError()).trimmed());
        return false;
    }
    return true;
}

bool LoopLab::detachOwn(const QString &node, const QString &directory, QString *error) const
{
    // What `losetup -d` does (LOOP_CLR_FD on an open descriptor), but the backing file is checked
    // on the very device that descriptor holds: while it is open the loop cannot be unbound and
    // bound to another file, so another process's loop is never detached.
    const int fd = ::open(QFile::encodeName(node).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    struct stat info { };
    if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISBLK(info.st_mode)) {
        *error = tr("Could not open the loop device %1: %2").arg(node, QString::fromLocal8Bit(std::strerror(errno)));
        if (fd >= 0)
            ::close(fd);
        return false;
    }
    QFile file(
        QStringLiteral("/sys/dev/block/%1/loop/backing_file").arg(DeviceNumber::fromDev(info.st_rdev).toString()));
    QString backing = file.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(file.readAll()).trimmed() : QString();
    backing.remove(QLatin1String(" (deleted)"));
    bool ok = backing.startsWith(directory + QLatin1Char('/'));
    if (!ok)
        *error = tr("%1 is no longer bound to a file of this loop lab (now: %2): left alone.")
                     .arg(node, backing.isEmpty() ? tr("nothing") : backing);
    else if (::ioctl(fd, LOOP_CLR_FD, 0) != 0) {
        ok = false;
        *error = tr("Could not detach %1: %2").arg(node, QString::fromLocal8Bit(std::strerror(errno)));
    }
    ::close(fd);
    return ok;
}

QList<LoopLab::LoopDisk> LoopLab::attached(const QString &session) const
{
    QList<LoopDisk> disks;
    const QString directory = sessionDirectory(session) + QLatin1Char('/');
    const QStringList loops
        = QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &loop : loops) {
        QFile file(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loop));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QString backing = QString::fromLocal8Bit(file.readAll()).trimmed();
        // A truncated-away ("failed") disk keeps its name; a deleted one gains " (deleted)".
        backing.remove(QLatin1String(" (deleted)"));
        if (backing.startsWith(directory))
            disks.append({QStringLiteral("/dev/") + loop, backing});
    }
    return disks;
}

QStringList LoopLab::abandonedSessions() const
{
    QStringList sessions;
    const QStringList entries = QDir(m_root).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &session : entries) {
        const LabOwner owner = LabOwner::read(sessionDirectory(session) + QLatin1Char('/') + ownerFileName());
        if (owner.isValid() && !owner.isAlive())
            sessions << session;
    }
    return sessions;
}

bool LoopLab::create(const QString &session, int count, qint64 sizeBytes, QList<LoopDisk> *disks, QString *error)
{
    const QString directory = sessionDirectory(session);
    if (!QDir().mkpath(directory)) {
        *error = tr("Could not create %1: check that /var/lib is writable.").arg(directory);
        return false;
    }
    QFile::setPermissions(directory, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (!LabOwner::current().write(directory + QLatin1Char('/') + ownerFileName())) {
        *error
            = tr("Could not record the owner of the loop lab in %1: check that /var/lib is writable.").arg(directory);
        return false;
    }
    QList<LoopDisk> made;
    int index = 0;
    for (int i = 0; i < count; ++i) {
        QString file;
        do {
            file = directory + QStringLiteral("/disk%1.img").arg(index++);
        } while (QFileInfo::exists(file));
        QFile image(file);
        if (!image.open(QIODevice::WriteOnly | QIODevice::NewOnly) || !image.resize(sizeBytes)) {
            *error = tr("Could not create the sparse file %1: %2").arg(file, image.errorString());
            QFile::remove(file);
            break;
        }
        image.close();
        QByteArray out;
        if (!runTool({QStringLiteral("losetup"), QStringLiteral("-f"), QStringLiteral("--show"), file}, &out, error)) {
            QFile::remove(file);
            break;
        }
        made.append({QString::fromLocal8Bit(out).trimmed(), file});
    }
    if (made.size() != count) {
        for (const LoopDisk &disk : std::as_const(made)) {
            QString ignored;
            detachOwn(disk.node, directory, &ignored);
            QFile::remove(disk.backingFile);
        }
        return false;
    }
    *disks = made;
    return true;
}

bool LoopLab::destroy(const QString &session, const QString &mountRoot, QStringList *detached, QString *error)
{
    const QList<LoopDisk> disks = attached(session);
    QStringList problems;
    // Lab mounts of this session first (top layer first), then the loops, then the files.
    QFile mountinfo(QStringLiteral("/proc/self/mountinfo"));
    if (mountinfo.open(QIODevice::ReadOnly)) {
        QStringList points;
        const QList<QByteArray> lines = mountinfo.readAll().split('\n');
        for (const QByteArray &line : lines) {
            const QString point = QString::fromLocal8Bit(line.split(' ').value(4));
            if ((point + QLatin1Char('/')).startsWith(mountRoot + QLatin1Char('/')))
                points.prepend(point);
        }
        for (const QString &point : std::as_const(points)) {
            QString problem;
            if (!runTool({QStringLiteral("umount"), point}, nullptr, &problem))
                problems.append(problem);
        }
    }
    for (const LoopDisk &disk : disks) {
        QString problem;
        if (detachOwn(disk.node, sessionDirectory(session), &problem))
            detached->append(disk.node);
        else
            problems.append(problem);
    }
    // The session's mount points, now empty: rmdir only, never a recursive delete (a mount that
    // is still there keeps its directory, and its files).
    if (problems.isEmpty() && QFileInfo(mountRoot).isDir()) {
        QDir root(mountRoot);
        const QStringList children = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &child : children)
            root.rmdir(child);
        QDir().rmdir(mountRoot);
    }
    const QString directory = sessionDirectory(session);
    if (QFileInfo::exists(directory) && !QDir(directory).removeRecursively())
        problems.append(tr("Could not remove %1.").arg(directory));
    if (!problems.isEmpty()) {
        *error = problems.join(QLatin1Char('\n'));
        return false;
    }
    return true;
}
