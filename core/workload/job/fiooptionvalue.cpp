#include "workload/job/fiooptionvalue.h"

#include <QString>

#include <limits>
#include <string>

static std::optional<std::uint64_t> parseNumberPrefix(QStringView text, qsizetype *consumed)
{
    qsizetype i = 0;
    int base = 10;
    if (text.size() > 2 && text[0] == QLatin1Char('0')
        && (text[1] == QLatin1Char('x') || text[1] == QLatin1Char('X'))) {
        base = 16;
        i = 2;
    }
    const qsizetype start = i;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isDigit() || (base == 16 && QStringLiteral("abcdefABCDEF").contains(c)))
            ++i;
        else
            break;
    }
    if (i == start)
        return std::nullopt;
    bool ok = false;
    const std::uint64_t value = text.mid(start, i - start).toULongLong(&ok, base);
    if (!ok)
        return std::nullopt;
    *consumed = i;
    return value;
}

std::optional<std::uint64_t> parseFioInteger(QStringView text)
{
    text = text.trimmed();
    qsizetype consumed = 0;
    const auto value = parseNumberPrefix(text, &consumed);
    if (!value || consumed != text.size())
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> parseFioSize(QStringView text)
{
    text = text.trimmed();
    qsizetype consumed = 0;
    const auto number = parseNumberPrefix(text, &consumed);
    if (!number)
        return std::nullopt;
    const QString suffix = text.mid(consumed).trimmed().toString().toLower();
    if (text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive) && !suffix.isEmpty())
        return std::nullopt;
    int shift = 0;
    if (suffix.isEmpty() || suffix == QLatin1String("b"))
        shift = 0;
    else {
        static const char units[] = "kmgtp";
        const QChar unit = suffix.at(0);
        const QString rest = suffix.mid(1);
        const char *hit = std::char_traits<char>::find(units, 5, unit.toLatin1());
        if (!hit || !(rest.isEmpty() || rest == QLatin1String("b") || rest == QLatin1String("ib")))
            return std::nullopt;
        shift = 10 * static_cast<int>(hit - units + 1);
    }
    if (shift > 0 && *number > (std::numeric_limits<std::uint64_t>::max() >> shift))
        return std::nullopt;
    return *number << shift;
}

std::optional<bool> parseFioBool(QStringView text)
{
    const QString value = text.trimmed().toString().toLower();
    if (value == QLatin1String("1") || value == QLatin1String("true") || value == QLatin1String("yes")
        || value == QLatin1String("on"))
        return true;
    if (value == QLatin1String("0") || value == QLatin1String("false") || value == QLatin1String("no")
        || value == QLatin1String("off"))
        return false;
    return std::nullopt;
}

std::optional<std::int64_t> parseFioTimeMs(QStringView text)
{
    text = text.trimmed();
    qsizetype consumed = 0;
    const auto number = parseNumberPrefix(text, &consumed);
    if (!number || text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return std::nullopt;
    const QString suffix = text.mid(consumed).trimmed().toString().toLower();
    // value = number * mul / div milliseconds
    std::uint64_t mul = 1000;
    std::uint64_t div = 1;
    if (suffix.isEmpty() || suffix == QLatin1String("s") || suffix == QLatin1String("sec"))
        mul = 1000;
    else if (suffix == QLatin1String("ms") || suffix == QLatin1String("msec"))
        mul = 1;
    else if (suffix == QLatin1String("us") || suffix == QLatin1String("usec")) {
        mul = 1;
        div = 1000;
    } else if (suffix == QLatin1String("m") || suffix == QLatin1String("min"))
        mul = 60'000;
    else if (suffix == QLatin1String("h"))
        mul = 3'600'000;
    else if (suffix == QLatin1String("d"))
        mul = 86'400'000;
    else
        return std::nullopt;
    if (*number > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) / mul)
        return std::nullopt;
    const std::uint64_t ms = (*number * mul + div - 1) / div;
    return static_cast<std::int64_t>(ms);
}

std::optional<QByteArray> parseFioPattern(QStringView text)
{
    text = text.trimmed();
    if (text.size() >= 2
        && ((text.front() == QLatin1Char('"') && text.back() == QLatin1Char('"'))
            || (text.front() == QLatin1Char('\'') && text.back() == QLatin1Char('\'')))) {
        const QByteArray bytes = text.mid(1, text.size() - 2).toUtf8();
        if (bytes.isEmpty())
            return std::nullopt;
        return bytes;
    }
    if (text.size() > 2 && text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        QString hex = text.mid(2).toString();
        if (hex.size() % 2)
            hex.prepend(QLatin1Char('0'));
        for (QChar c : std::as_const(hex)) {
            if (!c.isDigit() && !QStringLiteral("abcdefABCDEF").contains(c))
                return std::nullopt;
        }
        return QByteArray::fromHex(hex.toLatin1());
    }
    return std::nullopt;
}
