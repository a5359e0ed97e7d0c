#pragma once

#include "planner/forecast/expansionforecast.h"
#include "planner/forecast/prediction.h"
#include "planner/forecast/rebuildforecast.h"
#include "planner/forecast/riskmodel.h"
#include "planner/layout/capacityplan.h"
#include "planner/layout/faulttolerance.h"
#include "planner/layout/layoutrequest.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

// Everything the planner says about one stack on one set of disks: a plain value the CLI prints,
// the Planner page shows and a lab run records (prediction()).
struct LayoutPlan {
    LayoutRequest request;
    PlannerAssumptions assumptions;
    StackLayout layout;
    CapacityPlan capacity;
    FaultTolerance tolerance;
    RebuildForecast initialSync;
    RebuildForecast rebuild;
    RiskEstimate risk;
    std::optional<ExpansionForecast> expansion; // raidz stacks
    QString error; // the request could not be planned (names the field)

    bool ok() const { return error.isEmpty(); }
    Prediction prediction() const;
    QJsonObject toJson() const;
};

class LayoutPlanner {
    Q_DECLARE_TR_FUNCTIONS(LayoutPlanner)

public:
    static LayoutPlan plan(const LayoutRequest &request, const PlannerAssumptions &assumptions = {});
};
