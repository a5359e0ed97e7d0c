#pragma once

#include "ownership/labowner.h"

#include <QCoreApplication>
#include <QDir>
#include <QList>
#include <QString>

#include <memory>

class QTemporaryDir;

// Where one virtual lab lives while it runs: <tmp>/stacklab-vm-XXXXXX with the sparse disk images,
// the share, the helper's socket, QEMU's pid (qemu.pid, written by QEMU's -pidfile) and the lab's
// owner (owner: this process). Removed when the lab stops. A workspace whose owner is gone
// (crashed, SIGKILL, closed terminal) is abandoned: removeAbandoned() kills its QEMU, if one
// still runs, and deletes it.
class VmWorkspace {
    Q_DECLARE_TR_FUNCTIONS(VmWorkspace)

public:
    static QString namePrefix() { return QStringLiteral("stacklab-vm-"); }
    static QString ownerFileName() { return QStringLiteral("owner"); }
    static QString qemuPidFileName() { return QStringLiteral("qemu.pid"); }

    VmWorkspace();
    ~VmWorkspace();
    VmWorkspace(const VmWorkspace &) = delete;
    VmWorkspace &operator=(const VmWorkspace &) = delete;

    // Makes a new workspace in `tempDir` owned by this process. False with *error set.
    bool create(const QString &tempDir, QString *error);
    bool isValid() const;
    QString path() const;
    QString filePath(const QString &name) const;
    // Deletes the workspace and everything in it.
    void remove();

    struct Removal {
        QString directory;
        LabOwner owner;
        qint64 qemuPid = 0; // the QEMU that was still running and got SIGKILL; 0 if none
    };
    // Every abandoned workspace in `tempDir`. QEMU is killed only if the pid its pid file names
    // still runs with the workspace on its command line (a pid reused by another program is
    // never touched). Directories without an owner file are left alone: an older StackLab that
    // still runs may own them.
    static QList<Removal> removeAbandoned(const QString &tempDir = QDir::tempPath());
    // What a person reads about one removal.
    static QString describe(const Removal &removal);

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};
