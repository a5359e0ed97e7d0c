#include "models/sweeptreemodel.h"

#include <QBrush>
#include <QColor>

SweepTreeModel::SweepTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void SweepTreeModel::setMerged(const SweepMerged &merged)
{
    beginResetModel();
    m_merged = merged;
    m_failed = m_merged.failed();
    m_branches.clear();
    QStringList hosts;
    for (const SweepGroup &group : std::as_const(m_merged.groups)) {
        if (!hosts.contains(group.host))
            hosts << group.host;
    }
    for (const QString &host : std::as_const(hosts)) {
        Branch branch {Branch::Host, host, {}};
        for (qsizetype i = 0; i < m_merged.groups.size(); ++i) {
            if (m_merged.groups.at(i).host == host)
                branch.rows << int(i);
        }
        m_branches << branch;
    }
    if (!m_failed.isEmpty()) {
        Branch failed {Branch::Failed, tr("Failed cells: %n", nullptr, int(m_failed.size())), {}};
        for (qsizetype i = 0; i < m_failed.size(); ++i)
            failed.rows << int(i);
        m_branches << failed;
    }
    if (!m_merged.missing.isEmpty()) {
        Branch missing {
            Branch::Missing, tr("Cells without a report yet: %n", nullptr, int(m_merged.missing.size())), {}};
        for (qsizetype i = 0; i < m_merged.missing.size(); ++i)
            missing.rows << int(i);
        m_branches << missing;
    }
    endResetModel();
}

QModelIndex SweepTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    // A branch's id is 0; a leaf's is its branch's row + 1.
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex SweepTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int SweepTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_branches.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_branches.at(parent.row()).rows.size());
}

int SweepTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SweepTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Layout:
        return tr("Host · layout");
    case Fill:
        return tr("Fill");
    case Runs:
        return tr("Measured / runs");
    case RebuildSeconds:
        return tr("Rebuild (median)");
    case RebuiltMib:
        return tr("Rebuilt");
    case Speed:
        return tr("Speed");
    case Verified:
        return tr("Data");
    default:
        return {};
    }
}

QVariant SweepTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0) {
        const Branch &branch = m_branches.at(index.row());
        if (role == Qt::DisplayRole)
            return branchData(branch, index.column());
        if (role == Qt::ForegroundRole && branch.kind == Branch::Failed)
            return QBrush(QColor(0xb0, 0x20, 0x20));
        return {};
    }
    const Branch &branch = m_branches.at(int(index.internalId() - 1));
    return leafData(branch, branch.rows.at(index.row()), index.column(), role);
}

QVariant SweepTreeModel::branchData(const Branch &branch, int column) const
{
    if (column == Layout)
        return branch.title;
    if (column != Runs || branch.kind != Branch::Host)
        return {};
    int runs = 0;
    int measured = 0;
    for (const int row : branch.rows) {
        runs += m_merged.groups.at(row).runs;
        measured += m_merged.groups.at(row).measured;
    }
    return tr("%1 / %2").arg(measured).arg(runs);
}

QVariant SweepTreeModel::leafData(const Branch &branch, int row, int column, int role) const
{
    if (branch.kind == Branch::Missing) {
        const SweepCellKey &key = m_merged.missing.at(row);
        if (role != Qt::DisplayRole)
            return {};
        if (column == Layout)
            return key.cellId.isEmpty() ? key.layout : key.cellId;
        if (column == Fill)
            return key.fillPercent > 0 ? tr("%1 %").arg(key.fillPercent) : QVariant();
        return {};
    }
    if (branch.kind == Branch::Failed) {
        const SweepCellReport *cell = m_failed.at(row);
        if (role == Qt::ToolTipRole || (role == Qt::DisplayRole && column == RebuildSeconds))
            return cell->failure();
        if (role != Qt::DisplayRole)
            return {};
        if (column == Layout)
            return tr("%1 on %2").arg(cell->cellId, cell->host);
        if (column == Fill)
            return tr("%1 %").arg(cell->fillPercent);
        return {};
    }
    const SweepGroup &group = m_merged.groups.at(row);
    if (role == Qt::TextAlignmentRole && column != Layout)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const bool measured = group.measured > 0;
    switch (column) {
    case Layout:
        return group.layout;
    case Fill:
        return tr("%1 %").arg(group.fillPercent);
    case Runs:
        return tr("%1 / %2").arg(group.measured).arg(group.runs);
    case RebuildSeconds:
        return measured ? tr("%1 s").arg(group.rebuildSeconds, 0, 'f', 1) : QVariant();
    case RebuiltMib:
        return measured ? tr("%1 MiB").arg(group.rebuiltBytes / (1024.0 * 1024.0), 0, 'f', 1) : QVariant();
    case Speed:
        return measured ? tr("%1 MiB/s").arg(group.meanMibs, 0, 'f', 1) : QVariant();
    case Verified:
        if (!measured)
            return {};
        return group.allVerified ? tr("verified") : tr("NOT verified");
    default:
        return {};
    }
}
