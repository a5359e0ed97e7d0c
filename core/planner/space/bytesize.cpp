#include "planner/space/bytesize.h"

#include <QRegularExpression>

#include <cmath>

namespace {

struct Unit {
    const char *name;
    double bytes;
};

// Case matters only between the decimal "B" units (kB, MB, …) and the binary "iB" units.
const Unit units[] = {
    {"", 1.0},
    {"b", 1.0},
    {"k", 1024.0},
    {"kib", 1024.0},
    {"kb", 1e3},
    {"m", 1024.0 * 1024},
    {"mib", 1024.0 * 1024},
    {"mb", 1e6},
    {"g", 1024.0 * 1024 * 1024},
    {"gib", 1024.0 * 1024 * 1024},
    {"gb", 1e9},
    {"t", 1024.0 * 1024 * 1024 * 1024},
    {"tib", 1024.0 * 1024 * 1024 * 1024},
    {"tb", 1e12},
    {"p", 1024.0 * 1024 * 1024 * 1024 * 1024},
    {"pib", 1024.0 * 1024 * 1024 * 1024 * 1024},
    {"pb", 1e15},
};

QString oneDecimal(double value, const char *unit)
{
    return QStringLiteral("%1 %2").arg(value, 0, 'f', 1).arg(QLatin1String(unit));
}

const QRegularExpression &sizePattern()
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*([A-Za-z]*)$"));
    return pattern;
}

} // namespace

QString ByteSize::withDecimalPoint(const QString &text)
{
    static const QRegularExpression comma(QStringLiteral("^\\s*\\d+,\\d+\\s*[A-Za-z]*\\s*$"));
    if (!comma.match(text).hasMatch())
        return {};
    const QString point = text.trimmed().replace(QLatin1Char(','), QLatin1Char('.'));
    QString ignored;
    return parse(point, {}, &ignored) ? point : QString();
}

QString ByteSize::notASize(const QString &text, const QString &examples)
{
    if (const QString point = withDecimalPoint(text); !point.isEmpty())
        return tr("\"%1\" is not a size here: use a point as the decimal separator, e.g. %2.")
            .arg(text.trimmed(), point);
    return tr("\"%1\" is not a size. Enter a number with a unit, e.g. %2.").arg(text.trimmed(), examples);
}

std::optional<qint64> ByteSize::parse(QStringView text, const QString &field, QString *error)
{
    const QString trimmed = text.trimmed().toString();
    const auto match = sizePattern().match(trimmed);
    if (!match.hasMatch()) {
        *error = QStringLiteral("%1: %2").arg(field, notASize(trimmed, QStringLiteral("8TB, 10GiB, 512MiB")));
        return std::nullopt;
    }
    const QString unit = match.captured(2).toLower();
    for (const Unit &candidate : units) {
        if (unit != QLatin1String(candidate.name))
            continue;
        const double bytes = match.captured(1).toDouble() * candidate.bytes;
        if (!std::isfinite(bytes) || bytes > 9.0e18) {
            *error = tr("%1: '%2' is too large").arg(field, trimmed);
            return std::nullopt;
        }
        if (bytes < 1) {
            *error = tr("%1: '%2' is zero: a disk needs a size").arg(field, trimmed);
            return std::nullopt;
        }
        return static_cast<qint64>(std::llround(bytes));
    }
    *error = tr("%1: unknown unit '%2' in '%3' (use B, KiB, MiB, GiB, TiB, PiB, kB, MB, GB, TB, PB)")
                 .arg(field, match.captured(2), trimmed);
    return std::nullopt;
}

QList<qint64> ByteSize::parseList(const QString &text, const QString &field, QString *error)
{
    static const QRegularExpression countPrefix(QStringLiteral("^\\s*(\\d+)\\s*[xX\u00d7]\\s*(.+)$"));
    QList<qint64> sizes;
    if (text.trimmed().isEmpty()) {
        *error = tr("%1: no disk sizes given (e.g. 4x8TB or 8GiB,10GiB,12GiB)").arg(field);
        return {};
    }
    const QStringList items = text.split(QLatin1Char(','));
    // "1,5 GiB": the comma separates disks here, so a bare number before a size is a decimal
    // comma (no disk is a few bytes): say so instead of planning a 1-byte disk.
    static const QRegularExpression bare(QStringLiteral("^\\s*\\d+\\s*$"));
    static const QRegularExpression sized(QStringLiteral("^\\d+\\s*[A-Za-z]+\\s*$"));
    for (int i = 0; i + 1 < items.size(); ++i) {
        if (bare.match(items.at(i)).hasMatch() && sized.match(items.at(i + 1)).hasMatch()) {
            const QString typed = items.at(i).trimmed() + QLatin1Char(',') + items.at(i + 1).trimmed();
            if (!withDecimalPoint(typed).isEmpty()) {
                *error = tr("%1: %2 A comma separates the disks.")
                             .arg(field, notASize(typed, QStringLiteral("8TB, 10GiB, 512MiB")));
                return {};
            }
        }
    }
    for (int i = 0; i < items.size(); ++i) {
        const QString item = items.at(i).trimmed();
        const QString itemField = tr("%1 (item %2)").arg(field).arg(i + 1);
        int count = 1;
        QString sizeText = item;
        if (const auto match = countPrefix.match(item); match.hasMatch()) {
            count = match.captured(1).toInt();
            sizeText = match.captured(2);
            if (count < 1 || count > 1000) {
                *error = tr("%1: a count of %2 disks is out of range (1 to 1000)").arg(itemField).arg(count);
                return {};
            }
        }
        const std::optional<qint64> size = parse(sizeText, itemField, error);
        if (!size)
            return {};
        for (int n = 0; n < count; ++n)
            sizes << *size;
        if (sizes.size() > 1000) {
            *error = tr("%1: more than 1000 disks").arg(field);
            return {};
        }
    }
    return sizes;
}

QString ByteSize::format(qint64 bytes)
{
    const double value = double(bytes);
    const double kib = 1024.0;
    if (std::abs(value) >= kib * kib * kib * kib * kib)
        return oneDecimal(value / (kib * kib * kib * kib * kib), "PiB");
    if (std::abs(value) >= kib * kib * kib * kib)
        return QStringLiteral("%1 TiB").arg(value / (kib * kib * kib * kib), 0, 'f', 2);
    if (std::abs(value) >= kib * kib * kib)
        return oneDecimal(value / (kib * kib * kib), "GiB");
    if (std::abs(value) >= kib * kib)
        return oneDecimal(value / (kib * kib), "MiB");
    if (std::abs(value) >= kib)
        return oneDecimal(value / kib, "KiB");
    return QStringLiteral("%1 B").arg(bytes);
}

QString ByteSize::formatDecimal(qint64 bytes)
{
    const double value = double(bytes);
    static const std::pair<double, const char *> steps[]
        = {{1e15, "PB"}, {1e12, "TB"}, {1e9, "GB"}, {1e6, "MB"}, {1e3, "kB"}};
    for (const auto &[scale, unit] : steps) {
        if (std::abs(value) >= scale)
            return QStringLiteral("%1 %2").arg(value / scale, 0, 'f', 2).arg(QLatin1String(unit));
    }
    return QStringLiteral("%1 B").arg(bytes);
}
