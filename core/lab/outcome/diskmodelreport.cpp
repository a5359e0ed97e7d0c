#include "lab/outcome/diskmodelreport.h"

#include "lab/figures/diskload.h"
#include "lab/target/labtargetchoice.h"
#include "stacks/recipe/measurementkeys.h"

#include <QLocale>

#include <algorithm>

namespace {

std::optional<double> median(const ReportStack &stack, const QString &key)
{
    const auto it = stack.measurements.constFind(key);
    if (it == stack.measurements.cend() || !it->applicable || it->rounds.isEmpty())
        return std::nullopt;
    QList<double> values = it->rounds;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

QString note(const ReportStack &stack, const QString &key)
{
    const auto it = stack.measurements.constFind(key);
    if (it == stack.measurements.cend() || it->sources.isEmpty())
        return {};
    return it->sources.last().lines.join(QStringLiteral("; "));
}

} // namespace

QString DiskModelReport::rowOf(const QString &phase)
{
    if (phase == QLatin1String("sync"))
        return MeasurementKey::InitialSyncS;
    if (phase == QLatin1String("dataset"))
        return MeasurementKey::CopyS;
    if (phase == QLatin1String("rebuild"))
        return MeasurementKey::RebuildS;
    return {};
}

ReportDiskModel DiskModelReport::build(const SessionMetadata &metadata, const QList<ReportStack> &stacks)
{
    ReportDiskModel model;
    const DiskProfile &profile = metadata.diskProfile;
    if (profile.name.isEmpty())
        return model;
    model.profile = profile.describe();
    model.throttled = profile.isThrottled();
    model.timeScale = profile.timeScale(metadata.labDiskBytes);
    model.rateFactor = profile.rateFactor();
    model.labDisk = LabTargetChoice::sizeText(metadata.labDiskBytes);
    model.realDisk = QStringLiteral("%1 TB").arg(QLocale::c().toString(double(profile.realSizeBytes) / 1e12, 'g', 3));
    for (const ReportStack &stack : stacks) {
        for (const QString &phase : DiskLoad::phases()) {
            const std::optional<double> window = median(stack, DiskLoad::windowKey(phase));
            if (!window)
                continue;
            ReportDiskPhase p;
            p.stack = stack.name;
            p.phase = phase;
            p.rowKey = rowOf(phase);
            // -1: the phase has no time row (verify, scrub) or its row was not measured.
            const double row = p.rowKey.isEmpty() ? -1 : median(stack, p.rowKey).value_or(-1);
            p.labSeconds = row >= 0 ? row : *window;
            p.capPercent = median(stack, DiskLoad::capKey(phase)).value_or(-1);
            p.diskBound = p.capPercent >= DiskLoad::diskBoundPercent;
            p.load = note(stack, DiskLoad::windowKey(phase));
            // Only a time the disks paced stands for the modelled disk, and only a row's time
            // (verify and scrub have none of their own).
            if (p.diskBound && row >= 0 && model.timeScale > 0)
                p.scaledSeconds = row * model.timeScale;
            model.phases << p;
        }
    }
    return model;
}
