#pragma once

#include "planner/layout/capacityplan.h"
#include "planner/layout/layoutrequest.h"

#include <QCoreApplication>
#include <QJsonObject>

// How long a stack rebuilds after losing one disk, from the bytes the rebuild must move and
// the speeds given (or measured in the same session): a forecast and a lower bound.
struct RebuildForecast {
    bool possible = true;
    QString reason; // translated, when not possible
    QString method; // translated: "md recovery onto the replacement disk", "healing resilver", …
    qint64 writeBytes = 0; // what the rebuild writes (the new disk, or dRAID's distributed spare)
    qint64 readBytes = 0; // what it reads from the survivors, in total
    int readDisks = 0; // survivors it reads from
    qint64 readBytesPerDisk = 0;
    double seconds = 0; // the forecast
    double lowerBoundSeconds = 0; // the write at the disk's full sequential speed, nothing else
    double fixedSeconds = 0; // what the rebuild costs whatever the data (ZFS: the txgs a replace waits for), in seconds
    double exposureSeconds = 0; // how long the stack runs with one redundancy less
    QString bottleneck; // translated
    QJsonObject toJson() const;
};

class RebuildModel {
    Q_DECLARE_TR_FUNCTIONS(RebuildModel)

public:
    static RebuildForecast rebuild(
        const StackLayout &layout, const CapacityPlan &capacity, const PlannerAssumptions &assumptions);
    // md and LVM write every parity or mirror block before the array is redundant; ZFS and btrfs
    // write redundancy with the data (0 seconds).
    static RebuildForecast initialSync(
        const StackLayout &layout, const CapacityPlan &capacity, const PlannerAssumptions &assumptions);
    // Raw bytes one member holds at the assumed fill (ZFS: allocated blocks; btrfs: allocated chunks).
    static qint64 memberBytesAtFill(
        const StackLayout &layout, const CapacityPlan &capacity, const PlannerAssumptions &assumptions);
};
