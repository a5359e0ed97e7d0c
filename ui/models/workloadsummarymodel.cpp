#include "models/workloadsummarymodel.h"

#include "workload/results/fioreport.h"

#include <QBrush>
#include <QColor>

WorkloadSummaryModel::WorkloadSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QList<WorkloadSummaryModel::Row> WorkloadSummaryModel::rowsFor(int jobIndex) const
{
    const JobResult &job = m_jobs.at(jobIndex);
    QList<Row> rows;
    if (job.read.hasIo())
        rows.append({jobIndex, false, true});
    if (job.write.hasIo())
        rows.append({jobIndex, true, true});
    if (rows.isEmpty()) // no I/O at all: one row that carries the error
        rows.append({jobIndex, false, false});
    return rows;
}

void WorkloadSummaryModel::setResult(const RunResult &result)
{
    beginResetModel();
    m_jobs = result.jobs;
    m_rows.clear();
    for (int i = 0; i < m_jobs.size(); ++i)
        m_rows += rowsFor(i);
    endResetModel();
}

void WorkloadSummaryModel::addJob(const JobResult &job)
{
    for (int i = 0; i < m_jobs.size(); ++i) {
        if (m_jobs.at(i).jobName == job.jobName && m_jobs.at(i).groupId == job.groupId)
            return; // already listed
    }
    m_jobs.append(job);
    const QList<Row> rows = rowsFor(static_cast<int>(m_jobs.size() - 1));
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(rows.size()) - 1);
    m_rows += rows;
    endInsertRows();
}

void WorkloadSummaryModel::clear()
{
    beginResetModel();
    m_jobs.clear();
    m_rows.clear();
    endResetModel();
}

int WorkloadSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int WorkloadSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int WorkloadSummaryModel::rowOf(const QString &jobName, bool write) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (row.write == write && m_jobs.at(row.job).jobName == jobName)
            return i;
    }
    return -1;
}

const JobResult &WorkloadSummaryModel::jobAt(int row) const
{
    return m_jobs.at(m_rows.at(row).job);
}

bool WorkloadSummaryModel::isWriteRow(int row) const
{
    return m_rows.at(row).write;
}

QString WorkloadSummaryModel::latencyText(double ns)
{
    if (ns < 1000)
        return tr("%1 ns").arg(ns, 0, 'f', 0);
    if (ns < 1e6)
        return tr("%1 µs").arg(ns / 1e3, 0, 'f', ns < 1e4 ? 1 : 0);
    if (ns < 1e9)
        return tr("%1 ms").arg(ns / 1e6, 0, 'f', ns < 1e7 ? 2 : 1);
    return tr("%1 s").arg(ns / 1e9, 0, 'f', 2);
}

static QString errorText(const JobResult &job)
{
    if (!job.errorText.isEmpty())
        return job.errorText;
    if (job.error != 0)
        return WorkloadSummaryModel::tr("error %1").arg(job.error);
    if (job.cancelled)
        return WorkloadSummaryModel::tr("cancelled");
    return {};
}

QVariant WorkloadSummaryModel::display(const Row &row, int column) const
{
    const JobResult &job = m_jobs.at(row.job);
    const DirectionResult &dir = row.write ? job.write : job.read;
    if (!row.hasIo && column > DirectionColumn && column < UsrCpuColumn)
        return QStringLiteral("–");
    switch (column) {
    case JobColumn:
        return job.jobs > 1 ? tr("%1 (%n jobs)", nullptr, job.jobs).arg(job.jobName) : job.jobName;
    case DirectionColumn:
        return row.hasIo ? (row.write ? tr("write") : tr("read")) : QStringLiteral("–");
    case IopsColumn:
        return FioReport::count(dir.iops);
    case BandwidthColumn:
        return tr("%1/s").arg(FioReport::bytes(dir.bwBytesPerSec));
    case MeanColumn:
        return latencyText(dir.clatMeanNs);
    case P50Column:
        return latencyText(static_cast<double>(dir.percentileValue(50)));
    case P99Column:
        return latencyText(static_cast<double>(dir.percentileValue(99)));
    case P999Column:
        return latencyText(static_cast<double>(dir.percentileValue(99.9)));
    case MaxColumn:
        return latencyText(static_cast<double>(dir.clatMaxNs));
    case UsrCpuColumn:
        return tr("%1 %").arg(job.usrCpuPercent, 0, 'f', 1);
    case SysCpuColumn:
        return tr("%1 %").arg(job.sysCpuPercent, 0, 'f', 1);
    case ErrorColumn:
        return errorText(job);
    }
    return {};
}

QVariant WorkloadSummaryModel::sortValue(const Row &row, int column) const
{
    const JobResult &job = m_jobs.at(row.job);
    const DirectionResult &dir = row.write ? job.write : job.read;
    switch (column) {
    case JobColumn:
        return job.jobName;
    case DirectionColumn:
        return row.write ? 1 : 0;
    case IopsColumn:
        return dir.iops;
    case BandwidthColumn:
        return dir.bwBytesPerSec;
    case MeanColumn:
        return dir.clatMeanNs;
    case P50Column:
        return static_cast<double>(dir.percentileValue(50));
    case P99Column:
        return static_cast<double>(dir.percentileValue(99));
    case P999Column:
        return static_cast<double>(dir.percentileValue(99.9));
    case MaxColumn:
        return static_cast<double>(dir.clatMaxNs);
    case UsrCpuColumn:
        return job.usrCpuPercent;
    case SysCpuColumn:
        return job.sysCpuPercent;
    case ErrorColumn:
        return job.error;
    }
    return {};
}

QVariant WorkloadSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == ErrorColumn)
            return errorText(m_jobs.at(row.job));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= IopsColumn && index.column() <= SysCpuColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (index.column() == ErrorColumn && m_jobs.at(row.job).error != 0)
            return QBrush(QColor(0xb0, 0x1c, 0x1c));
        return {};
    default:
        return {};
    }
}

QVariant WorkloadSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case JobColumn:
        return tr("Job");
    case DirectionColumn:
        return tr("Dir");
    case IopsColumn:
        return tr("IOPS");
    case BandwidthColumn:
        return tr("BW");
    case MeanColumn:
        return tr("clat mean");
    case P50Column:
        return tr("p50");
    case P99Column:
        return tr("p99");
    case P999Column:
        return tr("p99.9");
    case MaxColumn:
        return tr("max");
    case UsrCpuColumn:
        return tr("usr CPU");
    case SysCpuColumn:
        return tr("sys CPU");
    case ErrorColumn:
        return tr("Error");
    }
    return {};
}
