#pragma once

#include "lab/scenario/scenario.h"
#include "lab/scenario/sweepcell.h"
#include "lab/session/labsession.h"
#include "planner/advice/layoutplanner.h"
#include "report/table/comparisonreport.h"
#include "vm/diskprofile.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

class LabSessionStore;

// The planner's forecast in a lab run. Before a stack is built the runner records it in the session
// as a step of phase "predict": its argv is the equivalent `stacklab-cli predict` command, its
// output the Prediction as JSON, so a reopened session still holds what was said before the build.
// The report scores it against what the lab measured: usable space, initial sync, rebuild time
// and rebuilt bytes, for every stack.
class StackPredictions {
    Q_DECLARE_TR_FUNCTIONS(StackPredictions)

public:
    static QString phaseName() { return QStringLiteral("predict"); }

    // The plan for the scenario's stack on its disks. The sizes: ScenarioOptions::memberBytes when the
    // lab made the disks (loop, virtual), else each disk's size in sysfs under its kernel name. The
    // fill at the failure: the scenario's dataset share. `disks`: the virtual lab's disk profile;
    // with a byte cap every lab disk reads and writes at that cap (the model's disk, issue 28),
    // else at the planner's default.
    static LayoutPlan plan(const Scenario &scenario, const DiskProfile &disks = {});
    // Plans and records the prediction step; returns why nothing was recorded (empty: recorded).
    static QString record(const Scenario &scenario, LabSessionStore *store, const DiskProfile &disks = {});
    // The last prediction recorded for each stack of a session.
    static QMap<QString, Prediction> recorded(const LabSession &session);

    // The view's rows for one stack: the four figures the lab measures (medians of the rounds in
    // `measured`), and for md and LVM the rebuild forecast again at the initial sync rate measured in
    // the same run: over the sync's last quarter when `syncProgress` (seconds, percent) has it
    // (RebuildPace::syncTailRate, as planner-rebuild-bench reads it), else the sync's mean.
    // `commandSeconds` (0: the planner's default): one of the stack's read-only commands, timed in
    // the same run, for the fixed costs of the rebuild phase's commands.
    static QList<ReportPrediction> rows(const QString &stack, const QString &stackTitle, const Prediction &prediction,
        const QMap<QString, double> &measured, const QList<std::pair<double, double>> &syncProgress = {},
        double commandSeconds = 0);
    // The initial sync's progress samples of a stack's last run in the session, as (seconds, percent).
    static QList<std::pair<double, double>> syncProgress(const LabSession &session, const QString &stack);
    // md and LVM: the median wall time of the read-only commands the rebuild phase also runs
    // (`mdadm --detail`, `lvs` but not its polls), from the stack's last run up to its rebuild
    // phase, each through the helper as the rebuild's commands go. 0 when there is none.
    static double commandSeconds(const LabSession &session, const QString &stack);
    // Rows for every stack of the report that has a recorded prediction, in the report's order.
    static QList<ReportPrediction> rows(const LabSession &session, const QList<ReportStack> &stacks);
    // Medians of each measured key of one stack (ReportStack::measurements), for rows().
    static QMap<QString, double> medians(const ReportStack &stack);

    // A sweep cell: the prediction its run recorded last for the stack, against the cell's own measurements.
    static QList<ReportPrediction> rows(
        const LabSession &session, const QString &stack, const QList<Measurement> &cellMeasurements);
    // layout,width,fill_percent,round,figure,unit,predicted,measured,error,relative_error,within_goal,basis
    static QByteArray sweepCsv(const QList<std::pair<SweepCell, QList<ReportPrediction>>> &cells);
};
