#include "helper/server/corruptionplan.h"
#include "stacks/recipe/stacktraits.h"

#include <QRegularExpression>

namespace {

constexpr qint64 mib = 1024 * 1024;

// splitmix64: the offsets must be the same for a seed on every machine and every Qt version.
quint64 splitmix(quint64 *state)
{
    quint64 z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::optional<qint64> sectorsField(const QString &examine, const QString &label)
{
    // "    Data Offset : 2048 sectors", "Used Dev Size : 1046528 sectors (511.00 MiB 535.82 MB)"
    const QRegularExpression re(QStringLiteral("^\\s*%1\\s*:\\s*(\\d+) sectors").arg(QRegularExpression::escape(label)),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = re.match(examine);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toLongLong();
}

} // namespace

CorruptionPlan::Layout CorruptionPlan::layoutFor(const QString &stack)
{
    const std::optional<StackTraits> traits = stackTraits(stack);
    if (!traits)
        return Layout::Unknown;
    if (traits->usesMd)
        return Layout::Md; // mdadm, and LVM thin on md: the corrupt blocks go to an md member
    switch (traits->family) {
    case StackFamily::LvmRaid:
        return Layout::LvmRaid;
    case StackFamily::Zfs:
        return Layout::Zfs;
    case StackFamily::Btrfs:
        return Layout::Btrfs;
    case StackFamily::Mdadm:
    case StackFamily::LvmThinOnMd:
        break;
    }
    return Layout::Unknown;
}

std::optional<CorruptionPlan::Range> CorruptionPlan::mdDataArea(const QString &examine, QString *error)
{
    const std::optional<qint64> offset = sectorsField(examine, QStringLiteral("Data Offset"));
    std::optional<qint64> size = sectorsField(examine, QStringLiteral("Used Dev Size"));
    if (!size)
        size = sectorsField(examine, QStringLiteral("Avail Dev Size"));
    if (!offset || !size || *size <= 0) {
        *error = tr("mdadm --examine printed no \"Data Offset\" and \"Avail Dev Size\" in sectors: the member "
                    "carries no md 1.x superblock.");
        return std::nullopt;
    }
    return Range {*offset * 512, *size * 512};
}

QList<CorruptionPlan::Range> CorruptionPlan::lvmDataArea(
    const QString &peStart, const QString &segments, QString *error)
{
    bool ok = false;
    const qint64 start = peStart.trimmed().toLongLong(&ok);
    if (!ok || start < 0) {
        *error = tr("pvs printed no pe_start for the member: it is not an LVM physical volume.");
        return {};
    }
    // "  1 255 [data_rimage_1] 4194304": the data of a leg lives in data_rimage_N, or with
    // dm-integrity in data_rimage_N_iorig (data_rimage_N_imeta holds its checksums).
    static const QRegularExpression image(QStringLiteral("^\\[?[A-Za-z0-9+_.-]+_rimage_\\d+(_iorig)?\\]?$"));
    QList<Range> ranges;
    for (const QString &line : segments.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.simplified().split(QLatin1Char(' '));
        if (fields.size() != 4 || !image.match(fields.at(2)).hasMatch())
            continue;
        bool a = false, b = false, c = false;
        const qint64 first = fields.at(0).toLongLong(&a);
        const qint64 count = fields.at(1).toLongLong(&b);
        const qint64 extent = fields.at(3).toLongLong(&c);
        if (a && b && c && count > 0 && extent > 0)
            ranges << Range {start + first * extent, count * extent};
    }
    if (ranges.isEmpty())
        *error = tr("pvs shows no RAID image data (rimage) on the member: the stack does not use it.");
    return ranges;
}

CorruptionPlan::Range CorruptionPlan::zfsDataArea(qint64 vdevOffset, qint64 vdevBytes)
{
    const qint64 front = 4 * mib; // VDEV_LABEL_START_SIZE: L0, L1 and the boot block reservation
    const qint64 back = 512 * 1024; // VDEV_LABEL_END_SIZE: L2, L3
    return {vdevOffset + front, std::max<qint64>(0, vdevBytes - front - back)};
}

CorruptionPlan::Range CorruptionPlan::btrfsDataArea(qint64 deviceBytes)
{
    return {mib, std::max<qint64>(0, deviceBytes - mib)};
}

QList<qint64> CorruptionPlan::btrfsSuperblocks()
{
    return {64 * 1024, 64 * mib, 256LL * 1024 * mib};
}

QList<qint64> CorruptionPlan::offsets(
    const QList<Range> &area, int blocks, quint64 seed, const QList<qint64> &avoid, QString *error)
{
    // Whole 4 KiB blocks of each range, aligned on the device: O_DIRECT needs it.
    QList<Range> aligned;
    qint64 total = 0;
    for (const Range &range : area) {
        const qint64 first = (range.offset + BlockBytes - 1) / BlockBytes * BlockBytes;
        const qint64 end = (range.offset + range.length) / BlockBytes * BlockBytes;
        if (end > first) {
            aligned << Range {first, end - first};
            total += (end - first) / BlockBytes;
        }
    }
    if (blocks < 1 || total < qint64(blocks) * 2) {
        *error = tr("The member's data area holds %1 blocks of 4 KiB: too few to spread %2 over it.")
                     .arg(total)
                     .arg(blocks);
        return {};
    }
    const auto toOffset = [&aligned](qint64 index) {
        for (const Range &range : aligned) {
            const qint64 count = range.length / BlockBytes;
            if (index < count)
                return range.offset + index * BlockBytes;
            index -= count;
        }
        return qint64(-1);
    };
    const qint64 stratum = total / blocks;
    quint64 state = seed;
    QList<qint64> result;
    for (int i = 0; i < blocks; ++i) {
        const qint64 pick = qint64(splitmix(&state) % quint64(stratum));
        // A block the stack must keep (a btrfs superblock copy): the next one in the same stratum.
        for (qint64 step = 0; step < stratum; ++step) {
            const qint64 offset = toOffset(qint64(i) * stratum + (pick + step) % stratum);
            if (!avoid.contains(offset)) {
                result << offset;
                break;
            }
        }
    }
    return result;
}
