#pragma once

#include "helper/protocol/helperprotocol.h"
#include "ownership/labowner.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ExecPolicy;

// The loop lab: sparse files under <root>/<session>/ attached with `losetup -f --show`, so a
// session can run every stack without real disks. Only loops whose backing file lies in the
// session's own directory are ever detached. The helper that made a lab is its owner
// (<root>/<session>/owner): a lab whose owner is gone is abandoned, and the next helper to make a
// lab removes it.
class LoopLab {
    Q_DECLARE_TR_FUNCTIONS(LoopLab)

public:
    struct LoopDisk {
        QString node; // /dev/loopN
        QString backingFile;
    };

    static constexpr int MaxCount = 8;
    static constexpr qint64 MinSizeBytes = 64LL << 20;
    static constexpr qint64 MaxSizeBytes = 16LL << 30;

    // losetup and umount run through the helper's policy.
    explicit LoopLab(const ExecPolicy &policy, QString root = QStringLiteral("/var/lib/stacklab/loop-lab"));

    // Checks count and size (lab.bad-count, lab.bad-size).
    static HelperRefusal checkCreate(int count, qint64 sizeBytes);

    // Creates count sparse files and attaches them. On failure detaches and removes what it made.
    bool create(const QString &session, int count, qint64 sizeBytes, QList<LoopDisk> *disks, QString *error);

    // Unmounts the session's loops from mounts under mountRoot, detaches them and removes the
    // session directory. Returns the nodes it detached.
    bool destroy(const QString &session, const QString &mountRoot, QStringList *detached, QString *error);

    // The loops whose backing file lies in the session directory, read from sysfs.
    QList<LoopDisk> attached(const QString &session) const;

    // Sessions whose recorded owner no longer runs (labs without an owner file, made before
    // owners were recorded, are left alone: their owner may still run).
    QStringList abandonedSessions() const;
    static QString ownerFileName() { return LabOwner::loopLabFileName(); }

    QString sessionDirectory(const QString &session) const { return m_root + QLatin1Char('/') + session; }
    const QString &root() const { return m_root; }

private:
    // Detaches NODE only while the file bound to it lies in DIRECTORY.
    bool detachOwn(const QString &node, const QString &directory, QString *error) const;
    bool runTool(const QStringList &argv, QByteArray *out, QString *error) const;
    const ExecPolicy *m_policy; // a pointer: the server replaces its lab by assignment (tests)
    QString m_root;
};
