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

// What `stacklab-cli stacks` and the Build page show about a stack before any disk is chosen.
struct StackInfo {
    QString name; // mdadm-raid5
    QString description; // one line, translated
    int minDisks = 1; // members, without the spare
    int diskMultiple = 1; // the member count must be a multiple of this (striped mirrors: 2)
    QStringList options; // the option keys the stack accepts (RecipeRequest::options)
    // The options among them whose values name devices (comma-separated): the helper resolves and
    // checks each like a member, and a recipe puts no other option value where a path goes.
    QStringList deviceOptions;
    bool operator==(const StackInfo &) const = default;
};

// Every stack buildPlan() knows, in the order stackNames() lists them.
QList<StackInfo> stackInfos();

// The phase names in the order every plan lists them.
QStringList phaseNames();

// Every disk the request names: the members, the spare and the disks its stack's device options
// name (comma-separated), in that order. What a client claims before it runs the plan: the
// helper runs no step on a disk that is not claimed.
QStringList requestDisks(const RecipeRequest &request);
