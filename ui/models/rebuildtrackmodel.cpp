#include "models/rebuildtrackmodel.h"

#include <QColor>

#include <algorithm>
#include <cmath>

static constexpr double MiB = 1024.0 * 1024.0;

RebuildTrackModel::RebuildTrackModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ArrayCondition RebuildTrackModel::Track::condition() const
{
    if (samples.isEmpty())
        return ArrayCondition::Unknown;
    const ProgressState state = samples.constLast().state;
    if (progressStateIsActive(state))
        return ArrayCondition::Rebuilding;
    switch (state) {
    case ProgressState::Degraded:
        return ArrayCondition::Degraded;
    case ProgressState::Finished:
        return ArrayCondition::Finished;
    case ProgressState::Idle:
        // Idle after a copy ran is the copy's end; idle from the start is a healthy array.
        return wasActive ? ArrayCondition::Finished : ArrayCondition::Healthy;
    case ProgressState::Delayed:
    case ProgressState::Pending:
    case ProgressState::Paused:
        // Waiting to copy: redundancy is still missing.
        return ArrayCondition::Degraded;
    default:
        return ArrayCondition::Unknown;
    }
}

std::optional<double> RebuildTrackModel::Track::lastPercent() const
{
    return points.isEmpty() ? std::nullopt : points.constLast().percent;
}

std::optional<double> RebuildTrackModel::Track::lastMibPerSec() const
{
    return points.isEmpty() ? std::nullopt : points.constLast().mibPerSec;
}

std::optional<qint64> RebuildTrackModel::Track::etaSeconds() const
{
    const ArrayCondition now = condition();
    if (now == ArrayCondition::Finished)
        return 0;
    if (now != ArrayCondition::Rebuilding)
        return std::nullopt;
    const ProgressSample &last = samples.constLast();
    if (last.etaSeconds)
        return last.etaSeconds;
    if (last.bytesDone && last.bytesTotal && last.speedBytesPerSec && *last.speedBytesPerSec > 0)
        return qint64(std::ceil(double(*last.bytesTotal - *last.bytesDone) / *last.speedBytesPerSec));
    // The progress rate since this copy's first sample.
    qsizetype first = samples.size() - 1;
    while (first > 0 && progressStateIsActive(samples.at(first - 1).state))
        --first;
    const Point &start = points.at(first);
    const Point &end = points.constLast();
    if (!start.percent || !end.percent || end.seconds <= start.seconds)
        return std::nullopt;
    const double rate = (*end.percent - *start.percent) / (end.seconds - start.seconds);
    if (rate <= 0)
        return std::nullopt;
    return qint64(std::ceil((100.0 - *end.percent) / rate));
}

RebuildTrackModel::Point RebuildTrackModel::pointFor(const Track &track, const ProgressSample &sample)
{
    Point point;
    const qint64 origin = track.samples.isEmpty() ? sample.timestampMs : track.samples.constFirst().timestampMs;
    point.seconds = double(sample.timestampMs - origin) / 1000.0;
    point.percent = sample.percent;
    if (!sample.percent && sample.state == ProgressState::Finished)
        point.percent = 100.0;
    if (sample.speedBytesPerSec) {
        point.mibPerSec = *sample.speedBytesPerSec / MiB;
    } else if (!track.samples.isEmpty()) {
        // The tool printed no speed: the bytes copied between two samples say it.
        const ProgressSample &before = track.samples.constLast();
        const double dt = double(sample.timestampMs - before.timestampMs) / 1000.0;
        if (dt > 0 && sample.bytesDone && before.bytesDone && *sample.bytesDone >= *before.bytesDone)
            point.mibPerSec = double(*sample.bytesDone - *before.bytesDone) / dt / MiB;
    }
    if (!progressStateIsActive(sample.state) && !point.mibPerSec)
        point.mibPerSec = 0.0;
    return point;
}

int RebuildTrackModel::rowOf(const QString &stack, const QString &kind) const
{
    for (int row = 0; row < m_tracks.size(); ++row) {
        if (m_tracks.at(row).stack == stack && m_tracks.at(row).kind == kind)
            return row;
    }
    return -1;
}

int RebuildTrackModel::addSample(const QString &stack, const QString &kind, const ProgressSample &sample)
{
    int row = rowOf(stack, kind);
    if (row < 0) {
        row = int(m_tracks.size());
        beginInsertRows({}, row, row);
        m_tracks.append(Track {stack, kind, {}, {}, false});
        endInsertRows();
    }
    Track &track = m_tracks[row];
    track.points.append(pointFor(track, sample));
    track.samples.append(sample);
    if (progressStateIsActive(sample.state))
        track.wasActive = true;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT pointAdded(row);
    return row;
}

void RebuildTrackModel::clear()
{
    if (m_tracks.isEmpty())
        return;
    beginResetModel();
    m_tracks.clear();
    endResetModel();
}

void RebuildTrackModel::clearStack(const QString &stack)
{
    const auto ofStack = [&stack](const Track &track) { return track.stack == stack; };
    if (std::none_of(m_tracks.cbegin(), m_tracks.cend(), ofStack))
        return;
    // A reset, not row removal: the charts draw by row and rebuild on a reset.
    beginResetModel();
    m_tracks.removeIf(ofStack);
    endResetModel();
}

QString RebuildTrackModel::conditionName(ArrayCondition condition)
{
    switch (condition) {
    case ArrayCondition::Healthy:
        return tr("healthy");
    case ArrayCondition::Degraded:
        return tr("degraded");
    case ArrayCondition::Rebuilding:
        return tr("rebuilding");
    case ArrayCondition::Finished:
        return tr("finished");
    case ArrayCondition::Unknown:
        break;
    }
    return tr("unknown");
}

QString RebuildTrackModel::etaText(std::optional<qint64> seconds)
{
    if (!seconds)
        return QStringLiteral("—");
    if (*seconds == 0)
        return tr("done");
    if (*seconds >= 3600)
        return tr("%1 h %2 min").arg(*seconds / 3600).arg((*seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(*seconds / 60).arg(*seconds % 60, 2, 10, QLatin1Char('0'));
}

QString RebuildTrackModel::stateText(const Track &track) const
{
    const ArrayCondition condition = track.condition();
    const QString name = conditionName(condition);
    if (condition == ArrayCondition::Rebuilding || condition == ArrayCondition::Unknown) {
        // The tool's own word says which copy: recovery, resilver, resync, scrub, replace.
        const ProgressState state = track.samples.isEmpty() ? ProgressState::Unknown : track.samples.constLast().state;
        return tr("%1 (%2)").arg(name, progressStateName(state));
    }
    return name;
}

int RebuildTrackModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tracks.size());
}

int RebuildTrackModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RebuildTrackModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Track &track = m_tracks.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case StackColumn:
            return track.stack;
        case KindColumn:
            return track.kind;
        case StateColumn:
            return stateText(track);
        case PercentColumn:
            if (const auto percent = track.lastPercent())
                return QStringLiteral("%1 %").arg(*percent, 0, 'f', 1);
            return QStringLiteral("—");
        case SpeedColumn:
            if (const auto speed = track.lastMibPerSec())
                return tr("%1 MiB/s").arg(*speed, 0, 'f', 1);
            return QStringLiteral("—");
        case EtaColumn:
            return etaText(track.etaSeconds());
        case SamplesColumn:
            return QString::number(track.samples.size());
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= PercentColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::BackgroundRole && index.column() == StateColumn) {
        switch (track.condition()) {
        case ArrayCondition::Degraded:
            return QColor(0xfd, 0xe8, 0xe8);
        case ArrayCondition::Rebuilding:
            return QColor(0xff, 0xf4, 0xe0);
        case ArrayCondition::Healthy:
        case ArrayCondition::Finished:
            return QColor(0xe6, 0xf4, 0xea);
        case ArrayCondition::Unknown:
            break;
        }
    }
    if (role == Qt::ToolTipRole && !track.samples.isEmpty())
        return track.samples.constLast().rawLines.join(QLatin1Char('\n'));
    return {};
}

QVariant RebuildTrackModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StackColumn:
        return tr("Stack");
    case KindColumn:
        return tr("Operation");
    case StateColumn:
        return tr("State");
    case PercentColumn:
        return tr("Progress");
    case SpeedColumn:
        return tr("Speed");
    case EtaColumn:
        return tr("ETA");
    case SamplesColumn:
        return tr("Samples");
    }
    return {};
}
