#include "monitor/rebuild/rebuiltbytes.h"

#include "monitor/parsers/mdadmdetailparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "monitor/sample/sizetext.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

// The output line holding `text` (a parser's trimmed field value), leading blanks trimmed.
QString lineHolding(const QStringList &output, const QString &text)
{
    for (const QString &line : output) {
        if (!text.isEmpty() && line.contains(text))
            return line.trimmed();
    }
    return text;
}

} // namespace

std::optional<RebuiltBytes> RebuiltBytes::fromZpoolStatus(const QStringList &output)
{
    const auto parsed = ZpoolStatusParser::parse(output.join(QLatin1Char('\n')));
    if (!parsed.ok())
        return std::nullopt;
    for (const ZpoolStatus &pool : parsed.value) {
        const QList<ZpoolScan> rebuilds = pool.finishedRebuilds();
        if (rebuilds.isEmpty())
            continue;
        RebuiltBytes figure;
        for (const ZpoolScan &scan : rebuilds) {
            if (!scan.processedBytes)
                return std::nullopt;
            figure.bytes += *scan.processedBytes;
            figure.lines << lineHolding(output, scan.sample.rawLines.value(0));
        }
        figure.reading = rebuilds.size() > 1
            ? tr("the sum of the \"resilvered\" figures of the %1 top-level vdevs that rebuilt").arg(rebuilds.size())
            : tr("the \"resilvered\" figure of the finished scan line");
        return figure;
    }
    return std::nullopt;
}

std::optional<RebuiltBytes> RebuiltBytes::fromMdadmDetail(const QStringList &output)
{
    const auto parsed = MdadmDetailParser::parse(output.join(QLatin1Char('\n')));
    if (!parsed.ok() || !parsed.value.usedDevSizeKiB)
        return std::nullopt;
    RebuiltBytes figure;
    figure.bytes = *parsed.value.usedDevSizeKiB * 1024;
    figure.lines << parsed.value.lines.value(QStringLiteral("Used Dev Size"));
    figure.reading = tr("Used Dev Size (KiB) times 1024: md recovers the whole member");
    return figure;
}

std::optional<RebuiltBytes> RebuiltBytes::fromLvsImages(
    const QStringList &output, const QString &lv, const QStringList &replacementDevices)
{
    // "[data_rimage_2]  534773760B /dev/sdd(1)"; an image on two PVs lists both, comma-separated.
    static const QRegularExpression row(QStringLiteral("^\\s*\\[(\\S+)_rimage_(\\d+)\\]\\s+(\\S+)\\s+(\\S+)\\s*$"));
    std::optional<RebuiltBytes> onReplacement;
    QList<qint64> sizes;
    QStringList imageLines;
    for (const QString &line : output) {
        const QRegularExpressionMatch m = row.match(line);
        if (!m.hasMatch() || (!lv.isEmpty() && m.captured(1) != lv))
            continue;
        const std::optional<qint64> size = parseLvmSize(m.captured(3));
        if (!size)
            return std::nullopt;
        sizes << *size;
        imageLines << line.trimmed();
        const QStringList devices = m.captured(4).split(QLatin1Char(','));
        for (const QString &device : devices) {
            const QString path = device.section(QLatin1Char('('), 0, 0);
            if (!onReplacement && !path.isEmpty() && replacementDevices.contains(path)) {
                onReplacement = RebuiltBytes {*size, {line.trimmed()},
                    tr("LSize of the RAID image on the replacement: the repair syncs that image, not the whole LV")};
            }
        }
    }
    if (onReplacement)
        return onReplacement;
    if (sizes.isEmpty() || std::any_of(sizes.begin(), sizes.end(), [&](qint64 s) { return s != sizes.first(); }))
        return std::nullopt;
    return RebuiltBytes {sizes.first(), imageLines,
        tr("LSize of the RAID images (all %1 the same size): the repair syncs one image, not the whole LV")
            .arg(sizes.size())};
}

std::optional<RebuiltBytes> RebuiltBytes::fromBtrfsShow(const QStringList &output, const QStringList &replacementPaths)
{
    static const QRegularExpression device(
        QStringLiteral("devid\\s+\\d+\\s+size\\s+\\S+\\s+used\\s+(\\S+)\\s+path\\s+(\\S+)"));
    QStringList devices;
    for (const QString &line : output) {
        if (device.match(line).hasMatch())
            devices << line;
    }
    for (const QString &line : std::as_const(devices)) {
        const QRegularExpressionMatch m = device.match(line);
        // No path given: only a line that is the one device line (a recorded statement) will do.
        if (replacementPaths.isEmpty() ? devices.size() != 1 : !replacementPaths.contains(m.captured(2)))
            continue;
        if (const std::optional<qint64> used = parseBtrfsSize(m.captured(1)))
            return RebuiltBytes {*used, {line.trimmed()}, tr("used bytes of the replacement device")};
    }
    return std::nullopt;
}
