#pragma once

#include <QList>
#include <QPointF>

#include <vector>

// One curve of a live chart, kept for drawing however long the run: the timeline (x >= 0) is cut
// into at most ColumnCount columns of equal time, and each column keeps its lowest and highest
// point (where and when they were) and where it had a gap (a NaN sample: no I/O completed).
// When the run outgrows the columns their width doubles and neighbours merge, so appending is
// O(1) and drawing O(ColumnCount + pixels) whether the run is one minute or a hundred hours.
// draw() then gives, per pixel column, its minimum and maximum in time order: every peak and dip
// stays on the chart at its time, as the raw samples would draw it (never every n-th sample).
class MinMaxTrack {
public:
    static constexpr int ColumnCount = 4096;

    void clear();
    void append(double x, double y);

    qsizetype sampleCount() const { return m_samples; }
    double columnWidth() const { return m_width; }
    double lastX() const { return m_lastX; }

    // The points to draw for x in [from, to] on `pixels` pixel columns: per pixel column its
    // lowest and highest point in time order (one when they are the same point) and a NaN point
    // where it had a gap, so the line breaks there. With at most two samples per pixel column
    // that is every sample.
    QList<QPointF> draw(double from, double to, int pixels) const;

private:
    struct Column {
        double minX = 0;
        double minY = 0;
        double maxX = 0;
        double maxY = 0;
        double gapX = 0;
        bool hasValue = false;
        bool hasGap = false;

        void add(double x, double y);
        void merge(const Column &later);
    };
    void halve();

    std::vector<Column> m_columns; // column c covers [c * m_width, (c + 1) * m_width)
    double m_width = 1.0 / 64; // finer than any sample interval the GUI uses
    qsizetype m_samples = 0;
    double m_lastX = 0;
};
