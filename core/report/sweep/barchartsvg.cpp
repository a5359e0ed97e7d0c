#include "report/sweep/barchartsvg.h"

#include <algorithm>
#include <cmath>

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString number(double value)
{
    return QString::number(value, 'f', 1);
}

// 1, 2 or 5 times a power of ten, so the grid lines fall on round values.
double niceStep(double range, int lines)
{
    if (range <= 0)
        return 1;
    const double raw = range / lines;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        if (raw <= factor * power)
            return factor * power;
    }
    return 10 * power;
}

QString tick(double value)
{
    return value == std::floor(value) ? QString::number(qint64(value)) : QString::number(value, 'g', 4);
}

} // namespace

QString BarChartSvg::render() const
{
    // Colour-blind safe (Okabe–Ito), in the order series appear.
    static const QStringList colours {QStringLiteral("#0072B2"), QStringLiteral("#E69F00"), QStringLiteral("#009E73"),
        QStringLiteral("#CC79A7"), QStringLiteral("#56B4E9"), QStringLiteral("#D55E00")};
    const int groupWidth = std::max(60, 24 * int(series.size()) + 24);
    const double left = 70, top = 40, plotHeight = 260, bottom = 60;
    const double plotWidth = double(groupWidth) * std::max<qsizetype>(1, categories.size());
    const double legendWidth = 160;
    const double width = left + plotWidth + 20 + legendWidth;
    const double height = top + plotHeight + bottom;

    double maxValue = 0;
    for (const BarSeries &s : series) {
        for (const double v : s.values) {
            if (std::isfinite(v))
                maxValue = std::max(maxValue, v);
        }
    }
    const double step = niceStep(maxValue, 5);
    const double axisMax = std::max(step, std::ceil(maxValue / step) * step);
    auto y = [&](double v) { return top + plotHeight - v / axisMax * plotHeight; };

    QString svg;
    svg += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    svg += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" "
                          "font-family=\"sans-serif\" font-size=\"12\">\n")
               .arg(number(width), number(height));
    svg += QStringLiteral("<title>%1</title>\n").arg(escaped(title));
    svg += QStringLiteral("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    svg += QStringLiteral("<text x=\"%1\" y=\"22\" font-size=\"15\" font-weight=\"bold\">%2</text>\n")
               .arg(number(left), escaped(title));
    for (double v = 0; v <= axisMax + step / 2; v += step) {
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#ddd\"/>\n")
                   .arg(number(left), number(y(v)), number(left + plotWidth));
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>\n")
                   .arg(number(left - 6), number(y(v) + 4), tick(v));
    }
    svg += QStringLiteral("<text transform=\"translate(16 %1) rotate(-90)\" text-anchor=\"middle\">%2</text>\n")
               .arg(number(top + plotHeight / 2), escaped(valueLabel));

    const double barWidth = 20;
    for (int c = 0; c < categories.size(); ++c) {
        const double groupLeft = left + double(c * groupWidth);
        const double barsLeft = groupLeft + (groupWidth - barWidth * double(series.size())) / 2;
        for (int s = 0; s < series.size(); ++s) {
            const double v = c < series.at(s).values.size() ? series.at(s).values.at(c) : NAN;
            if (!std::isfinite(v))
                continue;
            const double x = barsLeft + barWidth * s;
            svg += QStringLiteral("<rect class=\"bar\" x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\">"
                                  "<title>%6, %7: %8</title></rect>\n")
                       .arg(number(x), number(y(v)), number(barWidth - 2), number(top + plotHeight - y(v)),
                           colours.at(s % colours.size()), escaped(categories.at(c)), escaped(series.at(s).name),
                           QString::number(v, 'g', 4));
        }
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                   .arg(number(groupLeft + groupWidth / 2.0), number(top + plotHeight + 18), escaped(categories.at(c)));
    }
    svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"black\"/>\n")
               .arg(number(left), number(top + plotHeight), number(left + plotWidth));
    svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"black\"/>\n")
               .arg(number(left), number(top), number(top + plotHeight));
    for (int s = 0; s < series.size(); ++s) {
        const double ly = top + 20.0 * s;
        const double lx = left + plotWidth + 20;
        svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"12\" height=\"12\" fill=\"%3\"/>\n")
                   .arg(number(lx), number(ly), colours.at(s % colours.size()));
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>\n")
                   .arg(number(lx + 18), number(ly + 11), escaped(series.at(s).name));
    }
    svg += QStringLiteral("</svg>\n");
    return svg;
}
