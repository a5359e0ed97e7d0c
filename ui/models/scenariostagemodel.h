#pragma once

#include "lab/scenario/scenario.h"

#include <QAbstractTableModel>

// The stages of the scenarios a lab run goes through, one row per stage of each stack, with
// where it stands (waiting, running, done, failed, skipped), when it started and how long it took.
class ScenarioStageModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StackColumn, StageColumn, StateColumn, StartedColumn, DurationColumn, ColumnCount };
    enum class State { Waiting, Running, Done, Failed, Skipped };

    explicit ScenarioStageModel(QObject *parent = nullptr);

    // Appends the stages of one stack's scenario, all waiting (not-applicable ones skipped).
    void addScenario(const QString &stack, const QList<ScenarioStage> &stages);
    void clear();

    // The row of `stage` of `stack`, -1 when it is not listed.
    int rowOf(const QString &stack, const QString &stageName) const;
    void setStarted(const QString &stack, const ScenarioStage &stage, qint64 epochMs);
    void setFinished(const QString &stack, const ScenarioStage &stage, bool ok, qint64 epochMs);
    State state(int row) const;
    static QString stateName(State state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString stack;
        ScenarioStage stage;
        State state = State::Waiting;
        qint64 startedMs = 0;
        qint64 endedMs = 0;
    };
    QList<Row> m_rows;
};
