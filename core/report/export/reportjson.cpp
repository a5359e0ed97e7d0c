#include "report/export/reportexport.h"
#include "report/export/reportfootnotes.h"
#include "report/table/diskmodelrows.h"
#include "report/table/drillrows.h"
#include "report/table/measurementsummary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

// Integral values stay integers in the JSON (byte counts, commands), others are doubles.
static QJsonValue jsonNumber(double value, MeasurementUnit unit)
{
    if (unit == MeasurementUnit::Verified || unit == MeasurementUnit::YesNo)
        return value != 0;
    if (value == std::floor(value) && std::fabs(value) < 9.0e15)
        return qint64(value);
    return value;
}

static QJsonObject sourceObject(const ReportMeasurement &measurement)
{
    const ReportSource first = measurement.sources.value(0);
    QStringList lines;
    for (const ReportSource &source : measurement.sources)
        lines += source.lines;
    QJsonObject o {
        {QStringLiteral("kind"), first.kindName()},
        {QStringLiteral("text"), measurement.sourceText()},
    };
    if (!first.command.isEmpty())
        o.insert(QStringLiteral("command"), commandLine(first.command));
    if (!lines.isEmpty())
        o.insert(QStringLiteral("lines"), QJsonArray::fromStringList(lines));
    if (!first.method.isEmpty())
        o.insert(QStringLiteral("method"), first.method);
    return o;
}

static QJsonArray checksArray(const ReportStack &stack)
{
    QJsonArray checks;
    for (const ReportCheck &check : stack.checks)
        checks.append(QJsonObject {
            {QStringLiteral("key"), check.key.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(check.key)},
            {QStringLiteral("check"), check.name},
            {QStringLiteral("passed"), check.passed},
            {QStringLiteral("message"), check.message},
        });
    return checks;
}

static QJsonObject stackObject(const ReportStack &stack)
{
    QJsonObject medians;
    QJsonObject rounds;
    QJsonObject notApplicable;
    QJsonObject sources;
    for (const MeasurementRow &row : measurementRows()) {
        const MeasurementSummary summary = MeasurementSummary::of(stack, row.key);
        if (!summary.applicable)
            notApplicable.insert(row.key, summary.reason);
        sources.insert(row.key,
            summary.measured ? QJsonValue(sourceObject(stack.measurements.value(row.key)))
                             : QJsonValue(QJsonValue::Null));
        // A figure that failed a check is not a number of the report: see "checks".
        if (!summary.shown()) {
            medians.insert(row.key, QJsonValue::Null);
            rounds.insert(row.key, QJsonValue::Null);
            continue;
        }
        // data_verified holds only if every round verified; a finding (data lost) if any round shows it.
        const double median = row.unit == MeasurementUnit::Verified ? summary.min
            : row.unit == MeasurementUnit::YesNo                    ? summary.max
                                                                    : summary.median;
        medians.insert(row.key, jsonNumber(median, row.unit));
        QJsonArray values;
        for (double value : stack.measurements.value(row.key).rounds)
            values.append(jsonNumber(value, row.unit));
        rounds.insert(row.key, values);
    }
    QJsonObject object {
        {QStringLiteral("name"), stack.name},
        {QStringLiteral("title"), stack.title},
        {QStringLiteral("status"), completionName(stack.completion)},
        {QStringLiteral("measurements"), medians},
        {QStringLiteral("rounds"), rounds},
        {QStringLiteral("not_applicable"), notApplicable},
        {QStringLiteral("source"), sources},
        {QStringLiteral("checks"), checksArray(stack)},
    };
    if (!stack.completionNote.isEmpty())
        object.insert(QStringLiteral("status_note"), stack.completionNote);
    return object;
}

QByteArray toJson(const ComparisonReport &report)
{
    QJsonArray stacks;
    for (const ReportStack &stack : report.stacks)
        stacks.append(stackObject(stack));
    QJsonObject versions;
    for (auto it = report.versions.cbegin(); it != report.versions.cend(); ++it)
        versions.insert(it.key(), it.value());
    QJsonArray commands;
    for (const ReportCommand &command : report.commands)
        commands.append(QJsonObject {
            {QStringLiteral("stack"), command.stack},
            {QStringLiteral("argv"), QJsonArray::fromStringList(command.argv)},
            {QStringLiteral("exit_code"), command.exitCode},
            {QStringLiteral("duration_s"), command.durationS},
        });
    QJsonObject root {
        {QStringLiteral("title"), report.title},
        {QStringLiteral("setup"), report.setup},
        {QStringLiteral("stacks"), stacks},
        {QStringLiteral("versions"), versions},
        {QStringLiteral("commands"), commands},
    };
    // A session's report always says how its run ended; a merge of cells only when one did not pass.
    if (!report.verdict.isEmpty() || reportVerdict(report) != QLatin1String("passed"))
        root.insert(QStringLiteral("verdict"), reportVerdict(report));
    if (const QString verdict = reportVerdictText(report); !verdict.isEmpty())
        root.insert(QStringLiteral("verdict_text"), verdict);
    if (!report.diskModel.isEmpty())
        root.insert(QStringLiteral("disk_model"), diskModelJson(report.diskModel));
    if (const QJsonArray drills = drillsJson(report); !drills.isEmpty())
        root.insert(QStringLiteral("drills"), drills);
    if (!report.predictions.isEmpty())
        root.insert(QStringLiteral("predictions"), predictionsJson(report.predictions));
    if (!report.run.isEmpty()) {
        QJsonObject run;
        for (auto it = report.run.cbegin(); it != report.run.cend(); ++it)
            run.insert(it.key(), it.value());
        root.insert(QStringLiteral("run"), run);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}
