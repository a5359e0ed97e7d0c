#include "planner/decisionguide.h"

#include "planner/bytesize.h"
#include "stacks/stackrecipes.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace {

using Family = StackLayout::Family;

QString percent(double share)
{
    return QStringLiteral("%1 %").arg(100 * share, 0, 'f', share < 0.01 ? 3 : 1);
}

QString hours(double seconds)
{
    if (seconds < 3600)
        return DecisionGuide::tr("%1 min").arg(seconds / 60, 0, 'f', 0);
    return DecisionGuide::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
}

} // namespace

QJsonObject Priorities::toJson() const
{
    return {{QStringLiteral("space"), space}, {QStringLiteral("rebuild"), rebuild}, {QStringLiteral("risk"), risk},
        {QStringLiteral("snapshots"), snapshots}, {QStringLiteral("growth"), growth}};
}

Priorities Priorities::fromCare(const QString &care, QString *error)
{
    Priorities p;
    for (const QString &raw : care.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = raw.trimmed();
        if (name == QLatin1String("space"))
            p.space = 2;
        else if (name == QLatin1String("rebuild"))
            p.rebuild = 2;
        else if (name == QLatin1String("risk"))
            p.risk = 2;
        else if (name == QLatin1String("snapshots"))
            p.snapshots = 2;
        else if (name == QLatin1String("growth"))
            p.growth = 2;
        else if (error)
            *error = DecisionGuide::tr("--care: unknown criterion '%1' (use space, rebuild, risk, snapshots, growth)")
                         .arg(name);
    }
    return p;
}

QJsonObject RankedLayout::toJson() const
{
    return {{QStringLiteral("rank"), rank}, {QStringLiteral("stack"), plan.request.stack},
        {QStringLiteral("score"), score}, {QStringLiteral("usableBytes"), double(plan.capacity.storableBytes)},
        {QStringLiteral("rawBytes"), double(plan.capacity.rawBytes)},
        {QStringLiteral("guaranteedFailures"), plan.tolerance.guaranteed},
        {QStringLiteral("rebuildSeconds"), plan.rebuild.possible ? plan.rebuild.seconds : -1},
        {QStringLiteral("lossProbability"), plan.risk.lossProbability},
        {QStringLiteral("strengths"), QJsonArray::fromStringList(strengths)},
        {QStringLiteral("weaknesses"), QJsonArray::fromStringList(weaknesses)}};
}

double DecisionGuide::snapshotScore(const StackLayout &layout)
{
    switch (layout.family) {
    case Family::Zfs:
    case Family::Btrfs:
    case Family::LvmThin:
        return 1; // copy-on-write snapshots that cost only what changes
    case Family::LvmRaid:
        return 0.4; // thick snapshots: a fixed reserve, slow writes while held
    case Family::Mdadm:
        return 0;
    }
    return 0;
}

double DecisionGuide::growthScore(const StackLayout &layout)
{
    const QString &level = layout.level;
    switch (layout.family) {
    case Family::Btrfs:
        return 1; // btrfs device add + balance: any size, any time
    case Family::Mdadm:
    case Family::LvmThin:
        return level == QLatin1String("raid10") ? 0.5 : 0.8; // mdadm --grow reshapes onto a new disk
    case Family::LvmRaid:
        return 0.5; // new PVs, then lvconvert to more stripes (raid5/6) or lvextend
    case Family::Zfs:
        if (level.startsWith(QLatin1String("draid")))
            return 0.1; // a dRAID vdev cannot grow by a disk
        if (level.startsWith(QLatin1String("raidz")))
            return 0.6; // raidz expansion: one disk at a time, old data keeps its parity ratio
        return 0.8; // mirrors and stripes grow by whole vdevs
    }
    return 0;
}

QList<RankedLayout> DecisionGuide::advise(const QList<qint64> &diskBytes, const Priorities &priorities,
    const PlannerAssumptions &assumptions, const QStringList &stacks)
{
    QList<RankedLayout> ranked;
    for (const StackInfo &info : stackInfos()) {
        if (!stacks.isEmpty() && !stacks.contains(info.name))
            continue;
        if (diskBytes.size() < info.minDisks || diskBytes.size() % info.diskMultiple != 0)
            continue;
        LayoutRequest request;
        request.stack = info.name;
        request.diskBytes = diskBytes;
        RankedLayout entry;
        entry.plan = LayoutPlanner::plan(request, assumptions);
        if (entry.plan.ok())
            ranked << entry;
    }
    if (ranked.isEmpty())
        return ranked;

    double bestSpace = 0, bestRebuild = 1e300, bestLoss = 1;
    for (const RankedLayout &r : std::as_const(ranked)) {
        bestSpace = std::max(bestSpace, double(r.plan.capacity.storableBytes));
        if (r.plan.rebuild.possible)
            bestRebuild = std::min(bestRebuild, std::max(1.0, r.plan.rebuild.seconds));
        bestLoss = std::min(bestLoss, r.plan.risk.lossProbability);
    }
    const double weights
        = priorities.space + priorities.rebuild + priorities.risk + priorities.snapshots + priorities.growth;
    for (RankedLayout &r : ranked) {
        const LayoutPlan &p = r.plan;
        const double space = bestSpace > 0 ? double(p.capacity.storableBytes) / bestSpace : 0;
        const double rebuild = p.rebuild.possible ? bestRebuild / std::max(1.0, p.rebuild.seconds) : 0;
        // Risk on a log scale: each factor of ten more likely loses a fifth of the score.
        const double floor = std::max(bestLoss, 1e-12);
        const double risk = p.risk.lossProbability >= 1
            ? 0
            : std::clamp(1 - std::log10(std::max(p.risk.lossProbability, floor) / floor) / 5, 0.0, 1.0);
        const double snapshots = snapshotScore(p.layout);
        const double growth = growthScore(p.layout);
        r.score = weights > 0 ? (priorities.space * space + priorities.rebuild * rebuild + priorities.risk * risk
                                    + priorities.snapshots * snapshots + priorities.growth * growth)
                / weights
                              : 0;

        const QString usable
            = tr("keeps %1 of %2 raw (%3)")
                  .arg(ByteSize::format(p.capacity.storableBytes), ByteSize::format(p.capacity.rawBytes),
                      percent(double(p.capacity.storableBytes) / std::max<qint64>(1, p.capacity.rawBytes)));
        (space >= 0.8 ? r.strengths : r.weaknesses) << usable;
        if (p.tolerance.best == 0)
            r.weaknesses << tr("no redundancy: one failed disk loses everything");
        else
            (p.tolerance.guaranteed >= 2 ? r.strengths : r.weaknesses) << p.tolerance.summary;
        if (p.rebuild.possible)
            (rebuild >= 0.5 ? r.strengths : r.weaknesses)
                << tr("rebuild about %1 (%2 written)")
                       .arg(hours(p.rebuild.seconds), ByteSize::format(p.rebuild.writeBytes));
        if (p.risk.lossProbability < 1)
            (risk >= 0.6 ? r.strengths : r.weaknesses)
                << tr("data loss during that rebuild: %1 (URE %2%3, another disk %4)")
                       .arg(percent(p.risk.lossProbability), percent(p.risk.ureProbability),
                           p.risk.ureLosesData ? QString() : tr(", repaired"), percent(p.risk.moreFailuresProbability));
        if (snapshots >= 1)
            r.strengths << tr("copy-on-write snapshots");
        else if (snapshots > 0)
            r.weaknesses << tr("only thick snapshots with a fixed reserve");
        else
            r.weaknesses << tr("no snapshots");
        if (growth >= 0.8)
            r.strengths << tr("grows easily by adding disks");
        else if (growth <= 0.2)
            r.weaknesses << tr("cannot grow by one disk");
        r.weaknesses << p.capacity.notes;
    }
    std::stable_sort(
        ranked.begin(), ranked.end(), [](const RankedLayout &a, const RankedLayout &b) { return a.score > b.score; });
    for (int i = 0; i < ranked.size(); ++i)
        ranked[i].rank = i + 1;
    return ranked;
}
