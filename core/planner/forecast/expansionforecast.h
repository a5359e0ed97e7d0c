#pragma once

#include "planner/layout/capacityplan.h"
#include "planner/layout/layoutrequest.h"

#include <QCoreApplication>
#include <QJsonObject>

// raidz expansion (OpenZFS 2.3, `zpool attach tank raidz1-0 DISK`): the space as `zfs list` will
// report it afterwards, which keeps the old data-to-parity ratio for all accounting
// (openzfs/zfs#18711), the space once the old data is rewritten at the new width, and how long
// the reflow and the scrub after it take.
struct ExpansionForecast {
    bool possible = false;
    QString reason; // translated, when not possible
    int disksAdded = 0;
    int widthBefore = 0;
    int widthAfter = 0;
    qint64 capacityBefore = 0; // zfs list USED + AVAIL, empty pool
    qint64 capacityAfter = 0; // as zfs list will report it: old parity ratio
    qint64 capacityAfterRewrite = 0; // once every block is rewritten at the new width
    qint64 dataBytes = 0; // the data on the pool at the assumed fill
    qint64 availAfter = 0; // zfs list AVAIL after the expansion with that data
    qint64 availAfterEmpty = 0; // zfs list AVAIL right after expanding the empty pool
    qint64 reflowBytes = 0; // allocated bytes the expansion moves
    double reflowSeconds = 0;
    double scrubSeconds = 0; // the scrub OpenZFS starts when the reflow ends
    double seconds = 0;
    QJsonObject toJson() const;
};

class ExpansionModel {
    Q_DECLARE_TR_FUNCTIONS(ExpansionModel)

public:
    // `added` disks (sizes); empty: one more disk the size of the smallest member.
    static ExpansionForecast raidz(
        const StackLayout &layout, const QList<qint64> &added, const PlannerAssumptions &assumptions);
};
