#include "monitor/parsers/blockstatparser.h"

#include <QCoreApplication>

namespace {

ParseError failure(int line, QStringView text, const char *message)
{
    return ParseError {line, text.toString(), QCoreApplication::translate("BlockStatParser", message)};
}

} // namespace

ParseResult<BlockStatSnapshot> BlockStatParser::parse(QStringView text)
{
    ParseResult<BlockStatSnapshot> result;
    int number = 0;
    bool uptimeSeen = false;
    for (QStringView line : text.split(QLatin1Char('\n'))) {
        ++number;
        const QStringView trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        const QList<QStringView> words = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!uptimeSeen) {
            // /proc/uptime: "SECONDS IDLE_SECONDS".
            bool ok = false;
            result.value.uptimeSeconds = words.first().toDouble(&ok);
            if (!ok || words.size() != 2) {
                result.error = failure(number, line, "expected /proc/uptime's two numbers first");
                return result;
            }
            uptimeSeen = true;
            continue;
        }
        // NAME and 11 (before 4.18), 15 (discards) or 17 (flushes) counters.
        if (words.size() < 12) {
            result.error = failure(number, line, "expected a device name and at least 11 counters");
            return result;
        }
        QList<quint64> fields;
        for (qsizetype i = 1; i < words.size(); ++i) {
            bool ok = false;
            fields << words.at(i).toULongLong(&ok);
            if (!ok) {
                result.error = failure(number, line, "expected whole numbers after the device name");
                return result;
            }
        }
        BlockStat stat;
        stat.readIos = fields.at(0);
        stat.readSectors = fields.at(2);
        stat.writeIos = fields.at(4);
        stat.writeSectors = fields.at(6);
        stat.ioTicksMs = fields.at(9);
        result.value.disks.insert(words.first().toString(), stat);
    }
    if (!uptimeSeen)
        result.error = failure(number, QStringView(), "no /proc/uptime line");
    return result;
}
