#include "pages/memberchoice.h"

#include <QComboBox>
#include <QListWidget>

#include <algorithm>

MemberChoice::MemberChoice(QListWidget *disks, QComboBox *spare, QObject *parent)
    : QObject(parent)
    , m_disks(disks)
    , m_spare(spare)
{
    connect(m_spare, &QComboBox::currentIndexChanged, this, [this] {
        forgetEndedWalk();
        updateExclusiveChoices(m_spare->currentData().toString());
        Q_EMIT changed();
    });
    connect(m_disks, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString name = item->data(Qt::UserRole).toString();
        forgetEndedWalk();
        m_order.removeAll(name);
        if (item->checkState() == Qt::Checked)
            m_order.append(name);
        updateExclusiveChoices(m_spare->currentData().toString());
        Q_EMIT changed();
    });
    updateExclusiveChoices({});
}

void MemberChoice::setSnapshot(const InventorySnapshot &snapshot)
{
    m_snapshot = snapshot;
    m_identities.setInventory(snapshot);
    fill();
}

void MemberChoice::setWalkDisks(const QStringList &members, const QString &spare, bool keptAfterEnd)
{
    if (members.isEmpty() && !m_walkMembers.isEmpty()) {
        if (keptAfterEnd) {
            m_afterWalk = m_walkMembers + QStringList {m_walkSpare};
            m_afterWalkMembers = m_walkMembers;
        } else {
            forgetEndedWalk();
            m_order.clear();
            const QSignalBlocker block(m_spare);
            m_spare->setCurrentIndex(0); // no spare
        }
    }
    m_walkMembers = members;
    m_walkSpare = spare;
    fill();
}

void MemberChoice::setTargetPaths(const QMap<QString, QString> &paths)
{
    forgetEndedWalk(); // another lab: the ended walk's disks are not there
    m_identities.setTargetPaths(paths);
}

void MemberChoice::renameTargetDisks(const QMap<QString, QString> &paths)
{
    m_identities.setTargetPaths(paths);
    fill();
}

void MemberChoice::forgetEndedWalk()
{
    m_afterWalk.clear();
    m_afterWalkMembers.clear();
}

QString MemberChoice::nameOf(const QString &stableIdOrPath) const
{
    for (const Disk &disk : std::as_const(m_snapshot.disks)) {
        if (!stableIdOrPath.isEmpty() && (disk.stableId == stableIdOrPath || pathOf(disk) == stableIdOrPath))
            return disk.name;
    }
    return {};
}

void MemberChoice::fill()
{
    const QString spare = m_spare->currentData().toString();
    if (!m_afterWalk.isEmpty()) {
        // The ended walk's members stay chosen in its order, also one it pulled that the teardown
        // gave back after the walk had ended (it was missing from the inventory in between).
        m_order.clear();
        for (const QString &path : std::as_const(m_afterWalkMembers)) {
            if (const QString name = nameOf(path); !name.isEmpty())
                m_order << name;
        }
    }
    {
        const QSignalBlocker blockList(m_disks);
        m_disks->clear();
        QStringList kept;
        for (const Disk &disk : m_snapshot.disks) {
            auto *item = new QListWidgetItem(m_disks);
            item->setData(Qt::UserRole, disk.name);
            if (offered(disk)) {
                item->setCheckState(m_order.contains(disk.name) ? Qt::Checked : Qt::Unchecked);
                if (m_order.contains(disk.name))
                    kept << disk.name;
            } else {
                // Listed so the user sees why it is not offered.
                item->setText(tr("%1 — %2").arg(diskLabel(disk), disk.reason));
                item->setFlags(Qt::NoItemFlags);
            }
            item->setToolTip(disk.reason);
        }
        QStringList order;
        for (const QString &name : std::as_const(m_order)) {
            if (kept.contains(name))
                order << name;
        }
        m_order = order;
    }
    updateExclusiveChoices(spare);
}

QString MemberChoice::diskLabel(const Disk &disk) const
{
    static const QLatin1String byId("/dev/disk/by-id/");
    const QString path = pathOf(disk);
    return QStringLiteral("%1  %2").arg(disk.name, path.startsWith(byId) ? path.mid(byId.size()) : disk.stableId);
}

// A disk is a member or the spare, never both: the spare box offers only disks that are not
// members, and the spare's row in the member list cannot be checked. Keeps `spare` when it is
// still a candidate, else falls back to no spare.
void MemberChoice::updateExclusiveChoices(const QString &spare)
{
    {
        const QSignalBlocker blockSpare(m_spare);
        m_spare->clear();
        m_spare->addItem(tr("No spare"), QString());
        for (const Disk &disk : std::as_const(m_snapshot.disks)) {
            if (offered(disk) && !m_order.contains(disk.name))
                m_spare->addItem(diskLabel(disk), disk.name);
        }
        const int index = m_spare->findData(spare);
        m_spare->setCurrentIndex(index < 0 ? 0 : index);
    }
    const QString chosen = m_spare->currentData().toString();
    const QSignalBlocker blockList(m_disks);
    for (int i = 0; i < m_disks->count(); ++i) {
        QListWidgetItem *item = m_disks->item(i);
        const Disk *disk = diskByName(item->data(Qt::UserRole).toString());
        if (!disk || !offered(*disk))
            continue;
        if (disk->name == chosen) {
            item->setText(tr("%1 — the spare").arg(diskLabel(*disk)));
            item->setFlags(Qt::NoItemFlags);
            item->setCheckState(Qt::Unchecked);
        } else {
            item->setText(diskLabel(*disk));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        }
    }
    markWalkDisks();
}

bool MemberChoice::inWalk(const Disk &disk) const
{
    if (m_walkMembers.isEmpty())
        return false;
    const QString path = pathOf(disk);
    return m_walkMembers.contains(path) || (!m_walkSpare.isEmpty() && m_walkSpare == path);
}

void MemberChoice::markWalkDisks()
{
    const bool walking = !m_walkMembers.isEmpty();
    m_spare->setEnabled(!walking);
    if (!walking)
        return;
    const QSignalBlocker block(m_disks);
    for (int i = 0; i < m_disks->count(); ++i) {
        QListWidgetItem *item = m_disks->item(i);
        const Disk *disk = diskByName(item->data(Qt::UserRole).toString());
        if (!disk)
            continue;
        if (inWalk(*disk)) {
            const bool spare = !m_walkSpare.isEmpty() && m_walkSpare == pathOf(*disk);
            item->setText(spare ? tr("%1 — the spare of this lab's stack").arg(diskLabel(*disk))
                                : tr("%1 — in this lab's stack").arg(diskLabel(*disk)));
            item->setFlags(Qt::ItemIsEnabled);
            item->setCheckState(spare ? Qt::Unchecked : Qt::Checked);
        } else {
            item->setFlags(Qt::NoItemFlags);
        }
    }
}

void MemberChoice::setMembers(const QStringList &names)
{
    forgetEndedWalk();
    m_order.clear();
    for (const QString &name : names) {
        const Disk *disk = diskByName(name);
        if (disk && offered(*disk) && !m_order.contains(name))
            m_order << name;
    }
    {
        const QSignalBlocker block(m_disks);
        for (int i = 0; i < m_disks->count(); ++i) {
            QListWidgetItem *item = m_disks->item(i);
            const Disk *disk = diskByName(item->data(Qt::UserRole).toString());
            if (disk && offered(*disk))
                item->setCheckState(m_order.contains(disk->name) ? Qt::Checked : Qt::Unchecked);
        }
    }
    // A disk named as a member stops being the spare (the last choice wins).
    updateExclusiveChoices(m_spare->currentData().toString());
}

void MemberChoice::setSpare(const QString &name)
{
    forgetEndedWalk();
    if (m_order.removeAll(name) > 0) {
        const QSignalBlocker block(m_disks);
        for (int i = 0; i < m_disks->count(); ++i) {
            if (m_disks->item(i)->data(Qt::UserRole).toString() == name)
                m_disks->item(i)->setCheckState(Qt::Unchecked);
        }
    }
    updateExclusiveChoices(name);
}

QString MemberChoice::spare() const
{
    return m_spare->currentData().toString();
}

QStringList MemberChoice::spareChoices() const
{
    QStringList names;
    for (int i = 1; i < m_spare->count(); ++i)
        names << m_spare->itemData(i).toString();
    return names;
}

const Disk *MemberChoice::diskByName(const QString &name) const
{
    return m_identities.byKernelName(name);
}

QString MemberChoice::pathOf(const Disk &disk) const
{
    return m_identities.planPath(disk);
}

void MemberChoice::addChosenDisks(RecipeRequest *request) const
{
    auto add = [&](const Disk &disk) {
        const QString path = pathOf(disk);
        request->kernelNames.insert(path, disk.name);
        if (!disk.backingFile.isEmpty())
            request->backingFiles.insert(path, disk.backingFile);
        return path;
    };
    for (const QString &name : m_order) {
        if (const Disk *disk = diskByName(name))
            request->disks << add(*disk);
    }
    if (const Disk *disk = diskByName(spare()))
        request->spare = add(*disk);
}

void MemberChoice::nameWalkDisks(RecipeRequest *request) const
{
    for (const Disk &disk : m_snapshot.disks) {
        const QString path = pathOf(disk);
        if ((!request->disks.contains(path) && request->spare != path) || request->kernelNames.contains(path))
            continue;
        request->kernelNames.insert(path, disk.name);
        if (!disk.backingFile.isEmpty())
            request->backingFiles.insert(path, disk.backingFile);
    }
}

QList<DoomedDisk> MemberChoice::doomedDisks(const PlanStep &step) const
{
    QList<DoomedDisk> disks;
    for (const QString &device : step.devices) {
        const QList<Disk> &known = m_snapshot.disks;
        const auto it = std::find_if(known.cbegin(), known.cend(), [&](const Disk &disk) {
            return pathOf(disk) == device || disk.devnode == device || disk.stableId == device;
        });
        disks << (it == known.cend() ? DoomedDisk::unknown(device) : DoomedDisk::of(*it, device));
    }
    return disks;
}
