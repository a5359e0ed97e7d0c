#pragma once

#include "report/table/comparisonreport.h"

// Seed 000's measured results as a report: three rounds where the seed gives a median and a
// range, two where it gives two runs, n/a for mdadm snapshots.
ComparisonReport seedReport();
