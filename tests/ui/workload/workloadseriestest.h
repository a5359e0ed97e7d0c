#pragma once

#include <QObject>

// The Workload page's data without widgets: WorkloadSeries, PercentileCurve,
// WorkloadSummaryModel and the built-in job catalog.
class WorkloadSeriesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void declaresSeriesPerDirection_data();
    void declaresSeriesPerDirection();
    void appendsPointsPerDirection();
    void laterGroupsContinueTheTimeline();
    void undeclaredJobsShowOnlyTheirDirections();
    void compactsLongRuns();
    void tracksKeepPeaksOfTenHours();
    void tracksDrawMinAndMaxOfEveryPixel();
    void trackGapsBreakTheLine();
    void percentilesFollowTheSampleCount_data();
    void percentilesFollowTheSampleCount();
    void percentileCurveFromHistogram();
    void summaryRows();
    void latencyText_data();
    void latencyText();
    void builtinJobs();
};
