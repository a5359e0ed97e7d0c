#include "ownership/labowner.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <unistd.h>

QString LabOwner::currentBootId()
{
    QFile file(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    return file.open(QIODevice::ReadOnly) ? QString::fromLatin1(file.readAll().trimmed()) : QString();
}

qint64 LabOwner::startTicksFromStat(const QByteArray &stat)
{
    // "pid (comm) state ppid …": comm may contain ") " itself, so count fields after the last ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 1).simplified().split(' ');
    // fields[0] is field 3 (state): field 22 is fields[19]. A zombie has ended (its parent has
    // not reaped it yet): it owns nothing any more.
    if (fields.size() < 20 || fields.at(0) == "Z" || fields.at(0) == "X")
        return -1;
    bool ok = false;
    const qint64 ticks = fields.at(19).toLongLong(&ok);
    return ok ? ticks : -1;
}

qint64 LabOwner::startTicksOf(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return startTicksFromStat(file.readAll());
}

LabOwner LabOwner::current()
{
    LabOwner owner;
    owner.pid = ::getpid();
    owner.startTicks = startTicksOf(owner.pid);
    owner.bootId = currentBootId();
    return owner;
}

LabOwner LabOwner::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> fields = file.read(4096).simplified().split(' ');
    LabOwner owner;
    if (fields.size() != 3)
        return owner;
    bool pidOk = false;
    bool ticksOk = false;
    owner.pid = fields.at(0).toLongLong(&pidOk);
    owner.startTicks = fields.at(1).toLongLong(&ticksOk);
    owner.bootId = QString::fromLatin1(fields.at(2));
    if (!pidOk || !ticksOk || owner.pid <= 0)
        return {};
    return owner;
}

bool LabOwner::write(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QStringLiteral("%1 %2 %3\n").arg(pid).arg(startTicks).arg(bootId).toLatin1());
    return file.commit();
}

bool LabOwner::isAlive() const
{
    if (!isValid())
        return false;
    // Another boot: every process of that boot is gone (a /tmp or /var/lib that survived a reboot).
    if (!bootId.isEmpty() && bootId != currentBootId())
        return false;
    const qint64 ticks = startTicksOf(pid);
    return ticks >= 0 && ticks == startTicks;
}

QString LabOwner::describe() const
{
    return QCoreApplication::translate("LabOwner", "process %1").arg(pid);
}
