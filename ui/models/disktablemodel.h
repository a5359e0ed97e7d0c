#pragma once

#include "disks/disk/disk.h"

#include <QAbstractTableModel>
#include <QList>

// The disk inventory as a table: one row per whole disk, coloured and iconned by class.
// Updates keep row identity: a disk that is still there keeps its row (and the views
// their selection); only rows that changed emit dataChanged.
class DiskTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DeviceColumn,
        StableIdColumn,
        SizeColumn,
        TransportColumn,
        ModelColumn,
        SerialColumn,
        StateColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        DiskRole = Qt::UserRole + 1, // the raw Disk (QVariant::fromValue<Disk>)
        StableIdRole, // QString
        ClassRole, // int(DiskClass)
        SelectableRole, // bool: may the lab take this disk (Disk::selectable())
        SortRole, // a key that sorts naturally: sizes by bytes, loop2 before loop10, classes by rank
    };
    // PickForLab: only disks the lab may take are enabled (the Build page picks from it).
    // Inspect: every row is enabled so that a user can click a system disk and read why it
    // is protected; the class still shows in colour, icon and the State column.
    enum class Purpose { PickForLab, Inspect };

    explicit DiskTableModel(Purpose purpose = Purpose::PickForLab, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // Replaces the inventory. Disks are matched by (stable ID, kernel name): matches keep
    // their rows, vanished disks are removed, new disks are appended.
    void setDisks(const QList<Disk> &disks);
    const QList<Disk> &disks() const { return m_disks; }
    Purpose purpose() const { return m_purpose; }

    // -1 when no disk has that stable ID.
    int rowOfStableId(const QString &stableId) const;

    // Sorts kernel names naturally: "loop2" before "loop10".
    static QString naturalKey(const QString &name);

private:
    QVariant displayData(const Disk &disk, int column) const;
    QVariant toolTipData(const Disk &disk, int column) const;
    QVariant sortData(const Disk &disk, int column) const;

    Purpose m_purpose;
    QList<Disk> m_disks;
};
