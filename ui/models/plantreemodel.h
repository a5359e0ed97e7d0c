#pragma once

#include "stacks/plan/plan.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPair>

// A Plan as a tree for the Build page: phases at the top level, their steps below, each step
// with its exact command line. Destructive steps are red and say what they destroy; essential
// commands (the ones a person types) are marked.
class PlanTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // The state right after the step's title: at 1280 px a state after the long command line
    // needed a sideways scroll, and the state is what a person looks for while a phase runs.
    enum Column { TitleColumn, ResultColumn, CommandColumn, DestroysColumn, ColumnCount };
    enum Role { DestructiveRole = Qt::UserRole + 1, EssentialRole, PhaseRole, StepIdRole };

    explicit PlanTreeModel(QObject *parent = nullptr);

    void setPlan(const Plan &plan);
    const Plan &plan() const { return m_plan; }
    // Index of a step (column 0), invalid when there is none.
    QModelIndex stepIndex(int phase, int step) const;
    // The step an index stands for, nullptr for a phase row.
    const PlanStep *stepAt(const QModelIndex &index) const;
    int stepCount() const;
    // What happened when the step ran: "running…", "ok, 1.2 s", "failed (exit 1), 0.3 s".
    void setStepResult(const QString &phase, const QString &stepId, const QString &text, bool failed);
    QString stepResult(const QString &phase, const QString &stepId) const;

    // The argv as one shell line (arguments quoted as planToScript() quotes them).
    static QString commandLine(const PlanStep &step);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant phaseData(int phase, int column, int role) const;
    QVariant stepData(const PlanStep &step, int column, int role) const;

    QModelIndex indexOf(const QString &phase, const QString &stepId, int column) const;

    Plan m_plan;
    QHash<QString, QPair<QString, bool>> m_results; // "phase/step" -> text, failed
};
