#include "disks/probes/lvmmetadatareader.h"

#include <QRegularExpression>
#include <QtEndian>

static QString nameAt(const QByteArray &text)
{
    // "vg_raid {\nid = \"…\"": the VG name is the first token; LVM allows [A-Za-z0-9+_.-].
    static const QRegularExpression name(QStringLiteral("^([A-Za-z0-9+_.-]+) \\{\\s*\\n\\s*id = \""));
    const auto match = name.match(QString::fromLatin1(text.left(512)));
    return match.hasMatch() ? match.captured(1) : QString();
}

QString LvmMetadataReader::volumeGroup(const QByteArray &head)
{
    static const QByteArray magic("\040\114\126\115\062\040\170\133\065\101\045\162\060\116\052\076", 16);
    const qsizetype magicAt = head.indexOf(magic);
    if (magicAt >= 4) {
        // mda_header: checksum u32, magic[16], version u32, start u64, size u64, raw_locn[]: offset u64, size u64 …
        const qsizetype header = magicAt - 4;
        if (header + 56 <= head.size()) {
            const auto *bytes = reinterpret_cast<const uchar *>(head.constData());
            const quint64 offset = qFromLittleEndian<quint64>(bytes + header + 40);
            const quint64 size = qFromLittleEndian<quint64>(bytes + header + 48);
            const quint64 text = static_cast<quint64>(header) + offset;
            if (offset != 0 && size != 0 && text < static_cast<quint64>(head.size())) {
                const QString vg = nameAt(head.mid(static_cast<qsizetype>(text)));
                if (!vg.isEmpty())
                    return vg;
            }
        }
    }
    // Fallback: the first metadata text in the area.
    static const QRegularExpression anywhere(QStringLiteral("(?:^|\\x00|\\n)([A-Za-z0-9+_.-]+) \\{\\n\\s*id = \""));
    const auto match = anywhere.match(QString::fromLatin1(head));
    return match.hasMatch() ? match.captured(1) : QString();
}
