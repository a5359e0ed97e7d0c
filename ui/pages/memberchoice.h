#pragma once

#include "disks/inventory/diskidentityresolver.h"
#include "disks/inventory/diskinventory.h"
#include "lab/walk/phasedestruction.h"
#include "stacks/plan/plan.h"

#include <QMap>
#include <QObject>
#include <QStringList>

class QComboBox;
class QListWidget;

// The Build page's member disks and spare: the disk list (members in the order checked; system and
// in-use disks listed disabled with the reason), the spare box, and the rule that a disk is a
// member or the spare, never both. While a walk goes on its disks are "this lab's stack": listed,
// chosen and kept whatever the inventory now says of them (a mounted btrfs is "in use", a pulled
// loop disk has no medium), and the choice cannot change under the stack.
class MemberChoice : public QObject {
    Q_OBJECT
public:
    MemberChoice(QListWidget *disks, QComboBox *spare, QObject *parent = nullptr);

    void setSnapshot(const InventorySnapshot &snapshot);
    const InventorySnapshot &snapshot() const { return m_snapshot; }
    // kernel name -> path, from a lab target (guest by-id paths, loop nodes); empty: this machine.
    void setTargetPaths(const QMap<QString, QString> &paths);
    // The same lab's disks under new kernel names (a pulled disk given back came up as another
    // sdX): the choice and an ended walk's disks stay.
    void renameTargetDisks(const QMap<QString, QString> &paths);
    // The walk's members and spare by path (empty: the walk ended, or none): kept and locked as
    // described above. When it ends, `keptAfterEnd` (torn down, its plan still shown) keeps its
    // disks chosen until the choice changes; else (left without a teardown) nothing stays chosen.
    void setWalkDisks(const QStringList &members, const QString &spare, bool keptAfterEnd = true);

    // Checks the disks with these kernel names (in this order), unchecks the rest.
    void setMembers(const QStringList &names);
    // The spare (empty: none). A member named as the spare stops being a member.
    void setSpare(const QString &name);
    QStringList members() const { return m_order; }
    QString spare() const;
    QStringList spareChoices() const;
    // Kernel name of the disk a stable ID or path names; empty when the inventory does not list it.
    QString nameOf(const QString &stableIdOrPath) const;

    const Disk *diskByName(const QString &name) const;
    // How requests name a disk: the target's path, else a by-id link when udev gave one, else its node.
    QString pathOf(const Disk &disk) const;
    bool inWalk(const Disk &disk) const;

    // Puts the chosen members and spare into REQUEST by path, with their kernel names and
    // backing files (what the fail phase pulls by).
    void addChosenDisks(RecipeRequest *request) const;
    // A walk's request names its disks by path only after a restart: their kernel names and
    // backing files from the inventory, for the disks it lists (a pulled disk is gone from it).
    void nameWalkDisks(RecipeRequest *request) const;
    // Every disk a destructive step destroys, in the step's order, as its confirmation names them.
    QList<DoomedDisk> doomedDisks(const PlanStep &step) const;

Q_SIGNALS:
    void changed(); // the person checked a member or chose a spare

private:
    bool offered(const Disk &disk) const
    {
        return disk.selectable() || inWalk(disk) || m_afterWalk.contains(pathOf(disk));
    }
    void fill();
    // The person (or the page for them) chose anew, or another lab came: the ended walk's disks
    // are no longer kept chosen.
    void forgetEndedWalk();
    void updateExclusiveChoices(const QString &spare);
    void markWalkDisks();
    // "sdb  <id>": the by-id name the plan's commands use when they name the disk by one (the
    // virtual lab's udev link scsi-0QEMU_…, where the guest's sysfs gives scsi-QEMU_…), else its
    // stable ID.
    QString diskLabel(const Disk &disk) const;

    QListWidget *m_disks;
    QComboBox *m_spare;
    InventorySnapshot m_snapshot;
    QStringList m_order; // checked members in the order they were checked
    DiskIdentityResolver m_identities; // the snapshot's disks by name, with the lab target's paths
    QStringList m_walkMembers;
    // The disks of a walk that just ended stay chosen until the person changes the choice: the
    // inventory may still call them in use until it is read again after the teardown.
    QStringList m_afterWalk;
    QStringList m_afterWalkMembers; // its members alone, in member order
    QString m_walkSpare;
};
