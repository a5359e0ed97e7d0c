#include "planner/layout/faulttolerance.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace {

// A set of disks that loses data when more than `tolerates` of them fail.
struct Group {
    QList<int> disks; // 0-based
    int tolerates = 0;
};

double choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    return std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0));
}

// Share of k-subsets of n disks that break no group, for disjoint groups (a product of
// polynomials: group i contributes sum_{j <= tolerates} C(size, j) x^j).
QList<double> disjointSurvival(const QList<Group> &groups, int n)
{
    QList<double> ways(n + 1, 0.0);
    ways[0] = 1;
    int covered = 0;
    for (const Group &group : groups) {
        const int size = int(group.disks.size());
        QList<double> next(n + 1, 0.0);
        for (int have = 0; have <= covered; ++have) {
            for (int j = 0; j <= std::min(group.tolerates, size); ++j)
                next[have + j] += ways[have] * choose(size, j);
        }
        ways = next;
        covered += size;
    }
    // Disks in no group (none today) could fail freely.
    QList<double> survival;
    for (int k = 1; k <= n; ++k)
        survival << std::min(1.0, ways[k] / choose(n, k));
    return survival;
}

QString diskNames(const QList<int> &disks)
{
    QStringList names;
    for (const int disk : disks)
        names << QString::number(disk + 1);
    return names.join(QStringLiteral(" + "));
}

} // namespace

QJsonObject FaultTolerance::toJson() const
{
    QJsonArray survivalArray;
    for (const double share : survival)
        survivalArray.append(share);
    return {{QStringLiteral("disks"), disks}, {QStringLiteral("guaranteed"), guaranteed},
        {QStringLiteral("best"), best}, {QStringLiteral("withSpares"), withSpares}, {QStringLiteral("spares"), spares},
        {QStringLiteral("survival"), survivalArray}, {QStringLiteral("fatal"), QJsonArray::fromStringList(fatal)},
        {QStringLiteral("summary"), summary}};
}

FaultTolerance FaultToleranceModel::of(const StackLayout &layout)
{
    FaultTolerance t;
    const int n = int(layout.members.size());
    const QString &level = layout.level;
    QList<Group> groups;
    bool anyTwoLose = false; // btrfs: chunks pair every two devices somewhere
    bool adjacentPairs = false; // md RAID10 near=2 on an odd count: neighbours share chunks
    using Family = StackLayout::Family;
    if (layout.family == Family::Btrfs) {
        anyTwoLose = n > 1;
        Group all;
        for (int i = 0; i < n; ++i)
            all.disks << i;
        all.tolerates = 1;
        groups << all;
    } else if (level == QLatin1String("raid10") || level == QLatin1String("striped-mirror")) {
        if (n % 2 == 0) {
            for (int i = 0; i + 1 < n; i += 2)
                groups << Group {{i, i + 1}, 1};
        } else {
            adjacentPairs = true;
        }
    } else if (level == QLatin1String("stripe")) {
        for (int i = 0; i < n; ++i)
            groups << Group {{i}, 0};
    } else {
        Group all;
        for (int i = 0; i < n; ++i)
            all.disks << i;
        all.tolerates = layout.parity;
        groups << all;
    }
    // A special vdev holds the pool's metadata: losing it loses the pool.
    int total = n;
    if (!layout.special.isEmpty()) {
        Group special;
        for (int i = 0; i < layout.special.size(); ++i)
            special.disks << total + i;
        special.tolerates = int(layout.special.size()) - 1;
        total += int(layout.special.size());
        groups << special;
    }
    t.disks = total;

    if (adjacentPairs) {
        // Lost when two neighbours (cyclically) fail: surviving k-sets are the independent sets of the
        // n-cycle, n/(n-k) * C(n-k, k) of them.
        for (int k = 1; k <= total; ++k) {
            const double safe = k < n ? double(n) / (n - k) * choose(n - k, k) : 0.0;
            t.survival << std::min(1.0, safe / choose(n, k));
        }
        t.guaranteed = 1;
        t.best = n / 2;
        t.fatal << tr("disks %1 (neighbours hold the same chunks)").arg(diskNames({0, 1}));
    } else if (anyTwoLose) {
        for (int k = 1; k <= total; ++k)
            t.survival << (k <= 1 ? 1.0 : 0.0);
        t.guaranteed = 1;
        t.best = 1;
        t.fatal << tr("any two disks (btrfs spreads chunk copies over every pair of devices)");
    } else {
        t.survival = disjointSurvival(groups, total);
        t.guaranteed = total;
        t.best = 0;
        for (const Group &group : std::as_const(groups)) {
            t.guaranteed = std::min(t.guaranteed, group.tolerates);
            t.best += group.tolerates;
            if (t.fatal.size() < 3) {
                const QList<int> smallest = group.disks.mid(0, group.tolerates + 1);
                t.fatal << (group.disks.size() == smallest.size() && groups.size() > 1
                        ? tr("disks %1 (the same mirror)").arg(diskNames(smallest))
                        : tr("any %n disks of %1", nullptr, group.tolerates + 1).arg(diskNames(group.disks)));
            }
        }
    }
    // Spares: the recipe's replacement disk, ZFS hot spares, dRAID's distributed spares.
    t.spares = (layout.replacementDisk ? 1 : 0) + int(layout.hotSpares.size());
    if (level.startsWith(QLatin1String("draid")))
        t.spares = layout.draidSpares + int(layout.hotSpares.size());
    t.withSpares = t.guaranteed > 0 || t.best > 0 ? t.guaranteed + t.spares : 0;

    if (t.best == 0)
        t.summary = tr("No redundancy: losing any disk loses the data.");
    else if (t.best > t.guaranteed)
        t.summary
            = tr("Survives any %n failed disk(s); up to %1 if each hits a different mirror.", nullptr, t.guaranteed)
                  .arg(t.best);
    else
        t.summary = tr("Survives any %n failed disk(s) at once.", nullptr, t.guaranteed);
    if (t.spares > 0 && t.best > 0)
        t.summary += QLatin1Char(' ')
            + tr("With %n spare(s), %1 failures one after another, if each rebuild finishes first.", nullptr, t.spares)
                  .arg(t.withSpares);
    return t;
}
