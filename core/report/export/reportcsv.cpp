#include "report/export/reportexport.h"
#include "report/export/reportfootnotes.h"
#include "report/table/diskmodelrows.h"
#include "report/table/drillrows.h"

#include <cmath>

// RFC 4180: a field holding a comma, a quote, CR or LF is quoted, quotes doubled.
static QByteArray field(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') || bytes.contains('\r'))
        return '"' + bytes.replace("\"", "\"\"") + '"';
    return bytes;
}

static QString plainNumber(double value)
{
    if (value == std::floor(value) && std::fabs(value) < 9.0e15)
        return QString::number(qint64(value));
    return QString::number(value, 'g', 15);
}

static void row(QByteArray &out, const QStringList &fields)
{
    QByteArrayList encoded;
    for (const QString &f : fields)
        encoded << field(f);
    out += encoded.join(',') + "\r\n";
}

QByteArray toCsv(const ComparisonReport &report)
{
    QByteArray out;
    row(out,
        {QStringLiteral("stack"), QStringLiteral("stack_title"), QStringLiteral("measurement"), QStringLiteral("unit"),
            QStringLiteral("round"), QStringLiteral("value"), QStringLiteral("note"), QStringLiteral("source")});
    if (!report.verdict.isEmpty() || reportVerdict(report) != QLatin1String("passed"))
        row(out, {{}, {}, QStringLiteral("verdict"), {}, {}, reportVerdict(report), reportVerdictText(report)});
    for (const ReportStack &stack : report.stacks) {
        if (stack.completion != ReportStack::Completion::Complete)
            row(out,
                {stack.name, stack.title, QStringLiteral("status"), {}, {}, completionName(stack.completion),
                    stack.completionNote});
        for (const MeasurementRow &r : measurementRows()) {
            const auto it = stack.measurements.constFind(r.key);
            if (it == stack.measurements.cend()) {
                row(out,
                    {stack.name, stack.title, r.key, unitName(r.unit), {}, {}, QStringLiteral("not measured"), {}});
                continue;
            }
            if (!it->applicable) {
                row(out,
                    {stack.name, stack.title, r.key, unitName(r.unit), {}, {},
                        QStringLiteral("not applicable: ") + it->reason, {}});
                continue;
            }
            // A figure that failed a check is not a number of the report: the check says why.
            const QStringList failed = stack.failedChecks(r.key);
            const QString note
                = failed.isEmpty() ? QString() : QStringLiteral("failed check: ") + failed.join(QStringLiteral("; "));
            for (qsizetype i = 0; i < it->rounds.size(); ++i)
                row(out,
                    {stack.name, stack.title, r.key, unitName(r.unit), QString::number(i + 1),
                        failed.isEmpty() ? plainNumber(it->rounds[i]) : QString(), note, it->sources.value(i).text()});
        }
    }
    for (const QStringList &fields : diskModelCsvRows(report.diskModel))
        row(out, fields);
    for (const QStringList &fields : drillsCsvRows(report))
        row(out, fields);
    for (const QStringList &fields : predictionsCsvRows(report.predictions))
        row(out, fields);
    return out;
}
