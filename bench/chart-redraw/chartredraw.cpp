// Measures how long the Workload page's live charts take to redraw for long runs: fills a
// WorkloadSeries with N samples per series (a randrw job: a read and a write series, so the
// latency plot holds four graphs) through the same path the page uses (WorkloadSeries::append,
// WorkloadCharts::apply), then times QCustomPlot::replot() of each live plot, median of R runs.
//
//   QT_QPA_PLATFORM=offscreen chart-redraw-bench [--points 7200,72000] [--repeats 25]
//                                                [--width 1100] [--height 620]
#include "models/workloadseries.h"
#include "widgets/workloadcharts.h"

#include "widgets/customplot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <vector>

static double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static WorkloadSample sampleAt(int i, QRandomGenerator &random)
{
    // Noisy rates around 20k IOPS (4 KiB), latency around 400 µs with spikes: like a real run.
    WorkloadSample sample;
    sample.jobName = QStringLiteral("randrw-4k");
    sample.elapsedMs = (i + 1) * 500LL;
    sample.intervalMs = 500;
    for (DirectionSample *dir : {&sample.read, &sample.write}) {
        dir->iops = 20000 + 6000 * std::sin(i / 40.0) + random.bounded(4000.0);
        dir->bwBytesPerSec = dir->iops * 4096;
        dir->meanLatencyNs = 400e3 + random.bounded(100e3);
        dir->p99LatencyNs = static_cast<std::uint64_t>(1.5e6 + random.bounded(2e6) + (i % 97 == 0 ? 20e6 : 0));
    }
    return sample;
}

struct Timing {
    double fillMs = 0;
    double appendUs = 0; // one more sample appended to full series
    double replotMs[3] = {0, 0, 0};
    double total() const { return replotMs[0] + replotMs[1] + replotMs[2]; }
};

static Timing measure(int points, int repeats, const QSize &size, bool adaptive)
{
    WorkloadSeries series;
    series.setMaxPoints(std::max(points + 1000, 20000)); // measure the raw point count, no compaction
    JobSpec job;
    job.name = QStringLiteral("randrw-4k");
    job.pattern = IoPattern::RandReadWrite;
    series.setJobs({job});

    WorkloadCharts charts;
    charts.setReplotInterval(3600 * 1000); // no timer replots while measuring
    charts.resize(size);
    charts.show();
    QCoreApplication::processEvents();

    QRandomGenerator random(42);
    Timing timing;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < points; ++i)
        charts.apply(series, series.append(sampleAt(i, random)));
    timing.fillMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;

    QCustomPlot *plots[] = {charts.bandwidthPlot(), charts.iopsPlot(), charts.latencyPlot()};
    for (QCustomPlot *plot : plots) {
        for (int g = 0; g < plot->graphCount(); ++g)
            plot->graph(g)->setAdaptiveSampling(adaptive);
    }
    for (int p = 0; p < 3; ++p) {
        plots[p]->replot(QCustomPlot::rpImmediateRefresh); // warm up caches and fonts
        std::vector<double> runs;
        for (int r = 0; r < repeats; ++r) {
            clock.restart();
            plots[p]->replot(QCustomPlot::rpImmediateRefresh);
            runs.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        }
        timing.replotMs[p] = median(runs);
    }
    std::vector<double> appends;
    for (int r = 0; r < repeats; ++r) {
        const WorkloadSample sample = sampleAt(points + r, random);
        clock.restart();
        charts.apply(series, series.append(sample));
        appends.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e3);
    }
    timing.appendUs = median(appends);
    return timing;
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Redraw time of the Workload page's live charts."));
    parser.addHelpOption();
    const QCommandLineOption pointsOption(QStringLiteral("points"),
        QStringLiteral("Points per series, comma separated."), QStringLiteral("list"), QStringLiteral("7200,72000"));
    const QCommandLineOption repeatsOption(QStringLiteral("repeats"),
        QStringLiteral("Replots per measurement (median)."), QStringLiteral("n"), QStringLiteral("25"));
    const QCommandLineOption widthOption(QStringLiteral("width"), QStringLiteral("Width of the chart grid."),
        QStringLiteral("px"), QStringLiteral("1100"));
    const QCommandLineOption heightOption(QStringLiteral("height"), QStringLiteral("Height of the chart grid."),
        QStringLiteral("px"), QStringLiteral("620"));
    parser.addOptions({pointsOption, repeatsOption, widthOption, heightOption});
    parser.process(app);

    const int repeats = std::max(1, parser.value(repeatsOption).toInt());
    const QSize size(parser.value(widthOption).toInt(), parser.value(heightOption).toInt());
    QTextStream out(stdout);
    out << "chart-redraw: " << QGuiApplication::platformName() << ", grid " << size.width() << "x" << size.height()
        << ", median of " << repeats << " replots, randrw job (2 series per plot, 4 in latency)\n";
    out << "points/series  adaptive  fill(ms)  append(us)  bandwidth(ms)  iops(ms)  latency(ms)  all three(ms)\n";
    for (const QString &item : parser.value(pointsOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int points = item.toInt();
        if (points <= 0) {
            QTextStream(stderr) << "--points: '" << item << "' is not a positive number\n";
            return 2;
        }
        for (const bool adaptive : {true, false}) {
            const Timing t = measure(points, repeats, size, adaptive);
            out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8\n")
                       .arg(points, 13)
                       .arg(adaptive ? QStringLiteral("on") : QStringLiteral("off"), 8)
                       .arg(t.fillMs, 8, 'f', 1)
                       .arg(t.appendUs, 10, 'f', 1)
                       .arg(t.replotMs[0], 13, 'f', 2)
                       .arg(t.replotMs[1], 8, 'f', 2)
                       .arg(t.replotMs[2], 11, 'f', 2)
                       .arg(t.total(), 13, 'f', 2);
            out.flush();
        }
    }
    return 0;
}
