#pragma once

#include "stacks/plan/plan.h"

#include <QJsonArray>
#include <QJsonObject>

// Golden files under tests/data/stacks/: {"request": {…}, "phases": [{"name": "prepare", "argv": [[…], …]}, …]}.
// The request part is written by hand; UPDATE_GOLDENS=1 rewrites the phases from the recipes.
RecipeRequest requestFromJson(const QJsonObject &json);
QJsonArray argvListsToJson(const Plan &plan);

// The seed 000 disks: /dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsiN, kernel name sd[a+N-1].
QString seedDisk(int n);
// A request for STACK on the first COUNT seed disks, the next one as spare, kernel names known.
RecipeRequest seedRequest(const QString &stack, int count);
