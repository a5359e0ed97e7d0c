#include "report/table/measurementsummary.h"

#include "report/table/diskmodelrows.h"
#include "report/table/drillrows.h"
#include "stacks/recipe/measurementkeys.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

MeasurementSummary MeasurementSummary::of(const ReportMeasurement &measurement)
{
    MeasurementSummary summary;
    summary.applicable = measurement.applicable;
    summary.reason = measurement.reason;
    if (!measurement.applicable || measurement.rounds.isEmpty())
        return summary;
    QList<double> sorted = measurement.rounds;
    std::sort(sorted.begin(), sorted.end());
    const qsizetype n = sorted.size();
    summary.measured = true;
    summary.rounds = int(n);
    summary.min = sorted.first();
    summary.max = sorted.last();
    summary.median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    return summary;
}

MeasurementSummary MeasurementSummary::of(const ReportStack &stack, const QString &key)
{
    const auto it = stack.measurements.constFind(key);
    MeasurementSummary summary = it == stack.measurements.cend() ? MeasurementSummary {} : of(*it);
    summary.failedChecks = stack.failedChecks(key);
    return summary;
}

// English grouping ("5,185") whatever the user's locale: the report is a document to send.
static QString number(double value, int decimals)
{
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    QString text = english.toString(value, 'f', decimals);
    if (decimals > 0 && text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

QString formatValue(double value, MeasurementUnit unit)
{
    const double magnitude = std::fabs(value);
    switch (unit) {
    case MeasurementUnit::Bytes: {
        static const QLocale english(QLocale::English, QLocale::UnitedStates);
        return english.toString(value / (1024.0 * 1024 * 1024), 'f', 2) + QStringLiteral(" GiB");
    }
    case MeasurementUnit::Seconds:
        return number(value, magnitude < 10 ? 2 : magnitude < 1000 ? 1 : 0) + QStringLiteral(" s");
    case MeasurementUnit::MiBPerSecond:
        return number(value, magnitude < 100 ? 1 : 0);
    case MeasurementUnit::Iops:
        if (magnitude >= 10000)
            return number(value / 1000, 1) + QLatin1Char('k');
        return number(value, 0);
    case MeasurementUnit::Count:
        return number(value, magnitude < 100 && value != std::floor(value) ? 1 : 0);
    case MeasurementUnit::Percent:
        return number(value, magnitude < 10 && value != std::floor(value) ? 1 : 0) + QStringLiteral(" %");
    case MeasurementUnit::Milliseconds:
        return number(value, magnitude < 10 ? 2 : 1) + QStringLiteral(" ms");
    case MeasurementUnit::Verified:
    case MeasurementUnit::YesNo:
        return value != 0 ? QCoreApplication::translate("ComparisonReport", "yes")
                          : QCoreApplication::translate("ComparisonReport", "no");
    }
    return {};
}

QString MeasurementSummary::text(MeasurementUnit unit) const
{
    if (!applicable)
        return reason.isEmpty() ? QCoreApplication::translate("ComparisonReport", "n/a")
                                : QCoreApplication::translate("ComparisonReport", "n/a: %1").arg(reason);
    if (!measured)
        return QCoreApplication::translate("ComparisonReport", "not measured");
    if (!failedChecks.isEmpty())
        return QCoreApplication::translate("ComparisonReport", "failed check: %1")
            .arg(failedChecks.join(QStringLiteral("; ")));
    if (unit == MeasurementUnit::Verified && min != max)
        return QCoreApplication::translate("ComparisonReport", "no (failed in some rounds)");
    if (unit == MeasurementUnit::YesNo && min != max)
        return QCoreApplication::translate("ComparisonReport", "yes in some rounds, no in others");
    const QString median_ = formatValue(median, unit);
    if (rounds < 2 || min == max)
        return median_;
    //: median (min to max) of repeated rounds, as "793 (532 to 837)"
    return QCoreApplication::translate("ComparisonReport", "%1 (%2 to %3)")
        .arg(median_, formatValue(min, unit), formatValue(max, unit));
}

static std::optional<MeasurementUnit> unitNamed(const QString &name)
{
    for (MeasurementUnit unit : {MeasurementUnit::Bytes, MeasurementUnit::Seconds, MeasurementUnit::MiBPerSecond,
             MeasurementUnit::Iops, MeasurementUnit::Count, MeasurementUnit::Verified, MeasurementUnit::Percent,
             MeasurementUnit::Milliseconds, MeasurementUnit::YesNo}) {
        if (unitName(unit) == name)
            return unit;
    }
    return std::nullopt;
}

// The report states bytes in GiB, as the comparison did; a log line of a small lab (a snapshot's
// 4 MiB reserve, a loop lab's 120 MiB rebuilt) would read "0.00 GiB", so below a GiB MiB or KiB.
QString formatBytes(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 1024.0 * 1024 * 1024)
        return formatValue(value, MeasurementUnit::Bytes);
    if (magnitude >= 1024.0 * 1024)
        return number(value / (1024.0 * 1024), magnitude < 100 * 1024.0 * 1024 ? 1 : 0) + QStringLiteral(" MiB");
    if (magnitude >= 1024.0)
        return number(value / 1024.0, 1) + QStringLiteral(" KiB");
    return number(value, 0) + QStringLiteral(" bytes");
}

static QString logValue(double value, const QString &unitText)
{
    if (unitText == QLatin1String("B/s"))
        return formatBytes(value) + QStringLiteral("/s");
    const std::optional<MeasurementUnit> unit = unitNamed(unitText);
    if (!unit)
        return (number(value, std::fabs(value) < 100 ? 2 : 0) + QLatin1Char(' ') + unitText).trimmed();
    switch (*unit) {
    case MeasurementUnit::Bytes:
        return formatBytes(value);
    case MeasurementUnit::MiBPerSecond:
        return formatValue(value, *unit) + QStringLiteral(" MiB/s");
    case MeasurementUnit::Iops:
        return formatValue(value, *unit) + QStringLiteral(" IOPS");
    case MeasurementUnit::Seconds:
    case MeasurementUnit::Count:
    case MeasurementUnit::Verified:
    case MeasurementUnit::Percent:
    case MeasurementUnit::Milliseconds:
    case MeasurementUnit::YesNo:
        break;
    }
    return formatValue(value, *unit);
}

// The figures the lab records beside the report's rows (for its checks, forecasts and disk
// model), titled for the log, which would otherwise show only their keys.
static QString supportingTitle(const QString &key)
{
    if (key == MeasurementKey::ReplacementBytes)
        return QCoreApplication::translate("MeasurementSummary", "Size of the replacement disk");
    if (key == MeasurementKey::ReplacementWriteBytesPerS)
        return QCoreApplication::translate("MeasurementSummary", "Write speed of the replacement disk");
    if (key == MeasurementKey::AllocatedAtPullBytes)
        return QCoreApplication::translate("MeasurementSummary", "Allocated on the pool when the disk was pulled");
    const QString phase = diskPhaseTitle(key.section(QLatin1Char('_'), 3, -1));
    if (key.startsWith(QLatin1String("disk_rate_bps_")))
        return QCoreApplication::translate("MeasurementSummary", "Busiest lab disk's rate in the %1").arg(phase);
    if (key.startsWith(QLatin1String("disk_window_s_")))
        return QCoreApplication::translate("MeasurementSummary", "Length of the disk reading in the %1").arg(phase);
    if (key.startsWith(QLatin1String("disk_cap_pct_")))
        return QCoreApplication::translate("MeasurementSummary", "Busiest lab disk's share of its cap in the %1")
            .arg(phase);
    return {};
}

QString measurementLine(const QString &key, double value, const QString &unit)
{
    const MeasurementRow *row = nullptr;
    for (const QList<MeasurementRow> *rows : {&measurementRows(), &drillRows()}) {
        for (const MeasurementRow &candidate : *rows) {
            if (candidate.key == key)
                row = &candidate;
        }
    }
    const QString said = logValue(value, unit);
    if (!row) {
        const QString title = supportingTitle(key);
        return title.isEmpty() ? QStringLiteral("%1: %2").arg(key, said)
                               : QStringLiteral("%1: %2 (%3)").arg(title, said, key);
    }
    return QStringLiteral("%1: %2 (%3)").arg(measurementTitle(*row), said, key);
}
