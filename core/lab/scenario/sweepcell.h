#pragma once

#include <QString>

// A sweep is a matrix of scenarios (LabSweep, core/lab/sweep); these are its coordinates, plain
// values that the predictions and the report name without knowing how a sweep runs.

// One pool layout of the sweep: "raidz1-4" is zfs-raidz1 over four members.
struct SweepLayout {
    QString token; // as the user wrote it: mirror2, raidz2-4, striped-mirror-4
    QString stack; // zfs-mirror, zfs-raidz2, zfs-striped-mirror
    int width = 0; // member disks, without the spare
    bool operator==(const SweepLayout &) const = default;
};

// One run of the matrix: a layout filled to a level, the round-th time.
struct SweepCell {
    SweepLayout layout;
    int fillPercent = 0;
    int round = 1;
    bool operator==(const SweepCell &) const = default;
};
