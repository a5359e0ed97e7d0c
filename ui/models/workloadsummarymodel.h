#pragma once

#include "workload/results/workloadresult.h"

#include <QAbstractTableModel>
#include <QList>

// The summary table at the end of a run, as fio prints it: one row per job and direction that
// did I/O (a job that failed before any I/O keeps one row for its error). Display text uses
// fio's units ("52.5k", "1879MiB/s", "330 µs"); SortRole gives the raw numbers.
class WorkloadSummaryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        JobColumn,
        DirectionColumn,
        IopsColumn,
        BandwidthColumn,
        MeanColumn,
        P50Column,
        P99Column,
        P999Column,
        MaxColumn,
        UsrCpuColumn,
        SysCpuColumn,
        ErrorColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit WorkloadSummaryModel(QObject *parent = nullptr);

    void setResult(const RunResult &result);
    void addJob(const JobResult &job); // a job that finished while the run goes on
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of a job and direction ("read"/"write" as in DirectionColumn), -1: none.
    int rowOf(const QString &jobName, bool write) const;
    const JobResult &jobAt(int row) const;
    bool isWriteRow(int row) const;

    // Latency in the unit that fits: "850 ns", "330 µs", "5.2 ms", "1.25 s".
    static QString latencyText(double ns);

private:
    struct Row {
        int job = 0; // index into m_jobs
        bool write = false;
        bool hasIo = true;
    };
    QList<Row> rowsFor(int jobIndex) const;
    QVariant display(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;

    QList<JobResult> m_jobs;
    QList<Row> m_rows;
};
