#include "helper/server/corruptaction.h"

#include "helper/actions/dataset/randomfill.h"
#include "helper/actions/mountedstack.h"
#include "helper/actions/probes/stacksampler.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace {

qint64 sysfsNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const qint64 value = file.read(64).trimmed().toLongLong(&ok);
    return ok ? value : -1;
}

} // namespace

CorruptAction::CorruptAction(const QString &id, const ExecPolicy &policy, QString stack, DeviceIdentity member,
    int blocks, quint64 seed, QObject *parent)
    : LabAction(id, parent)
    , m_policy(policy)
    , m_stack(std::move(stack))
    , m_member(std::move(member))
    , m_blocks(blocks)
    , m_seed(seed)
{
}

QString CorruptAction::runTool(const QStringList &argv, QString *error) const
{
    QByteArray output;
    int exitCode = -1;
    if (!StackSampler::runCommand(m_policy, argv, &output, &exitCode, error))
        return {};
    if (exitCode != 0) {
        *error = tr("%1 failed (exit %2): %3")
                     .arg(argv.join(QLatin1Char(' ')))
                     .arg(exitCode)
                     .arg(QString::fromUtf8(output).trimmed().left(500));
        return {};
    }
    return QString::fromUtf8(output);
}

CorruptionPlan::Range CorruptAction::vdevOf(QString *error) const
{
    // /sys/dev/block/MAJ:MIN is the member itself, by the number the validator checked.
    const QDir device(QStringLiteral("/sys/dev/block/%1").arg(m_member.number.toString()));
    CorruptionPlan::Range best;
    for (const QString &entry : device.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!QFile::exists(device.filePath(entry + QStringLiteral("/partition"))))
            continue;
        const qint64 start = sysfsNumber(device.filePath(entry + QStringLiteral("/start")));
        const qint64 size = sysfsNumber(device.filePath(entry + QStringLiteral("/size")));
        if (start >= 0 && size * 512 > best.length)
            best = {start * 512, size * 512};
    }
    if (best.length > 0)
        return best;
    const qint64 size = sysfsNumber(device.filePath(QStringLiteral("size")));
    if (size <= 0)
        *error = tr("The size of %1 is not readable in sysfs.").arg(m_member.node);
    return {0, std::max<qint64>(0, size * 512)};
}

QList<CorruptionPlan::Range> CorruptAction::dataArea(QString *error) const
{
    switch (CorruptionPlan::layoutFor(m_stack)) {
    case CorruptionPlan::Layout::Md: {
        const QString examine = runTool({QStringLiteral("mdadm"), QStringLiteral("--examine"), m_member.node}, error);
        const std::optional<CorruptionPlan::Range> range
            = examine.isEmpty() ? std::nullopt : CorruptionPlan::mdDataArea(examine, error);
        return range ? QList<CorruptionPlan::Range> {*range} : QList<CorruptionPlan::Range> {};
    }
    case CorruptionPlan::Layout::LvmRaid: {
        const QStringList pvs = {QStringLiteral("pvs"), QStringLiteral("--noheadings"), QStringLiteral("--units"),
            QStringLiteral("b"), QStringLiteral("--nosuffix")};
        const QString start
            = runTool(pvs + QStringList {QStringLiteral("-o"), QStringLiteral("pe_start"), m_member.node}, error);
        if (start.isEmpty())
            return {};
        const QString segments = runTool(pvs
                + QStringList {QStringLiteral("--segments"), QStringLiteral("-o"),
                    QStringLiteral("pvseg_start,pvseg_size,lv_name,vg_extent_size"), m_member.node},
            error);
        return segments.isEmpty() ? QList<CorruptionPlan::Range> {}
                                  : CorruptionPlan::lvmDataArea(start, segments, error);
    }
    case CorruptionPlan::Layout::Zfs: {
        const CorruptionPlan::Range vdev = vdevOf(error);
        return vdev.length > 0 ? QList<CorruptionPlan::Range> {CorruptionPlan::zfsDataArea(vdev.offset, vdev.length)}
                               : QList<CorruptionPlan::Range> {};
    }
    case CorruptionPlan::Layout::Btrfs: {
        const CorruptionPlan::Range whole = vdevOf(error);
        return whole.length > 0 ? QList<CorruptionPlan::Range> {CorruptionPlan::btrfsDataArea(whole.length)}
                                : QList<CorruptionPlan::Range> {};
    }
    case CorruptionPlan::Layout::Unknown:
        break;
    }
    *error = tr("The helper knows no data area for stack '%1'.").arg(m_stack);
    return {};
}

LabAction::Outcome CorruptAction::work()
{
    Outcome outcome;
    const QList<CorruptionPlan::Range> area = dataArea(&outcome.error);
    if (area.isEmpty())
        return outcome;
    const QList<qint64> avoid = CorruptionPlan::layoutFor(m_stack) == CorruptionPlan::Layout::Btrfs
        ? CorruptionPlan::btrfsSuperblocks()
        : QList<qint64>();
    const QList<qint64> offsets = CorruptionPlan::offsets(area, m_blocks, m_seed, avoid, &outcome.error);
    if (offsets.isEmpty())
        return outcome;

    // O_DIRECT: the blocks reach the disk now, not whenever the member's page cache is written back.
    const QByteArray node = QFile::encodeName(m_member.node);
    const int fd = ::open(node.constData(), O_WRONLY | O_DIRECT | O_CLOEXEC | O_NOFOLLOW);
    struct stat info { };
    if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISBLK(info.st_mode)
        || DeviceNumber::fromDev(info.st_rdev) != m_member.number) {
        outcome.error = tr("Cannot open %1 as the claimed block device %2: %3.")
                            .arg(m_member.node, m_member.number.toString(), MountedStack::errnoText(errno));
        if (fd >= 0)
            ::close(fd);
        return outcome;
    }
    void *raw = nullptr;
    if (::posix_memalign(&raw, CorruptionPlan::BlockBytes, CorruptionPlan::BlockBytes) != 0) {
        ::close(fd);
        outcome.error = tr("Out of memory for one aligned block.");
        return outcome;
    }
    const std::unique_ptr<char, decltype(&std::free)> block(static_cast<char *>(raw), &std::free);
    RandomFill random(m_seed, 0xC0 /* a stream of its own, apart from the dataset's */);
    QJsonArray written;
    for (const qint64 offset : offsets) {
        if (isCancelled())
            break;
        random.fill(block.get(), CorruptionPlan::BlockBytes);
        if (::pwrite(fd, block.get(), CorruptionPlan::BlockBytes, offset) != CorruptionPlan::BlockBytes) {
            outcome.error = tr("Writing 4 KiB at byte %1 of %2 failed: %3.")
                                .arg(offset)
                                .arg(m_member.node, MountedStack::errnoText(errno));
            break;
        }
        written << offset;
        report(double(written.size()) / double(offsets.size()),
            tr("%1 of %2 blocks written to %3").arg(written.size()).arg(offsets.size()).arg(m_member.node));
    }
    const bool synced = ::fdatasync(fd) == 0;
    ::close(fd);
    QJsonArray ranges;
    for (const CorruptionPlan::Range &range : area)
        ranges << QJsonObject {{QStringLiteral("offset"), range.offset}, {QStringLiteral("length"), range.length}};
    // Every offset written is listed, also after a failure: those blocks are corrupt now.
    outcome.result = {{QStringLiteral("member"), m_member.node},
        {QStringLiteral("blockBytes"), CorruptionPlan::BlockBytes}, {QStringLiteral("seed"), QString::number(m_seed)},
        {QStringLiteral("dataArea"), ranges}, {QStringLiteral("offsets"), written}};
    if (outcome.error.isEmpty() && !synced)
        outcome.error = tr("Flushing %1 failed: %2.").arg(m_member.node, MountedStack::errnoText(errno));
    outcome.ok = outcome.error.isEmpty() && !isCancelled();
    return outcome;
}
