#pragma once

#include "lab/labsession.h"
#include "lab/scenario.h"
#include "report/comparisonreport.h"

#include <QCoreApplication>

// The comparison report of a lab session: a column per stack in the session's order, each
// measurement's rounds, "not applicable" with the plan's reason for what a stack has no concept
// of (given its Scenario), the command log and the tool versions.
class ScenarioReport {
    Q_DECLARE_TR_FUNCTIONS(ScenarioReport)

public:
    static ComparisonReport build(const LabSession &session, const QList<Scenario> &scenarios);
    // "mdadm RAID5 + XFS" for mdadm-raid5: seed 000's column titles, else the stack's description.
    static QString stackTitle(const QString &stack);
};
