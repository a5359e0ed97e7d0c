#include "lab/sweep/labsweep.h"

#include "lab/figures/sessionchecks.h"
#include "lab/sweep/scenariospace.h"
#include "report/sweep/barchartsvg.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/measurementkeys.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace {

constexpr double mib = 1024.0 * 1024.0;

double median(QList<double> values)
{
    if (values.isEmpty())
        return NAN;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

StackInfo stackInfo(const QString &stack)
{
    for (const StackInfo &info : stackInfos()) {
        if (info.name == stack)
            return info;
    }
    return {};
}

QString csvNumber(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

// Layouts and fill levels in the order the matrix ran them.
QStringList layoutsInOrder(const QList<SweepResult> &results)
{
    QStringList order;
    for (const SweepResult &r : results) {
        if (!order.contains(r.cell.layout.token))
            order << r.cell.layout.token;
    }
    return order;
}

QList<int> fillsInOrder(const QList<SweepResult> &results)
{
    QList<int> order;
    for (const SweepResult &r : results) {
        if (!order.contains(r.cell.fillPercent))
            order << r.cell.fillPercent;
    }
    return order;
}

QList<const SweepResult *> measuredOf(const QList<SweepResult> &results, const QString &layout, int fill)
{
    QList<const SweepResult *> found;
    for (const SweepResult &r : results) {
        if (r.cell.layout.token == layout && r.cell.fillPercent == fill && r.measured())
            found << &r;
    }
    return found;
}

} // namespace

double SweepResult::meanMibs() const
{
    if (resilverSeconds <= 0 || resilveredBytes <= 0)
        return 0;
    return double(resilveredBytes) / mib / resilverSeconds;
}

QString LabSweep::layoutForms()
{
    return tr("STACK-W for any stack of stacklab-cli stacks (mdadm-raid5-4, lvm-raid5-3, btrfs-raid1-2, "
              "zfs-raidz2-6), mirrorN (ZFS N-way mirror, N >= 2), raidz1-W (W >= 3), raidz2-W (W >= 4), raidz3-W "
              "(W >= 5), striped-mirror-W (ZFS two-way mirrors, W even, >= 4); W is the number of member disks");
}

QList<SweepLayout> LabSweep::parseLayouts(const QString &text, QString *error)
{
    static const QRegularExpression mirror(QStringLiteral("^mirror(\\d+)$"));
    static const QRegularExpression raidz(QStringLiteral("^raidz([123])-(\\d+)$"));
    static const QRegularExpression striped(QStringLiteral("^striped-mirror-(\\d+)$"));
    static const QRegularExpression stackWidth(QStringLiteral("^(.+)-(\\d+)$"));
    QList<SweepLayout> layouts;
    const QStringList tokens = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (tokens.isEmpty()) {
        *error = tr("No layout given; valid forms: %1.").arg(layoutForms());
        return {};
    }
    for (const QString &raw : tokens) {
        const QString token = raw.trimmed().toLower();
        SweepLayout layout;
        layout.token = token;
        QRegularExpressionMatch m;
        if ((m = stackWidth.match(token)).hasMatch() && stackNames().contains(m.captured(1))) {
            layout.stack = m.captured(1);
            layout.width = m.captured(2).toInt();
        } else if ((m = mirror.match(token)).hasMatch()) {
            layout.stack = QStringLiteral("zfs-mirror");
            layout.width = m.captured(1).toInt();
        } else if ((m = raidz.match(token)).hasMatch()) {
            layout.stack = QStringLiteral("zfs-raidz") + m.captured(1);
            layout.width = m.captured(2).toInt();
        } else if ((m = striped.match(token)).hasMatch()) {
            layout.stack = QStringLiteral("zfs-striped-mirror");
            layout.width = m.captured(1).toInt();
        } else {
            *error = tr("Unknown layout '%1'; valid forms: %2.").arg(raw.trimmed(), layoutForms());
            return {};
        }
        const StackInfo info = stackInfo(layout.stack);
        if (info.diskMultiple > 1 && layout.width % info.diskMultiple != 0) {
            *error = tr("Layout '%1': %2 needs a multiple of %3 member disks, got %4; valid forms: %5.")
                         .arg(raw.trimmed(), layout.stack)
                         .arg(info.diskMultiple)
                         .arg(layout.width)
                         .arg(layoutForms());
            return {};
        }
        const int minimum = std::max(1, info.minDisks);
        if (layout.width < minimum) {
            *error = tr("Layout '%1': %2 needs at least %3 member disks, got %4; valid forms: %5.")
                         .arg(raw.trimmed(), layout.stack)
                         .arg(minimum)
                         .arg(layout.width)
                         .arg(layoutForms());
            return {};
        }
        if (std::any_of(layouts.begin(), layouts.end(), [&](const SweepLayout &l) { return l.token == token; })) {
            *error = tr("Layout '%1' is named twice; use --rounds to repeat it.").arg(raw.trimmed());
            return {};
        }
        layouts << layout;
    }
    return layouts;
}

QList<int> LabSweep::parseFillLevels(const QString &text, QString *error)
{
    QList<int> fills;
    const QStringList tokens = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (tokens.isEmpty()) {
        *error = tr("No fill level given; write percentages of the pool's usable space such as 25,50.");
        return {};
    }
    for (const QString &raw : tokens) {
        QString token = raw.trimmed();
        if (token.endsWith(QLatin1Char('%')))
            token.chop(1);
        bool ok = false;
        const int fill = token.toInt(&ok);
        if (!ok || fill < 1 || fill > 90) {
            *error = tr("Fill level '%1' is not a percentage from 1 to 90 (the pull writes 64 MiB more and ZFS "
                        "needs free space to resilver).")
                         .arg(raw.trimmed());
            return {};
        }
        if (fills.contains(fill)) {
            *error = tr("Fill level %1 is named twice; use --rounds to repeat it.").arg(fill);
            return {};
        }
        fills << fill;
    }
    return fills;
}

QString LabSweep::checkDiskCount(const QList<SweepLayout> &layouts, int diskCount)
{
    QStringList tooWide;
    int widest = 0;
    for (const SweepLayout &layout : layouts) {
        widest = std::max(widest, layout.width);
        if (layout.width + 1 > diskCount)
            tooWide << layout.token;
    }
    if (tooWide.isEmpty())
        return {};
    return tr("Too few lab disks for %1: a layout needs its members plus a spare (%2 for the widest), the lab has "
              "%3. Drop the layout or raise --disk-count (the virtual lab has at most 6).")
        .arg(tooWide.join(QStringLiteral(", ")))
        .arg(widest + 1)
        .arg(diskCount);
}

QString LabSweep::checkSpace(const QList<SweepLayout> &layouts, const QList<int> &fills, qint64 diskBytes,
    ScenarioSpace::ChunkAllowance allowance)
{
    for (const SweepLayout &layout : layouts) {
        for (const int fill : fills) {
            const SweepCell cell {layout, fill, 1};
            ScenarioSpaceCheck check
                = ScenarioSpace::check(layout.stack, layout.width, diskBytes, scenarioOptions(cell), allowance);
            if (check.fits())
                continue;
            check.activity = tr("the resilver sweep's cell %1 at %2 % fill").arg(layout.token).arg(fill);
            return check.refusal(QStringLiteral("--fill"));
        }
    }
    return {};
}

QList<qint64> LabSweep::defaultDiskSizes()
{
    constexpr qint64 mibBytes = 1024LL * 1024;
    return {256 * mibBytes, 512 * mibBytes, 1024 * mibBytes, 2048 * mibBytes, 4096 * mibBytes, 8192 * mibBytes};
}

qint64 LabSweep::defaultDiskBytes(const QList<SweepLayout> &layouts, const QList<int> &fills)
{
    for (const qint64 size : defaultDiskSizes()) {
        if (checkSpace(layouts, fills, size, ScenarioSpace::ChunkAllowance::Worst).isEmpty())
            return size;
    }
    return 0;
}

QList<SweepCell> LabSweep::matrix(const QList<SweepLayout> &layouts, const QList<int> &fills, int rounds)
{
    QList<SweepCell> cells;
    for (const SweepLayout &layout : layouts) {
        for (const int fill : fills) {
            for (int round = 1; round <= rounds; ++round)
                cells << SweepCell {layout, fill, round};
        }
    }
    return cells;
}

ScenarioOptions LabSweep::scenarioOptions(const SweepCell &cell)
{
    ScenarioOptions options;
    options.rounds = 1;
    options.datasetPercent = cell.fillPercent;
    options.stageSelection = {ScenarioStageKind::Claim, ScenarioStageKind::Prepare, ScenarioStageKind::Build,
        ScenarioStageKind::Sync, ScenarioStageKind::Mount, ScenarioStageKind::Dataset, ScenarioStageKind::Fail,
        ScenarioStageKind::Rebuild, ScenarioStageKind::Verify, ScenarioStageKind::Teardown};
    return options;
}

SweepResult LabSweep::resultOf(const SweepCell &cell, const QList<Measurement> &measurements)
{
    SweepResult result;
    result.cell = cell;
    for (const Measurement &m : measurements) {
        if (m.key == MeasurementKey::RebuildS)
            result.resilverSeconds = m.value;
        else if (m.key == MeasurementKey::RebuiltBytes)
            result.resilveredBytes = qint64(m.value);
        else if (m.key == MeasurementKey::DataVerified)
            result.dataVerified = m.value > 0;
    }
    // A resilver figure that fails a check (against zpool's own line, the replacement's size or
    // write speed) is not a number of the CSV either: the row stays, empty, with the check named.
    LabSession run;
    run.measurements = measurements;
    for (const SessionCheck &check : SessionChecks::run(run)) {
        if (!check.passed && (check.key == MeasurementKey::RebuiltBytes || check.key == MeasurementKey::RebuildS)) {
            result.error = tr("failed check: %1").arg(check.message);
            break;
        }
    }
    return result;
}

QByteArray LabSweep::toCsv(const QList<SweepResult> &results)
{
    QByteArray csv = "layout,width,fill_percent,round,resilver_s,resilvered_bytes,mean_mibs,data_verified\r\n";
    for (const SweepResult &r : results) {
        // A failed cell keeps its row, with nothing measured: the gap shows in the chart too.
        const bool measured = r.measured();
        const QStringList fields {r.cell.layout.token, QString::number(r.cell.layout.width),
            QString::number(r.cell.fillPercent), QString::number(r.cell.round),
            measured ? csvNumber(r.resilverSeconds, 3) : QString(),
            measured ? QString::number(r.resilveredBytes) : QString(),
            measured ? csvNumber(r.meanMibs(), 2) : QString(),
            r.error.isEmpty() && r.dataVerified ? QStringLiteral("true") : QStringLiteral("false")};
        csv += fields.join(QLatin1Char(',')).toUtf8() + "\r\n";
    }
    return csv;
}

QString LabSweep::summary(const QList<SweepResult> &results)
{
    QString text = tr("Median of the measured rounds per layout and fill level:") + QLatin1Char('\n');
    text += QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                .arg(tr("layout"), -18)
                .arg(tr("fill"), 5)
                .arg(tr("rounds"), 7)
                .arg(tr("resilver s"), 11)
                .arg(tr("resilvered MiB"), 15)
                .arg(tr("MiB/s"), 8);
    for (const QString &layout : layoutsInOrder(results)) {
        for (const int fill : fillsInOrder(results)) {
            const QList<const SweepResult *> measured = measuredOf(results, layout, fill);
            int all = 0;
            for (const SweepResult &r : results)
                all += r.cell.layout.token == layout && r.cell.fillPercent == fill ? 1 : 0;
            if (all == 0)
                continue;
            QList<double> seconds, bytes, speed;
            for (const SweepResult *r : measured) {
                seconds << r->resilverSeconds;
                bytes << double(r->resilveredBytes) / mib;
                speed << r->meanMibs();
            }
            const QString rounds = QStringLiteral("%1/%2").arg(measured.size()).arg(all);
            if (measured.isEmpty()) {
                text += QStringLiteral("%1 %2 %3 %4\n")
                            .arg(layout, -18)
                            .arg(QString::number(fill) + QLatin1Char('%'), 5)
                            .arg(rounds, 7)
                            .arg(tr("not measured"));
                continue;
            }
            text += QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                        .arg(layout, -18)
                        .arg(QString::number(fill) + QLatin1Char('%'), 5)
                        .arg(rounds, 7)
                        .arg(median(seconds), 11, 'f', 1)
                        .arg(median(bytes), 15, 'f', 1)
                        .arg(median(speed), 8, 'f', 1);
        }
    }
    int unverified = 0;
    for (const SweepResult &r : results)
        unverified += r.error.isEmpty() && !r.dataVerified ? 1 : 0;
    if (unverified > 0)
        text += tr("%n run(s) finished with data that failed its sha256 check.", nullptr, unverified)
            + QLatin1Char('\n');
    return text;
}

QString LabSweep::chartSvg(const QList<SweepResult> &results)
{
    BarChartSvg chart;
    chart.title = tr("Resilver time per layout (median of the rounds)");
    chart.valueLabel = tr("resilver time (s)");
    chart.categories = layoutsInOrder(results);
    for (const int fill : fillsInOrder(results)) {
        BarSeries series;
        series.name = tr("%1 % full").arg(fill);
        for (const QString &layout : std::as_const(chart.categories)) {
            QList<double> seconds;
            for (const SweepResult *r : measuredOf(results, layout, fill))
                seconds << r->resilverSeconds;
            series.values << median(seconds);
        }
        chart.series << series;
    }
    return chart.render();
}
