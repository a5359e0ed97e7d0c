// The exporters of a merged sweep: the same table, cells, missing and failed lists in every format.

#include "report/sweep/barchartsvg.h"
#include "report/sweep/sweepmerge.h"
#include "stacks/recipe/measurementkeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace {

constexpr double mib = 1024.0 * 1024.0;

QString tr_(const char *text)
{
    return QCoreApplication::translate("SweepMerge", text);
}

QString number(double value, int decimals)
{
    return std::isnan(value) ? QString() : QString::number(value, 'f', decimals);
}

QString verifiedText(const SweepCellReport &cell)
{
    if (!cell.measurements.contains(MeasurementKey::DataVerified))
        return QString();
    return cell.measurements.value(MeasurementKey::DataVerified) > 0 ? tr_(QT_TRANSLATE_NOOP("SweepMerge", "yes"))
                                                                     : tr_(QT_TRANSLATE_NOOP("SweepMerge", "no"));
}

QString cellSpeed(const SweepCellReport &cell)
{
    if (!cell.measured())
        return QString();
    return number(
        cell.measurements.value(MeasurementKey::RebuiltBytes) / mib / cell.measurements.value(MeasurementKey::RebuildS),
        1);
}

QString statusOf(const SweepCellReport &cell)
{
    return cell.measured() ? QStringLiteral("measured") : QStringLiteral("failed");
}

// The rows every text format shares: header then values.
QList<QStringList> groupRows(const SweepMerged &merged)
{
    QList<QStringList> rows {
        {tr_(QT_TRANSLATE_NOOP("SweepMerge", "host")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "layout")),
            tr_(QT_TRANSLATE_NOOP("SweepMerge", "fill")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "rounds measured")),
            tr_(QT_TRANSLATE_NOOP("SweepMerge", "rebuild s")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "rebuilt MiB")),
            tr_(QT_TRANSLATE_NOOP("SweepMerge", "MiB/s")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "data verified"))}};
    for (const SweepGroup &g : merged.groups)
        rows << QStringList {g.host, g.layout, QStringLiteral("%1 %").arg(g.fillPercent),
            QStringLiteral("%1/%2").arg(g.measured).arg(g.runs), number(g.rebuildSeconds, 1),
            number(g.rebuiltBytes / mib, 1), number(g.meanMibs, 1),
            g.measured == 0 ? QString()
                            : (g.allVerified ? tr_(QT_TRANSLATE_NOOP("SweepMerge", "yes"))
                                             : tr_(QT_TRANSLATE_NOOP("SweepMerge", "no")))};
    return rows;
}

QList<QStringList> cellRows(const SweepMerged &merged)
{
    QList<QStringList> rows {{tr_(QT_TRANSLATE_NOOP("SweepMerge", "cell")),
        tr_(QT_TRANSLATE_NOOP("SweepMerge", "host")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "kernel")),
        tr_(QT_TRANSLATE_NOOP("SweepMerge", "dataset seed")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "rebuild s")),
        tr_(QT_TRANSLATE_NOOP("SweepMerge", "rebuilt MiB")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "MiB/s")),
        tr_(QT_TRANSLATE_NOOP("SweepMerge", "data verified")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "result"))}};
    for (const SweepCellReport &c : merged.cells)
        rows << QStringList {c.cellId, c.host, c.kernel, c.datasetSeed,
            c.measured() ? number(c.measurements.value(MeasurementKey::RebuildS), 2) : QString(),
            c.measured() ? number(c.measurements.value(MeasurementKey::RebuiltBytes) / mib, 1) : QString(),
            cellSpeed(c), verifiedText(c),
            c.measured() ? tr_(QT_TRANSLATE_NOOP("SweepMerge", "measured")) : c.failure()};
    for (const SweepCellKey &key : merged.missing)
        rows << QStringList {key.cellId, QString(), QString(), QString(), QString(), QString(), QString(), QString(),
            tr_(QT_TRANSLATE_NOOP("SweepMerge", "missing: no report"))};
    return rows;
}

// Tool versions per host: each host's versions, "differs between cells" where its cells disagree.
QList<QStringList> versionRows(const SweepMerged &merged)
{
    QList<QStringList> rows {{tr_(QT_TRANSLATE_NOOP("SweepMerge", "host")),
        tr_(QT_TRANSLATE_NOOP("SweepMerge", "tool")), tr_(QT_TRANSLATE_NOOP("SweepMerge", "version"))}};
    for (const QString &host : merged.hosts) {
        QMap<QString, QStringList> seen;
        for (const SweepCellReport &c : merged.cells) {
            if (c.groupKey() != host)
                continue;
            for (auto it = c.versions.cbegin(); it != c.versions.cend(); ++it) {
                if (!seen[it.key()].contains(it.value()))
                    seen[it.key()] << it.value();
            }
        }
        for (auto it = seen.cbegin(); it != seen.cend(); ++it)
            rows << QStringList {host, it.key(), it.value().join(QStringLiteral(" | "))};
    }
    return rows;
}

QString markdownTable(const QList<QStringList> &rows)
{
    QString out;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QStringList cells = rows.at(r);
        for (QString &cell : cells)
            cell.replace(QLatin1Char('|'), QLatin1String("\\|"));
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        if (r == 0)
            out += QStringLiteral("|") + QStringLiteral("---|").repeated(cells.size()) + QLatin1Char('\n');
    }
    return out;
}

QString htmlTable(const QList<QStringList> &rows)
{
    QString out = QStringLiteral("<table>\n");
    for (qsizetype r = 0; r < rows.size(); ++r) {
        out += QStringLiteral("<tr>");
        for (const QString &cell : rows.at(r))
            out += (r == 0 ? QStringLiteral("<th>") : QStringLiteral("<td>")) + cell.toHtmlEscaped()
                + (r == 0 ? QStringLiteral("</th>") : QStringLiteral("</td>"));
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</table>\n");
}

QString poolingNote(const SweepMerged &merged)
{
    if (merged.hosts.size() < 2)
        return QString();
    return merged.pooled
        ? tr_(QT_TRANSLATE_NOOP("SweepMerge", "Pooled on request (--pool-hosts): the medians mix cells from %1 hosts."))
              .arg(merged.hosts.size())
        : tr_(QT_TRANSLATE_NOOP("SweepMerge",
            "One row per host: cells from different hosts are not averaged together "
            "(--pool-hosts pools them)."));
}

QStringList failedLines(const SweepMerged &merged)
{
    QStringList lines;
    for (const SweepCellReport *cell : merged.failed())
        lines << QStringLiteral("%1 (%2): %3").arg(cell->cellId, cell->host, cell->failure());
    for (const SweepCellKey &key : merged.missing)
        lines << QStringLiteral("%1: %2").arg(key.cellId, tr_(QT_TRANSLATE_NOOP("SweepMerge", "missing: no report")));
    return lines;
}

QString chart(const SweepMerged &merged)
{
    BarChartSvg svg;
    svg.title = tr_(QT_TRANSLATE_NOOP("SweepMerge", "Rebuild time per layout (median of the rounds)"));
    svg.valueLabel = tr_(QT_TRANSLATE_NOOP("SweepMerge", "rebuild time (s)"));
    QList<int> fills;
    for (const SweepGroup &g : merged.groups) {
        const QString category
            = merged.hosts.size() > 1 && !merged.pooled ? g.layout + QStringLiteral(" @ ") + g.host : g.layout;
        if (!svg.categories.contains(category))
            svg.categories << category;
        if (!fills.contains(g.fillPercent))
            fills << g.fillPercent;
    }
    for (const int fill : std::as_const(fills)) {
        BarSeries series;
        series.name = tr_(QT_TRANSLATE_NOOP("SweepMerge", "%1 % full")).arg(fill);
        for (const QString &category : std::as_const(svg.categories)) {
            double value = NAN;
            for (const SweepGroup &g : merged.groups) {
                const QString c
                    = merged.hosts.size() > 1 && !merged.pooled ? g.layout + QStringLiteral(" @ ") + g.host : g.layout;
                if (c == category && g.fillPercent == fill)
                    value = g.rebuildSeconds;
            }
            series.values << value;
        }
        svg.series << series;
    }
    // Inline in HTML: the XML declaration of the stand-alone file does not belong there.
    QString text = svg.render();
    if (text.startsWith(QLatin1String("<?xml")))
        text.remove(0, text.indexOf(QLatin1Char('\n')) + 1);
    return text;
}

} // namespace

QString sweepToMarkdown(const SweepMerged &merged)
{
    QString out = QStringLiteral("# ") + merged.title + QStringLiteral("\n\n");
    if (const QString note = poolingNote(merged); !note.isEmpty())
        out += note + QStringLiteral("\n\n");
    out += markdownTable(groupRows(merged));
    const QStringList problems = failedLines(merged);
    if (!problems.isEmpty()) {
        out += QStringLiteral("\n## ") + tr_(QT_TRANSLATE_NOOP("SweepMerge", "Failed and missing cells"))
            + QStringLiteral("\n\n");
        for (const QString &line : problems)
            out += QStringLiteral("- ") + line + QLatin1Char('\n');
    }
    out += QStringLiteral("\n## ") + tr_(QT_TRANSLATE_NOOP("SweepMerge", "Cells")) + QStringLiteral("\n\n")
        + markdownTable(cellRows(merged));
    out += QStringLiteral("\n## ") + tr_(QT_TRANSLATE_NOOP("SweepMerge", "Hosts and versions")) + QStringLiteral("\n\n")
        + markdownTable(versionRows(merged));
    return out;
}

QByteArray sweepToCsv(const SweepMerged &merged)
{
    auto field = [](QString text) {
        if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n')))
            text = QLatin1Char('"') + text.replace(QLatin1String("\""), QLatin1String("\"\"")) + QLatin1Char('"');
        return text;
    };
    QByteArray csv = "cell,host,kernel,target,layout,width,fill_percent,round,dataset_seed,status,rebuild_s,"
                     "rebuilt_bytes,mean_mibs,data_verified,error\r\n";
    for (const SweepCellReport &c : merged.cells) {
        const QStringList fields {c.cellId, c.host, c.kernel, c.target, c.layout, QString::number(c.width),
            QString::number(c.fillPercent), QString::number(c.round), c.datasetSeed, statusOf(c),
            c.measured() ? number(c.measurements.value(MeasurementKey::RebuildS), 3) : QString(),
            c.measured() ? QString::number(qint64(c.measurements.value(MeasurementKey::RebuiltBytes))) : QString(),
            cellSpeed(c),
            c.measured() && c.measurements.value(MeasurementKey::DataVerified) > 0 ? QStringLiteral("true")
                                                                                   : QStringLiteral("false"),
            c.measured() ? QString() : c.failure()};
        QStringList quoted;
        for (const QString &f : fields)
            quoted << field(f);
        csv += quoted.join(QLatin1Char(',')).toUtf8() + "\r\n";
    }
    for (const SweepCellKey &key : merged.missing)
        csv += QStringLiteral("%1,,,,%2,,%3,%4,,missing,,,,false,\r\n")
                   .arg(field(key.cellId), field(key.layout))
                   .arg(key.fillPercent)
                   .arg(key.round)
                   .toUtf8();
    return csv;
}

QByteArray sweepToJson(const SweepMerged &merged)
{
    QJsonArray groups;
    for (const SweepGroup &g : merged.groups) {
        auto value = [&g](double v) { return g.measured == 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(v); };
        groups.append(QJsonObject {{QStringLiteral("host"), g.host}, {QStringLiteral("layout"), g.layout},
            {QStringLiteral("width"), g.width}, {QStringLiteral("fill_percent"), g.fillPercent},
            {QStringLiteral("runs"), g.runs}, {QStringLiteral("measured"), g.measured},
            {MeasurementKey::RebuildS, value(g.rebuildSeconds)},
            {MeasurementKey::RebuiltBytes, value(std::round(g.rebuiltBytes))},
            {QStringLiteral("mean_mibs"), value(g.meanMibs)}, {MeasurementKey::DataVerified, g.allVerified}});
    }
    QJsonArray cells;
    for (const SweepCellReport &c : merged.cells) {
        QJsonObject versions, measurements;
        for (auto it = c.versions.cbegin(); it != c.versions.cend(); ++it)
            versions.insert(it.key(), it.value());
        for (auto it = c.measurements.cbegin(); it != c.measurements.cend(); ++it)
            measurements.insert(it.key(), it.value());
        cells.append(QJsonObject {{QStringLiteral("cell"), c.cellId}, {QStringLiteral("file"), c.file},
            {QStringLiteral("host"), c.host}, {QStringLiteral("target"), c.target},
            {QStringLiteral("kernel"), c.kernel}, {QStringLiteral("versions"), versions},
            {QStringLiteral("stack"), c.stack}, {QStringLiteral("layout"), c.layout},
            {QStringLiteral("width"), c.width}, {QStringLiteral("fill_percent"), c.fillPercent},
            {QStringLiteral("round"), c.round}, {QStringLiteral("dataset_seed"), c.datasetSeed},
            {QStringLiteral("status"), statusOf(c)}, {QStringLiteral("error"), c.failure()},
            {QStringLiteral("measurements"), measurements}});
    }
    QJsonArray missing;
    for (const SweepCellKey &key : merged.missing)
        missing.append(QJsonObject {{QStringLiteral("cell"), key.cellId}, {QStringLiteral("layout"), key.layout},
            {QStringLiteral("fill_percent"), key.fillPercent}, {QStringLiteral("round"), key.round}});
    QJsonArray failed;
    for (const SweepCellReport *c : merged.failed())
        failed.append(QJsonObject {{QStringLiteral("cell"), c->cellId}, {QStringLiteral("host"), c->host},
            {QStringLiteral("error"), c->failure()}});
    const QJsonObject root {{QStringLiteral("title"), merged.title}, {QStringLiteral("pooled"), merged.pooled},
        {QStringLiteral("hosts"), QJsonArray::fromStringList(merged.hosts)}, {QStringLiteral("groups"), groups},
        {QStringLiteral("cells"), cells}, {QStringLiteral("missing"), missing}, {QStringLiteral("failed"), failed}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString sweepToHtml(const SweepMerged &merged)
{
    QString out = QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>")
        + merged.title.toHtmlEscaped()
        + QStringLiteral("</title>\n<style>body{font-family:sans-serif;margin:2em;color:#222}"
                         "table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #bbb;padding:4px 8px;"
                         "text-align:left}th{background:#eee}</style>\n</head>\n<body>\n<h1>")
        + merged.title.toHtmlEscaped() + QStringLiteral("</h1>\n");
    if (const QString note = poolingNote(merged); !note.isEmpty())
        out += QStringLiteral("<p>") + note.toHtmlEscaped() + QStringLiteral("</p>\n");
    out += htmlTable(groupRows(merged));
    out += QStringLiteral("<figure>\n") + chart(merged) + QStringLiteral("\n</figure>\n");
    const QStringList problems = failedLines(merged);
    if (!problems.isEmpty()) {
        out += QStringLiteral("<h2>") + tr_(QT_TRANSLATE_NOOP("SweepMerge", "Failed and missing cells")).toHtmlEscaped()
            + QStringLiteral("</h2>\n<ul>\n");
        for (const QString &line : problems)
            out += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>\n");
        out += QStringLiteral("</ul>\n");
    }
    out += QStringLiteral("<h2>") + tr_(QT_TRANSLATE_NOOP("SweepMerge", "Cells")).toHtmlEscaped()
        + QStringLiteral("</h2>\n") + htmlTable(cellRows(merged));
    out += QStringLiteral("<h2>") + tr_(QT_TRANSLATE_NOOP("SweepMerge", "Hosts and versions")).toHtmlEscaped()
        + QStringLiteral("</h2>\n") + htmlTable(versionRows(merged));
    return out + QStringLiteral("</body>\n</html>\n");
}
