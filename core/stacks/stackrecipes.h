#pragma once

#include "stacks/plan.h"

// The one entry point the CLI, the GUI and the privileged helper share: what the user
// sees is exactly what runs.

struct PlanOrError {
    Plan plan;
    QString error; // empty on success; else a specific message naming what is wrong (translated)
    bool ok() const { return error.isEmpty(); }
};

// Builds every phase of the stack named in the request, for the disks it names.
// Pure: reads nothing from the system, so a plan can be previewed and tested anywhere.
PlanOrError buildPlan(const RecipeRequest &request);

// The stack names buildPlan() knows, e.g. mdadm-raid5, lvm-raid5, lvm-thin-md-raid5, zfs-raidz1, btrfs-raid1.
QStringList stackNames();
