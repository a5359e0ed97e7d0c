#include "comparisonreport.h"

#include <QCoreApplication>
#include <QRegularExpression>

const QList<MeasurementRow> &measurementRows()
{
    using U = MeasurementUnit;
    static const QList<MeasurementRow> rows = {
        {QStringLiteral("usable_bytes"), U::Bytes, QT_TRANSLATE_NOOP("ComparisonReport", "Usable space")},
        {QStringLiteral("initial_sync_s"), U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Initial sync before full redundancy")},
        {QStringLiteral("seq_write_mibs"), U::MiBPerSecond, QT_TRANSLATE_NOOP("ComparisonReport", "Seq write 1M")},
        {QStringLiteral("seq_read_mibs"), U::MiBPerSecond, QT_TRANSLATE_NOOP("ComparisonReport", "Seq read 1M")},
        {QStringLiteral("rand_read_iops"), U::Iops, QT_TRANSLATE_NOOP("ComparisonReport", "Random read 4k")},
        {QStringLiteral("copy_s"), U::Seconds, QT_TRANSLATE_NOOP("ComparisonReport", "Copy the dataset")},
        {QStringLiteral("rebuild_s"), U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild after pulling one disk")},
        {QStringLiteral("rebuilt_bytes"), U::Bytes, QT_TRANSLATE_NOOP("ComparisonReport", "Bytes rebuilt")},
        {QStringLiteral("snapshot_create_s"), U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Snapshot create time")},
        {QStringLiteral("snapshot_reserve_bytes"), U::Bytes,
            QT_TRANSLATE_NOOP("ComparisonReport", "Snapshot space up front")},
        {QStringLiteral("snapshot_space_after_overwrite_bytes"), U::Bytes,
            QT_TRANSLATE_NOOP("ComparisonReport", "Space after overwriting under a snapshot")},
        {QStringLiteral("overwrite_mibs_no_snapshot"), U::MiBPerSecond,
            QT_TRANSLATE_NOOP("ComparisonReport", "Overwrite, no snapshot")},
        {QStringLiteral("overwrite_mibs_with_snapshot"), U::MiBPerSecond,
            QT_TRANSLATE_NOOP("ComparisonReport", "Overwrite, snapshot held")},
        {QStringLiteral("commands_to_mount"), U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Commands from blank disks to a mounted filesystem")},
        {QStringLiteral("commands_to_replace"), U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Commands to replace the failed disk")},
        {QStringLiteral("data_verified"), U::Verified, QT_TRANSLATE_NOOP("ComparisonReport", "Data verified (sha256)")},
        {QStringLiteral("scrub_errors"), U::Count, QT_TRANSLATE_NOOP("ComparisonReport", "Scrub errors")},
    };
    return rows;
}

QString measurementTitle(const MeasurementRow &row)
{
    return QCoreApplication::translate("ComparisonReport", row.title);
}

QString unitName(MeasurementUnit unit)
{
    switch (unit) {
    case MeasurementUnit::Bytes:
        return QStringLiteral("bytes");
    case MeasurementUnit::Seconds:
        return QStringLiteral("s");
    case MeasurementUnit::MiBPerSecond:
        return QStringLiteral("MiB/s");
    case MeasurementUnit::Iops:
        return QStringLiteral("IOPS");
    case MeasurementUnit::Count:
        return QStringLiteral("count");
    case MeasurementUnit::Verified:
        return QStringLiteral("verified");
    }
    return {};
}

QString commandLine(const QStringList &argv)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=,+@%-]+$"));
    QStringList words;
    for (const QString &word : argv) {
        if (plain.match(word).hasMatch())
            words << word;
        else
            words << QLatin1Char('\'') + QString(word).replace(QLatin1String("'"), QLatin1String("'\\''"))
                    + QLatin1Char('\'');
    }
    return words.join(QLatin1Char(' '));
}

QString completionName(ReportStack::Completion completion)
{
    switch (completion) {
    case ReportStack::Completion::Complete:
        return QStringLiteral("complete");
    case ReportStack::Completion::Failed:
        return QStringLiteral("failed");
    case ReportStack::Completion::Cancelled:
        return QStringLiteral("cancelled");
    case ReportStack::Completion::Interrupted:
        return QStringLiteral("interrupted");
    case ReportStack::Completion::Running:
        return QStringLiteral("running");
    case ReportStack::Completion::NotRun:
        return QStringLiteral("not_run");
    }
    return {};
}

QString completionLabel(ReportStack::Completion completion)
{
    switch (completion) {
    case ReportStack::Completion::Complete:
        return {};
    case ReportStack::Completion::Failed:
        return QCoreApplication::translate("ComparisonReport", "failed");
    case ReportStack::Completion::Cancelled:
        return QCoreApplication::translate("ComparisonReport", "cancelled, incomplete");
    case ReportStack::Completion::Interrupted:
        return QCoreApplication::translate("ComparisonReport", "interrupted, incomplete");
    case ReportStack::Completion::Running:
        return QCoreApplication::translate("ComparisonReport", "running, incomplete");
    case ReportStack::Completion::NotRun:
        return QCoreApplication::translate("ComparisonReport", "not run");
    }
    return {};
}
