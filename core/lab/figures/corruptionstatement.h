#pragma once

#include "lab/figures/corruptionoutcome.h"
#include "lab/figures/toolstatement.h"
#include "lab/session/labsession.h"

// The silent corruption drill's three tool figures (errors_on_read, errors_found_by_scrub,
// errors_repaired) as each stack's tools word them, for ToolStatement::read:
//   btrfs device stats: "[/dev/loop0].corruption_errs  2", summed over the devices;
//   btrfs scrub start -B / scrub status: "Error summary:    csum=24" with "  Corrected:      24"
//     (btrfs-progs 5.x–6.x), or -R's raw "csum_errors: 24" and "corrected_errors: 24";
//   zpool status [-p]: the CKSUM column summed over the leaf vdevs, and "scan: scrub repaired 384K";
//   cat …/md/mismatch_cnt: "504";
//   lvs -o lv_name,raid_mismatch_count[,integritymismatches]: the data row's Mismatches and
//     IntegMismatches.
// ZFS and dm-integrity count from import or activation on: the scrub's own finding is the growth
// between two readings, so a statement of errors_found_by_scrub may hold both (after the read,
// then after the scrub), as btrfs filesystem df's snapshot growth does.
std::optional<ToolStatement> readCorruptionFigure(
    const QString &key, const QStringList &command, const QStringList &output);

// The commands whose output the drill kept: after the read, the scrub or check, the repair (empty
// where the stack has no such step).
struct CorruptionCommands {
    QStringList read;
    QStringList scrub;
    QStringList repair;
};

// The drill's three tool figures as the lab records them for `outcome`: each with the lines its
// reader stands on, so the report's source check reads the same figure again; the whole output
// when no reader finds it, so the check can name every line it searched. The keys no tool stated
// go to `unstated`.
QList<Measurement> corruptionToolFigures(const CorruptionOutcome &outcome, const CorruptionReadings &readings,
    const CorruptionCommands &commands, QStringList *unstated);
