#pragma once

#include "planner/layoutplanner.h"

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
    QJsonObject toJson() const;
    // "space,risk": each name gets 2; an unknown name is an error naming it.
    static Priorities fromCare(const QString &care, QString *error);
};

struct RankedLayout {
    int rank = 0;
    double score = 0; // 0..1, the weighted mean of the criteria
    LayoutPlan plan;
    QStringList strengths; // translated reasons, with the figures behind them
    QStringList weaknesses;
    QJsonObject toJson() const;
};

// Ranks every stack that fits the disks (ZFS and btrfs with the recipes' defaults) by the weighted
// criteria; each criterion is scored against the best layout for these disks.
class DecisionGuide {
    Q_DECLARE_TR_FUNCTIONS(DecisionGuide)

public:
    static QList<RankedLayout> advise(const QList<qint64> &diskBytes, const Priorities &priorities,
        const PlannerAssumptions &assumptions = {}, const QStringList &stacks = {});
    // 0..1: how well a stack family takes snapshots / grows by one disk (see docs/planner.md).
    static double snapshotScore(const StackLayout &layout);
    static double growthScore(const StackLayout &layout);
};
