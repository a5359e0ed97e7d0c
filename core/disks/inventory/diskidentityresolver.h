#pragma once

#include "disks/inventory/diskinventory.h"

#include <QList>
#include <QMap>
#include <QString>

#include <functional>

// One disk under every name StackLab meets it by on its way from the inventory to the helper.
struct DiskIdentity {
    QString path; // what plans and requests name it by: a lab target's path, a by-id link, or the node
    QString node; // /dev/sdc, /dev/loop3: the target's own (the guest's, in the virtual lab)
    QString kernelName; // sdc, loop3
    QString stableId; // as the inventory shows it: a by-id link, WWN, serial or a loop's backing file
    QString backingFile; // loop devices only
    bool operator==(const DiskIdentity &) const = default;
};

// A name resolved against the inventory: the disk, and the partition when the name was a partition's.
struct ResolvedDisk {
    const Disk *disk = nullptr;
    const DiskPartition *partition = nullptr;
    bool isWholeDisk() const { return disk && !partition; }
};

// The one place where a disk's names are turned into each other: inventory entry <-> stable ID
// (by-id links, WWN, serial) <-> node <-> kernel name <-> a loop device's backing file, and the path
// a plan names the disk by. The Build and Disks pages, `stacklab-cli plan`, the planner's --disks and
// the lab target (the nodes its helper answers with) all go through it.
class DiskIdentityResolver {
public:
    // Follows a path's links to what it names; empty when nothing is there. Without one only the
    // names themselves match: the GUI's disks may be a guest's, whose links the host does not have.
    using RealPath = std::function<QString(const QString &path)>;
    static QString liveRealPath(const QString &path); // this machine's filesystem

    explicit DiskIdentityResolver(const InventorySnapshot &snapshot = {}, RealPath realPath = {});

    // A new scan; the target paths stay.
    void setInventory(const InventorySnapshot &snapshot);
    // A lab target names its disks by its own paths (guest by-id links, loop nodes): kernel name -> path.
    void setTargetPaths(const QMap<QString, QString> &pathsByKernelName);
    const QList<Disk> &disks() const { return m_disks; }

    // The disk NAME means: the path a plan names it by, any by-id link udev made for it, its stable
    // ID, its node or its backing file; or a partition's node (then `partition` is set). Failing
    // that, with a RealPath, whatever NAME's links lead to. Null when no disk of the inventory has
    // the name. Kernel names are not paths: byKernelName().
    ResolvedDisk resolve(const QString &name) const;
    const Disk *byKernelName(const QString &kernelName) const;

    // The path a plan names DISK by: the lab target's path, else its by-id link (the one udev made,
    // or, while udev runs, the link it makes from the WWN or serial), else its node.
    QString planPath(const Disk &disk) const;
    DiskIdentity identity(const Disk &disk) const;

    // Names a disk across inventory scans (its stable ID and kernel name): what a page keeps selected.
    static QString selectionKey(const Disk &disk);
    // The kernel name of a node the kernel named (/dev/sdc, /dev/loop3), as a helper answers with.
    static QString kernelNameOfNode(const QString &node);
    // What a RecipeRequest carries about its disks: path -> kernel name, and path -> backing file
    // (loop devices only); and the way back, kernel name -> path.
    static QMap<QString, QString> kernelNamesByPath(const QList<DiskIdentity> &disks);
    static QMap<QString, QString> backingFilesByPath(const QList<DiskIdentity> &disks);
    static QMap<QString, QString> pathsByKernelName(const QList<DiskIdentity> &disks);

private:
    ResolvedDisk resolveExactly(const QString &name) const;

    QList<Disk> m_disks;
    bool m_identityFromUdev = false;
    RealPath m_realPath;
    QMap<QString, QString> m_targetPaths;
};
