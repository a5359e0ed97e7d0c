#pragma once

#include <QByteArray>
#include <QStringView>

#include <cstdint>
#include <optional>

// Values of fio job options, read the way fio reads them (kb_base=1024).

// "4096", "4k", "4K", "4KiB", "4kb", "1M", "1MiB", "2G", "1t", "0x1000": bytes. k/m/g/t/p and
// their KiB/KB spellings all mean powers of 1024, as fio's default kb_base=1024 does.
std::optional<std::uint64_t> parseFioSize(QStringView text);

// "1"/"0", also "true"/"false", "yes"/"no", "on"/"off" as fio accepts for booleans.
std::optional<bool> parseFioBool(QStringView text);

// A plain non-negative integer ("16", "0x10").
std::optional<std::uint64_t> parseFioInteger(QStringView text);

// Times: seconds by default; suffixes us/usec, ms/msec, s/sec, m/min, h, d. Returns milliseconds
// (sub-millisecond values round up to 1 ms so that "500us" is not silently zero).
std::optional<std::int64_t> parseFioTimeMs(QStringView text);

// buffer_pattern / verify_pattern: "0xdeadbeef" (hex bytes in order) or a quoted string "'abc'".
std::optional<QByteArray> parseFioPattern(QStringView text);
