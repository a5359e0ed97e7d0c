#include "planner/space/spacereadings.h"

#include "stacks/recipe/measurementkeys.h"

#include <QRegularExpression>
#include <QStringList>

namespace {
QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool number(const QString &text, double *value)
{
    bool ok = false;
    const qlonglong parsed = text.trimmed().toLongLong(&ok);
    if (ok)
        *value = double(parsed);
    return ok;
}
} // namespace

void SpaceReadings::readStatfs(const QString &text, QMap<QString, double> *into)
{
    static const QRegularExpression pattern(QStringLiteral("bsize (\\d+) blocks (\\d+) free (\\d+) avail (\\d+)"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return;
    const double size = match.captured(1).toDouble();
    into->insert(MeasurementKey::UsableBytes, size * match.captured(2).toDouble());
    into->insert(QStringLiteral("df_size"), size * match.captured(2).toDouble());
    into->insert(QStringLiteral("df_avail"), size * match.captured(4).toDouble());
}

void SpaceReadings::readZfsList(const QString &text, QMap<QString, double> *into)
{
    for (const QString &line : lines(text)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        double avail = 0;
        if (fields.size() >= 3 && !fields.first().contains(QLatin1Char('/')) && number(fields.at(2), &avail)) {
            into->insert(QStringLiteral("zfs_avail"), avail);
            return;
        }
    }
}

void SpaceReadings::readZpoolList(const QString &text, QMap<QString, double> *into)
{
    const QStringList all = lines(text);
    if (all.isEmpty())
        return;
    const QStringList fields = all.first().split(QLatin1Char('\t'));
    double size = 0;
    if (fields.size() >= 2 && number(fields.at(1), &size))
        into->insert(QStringLiteral("zpool_size"), size);
}

void SpaceReadings::readBtrfsUsage(const QString &text, QMap<QString, double> *into)
{
    static const QRegularExpression free(QStringLiteral("Free \\(estimated\\):\\s+(\\d+)\\s+\\(min: (\\d+)\\)"));
    static const QRegularExpression device(QStringLiteral("Device size:\\s+(\\d+)"));
    if (const auto match = free.match(text); match.hasMatch()) {
        into->insert(QStringLiteral("btrfs_free_estimated"), match.captured(1).toDouble());
        into->insert(QStringLiteral("btrfs_free_min"), match.captured(2).toDouble());
    }
    if (const auto match = device.match(text); match.hasMatch())
        into->insert(QStringLiteral("btrfs_device_size"), match.captured(1).toDouble());
}

void SpaceReadings::readMd(const QString &blockdevSize, const QString &detail, QMap<QString, double> *into)
{
    double size = 0;
    if (number(blockdevSize, &size))
        into->insert(QStringLiteral("md_array"), size);
    static const QRegularExpression used(QStringLiteral("Used Dev Size : (\\d+) "));
    if (const auto match = used.match(detail); match.hasMatch())
        into->insert(QStringLiteral("md_member_data"), match.captured(1).toDouble() * 1024);
}

void SpaceReadings::readLvs(const QString &text, QMap<QString, double> *into)
{
    static const QMap<QString, QString> keys
        = {{QStringLiteral("data"), QStringLiteral("lv_size")}, {QStringLiteral("tpool"), QStringLiteral("thin_pool")},
            {QStringLiteral("[tpool_tmeta]"), QStringLiteral("thin_pool_metadata")},
            {QStringLiteral("tvol"), QStringLiteral("thin_volume")}};
    for (const QString &line : lines(text)) {
        const QStringList fields = line.simplified().split(QLatin1Char(' '));
        double size = 0;
        if (fields.size() < 2 || !keys.contains(fields.first()) || !number(fields.at(1), &size))
            continue;
        into->insert(keys.value(fields.first()), size);
        double chunk = 0;
        if (fields.first() == QLatin1String("tpool") && fields.size() >= 4 && number(fields.at(3), &chunk))
            into->insert(QStringLiteral("thin_chunk"), chunk);
    }
}
