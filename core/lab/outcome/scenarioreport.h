#pragma once

#include "lab/scenario/scenario.h"
#include "lab/session/labsession.h"
#include "report/table/comparisonreport.h"

#include <QCoreApplication>

#include <optional>

// The comparison report of a lab session: a column per stack in the session's order, each
// measurement's rounds (of the stack's last run), "not applicable" with the plan's reason for what
// a stack has no concept of, the command log and the tool versions. A partial session (a crash, a
// lab that died, a cancel) gives a partial report: every stack that did not run to its end is
// marked, with the reason (LabRunStatus).
class ScenarioReport {
    Q_DECLARE_TR_FUNCTIONS(ScenarioReport)

public:
    // `scenarios`: the plans of the stacks run now; the others are rebuilt from the session.
    static ComparisonReport build(const LabSession &session, QList<Scenario> scenarios = {});
    // A stack's plan as the session ran it, for its phases' notes (never to run: its kernel names
    // are made up): the disks of its last claim, the options of the session's run plan. None if
    // the session never named disks for it.
    static std::optional<Scenario> scenarioOf(const LabSession &session, const QString &stack);
    // "mdadm RAID5 + XFS" for mdadm-raid5: seed 000's column titles, else the stack's description.
    static QString stackTitle(const QString &stack);
};
