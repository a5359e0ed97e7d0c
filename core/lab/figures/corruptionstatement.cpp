#include "lab/figures/corruptionstatement.h"

#include "lab/figures/scenariomeasurements.h"
#include "monitor/parsers/zpoolscanparser.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/stacktraits.h"

#include <QRegularExpression>

namespace {

using Statement = std::optional<ToolStatement>;

bool startsWith(const QStringList &command, std::initializer_list<const char *> prefix)
{
    qsizetype i = 0;
    for (const char *word : prefix) {
        if (command.value(i++) != QLatin1String(word))
            return false;
    }
    return true;
}

// "[/dev/loop0].corruption_errs  2" (btrfs-progs prints "[%s].%-16s %llu").
Statement btrfsDeviceCounter(const QStringList &output, const QString &counter)
{
    const QRegularExpression row(
        QStringLiteral("^\\[[^\\]]+\\]\\.%1\\s+(\\d+)$").arg(QRegularExpression::escape(counter)));
    QStringList lines;
    double sum = 0;
    for (const QString &line : output) {
        const QRegularExpressionMatch m = row.match(line.trimmed());
        if (!m.hasMatch())
            continue;
        lines << line.trimmed();
        sum += m.captured(1).toDouble();
    }
    if (lines.isEmpty())
        return std::nullopt;
    return ToolStatement {sum, lines, ToolStatement::tr("the sum of %1 over the filesystem's devices").arg(counter)};
}

// What a btrfs scrub found: the summary's "csum=24 read=1" (scrub start -B, scrub status), or the
// raw counters of -R, one per line ("csum_errors: 24"). The same kinds either way: read, super,
// verify, csum (btrfs-progs cmds/scrub.c, print_scrub_summary and print_scrub_full).
Statement btrfsScrubFound(const QStringList &output)
{
    static const QRegularExpression summaryCount(QStringLiteral("\\b(read|super|verify|csum)=(\\d+)\\b"));
    static const QRegularExpression raw(QStringLiteral("^(read|super|verify|csum)_errors:\\s*(\\d+)$"));
    for (const QString &line : output) {
        const QString trimmed = line.trimmed();
        if (!trimmed.startsWith(QLatin1String("Error summary:")))
            continue;
        if (trimmed.contains(QLatin1String("no errors found")))
            return ToolStatement {0, {trimmed}, ToolStatement::tr("the scrub's error summary: no errors found")};
        double sum = 0;
        bool any = false;
        for (auto it = summaryCount.globalMatch(trimmed); it.hasNext();) {
            sum += it.next().captured(2).toDouble();
            any = true;
        }
        if (any)
            return ToolStatement {sum, {trimmed}, ToolStatement::tr("the sum of the scrub's error summary")};
    }
    QStringList lines;
    double sum = 0;
    for (const QString &line : output) {
        const QRegularExpressionMatch m = raw.match(line.trimmed());
        if (m.hasMatch()) {
            lines << line.trimmed();
            sum += m.captured(2).toDouble();
        }
    }
    if (lines.isEmpty())
        return std::nullopt;
    return ToolStatement {sum, lines, ToolStatement::tr("the sum of the scrub's read, super, verify and csum errors")};
}

// "  Corrected:      24" after a summary with errors, "corrected_errors: 24" with -R; a summary of
// "no errors found" corrected nothing and prints no Corrected line.
Statement btrfsScrubCorrected(const QStringList &output)
{
    static const QRegularExpression corrected(QStringLiteral("^(?:Corrected|corrected_errors):\\s*(\\d+)$"));
    for (const QString &line : output) {
        const QString trimmed = line.trimmed();
        const QRegularExpressionMatch m = corrected.match(trimmed);
        if (m.hasMatch())
            return ToolStatement {
                m.captured(1).toDouble(), {trimmed}, ToolStatement::tr("the errors the scrub corrected")};
        if (trimmed.startsWith(QLatin1String("Error summary:")) && trimmed.contains(QLatin1String("no errors found")))
            return ToolStatement {0, {trimmed}, ToolStatement::tr("the scrub's error summary: no errors found")};
    }
    return std::nullopt;
}

// One "NAME STATE READ WRITE CKSUM" table of zpool status: its header and rows as printed, the
// indentation kept (it is what nests a disk under its raidz or mirror).
struct CksumTable {
    QStringList lines;
    double leafSum = 0;
};

qsizetype indentOf(const QString &line)
{
    qsizetype i = 0;
    while (i < line.size() && line.at(i).isSpace())
        ++i;
    return i;
}

// Every such table in the output (one per reading). Leaves are the rows the next row does not nest
// under; the pool and raidz rows count only errors they could not put on a leaf, so leaves alone add
// up (as CorruptionCounters::zpoolChecksumErrors does).
QList<CksumTable> cksumTables(const QStringList &output)
{
    static const QRegularExpression header(QStringLiteral("^NAME\\s+STATE\\s+READ\\s+WRITE\\s+CKSUM\\b"));
    QList<CksumTable> tables;
    for (qsizetype i = 0; i < output.size(); ++i) {
        if (!header.match(output.at(i).trimmed()).hasMatch())
            continue;
        const qsizetype base = indentOf(output.at(i));
        CksumTable table;
        table.lines << output.at(i);
        QList<std::pair<qsizetype, double>> rows; // depth under the pool row, CKSUM
        for (qsizetype j = i + 1; j < output.size(); ++j) {
            const QString &line = output.at(j);
            const QStringList w = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            bool number = false;
            const double cksum = w.value(4).toDouble(&number);
            if (w.size() < 5 || !number || indentOf(line) < base)
                break;
            rows << std::pair {indentOf(line) - base, cksum};
            table.lines << line;
        }
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const bool leaf = r + 1 == rows.size() || rows.at(r + 1).first <= rows.at(r).first;
            if (leaf && rows.at(r).first > 0)
                table.leafSum += rows.at(r).second;
        }
        if (rows.size() > 1)
            tables << table;
    }
    return tables;
}

Statement zpoolCksum(const QStringList &output, bool growth)
{
    const QList<CksumTable> tables = cksumTables(output);
    if (tables.size() == 1)
        return ToolStatement {tables.first().leafSum, tables.first().lines,
            ToolStatement::tr("the CKSUM column summed over the pool's disks")};
    if (growth && tables.size() == 2)
        return ToolStatement {std::max(0.0, tables.at(1).leafSum - tables.at(0).leafSum),
            tables.at(0).lines + tables.at(1).lines,
            ToolStatement::tr("growth of the disks' CKSUM sum from the first table (after the read) to the second "
                              "(after the scrub): the counters add up from the import")};
    return std::nullopt;
}

// "scan: scrub repaired 384K in 00:00:05 with 0 errors on …".
Statement zpoolScrubRepaired(const QStringList &output)
{
    for (const QString &line : output) {
        const QString trimmed = line.trimmed();
        if (!trimmed.startsWith(QLatin1String("scan: scrub repaired")))
            continue;
        const ParseResult<ZpoolScan> scan = ZpoolScanParser::parseScan({trimmed.mid(5).trimmed()});
        if (scan.ok() && scan.value.processedBytes)
            return ToolStatement {double(*scan.value.processedBytes), {trimmed},
                ToolStatement::tr("the bytes the finished scrub repaired")};
    }
    return std::nullopt;
}

// lvs -o lv_name,raid_mismatch_count[,integritymismatches] LV: "  LV   Mismatches IntegMismatches"
// then "  data  0  16"; the column `name` of each data row (two rows: two readings).
Statement lvsColumn(const QStringList &output, const QString &name, bool growth, const QString &method)
{
    QStringList lines;
    QList<double> values;
    QStringList header;
    QString headerLine;
    for (const QString &line : output) {
        const QStringList w = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (w.value(0) == QLatin1String("LV")) {
            header = w;
            headerLine = line.trimmed();
            continue;
        }
        const qsizetype column = header.indexOf(name);
        bool ok = false;
        const double value = w.value(column).toDouble(&ok);
        if (column <= 0 || !ok)
            continue;
        lines << headerLine << line.trimmed();
        values << value;
    }
    if (values.size() == 1)
        return ToolStatement {values.first(), lines, method};
    if (growth && values.size() == 2)
        return ToolStatement {std::max(0.0, values.at(1) - values.at(0)), lines,
            ToolStatement::tr("growth of %1 from the first reading (after the read) to the second (after the check)")
                .arg(name)};
    return std::nullopt;
}

Statement lastCount(const QStringList &output, const QString &method)
{
    for (qsizetype i = output.size() - 1; i >= 0; --i) {
        bool ok = false;
        const double value = output.at(i).trimmed().toDouble(&ok);
        if (ok)
            return ToolStatement {value, {output.at(i).trimmed()}, method};
    }
    return std::nullopt;
}

bool isMismatchCnt(const QStringList &command)
{
    return startsWith(command, {"cat"}) && command.value(1).endsWith(QLatin1String("/md/mismatch_cnt"));
}

} // namespace

std::optional<ToolStatement> readCorruptionFigure(
    const QString &key, const QStringList &command, const QStringList &output)
{
    const bool btrfsScrub = startsWith(command, {"btrfs", "scrub"});
    const bool zpool = startsWith(command, {"zpool", "status"});
    const bool lvs = startsWith(command, {"lvs"});
    if (key == MeasurementKey::ErrorsOnRead) {
        if (startsWith(command, {"btrfs", "device", "stats"}))
            return btrfsDeviceCounter(output, QStringLiteral("corruption_errs"));
        if (zpool)
            return zpoolCksum(output, false);
        if (lvs)
            return lvsColumn(output, QStringLiteral("IntegMismatches"), false,
                ToolStatement::tr("dm-integrity's mismatches of the RAID LV, counted on read"));
    } else if (key == MeasurementKey::ErrorsFoundByScrub) {
        if (btrfsScrub)
            return btrfsScrubFound(output);
        if (zpool)
            return zpoolCksum(output, true);
        if (isMismatchCnt(command))
            return lastCount(output, ToolStatement::tr("md's mismatch_cnt after the check (512-byte sectors)"));
        if (lvs) {
            // With dm-integrity the check's finding is IntegMismatches; plain dm-raid leaves that
            // column blank and counts the stripes that disagree.
            if (Statement integrity = lvsColumn(output, QStringLiteral("IntegMismatches"), true,
                    ToolStatement::tr("dm-integrity's mismatches of the RAID LV after the check")))
                return integrity;
            return lvsColumn(output, QStringLiteral("Mismatches"), false,
                ToolStatement::tr("raid_mismatch_count of the RAID LV after the check (sectors)"));
        }
    } else if (key == MeasurementKey::ErrorsRepaired) {
        if (btrfsScrub)
            return btrfsScrubCorrected(output);
        if (zpool)
            return zpoolScrubRepaired(output);
        if (isMismatchCnt(command))
            return lastCount(output, ToolStatement::tr("md's mismatch_cnt after the repair: the sectors it rewrote"));
    }
    return std::nullopt;
}

QList<Measurement> corruptionToolFigures(const CorruptionOutcome &outcome, const CorruptionReadings &readings,
    const CorruptionCommands &commands, QStringList *unstated)
{
    QList<Measurement> figures;
    const auto said = [&](const QString &key, std::optional<qint64> value, const QString &unit, const QStringList &argv,
                          const QString &text, const QString &method) {
        if (!value) {
            if (unstated)
                *unstated << key;
            return;
        }
        const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        MeasurementSource source = MeasurementSource::measured(method);
        const std::optional<ToolStatement> statement
            = argv.isEmpty() ? std::nullopt : ToolStatement::read(key, argv, lines);
        if (statement)
            source = MeasurementSource::tool(argv, statement->lines, statement->method);
        else if (!argv.isEmpty() && key == MeasurementKey::ErrorsOnRead && *value == 0)
            // Plain dm-raid counts nothing on read: lvs leaves IntegMismatches blank, and the 0 is
            // the lab's reading of that silence, not a figure the tool printed.
            source = MeasurementSource::measured(
                CorruptionOutcome::tr("the stack keeps no checksums: nothing is reported on read"));
        else if (!argv.isEmpty())
            source = MeasurementSource::tool(argv, lines, method);
        figures << ScenarioMeasurements::make(outcome.stack, key, double(*value), unit, 0, {}, source);
    };
    said(MeasurementKey::ErrorsOnRead, outcome.errorsOnRead, QStringLiteral("count"), commands.read, readings.afterRead,
        commands.read.isEmpty() ? CorruptionOutcome::tr("the stack keeps no checksums: nothing is reported on read")
                                : CorruptionOutcome::tr("the stack's error counters after the read"));
    // ZFS and dm-integrity count from the import or activation on: what the scrub found is the
    // growth over the reading after the read, so the figure stands on both readings.
    const bool growth = !commands.read.isEmpty() && commands.read.value(0) == commands.scrub.value(0)
        && (stackTraits(outcome.stack).value_or(StackTraits()).countersAddUp
            || outcome.foundUnit == QLatin1String("integrity-mismatches"));
    said(MeasurementKey::ErrorsFoundByScrub, outcome.foundByScrub, outcome.foundUnit, commands.scrub,
        growth ? readings.afterRead + QLatin1Char('\n') + readings.afterScrub : readings.afterScrub,
        CorruptionOutcome::tr("what the scrub or check found (%1)").arg(outcome.foundUnit));
    said(MeasurementKey::ErrorsRepaired, outcome.repaired, outcome.repairedUnit,
        commands.repair.isEmpty() ? commands.scrub : commands.repair,
        commands.repair.isEmpty() ? readings.afterScrub : readings.afterRepair,
        CorruptionOutcome::tr("what the stack repaired (%1)").arg(outcome.repairedUnit));
    return figures;
}
