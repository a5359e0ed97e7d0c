#include "report/sweep/sweepmerge.h"

#include "report/table/measurementsummary.h"
#include "stacks/recipe/measurementkeys.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace {

double median(const QList<double> &values)
{
    const MeasurementSummary summary = MeasurementSummary::of(ReportMeasurement::of(values));
    return summary.measured ? summary.median : NAN; // NaN: a gap in the chart, not a zero bar
}

QString cellIdFromFile(const QString &file)
{
    QString base = QFileInfo(file).completeBaseName();
    if (base.startsWith(QLatin1String("cell-")))
        base.remove(0, 5);
    return base;
}

// A line split into words as a POSIX shell splits it (the jobs file is shell input): quotes and
// backslashes; no expansion, which the sweep never writes.
QStringList shellWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\'')) {
            const qsizetype end = line.indexOf(QLatin1Char('\''), i + 1);
            word += line.mid(i + 1, (end < 0 ? line.size() : end) - i - 1);
            i = end < 0 ? line.size() : end;
            inWord = true;
        } else if (c == QLatin1Char('"')) {
            for (++i; i < line.size() && line.at(i) != QLatin1Char('"'); ++i) {
                if (line.at(i) == QLatin1Char('\\') && i + 1 < line.size())
                    ++i;
                word += line.at(i);
            }
            inWord = true;
        } else if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            word += line.at(++i);
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

} // namespace

bool SweepCellReport::measured() const
{
    return error.isEmpty() && measurements.value(MeasurementKey::RebuildS) > 0;
}

QString SweepCellReport::failure() const
{
    if (!error.isEmpty())
        return error;
    return measured() ? QString() : SweepMerge::tr("no rebuild was measured");
}

QString SweepCellReport::groupKey() const
{
    const QString name = host.isEmpty() ? SweepMerge::tr("unknown host") : host;
    return kernel.isEmpty() ? name : name + QStringLiteral(" · ") + kernel;
}

QList<const SweepCellReport *> SweepMerged::failed() const
{
    QList<const SweepCellReport *> list;
    for (const SweepCellReport &cell : cells) {
        if (!cell.measured())
            list << &cell;
    }
    return list;
}

QList<SweepCellReport> SweepMerge::parseReport(const QString &file, const QByteArray &bytes, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("%1 is not JSON: %2 at byte %3").arg(file, parseError.errorString()).arg(parseError.offset);
        return {};
    }
    const QJsonObject root = doc.object();
    if (!root.value(QStringLiteral("stacks")).isArray()) {
        *error = tr("%1 is not a lab run report: it has no \"stacks\" list (write it with stacklab-cli lab run "
                    "--report FILE.json).")
                     .arg(file);
        return {};
    }
    const QJsonObject run = root.value(QStringLiteral("run")).toObject();
    const QJsonObject versions = root.value(QStringLiteral("versions")).toObject();
    SweepCellReport base;
    base.file = file;
    base.cellId = run.value(QStringLiteral("cell")).toString(cellIdFromFile(file));
    base.host = run.value(QStringLiteral("host")).toString();
    base.target = run.value(QStringLiteral("target")).toString();
    base.kernel = versions.value(QStringLiteral("kernel")).toString();
    for (auto it = versions.begin(); it != versions.end(); ++it)
        base.versions.insert(it.key(), it.value().toString());
    base.layout = run.value(QStringLiteral("layout")).toString();
    base.width = run.value(QStringLiteral("width")).toString().toInt();
    base.fillPercent = run.value(QStringLiteral("fill")).toString().toInt();
    base.round = run.value(QStringLiteral("round")).toString().toInt();
    base.datasetSeed = run.value(QStringLiteral("dataset_seed")).toString();
    base.error = run.value(QStringLiteral("error")).toString();

    QList<SweepCellReport> cells;
    const QJsonArray stacks = root.value(QStringLiteral("stacks")).toArray();
    for (const QJsonValue &value : stacks) {
        const QJsonObject stack = value.toObject();
        SweepCellReport cell = base;
        cell.stack = stack.value(QStringLiteral("name")).toString();
        if (cell.layout.isEmpty())
            cell.layout = cell.stack;
        const QJsonObject measurements = stack.value(QStringLiteral("measurements")).toObject();
        for (auto it = measurements.begin(); it != measurements.end(); ++it) {
            if (it.value().isBool())
                cell.measurements.insert(it.key(), it.value().toBool() ? 1 : 0);
            else if (it.value().isDouble())
                cell.measurements.insert(it.key(), it.value().toDouble());
        }
        if (stacks.size() > 1)
            cell.cellId += QLatin1Char('/') + cell.stack;
        cells << cell;
    }
    if (cells.isEmpty()) {
        // The lab stopped before any stack ran: the cell is there, and failed.
        base.layout = base.layout.isEmpty() ? cellIdFromFile(file) : base.layout;
        if (base.error.isEmpty())
            base.error = tr("the report holds no stack");
        cells << base;
    }
    return cells;
}

QList<SweepCellKey> SweepMerge::parseJobs(const QByteArray &jobsFile, QString *error)
{
    QList<SweepCellKey> keys;
    const QList<QByteArray> lines = jobsFile.split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = QString::fromUtf8(lines.at(n)).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList words = shellWords(line);
        QMap<QString, QString> tags;
        for (qsizetype i = 0; i + 1 < words.size(); ++i) {
            if (words.at(i) == QLatin1String("--tag")) {
                const QString tag = words.at(i + 1);
                tags.insert(tag.section(QLatin1Char('='), 0, 0), tag.section(QLatin1Char('='), 1));
            }
        }
        SweepCellKey key {tags.value(QStringLiteral("cell")), tags.value(QStringLiteral("layout")),
            tags.value(QStringLiteral("fill")).toInt(), tags.value(QStringLiteral("round")).toInt()};
        if (key.cellId.isEmpty() || key.layout.isEmpty()) {
            *error = tr("Line %1 of the jobs file is not a sweep cell: it has no --tag cell=… and --tag layout=… "
                        "(write the file with stacklab-cli lab sweep --emit-jobs).")
                         .arg(n + 1);
            return {};
        }
        keys << key;
    }
    return keys;
}

SweepMerged SweepMerge::merge(
    QList<SweepCellReport> cells, const QList<SweepCellKey> &expected, bool poolHosts, QString *error)
{
    SweepMerged merged;
    merged.pooled = poolHosts;
    // The expected order (the sweep's), else layout-major as the sweep runs it.
    QList<SweepCellKey> order = expected;
    if (order.isEmpty()) {
        QStringList layouts;
        QList<int> fills;
        int rounds = 0;
        for (const SweepCellReport &cell : std::as_const(cells)) {
            if (!layouts.contains(cell.layout))
                layouts << cell.layout;
            if (!fills.contains(cell.fillPercent))
                fills << cell.fillPercent;
            rounds = std::max(rounds, cell.round);
        }
        std::sort(fills.begin(), fills.end());
        for (const QString &layout : std::as_const(layouts)) {
            for (const int fill : std::as_const(fills)) {
                for (int round = rounds > 0 ? 1 : 0; round <= rounds; ++round) {
                    const QString id = QStringLiteral("%1-fill%2-r%3").arg(layout).arg(fill).arg(round);
                    const bool seen = std::any_of(cells.begin(), cells.end(), [&](const SweepCellReport &c) {
                        return c.layout == layout && c.fillPercent == fill && c.round == round;
                    });
                    // A report without sweep tags (fill 0, round 0) is its own cell: nothing to infer.
                    if (seen || (fill > 0 && round > 0))
                        order << SweepCellKey {seen ? QString() : id, layout, fill, round};
                }
            }
        }
    }
    auto rank = [&order](const SweepCellReport &cell) {
        for (qsizetype i = 0; i < order.size(); ++i) {
            const SweepCellKey &key = order.at(i);
            if ((!key.cellId.isEmpty() && key.cellId == cell.cellId)
                || (key.layout == cell.layout && key.fillPercent == cell.fillPercent && key.round == cell.round))
                return i;
        }
        return order.size();
    };
    std::stable_sort(cells.begin(), cells.end(),
        [&](const SweepCellReport &a, const SweepCellReport &b) { return rank(a) < rank(b); });
    for (qsizetype i = 1; i < cells.size(); ++i) {
        for (qsizetype j = 0; j < i; ++j) {
            if (cells.at(i).cellId == cells.at(j).cellId && cells.at(i).host == cells.at(j).host) {
                *error = tr("%1 and %2 both hold cell %3 from %4: remove the stale one (a rerun overwrites its "
                            "report; a copy does not).")
                             .arg(cells.at(j).file, cells.at(i).file, cells.at(i).cellId, cells.at(i).host);
                return {};
            }
        }
    }
    for (const SweepCellKey &key : std::as_const(order)) {
        const bool present = std::any_of(cells.begin(), cells.end(), [&](const SweepCellReport &c) {
            return (!key.cellId.isEmpty() && c.cellId == key.cellId)
                || (c.layout == key.layout && c.fillPercent == key.fillPercent && c.round == key.round);
        });
        if (!present)
            merged.missing << key;
    }
    for (const SweepCellReport &cell : std::as_const(cells)) {
        if (!merged.hosts.contains(cell.groupKey()))
            merged.hosts << cell.groupKey();
    }

    // Groups: host (unless pooled) × layout × fill level, in the cells' order.
    for (const SweepCellReport &cell : std::as_const(cells)) {
        const QString host = poolHosts ? merged.hosts.join(QStringLiteral(", ")) : cell.groupKey();
        auto found = std::find_if(merged.groups.begin(), merged.groups.end(), [&](const SweepGroup &g) {
            return g.host == host && g.layout == cell.layout && g.fillPercent == cell.fillPercent;
        });
        if (found == merged.groups.end()) {
            merged.groups << SweepGroup {host, cell.layout, cell.width, cell.fillPercent};
            found = merged.groups.end() - 1;
        }
        ++found->runs;
    }
    for (SweepGroup &group : merged.groups) {
        QList<double> seconds, bytes, speed;
        bool verified = true;
        for (const SweepCellReport &cell : std::as_const(cells)) {
            const QString host = poolHosts ? group.host : cell.groupKey();
            if (host != group.host || cell.layout != group.layout || cell.fillPercent != group.fillPercent
                || !cell.measured())
                continue;
            const double s = cell.measurements.value(MeasurementKey::RebuildS);
            const double b = cell.measurements.value(MeasurementKey::RebuiltBytes);
            seconds << s;
            bytes << b;
            speed << b / (1024.0 * 1024.0) / s;
            verified = verified && cell.measurements.value(MeasurementKey::DataVerified) > 0;
        }
        group.measured = int(seconds.size());
        group.rebuildSeconds = median(seconds);
        group.rebuiltBytes = median(bytes);
        group.meanMibs = median(speed);
        group.allVerified = group.measured > 0 && verified;
    }
    merged.cells = cells;
    merged.title = tr("Sweep of %n cell(s) on %1", nullptr, int(cells.size() + merged.missing.size()))
                       .arg(merged.hosts.isEmpty() ? tr("no host") : merged.hosts.join(QStringLiteral(", ")));
    return merged;
}
