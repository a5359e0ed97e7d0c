#pragma once

#include "report/table/comparisonreport.h"

#include <QAbstractTableModel>

// Seed 000's comparison table as the Results page shows it: a row per measurement
// (measurementRows() order), a column per stack. Cells print as the exporters do ("793 (532 to
// 837)", "n/a: …", "not measured", "failed check: …"); RoundsRole gives the raw rounds, the tool
// tip every round, any failed check and where the figure came from.
class ReportTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int RoundsRole = Qt::UserRole + 1; // QVariantList of doubles
    static constexpr int KeyRole = Qt::UserRole + 2; // the measurement's JSON key

    explicit ReportTableModel(QObject *parent = nullptr);

    void setReport(const ComparisonReport &report);
    const ComparisonReport &report() const { return m_report; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ComparisonReport m_report;
};
