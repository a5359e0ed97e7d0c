#include "helper/actions/load/btrfsreclaimwait.h"

#include <QFile>

#include <linux/btrfs.h>
#include <linux/magic.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>
#include <unistd.h>

BtrfsReclaimWait::BtrfsReclaimWait(QObject *parent)
    : QObject(parent)
{
    m_timer.setInterval(PollMs);
    connect(&m_timer, &QTimer::timeout, this, &BtrfsReclaimWait::poll);
}

QString BtrfsReclaimWait::sysfsDirectory(int dirFd, const QString &sysRoot)
{
    struct statfs fs { };
    if (::fstatfs(dirFd, &fs) != 0 || fs.f_type != BTRFS_SUPER_MAGIC)
        return {};
    btrfs_ioctl_fs_info_args info {};
    if (::ioctl(dirFd, BTRFS_IOC_FS_INFO, &info) != 0)
        return {};
    const QByteArray hex = QByteArray(reinterpret_cast<const char *>(info.fsid), BTRFS_FSID_SIZE).toHex();
    // 8-4-4-4-12, as the kernel names the directory.
    const QString uuid = QString::fromLatin1(
        hex.mid(0, 8) + '-' + hex.mid(8, 4) + '-' + hex.mid(12, 4) + '-' + hex.mid(16, 4) + '-' + hex.mid(20, 12));
    return sysRoot + QLatin1Char('/') + uuid;
}

void BtrfsReclaimWait::start(int dirFd)
{
    m_fd = dirFd;
    m_sysfs = sysfsDirectory(dirFd);
    m_clock.start();
    m_polls = 0;
    m_stablePolls = 0;
    m_sawDiscard = false;
    m_drainedAtPoll = -1;
    m_totalAtDrain = -1;
    if (m_sysfs.isEmpty()) {
        emit done(true, 0, 0, false);
        return;
    }
    m_startTotal = m_lastTotal = readNumber(QStringLiteral("allocation/data/total_bytes"));
    m_timer.start();
}

void BtrfsReclaimWait::stop()
{
    m_timer.stop();
}

qint64 BtrfsReclaimWait::readNumber(const QString &relative) const
{
    QFile file(m_sysfs + QLatin1Char('/') + relative);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const qint64 value = file.readAll().trimmed().toLongLong(&ok);
    return ok ? value : -1;
}

void BtrfsReclaimWait::poll()
{
    // BTRFS_IOC_SYNC, not syncfs(2): besides the commit (when btrfs queues the emptied groups) it
    // wakes the transaction thread, which wakes the cleaner that removes them. With syncfs alone
    // nothing was returned within a minute here.
    ::ioctl(m_fd, BTRFS_IOC_SYNC, nullptr);
    const qint64 total = readNumber(QStringLiteral("allocation/data/total_bytes"));
    const qint64 discardable = readNumber(QStringLiteral("discard/discardable_bytes"));
    ++m_polls;
    m_stablePolls = (total >= 0 && total == m_lastTotal) ? m_stablePolls + 1 : 0;
    m_lastTotal = total;
    m_sawDiscard = m_sawDiscard || discardable > 0;
    if (m_sawDiscard && discardable <= 0 && m_drainedAtPoll < 0) {
        m_drainedAtPoll = m_polls;
        m_totalAtDrain = total;
    }
    // With async discard an emptied group is discarded first (about 10 s) and removed at a cleaner
    // run after that: once the queue has drained, done when the allocation has shrunk and held
    // still for two commits, or five commits later if nothing was left to remove. (Ending at the
    // first quiet moment after the drain missed the removal by a fraction of a second under load.)
    // Without async discard the cleaner removes them at the next commits.
    bool settled = false;
    if (m_sawDiscard)
        settled = m_drainedAtPoll >= 0 && discardable <= 0
            && ((total < m_totalAtDrain && m_stablePolls >= 2) || m_polls - m_drainedAtPoll >= 5);
    else
        settled = m_polls >= 3 && m_stablePolls >= 2;
    const bool timedOut = m_clock.elapsed() >= TimeoutMs;
    if (!settled && !timedOut)
        return;
    m_timer.stop();
    const qint64 released = (m_startTotal >= 0 && total >= 0) ? std::max<qint64>(0, m_startTotal - total) : 0;
    emit done(settled, released, m_clock.elapsed(), true);
}
