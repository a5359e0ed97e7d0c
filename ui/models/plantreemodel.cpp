#include "models/plantreemodel.h"

#include "stacks/plan/planscript.h"

#include <QBrush>
#include <QColor>
#include <QFont>

// Internal ids: 0 for phase rows, phase + 1 for the steps of that phase.
PlanTreeModel::PlanTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void PlanTreeModel::setPlan(const Plan &plan)
{
    beginResetModel();
    m_plan = plan;
    m_results.clear();
    endResetModel();
}

QString PlanTreeModel::commandLine(const PlanStep &step)
{
    return stepCommandLine(step);
}

QModelIndex PlanTreeModel::indexOf(const QString &phase, const QString &stepId, int column) const
{
    for (int p = 0; p < m_plan.phases.size(); ++p) {
        if (m_plan.phases.at(p).name != phase)
            continue;
        for (int s = 0; s < m_plan.phases.at(p).steps.size(); ++s) {
            if (m_plan.phases.at(p).steps.at(s).id == stepId)
                return index(s, column, index(p, 0));
        }
    }
    return {};
}

void PlanTreeModel::setStepResult(const QString &phase, const QString &stepId, const QString &text, bool failed)
{
    m_results.insert(phase + QLatin1Char('/') + stepId, {text, failed});
    const QModelIndex changed = indexOf(phase, stepId, ResultColumn);
    if (changed.isValid())
        Q_EMIT dataChanged(changed, changed);
}

QString PlanTreeModel::stepResult(const QString &phase, const QString &stepId) const
{
    return m_results.value(phase + QLatin1Char('/') + stepId).first;
}

QModelIndex PlanTreeModel::stepIndex(int phase, int step) const
{
    return index(step, 0, index(phase, 0));
}

const PlanStep *PlanTreeModel::stepAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const int phase = static_cast<int>(index.internalId()) - 1;
    return &m_plan.phases.at(phase).steps.at(index.row());
}

int PlanTreeModel::stepCount() const
{
    int count = 0;
    for (const PlanPhase &phase : m_plan.phases)
        count += static_cast<int>(phase.steps.size());
    return count;
}

QModelIndex PlanTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex PlanTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId()) - 1, 0, quintptr(0));
}

int PlanTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_plan.phases.size());
    if (parent.internalId() == 0 && parent.column() == 0)
        return static_cast<int>(m_plan.phases.at(parent.row()).steps.size());
    return 0;
}

int PlanTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant PlanTreeModel::phaseData(int phase, int column, int role) const
{
    const PlanPhase &p = m_plan.phases.at(phase);
    if (role == PhaseRole)
        return p.name;
    if (role == Qt::DisplayRole && column == TitleColumn)
        return p.steps.isEmpty() && !p.note.isEmpty() ? tr("%1 — %2").arg(p.name, p.note) : p.name;
    if (role == Qt::FontRole && column == TitleColumn) {
        QFont font;
        font.setBold(true);
        return font;
    }
    return {};
}

QVariant PlanTreeModel::stepData(const PlanStep &step, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        if (column == TitleColumn)
            return step.essential ? tr("★ %1").arg(step.title) : step.title;
        if (column == CommandColumn)
            return commandLine(step);
        if (column == DestroysColumn)
            return step.destructive ? step.destroys : QString();
        return {};
    case Qt::ToolTipRole: {
        QStringList lines {commandLine(step)};
        if (step.essential)
            lines << tr("Essential: one of the commands a person types.");
        if (step.destructive)
            lines << tr("Destroys: %1").arg(step.destroys);
        if (!step.note.isEmpty())
            lines << step.note;
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::ForegroundRole:
        return step.destructive ? QBrush(QColor(0xb0, 0x1c, 0x1c)) : QVariant();
    case Qt::FontRole:
        if (column == CommandColumn) {
            QFont font(QStringLiteral("monospace"));
            font.setStyleHint(QFont::Monospace);
            font.setBold(step.destructive);
            return font;
        }
        return {};
    case DestructiveRole:
        return step.destructive;
    case EssentialRole:
        return step.essential;
    case StepIdRole:
        return step.id;
    default:
        return {};
    }
}

QVariant PlanTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0)
        return phaseData(index.row(), index.column(), role);
    const int phase = static_cast<int>(index.internalId()) - 1;
    if (role == PhaseRole)
        return m_plan.phases.at(phase).name;
    if (index.column() == ResultColumn) {
        const auto result = m_results.value(
            m_plan.phases.at(phase).name + QLatin1Char('/') + m_plan.phases.at(phase).steps.at(index.row()).id);
        // The tooltip: a long state ("volume group vg_raid already removed") is elided in its column.
        if (role == Qt::DisplayRole || (role == Qt::ToolTipRole && !result.first.isEmpty()))
            return result.first;
        if (role == Qt::ForegroundRole && result.second)
            return QBrush(QColor(0xb0, 0x1c, 0x1c));
        if (role != DestructiveRole && role != EssentialRole && role != StepIdRole)
            return {};
    }
    return stepData(m_plan.phases.at(phase).steps.at(index.row()), index.column(), role);
}

QVariant PlanTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn:
        return tr("Step");
    case CommandColumn:
        return tr("Command");
    case DestroysColumn:
        return tr("Destroys");
    case ResultColumn:
        return tr("State");
    }
    return {};
}
