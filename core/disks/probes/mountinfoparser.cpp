#include "disks/probes/mountinfoparser.h"

#include <QStringList>

QString MountInfoParser::unescape(const QString &field)
{
    if (!field.contains(QLatin1Char('\\')))
        return field;
    QString out;
    out.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        const QChar c = field.at(i);
        if (c == QLatin1Char('\\') && i + 3 < field.size()) {
            const QString octal = field.mid(i + 1, 3);
            bool ok = false;
            const int value = octal.toInt(&ok, 8);
            if (ok && octal.size() == 3) {
                out += QChar(value);
                i += 3;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QList<MountEntry> MountInfoParser::parse(const QString &text)
{
    QList<MountEntry> entries;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        // 36 35 98:0 /mnt1 /mnt2 rw,noatime master:1 - ext3 /dev/root rw,errors=continue
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const qsizetype separator = fields.indexOf(QStringLiteral("-"), 6);
        if (fields.size() < 6 || separator < 0 || separator + 2 >= fields.size())
            continue;
        MountEntry entry;
        bool okId = false;
        bool okParent = false;
        entry.mountId = fields.at(0).toInt(&okId);
        entry.parentId = fields.at(1).toInt(&okParent);
        const QStringList device = fields.at(2).split(QLatin1Char(':'));
        if (!okId || !okParent || device.size() != 2)
            continue;
        bool okMajor = false;
        bool okMinor = false;
        entry.major = device.at(0).toInt(&okMajor);
        entry.minor = device.at(1).toInt(&okMinor);
        if (!okMajor || !okMinor)
            continue;
        entry.root = unescape(fields.at(3));
        entry.mountPoint = unescape(fields.at(4));
        entry.fsType = unescape(fields.at(separator + 1));
        entry.source = unescape(fields.at(separator + 2));
        entries.append(entry);
    }
    return entries;
}
