#include "models/scenariostagemodel.h"

#include <QColor>
#include <QDateTime>

ScenarioStageModel::ScenarioStageModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ScenarioStageModel::addScenario(const QString &stack, const QList<ScenarioStage> &stages)
{
    if (stages.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + stages.size() - 1));
    for (const ScenarioStage &stage : stages)
        m_rows.append(Row {stack, stage, stage.applicable ? State::Waiting : State::Skipped, 0, 0});
    endInsertRows();
}

void ScenarioStageModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int ScenarioStageModel::rowOf(const QString &stack, const QString &stageName) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).stack == stack && m_rows.at(row).stage.name == stageName)
            return row;
    }
    return -1;
}

void ScenarioStageModel::setStarted(const QString &stack, const ScenarioStage &stage, qint64 epochMs)
{
    const int row = rowOf(stack, stage.name);
    if (row < 0)
        return;
    m_rows[row].state = State::Running;
    m_rows[row].startedMs = epochMs;
    m_rows[row].endedMs = 0;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void ScenarioStageModel::setFinished(const QString &stack, const ScenarioStage &stage, bool ok, qint64 epochMs)
{
    const int row = rowOf(stack, stage.name);
    if (row < 0)
        return;
    Row &r = m_rows[row];
    r.state = !stage.applicable ? State::Skipped : ok ? State::Done : State::Failed;
    if (r.startedMs == 0)
        r.startedMs = epochMs;
    r.endedMs = epochMs;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

ScenarioStageModel::State ScenarioStageModel::state(int row) const
{
    return m_rows.at(row).state;
}

QString ScenarioStageModel::stateName(State state)
{
    switch (state) {
    case State::Waiting:
        return tr("waiting");
    case State::Running:
        return tr("running…");
    case State::Done:
        return tr("done");
    case State::Failed:
        return tr("failed");
    case State::Skipped:
        return tr("skipped");
    }
    return {};
}

int ScenarioStageModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ScenarioStageModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScenarioStageModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case StackColumn:
            return row.stack;
        case StageColumn:
            return row.stage.title;
        case StateColumn:
            return stateName(row.state);
        case StartedColumn:
            return row.startedMs > 0
                ? QDateTime::fromMSecsSinceEpoch(row.startedMs).toString(QStringLiteral("HH:mm:ss"))
                : QString();
        case DurationColumn:
            return row.endedMs > 0 ? tr("%1 s").arg(double(row.endedMs - row.startedMs) / 1000.0, 0, 'f', 1)
                                   : QString();
        }
    }
    if (role == Qt::ToolTipRole && !row.stage.applicable)
        return row.stage.note;
    if (role == Qt::ForegroundRole && row.state == State::Skipped)
        return QColor(0x88, 0x88, 0x88);
    if (role == Qt::BackgroundRole && index.column() == StateColumn) {
        switch (row.state) {
        case State::Running:
            return QColor(0xff, 0xf4, 0xe0);
        case State::Done:
            return QColor(0xe6, 0xf4, 0xea);
        case State::Failed:
            return QColor(0xfd, 0xe8, 0xe8);
        default:
            break;
        }
    }
    return {};
}

QVariant ScenarioStageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StackColumn:
        return tr("Stack");
    case StageColumn:
        return tr("Stage");
    case StateColumn:
        return tr("State");
    case StartedColumn:
        return tr("Started");
    case DurationColumn:
        return tr("Time");
    }
    return {};
}
