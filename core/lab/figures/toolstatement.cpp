#include "lab/figures/toolstatement.h"

#include "lab/figures/corruptionstatement.h"

#include "monitor/parsers/zpoolstatusparser.h"
#include "monitor/rebuild/rebuiltbytes.h"
#include "monitor/sample/sizetext.h"
#include "stacks/recipe/measurementkeys.h"

#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace {

using Statement = std::optional<ToolStatement>;

QStringList words(const QString &line)
{
    return line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool isCommand(const QStringList &command, std::initializer_list<const char *> prefix)
{
    qsizetype i = 0;
    for (const char *word : prefix) {
        if (command.value(i++) != QLatin1String(word))
            return false;
    }
    return true;
}

Statement fromRebuilt(const std::optional<RebuiltBytes> &figure)
{
    if (!figure)
        return std::nullopt;
    return ToolStatement {double(figure->bytes), figure->lines, figure->reading};
}

// df -P -B1 MNT: "/dev/md127  2143289344  15269888  2128019456  1% /mnt/…"; the size column.
Statement dfSize(const QStringList &output, const QString &mountPoint)
{
    QStringList rows;
    for (const QString &line : output) {
        const QStringList w = words(line);
        bool number = false;
        w.value(1).toLongLong(&number);
        if (w.size() >= 6 && number && (mountPoint.isEmpty() || w.last() == mountPoint))
            rows << line.trimmed();
    }
    if (rows.size() != 1)
        return std::nullopt;
    return ToolStatement {words(rows.first()).at(1).toDouble(), rows,
        ToolStatement::tr("the 1-blocks column: the filesystem's size in bytes")};
}

// zfs list -Hp -o name,used,avail,refer DATASET: tab-separated exact bytes.
Statement zfsListUsable(const QStringList &output)
{
    for (const QString &line : output) {
        const QStringList w = words(line);
        bool usedOk = false;
        bool availOk = false;
        const qint64 used = w.value(1).toLongLong(&usedOk);
        const qint64 avail = w.value(2).toLongLong(&availOk);
        if (w.size() >= 3 && usedOk && availOk && !w.first().contains(QLatin1Char('@')))
            return ToolStatement {double(used + avail), {line.trimmed()},
                ToolStatement::tr("USED + AVAIL of the dataset (bytes): what it holds and can still take")};
    }
    return std::nullopt;
}

// zpool list -Hp -o name,size,allocated POOL: tab-separated exact bytes, in the order -o names them.
Statement zpoolListAllocated(const QStringList &command, const QStringList &output)
{
    const qsizetype option = command.indexOf(QLatin1String("-o"));
    const QStringList columns = command.value(option + 1).split(QLatin1Char(','));
    const qsizetype column = option < 0 ? -1 : columns.indexOf(QLatin1String("allocated"));
    if (column < 0)
        return std::nullopt;
    for (const QString &line : output) {
        const QStringList w = words(line);
        bool ok = false;
        const qint64 allocated = w.value(column).toLongLong(&ok);
        if (w.size() == columns.size() && ok)
            return ToolStatement {double(allocated), {line.trimmed()},
                ToolStatement::tr("ALLOC of the pool (bytes, parity included): the blocks a resilver copies")};
    }
    return std::nullopt;
}

// zpool status: "scan: scrub repaired 0B in 00:00:15 with 0 errors on …".
Statement zpoolScrubErrors(const QStringList &output)
{
    const auto parsed = ZpoolStatusParser::parse(output.join(QLatin1Char('\n')));
    if (!parsed.ok())
        return std::nullopt;
    for (const ZpoolStatus &pool : parsed.value) {
        for (const ZpoolScan &scan : pool.scans) {
            if (scan.function != QLatin1String("scrub") || scan.sample.state != ProgressState::Finished
                || !scan.sample.errors)
                continue;
            QString line = scan.sample.rawLines.value(0);
            for (const QString &printed : output) {
                if (printed.contains(line))
                    line = printed.trimmed();
            }
            return ToolStatement {
                double(*scan.sample.errors), {line}, ToolStatement::tr("the error count of the finished scrub")};
        }
    }
    return std::nullopt;
}

// The last line that ends in a number: cat mismatch_cnt ("0"), lvs ("  data          0").
Statement lastNumber(const QStringList &output, const QString &method)
{
    static const QRegularExpression number(QStringLiteral("(?:^|\\s)(\\d+)\\s*$"));
    for (qsizetype i = output.size() - 1; i >= 0; --i) {
        const QRegularExpressionMatch m = number.match(output.at(i));
        if (m.hasMatch())
            return ToolStatement {m.captured(1).toDouble(), {output.at(i).trimmed()}, method};
    }
    return std::nullopt;
}

// btrfs scrub start -B: "Error summary:    no errors found" or "Error summary:    read=1 csum=12".
Statement btrfsScrubErrors(const QStringList &output)
{
    static const QRegularExpression count(QStringLiteral("(\\w+)=(\\d+)"));
    for (const QString &line : output) {
        if (!line.trimmed().startsWith(QLatin1String("Error summary:")))
            continue;
        if (line.contains(QLatin1String("no errors found")))
            return ToolStatement {0, {line.trimmed()}, ToolStatement::tr("the scrub's error summary")};
        double sum = 0;
        bool any = false;
        for (auto it = count.globalMatch(line); it.hasNext();) {
            sum += it.next().captured(2).toDouble();
            any = true;
        }
        if (any)
            return ToolStatement {sum, {line.trimmed()}, ToolStatement::tr("the sum of the error summary's counts")};
    }
    return std::nullopt;
}

// lvs -o lv_name,lv_size,data_percent,…: "data_snap  256.00m 12.50 /dev/sdc(0)"; the rows of
// volume `lv`, or every row when it is empty (a recorded statement holds only the rows read).
struct LvsRow {
    QString line;
    qint64 size = 0;
    std::optional<double> percent;
};

QList<LvsRow> lvsRows(const QStringList &output, const QString &lv)
{
    QList<LvsRow> rows;
    for (const QString &line : output) {
        const QStringList w = words(line);
        if (w.size() < 2 || (!lv.isEmpty() && w.first() != lv))
            continue;
        const std::optional<qint64> size = parseLvmSize(w.at(1));
        if (!size)
            continue;
        bool ok = false;
        const double percent = w.value(2).toDouble(&ok);
        rows << LvsRow {line.trimmed(), *size, ok ? std::optional<double>(percent) : std::nullopt};
    }
    return rows;
}

double percentOf(const LvsRow &row)
{
    return double(qint64(double(row.size) * *row.percent / 100.0));
}

Statement lvsSnapshotSpace(const QStringList &output, const QString &volume)
{
    const QList<LvsRow> rows = lvsRows(output, volume);
    if (rows.size() == 1 && rows.first().percent)
        return ToolStatement {percentOf(rows.first()), {rows.first().line},
            ToolStatement::tr("LSize × Data% of the snapshot's copy-on-write reserve")};
    if (rows.size() == 2 && rows.at(0).percent && rows.at(1).percent)
        return ToolStatement {std::max(0.0, percentOf(rows.at(1)) - percentOf(rows.at(0))),
            {rows.at(0).line, rows.at(1).line},
            ToolStatement::tr("growth of the thin pool's LSize × Data% from the first line (snapshot taken) to the "
                              "second (after the overwrite)")};
    return std::nullopt;
}

// A column of a table whose first line names the columns ("NAME USED REFER USEDSNAP",
// "Total Exclusive Set shared Filename"), in the row `pick` accepts.
Statement tableColumn(const QStringList &output, const QString &header, int column,
    const std::function<bool(const QStringList &)> &pick, const QString &method,
    std::optional<qint64> (*size)(QStringView))
{
    QString headerLine;
    for (const QString &line : output) {
        if (line.simplified().startsWith(header)) {
            headerLine = line.trimmed();
            continue;
        }
        const QStringList w = words(line);
        if (headerLine.isEmpty() || w.size() <= column || !pick(w))
            continue;
        if (const std::optional<qint64> bytes = size(w.at(column)))
            return ToolStatement {double(*bytes), {headerLine, line.trimmed()}, method};
    }
    return std::nullopt;
}

// btrfs filesystem df -b, read when the snapshot was taken and after the overwrite:
// "Data, RAID1: total=301989888, used=134217728", twice.
Statement btrfsDataGrowth(const QStringList &output)
{
    static const QRegularExpression data(QStringLiteral("^Data, [^:]+: total=(\\d+), used=(\\d+)$"));
    QStringList lines;
    QList<double> used;
    for (const QString &line : output) {
        const QRegularExpressionMatch m = data.match(line.trimmed());
        if (m.hasMatch()) {
            lines << line.trimmed();
            used << m.captured(2).toDouble();
        }
    }
    if (used.size() != 2)
        return std::nullopt;
    return ToolStatement {std::max(0.0, used.at(1) - used.at(0)), lines,
        ToolStatement::tr("growth of the data used from the first line (snapshot taken) to the second (after the "
                          "overwrite): the old blocks the snapshot keeps")};
}

Statement snapshotSpace(const QStringList &command, const QStringList &output, const QString &lvsVolume)
{
    if (isCommand(command, {"lvs"}))
        return lvsSnapshotSpace(output, lvsVolume);
    if (isCommand(command, {"zfs", "list"}))
        return tableColumn(
            output, QStringLiteral("NAME USED REFER USEDSNAP"), 3,
            [](const QStringList &w) { return !w.first().contains(QLatin1Char('@')); },
            ToolStatement::tr("USEDSNAP of the dataset: the space its snapshots hold"), parseZfsSize);
    if (isCommand(command, {"btrfs", "filesystem", "df"}))
        return btrfsDataGrowth(output);
    return std::nullopt;
}

// dd: "67108864 bytes (67 MB, 64 MiB) copied, 0.5 s, 134 MB/s" (coreutils) or
// "67108864 bytes (64.0MB) copied, 0.594862 seconds, 107.6MB/s" (busybox).
Statement ddSpeed(const QStringList &output)
{
    static const QRegularExpression copied(
        QStringLiteral("^(\\d+) bytes .*copied, (\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?) s(?:econds)?\\b"));
    for (const QString &line : output) {
        const QRegularExpressionMatch m = copied.match(line.trimmed());
        if (m.hasMatch() && m.captured(2).toDouble() > 0)
            return ToolStatement {m.captured(1).toDouble() / m.captured(2).toDouble(), {line.trimmed()},
                ToolStatement::tr("bytes copied ÷ seconds: the replacement's sequential write speed")};
    }
    return std::nullopt;
}

} // namespace

bool ToolStatement::readsKey(const QString &key)
{
    static const QLatin1String keys[]
        = {MeasurementKey::UsableBytes, MeasurementKey::RebuiltBytes, MeasurementKey::ScrubErrors,
            MeasurementKey::SnapshotReserveBytes, MeasurementKey::SnapshotSpaceAfterOverwriteBytes,
            MeasurementKey::ReplacementBytes, MeasurementKey::ReplacementWriteBytesPerS, MeasurementKey::ErrorsOnRead,
            MeasurementKey::AllocatedAtPullBytes, MeasurementKey::ErrorsFoundByScrub, MeasurementKey::ErrorsRepaired};
    return std::find(std::begin(keys), std::end(keys), key) != std::end(keys);
}

std::optional<ToolStatement> ToolStatement::read(
    const QString &key, const QStringList &command, const QStringList &output, const Context &context)
{
    if (key == MeasurementKey::ErrorsOnRead || key == MeasurementKey::ErrorsFoundByScrub
        || key == MeasurementKey::ErrorsRepaired)
        return readCorruptionFigure(key, command, output);
    if (key == MeasurementKey::UsableBytes) {
        if (isCommand(command, {"df"}))
            return dfSize(output, context.mountPoint);
        if (isCommand(command, {"zfs", "list"}))
            return zfsListUsable(output);
    } else if (key == MeasurementKey::RebuiltBytes) {
        if (isCommand(command, {"zpool", "status"}))
            return fromRebuilt(RebuiltBytes::fromZpoolStatus(output));
        if (isCommand(command, {"mdadm", "--detail"})) {
            // A recorded statement keeps only its line: mdadm printed the device before it.
            QStringList detail = output;
            if (!output.value(0).trimmed().startsWith(QLatin1String("/dev/")))
                detail.prepend(command.last() + QLatin1Char(':'));
            return fromRebuilt(RebuiltBytes::fromMdadmDetail(detail));
        }
        if (isCommand(command, {"lvs"}))
            return fromRebuilt(RebuiltBytes::fromLvsImages(output, context.lv, context.replacementDevices));
        if (isCommand(command, {"btrfs", "filesystem", "show"}))
            return fromRebuilt(RebuiltBytes::fromBtrfsShow(output, context.replacementDevices));
    } else if (key == MeasurementKey::ScrubErrors) {
        if (isCommand(command, {"zpool", "status"}))
            return zpoolScrubErrors(output);
        if (isCommand(command, {"cat"}) && command.value(1).endsWith(QLatin1String("/md/mismatch_cnt")))
            return lastNumber(output, tr("md's mismatch_cnt after the check"));
        if (isCommand(command, {"lvs"}))
            return lastNumber(output, tr("raid_mismatch_count of the LV after the check"));
        if (isCommand(command, {"btrfs", "scrub"}))
            return btrfsScrubErrors(output);
    } else if (key == MeasurementKey::SnapshotReserveBytes) {
        const QList<LvsRow> rows = lvsRows(output, context.lvsVolume);
        if (isCommand(command, {"lvs"}) && rows.size() == 1)
            return ToolStatement {double(rows.first().size), {rows.first().line},
                tr("LSize of the thick snapshot: the copy-on-write reserve it took when created")};
    } else if (key == MeasurementKey::SnapshotSpaceAfterOverwriteBytes) {
        return snapshotSpace(command, output, context.lvsVolume);
    } else if (key == MeasurementKey::ReplacementBytes) {
        if (isCommand(command, {"blockdev", "--getsize64"}))
            return lastNumber(output, tr("the replacement disk's size in bytes"));
    } else if (key == MeasurementKey::ReplacementWriteBytesPerS) {
        if (isCommand(command, {"dd"}))
            return ddSpeed(output);
    } else if (key == MeasurementKey::AllocatedAtPullBytes) {
        if (isCommand(command, {"zpool", "list"}))
            return zpoolListAllocated(command, output);
    }
    return std::nullopt;
}
