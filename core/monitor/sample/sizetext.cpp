#include "monitor/sample/sizetext.h"

#include <QRegularExpression>
#include <QString>

#include <cmath>

namespace {

std::optional<qint64> scaled(double value, double multiplier)
{
    const double bytes = value * multiplier;
    if (!std::isfinite(bytes) || bytes < 0 || bytes > 9.2e18)
        return std::nullopt;
    return static_cast<qint64>(std::llround(bytes));
}

int binaryExponent(QChar suffix)
{
    switch (suffix.toUpper().unicode()) {
    case 'K':
        return 1;
    case 'M':
        return 2;
    case 'G':
        return 3;
    case 'T':
        return 4;
    case 'P':
        return 5;
    case 'E':
        return 6;
    default:
        return -1;
    }
}

} // namespace

std::optional<qint64> parseZfsSize(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+(?:\\.\\d+)?)([BKMGTPE]?)$"));
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.capturedView(1).toDouble();
    const QStringView suffix = match.capturedView(2);
    if (suffix.isEmpty() || suffix == u"B")
        return scaled(value, 1);
    return scaled(value, std::pow(1024.0, binaryExponent(suffix.front())));
}

std::optional<double> parseZfsRate(QStringView text)
{
    text = text.trimmed();
    if (!text.endsWith(u"/s"))
        return std::nullopt;
    const auto bytes = parseZfsSize(text.chopped(2));
    if (!bytes)
        return std::nullopt;
    return static_cast<double>(*bytes);
}

std::optional<qint64> parseBtrfsSize(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*(B|[KMGTPE]iB|[kKMGTPE]B)$"));
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.capturedView(1).toDouble();
    const QStringView unit = match.capturedView(2);
    if (unit == u"B")
        return scaled(value, 1);
    const int exponent = binaryExponent(unit.front());
    const bool binary = unit.contains(u'i');
    return scaled(value, std::pow(binary ? 1024.0 : 1000.0, exponent));
}

std::optional<qint64> parseLvmSize(QStringView text)
{
    static const QRegularExpression pattern(QStringLiteral("^<?(\\d+(?:\\.\\d+)?)([bBsSkKmMgGtTpPeE]?)$"));
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.capturedView(1).toDouble();
    const QStringView unit = match.capturedView(2);
    if (unit.isEmpty() || unit == u"b" || unit == u"B")
        return scaled(value, 1);
    if (unit == u"s" || unit == u"S")
        return scaled(value, 512);
    const QChar c = unit.front();
    return scaled(value, std::pow(c.isLower() ? 1024.0 : 1000.0, binaryExponent(c)));
}

std::optional<qint64> parseDurationSeconds(QStringView text)
{
    text = text.trimmed();
    static const QRegularExpression clock(QStringLiteral("^(?:(\\d+) days? )?(\\d+):(\\d\\d):(\\d\\d)$"));
    if (const auto m = clock.match(text); m.hasMatch()) {
        const qint64 days = m.capturedView(1).isEmpty() ? 0 : m.capturedView(1).toLongLong();
        return days * 86400 + m.capturedView(2).toLongLong() * 3600 + m.capturedView(3).toLongLong() * 60
            + m.capturedView(4).toLongLong();
    }
    static const QRegularExpression hoursMinutes(QStringLiteral("^(\\d+)h(\\d+)m$"));
    if (const auto m = hoursMinutes.match(text); m.hasMatch())
        return m.capturedView(1).toLongLong() * 3600 + m.capturedView(2).toLongLong() * 60;
    static const QRegularExpression minutes(QStringLiteral("^(\\d+(?:\\.\\d+)?)min$"));
    if (const auto m = minutes.match(text); m.hasMatch())
        return std::llround(m.capturedView(1).toDouble() * 60.0);
    return std::nullopt;
}
