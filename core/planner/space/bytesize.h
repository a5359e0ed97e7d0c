#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// Disk and volume sizes as a storage admin types them: "8TB" (10^12 bytes, as the label on the
// drive), "8TiB" (2^40), "10GiB", "512MiB", a bare number of bytes, and the single letters
// K, M, G, T, P that lvcreate and truncate read as binary ("15G" = 15 GiB).
class ByteSize {
    Q_DECLARE_TR_FUNCTIONS(ByteSize)

public:
    // One size. On failure returns nullopt and says why in *error, naming `field`.
    static std::optional<qint64> parse(QStringView text, const QString &field, QString *error);
    // A disk list: "4x8TB", "3x10GiB,2x12GiB", "8GiB,10GiB,12GiB" (x, X or × before the size).
    static QList<qint64> parseList(const QString &text, const QString &field, QString *error);
    // Every size field's words for text that is not a size (the lab target dialog's disk size, the
    // Planner's disk sizes, the CLI's): a decimal comma where a point belongs (English "1,5 GiB",
    // or any list of disks, where the comma separates them) gets "use a point as the decimal
    // separator, e.g. 1.5 GiB"; anything else gets `examples`.
    static QString notASize(const QString &text, const QString &examples);
    // `text` with its decimal comma made a point ("1,5 GiB" -> "1.5 GiB") when that makes it a
    // size; empty when it does not.
    static QString withDecimalPoint(const QString &text);
    // "7.28 TiB", "931.3 GiB", "512.0 MiB", "4.0 KiB", "17 B": binary units, one decimal.
    static QString format(qint64 bytes);
    // "8.00 TB": decimal units as drive makers print them, two decimals.
    static QString formatDecimal(qint64 bytes);
};
