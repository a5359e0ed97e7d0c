#include "planner/advice/layoutplanner.h"

#include "stacks/recipe/measurementkeys.h"

namespace {
constexpr double mib = 1024.0 * 1024.0;
constexpr double spaceGoal = 0.001; // 0.1 %, or 1 MiB, whichever is larger
constexpr double timeGoal = 0.25; // rebuild and sync forecasts: ±25 %
} // namespace

Prediction LayoutPlan::prediction() const
{
    Prediction p;
    p.request = request;
    p.assumptions = assumptions;
    if (!ok())
        return p;
    p.values << PredictedValue {MeasurementKey::UsableBytes, LayoutPlanner::tr("Usable space (statvfs size)"),
        double(capacity.statfsSizeBytes), QStringLiteral("bytes"), spaceGoal, mib, QStringLiteral("statvfs MOUNT")};
    for (const SpaceFigure &figure : capacity.figures)
        p.values << PredictedValue {
            figure.key, figure.label, double(figure.bytes), QStringLiteral("bytes"), spaceGoal, mib, figure.tool};
    if (expansion && expansion->possible && !layout.expand.isEmpty())
        p.values << PredictedValue {QStringLiteral("expanded_zfs_avail"),
            LayoutPlanner::tr("AVAIL after the raidz expansion (zfs list)"), double(expansion->availAfterEmpty),
            QStringLiteral("bytes"), spaceGoal, mib, QStringLiteral("zfs list -Hp -o avail tank")};
    if (initialSync.writeBytes > 0)
        p.values << PredictedValue {MeasurementKey::InitialSyncS, LayoutPlanner::tr("Initial sync"),
            initialSync.seconds, QStringLiteral("s"), timeGoal, 1, initialSync.method};
    if (rebuild.possible) {
        p.values << PredictedValue {MeasurementKey::RebuildS, LayoutPlanner::tr("Rebuild after pulling one disk"),
            rebuild.seconds, QStringLiteral("s"), timeGoal, 1, rebuild.method};
        p.values << PredictedValue {MeasurementKey::RebuiltBytes, LayoutPlanner::tr("Bytes rebuilt"),
            double(rebuild.writeBytes), QStringLiteral("bytes"), timeGoal, mib, rebuild.method};
    }
    return p;
}

QJsonObject LayoutPlan::toJson() const
{
    QJsonObject json {
        {QStringLiteral("request"), request.toJson()}, {QStringLiteral("assumptions"), assumptions.toJson()}};
    if (!ok()) {
        json.insert(QStringLiteral("error"), error);
        return json;
    }
    json.insert(QStringLiteral("family"), StackLayout::familyName(layout.family));
    json.insert(QStringLiteral("capacity"), capacity.toJson());
    json.insert(QStringLiteral("faultTolerance"), tolerance.toJson());
    json.insert(QStringLiteral("initialSync"), initialSync.toJson());
    json.insert(QStringLiteral("rebuild"), rebuild.toJson());
    json.insert(QStringLiteral("risk"), risk.toJson());
    if (expansion)
        json.insert(QStringLiteral("expansion"), expansion->toJson());
    json.insert(QStringLiteral("prediction"), prediction().toJson());
    return json;
}

LayoutPlan LayoutPlanner::plan(const LayoutRequest &request, const PlannerAssumptions &assumptions)
{
    LayoutPlan plan;
    plan.request = request;
    plan.assumptions = assumptions;
    plan.layout = StackLayout::resolve(request);
    if (!plan.layout.ok()) {
        plan.error = plan.layout.error;
        return plan;
    }
    plan.capacity = CapacityPlanner::plan(plan.layout);
    if (!plan.capacity.error.isEmpty()) {
        plan.error = plan.capacity.error;
        return plan;
    }
    plan.tolerance = FaultToleranceModel::of(plan.layout);
    plan.initialSync = RebuildModel::initialSync(plan.layout, plan.capacity, assumptions);
    plan.rebuild = RebuildModel::rebuild(plan.layout, plan.capacity, assumptions);
    plan.risk = RiskModel::duringRebuild(plan.layout, plan.tolerance, plan.rebuild, assumptions);
    if (plan.layout.level.startsWith(QLatin1String("raidz")))
        plan.expansion = ExpansionModel::raidz(plan.layout, plan.layout.expand, assumptions);
    return plan;
}
