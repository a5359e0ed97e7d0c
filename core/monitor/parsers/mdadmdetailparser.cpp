#include "monitor/parsers/mdadmdetailparser.h"

#include <QRegularExpression>

namespace {

// "522240 (510.00 MiB 534.77 MB)" -> 522240
std::optional<qint64> kibibytes(const QString &value)
{
    static const QRegularExpression number(QStringLiteral("^(\\d+)(?:\\s|$)"));
    const QRegularExpressionMatch m = number.match(value);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toLongLong();
}

std::optional<int> count(const QString &value)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

} // namespace

ParseResult<MdadmDetail> MdadmDetailParser::parse(QStringView text)
{
    ParseResult<MdadmDetail> result;
    MdadmDetail &detail = result.value;
    static const QRegularExpression field(QStringLiteral("^\\s*([A-Za-z][A-Za-z ]*[A-Za-z])\\s+:\\s?(.*)$"));
    const QList<QStringView> lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).toString();
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (detail.device.isEmpty() && detail.fields.isEmpty()) {
            if (!trimmed.startsWith(QLatin1String("/dev/")) || !trimmed.endsWith(QLatin1Char(':'))) {
                result.error = ParseError {int(i + 1), line, tr("expected the array's device, as \"/dev/md0:\"")};
                return result;
            }
            detail.device = trimmed.chopped(1);
            continue;
        }
        // The member table starts with "Number   Major   Minor   RaidDevice State": the header ends.
        if (trimmed.startsWith(QLatin1String("Number ")))
            break;
        const QRegularExpressionMatch m = field.match(line);
        if (!m.hasMatch())
            continue; // mdadm prints a few lines of its own (rebuild status, …) between the fields
        const QString key = m.captured(1);
        detail.fields.insert(key, m.captured(2).trimmed());
        detail.lines.insert(key, trimmed);
    }
    if (detail.device.isEmpty()) {
        result.error = ParseError {0, {}, tr("no mdadm --detail output in the input")};
        return result;
    }
    detail.raidLevel = detail.fields.value(QStringLiteral("Raid Level"));
    detail.state = detail.fields.value(QStringLiteral("State"));
    detail.arraySizeKiB = kibibytes(detail.fields.value(QStringLiteral("Array Size")));
    detail.usedDevSizeKiB = kibibytes(detail.fields.value(QStringLiteral("Used Dev Size")));
    detail.raidDevices = count(detail.fields.value(QStringLiteral("Raid Devices")));
    detail.activeDevices = count(detail.fields.value(QStringLiteral("Active Devices")));
    detail.failedDevices = count(detail.fields.value(QStringLiteral("Failed Devices")));
    return result;
}
