#pragma once

#include <QList>
#include <QString>

// One active swap area from /proc/swaps.
struct SwapEntry {
    QString fileName; // /dev/vda2, /dev/dm-1, /swapfile
    QString type; // partition or file
    quint64 sizeKiB = 0;
    bool operator==(const SwapEntry &) const = default;

    bool isFile() const { return type == QLatin1String("file"); }
};

// Pure parser of /proc/swaps text (the header line is skipped).
class SwapsParser {
public:
    static QList<SwapEntry> parse(const QString &text);
};
