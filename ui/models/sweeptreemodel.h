#pragma once

#include "report/sweep/sweepmerge.h"

#include <QAbstractItemModel>

// A merged sweep as a tree: a branch per host (its layouts × fill levels with the medians of their
// rounds), then the cells that failed (with the tools' reason) and the cells still to come. Cells
// from different hosts sit under their own host, as the merged report keeps them.
class SweepTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { Layout, Fill, Runs, RebuildSeconds, RebuiltMib, Speed, Verified, ColumnCount };

    explicit SweepTreeModel(QObject *parent = nullptr);

    void setMerged(const SweepMerged &merged);
    const SweepMerged &merged() const { return m_merged; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // A top-level branch: a host's groups, the failed cells or the missing ones.
    struct Branch {
        enum Kind { Host, Failed, Missing } kind = Host;
        QString title;
        QList<int> rows; // indexes into m_merged.groups, failed() or missing
    };
    QVariant branchData(const Branch &branch, int column) const;
    QVariant leafData(const Branch &branch, int row, int column, int role) const;

    SweepMerged m_merged;
    QList<const SweepCellReport *> m_failed;
    QList<Branch> m_branches;
};
