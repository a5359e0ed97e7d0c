#pragma once

#include "lab/scenario/scenario.h"
#include "vm/diskprofile.h"

#include <QString>
#include <QStringList>

// What a multi-stack lab run was asked to do (`stacklab-cli lab run STACK… --target …`), recorded
// in its session when it starts: enough for `lab run --resume` (or, later, the GUI's recovery) to
// continue it after a crash with the same stacks, lab disks and options. A plain value.
struct LabRunPlan {
    QStringList stacks; // in the order they run
    QString target; // "vm", "loop", "host" (LabTarget::kindName)
    int diskCount = 4; // vm and loop: the lab's disks
    qint64 diskSizeBytes = 1024LL * 1024 * 1024;
    int vmCpus = 0; // vm only: the guest's vCPUs; 0 = the virtual lab's default (VmConfig::cpus)
    DiskProfile diskProfile = DiskProfile::unthrottled(); // vm only: how fast each lab disk is
    QStringList disks; // the members as the user named them; empty: the lab's own
    QString spare;
    QString reportPath; // where the report goes (absolute)
    // What the user set: rounds, dataset, overwrite and workload sizes, workload runtime. The
    // derived ones (memberBytes, stageSelection) are set again by the run.
    ScenarioOptions options;

    bool isEmpty() const { return stacks.isEmpty(); }
    bool operator==(const LabRunPlan &) const = default;
};
