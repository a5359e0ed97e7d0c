#include "models/rebuildtrackmodel.h"

#include "monitor/rebuild/rebuildfigures.h"
#include "stacks/recipe/measurementkeys.h"

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

const RebuildTrackModel::Point &RebuildTrackModel::Track::pointOf(qsizetype sampleIndex) const
{
    return points.at(sampleIndex + points.size() - samples.size());
}

bool RebuildTrackModel::Track::neverSeenCopying() const
{
    return !wasActive && !samples.isEmpty();
}

std::optional<double> RebuildTrackModel::Track::durationSeconds() const
{
    if (measuredSeconds)
        return measuredSeconds;
    if (!wasActive)
        return std::nullopt; // nothing was seen copying: no clock on it
    RebuildFigures::Inputs inputs;
    if (condition() == ArrayCondition::Rebuilding)
        inputs.endMs = samples.constLast().timestampMs;
    return RebuildFigures::fromSamples(samples, inputs).wallSeconds;
}

std::optional<double> RebuildTrackModel::Track::meanMibPerSec() const
{
    const std::optional<double> seconds = durationSeconds();
    qint64 bytes = 0;
    for (const ProgressSample &sample : samples)
        bytes = std::max(bytes, sample.bytesDone.value_or(0));
    if (measuredBytes)
        bytes = std::max(bytes, *measuredBytes);
    if (seconds && *seconds > 0 && bytes > 0)
        return double(bytes) / *seconds / MiB;
    double sum = 0;
    int count = 0;
    for (int i = 0; i < samples.size(); ++i) {
        if (const std::optional<double> speed = pointOf(i).mibPerSec;
            speed && progressStateIsActive(samples.at(i).state)) {
            sum += *speed;
            ++count;
        }
    }
    return count > 0 ? std::optional<double>(sum / count) : std::nullopt;
}

std::optional<double> RebuildTrackModel::Track::peakMibPerSec() const
{
    const double fromBytes = RebuildFigures::fromSamples(samples, {}).peakBytesPerSec / MiB;
    std::optional<double> peak;
    if (fromBytes > 0)
        peak = fromBytes;
    for (int i = 0; i < samples.size(); ++i) {
        const std::optional<double> speed = pointOf(i).mibPerSec;
        if (progressStateIsActive(samples.at(i).state) && speed)
            peak = std::max(peak.value_or(0.0), *speed);
    }
    if (!peak && measuredSeconds)
        return meanMibPerSec(); // one figure for the whole copy: its mean is its peak
    return peak;
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
    point.seconds = double(sample.timestampMs - track.originMs) / 1000.0;
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
        // A tool that prints only a percentage (btrfs replace): the share of what the replacement
        // received (rebuilt_bytes) between two samples.
        else if (dt > 0 && !sample.bytesDone && track.measuredBytes && sample.percent && before.percent
            && *sample.percent >= *before.percent)
            point.mibPerSec = (*sample.percent - *before.percent) / 100.0 * double(*track.measuredBytes) / dt / MiB;
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
        Track added;
        added.stack = stack;
        added.kind = kind;
        added.originMs = sample.timestampMs;
        for (qsizetype i = 0; i < m_pendingClocks.size(); ++i) {
            if (m_pendingClocks.at(i).stack == stack && m_pendingClocks.at(i).kind == kind) {
                added.clock = m_pendingClocks.takeAt(i);
                break;
            }
        }
        m_tracks.append(added);
        endInsertRows();
    }
    Track &track = m_tracks[row];
    track.points.append(pointFor(track, sample));
    track.samples.append(sample);
    if (progressStateIsActive(sample.state))
        track.wasActive = true;
    // A clock that came first (the copy was over before this sample) draws the whole copy now.
    if (track.clock && settle(track)) {
        replotAll();
        return row;
    }
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT pointAdded(row);
    return row;
}

void RebuildTrackModel::clear()
{
    m_pendingClocks.clear();
    if (m_tracks.isEmpty())
        return;
    beginResetModel();
    m_tracks.clear();
    endResetModel();
}

void RebuildTrackModel::clearStack(const QString &stack)
{
    m_pendingClocks.removeIf([&stack](const CopyClock &clock) { return clock.stack == stack; });
    const auto ofStack = [&stack](const Track &track) { return track.stack == stack; };
    if (std::none_of(m_tracks.cbegin(), m_tracks.cend(), ofStack))
        return;
    // A reset, not row removal: the charts draw by row and rebuild on a reset.
    beginResetModel();
    m_tracks.removeIf(ofStack);
    endResetModel();
}

void RebuildTrackModel::replot(Track &track)
{
    const QList<ProgressSample> samples = track.samples;
    const bool neverSeenCopying = track.neverSeenCopying();
    track.samples.clear();
    track.points.clear();
    track.originMs = samples.isEmpty() ? 0 : samples.constFirst().timestampMs;
    if (neverSeenCopying && track.measuredSeconds) {
        // The copy ran between the lab starting it and the first sample: draw it from its
        // start, so a 2-second rebuild is a 2-second line, not one dot at 100 %.
        const qint64 end = samples.constLast().timestampMs;
        track.originMs = std::min(track.originMs, end - qint64(*track.measuredSeconds * 1000.0));
        Point start;
        start.percent = 0.0;
        track.points.append(start);
    }
    for (const ProgressSample &sample : samples) {
        track.points.append(pointFor(track, sample));
        track.samples.append(sample);
    }
    if (track.points.size() > track.samples.size()) {
        // The copy's speed over its whole run, flat from start to end; it ended complete.
        const std::optional<double> mean = track.meanMibPerSec();
        track.points.first().mibPerSec = mean;
        track.points.last().mibPerSec = mean;
        track.points.last().percent = 100.0;
    }
}

bool RebuildTrackModel::settle(Track &track)
{
    std::optional<double> seconds = track.labSeconds;
    const bool syncSeenCopying = track.kind == QLatin1String("sync") && track.wasActive;
    if (!seconds && track.clock && track.clock->seconds > 0 && !syncSeenCopying)
        seconds = track.clock->seconds;
    std::optional<qint64> bytes = track.labBytes;
    if (!bytes && track.clock && track.clock->bytes && *track.clock->bytes > 0)
        bytes = track.clock->bytes;
    if (seconds == track.measuredSeconds && bytes == track.measuredBytes)
        return false;
    track.measuredSeconds = seconds;
    track.measuredBytes = bytes;
    return true;
}

void RebuildTrackModel::replotAll()
{
    beginResetModel();
    for (Track &track : m_tracks)
        replot(track);
    endResetModel();
}

void RebuildTrackModel::setMeasurements(const QList<Measurement> &measurements)
{
    bool changed = false;
    for (Track &track : m_tracks) {
        const bool isSync = track.kind == QLatin1String("sync");
        const bool isRebuild = track.kind == QLatin1String("rebuild") || track.kind == QLatin1String("resilver");
        for (const Measurement &m : measurements) {
            if (m.stack != track.stack || m.value <= 0)
                continue;
            if (isRebuild && m.key == MeasurementKey::RebuiltBytes)
                track.labBytes = qint64(m.value);
            if (isRebuild && m.key == MeasurementKey::VerifiedS && track.verifiedSeconds != m.value) {
                track.verifiedSeconds = m.value;
                changed = true;
            }
            if ((isSync && m.key == MeasurementKey::InitialSyncS) || (isRebuild && m.key == MeasurementKey::RebuildS))
                track.labSeconds = m.value;
        }
        changed = settle(track) || changed;
    }
    if (changed)
        replotAll();
}

void RebuildTrackModel::setCopyClocks(const QList<CopyClock> &clocks)
{
    bool changed = false;
    for (const CopyClock &clock : clocks) {
        if (rowOf(clock.stack, clock.kind) >= 0)
            continue;
        m_pendingClocks.removeIf(
            [&clock](const CopyClock &pending) { return pending.stack == clock.stack && pending.kind == clock.kind; });
        m_pendingClocks << clock;
    }
    for (Track &track : m_tracks) {
        for (const CopyClock &clock : clocks) {
            if (clock.stack == track.stack && clock.kind == track.kind)
                track.clock = clock;
        }
        changed = settle(track) || changed;
    }
    if (changed)
        replotAll();
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

QString RebuildTrackModel::speedText(double mibPerSec)
{
    return tr("%1 MiB/s").arg(mibPerSec, 0, 'f', 1);
}

QString RebuildTrackModel::durationText(std::optional<double> seconds)
{
    if (!seconds)
        return QStringLiteral("—");
    if (*seconds < 60)
        return tr("%1 s").arg(*seconds, 0, 'f', *seconds < 10 ? 1 : 0);
    return etaText(qint64(std::llround(*seconds)));
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
            // The speed now: a finished copy has none (its mean and peak say how fast it was).
            if (const auto speed = track.lastMibPerSec(); speed && track.condition() == ArrayCondition::Rebuilding)
                return speedText(*speed);
            return QStringLiteral("—");
        case DurationColumn:
            return durationText(track.durationSeconds());
        case VerifiedColumn:
            return durationText(
                track.verifiedSeconds > 0 ? std::optional<double>(track.verifiedSeconds) : std::nullopt);
        case MeanSpeedColumn:
            if (const auto speed = track.meanMibPerSec())
                return speedText(*speed);
            return QStringLiteral("—");
        case PeakSpeedColumn:
            if (const auto speed = track.peakMibPerSec())
                return speedText(*speed);
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
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && (section == DurationColumn || section == VerifiedColumn))
        return tr("Two clocks for every rebuild: Duration runs until the stack is redundant again; Verified runs "
                  "from the same start until the data read back matched its checksums and the scrub was clean.");
    if (role != Qt::DisplayRole)
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
    case DurationColumn:
        return tr("Duration");
    case VerifiedColumn:
        return tr("Verified");
    case MeanSpeedColumn:
        return tr("Mean");
    case PeakSpeedColumn:
        return tr("Peak");
    case EtaColumn:
        return tr("ETA");
    case SamplesColumn:
        return tr("Samples");
    }
    return {};
}
