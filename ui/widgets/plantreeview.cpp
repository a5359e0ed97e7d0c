#include "widgets/plantreeview.h"

#include "models/plantreemodel.h"

#include <QHeaderView>

PlanTreeView::PlanTreeView(PlanTreeModel *model, QWidget *parent)
    : QTreeView(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("planView"));
    setModel(model);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setSectionResizeMode(PlanTreeModel::TitleColumn, QHeaderView::Interactive);
    header()->setSectionResizeMode(PlanTreeModel::CommandColumn, QHeaderView::Interactive);
    header()->setStretchLastSection(true);
    header()->resizeSection(PlanTreeModel::TitleColumn, 300);
    header()->resizeSection(PlanTreeModel::CommandColumn, 520);
}

bool PlanTreeView::selectStep(const QString &phase, const QString &stepId)
{
    for (int p = 0; p < m_model->rowCount(); ++p) {
        const QModelIndex phaseIndex = m_model->index(p, 0);
        if (phaseIndex.data(PlanTreeModel::PhaseRole).toString() != phase)
            continue;
        for (int s = 0; s < m_model->rowCount(phaseIndex); ++s) {
            const QModelIndex step = m_model->index(s, 0, phaseIndex);
            if (step.data(PlanTreeModel::StepIdRole).toString() == stepId) {
                setCurrentIndex(step);
                return true;
            }
        }
    }
    return false;
}

QString PlanTreeView::currentPhase() const
{
    return currentIndex().siblingAtColumn(0).data(PlanTreeModel::PhaseRole).toString();
}

const PlanStep *PlanTreeView::currentStep() const
{
    return m_model->stepAt(currentIndex().siblingAtColumn(0));
}
