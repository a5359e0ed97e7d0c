#pragma once

#include "about/publishedsources.h"
#include "report/table/comparisonreport.h"

// The footer of the HTML and Markdown reports: the published sources the report's procedure and
// figures come from, cited by title. Always the four-stack comparison (the scenario, the table);
// the ZFS pool layouts guide as well when a ZFS stack is in the report.
QList<PublishedSource> reportSources(const ComparisonReport &report);
// "The procedure and the table follow published sources:" (translated).
QString reportSourcesIntro();
