#include "disks/probes/stableidresolver.h"

#include <algorithm>

int StableIdResolver::byIdRank(const QString &link)
{
    static const char *const order[] = {"wwn-", "nvme-eui.", "ata-", "nvme-", "scsi-", "virtio-", "usb-", "mmc-"};
    const QString name = link.section(QLatin1Char('/'), -1);
    int rank = 0;
    for (const char *prefix : order) {
        if (name.startsWith(QLatin1String(prefix)))
            return rank;
        ++rank;
    }
    return rank;
}

QString StableIdResolver::udevSafe(const QString &text)
{
    QString out;
    const QString simplified = text.simplified();
    for (const QChar c : simplified) {
        const bool allowed = c.isLetterOrNumber() || QStringLiteral("#+-.:=@_").contains(c);
        out += allowed && c.unicode() < 128 ? c : QLatin1Char('_');
    }
    return out;
}

static QString joined(const QStringList &parts)
{
    QStringList present;
    for (const QString &part : parts) {
        if (!part.isEmpty())
            present.append(StableIdResolver::udevSafe(part));
    }
    return present.join(QLatin1Char('_'));
}

StableId StableIdResolver::resolve(const StableIdFacts &facts)
{
    if (!facts.byIdLinks.isEmpty()) {
        QStringList links = facts.byIdLinks;
        std::sort(links.begin(), links.end(), [](const QString &a, const QString &b) {
            const int ra = byIdRank(a);
            const int rb = byIdRank(b);
            return ra != rb ? ra < rb : a < b;
        });
        return {links.first(), StableIdSource::ByIdLink};
    }
    const QString &transport = facts.transport;
    if (!facts.wwn.isEmpty()) {
        if (facts.wwn.startsWith(QLatin1String("eui.")))
            return {QStringLiteral("nvme-") + facts.wwn, StableIdSource::Wwn};
        return {QStringLiteral("wwn-") + facts.wwn, StableIdSource::Wwn};
    }
    if (!facts.serial.isEmpty()) {
        QString id;
        if (transport == QLatin1String("virtio"))
            id = QStringLiteral("virtio-") + udevSafe(facts.serial);
        else if (transport == QLatin1String("sata"))
            id = QStringLiteral("ata-") + joined({facts.model, facts.serial});
        else if (transport == QLatin1String("nvme"))
            id = QStringLiteral("nvme-") + joined({facts.model, facts.serial});
        else if (transport == QLatin1String("usb"))
            id = QStringLiteral("usb-") + joined({facts.vendor, facts.model, facts.serial});
        else if (transport == QLatin1String("mmc"))
            id = QStringLiteral("mmc-") + joined({facts.model, facts.serial});
        else if (transport == QLatin1String("scsi") || transport == QLatin1String("sas"))
            id = QStringLiteral("scsi-") + joined({facts.vendor, facts.model, facts.serial});
        else
            id = udevSafe(transport) + QLatin1Char('-') + joined({facts.model, facts.serial});
        return {id, StableIdSource::Serial};
    }
    if (!facts.pathId.isEmpty())
        return {facts.pathId, StableIdSource::ByPath};
    if (!facts.backingFile.isEmpty())
        return {facts.backingFile, StableIdSource::BackingFile};
    return {facts.name, StableIdSource::KernelName};
}
