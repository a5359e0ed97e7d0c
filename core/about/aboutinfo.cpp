#include "about/aboutinfo.h"

#include "stacklabversion.h"

#include <QJsonArray>

QString AboutInfo::versionString()
{
    return QStringLiteral(STACKLAB_VERSION_STRING);
}

AboutInfo AboutInfo::current(const InstallLayout &layout)
{
    return {versionString(),
        tr("A lab bench for Linux storage: build mdadm, LVM, ZFS and btrfs stacks on the same disks, pull a "
           "disk, time the rebuild and compare."),
        layout, layout.files(), PublishedSource::all()};
}

QString AboutInfo::toText() const
{
    QString text = tr("StackLab %1").arg(version) + QLatin1Char('\n') + summary + QStringLiteral("\n\n");
    text += layout.isInstalled() ? tr("Installed in %1").arg(layout.prefix())
                                 : tr("Running from the build tree %1").arg(layout.binDir());
    text += QLatin1Char('\n');
    for (const InstallLayout::File &file : files) {
        text += QStringLiteral("  %1 %2").arg(file.role.leftJustified(18), file.path);
        if (!file.found)
            text += QLatin1Char(' ') + tr("(missing)");
        text += QLatin1Char('\n');
    }
    text += QLatin1Char('\n') + tr("The lab follows these published sources:") + QLatin1Char('\n');
    for (const PublishedSource &source : sources)
        text += QStringLiteral("  - ") + source.citation() + QStringLiteral(": ") + source.usedFor + QLatin1Char('\n');
    return text;
}

QJsonObject AboutInfo::toJson() const
{
    QJsonArray fileArray;
    for (const InstallLayout::File &file : files)
        fileArray.append(QJsonObject {{QStringLiteral("role"), file.role}, {QStringLiteral("path"), file.path},
            {QStringLiteral("found"), file.found}, {QStringLiteral("description"), file.description}});
    QJsonArray sourceArray;
    for (const PublishedSource &source : sources)
        sourceArray.append(QJsonObject {{QStringLiteral("key"), source.key}, {QStringLiteral("title"), source.title},
            {QStringLiteral("author"), source.author}, {QStringLiteral("published"), source.published},
            {QStringLiteral("url"), source.url}, {QStringLiteral("usedFor"), source.usedFor}});
    return {{QStringLiteral("version"), version}, {QStringLiteral("installed"), layout.isInstalled()},
        {QStringLiteral("prefix"), layout.prefix()}, {QStringLiteral("files"), fileArray},
        {QStringLiteral("sources"), sourceArray}};
}
