#include "measurementsummary.h"
#include "reportexport.h"

#include <QCoreApplication>

static QString cell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

static QString durationText(double seconds)
{
    return formatValue(seconds, MeasurementUnit::Seconds);
}

QString toMarkdown(const ComparisonReport &report)
{
    QString out;
    if (!report.title.isEmpty())
        out += QStringLiteral("# ") + report.title + QStringLiteral("\n\n");

    QString header = QStringLiteral("| ")
        + cell(report.setup.isEmpty()
                ? QCoreApplication::translate("ComparisonReport", "Measurement")
                : QCoreApplication::translate("ComparisonReport", "Measured on %1").arg(report.setup));
    QString rule = QStringLiteral("|---");
    for (const ReportStack &stack : report.stacks) {
        header += QStringLiteral(" | ") + cell(stack.title.isEmpty() ? stack.name : stack.title);
        rule += QStringLiteral("|---");
    }
    out += header + QStringLiteral(" |\n") + rule + QStringLiteral("|\n");
    for (const MeasurementRow &row : measurementRows()) {
        QString line = QStringLiteral("| ") + cell(measurementTitle(row));
        if (row.unit == MeasurementUnit::MiBPerSecond || row.unit == MeasurementUnit::Iops)
            line += QStringLiteral(", ") + unitName(row.unit);
        for (const ReportStack &stack : report.stacks)
            line += QStringLiteral(" | ") + cell(MeasurementSummary::of(stack, row.key).text(row.unit));
        out += line + QStringLiteral(" |\n");
    }
    out += QLatin1Char('\n')
        + QCoreApplication::translate(
            "ComparisonReport", "Repeated runs show the median and the range (min to max) in brackets.")
        + QLatin1Char('\n');
    out += predictionsMarkdown(report.predictions);

    if (!report.versions.isEmpty()) {
        out += QStringLiteral("\n## ") + QCoreApplication::translate("ComparisonReport", "Versions")
            + QStringLiteral("\n\n");
        out += QStringLiteral("| ") + QCoreApplication::translate("ComparisonReport", "Tool") + QStringLiteral(" | ")
            + QCoreApplication::translate("ComparisonReport", "Version") + QStringLiteral(" |\n|---|---|\n");
        for (auto it = report.versions.cbegin(); it != report.versions.cend(); ++it)
            out += QStringLiteral("| ") + cell(it.key()) + QStringLiteral(" | ") + cell(it.value())
                + QStringLiteral(" |\n");
    }

    if (!report.commands.isEmpty()) {
        out += QStringLiteral("\n## ") + QCoreApplication::translate("ComparisonReport", "Command log")
            + QStringLiteral("\n\n");
        out += QStringLiteral("| # | ") + QCoreApplication::translate("ComparisonReport", "Stack")
            + QStringLiteral(" | ") + QCoreApplication::translate("ComparisonReport", "Command") + QStringLiteral(" | ")
            + QCoreApplication::translate("ComparisonReport", "Exit code") + QStringLiteral(" | ")
            + QCoreApplication::translate("ComparisonReport", "Duration")
            + QStringLiteral(" |\n|---|---|---|---|---|\n");
        int n = 0;
        for (const ReportCommand &command : report.commands) {
            // One pass: a '%1' inside a command must stay as it is.
            out += QStringLiteral("| %1 | %2 | `%3` | %4 | %5 |\n")
                       .arg(QString::number(++n), cell(command.stack),
                           cell(commandLine(command.argv)).replace(QLatin1Char('`'), QLatin1Char('\'')),
                           QString::number(command.exitCode), durationText(command.durationS));
        }
    }
    return out;
}
