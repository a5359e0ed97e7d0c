#include "models/reporttablemodel.h"

#include "report/table/measurementsummary.h"

#include <QColor>

ReportTableModel::ReportTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ReportTableModel::setReport(const ComparisonReport &report)
{
    beginResetModel();
    m_report = report;
    endResetModel();
}

int ReportTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_report.stacks.isEmpty() ? 0 : int(measurementRows().size());
}

int ReportTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.stacks.size());
}

QVariant ReportTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MeasurementRow &row = measurementRows().at(index.row());
    const ReportStack &stack = m_report.stacks.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return MeasurementSummary::of(stack, row.key).text(row.unit);
    case Qt::ToolTipRole: {
        const auto it = stack.measurements.constFind(row.key);
        if (it == stack.measurements.cend())
            return tr("Not measured in this session.");
        if (!it->applicable)
            return it->reason;
        QStringList rounds;
        for (const double value : it->rounds)
            rounds << formatValue(value, row.unit);
        QString tip = tr("%n round(s): %1", nullptr, int(rounds.size())).arg(rounds.join(QStringLiteral(", ")));
        for (const QString &failed : stack.failedChecks(row.key))
            tip += QLatin1Char('\n') + tr("Failed check: %1").arg(failed);
        return tip + QLatin1Char('\n') + tr("Source: %1").arg(it->sourceText());
    }
    case Qt::ForegroundRole: {
        const MeasurementSummary summary = MeasurementSummary::of(stack, row.key);
        if (!summary.measured)
            return QColor(0x88, 0x88, 0x88);
        if (!summary.failedChecks.isEmpty())
            return QColor(0x8b, 0x1a, 0x1a);
        if (row.unit == MeasurementUnit::Verified && summary.min < 1)
            return QColor(0x8b, 0x1a, 0x1a);
        return {};
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case RoundsRole: {
        QVariantList rounds;
        const auto it = stack.measurements.constFind(row.key);
        if (it != stack.measurements.cend()) {
            for (const double value : it->rounds)
                rounds << value;
        }
        return rounds;
    }
    case KeyRole:
        return row.key;
    }
    return {};
}

QVariant ReportTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_report.stacks.size())
            return {};
        const ReportStack &stack = m_report.stacks.at(section);
        if (role == Qt::ToolTipRole)
            return stack.name;
        return stack.title.isEmpty() ? stack.name : stack.title;
    }
    if (section < 0 || section >= measurementRows().size())
        return {};
    const MeasurementRow &row = measurementRows().at(section);
    if (role == Qt::ToolTipRole)
        return row.key;
    QString label = measurementTitle(row);
    if (row.unit == MeasurementUnit::MiBPerSecond || row.unit == MeasurementUnit::Iops)
        label += QStringLiteral(", ") + unitName(row.unit);
    return label;
}
