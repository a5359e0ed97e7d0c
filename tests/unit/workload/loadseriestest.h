#pragma once

#include <QObject>

// The rebuild-under-load drill's series: phase marks, exact phase percentiles from merged
// interval histograms, the sample's wire shape.
class LoadSeriesTest : public QObject {
    Q_OBJECT

private slots:
    void samplesFallIntoTheCurrentPhase();
    void phasePercentilesComeFromMergedHistograms();
    void sampleJsonRoundTrips();
    void sampleJsonRejectsBadBuckets_data();
    void sampleJsonRejectsBadBuckets();
    void seriesJsonRoundTrips();
};
