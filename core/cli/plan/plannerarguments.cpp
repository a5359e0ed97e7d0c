#include "cli/plan/plannerarguments.h"

#include "disks/inventory/diskidentityresolver.h"
#include "disks/inventory/diskinventory.h"
#include "planner/space/bytesize.h"

PlannerArguments::PlannerArguments()
    : disks(QStringLiteral("disks"), tr("disks of this machine by stable ID or /dev path, comma-separated"),
        QStringLiteral("ID,ID,…"))
    , diskSizes(QStringLiteral("disk-sizes"), tr("hypothetical disks: 4x8TB, 3x10GiB,2x12GiB, 8GiB,10GiB"),
          QStringLiteral("SIZES"))
    , fill(QStringLiteral("fill"), tr("share of the usable space holding data when a disk fails (50%)"),
          QStringLiteral("PERCENT"))
    , ure(QStringLiteral("ure"), tr("unrecoverable read errors per bit read (1e-14)"), QStringLiteral("RATE"))
    , afr(QStringLiteral("afr"), tr("annualised failure rate of one disk (1.5%)"), QStringLiteral("PERCENT"))
    , readSpeed(QStringLiteral("read-speed"), tr("one disk's sequential read speed (200MB/s)"), QStringLiteral("SPEED"))
    , writeSpeed(
          QStringLiteral("write-speed"), tr("one disk's sequential write speed (200MB/s)"), QStringLiteral("SPEED"))
    , json(QStringLiteral("json"), tr("print JSON"))
{
}

void PlannerArguments::addTo(QCommandLineParser *parser) const
{
    parser->addOptions({disks, diskSizes, fill, ure, afr, readSpeed, writeSpeed, json});
}

std::optional<double> PlannerArguments::share(const QString &text, const QString &field, QString *error)
{
    QString value = text.trimmed();
    const bool percent = value.endsWith(QLatin1Char('%'));
    if (percent)
        value.chop(1);
    bool ok = false;
    double number = value.toDouble(&ok);
    if (ok && percent)
        number /= 100;
    if (!ok || number < 0 || number > 1 || (!percent && number > 1)) {
        *error = tr("%1: '%2' is not a share from 0 to 100% (e.g. 50% or 0.5)").arg(field, text);
        return std::nullopt;
    }
    return number;
}

std::optional<double> PlannerArguments::ureRate(const QString &text, QString *error)
{
    bool ok = false;
    double rate = text.trimmed().toDouble(&ok);
    if (ok && rate > 1)
        rate = 1 / rate; // "1e14": one error in 10^14 bits, as spec sheets print it
    if (!ok || rate <= 0 || rate >= 1) {
        *error = tr("--ure: '%1' is not an error rate per bit (e.g. 1e-14, or 1e14 for one in 10^14 bits)").arg(text);
        return std::nullopt;
    }
    return rate;
}

std::optional<double> PlannerArguments::speed(const QString &text, const QString &field, QString *error)
{
    QString value = text.trimmed();
    if (value.endsWith(QLatin1String("/s")))
        value.chop(2);
    const std::optional<qint64> bytes = ByteSize::parse(value, field, error);
    if (!bytes)
        return std::nullopt;
    return double(*bytes);
}

QList<qint64> PlannerArguments::diskBytes(const QCommandLineParser &parser, QString *error) const
{
    if (parser.isSet(disks) == parser.isSet(diskSizes)) {
        *error = tr("give the disks either as --disks ID,… (this machine's) or as --disk-sizes 4x8TB, not both");
        return {};
    }
    if (parser.isSet(diskSizes))
        return ByteSize::parseList(parser.value(diskSizes), QStringLiteral("--disk-sizes"), error);
    const DiskIdentityResolver inventory(
        DiskInventory(InventoryRoots {}, false).scan(), &DiskIdentityResolver::liveRealPath);
    QList<qint64> sizes;
    for (const QString &id : parser.value(disks).split(QLatin1Char(','))) {
        const ResolvedDisk resolved = inventory.resolve(id);
        const Disk *found = resolved.isWholeDisk() ? resolved.disk : nullptr;
        if (!found) {
            *error = tr("--disks: '%1' is not a disk of this machine (see stacklab-cli disks), or give --disk-sizes")
                         .arg(id);
            return {};
        }
        sizes << qint64(found->sizeBytes);
    }
    return sizes;
}

PlannerAssumptions PlannerArguments::assumptions(const QCommandLineParser &parser, QString *error) const
{
    PlannerAssumptions a;
    if (parser.isSet(fill)) {
        const auto value = share(parser.value(fill), QStringLiteral("--fill"), error);
        if (!value)
            return a;
        a.fill = *value;
    }
    if (parser.isSet(afr)) {
        const auto value = share(parser.value(afr), QStringLiteral("--afr"), error);
        if (!value)
            return a;
        a.afr = *value;
    }
    if (parser.isSet(ure)) {
        const auto value = ureRate(parser.value(ure), error);
        if (!value)
            return a;
        a.urePerBit = *value;
    }
    for (const auto &[option, target] :
        {std::pair {&readSpeed, &a.readBytesPerSecond}, {&writeSpeed, &a.writeBytesPerSecond}}) {
        if (!parser.isSet(*option))
            continue;
        const auto value = speed(parser.value(*option), QStringLiteral("--") + option->names().constFirst(), error);
        if (!value)
            return a;
        *target = *value;
    }
    return a;
}
