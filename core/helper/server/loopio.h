#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The loop lab's pull and give-back, done inside the helper with the loop driver's own ioctl
// because no tool does it safely. `truncate -s 0` followed by `losetup -c` leaves a window: writes
// already queued in the loop driver land after the truncate and grow the file again, and when one
// lands before `losetup -c` reads the size the "pulled" disk comes back at that size and takes every
// later write. LOOP_SET_STATUS64 with a one-byte size limit freezes the device's queue, waits for
// what is in flight, and sets its capacity to zero sectors before the queue runs again: from then on
// every I/O fails with EIO and no byte reaches the backing file, as with a drive that is gone.
// Resume clears the limit, so the capacity follows the backing file again (the give-back after the
// teardown, once the file has its size back).
//
// Plan steps name it as argv {"loop-io", "stop"|"resume", "/dev/loopN"}; the executor runs it in
// process, after the request validator resolved the node to a claimed loop device like any path.
class LoopIo {
    Q_DECLARE_TR_FUNCTIONS(LoopIo)
public:
    static QString program() { return QStringLiteral("loop-io"); }
    static bool isBuiltin(const QStringList &argv) { return argv.value(0) == program(); }

    // Runs argv (see above); false with *error in the kernel's words when the ioctl fails.
    static bool run(const QStringList &argv, QString *error);

    static bool stop(const QString &node, QString *error) { return setSizeLimit(node, 1, error); }
    static bool resume(const QString &node, QString *error) { return setSizeLimit(node, 0, error); }

private:
    static bool setSizeLimit(const QString &node, quint64 bytes, QString *error);
};
