#pragma once

#include "stacks/plan/plan.h"

// The values a recipe answers with: a stack it knows (StackInfo) and a plan or why there is none
// (PlanOrError). Kept apart from the catalog (stackrecipes.h), which knows every recipe, so that a
// recipe needs only these and not the catalog.

struct PlanOrError {
    Plan plan;
    QString error; // empty on success; else a specific message naming what is wrong (translated)
    bool ok() const { return error.isEmpty(); }
};

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
