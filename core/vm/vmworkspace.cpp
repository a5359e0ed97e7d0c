#include "vm/vmworkspace.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>
#include <sys/types.h>

VmWorkspace::VmWorkspace() = default;
VmWorkspace::~VmWorkspace() = default;

bool VmWorkspace::create(const QString &tempDir, QString *error)
{
    m_dir = std::make_unique<QTemporaryDir>(QDir(tempDir).filePath(namePrefix() + QStringLiteral("XXXXXX")));
    if (!m_dir->isValid()) {
        *error = tr("Cannot create a temporary directory for the virtual disks in %1: free some space there.")
                     .arg(tempDir);
        m_dir.reset();
        return false;
    }
    if (!LabOwner::current().write(filePath(ownerFileName()))) {
        *error = tr("Cannot write the virtual lab's owner file in %1: free some space there.").arg(m_dir->path());
        m_dir.reset();
        return false;
    }
    return true;
}

bool VmWorkspace::isValid() const
{
    return m_dir && m_dir->isValid();
}

QString VmWorkspace::path() const
{
    return m_dir ? m_dir->path() : QString();
}

QString VmWorkspace::filePath(const QString &name) const
{
    return m_dir ? m_dir->filePath(name) : QString();
}

void VmWorkspace::remove()
{
    m_dir.reset();
}

static QByteArray commandLineOf(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// SIGKILL, then wait until the process is gone (or a zombie its parent has yet to reap).
static void killAndWait(qint64 pid)
{
    ::kill(static_cast<pid_t>(pid), SIGKILL);
    QElapsedTimer clock;
    clock.start();
    while (LabOwner::startTicksOf(pid) >= 0 && clock.elapsed() < 5000)
        QThread::msleep(50);
}

QList<VmWorkspace::Removal> VmWorkspace::removeAbandoned(const QString &tempDir)
{
    QList<Removal> removals;
    const QDir temp(tempDir);
    const QStringList entries = temp.entryList({namePrefix() + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        const QString directory = temp.filePath(entry);
        const LabOwner owner = LabOwner::read(QDir(directory).filePath(ownerFileName()));
        if (!owner.isValid() || owner.isAlive())
            continue;
        Removal removal {directory, owner, 0};
        QFile pidFile(QDir(directory).filePath(qemuPidFileName()));
        if (pidFile.open(QIODevice::ReadOnly)) {
            bool ok = false;
            const qint64 pid = pidFile.readAll().trimmed().toLongLong(&ok);
            if (ok && pid > 1 && commandLineOf(pid).contains(QFile::encodeName(directory) + '/')) {
                killAndWait(pid);
                removal.qemuPid = pid;
            }
        }
        if (QDir(directory).removeRecursively())
            removals << removal;
    }
    return removals;
}

QString VmWorkspace::describe(const Removal &removal)
{
    if (removal.qemuPid > 0)
        return tr("Removed a virtual lab left behind by %1, which has ended: stopped its QEMU (pid %2) and deleted %3.")
            .arg(removal.owner.describe())
            .arg(removal.qemuPid)
            .arg(removal.directory);
    return tr("Removed a virtual lab left behind by %1, which has ended: deleted %2.")
        .arg(removal.owner.describe(), removal.directory);
}
