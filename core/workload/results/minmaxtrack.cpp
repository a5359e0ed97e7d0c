#include "workload/results/minmaxtrack.h"

#include <algorithm>
#include <cmath>
#include <limits>

void MinMaxTrack::Column::add(double x, double y)
{
    if (std::isnan(y)) {
        if (!hasGap)
            gapX = x;
        hasGap = true;
        return;
    }
    if (!hasValue || y < minY) {
        minX = x;
        minY = y;
    }
    if (!hasValue || y > maxY) {
        maxX = x;
        maxY = y;
    }
    hasValue = true;
}

void MinMaxTrack::Column::merge(const Column &later)
{
    if (later.hasGap && !hasGap)
        gapX = later.gapX;
    hasGap = hasGap || later.hasGap;
    if (!later.hasValue)
        return;
    // Ties keep the earlier point, as appending them one by one would.
    if (!hasValue || later.minY < minY) {
        minX = later.minX;
        minY = later.minY;
    }
    if (!hasValue || later.maxY > maxY) {
        maxX = later.maxX;
        maxY = later.maxY;
    }
    hasValue = true;
}

void MinMaxTrack::clear()
{
    m_columns.clear();
    m_width = 1.0 / 64;
    m_samples = 0;
    m_lastX = 0;
}

void MinMaxTrack::halve()
{
    const std::size_t merged = (m_columns.size() + 1) / 2;
    for (std::size_t i = 0; i < merged; ++i) {
        Column column = m_columns[2 * i];
        if (2 * i + 1 < m_columns.size())
            column.merge(m_columns[2 * i + 1]);
        m_columns[i] = column;
    }
    m_columns.resize(merged);
    m_width *= 2;
}

void MinMaxTrack::append(double x, double y)
{
    x = std::max(0.0, x);
    double index = std::floor(x / m_width);
    while (index >= ColumnCount) {
        halve();
        index = std::floor(x / m_width);
    }
    const auto column = static_cast<std::size_t>(index);
    if (column >= m_columns.size())
        m_columns.resize(column + 1);
    m_columns[column].add(x, y);
    ++m_samples;
    m_lastX = std::max(m_lastX, x);
}

QList<QPointF> MinMaxTrack::draw(double from, double to, int pixels) const
{
    QList<QPointF> out;
    if (pixels <= 0 || !(to > from))
        return out;
    const double scale = pixels / (to - from);
    std::vector<Column> perPixel(static_cast<std::size_t>(pixels));
    auto pixelOf = [&](double x) -> int {
        if (x < from || x > to)
            return -1;
        return std::min(pixels - 1, static_cast<int>((x - from) * scale));
    };
    for (const Column &column : m_columns) {
        if (column.hasValue) {
            // The minimum and maximum may fall into different pixels: each lands in its own.
            if (const int p = pixelOf(column.minX); p >= 0)
                perPixel[static_cast<std::size_t>(p)].add(column.minX, column.minY);
            if (const int p = pixelOf(column.maxX); p >= 0)
                perPixel[static_cast<std::size_t>(p)].add(column.maxX, column.maxY);
        }
        if (column.hasGap) {
            if (const int p = pixelOf(column.gapX); p >= 0)
                perPixel[static_cast<std::size_t>(p)].add(column.gapX, std::numeric_limits<double>::quiet_NaN());
        }
    }
    out.reserve(pixels * 2);
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    for (const Column &pixel : perPixel) {
        // Up to three points in time order: min and max (one if the same), and the gap.
        QPointF points[3];
        int count = 0;
        if (pixel.hasValue) {
            points[count++] = QPointF(pixel.minX, pixel.minY);
            if (pixel.maxX != pixel.minX || pixel.maxY != pixel.minY)
                points[count++] = QPointF(pixel.maxX, pixel.maxY);
        }
        if (pixel.hasGap)
            points[count++] = QPointF(pixel.gapX, nan);
        std::sort(points, points + count, [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        for (int i = 0; i < count; ++i)
            out.append(points[i]);
    }
    return out;
}
