#pragma once

#include <QTreeView>

class PlanTreeModel;
struct PlanStep;

// The Build page's plan as a tree (PlanTreeModel): phases with their steps, the command and
// state columns sized for a 1024-pixel window, and the selection as a phase and a step.
class PlanTreeView : public QTreeView {
    Q_OBJECT
public:
    PlanTreeView(PlanTreeModel *model, QWidget *parent = nullptr);

    // Selects a step; false when the plan has no such step.
    bool selectStep(const QString &phase, const QString &stepId);
    QString currentPhase() const; // of the selected row, empty without one
    const PlanStep *currentStep() const; // nullptr for a phase row or none

private:
    PlanTreeModel *m_model;
};
