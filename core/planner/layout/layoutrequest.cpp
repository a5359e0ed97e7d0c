#include "planner/layout/layoutrequest.h"

#include "planner/space/bytesize.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/stacktraits.h"

#include <QJsonArray>

namespace {

// Disk-count options, in the order their disks follow the members.
const QStringList extraRoles = {QStringLiteral("special"), QStringLiteral("log"), QStringLiteral("cache"),
    QStringLiteral("hot-spares"), QStringLiteral("expand")};

// Options that change no size but that the recipes accept: allowed so a recipe's request plans as is.
const QStringList inertOptions = {QStringLiteral("compression"), QStringLiteral("atime"), QStringLiteral("recordsize"),
    QStringLiteral("snapshot-size"), QStringLiteral("devid"), QStringLiteral("degraded-mount"), QStringLiteral("pull")};

QStringList knownOptions(StackLayout::Family family, const QString &level)
{
    QStringList known = {QStringLiteral("sector-size"), QStringLiteral("spare")};
    switch (family) {
    case StackLayout::Family::Zfs:
        known << QStringLiteral("ashift") << QStringLiteral("special") << QStringLiteral("log")
              << QStringLiteral("cache") << QStringLiteral("hot-spares");
        if (level.startsWith(QLatin1String("draid")))
            known << QStringLiteral("draid-data") << QStringLiteral("draid-spares");
        if (level.startsWith(QLatin1String("raidz")))
            known << QStringLiteral("expand");
        break;
    case StackLayout::Family::LvmThin:
        known << QStringLiteral("thin-size");
        break;
    default:
        break;
    }
    return known;
}

bool intOption(const QVariantMap &options, const QString &key, int low, int high, int *value, QString *error)
{
    if (!options.contains(key))
        return true;
    bool ok = false;
    const QString text = options.value(key).toString().trimmed();
    const int parsed = text.toInt(&ok);
    if (!ok || parsed < low || parsed > high) {
        *error
            = StackLayout::tr("option %1='%2' must be a whole number from %3 to %4").arg(key, text).arg(low).arg(high);
        return false;
    }
    *value = parsed;
    return true;
}

} // namespace

QJsonObject LayoutRequest::toJson() const
{
    QJsonArray disks;
    for (const qint64 bytes : diskBytes)
        disks.append(double(bytes));
    return {{QStringLiteral("stack"), stack}, {QStringLiteral("diskBytes"), disks},
        {QStringLiteral("options"), QJsonObject::fromVariantMap(options)}};
}

LayoutRequest LayoutRequest::fromJson(const QJsonObject &json)
{
    LayoutRequest request;
    request.stack = json.value(QStringLiteral("stack")).toString();
    for (const QJsonValue &value : json.value(QStringLiteral("diskBytes")).toArray())
        request.diskBytes << qint64(value.toDouble());
    request.options = json.value(QStringLiteral("options")).toObject().toVariantMap();
    return request;
}

LayoutRequest LayoutRequest::fromRecipe(
    const RecipeRequest &recipe, const std::function<qint64(const QString &)> &sizeOf)
{
    LayoutRequest request;
    request.stack = recipe.stack;
    for (const QString &disk : recipe.disks)
        request.diskBytes << sizeOf(disk);
    const QStringList recipeLists = {QStringLiteral("special"), QStringLiteral("log"), QStringLiteral("cache"),
        QStringLiteral("spares"), QStringLiteral("expand")};
    for (auto it = recipe.options.cbegin(); it != recipe.options.cend(); ++it) {
        if (!recipeLists.contains(it.key()))
            request.options.insert(it.key(), it.value());
    }
    for (int i = 0; i < recipeLists.size(); ++i) {
        const QString value = recipe.options.value(recipeLists.at(i)).toString();
        if (value.isEmpty())
            continue;
        const QStringList disks = value.split(QLatin1Char(','));
        request.options.insert(extraRoles.at(i), int(disks.size()));
        for (const QString &disk : disks)
            request.diskBytes << sizeOf(disk);
    }
    request.options.insert(QStringLiteral("spare"), recipe.spare.isEmpty() ? 0 : 1);
    return request;
}

QJsonObject PlannerAssumptions::toJson() const
{
    QJsonObject json {{QStringLiteral("fill"), fill}, {QStringLiteral("urePerBit"), urePerBit},
        {QStringLiteral("afr"), afr}, {QStringLiteral("readBytesPerSecond"), readBytesPerSecond},
        {QStringLiteral("writeBytesPerSecond"), writeBytesPerSecond},
        {QStringLiteral("mdSpeedLimitBytesPerSecond"), mdSpeedLimitBytesPerSecond},
        {QStringLiteral("resilverEfficiency"), resilverEfficiency},
        {QStringLiteral("syncBytesPerSecond"), syncBytesPerSecond},
        {QStringLiteral("scrubBytesPerSecond"), scrubBytesPerSecond},
        {QStringLiteral("rebuildWriteBytesPerSecond"), rebuildWriteBytesPerSecond},
        {QStringLiteral("serialIo"), serialIo}, {QStringLiteral("txgSyncSeconds"), txgSyncSeconds},
        {QStringLiteral("commandSeconds"), commandSeconds}, {QStringLiteral("labelSeconds"), labelSeconds},
        {QStringLiteral("speedSource"), speedSource}};
    if (allocatedBytes > 0)
        json.insert(QStringLiteral("allocatedBytes"), double(allocatedBytes));
    if (diskCapBytesPerSecond > 0)
        json.insert(QStringLiteral("diskCapBytesPerSecond"), diskCapBytesPerSecond);
    return json;
}

PlannerAssumptions PlannerAssumptions::fromJson(const QJsonObject &json)
{
    PlannerAssumptions a;
    a.fill = json.value(QStringLiteral("fill")).toDouble(a.fill);
    a.urePerBit = json.value(QStringLiteral("urePerBit")).toDouble(a.urePerBit);
    a.afr = json.value(QStringLiteral("afr")).toDouble(a.afr);
    a.readBytesPerSecond = json.value(QStringLiteral("readBytesPerSecond")).toDouble(a.readBytesPerSecond);
    a.writeBytesPerSecond = json.value(QStringLiteral("writeBytesPerSecond")).toDouble(a.writeBytesPerSecond);
    a.mdSpeedLimitBytesPerSecond
        = json.value(QStringLiteral("mdSpeedLimitBytesPerSecond")).toDouble(a.mdSpeedLimitBytesPerSecond);
    a.resilverEfficiency = json.value(QStringLiteral("resilverEfficiency")).toDouble(a.resilverEfficiency);
    a.syncBytesPerSecond = json.value(QStringLiteral("syncBytesPerSecond")).toDouble(a.syncBytesPerSecond);
    a.scrubBytesPerSecond = json.value(QStringLiteral("scrubBytesPerSecond")).toDouble(a.scrubBytesPerSecond);
    a.rebuildWriteBytesPerSecond
        = json.value(QStringLiteral("rebuildWriteBytesPerSecond")).toDouble(a.rebuildWriteBytesPerSecond);
    a.serialIo = json.value(QStringLiteral("serialIo")).toBool(a.serialIo);
    a.txgSyncSeconds = json.value(QStringLiteral("txgSyncSeconds")).toDouble(a.txgSyncSeconds);
    a.commandSeconds = json.value(QStringLiteral("commandSeconds")).toDouble(a.commandSeconds);
    a.labelSeconds = json.value(QStringLiteral("labelSeconds")).toDouble(a.labelSeconds);
    a.speedSource = json.value(QStringLiteral("speedSource")).toString(a.speedSource);
    a.allocatedBytes = qint64(json.value(QStringLiteral("allocatedBytes")).toDouble(0));
    a.diskCapBytesPerSecond = json.value(QStringLiteral("diskCapBytesPerSecond")).toDouble(0);
    return a;
}

QString StackLayout::familyName(Family family)
{
    switch (family) {
    case Family::Mdadm:
        return QStringLiteral("mdadm");
    case Family::LvmRaid:
        return QStringLiteral("lvm-raid");
    case Family::LvmThin:
        return QStringLiteral("lvm-thin");
    case Family::Zfs:
        return QStringLiteral("zfs");
    case Family::Btrfs:
        return QStringLiteral("btrfs");
    }
    return {};
}

void StackLayout::readFamily()
{
    // The recipe says what the stack is (the caller checked that it knows the stack).
    const StackTraits traits = stackTraits(stack).value_or(StackTraits());
    level = traits.level;
    integrity = traits.integrity;
    switch (traits.family) {
    case StackFamily::Mdadm:
        family = Family::Mdadm;
        break;
    case StackFamily::LvmRaid:
        family = Family::LvmRaid;
        break;
    case StackFamily::LvmThinOnMd:
        family = Family::LvmThin;
        break;
    case StackFamily::Zfs:
        family = Family::Zfs;
        break;
    case StackFamily::Btrfs:
        family = Family::Btrfs;
        break;
    }
}

bool StackLayout::readOptions(const QVariantMap &options, int counts[5])
{
    const QStringList known = knownOptions(family, level);
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        if (!known.contains(it.key()) && !inertOptions.contains(it.key())) {
            error = tr("%1 has no option '%2' (known: %3)").arg(stack, it.key(), known.join(QStringLiteral(", ")));
            return false;
        }
    }
    for (int i = 0; i < extraRoles.size(); ++i) {
        if (!intOption(options, extraRoles.at(i), 0, 100, &counts[i], &error))
            return false;
    }
    int spare = 1;
    if (!intOption(options, QStringLiteral("ashift"), 9, 16, &ashift, &error)
        || !intOption(options, QStringLiteral("draid-data"), 1, 255, &draidData, &error)
        || !intOption(options, QStringLiteral("draid-spares"), 0, 100, &draidSpares, &error)
        || !intOption(options, QStringLiteral("spare"), 0, 1, &spare, &error)
        || !intOption(options, QStringLiteral("sector-size"), 512, 4096, &sectorBytes, &error))
        return false;
    if (sectorBytes != 512 && sectorBytes != 4096) {
        error = tr("option sector-size must be 512 or 4096, got %1").arg(sectorBytes);
        return false;
    }
    replacementDisk = spare == 1;
    if (options.contains(QStringLiteral("recordsize"))) {
        const std::optional<qint64> bytes = ByteSize::parse(
            options.value(QStringLiteral("recordsize")).toString(), QStringLiteral("recordsize"), &error);
        if (!bytes)
            return false;
        if (*bytes < 512 || *bytes > 16 * 1024 * 1024 || (*bytes & (*bytes - 1)) != 0) {
            error = tr("recordsize must be a power of two from 512 to 16M, got %1").arg(*bytes);
            return false;
        }
        recordBytes = *bytes;
    }
    return true;
}

bool StackLayout::assignDisks(const QList<qint64> &diskBytes, const StackInfo &info, const int counts[5])
{
    int extras = 0;
    for (int i = 0; i < 5; ++i)
        extras += counts[i];
    const int count = int(diskBytes.size()) - extras;
    if (count < info.minDisks) {
        error = extras > 0 ? tr("%1 needs at least %2 members, got %3 disks of which %4 are special, log, cache, "
                                "hot-spare or expansion disks")
                                 .arg(stack)
                                 .arg(info.minDisks)
                                 .arg(diskBytes.size())
                                 .arg(extras)
                           : tr("%1 needs at least %2 disks, got %3").arg(stack).arg(info.minDisks).arg(count);
        return false;
    }
    if (info.diskMultiple > 1 && count % info.diskMultiple != 0) {
        error = tr("%1 needs a multiple of %2 members, got %3").arg(stack).arg(info.diskMultiple).arg(count);
        return false;
    }
    for (int i = 0; i < diskBytes.size(); ++i) {
        if (diskBytes.at(i) <= 0) {
            error = tr("disk %1 has no size").arg(i + 1);
            return false;
        }
    }
    members = diskBytes.mid(0, count);
    int at = count;
    QList<qint64> *roles[5] = {&special, &log, &cache, &hotSpares, &expand};
    for (int i = 0; i < 5; ++i) {
        *roles[i] = diskBytes.mid(at, counts[i]);
        at += counts[i];
    }
    if (level == QLatin1String("raid1") || level == QLatin1String("mirror"))
        parity = count - 1;
    else if (level == QLatin1String("raid6"))
        parity = 2;
    else if (level.startsWith(QLatin1String("raidz")) || level.startsWith(QLatin1String("draid")))
        parity = level.right(1).toInt();
    else
        parity = level == QLatin1String("stripe") ? 0 : 1;
    if (level.startsWith(QLatin1String("draid")) && count < parity + draidData + draidSpares) {
        error = tr("%1 with %2 data disks and %3 distributed spares needs at least %4 members, got %5")
                    .arg(stack)
                    .arg(draidData)
                    .arg(draidSpares)
                    .arg(parity + draidData + draidSpares)
                    .arg(count);
        return false;
    }
    return true;
}

bool StackLayout::readThinSize(const QVariantMap &options)
{
    if (family != Family::LvmThin)
        return true;
    if (options.contains(QStringLiteral("thin-size"))) {
        const std::optional<qint64> bytes = ByteSize::parse(
            options.value(QStringLiteral("thin-size")).toString(), QStringLiteral("thin-size"), &error);
        if (!bytes)
            return false;
        thinBytes = *bytes;
        return true;
    }
    // As the lab sizes it (LvmThinMdRecipe::fitOptionsToMembers): 3/4 of the array's data, in MiB.
    const qint64 smallest = *std::min_element(members.cbegin(), members.cend());
    thinBytes = (members.size() - 1) * smallest / 4 * 3 / (1024 * 1024) * (1024 * 1024);
    return true;
}

StackLayout StackLayout::resolve(const LayoutRequest &request)
{
    StackLayout layout;
    layout.stack = request.stack;
    const QList<StackInfo> infos = stackInfos();
    const auto info = std::find_if(
        infos.cbegin(), infos.cend(), [&](const StackInfo &candidate) { return candidate.name == request.stack; });
    if (info == infos.cend()) {
        layout.error = tr("unknown stack '%1' (known: %2)").arg(request.stack, stackNames().join(QStringLiteral(", ")));
        return layout;
    }
    layout.readFamily();
    int counts[5] = {0, 0, 0, 0, 0};
    if (layout.readOptions(request.options, counts) && layout.assignDisks(request.diskBytes, *info, counts))
        layout.readThinSize(request.options);
    return layout;
}
