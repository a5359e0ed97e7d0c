#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>

enum class LogLevel {
    Info,
    Warning,
    Error,
};

// One line of the session log: when, how serious, who said it, what.
struct LogEntry {
    QDateTime time;
    LogLevel level = LogLevel::Info;
    QString source; // the page or part that wrote it, e.g. "Disks"
    QString text;
    bool operator==(const LogEntry &) const = default;
};

// The log every page appends to; shown in the main window's log dock. Keeps the newest
// `capacity` lines, dropping the oldest ones first.
class LogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, LevelColumn, SourceColumn, MessageColumn, ColumnCount };
    enum Role { LevelRole = Qt::UserRole + 1 };

    explicit LogModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void append(const LogEntry &entry);
    void append(LogLevel level, const QString &source, const QString &text);
    void clear();

    const QList<LogEntry> &entries() const { return m_entries; }
    // "HH:mm:ss.zzz LEVEL [source] text" per line, for copying into a bug report.
    QString toPlainText() const;

    void setCapacity(int capacity);
    int capacity() const { return m_capacity; }

    static QString levelName(LogLevel level);

private:
    QList<LogEntry> m_entries;
    int m_capacity = 10000;
};
