#include "models/logmodel.h"

#include <QBrush>
#include <QColor>
#include <QIcon>

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LogModel::levelName(LogLevel level)
{
    switch (level) {
    case LogLevel::Info:
        return tr("Info");
    case LogLevel::Warning:
        return tr("Warning");
    case LogLevel::Error:
        return tr("Error");
    }
    return {};
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LogEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return entry.time.toString(QStringLiteral("HH:mm:ss.zzz"));
        case LevelColumn:
            return levelName(entry.level);
        case SourceColumn:
            return entry.source;
        case MessageColumn:
            return entry.text;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == TimeColumn)
            return entry.time.toString(Qt::ISODateWithMs);
        if (index.column() == MessageColumn)
            return entry.text;
        break;
    case Qt::DecorationRole:
        if (index.column() == LevelColumn && entry.level == LogLevel::Warning)
            return QIcon(QStringLiteral(":/icons/warning.svg"));
        if (index.column() == LevelColumn && entry.level == LogLevel::Error)
            return QIcon(QStringLiteral(":/icons/error.svg"));
        break;
    case Qt::ForegroundRole:
        if (entry.level == LogLevel::Error)
            return QBrush(QColor(0xb7, 0x1c, 0x1c));
        if (entry.level == LogLevel::Warning)
            return QBrush(QColor(0x8a, 0x5a, 0x00));
        break;
    case LevelRole:
        return int(entry.level);
    default:
        break;
    }
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case LevelColumn:
        return tr("Level");
    case SourceColumn:
        return tr("Source");
    case MessageColumn:
        return tr("Message");
    default:
        return {};
    }
}

void LogModel::append(const LogEntry &entry)
{
    const int overflow = int(m_entries.size()) + 1 - m_capacity;
    if (overflow > 0) {
        beginRemoveRows({}, 0, overflow - 1);
        m_entries.remove(0, overflow);
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(entry);
    endInsertRows();
}

void LogModel::append(LogLevel level, const QString &source, const QString &text)
{
    append(LogEntry {QDateTime::currentDateTime(), level, source, text});
}

void LogModel::clear()
{
    if (m_entries.isEmpty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

void LogModel::setCapacity(int capacity)
{
    m_capacity = qMax(1, capacity);
    const int overflow = int(m_entries.size()) - m_capacity;
    if (overflow > 0) {
        beginRemoveRows({}, 0, overflow - 1);
        m_entries.remove(0, overflow);
        endRemoveRows();
    }
}

QString LogModel::toPlainText() const
{
    QString text;
    for (const LogEntry &entry : m_entries) {
        text += entry.time.toString(QStringLiteral("HH:mm:ss.zzz")) + QLatin1Char(' ') + levelName(entry.level)
            + QStringLiteral(" [") + entry.source + QStringLiteral("] ") + entry.text + QLatin1Char('\n');
    }
    return text;
}
