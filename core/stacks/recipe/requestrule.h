#pragma once

#include "stacks/recipe/stackinfo.h"

#include <QCoreApplication>

// The rules every request meets before a recipe sees it: disk names, counts, duplicates,
// the spare, the disk to pull, the session and the options the stack knows.
// Each broken rule gives one specific message (translated).
class RequestRule {
    Q_DECLARE_TR_FUNCTIONS(RequestRule)
public:
    // Empty when the request may be planned; else what is wrong and how to fix it.
    static QString check(const RecipeRequest &request, const StackInfo &stack);

    // The member the fail phase pulls: the request's failDisk, else the last member.
    static QString failDisk(const RecipeRequest &request);
    // The kernel name of a disk (sdc, loop3), or empty when the request cannot tell.
    static QString kernelName(const RecipeRequest &request, const QString &disk);
    // The file behind a loop disk, or empty when the request cannot tell.
    static QString backingFile(const RecipeRequest &request, const QString &disk);
    // options["pull"]: "sysfs" or "loop-truncate"; unset: loop-truncate for a loop device, else sysfs.
    static QString pullMethod(const RecipeRequest &request);
    // Empty when DISK is a usable absolute device name; else why not.
    static QString checkDiskName(const QString &disk);
};
