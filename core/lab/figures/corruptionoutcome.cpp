#include "lab/figures/corruptionoutcome.h"

#include "monitor/parsers/btrfsstatusparser.h"
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/zpoolstatus.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "stacks/recipe/stacktraits.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace {

void putOptional(QJsonObject *json, const char *key, const std::optional<qint64> &value)
{
    if (value)
        json->insert(QLatin1String(key), *value);
}

std::optional<qint64> readOptional(const QJsonObject &json, const char *key)
{
    const QJsonValue value = json.value(QLatin1String(key));
    if (!value.isDouble())
        return std::nullopt;
    return static_cast<qint64>(value.toDouble());
}

std::optional<int> toInt(const std::optional<qint64> &value)
{
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

} // namespace

CorruptionOutcome::Verdict CorruptionOutcome::verdict() const
{
    if (!corruptReads && !foundByScrub && !errorsOnRead)
        return Verdict::NotRun;
    const bool detected = errorsOnRead.value_or(0) > 0 || foundByScrub.value_or(0) > 0;
    const bool badAtEnd = corruptAfterRepair.value_or(corruptReads.value_or(0)) > 0;
    if (detected)
        return badAtEnd ? Verdict::DetectedNotRepaired : Verdict::Repaired;
    return corruptReads.value_or(0) > 0 || badAtEnd ? Verdict::Silent : Verdict::NoHarm;
}

QString CorruptionOutcome::verdictText() const
{
    switch (verdict()) {
    case Verdict::NotRun:
        return tr("not run");
    case Verdict::Repaired:
        return errorsOnRead.value_or(0) > 0 && corruptReads.value_or(0) == 0
            ? tr("detected on read and repaired: no bad data reached the application")
            : tr("detected and repaired: every file reads back right");
    case Verdict::DetectedNotRepaired:
        return tr("detected, but bad data remains after the repair");
    case Verdict::Silent:
        return tr("silent: bad data reached the application and the stack reported nothing");
    case Verdict::NoHarm:
        return tr("nothing detected and every file reads back right (the blocks hit unused space)");
    }
    return {};
}

namespace {

std::optional<qint64> integer(const QString &text)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

// The RAID LV's counters (its row covers every image) from the JSON report or from the text the
// recipe's "mismatches" step prints ("  LV   Mismatches IntegMismatches" / "  data  504"): a
// blank trailing column (integritymismatches without dm-integrity) leaves the row short.
std::optional<LvStatus> raidRow(const QString &output)
{
    if (output.trimmed().startsWith(QLatin1Char('{'))) {
        for (const LvStatus &lv : LvsReportParser::parse(output).value) {
            if (lv.name == QLatin1String("data"))
                return lv;
        }
        return std::nullopt;
    }
    const QStringList lines = output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() < 2)
        return std::nullopt;
    const QStringList header = lines.first().simplified().split(QLatin1Char(' '));
    for (const QString &line : lines.mid(1)) {
        const QStringList row = line.simplified().split(QLatin1Char(' '));
        if (row.value(0) != QLatin1String("data"))
            continue;
        LvStatus lv;
        lv.name = row.first();
        for (qsizetype i = 1; i < header.size() && i < row.size(); ++i) {
            if (header.at(i) == QLatin1String("Mismatches"))
                lv.mismatchCount = integer(row.at(i));
            else if (header.at(i) == QLatin1String("IntegMismatches"))
                lv.integrityMismatches = integer(row.at(i));
        }
        return lv;
    }
    return std::nullopt;
}

std::optional<ZpoolStatus> pool(const QString &text)
{
    const ParseResult<QList<ZpoolStatus>> parsed = ZpoolStatusParser::parse(text);
    if (parsed.value.isEmpty())
        return std::nullopt;
    return parsed.value.first();
}

} // namespace

CorruptionOutcome CorruptionOutcome::assemble(
    const QString &stack, const QString &member, int blocksWritten, const CorruptionReadings &readings)
{
    CorruptionOutcome o;
    o.stack = stack;
    o.member = member;
    o.blocksWritten = blocksWritten;
    o.datasetFiles = readings.datasetFiles;
    o.corruptReads = readings.corruptReads;
    o.corruptAfterRepair = readings.corruptAfterRepair;
    const auto lines = [&o](const QString &text) {
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            o.toolLines << line;
    };
    const std::optional<StackTraits> traits = stackTraits(stack);
    const std::optional<StackFamily> family = traits ? std::optional(traits->family) : std::nullopt;
    if (traits && traits->usesMd) {
        // md reads no checksum: nothing to report on read. mismatch_cnt counts 512-byte sectors;
        // after "repair" it counts the sectors it rewrote (the parity, made to match the data).
        o.errorsOnRead = 0;
        o.foundByScrub = integer(readings.afterScrub);
        o.foundUnit = QStringLiteral("sectors");
        o.repaired = integer(readings.afterRepair);
        o.repairedUnit = QStringLiteral("sectors");
        lines(QStringLiteral("mismatch_cnt after check: ") + readings.afterScrub.trimmed());
        lines(QStringLiteral("mismatch_cnt after repair: ") + readings.afterRepair.trimmed());
    } else if (family == StackFamily::LvmRaid) {
        const std::optional<LvStatus> read = raidRow(readings.afterRead);
        const std::optional<LvStatus> scrub = raidRow(readings.afterScrub);
        // dm-integrity counts a bad block when it is read; plain dm-raid says nothing on read.
        o.errorsOnRead = read && read->integrityMismatches ? read->integrityMismatches : std::optional<qint64>(0);
        // With dm-integrity the check finds bad blocks (and the RAID rewrites them, so the stripes
        // agree again); without it only stripes that disagree, in sectors.
        // integritymismatches adds up from activation: the check found its growth over the read.
        if (scrub && scrub->integrityMismatches) {
            o.foundByScrub = *scrub->integrityMismatches - o.errorsOnRead.value_or(0);
            o.foundUnit = QStringLiteral("integrity-mismatches");
        } else if (scrub) {
            o.foundByScrub = scrub->mismatchCount;
            o.foundUnit = QStringLiteral("sectors");
        }
        // lvs shows 0 mismatches once a repair is idle (dm-raid reports the count of a check):
        // what the repair rewrote is not told, so it stays unset rather than a false 0.
        lines(readings.afterScrub);
    } else if (family == StackFamily::Zfs) {
        // Counters add up until zpool clear: what the scrub found is the growth over the read.
        const std::optional<ZpoolStatus> read = pool(readings.afterRead);
        const std::optional<ZpoolStatus> scrub = pool(readings.afterScrub);
        if (read)
            o.errorsOnRead = CorruptionCounters::zpoolChecksumErrors(*read);
        if (scrub) {
            const std::optional<qint64> total = CorruptionCounters::zpoolChecksumErrors(*scrub);
            if (total)
                o.foundByScrub = *total - o.errorsOnRead.value_or(0);
            o.foundUnit = QStringLiteral("checksum-errors");
            o.repaired = scrub->scan.processedBytes;
            o.repairedUnit = QStringLiteral("bytes");
            for (const ZpoolScan &scan : scrub->scans)
                lines(QStringLiteral("scan: ") + scan.function + QStringLiteral(" repaired ")
                    + QString::number(scan.processedBytes.value_or(0)));
            lines(QStringLiteral("errors: ") + scrub->errors);
        }
    } else if (family == StackFamily::Btrfs) {
        o.errorsOnRead = CorruptionCounters::btrfsDeviceStat(readings.afterRead, QStringLiteral("corruption_errs"));
        const ParseResult<BtrfsScrubStatus> scrub = BtrfsScrubStatusParser::parse(readings.afterScrub);
        if (scrub.ok()) {
            qint64 found = 0;
            for (const qint64 count : scrub.value.errorsFound)
                found += count;
            o.foundByScrub = found;
            o.foundUnit = QStringLiteral("checksum-errors");
            o.repaired = scrub.value.corrected.value_or(0);
            o.repairedUnit = QStringLiteral("checksum-errors");
            lines(QStringLiteral("Error summary: ") + scrub.value.errorSummary);
        }
    }
    return o;
}

QJsonObject CorruptionOutcome::toJson() const
{
    QJsonObject json {{QStringLiteral("stack"), stack}, {QStringLiteral("member"), member},
        {QStringLiteral("blocksWritten"), blocksWritten}, {QStringLiteral("datasetFiles"), datasetFiles}};
    putOptional(&json, "corruptReads", corruptReads);
    putOptional(&json, "errorsOnRead", errorsOnRead);
    putOptional(&json, "foundByScrub", foundByScrub);
    if (!foundUnit.isEmpty())
        json.insert(QStringLiteral("foundUnit"), foundUnit);
    putOptional(&json, "repaired", repaired);
    if (!repairedUnit.isEmpty())
        json.insert(QStringLiteral("repairedUnit"), repairedUnit);
    putOptional(&json, "corruptAfterRepair", corruptAfterRepair);
    if (!toolLines.isEmpty())
        json.insert(QStringLiteral("toolLines"), QJsonArray::fromStringList(toolLines));
    return json;
}

CorruptionOutcome CorruptionOutcome::fromJson(const QJsonObject &json)
{
    CorruptionOutcome o;
    o.stack = json.value(QStringLiteral("stack")).toString();
    o.member = json.value(QStringLiteral("member")).toString();
    o.blocksWritten = json.value(QStringLiteral("blocksWritten")).toInt();
    o.datasetFiles = json.value(QStringLiteral("datasetFiles")).toInt();
    o.corruptReads = toInt(readOptional(json, "corruptReads"));
    o.errorsOnRead = readOptional(json, "errorsOnRead");
    o.foundByScrub = readOptional(json, "foundByScrub");
    o.foundUnit = json.value(QStringLiteral("foundUnit")).toString();
    o.repaired = readOptional(json, "repaired");
    o.repairedUnit = json.value(QStringLiteral("repairedUnit")).toString();
    o.corruptAfterRepair = toInt(readOptional(json, "corruptAfterRepair"));
    for (const QJsonValue &line : json.value(QStringLiteral("toolLines")).toArray())
        o.toolLines << line.toString();
    return o;
}

std::optional<qint64> CorruptionCounters::zpoolChecksumErrors(const ZpoolStatus &status)
{
    // Leaves are the rows the next row does not nest under; the pool and raidz rows repeat their
    // children's counts only for errors they could not attribute, so leaves alone are summed.
    std::optional<qint64> total;
    for (qsizetype i = 0; i < status.vdevs.size(); ++i) {
        const ZpoolVdev &vdev = status.vdevs.at(i);
        const bool leaf = i + 1 == status.vdevs.size() || status.vdevs.at(i + 1).depth <= vdev.depth;
        if (!leaf || vdev.depth == 0 || !vdev.checksumErrors)
            continue;
        total = total.value_or(0) + *vdev.checksumErrors;
    }
    return total;
}

std::optional<qint64> CorruptionCounters::zpoolDataErrors(const ZpoolStatus &status)
{
    if (status.errors.startsWith(QLatin1String("No known data errors")))
        return 0;
    static const QRegularExpression count(QStringLiteral("^(\\d+) data errors?"));
    const QRegularExpressionMatch match = count.match(status.errors);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toLongLong();
}

std::optional<qint64> CorruptionCounters::btrfsDeviceStat(const QString &deviceStats, const QString &counter)
{
    // "[/dev/sdb].corruption_errs  12"
    const QRegularExpression line(
        QStringLiteral("^\\[[^\\]]+\\]\\.%1\\s+(\\d+)\\s*$").arg(QRegularExpression::escape(counter)),
        QRegularExpression::MultilineOption);
    std::optional<qint64> total;
    for (QRegularExpressionMatchIterator it = line.globalMatch(deviceStats); it.hasNext();)
        total = total.value_or(0) + it.next().captured(1).toLongLong();
    return total;
}

int CorruptionCounters::sha256Failures(const QString &checkOutput)
{
    static const QRegularExpression failed(
        QStringLiteral(": FAILED( open or read)?$"), QRegularExpression::MultilineOption);
    int count = 0;
    for (QRegularExpressionMatchIterator it = failed.globalMatch(checkOutput); it.hasNext(); it.next())
        ++count;
    return count;
}
