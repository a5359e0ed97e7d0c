#include "stacks/families/zfslayout.h"

#include "stacks/recipe/requestrule.h"

#include <QRegularExpression>
#include <QSet>

ZfsLayout::ZfsLayout(const RecipeRequest &request)
    : m_request(request)
    , m_layout(request.stack.mid(QStringLiteral("zfs-").size()))
{
    m_error = validate();
}

QStringList ZfsLayout::optionDisks(const QString &key) const
{
    const QString value = m_request.options.value(key).toString();
    return value.isEmpty() ? QStringList() : value.split(QLatin1Char(','));
}

static int intOption(const RecipeRequest &request, const QString &key, int fallback, bool *ok)
{
    if (!request.options.contains(key))
        return fallback;
    return request.options.value(key).toString().toInt(ok);
}

QString ZfsLayout::validate() const
{
    bool ok = true;
    const int ashift = intOption(m_request, QStringLiteral("ashift"), 12, &ok);
    if (!ok || ashift < 9 || ashift > 16)
        return tr("ashift must be a number from 9 to 16 (12 for 4K-sector disks), got '%1'")
            .arg(m_request.options.value(QStringLiteral("ashift")).toString());
    static const QRegularExpression property(QStringLiteral("^[A-Za-z0-9_.:-]+$"));
    for (const char *key : {"compression", "atime", "recordsize"}) {
        const QString value = m_request.options.value(QLatin1String(key)).toString();
        if (!value.isEmpty() && !property.match(value).hasMatch())
            return tr("%1='%2' is not a ZFS property value").arg(QLatin1String(key), value);
    }
    if (m_layout.startsWith(QLatin1String("draid"))) {
        const int data = intOption(m_request, QStringLiteral("draid-data"), 2, &ok);
        const int spares = ok ? intOption(m_request, QStringLiteral("draid-spares"), 1, &ok) : 0;
        if (!ok || data < 1 || spares < 0)
            return tr("draid-data must be at least 1 and draid-spares at least 0");
        const int parity = m_layout.mid(5).toInt();
        const int needed = parity + data + spares;
        if (m_request.disks.size() < needed)
            return tr("%1 with %2 data and %3 distributed spares needs at least %4 disks, got %5")
                .arg(m_request.stack)
                .arg(data)
                .arg(spares)
                .arg(needed)
                .arg(m_request.disks.size());
    } else if (m_request.options.contains(QStringLiteral("draid-data"))
        || m_request.options.contains(QStringLiteral("draid-spares"))) {
        return tr("draid-data and draid-spares apply to zfs-draid1 and zfs-draid2 only");
    }
    if (!expandDisk().isEmpty() && !raidz())
        return tr("expand= attaches a disk to a raidz vdev: %1 has none").arg(m_request.stack);

    QSet<QString> used(m_request.disks.cbegin(), m_request.disks.cend());
    if (!m_request.spare.isEmpty())
        used.insert(m_request.spare);
    QStringList extra = extraDisks();
    if (!expandDisk().isEmpty())
        extra << expandDisk();
    for (const QString &disk : extra) {
        if (const QString error = RequestRule::checkDiskName(disk); !error.isEmpty())
            return error;
        if (used.contains(disk))
            return tr(
                "%1 is named twice: members, spare, hot spares, log, cache, special and expand need separate disks")
                .arg(disk);
        used.insert(disk);
    }
    return {};
}

bool ZfsLayout::redundant() const
{
    return m_layout != QLatin1String("stripe");
}

bool ZfsLayout::raidz() const
{
    return m_layout.startsWith(QLatin1String("raidz"));
}

QString ZfsLayout::draidSpec() const
{
    if (!m_layout.startsWith(QLatin1String("draid")))
        return {};
    const QString data = m_request.options.value(QStringLiteral("draid-data"), QStringLiteral("2")).toString();
    const QString spares = m_request.options.value(QStringLiteral("draid-spares"), QStringLiteral("1")).toString();
    return m_layout + QLatin1Char(':') + data + QStringLiteral("d:") + spares + QLatin1Char('s');
}

QString ZfsLayout::distributedSpare() const
{
    if (draidSpec().isEmpty() || m_request.options.value(QStringLiteral("draid-spares"), 1).toInt() < 1)
        return {};
    return m_layout + QStringLiteral("-0-0");
}

QString ZfsLayout::topVdev() const
{
    return m_layout + QStringLiteral("-0");
}

QString ZfsLayout::expandDisk() const
{
    return m_request.options.value(QStringLiteral("expand")).toString();
}

QStringList ZfsLayout::extraDisks() const
{
    return optionDisks(QStringLiteral("special")) + optionDisks(QStringLiteral("log"))
        + optionDisks(QStringLiteral("cache")) + optionDisks(QStringLiteral("spares"));
}

QStringList ZfsLayout::createArgv() const
{
    QStringList argv = {QStringLiteral("zpool"), QStringLiteral("create"), QStringLiteral("-o"),
        QStringLiteral("ashift=") + m_request.options.value(QStringLiteral("ashift"), QStringLiteral("12")).toString()};
    for (const char *key : {"compression", "atime", "recordsize"}) {
        const QString value = m_request.options.value(QLatin1String(key)).toString();
        if (!value.isEmpty())
            argv << QStringLiteral("-O") << QLatin1String(key) + QLatin1Char('=') + value;
    }
    // The pool's own dataset stays unmounted: tank/data mounts under the lab root.
    argv << QStringLiteral("-m") << QStringLiteral("none") << pool();
    if (m_layout == QLatin1String("striped-mirror")) {
        for (int i = 0; i + 1 < m_request.disks.size(); i += 2)
            argv << QStringLiteral("mirror") << m_request.disks.at(i) << m_request.disks.at(i + 1);
    } else {
        if (m_layout != QLatin1String("stripe"))
            argv << (draidSpec().isEmpty() ? m_layout : draidSpec());
        argv << m_request.disks;
    }
    // Special and log vdevs are mirrored when given two or more disks: a lost special vdev loses the pool.
    for (const char *key : {"special", "log"}) {
        const QStringList disks = optionDisks(QLatin1String(key));
        if (disks.isEmpty())
            continue;
        argv << QLatin1String(key);
        if (disks.size() > 1)
            argv << QStringLiteral("mirror");
        argv << disks;
    }
    if (const QStringList cache = optionDisks(QStringLiteral("cache")); !cache.isEmpty())
        argv << QStringLiteral("cache") << cache;
    if (const QStringList spares = optionDisks(QStringLiteral("spares")); !spares.isEmpty())
        argv << QStringLiteral("spare") << spares;
    return argv;
}

QString ZfsLayout::vdevName(const QString &disk)
{
    if (disk.startsWith(QLatin1String("/dev/")))
        return disk.section(QLatin1Char('/'), -1);
    return disk;
}

QString ZfsLayout::failedVdev() const
{
    const QString failed = RequestRule::failDisk(m_request);
    const QString kernel = m_request.kernelNames.value(failed);
    auto kernelNode = [](const QString &disk) {
        return disk.startsWith(QLatin1String("/dev/")) && !disk.startsWith(QLatin1String("/dev/disk/"));
    };
    // The other members given as kernel nodes (/dev/sda, /dev/loop3), not /dev/disk/… links or files:
    // the pool was created from nodes. A plan built from by-id paths keeps the by-id basename.
    bool othersAreNodes = false;
    for (const QString &disk : m_request.disks) {
        if (disk == failed)
            continue;
        if (!kernelNode(disk))
            return vdevName(failed);
        othersAreNodes = true;
    }
    if (othersAreNodes && !kernel.isEmpty() && !kernelNode(failed))
        return kernel;
    return vdevName(failed);
}

QString ZfsLayout::labelDevice(const QString &disk)
{
    if (disk.startsWith(QLatin1String("/dev/disk/")))
        return disk.contains(QLatin1String("-part")) ? disk : disk + QStringLiteral("-part1");
    static const QRegularExpression wholeEndsInDigit(QStringLiteral("^/dev/(nvme\\d+n\\d+|loop\\d+|mmcblk\\d+)$"));
    static const QRegularExpression whole(QStringLiteral("^/dev/(sd|vd|xvd|hd)[a-z]+$"));
    if (wholeEndsInDigit.match(disk).hasMatch())
        return disk + QStringLiteral("p1");
    if (whole.match(disk).hasMatch())
        return disk + QStringLiteral("1");
    return disk; // a partition or a file vdev carries the label itself
}
