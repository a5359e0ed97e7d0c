#pragma once

#include "planner/advice/decisionguide.h"

#include <QAbstractTableModel>
#include <QList>

// Every layout the decision guide ranked for the chosen disks, side by side: usable space as
// the tools print it, where the rest went, which failures it survives, the rebuild forecast and
// the risk during it. Display text is formatted; SortRole gives the raw numbers.
class LayoutTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        StackColumn,
        UsableColumn,
        UsableShareColumn,
        ToleranceColumn,
        RebuildColumn,
        RiskColumn,
        ScoreColumn,
        WhyColumn, // why it ranks where it does (RankedLayout::why); every reason in its tooltip
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit LayoutTableModel(QObject *parent = nullptr);

    void setLayouts(const QList<RankedLayout> &layouts);
    const QList<RankedLayout> &layouts() const { return m_layouts; }
    const RankedLayout *layoutAt(int row) const;
    int rowOf(const QString &stack) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString durationText(double seconds);
    // RiskModel::percentText: one form for every risk ("62 %", "0.12 %", "< 0.01 %").
    static QString probabilityText(double p);

private:
    QList<RankedLayout> m_layouts;
};
