#pragma once

#include "planner/forecast/rebuildforecast.h"
#include "planner/layout/faulttolerance.h"
#include "planner/layout/layoutrequest.h"

#include <QCoreApplication>
#include <QJsonObject>

// What can go wrong while a stack rebuilds one failed disk: an unrecoverable read error (URE)
// in the bytes the rebuild reads, and more disks failing before it ends. Every input is an
// assumption the user can change (PlannerAssumptions) and is listed with the result.
struct RiskEstimate {
    double bitsRead = 0;
    double urePerBit = 0;
    double ureProbability = 0; // at least one URE while the rebuild reads
    bool ureLosesData = true; // no redundancy is left to repair it
    QString ureConsequence; // translated
    double afr = 0;
    double windowHours = 0;
    int disksAtRisk = 0; // survivors whose failure matters
    int failuresToLose = 1; // how many of them must fail in the window to lose data
    double moreFailuresProbability = 0;
    double lossProbability = 0; // data lost during this rebuild, by either cause
    QString caveat; // translated: spec URE rates are pessimistic, with the source
    QJsonObject toJson() const;
};

class RiskModel {
    Q_DECLARE_TR_FUNCTIONS(RiskModel)

public:
    static RiskEstimate duringRebuild(const StackLayout &layout, const FaultTolerance &tolerance,
        const RebuildForecast &rebuild, const PlannerAssumptions &assumptions);
    // A probability as every planner view shows it: percent with two significant digits ("62 %",
    // "5.3 %", "0.12 %"), "< 0.01 %" below that, so no view mixes "61.72 %" with "2.5e-14".
    static QString percentText(double p);
    // P(at least one error in `bits` reads at `perBit`), computed without losing small values.
    static double atLeastOne(double bits, double perBit);
    // P(at least `k` of `m` disks fail within `hours`, each with annual failure rate `afr`).
    static double failuresWithin(int m, int k, double hours, double afr);
    static QString caveatText();
};
