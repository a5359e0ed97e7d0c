#pragma once

#include <QString>

// The process that owns a lab (a loop lab's helper, a virtual lab's app): its pid, the start time
// the kernel gives it (clock ticks since boot, /proc/PID/stat field 22) and the boot it ran in.
// Written next to the lab when it is made, so that a later start can tell a lab whose owner is
// gone (crashed, killed, closed terminal) from one that another running process still uses: a
// pid alone may have been reused by an unrelated process since.
struct LabOwner {
    qint64 pid = 0;
    qint64 startTicks = 0;
    QString bootId;

    static LabOwner current();
    // The file a loop lab's directory keeps its owner in (the helper writes it, the app's
    // recovery reads it).
    static QString loopLabFileName() { return QStringLiteral("owner"); }
    // The owner recorded in `path`; pid 0 if the file is missing or unreadable.
    static LabOwner read(const QString &path);
    bool write(const QString &path) const;

    bool isValid() const { return pid > 0; }
    // True while this very process runs: same boot, the pid exists and started at the same tick.
    bool isAlive() const;
    QString describe() const; // "process 1234"

    // Pure parts, for the tests: field 22 of a /proc/PID/stat line (the command may hold spaces
    // and parentheses), -1 if it cannot be read or the process is a zombie.
    static qint64 startTicksFromStat(const QByteArray &stat);
    static qint64 startTicksOf(qint64 pid);
    static QString currentBootId();

    bool operator==(const LabOwner &) const = default;
};
