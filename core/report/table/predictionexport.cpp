#include "report/table/measurementsummary.h"
#include "report/table/predictionrows.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

static QString tr_(const char *text)
{
    return QCoreApplication::translate("ComparisonReport", text);
}

static const QLocale &english()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

static bool isBytes(const ReportPrediction &p)
{
    return p.unit == QLatin1String("bytes");
}

// Space to a tenth of a MiB: the goal is 0.1 %, so the GiB of the main table would hide the error.
static QString amount(const ReportPrediction &p, double value)
{
    if (!isBytes(p))
        return formatValue(value, MeasurementUnit::Seconds);
    return english().toString(value / (1024.0 * 1024), 'f', 1) + QStringLiteral(" MiB");
}

static QString signedAmount(const ReportPrediction &p, double value)
{
    const QString sign = value > 0 ? QStringLiteral("+") : QString();
    if (isBytes(p) && std::fabs(value) < 1024.0 * 1024)
        return sign + english().toString(value / 1024, 'f', 0) + QStringLiteral(" KiB");
    return sign + amount(p, value);
}

static QString percent(double share)
{
    const double value = 100 * share;
    return (value > 0 ? QStringLiteral("+") : QString()) + english().toString(value, 'f', std::fabs(value) < 1 ? 3 : 1)
        + QStringLiteral(" %");
}

static QString goal(const ReportPrediction &p)
{
    //: the planner's goal for one figure: "±0.1 % or 1.0 MiB"
    return tr_(QT_TRANSLATE_NOOP("ComparisonReport", "±%1 or %2"))
        .arg(english().toString(100 * p.relativeGoal, 'g', 3) + QStringLiteral(" %"), amount(p, p.absoluteGoal));
}

// The cells of one row: stack, figure, predicted, measured, error, within the goal, basis.
static QStringList cells(const ReportPrediction &p)
{
    const QString stack = p.stackTitle.isEmpty() ? p.stack : p.stackTitle;
    if (!p.measured)
        return {stack, p.label, amount(p, p.predicted), tr_(QT_TRANSLATE_NOOP("ComparisonReport", "not measured")),
            QString(), goal(p), p.basis};
    const QString met = p.withinGoal ? tr_(QT_TRANSLATE_NOOP("ComparisonReport", "yes"))
                                     : tr_(QT_TRANSLATE_NOOP("ComparisonReport", "no"));
    return {stack, p.label, amount(p, p.predicted), amount(p, *p.measured),
        QStringLiteral("%1 (%2)").arg(signedAmount(p, p.error), percent(p.relativeError)),
        QStringLiteral("%1 (%2)").arg(met, goal(p)), p.basis};
}

static QStringList headers()
{
    return {tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Stack")), tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Figure")),
        tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Predicted")), tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Measured")),
        tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Error (measured − predicted)")),
        tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Within the goal")),
        tr_(QT_TRANSLATE_NOOP("ComparisonReport", "The forecast rests on"))};
}

static QString title()
{
    return tr_(QT_TRANSLATE_NOOP("ComparisonReport", "Predicted and measured"));
}

static QString lead()
{
    return tr_(QT_TRANSLATE_NOOP("ComparisonReport",
        "The planner's forecast for each stack, recorded before the lab built it, against what the lab "
        "then measured on the same disks."));
}

QString predictionsMarkdown(const QList<ReportPrediction> &predictions)
{
    if (predictions.isEmpty())
        return {};
    const auto cell = [](QString text) {
        return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QString out = QStringLiteral("\n## ") + title() + QStringLiteral("\n\n") + lead() + QStringLiteral("\n\n| ");
    out += headers().join(QStringLiteral(" | ")) + QStringLiteral(" |\n|---|---|---|---|---|---|---|\n");
    for (const ReportPrediction &p : predictions) {
        QStringList row;
        for (const QString &text : cells(p))
            row << cell(text);
        out += QStringLiteral("| ") + row.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    return out;
}

QString predictionsHtml(const QList<ReportPrediction> &predictions)
{
    if (predictions.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + title().toHtmlEscaped() + QStringLiteral("</h2>\n<p>")
        + lead().toHtmlEscaped() + QStringLiteral("</p>\n<table>\n<tr>");
    for (const QString &header : headers())
        out += QStringLiteral("<th>") + header.toHtmlEscaped() + QStringLiteral("</th>");
    out += QStringLiteral("</tr>\n");
    for (const ReportPrediction &p : predictions) {
        const QStringList row = cells(p);
        out += QStringLiteral("<tr>");
        for (qsizetype i = 0; i < row.size(); ++i) {
            const bool missed = i == 5 && p.measured && !p.withinGoal;
            out += (missed ? QStringLiteral("<td class=\"na\">") : QStringLiteral("<td>")) + row.at(i).toHtmlEscaped()
                + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</table>\n");
}

static QString plainNumber(double value)
{
    if (value == std::floor(value) && std::fabs(value) < 9.0e15)
        return QString::number(qint64(value));
    return QString::number(value, 'g', 15);
}

QList<QStringList> predictionsCsvRows(const QList<ReportPrediction> &predictions)
{
    QList<QStringList> rows;
    for (const ReportPrediction &p : predictions) {
        const QString suffix = p.atMeasuredRate ? QStringLiteral("_at_measured_rate")
            : p.atPull                          ? QStringLiteral("_at_pull")
                                                : QString();
        rows << QStringList {p.stack, p.stackTitle, p.key + QStringLiteral("_predicted") + suffix, p.unit, {},
            plainNumber(p.predicted), p.basis};
        if (p.measured)
            rows << QStringList {p.stack, p.stackTitle, p.key + QStringLiteral("_prediction_error") + suffix, p.unit,
                {}, plainNumber(p.error),
                QStringLiteral("%1 of the measured value; %2")
                    .arg(percent(p.relativeError),
                        p.withinGoal ? QStringLiteral("within the goal") : QStringLiteral("outside the goal"))};
    }
    return rows;
}

QJsonArray predictionsJson(const QList<ReportPrediction> &predictions)
{
    QJsonArray array;
    for (const ReportPrediction &p : predictions) {
        const auto number = [](double value) -> QJsonValue {
            return value == std::floor(value) && std::fabs(value) < 9.0e15 ? QJsonValue(qint64(value))
                                                                           : QJsonValue(value);
        };
        QJsonObject o {{QStringLiteral("stack"), p.stack}, {QStringLiteral("key"), p.key},
            {QStringLiteral("unit"), p.unit}, {QStringLiteral("predicted"), number(p.predicted)},
            {QStringLiteral("relative_goal"), p.relativeGoal}, {QStringLiteral("absolute_goal"), p.absoluteGoal},
            {QStringLiteral("at_measured_rate"), p.atMeasuredRate}, {QStringLiteral("at_pull"), p.atPull},
            {QStringLiteral("basis"), p.basis}};
        o.insert(QStringLiteral("measured"), p.measured ? number(*p.measured) : QJsonValue());
        o.insert(QStringLiteral("error"), p.measured ? number(p.error) : QJsonValue());
        o.insert(QStringLiteral("relative_error"), p.measured ? QJsonValue(p.relativeError) : QJsonValue());
        o.insert(QStringLiteral("within_goal"), p.measured ? QJsonValue(p.withinGoal) : QJsonValue());
        array.append(o);
    }
    return array;
}
