#include "disks/probes/swapsparser.h"

#include "disks/probes/mountinfoparser.h"

#include <QStringList>

QList<SwapEntry> SwapsParser::parse(const QString &text)
{
    // Filename                Type        Size      Used    Priority
    // /dev/vda2               partition   2097148   0       -2
    QList<SwapEntry> entries;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("Filename")))
            continue;
        const QStringList fields = line.simplified().split(QLatin1Char(' '));
        if (fields.size() < 3)
            continue;
        SwapEntry entry;
        entry.fileName = MountInfoParser::unescape(fields.at(0));
        entry.type = fields.at(1);
        bool ok = false;
        entry.sizeKiB = fields.at(2).toULongLong(&ok);
        if (!ok)
            continue;
        entries.append(entry);
    }
    return entries;
}
