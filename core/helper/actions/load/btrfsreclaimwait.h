#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

// After a workload deletes its files, btrfs keeps the emptied block groups allocated until its
// cleaner has discarded and removed them (about 10 s with discard=async, the default on SSDs
// and loop devices), and only at a transaction commit. A person running seed 000's steps by hand
// never notices; the lab does: on small disks the next writes filled the unallocated space, and
// the later `btrfs replace` failed with ENOSPC ("scrub: failed setting block group ro: -28")
// because the surviving disks had no room for the metadata chunk it needs. So the workload ends
// only once btrfs has returned that space: a commit every second until the discard queue is
// empty and the data allocation has stopped shrinking. Other filesystems finish at once.
class BtrfsReclaimWait : public QObject {
    Q_OBJECT

public:
    static constexpr int PollMs = 1000;
    static constexpr int TimeoutMs = 60000;

    explicit BtrfsReclaimWait(QObject *parent = nullptr);

    // dirFd: the mounted stack's directory descriptor, kept open by the caller until done().
    void start(int dirFd);
    void stop();
    bool isRunning() const { return m_timer.isActive(); }

    // The btrfs sysfs directory of the filesystem that holds dirFd (/sys/fs/btrfs/<fsid>); empty
    // when it is not btrfs. sysRoot is for tests.
    static QString sysfsDirectory(int dirFd, const QString &sysRoot = QStringLiteral("/sys/fs/btrfs"));

signals:
    // settled: false when the timeout ended the wait. releasedBytes: data allocation returned.
    void done(bool settled, qint64 releasedBytes, qint64 elapsedMs, bool isBtrfs);

private:
    void poll();
    qint64 readNumber(const QString &relative) const;

    QTimer m_timer;
    QElapsedTimer m_clock;
    QString m_sysfs;
    int m_fd = -1;
    int m_polls = 0;
    int m_stablePolls = 0; // consecutive polls with the same data allocation
    bool m_sawDiscard = false;
    int m_drainedAtPoll = -1; // the poll that first found the discard queue empty again
    qint64 m_totalAtDrain = -1;
    qint64 m_startTotal = -1;
    qint64 m_lastTotal = -1;
};
