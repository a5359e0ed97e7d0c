#pragma once

#include "lab/session/labsession.h"
#include "report/table/comparisonreport.h"

// The report's disk model from a session (issue 28): the disk profile the claim stage recorded
// and, per stack, each timed phase's disk load (DiskLoadWindow's disk_cap_pct_*, disk_window_s_*)
// beside the row that holds its time. A phase the disks paced is scaled by the profile's time
// scale; one the emulator paced is not. Pure; empty for a session without a disk profile.
class DiskModelReport {
public:
    static ReportDiskModel build(const SessionMetadata &metadata, const QList<ReportStack> &stacks);
    // The table row whose time a phase is: initial_sync_s, copy_s, rebuild_s; empty for the others.
    static QString rowOf(const QString &phase);
};
