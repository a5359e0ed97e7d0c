#include "planner/advice/decisionguide.h"

#include "planner/forecast/riskmodel.h"
#include "planner/space/bytesize.h"
#include "stacks/catalog/stackrecipes.h"

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

QString standingName(RankedLayout::Standing standing)
{
    switch (standing) {
    case RankedLayout::Standing::Redundant:
        return QStringLiteral("redundant");
    case RankedLayout::Standing::Overbuilt:
        return QStringLiteral("overbuilt");
    case RankedLayout::Standing::AtRisk:
        return QStringLiteral("at-risk");
    case RankedLayout::Standing::Discouraged:
        return QStringLiteral("discouraged");
    case RankedLayout::Standing::NoRedundancy:
        return QStringLiteral("no-redundancy");
    }
    return {};
}

// btrfs-raid5 and btrfs-raid6: the btrfs documentation's status page marks RAID56 unstable, with
// the write hole (a crash during a partial stripe write can leave parity wrong) and slow scrub.
bool btrfsParity(const StackLayout &layout)
{
    return layout.family == Family::Btrfs
        && (layout.level == QLatin1String("raid5") || layout.level == QLatin1String("raid6"));
}

// From this chance of losing data during one rebuild on, a layout ranks below the ones that rebuild
// safely: one in a hundred rebuilds is a loss an admin plans for, not a rounding error.
constexpr double atRiskLoss = 0.01;

// A probability at the two significant digits the guide shows, so that what reads the same ranks by
// score rather than by digits nobody sees.
double shownRisk(double p)
{
    if (p <= 0)
        return 0;
    const double scale = std::pow(10.0, 1 - std::floor(std::log10(p)));
    return std::round(p * scale) / scale;
}

// A risk as the guide shows it: below 0.01 % every risk reads "< 0.01 %", and is the same to a reader.
double riskAsShown(double p)
{
    return p < 1e-4 ? 0 : shownRisk(p);
}

// A layout that keeps about half the space of another (at most 1/1.9: ZFS keeps a mirror and a RAID-Z2 on
// four disks at 1 : 1.97) at no smaller risk as shown is overbuilt.
constexpr double overbuiltSpaceRatio = 1.9;

// Loss during one rebuild on an absolute scale: 10 % or more scores 0, 1e-6 or less 1, linear in
// the exponent between.
double riskScore(double lossProbability)
{
    if (lossProbability >= 1)
        return 0;
    if (lossProbability <= 0)
        return 1;
    return std::clamp((-std::log10(lossProbability) - 1) / 5, 0.0, 1.0);
}

} // namespace

QJsonObject Priorities::toJson() const
{
    return {{QStringLiteral("space"), space}, {QStringLiteral("rebuild"), rebuild}, {QStringLiteral("risk"), risk},
        {QStringLiteral("snapshots"), snapshots}, {QStringLiteral("growth"), growth}};
}

bool Priorities::spaceAboveAll() const
{
    return space > std::max({rebuild, risk, snapshots, growth});
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
        {QStringLiteral("score"), score}, {QStringLiteral("standing"), standingName(standing)},
        {QStringLiteral("why"), why}, {QStringLiteral("usableBytes"), double(plan.capacity.storableBytes)},
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

namespace {

// The layouts of the stacks asked for (every stack when none is) that these disks can build.
QList<RankedLayout> candidates(
    const QList<qint64> &diskBytes, const PlannerAssumptions &assumptions, const QStringList &stacks)
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
    return ranked;
}

// What a layout's space and rebuild are measured against: the most space among the redundant
// layouts (among all when none is redundant) and the fastest rebuild.
struct BestFigures {
    double space = 0;
    double rebuild = 1e300;
};

BestFigures bestFigures(const QList<RankedLayout> &ranked)
{
    BestFigures best;
    const bool anyRedundant = std::any_of(
        ranked.begin(), ranked.end(), [](const RankedLayout &r) { return r.plan.tolerance.guaranteed > 0; });
    for (const RankedLayout &r : ranked) {
        if (r.plan.tolerance.guaranteed > 0 || !anyRedundant)
            best.space = std::max(best.space, double(r.plan.capacity.storableBytes));
        if (r.plan.rebuild.possible)
            best.rebuild = std::min(best.rebuild, std::max(1.0, r.plan.rebuild.seconds));
    }
    return best;
}

// A layout on each criterion, from 0 (worst) to 1 (best).
struct CriterionScores {
    double space = 0;
    double rebuild = 0;
    double risk = 0;
    double snapshots = 0;
    double growth = 0;
};

CriterionScores criterionScores(const LayoutPlan &p, const BestFigures &best)
{
    CriterionScores s;
    s.space = best.space > 0 ? std::min(1.0, double(p.capacity.storableBytes) / best.space) : 0;
    s.rebuild = p.rebuild.possible ? best.rebuild / std::max(1.0, p.rebuild.seconds) : 0;
    s.risk = riskScore(p.risk.lossProbability);
    s.snapshots = DecisionGuide::snapshotScore(p.layout);
    s.growth = DecisionGuide::growthScore(p.layout);
    return s;
}

// The criteria weighted by the user's priorities, 0 when every weight is 0.
double weightedScore(const CriterionScores &s, const Priorities &priorities)
{
    const double weights
        = priorities.space + priorities.rebuild + priorities.risk + priorities.snapshots + priorities.growth;
    if (weights <= 0)
        return 0;
    return (priorities.space * s.space + priorities.rebuild * s.rebuild + priorities.risk * s.risk
               + priorities.snapshots * s.snapshots + priorities.growth * s.growth)
        / weights;
}

RankedLayout::Standing standingOf(const LayoutPlan &p)
{
    return p.tolerance.guaranteed == 0         ? RankedLayout::Standing::NoRedundancy
        : btrfsParity(p.layout)                ? RankedLayout::Standing::Discouraged
        : p.risk.lossProbability >= atRiskLoss ? RankedLayout::Standing::AtRisk
                                               : RankedLayout::Standing::Redundant;
}

// The redundant layout on these disks that keeps about twice r's space at no more risk as shown,
// the one keeping most; null when there is none.
const RankedLayout *roomierAtSameRisk(const RankedLayout &r, const QList<RankedLayout> &ranked)
{
    const RankedLayout *roomiest = nullptr;
    for (const RankedLayout &other : ranked) {
        if (other.standing != RankedLayout::Standing::Redundant
            || riskAsShown(other.plan.risk.lossProbability) > riskAsShown(r.plan.risk.lossProbability)
            || double(other.plan.capacity.storableBytes)
                < overbuiltSpaceRatio * double(std::max<qint64>(1, r.plan.capacity.storableBytes)))
            continue;
        if (!roomiest || other.plan.capacity.storableBytes > roomiest->plan.capacity.storableBytes)
            roomiest = &other;
    }
    return roomiest;
}

// Marks the overbuilt layouts, and says so first among their weaknesses.
void markOverbuilt(QList<RankedLayout> &ranked)
{
    QList<int> overbuilt;
    QStringList reasons;
    for (int i = 0; i < ranked.size(); ++i) {
        if (ranked.at(i).standing != RankedLayout::Standing::Redundant)
            continue;
        if (const RankedLayout *roomier = roomierAtSameRisk(ranked.at(i), ranked)) {
            overbuilt << i;
            reasons << DecisionGuide::tr("%1 keeps %2 on the same disks at the same risk (%3): these extra copies "
                                         "cost space and buy no safety the figures show")
                           .arg(roomier->plan.request.stack, ByteSize::format(roomier->plan.capacity.storableBytes),
                               RiskModel::percentText(roomier->plan.risk.lossProbability));
        }
    }
    // Marked after the search: one overbuilt layout is never the yardstick of another.
    for (int k = 0; k < overbuilt.size(); ++k) {
        RankedLayout &r = ranked[overbuilt.at(k)];
        r.standing = RankedLayout::Standing::Overbuilt;
        r.weaknesses.prepend(reasons.at(k));
    }
}

// The layout's strengths and weaknesses in words, the weightiest weakness first.
void addReasons(RankedLayout &r, const CriterionScores &s)
{
    const LayoutPlan &p = r.plan;
    if (p.tolerance.guaranteed == 0 && p.tolerance.best > 0)
        r.weaknesses << DecisionGuide::tr("one failure can lose everything: %1").arg(p.tolerance.fatal.value(0));
    const QString usable
        = DecisionGuide::tr("keeps %1 of %2 raw (%3)")
              .arg(ByteSize::format(p.capacity.storableBytes), ByteSize::format(p.capacity.rawBytes),
                  percent(double(p.capacity.storableBytes) / std::max<qint64>(1, p.capacity.rawBytes)));
    (s.space >= 0.8 ? r.strengths : r.weaknesses) << usable;
    if (p.tolerance.best == 0)
        r.weaknesses << DecisionGuide::tr("no redundancy: one failed disk loses everything");
    else
        (p.tolerance.guaranteed >= 2 ? r.strengths : r.weaknesses) << p.tolerance.summary;
    if (p.rebuild.possible)
        (s.rebuild >= 0.5 ? r.strengths : r.weaknesses)
            << DecisionGuide::tr("rebuild about %1 (%2 written)")
                   .arg(hours(p.rebuild.seconds), ByteSize::format(p.rebuild.writeBytes));
    if (p.risk.lossProbability < 1)
        (s.risk >= 0.6 ? r.strengths : r.weaknesses)
            << DecisionGuide::tr("data loss during that rebuild: %1 (URE %2%3, another disk %4)")
                   .arg(RiskModel::percentText(p.risk.lossProbability), RiskModel::percentText(p.risk.ureProbability),
                       p.risk.ureLosesData ? QString() : DecisionGuide::tr(", repaired"),
                       RiskModel::percentText(p.risk.moreFailuresProbability));
    if (p.tolerance.guaranteed == 1 && p.risk.ureLosesData && p.risk.ureProbability >= 0.1)
        r.weaknesses.prepend(
            DecisionGuide::tr("single redundancy on disks this large: an unreadable sector (URE) during "
                              "the rebuild loses data with %1 probability; prefer double parity")
                .arg(RiskModel::percentText(p.risk.ureProbability)));
    if (s.snapshots >= 1)
        r.strengths << DecisionGuide::tr("copy-on-write snapshots");
    else if (s.snapshots > 0)
        r.weaknesses << DecisionGuide::tr("only thick snapshots with a fixed reserve");
    else
        r.weaknesses << DecisionGuide::tr("no snapshots");
    if (s.growth >= 0.8)
        r.strengths << DecisionGuide::tr("grows easily by adding disks");
    else if (s.growth <= 0.2)
        r.weaknesses << DecisionGuide::tr("cannot grow by one disk");
    r.weaknesses << p.capacity.notes;
    // Last in, first shown: the write hole outweighs every other reason.
    if (btrfsParity(p.layout))
        r.weaknesses.prepend(
            DecisionGuide::tr("btrfs RAID5/6 is not for production, as the btrfs documentation says: a crash "
                              "during a write can leave a stripe's parity wrong (the write hole), and a rebuild "
                              "can then restore bad data; use RAID1/RAID1C3 or another stack"));
}

// By standing, then (at risk) by the risk as shown, then by score; by score alone when space comes
// first. Stable: equal layouts keep the catalog's order.
void sortLayouts(QList<RankedLayout> &ranked, bool byScoreAlone)
{
    std::stable_sort(ranked.begin(), ranked.end(), [byScoreAlone](const RankedLayout &a, const RankedLayout &b) {
        if (!byScoreAlone && a.standing != b.standing)
            return a.standing < b.standing;
        // At risk, the smaller risk wins; risks the same as shown (two significant digits) go by score.
        if (!byScoreAlone && a.standing == RankedLayout::Standing::AtRisk) {
            const double riskA = shownRisk(a.plan.risk.lossProbability);
            const double riskB = shownRisk(b.plan.risk.lossProbability);
            if (riskA != riskB)
                return riskA < riskB;
        }
        return a.score > b.score;
    });
}

// Why the layout stands where it does, in one line.
QString whyRanked(const RankedLayout &r, bool byScoreAlone)
{
    const QString loss = RiskModel::percentText(r.plan.risk.lossProbability);
    switch (byScoreAlone ? RankedLayout::Standing::Redundant : r.standing) {
    case RankedLayout::Standing::Redundant:
        return byScoreAlone && r.standing != RankedLayout::Standing::Redundant
            ? DecisionGuide::tr("ranked by its score %1 because space comes first; %2")
                  .arg(r.score, 0, 'f', 2)
                  .arg(r.weaknesses.value(0))
            : DecisionGuide::tr("score %1: survives %2, loss during a rebuild %3")
                  .arg(r.score, 0, 'f', 2)
                  .arg(r.plan.tolerance.guaranteed == 1
                          ? DecisionGuide::tr("any one failure")
                          : DecisionGuide::tr("any %1 failures").arg(r.plan.tolerance.guaranteed))
                  .arg(loss);
    case RankedLayout::Standing::Overbuilt:
        return DecisionGuide::tr(
            "below the redundant layouts that keep about twice its space or more at the same risk: "
            "%1")
            .arg(r.weaknesses.value(0));
    case RankedLayout::Standing::AtRisk:
        return DecisionGuide::tr("below the layouts that rebuild safely: after one failure a rebuild loses data "
                                 "with %1 (ranked by that risk first)")
            .arg(loss);
    case RankedLayout::Standing::Discouraged:
        return DecisionGuide::tr(
            "below every other redundant layout: btrfs RAID5/6 is not for production (write hole)");
    case RankedLayout::Standing::NoRedundancy:
        return DecisionGuide::tr("below every redundant layout: one failed disk loses data (it ranks by its score "
                                 "only when space comes first)");
    }
    return {};
}

} // namespace

QList<RankedLayout> DecisionGuide::advise(const QList<qint64> &diskBytes, const Priorities &priorities,
    const PlannerAssumptions &assumptions, const QStringList &stacks)
{
    QList<RankedLayout> ranked = candidates(diskBytes, assumptions, stacks);
    const BestFigures best = bestFigures(ranked);
    for (RankedLayout &r : ranked) {
        const CriterionScores scores = criterionScores(r.plan, best);
        r.score = weightedScore(scores, priorities);
        r.standing = standingOf(r.plan);
        addReasons(r, scores);
    }
    markOverbuilt(ranked);
    // Space above all lets every layout compete on its score; the warnings stay its first reasons.
    const bool byScoreAlone = priorities.spaceAboveAll();
    sortLayouts(ranked, byScoreAlone);
    for (int i = 0; i < ranked.size(); ++i) {
        ranked[i].rank = i + 1;
        ranked[i].why = whyRanked(ranked[i], byScoreAlone);
    }
    return ranked;
}
