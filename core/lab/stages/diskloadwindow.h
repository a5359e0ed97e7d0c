#pragma once

#include "lab/stages/stagecontext.h"

#include <QCoreApplication>

#include <functional>

// Wraps a timed phase in two readings of the lab disks' counters (the helper's disk-stats) and
// records the busiest disk's load against the disk profile's cap (DiskLoad). Only in the virtual
// lab, whose disks have a profile; elsewhere the body runs alone. Best effort: a reading that fails
// is said, never fails the stage.
class DiskLoadWindow {
    Q_DECLARE_TR_FUNCTIONS(DiskLoadWindow)

public:
    using Done = StageContext::Done;
    static void around(StageContext &lab, const QString &phase, std::function<void(Done)> body, Done done);
};
