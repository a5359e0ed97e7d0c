#pragma once

#include "stacks/plan/plan.h"
#include "stacks/recipe/stackinfo.h"

// The one entry point the CLI, the GUI and the privileged helper share: what the user
// sees is exactly what runs.

// Builds every phase of the stack named in the request, for the disks it names.
// Pure: reads nothing from the system, so a plan can be previewed and tested anywhere.
PlanOrError buildPlan(const RecipeRequest &request);

// The stack names buildPlan() knows, e.g. mdadm-raid5, lvm-raid5, lvm-thin-md-raid5, zfs-raidz1, btrfs-raid1.
QStringList stackNames();

// Every stack buildPlan() knows, in the order stackNames() lists them.
QList<StackInfo> stackInfos();

// The phase names in the order every plan lists them.
QStringList phaseNames();

// Every disk the request names: the members, the spare and the disks its stack's device options
// name (comma-separated), in that order. What a client claims before it runs the plan: the
// helper runs no step on a disk that is not claimed.
QStringList requestDisks(const RecipeRequest &request);
