#include "helper/actions/probes/diskstatsprobe.h"

#include <QDir>
#include <QFile>

static QString readLine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(file.readLine(4096)).trimmed();
}

QString DiskStatsProbe::take(const QString &root)
{
    const QDir base(root);
    QString text = readLine(base.filePath(QStringLiteral("proc/uptime"))) + QLatin1Char('\n');
    const QDir block(base.filePath(QStringLiteral("sys/block")));
    for (const QString &name : block.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        const QString stat = readLine(block.filePath(name + QStringLiteral("/stat")));
        // A device that went away between the listing and the read (a pulled disk) is left out.
        if (!stat.isEmpty())
            text += name + QLatin1Char(' ') + stat + QLatin1Char('\n');
    }
    return text;
}
