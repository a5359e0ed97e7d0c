#pragma once

#include "planner/advice/layoutplanner.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

// What the user cares about, as weights (0 = does not matter). The CLI's --care space,risk sets
// the named ones to 2 and leaves the others at 1.
struct Priorities {
    double space = 1; // usable share of the raw bytes
    double rebuild = 1; // how short the rebuild after one failure is
    double risk = 1; // how unlikely data loss during that rebuild is
    double snapshots = 1; // cheap snapshots
    double growth = 1; // adding a disk later
    bool operator==(const Priorities &) const = default;
    // Space outweighs every other criterion (--care space alone): only then may a layout that loses
    // data to one failure, or btrfs RAID5/6, rank by its score among the redundant ones.
    bool spaceAboveAll() const;
    QJsonObject toJson() const;
    // "space,risk": each name gets 2; an unknown name is an error naming it.
    static Priorities fromCare(const QString &care, QString *error);
};

struct RankedLayout {
    // Where a layout may rank before its score counts: what one failure or the write hole does to
    // the data outweighs any sum of criteria.
    enum class Standing {
        Redundant, // survives any one failure, and a rebuild loses data with less than 1 %
        // Redundant, but another redundant layout on the same disks keeps about twice its space
        // at the same or a smaller risk as shown (a six-way mirror beside RAID-Z2): its extra
        // copies buy no safety the figures show, only cost space
        Overbuilt,
        // Survives one failure, but then one unreadable sector or one more disk during the rebuild
        // loses data with 1 % or more: ranked by that risk first (RAID10 over RAID5 on large disks)
        AtRisk,
        Discouraged, // btrfs RAID5/6: its own documentation calls it unfit for production
        NoRedundancy, // some single failure loses data
    };
    int rank = 0;
    double score = 0; // 0..1, the weighted mean of the criteria
    Standing standing = Standing::Redundant;
    QString why; // translated, one line: why it ranks where it does
    LayoutPlan plan;
    QStringList strengths; // translated reasons, with the figures behind them
    QStringList weaknesses;
    QJsonObject toJson() const;
};

// Ranks every stack that fits the disks (ZFS and btrfs with the recipes' defaults): first by standing
// (redundant, then at risk during a rebuild, then btrfs RAID5/6, then layouts one failure destroys,
// unless space is all that matters), then by the weighted criteria. Space is scored against the
// largest redundant layout (a stripe's space is no yardstick for a layout that has to survive a
// failure), rebuild time against the fastest; the risk of loss during a rebuild on an absolute scale (10 % or more
// scores 0, one in a million or less 1), since a one in a trillion chance is no better in
// practice than one in a billion and must not buy a 6-way mirror a place above double parity.
class DecisionGuide {
    Q_DECLARE_TR_FUNCTIONS(DecisionGuide)

public:
    static QList<RankedLayout> advise(const QList<qint64> &diskBytes, const Priorities &priorities,
        const PlannerAssumptions &assumptions = {}, const QStringList &stacks = {});
    // 0..1: how well a stack family takes snapshots / grows by one disk (see docs/planner.md).
    static double snapshotScore(const StackLayout &layout);
    static double growthScore(const StackLayout &layout);
};
