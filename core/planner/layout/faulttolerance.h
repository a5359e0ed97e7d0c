#pragma once

#include "planner/layout/layoutrequest.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

// Which disks a stack can lose. RAID10 and striped mirrors survive more failures when they hit
// different pairs: `best` and `survival` say how much luck matters.
struct FaultTolerance {
    int disks = 0; // the disks whose loss counts: members and special-vdev disks
    int guaranteed = 0; // any this many may fail at once
    int best = 0; // at most this many, when they are the right ones
    int withSpares = 0; // one after another, each rebuild onto a spare finished before the next failure
    int spares = 0; // replacement, hot or distributed spares counted in withSpares
    QList<double> survival; // survival[k-1]: share of k-disk failure sets the data survives, k = 1..disks
    QStringList fatal; // translated: the smallest failure sets that lose data, as examples
    QString summary; // translated, one sentence
    QJsonObject toJson() const;
};

class FaultToleranceModel {
    Q_DECLARE_TR_FUNCTIONS(FaultToleranceModel)

public:
    static FaultTolerance of(const StackLayout &layout);
};
