#include "report/table/comparisonreport.h"

#include "stacks/recipe/measurementkeys.h"

#include <QCoreApplication>
#include <QRegularExpression>

const QList<MeasurementRow> &measurementRows()
{
    using U = MeasurementUnit;
    static const QList<MeasurementRow> rows = {
        {MeasurementKey::UsableBytes, U::Bytes, QT_TRANSLATE_NOOP("ComparisonReport", "Usable space")},
        {MeasurementKey::InitialSyncS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Initial sync before full redundancy")},
        {MeasurementKey::SeqWriteMibs, U::MiBPerSecond, QT_TRANSLATE_NOOP("ComparisonReport", "Seq write 1M")},
        {MeasurementKey::SeqReadMibs, U::MiBPerSecond, QT_TRANSLATE_NOOP("ComparisonReport", "Seq read 1M")},
        {MeasurementKey::RandReadIops, U::Iops, QT_TRANSLATE_NOOP("ComparisonReport", "Random read 4k")},
        {MeasurementKey::CopyS, U::Seconds, QT_TRANSLATE_NOOP("ComparisonReport", "Copy the dataset")},
        {MeasurementKey::RebuildS, U::Seconds, QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild after pulling one disk")},
        {MeasurementKey::VerifiedS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild until verified (plus a clean scrub)")},
        {MeasurementKey::RebuiltBytes, U::Bytes, QT_TRANSLATE_NOOP("ComparisonReport", "Bytes rebuilt")},
        {MeasurementKey::SnapshotCreateS, U::Seconds, QT_TRANSLATE_NOOP("ComparisonReport", "Snapshot create time")},
        {MeasurementKey::SnapshotReserveBytes, U::Bytes,
            QT_TRANSLATE_NOOP("ComparisonReport", "Snapshot space up front")},
        {MeasurementKey::SnapshotSpaceAfterOverwriteBytes, U::Bytes,
            QT_TRANSLATE_NOOP("ComparisonReport", "Space after overwriting under a snapshot")},
        {MeasurementKey::OverwriteMibsNoSnapshot, U::MiBPerSecond,
            QT_TRANSLATE_NOOP("ComparisonReport", "Overwrite, no snapshot")},
        {MeasurementKey::OverwriteMibsWithSnapshot, U::MiBPerSecond,
            QT_TRANSLATE_NOOP("ComparisonReport", "Overwrite, snapshot held")},
        {MeasurementKey::CommandsToMount, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Commands from blank disks to a mounted filesystem")},
        {MeasurementKey::CommandsToReplace, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Commands to replace the failed disk")},
        {MeasurementKey::DataVerified, U::Verified, QT_TRANSLATE_NOOP("ComparisonReport", "Data verified (checksums)")},
        {MeasurementKey::ScrubErrors, U::Count, QT_TRANSLATE_NOOP("ComparisonReport", "Scrub errors")},
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
    case MeasurementUnit::Percent:
        return QStringLiteral("%");
    case MeasurementUnit::Milliseconds:
        return QStringLiteral("ms");
    case MeasurementUnit::YesNo:
        return QStringLiteral("yes/no");
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

QString ReportSource::kindName() const
{
    switch (kind) {
    case Kind::Tool:
        return QStringLiteral("tool");
    case Kind::Measured:
        return QStringLiteral("measured");
    case Kind::NotRecorded:
        break;
    }
    return QStringLiteral("not_recorded");
}

QString ReportSource::text() const
{
    switch (kind) {
    case Kind::Tool: {
        QStringList quoted;
        for (const QString &line : lines)
            quoted << QStringLiteral("\u201c") + line + QStringLiteral("\u201d");
        QString text = commandLine(command) + QStringLiteral(": ") + quoted.join(QLatin1Char(' '));
        if (!method.isEmpty())
            text += QStringLiteral(" (") + method + QLatin1Char(')');
        return text;
    }
    case Kind::Measured: {
        QString text = QCoreApplication::translate("ComparisonReport", "measured by StackLab: %1").arg(method);
        if (!lines.isEmpty())
            text += QStringLiteral(" (") + lines.join(QStringLiteral("; ")) + QLatin1Char(')');
        return text;
    }
    case Kind::NotRecorded:
        break;
    }
    return QCoreApplication::translate("ComparisonReport", "source not recorded");
}

QString ReportMeasurement::sourceText() const
{
    if (sources.isEmpty())
        return ReportSource {}.text();
    // Repeated rounds share their command and method; their lines (the raw figures) differ.
    ReportSource shared = sources.first();
    bool same = true;
    for (const ReportSource &source : sources.mid(1)) {
        same = same && source.kind == shared.kind && source.command == shared.command && source.method == shared.method;
        if (same && source.lines != shared.lines)
            shared.lines += source.lines;
    }
    if (same)
        return shared.text();
    QStringList perRound;
    for (qsizetype i = 0; i < sources.size(); ++i)
        perRound
            << QCoreApplication::translate("ComparisonReport", "round %1: %2").arg(i + 1).arg(sources.at(i).text());
    return perRound.join(QStringLiteral("; "));
}

QStringList ReportStack::failedChecks(const QString &key) const
{
    QStringList failed;
    for (const ReportCheck &check : checks) {
        if (!check.passed && check.key == key)
            failed << check.message;
    }
    return failed;
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
