#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// One series of a grouped bar chart: a value per category, NaN where nothing was measured.
struct BarSeries {
    QString name;
    QList<double> values;
};

// A grouped bar chart (categories along x, one bar per series in each group) written as a
// self-contained SVG: no fonts or scripts fetched, so the file opens anywhere and can be sent
// with the CSV it sits next to. QtCore only (no QSvgGenerator, no widgets in core).
class BarChartSvg {
    Q_DECLARE_TR_FUNCTIONS(BarChartSvg)

public:
    QString title;
    QString valueLabel; // y axis, with its unit: "resilver time (s)"
    QStringList categories;
    QList<BarSeries> series;

    QString render() const;
};
