#include "models/disktablemodel.h"

#include "disks/inventory/diskidentityresolver.h"
#include "models/diskpresentation.h"

#include <QBrush>
#include <QHash>
#include <QRegularExpression>

DiskTableModel::DiskTableModel(Purpose purpose, QObject *parent)
    : QAbstractTableModel(parent)
    , m_purpose(purpose)
{
}

int DiskTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_disks.size());
}

int DiskTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags DiskTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    if (m_purpose == Purpose::Inspect || m_disks.at(index.row()).selectable())
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    return Qt::ItemNeverHasChildren;
}

QString DiskTableModel::naturalKey(const QString &name)
{
    // sdz comes before sdaa: the letters of sd/vd/xvd/hd names count by length first.
    static const QRegularExpression lettered(QStringLiteral("^(sd|vd|xvd|hd)([a-z]+)(\\d*)$"));
    const QRegularExpressionMatch letters = lettered.match(name);
    if (letters.hasMatch()) {
        return letters.captured(1) + letters.captured(2).rightJustified(4, QLatin1Char(' '))
            + letters.captured(3).rightJustified(10, QLatin1Char('0'));
    }
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    QString key;
    qsizetype last = 0;
    for (auto it = digits.globalMatch(name); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        key += name.mid(last, match.capturedStart() - last);
        key += match.captured().rightJustified(10, QLatin1Char('0'));
        last = match.capturedEnd();
    }
    key += name.mid(last);
    return key;
}

QVariant DiskTableModel::displayData(const Disk &disk, int column) const
{
    switch (column) {
    case DeviceColumn:
        return disk.name;
    case StableIdColumn:
        return disk.stableId;
    case SizeColumn:
        return DiskPresentation::humanSize(disk.sizeBytes);
    case TransportColumn:
        return disk.transport;
    case ModelColumn:
        return disk.vendor.isEmpty() || disk.model.startsWith(disk.vendor)
            ? disk.model
            : disk.vendor + QLatin1Char(' ') + disk.model;
    case SerialColumn:
        return disk.serial;
    case StateColumn:
        return DiskPresentation::className(disk.classification);
    case ReasonColumn:
        return disk.reason;
    }
    return {};
}

QVariant DiskTableModel::toolTipData(const Disk &disk, int column) const
{
    switch (column) {
    case DeviceColumn:
        return tr("%1: %2").arg(disk.devnode, DiskPresentation::classVerdict(disk.classification));
    case StableIdColumn:
        return tr("%1\nfrom the %2").arg(disk.stableId, DiskPresentation::stableIdSourceText(disk.stableIdSource));
    case SizeColumn:
        return tr("%1\n%2").arg(DiskPresentation::exactBytes(disk.sizeBytes), DiskPresentation::sectorSizes(disk));
    case StateColumn:
    case ReasonColumn:
        return disk.reason.isEmpty() ? DiskPresentation::classVerdict(disk.classification) : disk.reason;
    case ModelColumn:
    case SerialColumn:
    case TransportColumn: {
        const QString text = displayData(disk, column).toString();
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    }
    return {};
}

QVariant DiskTableModel::sortData(const Disk &disk, int column) const
{
    switch (column) {
    case DeviceColumn:
        return naturalKey(disk.name);
    case SizeColumn:
        return disk.sizeBytes;
    case StateColumn:
        return int(disk.classification);
    default:
        return displayData(disk, column);
    }
}

QVariant DiskTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Disk &disk = m_disks.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(disk, index.column());
    case Qt::ToolTipRole:
        return toolTipData(disk, index.column());
    case Qt::DecorationRole:
        if (index.column() == DeviceColumn)
            return DiskPresentation::classIcon(disk.classification);
        break;
    case Qt::BackgroundRole:
        return QBrush(DiskPresentation::classBackground(disk.classification));
    case Qt::ForegroundRole:
        return QBrush(DiskPresentation::classForeground(disk.classification));
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case DiskRole:
        return QVariant::fromValue(disk);
    case StableIdRole:
        return disk.stableId;
    case ClassRole:
        return int(disk.classification);
    case SelectableRole:
        return disk.selectable();
    case SortRole:
        return sortData(disk, index.column());
    default:
        break;
    }
    return {};
}

QVariant DiskTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DeviceColumn:
        return tr("Device");
    case StableIdColumn:
        return tr("Stable ID");
    case SizeColumn:
        return tr("Size");
    case TransportColumn:
        return tr("Transport");
    case ModelColumn:
        return tr("Model");
    case SerialColumn:
        return tr("Serial");
    case StateColumn:
        return tr("State");
    case ReasonColumn:
        return tr("Reason");
    default:
        return {};
    }
}

int DiskTableModel::rowOfStableId(const QString &stableId) const
{
    for (int row = 0; row < m_disks.size(); ++row) {
        if (m_disks.at(row).stableId == stableId)
            return row;
    }
    return -1;
}

void DiskTableModel::setDisks(const QList<Disk> &disks)
{
    QHash<QString, qsizetype> incoming;
    for (qsizetype i = 0; i < disks.size(); ++i)
        incoming.insert(DiskIdentityResolver::selectionKey(disks.at(i)), i);

    // Remove vanished rows from the bottom up, in contiguous blocks.
    for (int row = int(m_disks.size()) - 1; row >= 0;) {
        if (incoming.contains(DiskIdentityResolver::selectionKey(m_disks.at(row)))) {
            --row;
            continue;
        }
        int first = row;
        while (first > 0 && !incoming.contains(DiskIdentityResolver::selectionKey(m_disks.at(first - 1))))
            --first;
        beginRemoveRows({}, first, row);
        m_disks.remove(first, row - first + 1);
        endRemoveRows();
        row = first - 1;
    }

    // Update the rows that stayed.
    QHash<QString, int> present;
    for (int row = 0; row < m_disks.size(); ++row) {
        const QString key = DiskIdentityResolver::selectionKey(m_disks.at(row));
        present.insert(key, row);
        const Disk &fresh = disks.at(incoming.value(key));
        if (!(m_disks.at(row) == fresh)) {
            m_disks[row] = fresh;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }

    // Append the new ones, in the order the inventory gave them.
    QList<Disk> added;
    for (const Disk &disk : disks) {
        const QString key = DiskIdentityResolver::selectionKey(disk);
        if (!present.contains(key)) {
            added.append(disk);
            present.insert(key, -1); // a duplicate key in the input is added once
        }
    }
    if (!added.isEmpty()) {
        const int first = int(m_disks.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        m_disks.append(added);
        endInsertRows();
    }
}
