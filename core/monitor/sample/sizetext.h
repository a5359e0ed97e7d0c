#pragma once

#include <QStringView>

#include <optional>

// Sizes, rates and durations as the storage tools print them. All return nullopt on text they do
// not recognise, never a guess.

// ZFS zfs_nicenum: "0", "0B", "432K", "1.80G", "2.12T" (binary multiples, up to three digits).
// Also used for ZFS error counters ("1.32K").
std::optional<qint64> parseZfsSize(QStringView text);
// "37.6M/s" -> bytes per second.
std::optional<double> parseZfsRate(QStringView text);
// btrfs-progs pretty_size: "2.35GiB", "0.00B", "288.00KiB"; SI forms "1.50MB" too.
std::optional<qint64> parseBtrfsSize(QStringView text);
// LVM sizes: "3221225472B" (--units b), "19.98g" (lower case: binary), "20.00G" (upper: SI),
// or a bare number of bytes (json_std / --nosuffix --units b).
std::optional<qint64> parseLvmSize(QStringView text);
// Clock and interval forms: "16:23:57", "0 days 15:31:31", "0:00:01", "123h32m", "0h0m",
// "2h51m", "5.8min".
std::optional<qint64> parseDurationSeconds(QStringView text);
