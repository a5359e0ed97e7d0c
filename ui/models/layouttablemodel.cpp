#include "models/layouttablemodel.h"

#include "planner/forecast/riskmodel.h"
#include "planner/space/bytesize.h"

#include <QBrush>
#include <QColor>

LayoutTableModel::LayoutTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LayoutTableModel::setLayouts(const QList<RankedLayout> &layouts)
{
    beginResetModel();
    m_layouts = layouts;
    endResetModel();
}

const RankedLayout *LayoutTableModel::layoutAt(int row) const
{
    return row >= 0 && row < m_layouts.size() ? &m_layouts.at(row) : nullptr;
}

int LayoutTableModel::rowOf(const QString &stack) const
{
    for (int i = 0; i < m_layouts.size(); ++i) {
        if (m_layouts.at(i).plan.request.stack == stack)
            return i;
    }
    return -1;
}

int LayoutTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_layouts.size());
}

int LayoutTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LayoutTableModel::durationText(double seconds)
{
    if (seconds < 120)
        return tr("%1 s").arg(seconds, 0, 'f', 0);
    if (seconds < 7200)
        return tr("%1 min").arg(seconds / 60, 0, 'f', 0);
    return tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
}

QString LayoutTableModel::probabilityText(double p)
{
    return RiskModel::percentText(p);
}

QVariant LayoutTableModel::data(const QModelIndex &index, int role) const
{
    const RankedLayout *layout = index.isValid() ? layoutAt(index.row()) : nullptr;
    if (!layout)
        return {};
    const LayoutPlan &p = layout->plan;
    const double share = p.capacity.rawBytes > 0 ? double(p.capacity.storableBytes) / p.capacity.rawBytes : 0;
    if (role == SortRole) {
        switch (index.column()) {
        case RankColumn:
            return layout->rank;
        case StackColumn:
            return p.request.stack;
        case UsableColumn:
            return double(p.capacity.storableBytes);
        case UsableShareColumn:
            return share;
        case ToleranceColumn:
            return p.tolerance.guaranteed * 100 + p.tolerance.best;
        case RebuildColumn:
            return p.rebuild.possible ? p.rebuild.seconds : 1e300;
        case RiskColumn:
            return p.risk.lossProbability;
        case ScoreColumn:
            return layout->score;
        case WhyColumn:
            return layout->why;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        QStringList lines;
        for (const QString &reason : layout->strengths)
            lines << QStringLiteral("+ ") + reason;
        for (const QString &reason : layout->weaknesses)
            lines << QStringLiteral("− ") + reason;
        return lines.join(QLatin1Char('\n'));
    }
    if (role == Qt::ForegroundRole && index.column() == RiskColumn && p.risk.lossProbability >= 0.01)
        return QBrush(QColor(0xb0, 0x20, 0x20));
    if (role == Qt::ForegroundRole && index.column() == WhyColumn
        && layout->standing != RankedLayout::Standing::Redundant)
        return QBrush(QColor(0xb0, 0x20, 0x20));
    if (role == Qt::TextAlignmentRole && index.column() != StackColumn && index.column() != WhyColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case RankColumn:
        return layout->rank;
    case StackColumn:
        return p.request.stack;
    case UsableColumn:
        return ByteSize::format(p.capacity.storableBytes);
    case UsableShareColumn:
        return QStringLiteral("%1 %").arg(100 * share, 0, 'f', 1);
    case ToleranceColumn:
        if (p.tolerance.best == 0)
            return tr("none");
        return p.tolerance.best > p.tolerance.guaranteed
            ? tr("%1 (up to %2)").arg(p.tolerance.guaranteed).arg(p.tolerance.best)
            : QString::number(p.tolerance.guaranteed);
    case RebuildColumn:
        return p.rebuild.possible ? durationText(p.rebuild.seconds) : tr("impossible");
    case RiskColumn:
        return probabilityText(p.risk.lossProbability);
    case ScoreColumn:
        return QString::number(layout->score, 'f', 2);
    case WhyColumn:
        return layout->why;
    default:
        return {};
    }
}

QVariant LayoutTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case StackColumn:
        return tr("Layout");
    case UsableColumn:
        return tr("Usable");
    case UsableShareColumn:
        return tr("Of raw");
    case ToleranceColumn:
        return tr("Disks it may lose");
    case RebuildColumn:
        return tr("Rebuild");
    case RiskColumn:
        return tr("Loss during rebuild");
    case ScoreColumn:
        return tr("Score");
    case WhyColumn:
        return tr("Why here");
    default:
        return {};
    }
}
