#include "report/table/drillrows.h"

#include "report/table/measurementsummary.h"
#include "stacks/recipe/measurementkeys.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>

namespace {

QString tr_(const char *text)
{
    return QCoreApplication::translate("ComparisonReport", text);
}

QString mdCell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString stackTitle(const ReportStack &stack)
{
    return stack.title.isEmpty() ? stack.name : stack.title;
}

// Each stack's figure of a row with its source, for the lines under the table.
struct SourceLine {
    QString stack;
    QString row;
    QString text;
};

QList<SourceLine> sourceLines(const ComparisonReport &report, const QList<MeasurementRow> &rows)
{
    QList<SourceLine> lines;
    for (const MeasurementRow &row : rows) {
        for (const ReportStack &stack : report.stacks) {
            const auto found = stack.measurements.constFind(row.key);
            if (found != stack.measurements.cend() && !found->rounds.isEmpty())
                lines << SourceLine {stackTitle(stack), measurementTitle(row), found->sourceText()};
        }
    }
    return lines;
}

} // namespace

const QList<MeasurementRow> &drillRows()
{
    using U = MeasurementUnit;
    namespace K = MeasurementKey;
    static const QList<MeasurementRow> rows = {
        {K::SecondFailureAtPercent, U::Percent,
            QT_TRANSLATE_NOOP("ComparisonReport", "Second failure: rebuild progress when the second disk went")},
        {K::SecondFailureDataLost, U::YesNo, QT_TRANSLATE_NOOP("ComparisonReport", "Second failure: data lost")},
        {K::PowerCutAtPercent, U::Percent,
            QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: rebuild progress when the power went")},
        {K::PowerCutHelperS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: from power-on until the helper answered")},
        {K::PowerCutBackS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: from power-on until the stack was back and mounted")},
        {K::PowerCutRedundantS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: from power-on until redundant again")},
        {K::PowerCutVerifiedS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: from power-on until the checksum verify matched")},
        {K::PowerCutDataLost, U::YesNo, QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: data lost")},
        {K::PowerCutForcedStart, U::YesNo,
            QT_TRANSLATE_NOOP("ComparisonReport", "Power cut: the stack refused to start and was forced")},
        {K::CorruptBlocks, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Silent corruption: 4 KiB blocks overwritten on one member")},
        {K::CorruptReads, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Silent corruption: files read back wrong (first read)")},
        {K::ErrorsOnRead, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Silent corruption: errors the stack reported on read")},
        {K::ErrorsFoundByScrub, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Silent corruption: errors found by the scrub or check")},
        {K::ErrorsRepaired, U::Count, QT_TRANSLATE_NOOP("ComparisonReport", "Silent corruption: repaired")},
        {K::CorruptAfterRepair, U::Count,
            QT_TRANSLATE_NOOP("ComparisonReport", "Silent corruption: files read back wrong after the scrub")},
        {K::LoadIdleRebuildS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: the rebuild without the foreground job")},
        {K::LoadRebuildS, U::Seconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: the rebuild with the foreground job")},
        {K::LoadIopsBefore, U::Iops, QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: IOPS before the pull")},
        {K::LoadIopsDegraded, U::Iops, QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: IOPS degraded")},
        {K::LoadIopsRebuilding, U::Iops,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: IOPS during the rebuild")},
        {K::LoadIopsAfter, U::Iops,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: IOPS after the rebuild")},
        {K::LoadP50Before, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p50 latency before the pull")},
        {K::LoadP50Degraded, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p50 latency degraded")},
        {K::LoadP50Rebuilding, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p50 latency during the rebuild")},
        {K::LoadP50After, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p50 latency after the rebuild")},
        {K::LoadP99Before, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99 latency before the pull")},
        {K::LoadP99Degraded, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99 latency degraded")},
        {K::LoadP99Rebuilding, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99 latency during the rebuild")},
        {K::LoadP99After, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99 latency after the rebuild")},
        {K::LoadP999Before, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99.9 latency before the pull")},
        {K::LoadP999Degraded, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99.9 latency degraded")},
        {K::LoadP999Rebuilding, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99.9 latency during the rebuild")},
        {K::LoadP999After, U::Milliseconds,
            QT_TRANSLATE_NOOP("ComparisonReport", "Rebuild under load: p99.9 latency after the rebuild")},
    };
    return rows;
}

QList<MeasurementRow> measuredDrillRows(const ComparisonReport &report)
{
    QList<MeasurementRow> rows;
    for (const MeasurementRow &row : drillRows()) {
        for (const ReportStack &stack : report.stacks) {
            if (MeasurementSummary::of(stack, row.key).measured) {
                rows << row;
                break;
            }
        }
    }
    return rows;
}

QString drillsMarkdown(const ComparisonReport &report)
{
    const QList<MeasurementRow> rows = measuredDrillRows(report);
    if (rows.isEmpty())
        return {};
    QString out = QStringLiteral("\n## ") + tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Drills"))
        + QStringLiteral("\n\n| ") + tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Drill figure"));
    QString rule = QStringLiteral("|---");
    for (const ReportStack &stack : report.stacks) {
        out += QStringLiteral(" | ") + mdCell(stackTitle(stack));
        rule += QStringLiteral("|---");
    }
    out += QStringLiteral(" |\n") + rule + QStringLiteral("|\n");
    for (const MeasurementRow &row : rows) {
        out += QStringLiteral("| ") + mdCell(measurementTitle(row));
        for (const ReportStack &stack : report.stacks)
            out += QStringLiteral(" | ") + mdCell(MeasurementSummary::of(stack, row.key).text(row.unit));
        out += QStringLiteral(" |\n");
    }
    out += QLatin1Char('\n');
    for (const SourceLine &line : sourceLines(report, rows))
        out += QStringLiteral("- %1, %2: %3\n").arg(mdCell(line.stack), mdCell(line.row), mdCell(line.text));
    return out;
}

QString drillsHtml(const ComparisonReport &report)
{
    const QList<MeasurementRow> rows = measuredDrillRows(report);
    if (rows.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Drills")).toHtmlEscaped()
        + QStringLiteral("</h2>\n<table>\n<tr><th>")
        + tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Drill figure")).toHtmlEscaped() + QStringLiteral("</th>");
    for (const ReportStack &stack : report.stacks)
        out += QStringLiteral("<th>") + stackTitle(stack).toHtmlEscaped() + QStringLiteral("</th>");
    out += QStringLiteral("</tr>\n");
    for (const MeasurementRow &row : rows) {
        out += QStringLiteral("<tr><th>") + measurementTitle(row).toHtmlEscaped() + QStringLiteral("</th>");
        for (const ReportStack &stack : report.stacks) {
            const MeasurementSummary summary = MeasurementSummary::of(stack, row.key);
            out += (summary.measured ? QStringLiteral("<td>") : QStringLiteral("<td class=\"na\">"))
                + summary.text(row.unit).toHtmlEscaped() + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</table>\n<table class=\"sources\">\n");
    for (const SourceLine &line : sourceLines(report, rows))
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>\n")
                   .arg(line.stack.toHtmlEscaped(), line.row.toHtmlEscaped(), line.text.toHtmlEscaped());
    return out + QStringLiteral("</table>\n");
}

namespace {
QString plainNumber(double value)
{
    if (value == std::floor(value) && std::fabs(value) < 9.0e15)
        return QString::number(qint64(value));
    return QString::number(value, 'g', 15);
}
} // namespace

QList<QStringList> drillsCsvRows(const ComparisonReport &report)
{
    QList<QStringList> out;
    for (const ReportStack &stack : report.stacks) {
        for (const MeasurementRow &row : drillRows()) {
            const auto found = stack.measurements.constFind(row.key);
            if (found == stack.measurements.cend())
                continue;
            for (qsizetype i = 0; i < found->rounds.size(); ++i)
                out << QStringList {stack.name, stack.title, row.key, unitName(row.unit), QString::number(i + 1),
                    plainNumber(found->rounds.at(i)), QStringLiteral("drill"), found->sources.value(i).text()};
        }
    }
    return out;
}

QJsonArray drillsJson(const ComparisonReport &report)
{
    QJsonArray out;
    for (const ReportStack &stack : report.stacks) {
        for (const MeasurementRow &row : drillRows()) {
            const MeasurementSummary summary = MeasurementSummary::of(stack, row.key);
            if (!summary.measured)
                continue;
            QJsonArray rounds;
            for (const double value : stack.measurements.value(row.key).rounds)
                rounds.append(value);
            out.append(QJsonObject {
                {QStringLiteral("stack"), stack.name},
                {QStringLiteral("key"), row.key},
                {QStringLiteral("title"), measurementTitle(row)},
                {QStringLiteral("unit"), unitName(row.unit)},
                {QStringLiteral("value"), summary.median},
                {QStringLiteral("rounds"), rounds},
                {QStringLiteral("source"), stack.measurements.value(row.key).sourceText()},
            });
        }
    }
    return out;
}
