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
    header()->setSectionResizeMode(PlanTreeModel::ResultColumn, QHeaderView::Interactive);
    header()->setSectionResizeMode(PlanTreeModel::CommandColumn, QHeaderView::Interactive);
    header()->setStretchLastSection(true);
    // Title and state fit a 1024-pixel window beside the disk list, so the state of every step is
    // in view without scrolling; the command and what it destroys follow, to scroll to or hover.
    header()->resizeSection(PlanTreeModel::TitleColumn, 280);
    header()->resizeSection(PlanTreeModel::ResultColumn,
        fontMetrics().horizontalAdvance(QStringLiteral("✓ already unmounted, 10.0 s")) + 16);
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
