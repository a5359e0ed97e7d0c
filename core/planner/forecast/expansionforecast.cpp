#include "planner/forecast/expansionforecast.h"

#include "planner/space/zfsspace.h"

#include <algorithm>

QJsonObject ExpansionForecast::toJson() const
{
    QJsonObject json {{QStringLiteral("possible"), possible}, {QStringLiteral("disksAdded"), disksAdded},
        {QStringLiteral("widthBefore"), widthBefore}, {QStringLiteral("widthAfter"), widthAfter},
        {QStringLiteral("capacityBefore"), double(capacityBefore)},
        {QStringLiteral("capacityAfter"), double(capacityAfter)},
        {QStringLiteral("capacityAfterRewrite"), double(capacityAfterRewrite)},
        {QStringLiteral("dataBytes"), double(dataBytes)}, {QStringLiteral("availAfter"), double(availAfter)},
        {QStringLiteral("availAfterEmpty"), double(availAfterEmpty)},
        {QStringLiteral("reflowBytes"), double(reflowBytes)}, {QStringLiteral("reflowSeconds"), reflowSeconds},
        {QStringLiteral("scrubSeconds"), scrubSeconds}, {QStringLiteral("seconds"), seconds}};
    if (!possible)
        json.insert(QStringLiteral("reason"), reason);
    return json;
}

ExpansionForecast ExpansionModel::raidz(
    const StackLayout &layout, const QList<qint64> &added, const PlannerAssumptions &assumptions)
{
    ExpansionForecast f;
    if (layout.family != StackLayout::Family::Zfs || !layout.level.startsWith(QLatin1String("raidz"))) {
        f.reason = tr("Only raidz vdevs grow by one disk (zpool attach, OpenZFS 2.3 or later).");
        return f;
    }
    QList<qint64> disks = added;
    if (disks.isEmpty())
        disks << *std::min_element(layout.members.cbegin(), layout.members.cend());
    const ZfsPoolLayout pool = CapacityPlanner::zfsLayout(layout);
    const ZfsPoolSpace before = ZfsSpace::pool(pool);
    const ZfsPoolSpace after = ZfsSpace::expanded(pool, 0, disks, false);
    const ZfsPoolSpace rewritten = ZfsSpace::expanded(pool, 0, disks, true);
    f.possible = true;
    f.disksAdded = int(disks.size());
    f.widthBefore = int(layout.members.size());
    f.widthAfter = f.widthBefore + f.disksAdded;
    f.capacityBefore = before.dspace - before.slop;
    f.capacityAfter = after.dspace - after.slop;
    f.capacityAfterRewrite = rewritten.dspace - rewritten.slop;
    const double fill = std::clamp(assumptions.fill, 0.0, 1.0);
    f.dataBytes = qint64(fill * double(before.avail));
    // Existing blocks keep their size and their charge: AVAIL grows by the reported capacity only.
    f.availAfter = std::max<qint64>(0, f.capacityAfter - before.createdUsed - f.dataBytes);
    f.availAfterEmpty = after.avail;
    // The reflow reads and rewrites every allocated sector once, spread over the old disks; then a scrub
    // reads it all back across the new width.
    const double rawPerLogical = 512.0 / before.data.first().deflateRatio;
    f.reflowBytes = qint64(double(f.dataBytes) * rawPerLogical);
    const double efficiency = std::clamp(assumptions.resilverEfficiency, 0.05, 1.0);
    const double perDisk = double(f.reflowBytes) / f.widthBefore;
    const double rate = std::min(assumptions.readBytesPerSecond, assumptions.writeBytesPerSecond);
    f.reflowSeconds = rate > 0 ? 2 * perDisk / rate / efficiency : 0;
    f.scrubSeconds = assumptions.readBytesPerSecond > 0
        ? double(f.reflowBytes) / f.widthAfter / assumptions.readBytesPerSecond / efficiency
        : 0;
    f.seconds = f.reflowSeconds + f.scrubSeconds;
    return f;
}
